package ai

import "mercado/game"

// fingerprint hashes everything a view shows. Players seed each decision with it, so
// the same position gives the same move whatever was played before, and two positions
// whose hidden parts differ (equal views) give the same move too.
func fingerprint(v *game.State) uint64 {
	h := uint64(1469598103934665603)
	mix := func(x int) {
		h ^= uint64(x) + 0x9e3779b97f4a7c15
		h *= 1099511628211
		h ^= h >> 29
	}
	flag := func(b bool) {
		if b {
			mix(1)
		} else {
			mix(0)
		}
	}
	mix(v.NumPlayers())
	mix(v.Challenge().Number)
	mix(int(v.Specialty()))
	mix(v.ToMove())
	flag(v.AwaitingTake())
	flag(v.Redrawn())
	flag(v.Over())
	mix(v.CoinsInARow())
	mix(v.FinalRound())
	mix(v.EarnedFromFours())
	mix(v.FoursBrought())
	mix(v.BestAction())
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		c := v.Space(sp)
		mix(int(c.Kind)<<24 | int(c.Good)<<16 | int(c.Restaurant)<<8 | int(c.Owner))
	}
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		mix(int(v.Entrance(e)))
	}
	for seat := 0; seat < v.NumPlayers(); seat++ {
		p := v.Player(seat)
		mix(p.Money)
		mix(int(p.Stands))
		for _, n := range p.Hand {
			mix(int(n))
		}
		for _, n := range p.Supply {
			mix(int(n))
		}
	}
	for _, n := range v.Display() {
		mix(int(n))
	}
	for _, g := range v.Bag() {
		mix(int(g))
	}
	for n := 1; n <= game.MaxCustomers; n++ {
		st := v.Stack(n)
		mix(len(st))
		for _, t := range st {
			mix(int(t))
		}
	}
	return h
}

// decisionRNG is the random source of one decision: the player's seed and the view.
func decisionRNG(seed uint64, v *game.State) game.RNG {
	return game.NewRNG(seed ^ fingerprint(v))
}

// uniform returns a number in [0, 1).
func uniform(r *game.RNG) float64 { return float64(r.Uint64()>>11) / (1 << 53) }
