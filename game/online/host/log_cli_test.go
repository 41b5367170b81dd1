//go:build !js

package host

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"mercado/game/online"
)

// A test binary started with MERCADO_ONLINE_TEST_ONLINE runs `mercado online` with its
// lines as the arguments, as the program would, and exits with its status.
func init() {
	if args := os.Getenv("MERCADO_ONLINE_TEST_ONLINE"); args != "" {
		os.Exit(RunOnline(strings.Split(args, "\n"), os.Stdout, os.Stderr))
	}
}

// TestPlayLogEndsWhole: `online play --log FILE` in its own process, its seat hearing
// a stream of big messages (256 KiB each) as the game ends, leaves a log whose every
// line is whole, the game's last view (over 4 KiB) among them, and exits 0. The table is
// played by a stand-in referee on a NATS server of the test's: the seat hears what it
// sends. Eight rounds: a process that ends in the middle of a write to a file leaves a
// line cut at a page, which before the log waited for its last write happened in one
// round in ten to one in two (with the machine's load), so in most runs of the test;
// TestPlayLogToAPipeEndsWhole showed it in every run.
func TestPlayLogEndsWhole(t *testing.T) {
	nc, url := logServer(t)
	for round := range 8 {
		playLogRound(t, nc, url, fmt.Sprintf("logtable%d", round))
	}
}

// logServer starts a NATS server for a stand-in referee, and connects to it.
func logServer(t *testing.T) (*nats.Conn, string) {
	srv, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	srv.Start()
	t.Cleanup(srv.Shutdown)
	if !srv.ReadyForConnections(30 * time.Second) {
		t.Fatal("the test's NATS server did not start")
	}
	nc, err := nats.Connect(srv.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc, srv.ClientURL()
}

// logView is a view of a two-seat table in which seat 1 is to move, or the game is over,
// with 600 moves made: more than 4 KiB.
func logView(table string, over bool) []byte {
	one, score := 1, 7
	v := online.View{Table: table, Revision: 1, You: 0, ToMove: &one, Money: "hidden", Players: []online.PlayerView{{Seat: 0, Name: "Ana"}, {Seat: 1, Name: "Rui"}}}
	if over {
		v.Revision, v.ToMove, v.Over = 600, nil, true
		v.Players[0].Score, v.Players[1].Score = &score, &score
		for range 600 {
			v.Moves = append(v.Moves, "take 1")
		}
	}
	data, _ := json.Marshal(v)
	return data
}

// standInReferee answers seat 0's view requests at table: the game goes on until over
// is set, then it is over.
func standInReferee(t *testing.T, nc *nats.Conn, table string) *atomic.Bool {
	var over atomic.Bool
	sub, err := nc.Subscribe(online.SeatSubject(table, 0, online.VerbView), func(m *nats.Msg) { m.Respond(logView(table, over.Load())) })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sub.Unsubscribe() })
	return &over
}

// logPlayCommand is `mercado online play --log log` on seat 0 of table, in a process.
func logPlayCommand(url, table, log string) *exec.Cmd {
	inv := online.Invite{Server: url, Table: table, Seat: 0, Secret: "secret"}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "MERCADO_ONLINE_TEST_ONLINE="+strings.Join([]string{"play", "--invite", inv.String(), "--bot", "random", "--log", log, "--json"}, "\n"))
	return cmd
}

func playLogRound(t *testing.T, nc *nats.Conn, url, table string) {
	over := standInReferee(t, nc, table)
	log := filepath.Join(t.TempDir(), "seat.log")
	cmd := logPlayCommand(url, table, log)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	size := func() int64 {
		info, err := os.Stat(log)
		if err != nil {
			return 0
		}
		return info.Size()
	}
	waitFor(t, "the seat's first view in its log", func() bool { return size() > 0 || len(exited) > 0 })
	// The stream: a few messages ahead of the log at most, the game's end after the
	// first three, and on until the process has exited.
	big := []byte("[" + strings.Repeat("a", 256<<10) + "]")
	sent := 0
	for len(exited) == 0 {
		if int64(sent-8)*int64(len(big)) > size() {
			time.Sleep(time.Millisecond) // the seat writes: a pace, not a measure
			continue
		}
		if sent == 3 {
			over.Store(true)
			nc.Publish(online.ViewSubject(table, 0), logView(table, true))
		}
		nc.Publish(online.ViewSubject(table, 0), big)
		sent++
	}
	if err := <-exited; err != nil {
		t.Fatalf("online play --log: %v %s", err, stderr.String())
	}
	var final online.View
	if err := json.Unmarshal(stdout.Bytes(), &final); err != nil || !final.Over {
		t.Fatalf("online play printed %q (%v)", stdout.String(), err)
	}
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	checkPlayLog(t, table, data, big, sent)
}

// checkPlayLog checks that a seat's log ends with a whole line, that each line is the
// big message or a JSON one, and that the game's last view is there.
func checkPlayLog(t *testing.T, table string, data, big []byte, sent int) {
	t.Helper()
	if len(data) == 0 || data[len(data)-1] != '\n' {
		t.Fatalf("round %s: the log (%d bytes, %d messages sent) does not end with a whole line: ...%q", table, len(data), sent, data[max(0, len(data)-40):])
	}
	sawEnd := false
	for i, line := range bytes.Split(data[:len(data)-1], []byte("\n")) {
		var v online.View
		switch {
		case bytes.Equal(line, big):
		case json.Unmarshal(line, &v) != nil:
			t.Fatalf("round %s: the log's line %d is not a message the seat heard: %d bytes, %q...", table, i+1, len(line), line[:min(len(line), 40)])
		case v.Over:
			sawEnd = len(line) > 4096
		}
	}
	if !sawEnd {
		t.Errorf("round %s: the log has not the game's last view", table)
	}
}
