//go:build !js

package host

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"mercado/game"
	"mercado/game/online"
)

func runCommand(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = RunOnline(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// newTableJSON is what `online new --json` prints.
type newTableJSON struct {
	Table string
	Seats []struct {
		Seat                         int
		Name, Computer, Invite, Link string
	}
}

// newTableCommand runs `online new ARGS --json` and reads what it prints; it fails the test if
// the command fails.
func newTableCommand(t *testing.T, args ...string) newTableJSON {
	t.Helper()
	code, out, errOut := runCommand(append(append([]string{"new"}, args...), "--json")...)
	if code != 0 {
		t.Fatalf("online new: %d %s", code, errOut)
	}
	var table newTableJSON
	if err := json.Unmarshal([]byte(out), &table); err != nil {
		t.Fatalf("online new printed %s (%v)", out, err)
	}
	return table
}

// TestCommands: `mercado host` in a child process, a table made with `online new`, its
// two people played by `online play` and a computer by the referee, the record from
// `online record` replaying to the scores the seats saw.
func TestCommands(t *testing.T) {
	host := startHostProcess(t, "127.0.0.1:0", t.TempDir())
	admin := host.ready["admin"].(string)
	table := newTableCommand(t, "--server", admin, "--seats", "Ana, Rui ,computer:hard", "--seed", "9", "--iterations", "100")
	if len(table.Seats) != 3 || table.Seats[1].Name != "Rui" || table.Seats[2].Computer != "hard" || table.Seats[2].Invite != "" || table.Seats[0].Invite == "" {
		t.Fatalf("online new printed %+v", table)
	}
	code, _, errOut := runCommand("record", "--invite", table.Seats[0].Invite)
	if code != 1 || !strings.Contains(errOut, "once the game is over") {
		t.Fatalf("online record before the end: %d %q", code, errOut)
	}
	dir := t.TempDir()
	finals := make([]string, 2)
	var wg sync.WaitGroup
	for seat := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			code, out, errOut := runCommand("play", "--invite", table.Seats[seat].Invite, "--bot", "medium",
				"--log", filepath.Join(dir, "seat.log"+string(rune('0'+seat))), "--json")
			if code != 0 {
				t.Errorf("online play seat %d: %d %s", seat, code, errOut)
			}
			finals[seat] = out
		}()
	}
	wg.Wait()
	code, out, errOut := runCommand("record", "--invite", table.Seats[1].Invite)
	if code != 0 {
		t.Fatalf("online record: %d %s", code, errOut)
	}
	rec, err := game.ParseRecord([]byte(out))
	if err != nil {
		t.Fatal(err)
	}
	end, err := rec.Replay()
	if err != nil || !end.Over() {
		t.Fatalf("the record does not replay to the end: %v", err)
	}
	for seat, final := range finals {
		var v online.View
		if err := json.Unmarshal([]byte(final), &v); err != nil {
			t.Fatalf("seat %d's final view %q: %v", seat, final, err)
		}
		checkScores(t, end, []*online.View{&v})
		log, err := os.ReadFile(filepath.Join(dir, "seat.log"+string(rune('0'+seat))))
		if err != nil {
			t.Fatal(err)
		}
		checkNoRivalMoney(t, seat, strings.Split(strings.TrimSpace(string(log)), "\n"))
	}
	code, _, errOut = runCommand("play", "--invite", table.Seats[0].Invite, "--bot", "easy")
	if code != 1 || !strings.Contains(errOut, "over") {
		t.Fatalf("online play at a finished table: %d %q", code, errOut)
	}
	for _, args := range [][]string{
		{"play", "--invite", "garbage", "--bot", "easy"},
		{"play", "--invite", table.Seats[0].Invite, "--bot", "godlike"},
		{"new", "--seats", "Ana,Rui"},
		{"fly"},
	} {
		if code, _, errOut := runCommand(args...); code != 2 || errOut == "" {
			t.Errorf("online %v: want a usage error, got %d %q", args, code, errOut)
		}
	}
}

