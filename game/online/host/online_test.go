//go:build !js

package host

import (
	"bufio"
	"bytes"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/online"
)

// startHost runs a host on free loopback ports with its data in a test folder.
func startHost(t *testing.T, dir string, cfg RefereeConfig) *Host {
	t.Helper()
	h, err := StartHost(HostConfig{Listen: "127.0.0.1:0", Websocket: "127.0.0.1:0", DataDir: dir, Referee: cfg})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func newTable(t *testing.T, h *Host, req online.NewTableRequest) (online.NewTableReply, []online.Invite) {
	t.Helper()
	reply, invites, err := NewTable(h.AdminURL(), req)
	if err != nil {
		t.Fatal(err)
	}
	return reply, invites
}

func seed(n uint64) *uint64 { return &n }

// threePeople is a hidden-money table of three people (played by bots in the tests).
func threePeople() online.NewTableRequest {
	return online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Name: "Inês"}}, Seed: seed(7), Iterations: 200}
}

// safeBuffer is a log several goroutines write, or a command writes while the test
// reads it.
type safeBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *safeBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *safeBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func (s *safeBuffer) lines() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(s.b.Bytes()))
	sc.Buffer(nil, MaxPayload)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}

// checkPlayed checks a game the seats played to its end: no seat's log tells a rival's
// money (checkNoRivalMoney), and the record inv fetches replays to the scores of every
// seat's final view (checkScores).
func checkPlayed(t *testing.T, inv online.Invite, views []*online.View, logs []*safeBuffer) {
	t.Helper()
	for seat, log := range logs {
		checkNoRivalMoney(t, seat, log.lines())
	}
	checkScores(t, recordOf(t, inv), views)
}

// checkNoRivalMoney fails if a message the seat received before the game's end carries
// a rival's money, or anything called money that is not a view's player.
func checkNoRivalMoney(t *testing.T, seat int, lines []string) {
	t.Helper()
	if len(lines) == 0 {
		t.Fatalf("seat %d received nothing", seat)
	}
	for i, line := range lines {
		var msg map[string]json.RawMessage
		if err := json.Unmarshal([]byte(line), &msg); err != nil {
			t.Fatalf("seat %d message %d is not a JSON object: %v", seat, i, err)
		}
		var over bool
		json.Unmarshal(msg["over"], &over)
		if _, isView := msg["you"]; !isView {
			if strings.Contains(line, "money") && !over {
				t.Fatalf("seat %d message %d mentions money: %s", seat, i, line)
			}
			continue
		}
		var v online.View
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatal(err)
		}
		if v.You != seat {
			t.Fatalf("seat %d received seat %d's view", seat, v.You)
		}
		for _, p := range v.Players {
			if v.Over && p.Money == nil {
				t.Fatalf("seat %d: the final view hides seat %d's money", seat, p.Seat)
			}
			if !v.Over && (p.Money != nil) != (p.Seat == seat) {
				t.Fatalf("seat %d, revision %d: seat %d's money shown=%v", seat, v.Revision, p.Seat, p.Money != nil)
			}
		}
		if strings.Count(string(msg["position"]), "money") > 0 {
			t.Fatalf("seat %d: the position carries money: %s", seat, msg["position"])
		}
	}
}

// playAll plays every invite with a bot at the given level and returns each seat's final
// view and its log.
func playAll(t *testing.T, invites []online.Invite, level string, opt func(seat int) online.ClientOptions, connected func(seat int, c *online.Client)) ([]*online.View, []*safeBuffer) {
	t.Helper()
	views := make([]*online.View, len(invites))
	logs := make([]*safeBuffer, len(invites))
	errs := make([]error, len(invites))
	var wg sync.WaitGroup
	clients := connectSeats(t, invites, func(seat int) online.ClientOptions {
		o := online.ClientOptions{}
		if opt != nil {
			o = opt(seat)
		}
		logs[seat] = &safeBuffer{}
		o.Log = logs[seat]
		return o
	}, connected)
	for i, c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			views[i], errs[i] = c.Play(online.Bot{Level: level, Iterations: 200})
			if errs[i] != nil {
				for _, c := range clients {
					c.Close() // the others would wait for this seat for ever
				}
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("seat %d: %v", i, err)
		}
	}
	return views, logs
}

// playTables plays every table at once, as playAll plays one with random bots, and
// checks that no seat heard a rival's money; connected hears each table's seats as they
// connect. It returns each table's final views.
func playTables(t *testing.T, invites [][]online.Invite, connected func(table, seat int, c *online.Client)) [][]*online.View {
	t.Helper()
	var wg sync.WaitGroup
	views := make([][]*online.View, len(invites))
	for i := range invites {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var logs []*safeBuffer
			views[i], logs = playAll(t, invites[i], "random", nil, func(seat int, c *online.Client) { connected(i, seat, c) })
			for seat, log := range logs {
				checkNoRivalMoney(t, seat, log.lines())
			}
		}()
	}
	wg.Wait()
	return views
}

// connectSeats connects a client to each invite, with the options opt gives its seat
// (nil: none), closed when the test ends; connected, when not nil, hears each as it
// connects.
func connectSeats(t *testing.T, invites []online.Invite, opt func(seat int) online.ClientOptions, connected func(seat int, c *online.Client)) []*online.Client {
	t.Helper()
	clients := make([]*online.Client, len(invites))
	for i, inv := range invites {
		o := online.ClientOptions{}
		if opt != nil {
			o = opt(i)
		}
		c, err := online.Connect(inv, o)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		clients[i] = c
		if connected != nil {
			connected(i, c)
		}
	}
	return clients
}

