//go:build !js

package host

import (
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/online"
)

// startedCommand runs `mercado online ARGS` in the background.
type startedCommand struct {
	out, errOut safeBuffer
	done        chan int
}

func startCommand(args ...string) *startedCommand {
	c := &startedCommand{done: make(chan int, 1)}
	go func() { c.done <- RunOnline(args, &c.out, &c.errOut) }()
	return c
}

// TestClientsWaitForTheirHost: `online record` and `online play` started while their
// host is down (restarting) say once that they wait for it, and go on when it is back on
// the same address; an invite the host refuses still fails at once, without waiting.
func TestClientsWaitForTheirHost(t *testing.T) {
	dir := t.TempDir()
	h, err := StartHost(HostConfig{Listen: "127.0.0.1:0", DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	listen := strings.TrimPrefix(h.URL(), "nats://")
	_, invites, err := NewTable(h.AdminURL(), online.NewTableRequest{Seats: online.ParseSeats("Ana,computer:random"), Iterations: 10})
	if err != nil {
		t.Fatal(err)
	}
	finished := invites[0]
	if code, _, errOut := runCommand("play", "--invite", finished.String(), "--bot", "random"); code != 0 {
		t.Fatalf("online play: %d %s", code, errOut)
	}
	_, invites, err = NewTable(h.AdminURL(), online.NewTableRequest{Seats: online.ParseSeats("Ana,computer:random"), Iterations: 10})
	if err != nil {
		t.Fatal(err)
	}
	fresh := invites[0]
	h.Close()

	// The host is down: both commands wait for it.
	record := startCommand("record", "--invite", finished.String())
	play := startCommand("play", "--invite", fresh.String(), "--bot", "random")
	for _, c := range []*startedCommand{record, play} {
		waitFor(t, "the command to wait or end", func() bool {
			return strings.Contains(c.errOut.String(), "waiting for the host at "+fresh.Server) || len(c.done) > 0
		})
		if len(c.done) > 0 {
			t.Fatalf("a command ended while its host was down: %d %q", <-c.done, c.errOut.String())
		}
	}
	h, err = StartHost(HostConfig{Listen: listen, DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	for name, c := range map[string]*startedCommand{"record": record, "play": play} {
		if code := <-c.done; code != 0 || strings.Count(c.errOut.String(), "waiting for the host") != 1 {
			t.Errorf("online %s once the host is back: %d %q", name, code, c.errOut.String())
		}
	}
	rec, err := game.ParseRecord([]byte(record.out.String()))
	if err != nil {
		t.Fatalf("the record %q: %v", record.out.String(), err)
	}
	if end, err := rec.Replay(); err != nil || !end.Over() {
		t.Errorf("the record does not replay to the end: %v", err)
	}
	if !strings.HasPrefix(play.out.String(), "game over after ") {
		t.Errorf("online play printed %q", play.out.String())
	}

	// A host that is up and refuses the invite is believed at once.
	wrong := fresh
	wrong.Secret = strings.Repeat("x", len(fresh.Secret))
	code, _, errOut := runCommand("record", "--invite", wrong.String())
	if code != 1 || !strings.Contains(errOut, "did not accept this invite") || strings.Contains(errOut, "waiting") {
		t.Errorf("online record with a wrong secret: %d %q", code, errOut)
	}
}
