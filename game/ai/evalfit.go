package ai

import (
	"math"

	"mercado/game"
)

// The fitted estimate: the same terms as estimateBase, weighed by a linear model fitted
// to the final scores of self-played games (fit_test.go makes the weights:
// MERCADO_FIT=1 go test -run TestFitEstimate -v ./game/ai/).

// numFeatures is the length of a seat's feature vector.
const numFeatures = 7

// features fills f with seat's terms of the estimate in s (not over, not solo): money,
// the stands' open-line potential, wooden stands still to place, the supply early and
// late, the best stand the seat to move could open from its hand now, and 1.
func features(s *game.State, seat int, f *[numFeatures]float64) {
	left := gameLeft(s)
	np := s.NumPlayers()
	pot := 0.0
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		c := s.Space(sp)
		if c.Kind != game.StandSpace || int(c.Owner) != seat {
			continue
		}
		open := lineOpenEntrances(s, sp.RowLine()) + lineOpenEntrances(s, sp.ColLine())
		pot += float64(s.StandValue(sp, c.Good)) * float64(open) * left
	}
	p := s.Player(seat)
	turnsLeft := left * 18 / float64(np)
	supply := float64(p.SupplySize())
	hand := 0.0
	if seat == s.ToMove() && !s.AwaitingTake() {
		hand = float64(max(0, bestStandNet(s, p.Hand)))
	}
	*f = [numFeatures]float64{float64(p.Money), pot, math.Min(float64(p.Stands), turnsLeft) * left,
		supply * left, supply * (1 - left), hand * left, 1}
}

// fittedWeights are the fitted weights for 2, 3 and 4 players, in features' order
// (TestFitEstimate, 1500 policy games per player count, seeds 1-1500).
var fittedWeights = [game.MaxPlayers - 1][numFeatures]float64{
	{0.6388165644899437, 1.3917530442529789, 1.7364910144874757, -0.7598317239986989, -0.24837955281689786, 2.195498731803668, 15.162099519143077},
	{0.6597826665979771, 1.7466774789511972, 2.1491289282312818, -1.616853102183254, 0.3599640458828819, 3.6232175867734164, 12.079474699375163},
	{0.6902269003418502, 1.6885669114059407, 2.242573627904705, -1.1624928577409777, 0.017827562635312297, 3.9178239880344305, 9.251125831312198},
}

// estimateFitted is estimate with the fitted weights (games with others only; a solo
// playout always reaches the end).
func estimateFitted(s *game.State, est *[game.MaxPlayers]float64) {
	np := s.NumPlayers()
	if s.Over() || np < 2 {
		estimate(s, est)
		return
	}
	w := &fittedWeights[np-2]
	var f [numFeatures]float64
	for seat := 0; seat < np; seat++ {
		features(s, seat, &f)
		est[seat] = dot(w, &f)
	}
}

func dot(w, f *[numFeatures]float64) float64 {
	v := 0.0
	for i := range w {
		v += w[i] * f[i]
	}
	return v
}
