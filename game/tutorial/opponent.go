package tutorial

import (
	"mercado/game"
	"mercado/game/ai"
)

// Opponent is the tutorial's computer: it makes the Watch steps' moves, so that every
// lesson happens as its words say. Off the script (which the window never lets happen)
// it plays as the easy level would, so the game always goes on.
type Opponent struct {
	script map[uint64]game.Move // position hash -> the scripted move there
	easy   ai.Player
}

// NewOpponent learns the script: the computer's turn of every Watch step, in the
// position where the step begins on each path through the choices.
func NewOpponent() *Opponent {
	o := &Opponent{script: map[uint64]game.Move{}, easy: ai.NewEasy(seed)}
	for _, p := range Paths() {
		for i, st := range Steps {
			if st.Kind != Watch {
				continue
			}
			s, err := StateAt(i, p)
			if err != nil {
				return o
			}
			for _, m := range Decisions(i, p) {
				o.script[s.Hash()] = m
				if s.Play(m) != nil {
					return o
				}
			}
		}
	}
	return o
}

// Name is the level shown for the seat.
func (o *Opponent) Name() string { return "easy" }

// Choose plays the scripted move of this position, or easy's move off the script.
func (o *Opponent) Choose(s *game.State) game.Move {
	if m, ok := o.script[s.Hash()]; ok && s.Check(m) == nil {
		return m
	}
	return o.easy.Choose(s)
}
