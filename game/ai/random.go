package ai

import "mercado/game"

// Random picks uniformly among the legal moves: the baseline and the speed yardstick.
// The legal moves never depend on hidden parts, so it needs no view; it draws from
// one seeded stream, as cheap as a player can be.
type Random struct {
	seed uint64
	rng  game.RNG
}

func NewRandom(seed uint64) *Random {
	return &Random{seed: seed, rng: game.NewRNG(seed)}
}

// Reseed starts the player over on a new seed, as NewRandom(seed) would, without
// making a new one (selfplay keeps its players from game to game).
func (r *Random) Reseed(seed uint64) {
	r.seed, r.rng = seed, game.NewRNG(seed)
}

func (r *Random) Name() string { return "random" }

// Choose draws without listing the moves: the same move a pick from LegalMoves would
// give, from the same stream, for a fraction of the cost.
func (r *Random) Choose(s *game.State) game.Move {
	if m, ok := s.RandomLegalMove(&r.rng); ok {
		return m
	}
	return game.CoinMove() // the game is over; nothing is legal
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