// recordOf fetches the finished game's record with a seat's invite and replays it.
func recordOf(t *testing.T, inv online.Invite) *game.State {
	t.Helper()
	c, err := online.Connect(inv, online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	data, err := c.Record()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if !s.Over() {
		t.Fatal("the record's game is not over")
	}
	return s
}

func checkScores(t *testing.T, s *game.State, views []*online.View) {
	t.Helper()
	for _, v := range views {
		for _, p := range v.Players {
			if p.Score == nil || *p.Score != s.Score(p.Seat) {
				t.Fatalf("seat %d's final view gives seat %d a score of %v; the record replays to %d", v.You, p.Seat, p.Score, s.Score(p.Seat))
			}
		}
	}
}

// TestHiddenMoneyGame: three seats play a hidden-money game to the end over NATS; no
// seat ever receives a rival's money before the end, and the record replays to the
// scores every seat saw.
func TestHiddenMoneyGame(t *testing.T) {
	h := startHost(t, t.TempDir(), RefereeConfig{})
	defer h.Close()
	_, invites := newTable(t, h, threePeople())
	views, logs := playAll(t, invites, "hard", nil, nil)
	t.Logf("%d moves; seat 0 received %d messages", views[0].Revision, len(logs[0].lines()))
	checkPlayed(t, invites[0], views, logs)
}

// TestSameTableSameGame: the referee's computers (with an iteration budget) and the
// bots decide from the seed and the view alone, so the same table played twice over the
// network gives the same record, whatever the timing of the messages.
func TestSameTableSameGame(t *testing.T) {
	h := startHost(t, t.TempDir(), RefereeConfig{})
	defer h.Close()
	req := online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Computer: "hard"}, {Name: "Rui"}, {Computer: "medium"}}, Seed: seed(21), Iterations: 200}
	var moves [2]string
	for i := range moves {
		_, invites := newTable(t, h, req)
		people := []online.Invite{invites[0], invites[2]}
		views, _ := playAll(t, people, "hard", nil, nil)
		end := recordOf(t, people[0])
		checkScores(t, end, views)
		c, err := online.Connect(people[1], online.ClientOptions{})
		if err != nil {
			t.Fatal(err)
		}
		data, err := c.Record()
		c.Close()
		if err != nil {
			t.Fatal(err)
		}
		rec, _ := game.ParseRecord(data)
		moves[i] = strings.Join(rec.Moves, ",")
	}
	if moves[0] != moves[1] {
		t.Fatalf("the same table played twice gave two games:\n%s\n%s", moves[0], moves[1])
	}
}

// TestFinishedTableLeavesMemory: a finished table is forgotten a while after its end,
// its seats' credentials and presence with it (a host running for months keeps only its
// games under way), and a seat that asks later is admitted again and still gets its last
// view and the record, read again from the bucket, after which the table is forgotten
// again. A table under way stays. A host started again on the folder does not keep the
// finished table either, and still answers its seats.
func TestFinishedTableLeavesMemory(t *testing.T) {
	defer func(kept time.Duration) { finishedKept = kept }(finishedKept)
	finishedKept = 20 * time.Millisecond
	dir := t.TempDir()
	h := startHost(t, dir, RefereeConfig{})
	defer func() { h.Close() }()
	finished, invites := newTable(t, h, threePeople())
	under, _ := newTable(t, h, threePeople())
	views, _ := playAll(t, invites, "random", nil, nil)
	gone := func() bool { return h.Referee.get(finished.Table) == nil && !remembered(h.Referee, finished.Table) }
	waitFor(t, "the finished table to leave memory", gone)
	checkScores(t, recordOf(t, invites[1]), views) // admitted and read again from the bucket
	lastView := func() {
		c, err := online.Connect(invites[2], online.ClientOptions{})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		if v, err := c.View(); err != nil || !v.Over || v.Revision != views[2].Revision {
			t.Fatalf("seat 2's view after the table left memory: %+v, %v", v, err)
		}
	}
	lastView()
	waitFor(t, "the finished table to leave memory again", gone)
	time.Sleep(3 * finishedKept)
	if h.Referee.get(under.Table) == nil || !remembered(h.Referee, under.Table) {
		t.Fatal("a table under way left memory")
	}
	finishedKept = time.Hour // from here on, only the start may forget it
	h.Close()
	h = startHost(t, dir, RefereeConfig{})
	if !gone() {
		t.Fatal("a host started again keeps the finished table")
	}
	for i := range invites {
		invites[i].Server = h.URL() // the new host's port
	}
	lastView()
	checkScores(t, recordOf(t, invites[0]), views)
}

// remembered says whether the referee still admits and follows any seat of the table.
func remembered(r *Referee, table string) bool {
	for seat := range 3 {
		user := online.SeatUser(table, seat)
		r.auth.mu.RLock()
		_, admitted := r.auth.users[user]
		r.auth.mu.RUnlock()
		if admitted || r.presence.of(user) != nil {
			return true
		}
	}
	return false
}
