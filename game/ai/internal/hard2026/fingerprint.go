package hard2026

import "mercado/game"

// uniform returns a number in [0, 1).
func uniform(r *game.RNG) float64 { return float64(r.Uint64()>>11) / (1 << 53) }
