//go:build !js

package host

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"mercado/game/online"
)

// hostileTable is a started hidden-money table of two people, seat 0 to move.
func hostileTable(t *testing.T, cfg RefereeConfig) (*Host, []*online.Client) {
	t.Helper()
	h, clients, _ := hostileTableInvites(t, cfg)
	return h, clients
}

// hostileTableInvites is hostileTable with the seats' invites.
func hostileTableInvites(t *testing.T, cfg RefereeConfig) (*Host, []*online.Client, []online.Invite) {
	t.Helper()
	h := startHost(t, t.TempDir(), cfg)
	t.Cleanup(h.Close)
	_, invites := newTable(t, h, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}}, Seed: seed(3)})
	return h, connectSeats(t, invites, nil, nil), invites
}

func mustView(t *testing.T, c *online.Client) *online.View {
	t.Helper()
	v, err := c.View()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// expectRefusal sends data as seat c's move and wants the code, with the table unchanged.
func expectRefusal(t *testing.T, c *online.Client, data []byte, code string) {
	t.Helper()
	before := mustView(t, c)
	_, err := c.Request(online.VerbMove, data)
	var refused *online.RefusedError
	if !errors.As(err, &refused) || refused.Reply.Refused != code || refused.Reply.Reason == "" {
		t.Fatalf("sent %.80q: want a %q refusal with a reason, got %v", data, code, err)
	}
	if after := mustView(t, c); after.Revision != before.Revision {
		t.Fatalf("a refused proposal changed the table from revision %d to %d", before.Revision, after.Revision)
	}
}

func proposal(id string, revision int, move string) []byte {
	data, _ := json.Marshal(online.Proposal{ID: id, Revision: revision, Move: move})
	return data
}

func TestRefusals(t *testing.T) {
	_, seats := hostileTable(t, RefereeConfig{Burst: 1000})
	v := mustView(t, seats[0])
	legal := v.Legal[0]
	cases := []struct {
		name string
		seat int
		data []byte
		code string
	}{
		{"malformed JSON", 0, []byte(`{"id": "a", "revision": 0, "move": `), online.RefusedMalformed},
		{"not an object", 0, []byte(`[1,2]`), online.RefusedMalformed},
		{"empty", 0, nil, online.RefusedMalformed},
		{"two objects", 0, append(proposal("a", 0, legal), "{}"...), online.RefusedMalformed},
		{"unknown field", 0, []byte(`{"id": "a", "revision": 0, "move": "coin", "money": 99}`), online.RefusedMalformed},
		{"missing field", 0, []byte(`{"id": "a", "move": "coin"}`), online.RefusedMalformed},
		{"id with escapes", 0, proposal("a\x1b[2J", 0, legal), online.RefusedMalformed},
		{"unreadable move", 0, proposal("b", 0, "fly to the moon"), online.RefusedIllegal},
		{"illegal move", 0, proposal("c", 0, "restaurant sushi A1"), online.RefusedIllegal},
		{"out of turn", 1, proposal("d", 0, "coin"), online.RefusedNotYourTurn},
		{"stale revision", 0, proposal("e", 5, legal), online.RefusedStale},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { expectRefusal(t, seats[tc.seat], tc.data, tc.code) })
	}
	var refused *online.RefusedError
	if _, err := seats[0].Request("cheat", nil); !errors.As(err, &refused) || refused.Reply.Refused != online.RefusedUnknownVerb {
		t.Fatalf("an unknown request: want an unknown-request refusal, got %v", err)
	}
	// A proposal applied, then sent again after a "reconnect": applied once.
	reply, err := seats[0].Propose(online.Proposal{ID: "once", Revision: 0, Move: legal})
	if err != nil || !reply.OK || reply.Revision != 1 {
		t.Fatalf("a legal proposal: %+v %v", reply, err)
	}
	expectRefusal(t, seats[0], proposal("once", 0, legal), online.RefusedReplayed)
	expectRefusal(t, seats[0], proposal("other", 0, legal), online.RefusedStale)
}

