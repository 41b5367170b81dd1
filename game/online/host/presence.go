//go:build !js

package host

import (
	"sync"
	"sync/atomic"
	"time"

	"mercado/game/online"
)

// Presence: whether each person is at the table. Every client sends a heartbeat on its
// seat's "here" subject once a heartbeat interval (the view says which), and "bye" when
// it closes. The referee counts its own ticks, one a heartbeat interval: a seat not heard
// for reconnectingAfter ticks is reconnecting (its connection dropped; its client is
// trying), for awayAfter ticks away; a seat that said goodbye is away at once; any
// message from the seat makes it here again. Heartbeats are plain messages on the seat's
// own subjects, so this works the same with the embedded server's authenticator, on an
// existing deployment with auth callout, and across a cluster (NATS's own connect and
// disconnect events need the system account, which a referee on a deployment may not
// have). The referee keeps presence in memory: a restarted referee starts every seat
// away, with no time (it does not know when its person was last here, and its own start
// would be a false one), and hears the clients within a heartbeat.

const (
	// DefaultHeartbeat is how often a client says it is here, and how often the referee
	// looks at who has gone quiet.
	DefaultHeartbeat = 5 * time.Second
	// reconnectingAfter and awayAfter are the referee's ticks without a word from a seat
	// before it is reconnecting, and away.
	reconnectingAfter = 3
	awayAfter         = 12
)

// seatPresence is what the referee knows of one person's connection.
type seatPresence struct {
	state string
	since time.Time // when it came, or when it was last here
	// sinceText is since as views write it, written once when since changes: every
	// view of every move carries it. Empty while not known (admit).
	sinceText string
	limit     time.Duration // the table's limit on an absence
	vacant    bool          // away or reconnecting for longer than limit
	// arrived: the person has taken the seat (been heard) since the table was made, or
	// had played at it before the referee started. A seat not arrived is not here yet:
	// its absence counts from the table's first arrival, not from its making.
	arrived bool
	heard   bool // heard since the last tick
	missed  int  // ticks in a row without a word
	// changedTick is the referee's tick count when the state was taken, heardTick
	// when the seat was last heard (the tests count heartbeats, not seconds).
	changedTick, heardTick uint64
	// device is the client that holds the seat: the newest to connect with the seat's
	// credential ("" before any said which; older clients say nothing).
	device string
}

// presenceBook is every person's presence, keyed by seat user (TABLE-SEAT).
type presenceBook struct {
	mu    sync.Mutex
	now   func() time.Time
	seats map[string]*seatPresence
	// firstHere is, per table, when its first person was heard (since the referee
	// started): the limit on a seat not arrived yet counts from then.
	firstHere map[string]time.Time
	ticks     atomic.Uint64 // ticks so far, for the tests to count
}

func newPresenceBook(now func() time.Time) *presenceBook {
	return &presenceBook{now: now, seats: map[string]*seatPresence{}, firstHere: map[string]time.Time{}}
}

// admit starts a person's seat as away (nobody has heard from it yet); a seat known
// already keeps its state. limit is the table's limit on an absence. arrived says the
// people had played at the table before (a referee that starts again on a game under
// way); else the seat is not here yet, and cannot be vacant before the limit has run
// from the table's first arrival. When an arrived person was last here is not known (a
// referee that starts again has forgotten it): the view says away without a time
// (sinceText empty) rather than the referee's own start, and the limit counts from that
// start.
func (b *presenceBook) admit(user string, limit time.Duration, arrived bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.seats[user] == nil {
		b.seats[user] = &seatPresence{state: online.PresenceAway, since: b.now(), limit: limit, missed: awayAfter, arrived: arrived}
	}
}

// forget drops the seats of a table gone from the referee's memory.
func (b *presenceBook) forget(users []string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, user := range users {
		delete(b.seats, user)
		if id, _, ok := splitSeatUser(user); ok {
			delete(b.firstHere, id)
		}
	}
}

// heard notes a word from the seat (a heartbeat or any request) and tells whether that
// changed its state.
func (b *presenceBook) heard(user string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.seats[user]
	if p == nil {
		return false
	}
	p.heard, p.missed, p.heardTick = true, 0, b.ticks.Load()
	arriving := !p.arrived
	if arriving {
		p.arrived = true
		if id, _, ok := splitSeatUser(user); ok && b.firstHere[id].IsZero() {
			b.firstHere[id] = b.now()
		}
	}
	return p.set(online.PresenceHere, b.now(), b.ticks.Load()) || arriving
}

// claim notes the device a heartbeat names (ParseBeat): a client that has just
// connected takes the seat from any other; another device's word changes nothing. It
// tells whether the seat changed hands.
func (b *presenceBook) claim(user, device string, hello bool) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.seats[user]
	if p == nil || device == "" || device == p.device || !hello && p.device != "" {
		return false
	}
	p.device = device
	return true
}

