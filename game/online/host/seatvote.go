//go:build !js

package host

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	"mercado/game/online"
	"mercado/game/table"
)

// A seat left empty: when a person has been away (or reconnecting) longer than the
// table's limit, the people still here may vote to let a computer level play the seat,
// as Board Game Arena's players vote out a quitter. A majority of the people here (the
// away seat not counted) hands it over; the person, back, takes it again with a
// reclaim, and from then on the computer no longer decides for the seat. The stand-in
// is the referee's own computer, as for a computer seat: it sees what the referee sees
// and tells no one; the seat's views go on going to its person, with only its money.

// defaultStandIn is the level a vote without one asks for.
const defaultStandIn = "medium"

// voteBox holds the votes not yet carried: per table, per vacant seat, the seats that
// voted. It lives in the referee's memory.
type voteBox struct {
	mu    sync.Mutex
	votes map[string]map[int][]int
}

func newVoteBox() *voteBox { return &voteBox{votes: map[string]map[int][]int{}} }

// add counts voter's vote to hand seat over.
func (b *voteBox) add(id string, seat, voter int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.votes[id] == nil {
		b.votes[id] = map[int][]int{}
	}
	if !slices.Contains(b.votes[id][seat], voter) {
		b.votes[id][seat] = append(b.votes[id][seat], voter)
		slices.Sort(b.votes[id][seat])
	}
}

// votersFor is the seats that voted to hand seat over, in order.
func (b *voteBox) votersFor(id string, seat int) []int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return slices.Clone(b.votes[id][seat])
}

// forget drops the votes about a seat (its person is back, or it was handed over).
func (b *voteBox) forget(id string, seat int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.votes[id], seat)
	if len(b.votes[id]) == 0 {
		delete(b.votes, id)
	}
}

// vote counts one person's vote, handing the seat over when a majority of the people
// here agree.
func (r *Referee) vote(id string, lt *liveTable, voter int, data []byte) online.Reply {
	var v online.Vote
	if err := decodeStrict(data, &v); err != nil {
		return refuse(online.RefusedMalformed, `not a vote (want {"seat": N, "level": "easy|medium|hard"}): %v`, err)
	}
	level := strings.ToLower(strings.TrimSpace(v.Level))
	if level == "" {
		level = defaultStandIn
	}
	if !slices.Contains(table.Levels, level) {
		return refuse(online.RefusedMalformed, "level: one of %s, not %s", strings.Join(table.Levels, ", "), table.Excerpt(v.Level))
	}
	seats := lt.doc.Seats
	switch {
	case v.Seat < 0 || v.Seat >= len(seats):
		return refuse(online.RefusedMalformed, "there is no seat %d at this table", v.Seat)
	case v.Seat == voter:
		return refuse(online.RefusedMalformed, "a person does not vote on their own seat")
	case seats[v.Seat].Computer != "":
		return refuse(online.RefusedMalformed, "seat %d is a computer's already", v.Seat)
	case seats[v.Seat].StandIn != "":
		return refuse(online.RefusedHandedOver, "seat %d is played by a computer already", v.Seat)
	case lt.state.Over():
		return refuse(online.RefusedOver, "the game is over")
	}
	p := r.presence.of(online.SeatUser(id, v.Seat))
	if p == nil || !p.Vacant {
		state := "here"
		if p != nil && p.Since != "" {
			state = p.State + " since " + p.Since
		} else if p != nil {
			state = p.State
		}
		return refuse(online.RefusedNotAway, "seat %d is %s; it may be handed to a computer once away for longer than the table's limit of %v",
			v.Seat, state, lt.doc.awayLimit())
	}
	r.votes.add(id, v.Seat, voter)
	votes, needed := r.countVotes(id, lt, v.Seat)
	if votes < needed {
		r.publishViews(id, lt)
		return online.Reply{OK: true, Votes: votes, Needed: needed}
	}
	if err := r.setStandIn(id, lt, v.Seat, level); err != nil {
		return refuse(online.RefusedConflict, "%v", err)
	}
	r.playComputers(id, r.get(id))
	return online.Reply{OK: true, Votes: votes, Needed: needed, HandedOver: true}
}

// countVotes is the votes to hand seat over from people here, and how many carry it: a
// majority of the people here, the seat itself not counted.
func (r *Referee) countVotes(id string, lt *liveTable, seat int) (votes, needed int) {
	here := 0
	voters := r.votes.votersFor(id, seat)
	for s, sd := range lt.doc.Seats {
		if s == seat || sd.Computer != "" || sd.StandIn != "" || !r.presence.here(online.SeatUser(id, s)) {
			continue
		}
		here++
		if slices.Contains(voters, s) {
			votes++
		}
	}
	return votes, here/2 + 1
}

// reclaim gives a person their seat back from the computer that played it.
func (r *Referee) reclaim(id string, lt *liveTable, seat int) online.Reply {
	if lt.doc.Seats[seat].StandIn == "" {
		return refuse(online.RefusedNotHandedOver, "seat %d is yours already: no computer plays it", seat)
	}
	if lt.state.Over() {
		return refuse(online.RefusedOver, "the game is over")
	}
	if err := r.setStandIn(id, lt, seat, ""); err != nil {
		return refuse(online.RefusedConflict, "%v", err)
	}
	return online.Reply{OK: true, Revision: len(lt.doc.Moves)}
}

// setStandIn writes who plays for the seat's person ("": the person), with the same
// compare-and-set as a move, and tells the table.
func (r *Referee) setStandIn(id string, lt *liveTable, seat int, level string) error {
	doc := *lt.doc
	doc.Seats = slices.Clone(doc.Seats)
	doc.Seats[seat].StandIn = level
	data, err := json.Marshal(&doc)
	if err != nil {
		return err
	}
	ctx, cancel := kvContext()
	defer cancel()
	rev, err := r.kv.Update(ctx, id, data, lt.rev)
	if err != nil {
		r.put(id, nil)
		return fmt.Errorf("the table changed meanwhile; ask for the view again (%v)", err)
	}
	r.votes.forget(id, seat)
	lt = &liveTable{doc: &doc, rev: rev, state: lt.state, last: lt.last}
	r.put(id, lt)
	r.publishViews(id, lt)
	return nil
}

// fillVotes writes into the view who plays for each person and the votes pending.
func (r *Referee) fillVotes(id string, doc *tableDoc, v *online.View) {
	for i := range v.Players {
		if i < len(doc.Seats) {
			v.Players[i].StandIn = doc.Seats[i].StandIn
			v.Players[i].HandOverVotes = r.votes.votersFor(id, i)
		}
	}
}

// forgetVotesOnReturn drops the votes about the seats whose people are here again.
func (r *Referee) forgetVotesOnReturn(users []string) {
	for _, u := range users {
		if id, seat, ok := splitSeatUser(u); ok && r.presence.here(u) {
			r.votes.forget(id, seat)
		}
	}
}
