package ai

import (
	"strings"

	"mercado/game"
)

// specialtySamples is how many dealt samples each good is tried on.
const specialtySamples = 24

// ChooseSpecialty is the good the AI of the named level names for The Specialist
// before the game of cfg starts. It sees what a player sees then (the dealt hand,
// display and customer tiles, not the bag or the face-down restaurants): random names
// any good; solo plans each good with its nested search on sampled deals (solo.go);
// the other levels play each good out on samples of the hidden parts with the quick
// policy and name the good with the best mean score (easy on fewer samples).
func ChooseSpecialty(level string, seed uint64, cfg game.Config) game.Good {
	rng := game.NewRNG(seed ^ 0x5bd1e995)
	level = strings.ToLower(strings.TrimSpace(level))
	switch level {
	case "random":
		return game.Good(rng.Intn(game.NumGoods))
	}
	if g, ok := plannerSpecialty(level, seed, cfg); ok {
		return g
	}
	if g, ok := yardstickSpecialty(level, seed, cfg); ok {
		return g
	}
	samples := specialtySamples
	if level == "easy" {
		samples = 4
	}
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