// holder is the device that holds the seat ("" when none said).
func (b *presenceBook) holder(user string) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if p := b.seats[user]; p != nil {
		return p.device
	}
	return ""
}

// left notes that the seat said goodbye, and tells whether that changed its state. A
// goodbye from a device that no longer holds the seat changes nothing.
func (b *presenceBook) left(user, device string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.seats[user]
	if p == nil || device != "" && p.device != "" && device != p.device {
		return false
	}
	p.heard, p.missed = false, awayAfter
	return p.set(online.PresenceAway, b.now(), b.ticks.Load())
}

// rfc3339 is t as a view writes it: UTC, RFC 3339.
func rfc3339(t time.Time) string { return t.UTC().Format(time.RFC3339) }

func (p *seatPresence) set(state string, now time.Time, tick uint64) bool {
	if p.state == state {
		return false
	}
	if (p.state == online.PresenceHere) != (state == online.PresenceHere) {
		p.since, p.sinceText = now, rfc3339(now)
	}
	if state == online.PresenceHere {
		p.vacant = false
	}
	p.state, p.changedTick = state, tick
	return true
}

// tick is one heartbeat interval gone: seats not heard since the last tick miss one
// more. It returns the seat users whose state changed.
func (b *presenceBook) tick() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	tick := b.ticks.Add(1)
	now := b.now()
	var changed []string
	for user, p := range b.seats {
		if p.heard {
			p.heard = false
			continue
		}
		p.missed++
		state := p.state
		switch {
		case p.missed >= awayAfter:
			state = online.PresenceAway
		case p.missed >= reconnectingAfter && p.state == online.PresenceHere:
			state = online.PresenceReconnecting
		}
		vacant := state != online.PresenceHere && b.absentFor(user, p, now) >= p.limit
		if p.set(state, now, tick) || vacant != p.vacant {
			p.vacant = vacant
			changed = append(changed, user)
		}
	}
	return changed
}

// absentFor is how long the seat has been missed: since its person was last here, or,
// for a person who has not arrived yet, since the first of the others took a seat (none
// yet: not missed at all).
func (b *presenceBook) absentFor(user string, p *seatPresence, now time.Time) time.Duration {
	if p.arrived {
		return now.Sub(p.since)
	}
	id, _, _ := splitSeatUser(user)
	first, ok := b.firstHere[id]
	if !ok {
		return 0
	}
	return now.Sub(first)
}

// of is the seat's presence, nil for a seat the book does not know.
func (b *presenceBook) of(user string) *online.Presence {
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.seats[user]
	if p == nil {
		return nil
	}
	return &online.Presence{State: p.state, Since: p.sinceText, Vacant: p.vacant, NotYet: !p.arrived}
}

// PresenceOf is seat's presence at table as the referee's book has it now, nil for a
// seat it has not heard of.
func (r *Referee) PresenceOf(table string, seat int) *online.Presence {
	return r.presence.of(online.SeatUser(table, seat))
}

// here says whether the seat is here.
func (b *presenceBook) here(user string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.seats[user]
	return p != nil && p.state == online.PresenceHere
}

// fill writes each person's presence into the view.
func (b *presenceBook) fill(id string, doc *tableDoc, v *online.View) {
	for i := range v.Players {
		if i < len(doc.Seats) && doc.Seats[i].Computer == "" {
			v.Players[i].Presence = b.of(online.SeatUser(id, i))
		}
	}
}

// tickPresence runs the referee's presence ticks until stop is closed: every seat whose
// state changed has its table's views published again.
func (r *Referee) tickPresence(ticks <-chan time.Time, stop <-chan struct{}) {
	for {
		select {
		case <-stop:
			return
		case <-ticks:
			r.presenceChanged(r.presence.tick())
			r.stray.flush()
		}
	}
}

// presenceChanged publishes again the views of the tables whose seats changed state.
func (r *Referee) presenceChanged(users []string) {
	if len(users) == 0 {
		return
	}
	tables := map[string]bool{}
	for _, u := range users {
		if id, _, ok := splitSeatUser(u); ok {
			tables[id] = true
		}
	}
	r.forgetVotesOnReturn(users)
	for id := range tables {
		// Changes that come together (a table's seats connecting one after another) are
		// published once: a table already waiting for its publication is not queued again.
		r.republishMu.Lock()
		queued := r.republish[id]
		r.republish[id] = true
		r.republishMu.Unlock()
		if queued {
			continue
		}
		r.onShard(id, func() {
			r.republishMu.Lock()
			delete(r.republish, id)
			r.republishMu.Unlock()
			if lt := r.get(id); lt != nil {
				r.publishViews(id, lt)
			}
		})
	}
}
