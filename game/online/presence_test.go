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

// stateTick is the referee's tick when the seat took its present state, and that state.
func stateTick(r *Referee, table string, seat int) (string, uint64) {
	b := r.presence
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.seats[seatUser(table, seat)]
	return p.state, p.changedTick
}

// TestPresence: a seat whose network drops is seen reconnecting by the others within
// reconnectingAfter+1 of the referee's heartbeat ticks and away after awayAfter; it is
// here again once back; a seat that closes is away at once (it says goodbye). Ticks
// are counted, not seconds, so a busy machine only makes it slower.
func TestPresence(t *testing.T) {
	h := startHost(t, t.TempDir(), RefereeConfig{Heartbeat: 100 * time.Millisecond})
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

	cutAt := h.Referee.presence.ticks.Load()
	dialer.cut()
	waitFor(t, "seat 0 to see seat 1 reconnecting", func() bool { return presenceOf(seats[0], 1) == PresenceReconnecting })
	if state, tick := stateTick(h.Referee, table, 1); state != PresenceReconnecting || tick-cutAt > reconnectingAfter+1 {
		t.Fatalf("seat 1 was %s at tick %d, %d ticks after the cut; want reconnecting within %d", state, tick, tick-cutAt, reconnectingAfter+1)
	}
	waitFor(t, "seat 2 to see seat 1 reconnecting", func() bool { return presenceOf(seats[2], 1) == PresenceReconnecting })
	waitFor(t, "seat 0 to see seat 1 away", func() bool { return presenceOf(seats[0], 1) == PresenceAway })
	if _, tick := stateTick(h.Referee, table, 1); tick-cutAt > awayAfter+1 {
		t.Fatalf("seat 1 away %d ticks after the cut; want within %d", tick-cutAt, awayAfter+1)
	}

	dialer.restore()
	waitFor(t, "seat 0 to see seat 1 back", func() bool { return presenceOf(seats[0], 1) == PresenceHere })

	byeAt := h.Referee.presence.ticks.Load()
	seats[2].Close()
	waitFor(t, "seat 0 to see seat 2 away", func() bool { return presenceOf(seats[0], 2) == PresenceAway })
	if _, tick := stateTick(h.Referee, table, 2); tick-byeAt >= reconnectingAfter {
		t.Fatalf("seat 2 said goodbye but was away only %d ticks later, as if it had gone quiet", tick-byeAt)
	}
	if got := presenceOf(seats[1], 0); got != PresenceHere {
		t.Fatalf("seat 1 sees seat 0 %q", got)
	}
}
