package ai

import "mercado/game"

// Random picks uniformly among the legal moves: the baseline and the speed yardstick.
type Random struct {
	seed  uint64
	moves []game.Move
}

func NewRandom(seed uint64) *Random { return &Random{seed: seed} }

func (r *Random) Name() string { return "random" }

func (r *Random) Choose(s *game.State) game.Move {
	v := s.View(s.ToMove())
	r.moves = v.LegalMoves(r.moves)
	if len(r.moves) == 0 {
		return game.CoinMove() // the game is over; nothing is legal
	}
	rng := decisionRNG(r.seed, v)
	return r.moves[rng.Intn(len(r.moves))]
}

// rank lists the legal moves in a random order, all valued 0: random has no opinion.
func (r *Random) rank(s *game.State, n int) []Scored {
	v := s.View(s.ToMove())
	moves := v.LegalMoves(nil)
	rng := decisionRNG(r.seed, v)
	for i := len(moves) - 1; i > 0; i-- {
		j := rng.Intn(i + 1)
		moves[i], moves[j] = moves[j], moves[i]
	}
	out := make([]Scored, len(moves))
	for i, m := range moves {
		out[i] = Scored{Move: m}
	}
	return topN(out, n)
}