func TestOversizeMessageRefusedByNATS(t *testing.T) {
	_, seats := hostileTable(t, RefereeConfig{})
	big := []byte(`{"id": "big", "revision": 0, "move": "` + strings.Repeat("x", 1<<20) + `"}`)
	if _, err := seats[0].Request(online.VerbMove, big); !errors.Is(err, nats.ErrMaxPayload) {
		t.Fatalf("a 1 MB proposal: want NATS's max payload refusal, got %v", err)
	}
	if v := mustView(t, seats[0]); v.Revision != 0 {
		t.Fatal("the oversize message changed the table")
	}
}

func TestFloodIsRateLimited(t *testing.T) {
	frozen := time.Unix(1_000_000, 0)
	_, seats := hostileTable(t, RefereeConfig{Burst: 5, PerSecond: 1, Now: func() time.Time { return frozen }})
	var tooMany int
	for i := range 40 {
		_, err := seats[1].Request(online.VerbMove, proposal("flood"+string(rune('a'+i%26)), 0, "coin"))
		var refused *online.RefusedError
		if !errors.As(err, &refused) {
			t.Fatalf("flood proposal %d: want a refusal, got %v", i, err)
		}
		if refused.Reply.Refused == online.RefusedTooMany {
			tooMany++
		}
	}
	if tooMany != 35 {
		t.Fatalf("40 proposals against a burst of 5 with the clock stopped: %d refused as too many, want 35", tooMany)
	}
	// Seat 0's own allowance is untouched by seat 1's flood.
	if _, err := seats[0].View(); err != nil {
		t.Fatalf("the flood of another seat held seat 0 back: %v", err)
	}
}

