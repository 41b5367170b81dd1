package ai

import "mercado/game"

// Random picks uniformly among the legal moves: the baseline and the speed yardstick.
// The legal moves never depend on hidden parts, so it needs no view; it draws from
// one seeded stream, as cheap as a player can be.
type Random struct {
	seed  uint64
	rng   game.RNG
	moves []game.Move
}

func NewRandom(seed uint64) *Random {
	return &Random{seed: seed, rng: game.NewRNG(seed), moves: make([]game.Move, 0, 64)}
}

func (r *Random) Name() string { return "random" }

func (r *Random) Choose(s *game.State) game.Move {
	r.moves = s.LegalMoves(r.moves)
	if len(r.moves) == 0 {
		return game.CoinMove() // the game is over; nothing is legal
	}
	return r.moves[r.rng.Intn(len(r.moves))]
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
