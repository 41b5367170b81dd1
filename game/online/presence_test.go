//go:build !js

package online

import (
	"testing"
	"time"
)

// presenceOf is seat's presence state in c's newest view ("" before any).
func presenceOf(c *Client, seat int) string {
	v := c.Latest()
	if v == nil || seat >= len(v.Players) || v.Players[seat].Presence == nil {
		return ""
	}
	return v.Players[seat].Presence.State
}

// stateTick is the seat's present state in the referee's book, the tick it was taken
// and the tick the seat was last heard.
func stateTick(r *Referee, table string, seat int) (state string, changed, heard uint64) {
	b := r.presence
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.seats[seatUser(table, seat)]
	return p.state, p.changedTick, p.heardTick
}

// tickUntil gives the referee one presence tick at a time, each taken before the next,
// until done holds; it fails after limit ticks.
func tickUntil(t *testing.T, r *Referee, ticks chan<- time.Time, what string, limit int, done func() bool) {
	t.Helper()
	for range limit {
		if done() {
			return
		}
		n := r.presence.ticks.Load()
		ticks <- time.Now()
		waitFor(t, "the referee's tick", func() bool { return r.presence.ticks.Load() > n })
	}
	waitFor(t, what, done)
}

// TestPresence: a seat whose network drops is reconnecting once the referee has missed
// it for reconnectingAfter of its heartbeat ticks and away after awayAfter, and the others
// see it; it is here again once back; a seat that closes is away at once (it says
// goodbye). The test gives the referee its ticks by hand and counts them from the seat's
// last word, so a busy machine only makes it slower.
func TestPresence(t *testing.T) {
	ticks := make(chan time.Time)
	h := startHost(t, t.TempDir(), RefereeConfig{Heartbeat: 100 * time.Millisecond, Ticks: ticks})
	defer h.Close()
	_, invites := newTable(t, h, threePeople())
	table := invites[0].Table
	dialer := &cuttableDialer{}
	var seats []*Client
	for i, inv := range invites {
		opt := ClientOptions{}
		if i == 1 {
			opt.Dialer = dialer
		}
		c, err := Connect(inv, opt)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		seats = append(seats, c)
	}
	mustView(t, seats[0])
	waitFor(t, "every seat here", func() bool {
		return presenceOf(seats[0], 0) == PresenceHere && presenceOf(seats[0], 1) == PresenceHere && presenceOf(seats[0], 2) == PresenceHere
	})
	v := seats[0].Latest()
	if v.HeartbeatMS != 100 || v.Players[1].Presence.Since == "" {
		t.Fatalf("the view's heartbeat is %d ms, seat 1's presence %+v", v.HeartbeatMS, v.Players[1].Presence)
	}

	dialer.cut()
	tickUntil(t, h.Referee, ticks, "seat 0 to see seat 1 reconnecting", 4*awayAfter, func() bool { return presenceOf(seats[0], 1) == PresenceReconnecting })
	if state, changed, heard := stateTick(h.Referee, table, 1); state != PresenceReconnecting || changed-heard > reconnectingAfter+1 {
		t.Fatalf("seat 1 was %s at tick %d, %d ticks after it was last heard; want reconnecting within %d", state, changed, changed-heard, reconnectingAfter+1)
	}
	waitFor(t, "seat 2 to see seat 1 reconnecting", func() bool { return presenceOf(seats[2], 1) == PresenceReconnecting })
	tickUntil(t, h.Referee, ticks, "seat 0 to see seat 1 away", 4*awayAfter, func() bool { return presenceOf(seats[0], 1) == PresenceAway })
	if _, changed, heard := stateTick(h.Referee, table, 1); changed-heard > awayAfter+1 {
		t.Fatalf("seat 1 away %d ticks after it was last heard; want within %d", changed-heard, awayAfter+1)
	}

	dialer.restore()
	waitFor(t, "seat 0 to see seat 1 back", func() bool { return presenceOf(seats[0], 1) == PresenceHere })

	// No tick from here on: only seat 2's goodbye can make it away.
	waitFor(t, "seat 0 to see seat 2 here", func() bool { return presenceOf(seats[0], 2) == PresenceHere })
	seats[2].Close()
	waitFor(t, "seat 0 to see seat 2 away", func() bool { return presenceOf(seats[0], 2) == PresenceAway })
	waitFor(t, "seat 1 to see seat 0 here", func() bool { return presenceOf(seats[1], 0) == PresenceHere })
}

// TestSeatOnTwoDevices: one invite taken on a second device while the first still plays:
// the newer device holds the seat and the older is told so (its board may only look on),
// its goodbye does not mark the seat away, and the newer one plays the game to its end.
func TestSeatOnTwoDevices(t *testing.T) {
	// No presence ticks: only the seats' own words change their presence here.
	h := startHost(t, t.TempDir(), RefereeConfig{Ticks: make(chan time.Time)})
	defer h.Close()
	_, invites := newTable(t, h, NewTableRequest{Seats: []NewSeat{{Name: "Ana"}, {Name: "Rui"}}, Seed: seed(9), Iterations: 100})
	older, err := Connect(invites[0], ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer older.Close()
	waitFor(t, "the first device to hold the seat", func() bool { v, err := older.View(); return err == nil && v.Device == older.device })
	newer, err := Connect(invites[0], ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer newer.Close()
	waitFor(t, "the older device to be told", func() bool { older.View(); return older.Displaced() })
	if newer.Displaced() {
		t.Fatal("the newer device is told it lost the seat")
	}
	olderRemote := &Remote{client: older}
	if !olderRemote.Displaced() {
		t.Fatal("the older device's board is not told")
	}
	older.Close() // its goodbye is not the seat's
	rui, err := Connect(invites[1], ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer rui.Close()
	// Rui asks after the goodbye reached the host (the referee hears both in order).
	if _, err := rui.View(); err != nil {
		t.Fatal(err)
	}
	if p := h.Referee.presence.of(seatUser(invites[0].Table, 0)); p == nil || p.State != PresenceHere {
		t.Fatalf("the older device's goodbye made Ana %+v", p)
	}
	if v, _ := rui.View(); v.Device == newer.device || v.Device == "" {
		t.Fatalf("Rui's view names device %q", v.Device)
	}
}