func TestBadTables(t *testing.T) {
	h := startHost(t, t.TempDir(), RefereeConfig{Burst: 1000}) // the game below is fast; the limit is TestFlood's

	defer h.Close()
	for name, seats := range map[string][]online.NewSeat{
		"escapes":     {{Name: "Ana\x1b[31m"}, {Name: "Rui"}},
		"long name":   {{Name: strings.Repeat("a", 3000)}, {Name: "Rui"}},
		"newline":     {{Name: "Ana\nRui"}, {Name: "Rui"}},
		"one seat":    {{Name: "Ana"}},
		"no people":   {{Computer: "easy"}, {Computer: "hard"}},
		"bad level":   {{Name: "Ana"}, {Computer: "godlike"}},
		"five people": {{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}, {Name: "E"}},
	} {
		_, _, err := NewTable(h.AdminURL(), online.NewTableRequest{Seats: seats})
		var refused *online.RefusedError
		if !errors.As(err, &refused) || refused.Reply.Refused != online.RefusedMalformed {
			t.Errorf("%s: want a refusal, got %v", name, err)
		} else if len(refused.Error()) > 300 || strings.ContainsAny(refused.Error(), "\x1b\n") {
			t.Errorf("%s: the refusal should quote a short, printable excerpt: %q", name, refused.Error())
		}
	}
	// An unknown table: the host does not admit the invite.
	_, invites := newTable(t, h, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Computer: "random"}}, Seed: seed(1)})
	unknown := invites[0]
	unknown.Table = "nosuchtable"
	if _, err := online.Connect(unknown, online.ClientOptions{}); !errors.Is(err, online.ErrInviteRefused) {
		t.Fatalf("an invite for an unknown table: want ErrInviteRefused, got %v", err)
	}
	wrong := invites[0]
	wrong.Secret = "guessedsecret"
	if _, err := online.Connect(wrong, online.ClientOptions{}); !errors.Is(err, online.ErrInviteRefused) {
		t.Fatalf("an invite with a wrong secret: want ErrInviteRefused, got %v", err)
	}
	// A finished table: play ends at once with the final view; a move is refused.
	c, err := online.Connect(invites[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	final, err := c.Play(online.Bot{Level: "random"})
	if err != nil || !final.Over {
		t.Fatalf("playing against a computer: %v", err)
	}
	if _, err := online.ParseInvite(invites[0].String()); err != nil {
		t.Fatal(err)
	}
	expectRefusal(t, c, proposal("late", final.Revision, "coin"), online.RefusedOver)
}

func TestInviteParsing(t *testing.T) {
	for _, inv := range []online.Invite{
		{Server: "nats://127.0.0.1:4222", Table: "abc123", Seat: 2, Secret: "s3cr3t"},
		{Server: "nats://10.0.0.1:4222", Table: "abc123", Seat: 1, Secret: "s3cr3t", Also: "10.0.0.2:4222,[::1]:4223"},
	} {
		back, err := online.ParseInvite(inv.String())
		if err != nil || back != inv {
			t.Fatalf("round trip of %s: %+v %v", inv, back, err)
		}
	}
	if got := (online.Invite{Server: "nats://a:1", Also: "b:2,c:3"}).Servers(); got != "nats://a:1,nats://b:2,nats://c:3" {
		t.Fatalf("an invite's servers: %s", got)
	}
	for _, bad := range []string{"", "hello", "http://x:1/a/0/b", "nats://x:1/a/0", "nats://x:1/a/9/b", "nats://x:1/A-B/0/b",
		"nats://u:p@x:1/a/0/b", "nats://x:1/a/0/b\x1b", "nats://x:1/a/0/" + strings.Repeat("b", 3000),
		"nats://x:1/a/0/b?also=", "nats://x:1/a/0/b?also=y", "nats://x:1/a/0/b?also=y:0", "nats://x:1/a/0/b?other=y:1",
		"nats://x:1/a/0/b?also=y:1,z", "nats://x:1/a/0/b?also=" + strings.Repeat("y:1,", 8) + "y:1"} {
		if _, err := online.ParseInvite(bad); err == nil {
			t.Errorf("ParseInvite(%.40q) accepted it", bad)
		}
	}
}

// TestSeatPermissions: with one seat's credential, NATS itself refuses to let it hear
// another seat's view or propose for another seat.
func TestSeatPermissions(t *testing.T) {
	h, seats, invites := hostileTableInvites(t, RefereeConfig{})
	spy := seats[0].Conn()
	heard := make(chan *nats.Msg, 1)
	if _, err := spy.Subscribe(online.ViewSubject(invites[1].Table, 1), func(m *nats.Msg) { heard <- m }); err != nil {
		t.Fatal(err)
	}
	if _, err := spy.Subscribe("mercado.>", func(m *nats.Msg) { heard <- m }); err != nil {
		t.Fatal(err)
	}
	// Seat 1 is not to move; seat 0 tries to move for it anyway after its own move.
	v := mustView(t, seats[0])
	if r, err := seats[0].Propose(online.Proposal{ID: "mine", Revision: 0, Move: v.Legal[0]}); err != nil || !r.OK {
		t.Fatalf("seat 0's own move: %+v %v", r, err)
	}
	spy.Publish(online.SeatSubject(invites[1].Table, 1, online.VerbMove), proposal("forged", 1, "coin"))
	for _, subject := range []string{">", "$JS.>", "$KV.>"} {
		spy.Subscribe(subject, func(m *nats.Msg) { heard <- m })
	}
	for _, subject := range []string{"$JS.API.STREAM.INFO.KV_" + tablesBucket, "$KV." + tablesBucket + "." + invites[1].Table, newTableSubject} {
		spy.Publish(subject, []byte(`{}`))
	}
	spy.Flush()
	deadline := time.After(5 * time.Second)
	want := []string{"Subscription to \"" + online.ViewSubject(invites[1].Table, 1), "Subscription to \"mercado.>",
		"Publish to \"" + online.SeatSubject(invites[1].Table, 1, online.VerbMove), "Subscription to \">", "Subscription to \"$JS.>",
		"Subscription to \"$KV.>", "Publish to \"$JS.API.STREAM.INFO", "Publish to \"$KV.", "Publish to \"mercado.new"}
	for slices.ContainsFunc(want, func(w string) bool { return !hasViolation(seats[0], w) }) {
		select {
		case <-deadline:
			t.Fatalf("NATS did not report the %d violations; it reported %v", len(want), seats[0].AsyncErrors())
		case <-time.After(10 * time.Millisecond):
		}
	}
	// The referee heard nothing of the forged move: seat 1 is still to move at revision 1.
	if v := mustView(t, seats[1]); v.Revision != 1 || *v.ToMove != 1 {
		t.Fatalf("the forged proposal moved the table: revision %d", v.Revision)
	}
	// Seat 1's view, published on the move, never reached seat 0's subscriptions.
	select {
	case m := <-heard:
		t.Fatalf("seat 0 heard %s on %s", m.Data, m.Subject)
	default:
	}
	_ = h
}

func hasViolation(c *online.Client, what string) bool {
	for _, err := range c.AsyncErrors() {
		if strings.Contains(err.Error(), "Permissions Violation for "+what) {
			return true
		}
	}
	return false
}

// TestOversizeRefusedByTheServer: a client that ignores the announced limit and sends
// 1 MB anyway is cut off by the server itself, and the table does not change.
func TestOversizeRefusedByTheServer(t *testing.T) {
	h, seats, invites := hostileTableInvites(t, RefereeConfig{})
	conn, err := net.Dial("tcp", strings.TrimPrefix(h.URL(), "nats://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	r := bufio.NewReader(conn)
	if line, err := r.ReadString('\n'); err != nil || !strings.HasPrefix(line, "INFO ") {
		t.Fatalf("no INFO from the server: %q %v", line, err)
	}
	inv := invites[0]
	connect, _ := json.Marshal(map[string]any{"user": online.SeatUser(inv.Table, inv.Seat), "pass": inv.Secret, "verbose": false, "pedantic": false})
	payload := strings.Repeat("x", 1<<20)
	fmt.Fprintf(conn, "CONNECT %s\r\nPUB %s %d\r\n%s\r\n", connect, online.SeatSubject(inv.Table, inv.Seat, online.VerbMove), len(payload), payload)
	var answer strings.Builder
	for {
		line, err := r.ReadString('\n')
		answer.WriteString(line)
		if err != nil || strings.HasPrefix(line, "-ERR") {
			break
		}
	}
	if !strings.Contains(answer.String(), "Maximum Payload") {
		t.Fatalf("the server answered %q to a 1 MB message", answer.String())
	}
	if v := mustView(t, seats[0]); v.Revision != 0 {
		t.Fatal("the oversize message changed the table")
	}
}

// TestWebsocketSeat: a seat plays through the host's WebSocket listener, as a browser
// will, with the same invite but for ws://.
func TestWebsocketSeat(t *testing.T) {
	h := startHost(t, t.TempDir(), RefereeConfig{})
	defer h.Close()
	_, invites := newTable(t, h, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Computer: "easy"}}, Seed: seed(4)})
	inv := invites[0]
	inv.Server = h.WebsocketURL()
	if !strings.HasPrefix(inv.Server, "ws://127.0.0.1:") {
		t.Fatalf("the WebSocket URL is %q", inv.Server)
	}
	back, err := online.ParseInvite(inv.String())
	if err != nil {
		t.Fatal(err)
	}
	c, err := online.Connect(back, online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if !strings.HasPrefix(c.Conn().ConnectedUrl(), "ws://") {
		t.Fatalf("connected to %s", c.Conn().ConnectedUrl())
	}
	final, err := c.Play(online.Bot{Level: "random"})
	if err != nil || !final.Over {
		t.Fatalf("playing over WebSocket: %v", err)
	}
}
