//go:build !js

package host

import (
	"testing"
	"time"

	"mercado/game/online"
)

// presenceOf is seat's presence state in c's newest view ("" before any).
func presenceOf(c *online.Client, seat int) string {
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
	p := b.seats[online.SeatUser(table, seat)]
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
	t.Cleanup(h.Close)
	_, invites := newTable(t, h, threePeople())
	table := invites[0].Table
	dialer := &cuttableDialer{}
	seats := connectSeats(t, invites, func(seat int) online.ClientOptions {
		if seat == 1 {
			return online.ClientOptions{Dialer: dialer}
		}
		return online.ClientOptions{}
	}, nil)
	mustView(t, seats[0])
	waitFor(t, "every seat here", func() bool {
		return presenceOf(seats[0], 0) == online.PresenceHere && presenceOf(seats[0], 1) == online.PresenceHere && presenceOf(seats[0], 2) == online.PresenceHere
	})
	v := seats[0].Latest()
	if v.HeartbeatMS != 100 || v.Players[1].Presence.Since == "" {
		t.Fatalf("the view's heartbeat is %d ms, seat 1's presence %+v", v.HeartbeatMS, v.Players[1].Presence)
	}

	// The ticks stop as soon as the referee has taken the state, before the views that
	// say it have come: ticks faster than the publications would take seat 1 past
	// reconnecting to away before the others heard of it.
	is := func(state string) func() bool {
		return func() bool { s, _, _ := stateTick(h.Referee, table, 1); return s == state }
	}
	dialer.cut()
	tickUntil(t, h.Referee, ticks, "the referee to take seat 1 for reconnecting", 4*awayAfter, is(online.PresenceReconnecting))
	if _, changed, heard := stateTick(h.Referee, table, 1); changed-heard > reconnectingAfter+1 {
		t.Fatalf("seat 1 reconnecting at tick %d, %d ticks after it was last heard; want within %d", changed, changed-heard, reconnectingAfter+1)
	}
	waitFor(t, "seat 0 to see seat 1 reconnecting", func() bool { return presenceOf(seats[0], 1) == online.PresenceReconnecting })
	waitFor(t, "seat 2 to see seat 1 reconnecting", func() bool { return presenceOf(seats[2], 1) == online.PresenceReconnecting })
	tickUntil(t, h.Referee, ticks, "the referee to take seat 1 for away", 4*awayAfter, is(online.PresenceAway))
	if _, changed, heard := stateTick(h.Referee, table, 1); changed-heard > awayAfter+1 {
		t.Fatalf("seat 1 away %d ticks after it was last heard; want within %d", changed-heard, awayAfter+1)
	}
	waitFor(t, "seat 0 to see seat 1 away", func() bool { return presenceOf(seats[0], 1) == online.PresenceAway })

	dialer.restore()
	waitFor(t, "seat 0 to see seat 1 back", func() bool { return presenceOf(seats[0], 1) == online.PresenceHere })

	// No tick from here on: only seat 2's goodbye can make it away.
	waitFor(t, "seat 0 to see seat 2 here", func() bool { return presenceOf(seats[0], 2) == online.PresenceHere })
	seats[2].Close()
	waitFor(t, "seat 0 to see seat 2 away", func() bool { return presenceOf(seats[0], 2) == online.PresenceAway })
	waitFor(t, "seat 1 to see seat 0 here", func() bool { return presenceOf(seats[1], 0) == online.PresenceHere })
}
