package ai

import (
	"math"

	"mercado/game"
)

// The Specialist's playout policy for the solo planner (issue 41): the quick policy's
// score with terms for what the challenge rewards. Only the named good's stands collect,
// so a customer tile that does not seek it pays nothing and uses up an entrance, and a
// stand of another good is worth only the length it adds to its lines. hard's rollouts
// keep the quick policy unchanged.

// Specialist weights (tuned with the policy alone, then with the planner; docs/ai.md).
var (
	specEpsilon     = 0.02
	specDeadTile    = 16.0 // extra cost of bringing a tile that does not seek the good, early on
	specHelperScale = 1.0  // scale of helperStand's credit
	specOtherStand  = -1.0 // extra cost of a stand of another good
)

// soloSpecPolicy: the planner's playouts in The Specialist play specialistMove;
// soloSpecOrder: its candidates (at the root and at each step) are ranked by
// specialistScore.
var soloSpecPolicy, soloSpecOrder = false, false

// specialistScore rates m in The Specialist.
func specialistScore(q *moveScorer, m game.Move) float64 {
	v := q.score(m)
	s := q.s
	switch m.Kind {
	case game.BringCustomer:
		if !m.Tile.Seeks().Has(s.Specialty()) {
			v -= specDeadTile * q.left
		}
	case game.OpenStand:
		if m.Good != s.Specialty() {
			v += (specHelperScale-1)*q.helperStand(m.Space) - specOtherStand
		}
	}
	return v
}

// specialistMove is rolloutMove for The Specialist: epsilon-greedy on specialistScore.
func specialistMove(d *game.State, legal []game.Move, rng *game.RNG) game.Move {
	if len(legal) == 1 {
		return legal[0]
	}
	if uniform(rng) < specEpsilon {
		return legal[rng.Intn(len(legal))]
	}
	q := newMoveScorer(d)
	best, bestScore := legal[0], math.Inf(-1)
	for _, m := range legal {
		if sc := specialistScore(&q, m) + 0.01*uniform(rng); sc > bestScore {
			best, bestScore = m, sc
		}
	}
	return best
}
