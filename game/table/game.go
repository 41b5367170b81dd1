package table

import (
	"errors"

	"mercado/game"
	"mercado/game/reason"
)

// Game is a game as the window's board plays it: a Table at one screen, or one seat of a
// table played online (package online), where the position is the seat's own view and
// the moves come back from a referee. The board never asks which.
type Game interface {
	// State is the position as the screen may know it; callers must not modify it.
	State() *game.State
	Seats() []Seat
	Humans() int
	// Log is every decision seen so far, one Event each, in order.
	Log() []Event
	Record() *game.Record
	Over() bool
	// HumanToMove: a person at this screen is to decide now.
	HumanToMove() bool
	// Play makes that person's decision. An error is the engine's reason or a refusal;
	// ErrPending says the move is on its way and comes back through Poll.
	Play(m game.Move) (Event, error)
	// EndsTurn: m would end the person's turn.
	EndsTurn(m game.Move) bool
	// Poll returns the next decision not made at this screen (a computer's, or one that
	// came over the network) once it is there; it never blocks.
	Poll() (Event, bool)
	// Thinking: a decision is being worked out elsewhere (a computer thinks, a move is
	// on its way).
	Thinking() bool
	// ThinkingTakesLong: what Thinking waits for may be a person's decision elsewhere,
	// for as long as they think (an online table), rather than a computer's at this
	// screen, which takes a second or so.
	ThinkingTakesLong() bool
	HardBudgetMS() int
	CanUndo() bool
	Undo() bool
	StartHint()
	HintThinking() bool
	Hint() (m game.Move, value float64, ready bool)
	HintReason() (reason.Reason, bool)
	Concede(seat int) error
	SaveError() error
	Resave() error
	// Final is the whole finished game, every seat's money known, once it is over and
	// its record is at hand (an online game asks the referee for it).
	Final() (*Table, bool)
	// Close lets go of background work when the board leaves.
	Close()
}

// ErrPending is Play's answer when the move was sent and the decision comes back later,
// through Poll, or as a refusal.
var ErrPending = errors.New("the move is on its way")

var _ Game = (*Table)(nil)

// Final is the table itself once the game is over.
func (t *Table) Final() (*Table, bool) { return t, t.Over() }
