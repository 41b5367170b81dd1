package table

import (
	"mercado/game"
	"mercado/game/ai"
)

// Poll advances the computer seats without ever blocking. When a computer is to move
// and is not yet thinking, it starts; when its move is ready, Poll plays it and returns
// it with ok true. The window calls Poll when it is ready to animate the next computer
// move, and every frame after that until ok. The thinking usually starts earlier, as
// soon as the computer's turn comes (right after the decision before it), so that it
// overlaps the window's animation of that decision.
func (t *Table) Poll() (ev Event, ok bool) {
	if t.Over() || t.HumanToMove() {
		return Event{}, false
	}
	if t.thinking == nil || t.thinkingFor != t.version {
		t.startThinking()
		return Event{}, false
	}
	if !t.thinking.Done() {
		return Event{}, false
	}
	m := t.thinking.Move()
	t.thinking = nil
	ev, err := t.decide(m, true)
	if err != nil {
		// The computer players are verified to answer legally; should one ever fail,
		// the game goes on with a legal move rather than stalling at the table.
		legal := t.state.LegalMoves(nil)
		if len(legal) == 0 {
			return Event{}, false
		}
		if ev, err = t.decide(legal[0], true); err != nil {
			return Event{}, false
		}
	}
	return ev, true
}

// Thinking reports whether a computer is thinking right now.
func (t *Table) Thinking() bool { return t.thinking != nil && !t.thinking.Done() }

// Close cancels any background thinking and drops a hint. Call it when leaving the
// board. The table stays usable: Poll starts the computer thinking again.
func (t *Table) Close() {
	t.stopThinking()
	t.hint = nil
}

// startThinking starts the computer to move, if one is and it is not thinking yet.
func (t *Table) startThinking() {
	if t.Over() || t.HumanToMove() {
		return
	}
	if t.thinking != nil {
		if t.thinkingFor == t.version {
			return
		}
		t.stopThinking() // stale; cannot happen while every change stops it, but be sure
	}
	seat := t.state.ToMove()
	p := t.players[seat]
	if p == nil {
		var err error
		if p, err = ai.NewLimited(t.seats[seat].Level, seatSeed(t.rec.Seed, seat), t.hardBudgetMS, SearchIterations); err != nil {
			return // cannot happen: seats are checked when the table is made
		}
		t.players[seat] = p
	}
	t.thinking, t.thinkingFor, t.thinkingSeat = ai.Start(p, t.state), t.version, seat
}

// stopThinking cancels the thinking under way without waiting for it. Its player may
// still be busy, and a player must not be used again until its thinking is done, so
// the seat gets a new player (the levels decide from their seed and the view, so the
// new one plays as the old would have).
func (t *Table) stopThinking() {
	if t.thinking == nil {
		return
	}
	t.thinking.Cancel()
	if !t.thinking.Done() {
		t.players[t.thinkingSeat] = nil
	}
	t.thinking = nil
}

// SearchIterations, when > 0, replaces the clock of every search a table starts (the
// hard seats' and the hints'): each decision runs exactly this many iterations. Tests
// set it, so that a test plays the same game on any machine however busy; the game
// leaves it at 0 and thinks for its time budget.
var SearchIterations int

// seatSeed gives each computer seat its own seed from the table's, so that a game
// replays the same way (up to the hard level's clock).
func seatSeed(seed uint64, seat int) uint64 {
	r := game.NewRNG(seed ^ uint64(seat+1)*0x9e3779b97f4a7c15)
	return r.Uint64()
}
