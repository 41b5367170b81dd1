//go:build !js

package host

import (
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"mercado/game/online"
)

// cuttableDialer dials TCP until it is cut: then it closes its connections and fails
// every dial until restored, as a network that drops.
type cuttableDialer struct {
	mu    sync.Mutex
	down  bool
	conns []net.Conn
	dials int // connections made
}

func (d *cuttableDialer) Dial(network, address string) (net.Conn, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.down {
		return nil, &net.OpError{Op: "dial", Net: network, Err: syscall.ENETUNREACH}
	}
	c, err := net.Dial(network, address)
	if err == nil {
		d.conns = append(d.conns, c)
		d.dials++
	}
	return c, err
}

func (d *cuttableDialer) cut() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.down = true
	for _, c := range d.conns {
		c.Close()
	}
	d.conns = nil
}

func (d *cuttableDialer) restore() {
	d.mu.Lock()
	d.down = false
	d.mu.Unlock()
}

// waitFor polls cond every 10 ms and fails the test if it has not held after three
// minutes (a guard against a host that never answers, not a measure of speed).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for range 18000 {
		if cond() {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("gave up waiting for %s", what)
}

// latestRevision is the newest revision seat c has heard of.
func latestRevision(c *online.Client) int {
	if v := c.Latest(); v != nil {
		return v.Revision
	}
	return -1
}

// awaitRevision waits until the seat watcher holds (nil until it connects) has heard
// revision n or a later one.
func awaitRevision(watcher *atomic.Pointer[online.Client], n int) {
	for {
		if c := watcher.Load(); c != nil && latestRevision(c) >= n {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestConnectionCutAndRestored: a seat's network drops while the table waits for it;
// when it returns, the seat catches up and the game goes on to the same end.
func TestConnectionCutAndRestored(t *testing.T) {
	h := startHost(t, t.TempDir(), RefereeConfig{})
	defer h.Close()
	_, invites := newTable(t, h, threePeople())
	dialer := &cuttableDialer{}
	var watcher atomic.Pointer[online.Client]
	go func() {
		// Seat 1's network drops after a few moves, and comes back once the others have
		// heard that the table waits for seat 1.
		awaitRevision(&watcher, 6)
		dialer.cut()
		c := watcher.Load()
		for v := c.Latest(); v.ToMove == nil || *v.ToMove != 1; v = c.Latest() {
			time.Sleep(5 * time.Millisecond)
		}
		time.Sleep(200 * time.Millisecond) // seat 1 tries to reconnect, and fails, a few times
		dialer.restore()
	}()
	views, logs := playAll(t, invites, "hard", func(seat int) online.ClientOptions {
		if seat == 1 {
			return online.ClientOptions{Dialer: dialer}
		}
		return online.ClientOptions{}
	}, func(seat int, c *online.Client) {
		if seat == 0 {
			watcher.Store(c)
		}
	})
	if dialer.dials < 2 {
		t.Fatalf("seat 1 connected %d times; the cut should have made it reconnect", dialer.dials)
	}
	checkPlayed(t, invites[0], views, logs)
}

// TestHostKilledAndRestarted: the host is killed with SIGKILL in the middle of a game
// and started again on the same folder; the seats reconnect by themselves and the game
// goes on from the last move applied, to an end the record replays to.
func TestHostKilledAndRestarted(t *testing.T) {
	dir := t.TempDir()
	host := startHostProcess(t, "127.0.0.1:0", dir)
	natsURL := host.ready["nats"].(string)
	_, invites, err := NewTable(host.ready["admin"].(string), threePeople())
	if err != nil {
		t.Fatal(err)
	}
	var watcher atomic.Pointer[online.Client]
	restarted := make(chan *hostProcess, 1)
	go func() {
		awaitRevision(&watcher, 8)
		host.cmd.Process.Signal(syscall.SIGKILL)
		host.cmd.Wait()
		restarted <- startHostProcess(t, strings.TrimPrefix(natsURL, "nats://"), dir)
	}()
	views, logs := playAll(t, invites, "hard", nil, func(seat int, c *online.Client) {
		if seat == 0 {
			watcher.Store(c)
		}
	})
	select {
	case <-restarted:
	default:
		t.Fatal("the game ended before the host was killed")
	}
	checkPlayed(t, invites[0], views, logs)
}

// TestBucketUnreadableForAMoment: while the tables' bucket cannot be read (JetStream
// stopped on the host), a seat whose table the referee must read again is told
// "unavailable", not that its table is unknown; asking patiently, it gets its view once
// the bucket is back.
func TestBucketUnreadableForAMoment(t *testing.T) {
	dir := t.TempDir()
	h := startHost(t, dir, RefereeConfig{})
	defer h.Close()
	reply, invites := newTable(t, h, threePeople())
	c, err := online.Connect(invites[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	h.Referee.mu.Lock()
	delete(h.Referee.tables, reply.Table) // as after a failed write: read it again
	h.Referee.mu.Unlock()
	if err := h.server.DisableJetStream(); err != nil {
		t.Fatal(err)
	}
	_, err = c.Request(online.VerbView, nil)
	var refused *online.RefusedError
	if !errors.As(err, &refused) || refused.Reply.Refused != online.RefusedUnavailable {
		t.Fatalf("with the bucket unreadable the seat is answered %v, want unavailable", err)
	}
	done := make(chan error, 1)
	go func() {
		v, err := c.View()
		if err == nil && v.Revision != 0 {
			err = fmt.Errorf("the view is at revision %d, want 0", v.Revision)
		}
		done <- err
	}()
	if err := h.server.EnableJetStream(&server.JetStreamConfig{StoreDir: filepath.Join(dir, "jetstream")}); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("once the bucket is back: %v", err)
	}
}
