package ai

import "mercado/game"

// decisionRNG is the random source of one decision: the player's seed and the hash of
// the view. The same position gives the same move whatever was played before, and
// positions that differ only in hidden parts (equal views) give the same move too.
func decisionRNG(seed uint64, v *game.State) game.RNG {
	return game.NewRNG(seed ^ v.Hash())
}

// uniform returns a number in [0, 1).
func uniform(r *game.RNG) float64 { return float64(r.Uint64()>>11) / (1 << 53) }
