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
	// NotAnOption: a Choose step's move that is none of its options.
	NotAnOption
	// FewerRaised: a Choose step's restaurant, put where it raises fewer of the
	// person's stands than the options do (Refusal.Raised says how many).
	FewerRaised
)

// Refusal is a step's answer to a move: Allowed, or why not. Want is the move the
// step teaches (Do steps), for the window to name.
type Refusal struct {
	Reason Reason
	Want   game.Move
	Err    error
	// Raised: for FewerRaised, how many of the person's stands the move would raise.
	Raised int
}

// Check answers whether the person may make m at step in position s, made being the
// person's moves already made in the step (a Choose step's stand before its take). It
// asks the engine first, so that a move the rules forbid is refused with the rule's own
// reason, and then lets through only the step's move (or one of its options).
func Check(step int, made []game.Move, s *game.State, m game.Move) Refusal {
	if step < 0 || step >= len(Steps) || s.Over() {
		return Refusal{Reason: Finished}
	}
	st := Steps[step]
	switch st.Kind {
	case Read, Jump:
		return Refusal{Reason: ReadFirst}
	case Watch:
		return Refusal{Reason: RivalsTurn}
	case Undo:
		return Refusal{Reason: PressUndo}
	case Hint:
		return Refusal{Reason: PressHint}
	case Log:
		return Refusal{Reason: LookAtLog}
	}
	want := st.Move
	if st.Kind == Choose {
		o := max(0, OptionOf(step, made))
		want = st.Options[o].Moves[min(len(made), len(st.Options[o].Moves)-1)]
	}
	if err := s.Check(m); err != nil {
		return Refusal{Reason: AgainstRules, Want: want, Err: err}
	}
	if st.Kind == Choose && OptionOf(step, append(append([]game.Move{}, made...), m)) >= 0 {
		return Refusal{Reason: Allowed, Want: m}
	}
	switch {
	case m == want:
		return Refusal{Reason: Allowed, Want: want}
	case st.Kind == Choose && len(made) == 0:
		return choiceRefusal(st, s, m)
	case m.Kind != want.Kind:
		return Refusal{Reason: OtherAction, Want: want}
	case samePiece(m, want):
		return Refusal{Reason: OtherPlace, Want: want}
	}
	return Refusal{Reason: OtherPiece, Want: want}
}

// choiceRefusal is why a Choose step refuses legal m, none of its options: the
// options' restaurant put where it raises fewer of the person's stands than each
// option does, or simply another move.
func choiceRefusal(st Step, s *game.State, m game.Move) Refusal {
	first := st.Options[0].Moves[0]
	if m.Kind != game.OpenRestaurant || m.Restaurant != first.Restaurant {
		return Refusal{Reason: NotAnOption, Want: first}
	}
	least := game.NumSpaces
	for _, o := range st.Options {
		om := o.Moves[0]
		if om.Kind != game.OpenRestaurant || om.Restaurant != m.Restaurant {
			return Refusal{Reason: NotAnOption, Want: first}
		}
		least = min(least, Raised(s, om, s.ToMove()))
	}
	if n := Raised(s, m, s.ToMove()); n < least {
		return Refusal{Reason: FewerRaised, Want: first, Raised: n}
	}
	return Refusal{Reason: NotAnOption, Want: first}
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
