package ai

import "mercado/game"

// Easy takes the move with the best immediate income, blurred by noise: it sees what a
// move pays now and nothing of what it sets up or gives away.
type Easy struct {
	seed  uint64
	moves []game.Move
}

func NewEasy(seed uint64) *Easy { return &Easy{seed: seed} }

func (e *Easy) Name() string { return "easy" }

// easyNoise is the spread, in coins, of the noise added to each move's income.
const easyNoise = 2.5

func (e *Easy) Choose(s *game.State) game.Move {
	return bestOf(e.rank(s, 1))
}

func (e *Easy) rank(s *game.State, n int) []Scored {
	v := s.View(s.ToMove())
	rng := decisionRNG(e.seed, v)
	e.moves = v.LegalMoves(e.moves)
	out := make([]Scored, 0, len(e.moves))
	for _, m := range e.moves {
		out = append(out, Scored{m, immediateGain(v, m) + easyNoise*uniform(&rng)})
	}
	return topN(out, n)
}

// immediateGain is what the move pays the mover now, less a stand's cost.
func immediateGain(s *game.State, m game.Move) float64 {
	switch m.Kind {
	case game.Take, game.Redraw:
		return 0
	}
	pv := s.Preview(m)
	return float64(pv.Net(s.ToMove()))
}
