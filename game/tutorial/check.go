package tutorial

import "mercado/game"

// Reason is why a step refuses a move; the window words it.
type Reason uint8

const (
	// Allowed: the move is the step's lesson.
	Allowed Reason = iota
	// ReadFirst: the step is an explanation; Next goes on.
	ReadFirst
	// RivalsTurn: the computer is about to move.
	RivalsTurn
	// AgainstRules: the rules forbid the move; Refusal.Err is the engine's reason.
	AgainstRules
	// OtherAction: a legal move of another kind than the lesson's (a coin for a stand).
	OtherAction
	// OtherPiece: the lesson's kind of move with another piece (another good, tile or
	// restaurant).
	OtherPiece
	// OtherPlace: the lesson's piece, put somewhere else.
	OtherPlace
	// Finished: the practice game is over.
	Finished
	// PressUndo, PressHint, LookAtLog: the step asks for the board's Undo, its Hint, or a
	// look at the log before any move.
	PressUndo
	PressHint
	LookAtLog
)

// Refusal is a step's answer to a move: Allowed, or why not. Want is the move the
// step teaches (Do steps), for the window to name.
type Refusal struct {
	Reason Reason
	Want   game.Move
	Err    error
}

// Check answers whether the person may make m at step in position s. It asks the
// engine first, so that a move the rules forbid is refused with the rule's own reason,
// and then lets through only the step's move.
func Check(step int, s *game.State, m game.Move) Refusal {
	if step < 0 || step >= len(Steps) || s.Over() {
		return Refusal{Reason: Finished}
	}
	st := Steps[step]
	switch st.Kind {
	case Read:
		return Refusal{Reason: ReadFirst}
	case Watch:
		return Refusal{Reason: RivalsTurn}
	case Undo:
		return Refusal{Reason: PressUndo}
	case Hint:
		return Refusal{Reason: PressHint}
	case Log:
		return Refusal{Reason: LookAtLog}
	case Jump:
		return Refusal{Reason: ReadFirst}
	}
	want := st.Move
	if err := s.Check(m); err != nil {
		return Refusal{Reason: AgainstRules, Want: want, Err: err}
	}
	switch {
	case m == want:
		return Refusal{Reason: Allowed, Want: want}
	case m.Kind != want.Kind:
		return Refusal{Reason: OtherAction, Want: want}
	case samePiece(m, want):
		return Refusal{Reason: OtherPlace, Want: want}
	}
	return Refusal{Reason: OtherPiece, Want: want}
}

// samePiece: two moves of one kind use the same piece (and so differ in the place).
func samePiece(a, b game.Move) bool {
	switch a.Kind {
	case game.OpenStand, game.Take:
		return a.Good == b.Good
	case game.OpenRestaurant:
		return a.Restaurant == b.Restaurant
	case game.BringCustomer:
		return a.Tile == b.Tile
	}
	return true
}
