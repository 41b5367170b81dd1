package hard2026

import "mercado/game"

// specialtySamples is how many dealt samples each good is tried on.
const specialtySamples = 24

// ChooseSpecialty is the good hard-2026 names for The Specialist before the game of
// cfg starts. It sees what a player sees then (the dealt hand, display and customer
// tiles, not the bag or the face-down restaurants), plays each good out on samples of
// the hidden parts with the quick policy and names the good with the best mean score.
func ChooseSpecialty(seed uint64, cfg game.Config) game.Good {
	rng := game.NewRNG(seed ^ 0x5bd1e995)
	samples := specialtySamples
	best, bestScore := game.Good(0), -1.0
	common := rng.Uint64() // every good is tried on the same samples
	for g := game.Good(0); g < game.NumGoods; g++ {
		c := cfg
		c.Challenge, c.Players, c.Specialty = 1, 1, g
		s, err := game.NewGame(c)
		if err != nil {
			return 0
		}
		v := s.View(0)
		total := 0.0
		sample := game.NewRNG(common)
		var buf []game.Move
		for range samples {
			d := v.Determinize(&sample)
			for !d.Over() {
				buf = d.LegalMoves(buf)
				d.Apply(rolloutMove(d, buf, &sample))
			}
			total += float64(d.Score(0))
		}
		if total > bestScore {
			best, bestScore = g, total
		}
	}
	return best
}