// TestNewPrintsBrowserLinks: when the host serves its web build, `online new` gives each
// person's seat, beside its nats:// invite, the browser's link (the page with the seat's
// ws:// invite after the '#'), which reads back as that seat's invite; the page it names
// is served. A computer's seat has neither, and a host without a web build gives no link.
func TestNewPrintsBrowserLinks(t *testing.T) {
	web, files := fakeWebBuild(t)
	ready := hostWithWeb(t, "--listen", "127.0.0.1:0", "--ws", "127.0.0.1:0", "--http", "127.0.0.1:0", "--web", web)
	page, ws := ready["http"].(string), ready["ws"].(string)
	table := newTableCommand(t, "--server", ready["admin"].(string), "--seats", "Ana,computer:easy,Rui")
	if len(table.Seats) != 3 {
		t.Fatalf("online new printed %+v", table)
	}
	if table.Seats[1].Invite != "" || table.Seats[1].Link != "" {
		t.Errorf("the computer's seat has an invite or a link: %+v", table.Seats[1])
	}
	for _, s := range []int{0, 2} {
		seat := table.Seats[s]
		inv, err := online.ParseInvite(seat.Invite)
		if err != nil || !strings.HasPrefix(seat.Invite, "nats://") {
			t.Fatalf("seat %d's invite %q: %v", s, seat.Invite, err)
		}
		if !strings.HasPrefix(seat.Link, page+"#ws://") {
			t.Fatalf("seat %d's link %q is not the page %s with a ws:// invite", s, seat.Link, page)
		}
		fromLink, err := online.ParseInviteLink(seat.Link)
		if err != nil || fromLink.Server != ws || fromLink.Table != inv.Table || fromLink.Seat != s || fromLink.Secret != inv.Secret {
			t.Fatalf("seat %d's link %q reads as %+v (%v); want %s with the invite's %+v", s, seat.Link, fromLink, err, ws, inv)
		}
		// The browser's seat is taken through the WebSocket listener the link names.
		c, err := online.Connect(fromLink, online.ClientOptions{})
		if err != nil {
			t.Fatalf("seat %d through its link: %v", s, err)
		}
		v, err := c.View()
		c.Close()
		if err != nil || v.You != s || v.Table != inv.Table {
			t.Fatalf("seat %d's view through its link: %+v %v", s, v, err)
		}
	}
	if body, _ := get(t, strings.SplitN(table.Seats[0].Link, "#", 2)[0]); body != files["index.html"] {
		t.Errorf("the link's page serves %q", body)
	}
	code, out, _ := runCommand("new", "--server", ready["admin"].(string), "--seats", "Ana,Rui")
	if code != 0 || strings.Count(out, "browser: "+page+"#ws://") != 2 {
		t.Errorf("online new without --json printed %q; want each seat's browser link", out)
	}

	plain := startHostProcess(t, "127.0.0.1:0", t.TempDir())
	if code, out, errOut := runCommand("new", "--server", plain.ready["admin"].(string), "--seats", "Ana,Rui", "--json"); code != 0 || strings.Contains(out, "link") {
		t.Errorf("online new at a host without a web build: %d %s %s; want invites without links", code, out, errOut)
	}
}

// TestHostClusterFlags: the cluster's flags go together, and a bad one is said plainly
// before anything listens.
func TestHostClusterFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"--cluster", "127.0.0.1:6222"}, 2, "--cluster needs --name"},
		{[]string{"--name", "a"}, 2, "--name and --routes go with --cluster"},
		{[]string{"--routes", "nats://127.0.0.1:6222"}, 2, "--name and --routes go with --cluster"},
		{[]string{"--cluster", "127.0.0.1:6222", "--name", "a", "--routes", "nats://127.0.0.1:6223", "--nats", "nats://127.0.0.1:4222"}, 2, "one or the other"},
		{[]string{"--cluster", "127.0.0.1:0", "--name", "a", "--routes", "nats://127.0.0.1:6223"}, 1, "the routes' port must be given"},
		{[]string{"--cluster", "127.0.0.1:6222", "--name", "a.b", "--routes", "nats://127.0.0.1:6223"}, 1, "--name: a node's name"},
		{[]string{"--cluster", "nowhere", "--name", "a", "--routes", "nats://127.0.0.1:6223"}, 1, "--cluster:"},
		{[]string{"--replicas", "7"}, 2, "--replicas: 1 to 5"},
	} {
		var out, errOut bytes.Buffer
		args := append([]string{"--listen", "127.0.0.1:0", "--ws", "", "--http", "", "--data", t.TempDir()}, c.args...)
		code := RunHost(args, &out, &errOut)
		if code != c.code || !strings.Contains(errOut.String(), c.says) {
			t.Errorf("mercado host %v: %d %q; want %d and %q", c.args, code, errOut.String(), c.code, c.says)
		}
	}
}
