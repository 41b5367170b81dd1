package hard2026

import (
	"math"

	"mercado/game"
)

// The evaluation estimates each seat's final score from a position that is not over:
// money already earned plus what its stands, hand and supply are likely still to bring.
// It reads only public parts of the state (face-down identities are never looked at),
// so it is safe on a view and meaningful on a determinization.

// Tuning constants of the estimate. They were set by hand and checked in self-play
// (see strength_test.go); each says what one unit of a feature is worth in coins.
const (
	// openLineWorth: one empty entrance on a line of one of the seat's stands, per point
	// of stand value, if the game went on for ever. Roughly P(the tile seeks the good)
	// times the customers a tile brings, times the share of such entrances one's own
	// side fills.
	openLineWorth = 0.8
	// standLeftWorth: a wooden stand still to be placed, at the start of the game.
	standLeftWorth = 1.0
	// supplyWorth: a restaurant in the supply while there is time to open it (it pays
	// 1 and raises nearby stands); at the end it costs RestaurantPenalty.
	supplyWorth = 0.8
	// handChanceWorth: share of the best stand chance open to a hand good now that the
	// seat is expected to keep until its turn.
	handChanceWorth = 0.35
)

// gameLeft estimates how far the game still has to go, from 1 (it has just begun) to
// 0 (it ends now), from the placements and customer tiles left before the end trigger.
func gameLeft(s *game.State) float64 {
	if s.Over() {
		return 0
	}
	spaces := float64(s.FreeSpaces() - game.EndSpaces)
	entrances := float64(s.FreeEntrances() - game.EndEntrances)
	ch := s.Challenge()
	if ch.Crowded {
		entrances = spaces // every entrance starts full; only stands end it
	}
	// The trigger comes from whichever runs out first; placements run out slower when
	// customers are brought too, so the estimate is the nearer of the two, smoothed.
	left := math.Min(spaces/21, entrances/16)
	if s.FinalRound() >= 0 {
		left = 0.02
	}
	return math.Max(0.02, math.Min(1, left))
}

// longGamePotential: in The Long Game only 4-customer tiles score; each one still to
// come is worth its customers times the best line value of its good's stands.
func longGamePotential(s *game.State) float64 {
	total := 0.0
	for i := 0; i < s.StackLen(game.MaxCustomers); i++ {
		t := s.StackAt(game.MaxCustomers, i)
		g := t.Seeks().Goods()[0]
		best := 0
		for l := game.Line(0); l < game.NumLines; l++ {
			if lineOpenEntrances(s, l) == 0 {
				continue
			}
			v := 0
			for _, sp := range l.Spaces() {
				if c := s.Space(sp); c.Kind == game.StandSpace && c.Good == g {
					v += s.StandValue(sp, g)
				}
			}
			best = max(best, v)
		}
		total += float64(game.MaxCustomers*best) * 0.7
	}
	return total * gameLeft(s)
}

// lineOpenEntrances counts the line's entrances where a customer may still come.
func lineOpenEntrances(s *game.State, l game.Line) int {
	n := 0
	for _, e := range l.Entrances() {
		if s.Entrance(e) != game.NoCustomer {
			continue
		}
		if s.Challenge().Marquis && e.Side() == game.Top {
			continue
		}
		n++
	}
	return n
}

// estimate fills est[seat] with the expected final score of every seat, counting the
// stand the seat to move could open at once.
func estimate(s *game.State, est *[game.MaxPlayers]float64) {
	estimateBase(s, est)
	if !s.Over() {
		addHandChances(s, est)
	}
}

// estimateBase is estimate without the mover's immediate chances.
func estimateBase(s *game.State, est *[game.MaxPlayers]float64) {
	np := s.NumPlayers()
	if s.Over() {
		for seat := 0; seat < np; seat++ {
			est[seat] = float64(s.Score(seat))
		}
		return
	}
	left := gameLeft(s)
	ch := s.Challenge()
	onlySpec := ch.OnlySpecialtyEarns
	spec := s.Specialty()
	var potential [game.MaxPlayers]float64
	// Stands on the board: the customers their lines may still receive.
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		c := s.Space(sp)
		if c.Kind != game.StandSpace || (onlySpec && c.Good != spec) {
			continue
		}
		open := lineOpenEntrances(s, sp.RowLine()) + lineOpenEntrances(s, sp.ColLine())
		v := float64(s.StandValue(sp, c.Good))
		potential[c.Owner] += v * float64(open) * openLineWorth * left
	}
	for seat := 0; seat < np; seat++ {
		p := s.Player(seat)
		turnsLeft := left * 18 / float64(np) // about 18 actions per seat in a whole game
		future := math.Min(float64(p.Stands), turnsLeft)
		potential[seat] += future * standLeftWorth * left
		supply := float64(p.SupplySize())
		potential[seat] += supply * (supplyWorth*left - game.RestaurantPenalty*(1-left))
		score := p.Money
		if ch.ScoreFromFours {
			score = s.EarnedFromFours()
			potential[seat] = longGamePotential(s)
		}
		est[seat] = float64(score) + potential[seat]
	}
}

// addHandChances credits the seat to move with part of its best immediate stand chance:
// a stand that would open under waiting customers is money soon.
func addHandChances(s *game.State, est *[game.MaxPlayers]float64) {
	if s.AwaitingTake() {
		return
	}
	seat := s.ToMove()
	best := bestStandNet(s, s.Player(seat).Hand)
	if best > 0 {
		est[seat] += handChanceWorth * float64(best)
	}
}

// bestStandNet is the best income-less-cost of one stand of a good in hand, over every
// space; it ignores rules that forbid the space (the caller wants a cheap estimate).
func bestStandNet(s *game.State, hand [game.NumGoods]int8) int {
	best := math.MinInt
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		if !s.Space(sp).Available() {
			continue
		}
		for g := game.Good(0); g < game.NumGoods; g++ {
			if hand[g] == 0 {
				continue
			}
			pv := s.Preview(game.StandMove(g, sp))
			if net := pv.Income[s.ToMove()] - pv.Cost; net > best {
				best = net
			}
		}
	}
	return best
}

// Utilities turn estimated or final scores into the value the search maximises for
// each seat: in a game with others the chance of winning (a logistic of the margin over
// the best other seat), in solo play the fame the score earns, smoothed.

// marginScale is the margin, in coins, that makes a seat about 73% sure of winning.
const marginScale = 6.0

// margins fills m[seat] with est[seat] less the best estimate among the other seats;
// in solo play, the estimate itself.
func margins(np int, est *[game.MaxPlayers]float64, m *[game.MaxPlayers]float64) {
	if np == 1 {
		m[0] = est[0]
		return
	}
	for seat := 0; seat < np; seat++ {
		best := math.Inf(-1)
		for o := 0; o < np; o++ {
			if o != seat && est[o] > best {
				best = est[o]
			}
		}
		m[seat] = est[seat] - best
	}
}

// utilities fills u[seat] in [0, 1] from the estimates.
func utilities(s *game.State, est, u *[game.MaxPlayers]float64) {
	np := s.NumPlayers()
	if np == 1 {
		u[0] = soloUtility(s, est[0])
		return
	}
	var m [game.MaxPlayers]float64
	margins(np, est, &m)
	if s.Over() {
		// Ties on score go to the seat with more stands in the market.
		for seat := 0; seat < np; seat++ {
			m[seat] += 0.3 * float64(tieBreak(s, seat))
		}
	}
	for seat := 0; seat < np; seat++ {
		u[seat] = 1 / (1 + math.Exp(-m[seat]/marginScale))
	}
}

// tieBreak is -1, 0 or 1: the seat's stands in the market against the best other seat
// with the same score.
func tieBreak(s *game.State, seat int) int {
	best := -1
	for o := 0; o < s.NumPlayers(); o++ {
		if o != seat && s.Score(o) == s.Score(seat) {
			po := s.Player(o)
			best = max(best, po.StandsInMarket())
		}
	}
	if best < 0 {
		return 0
	}
	me := s.Player(seat)
	d := me.StandsInMarket() - best
	return max(-1, min(1, d))
}

// soloUtility maps a solo score to the value the search maximises: the score itself,
// scaled so that a few coins matter as much as a few coins of margin do in a game with
// others, plus a smoothed step at each fame threshold. A challenge that gives no fame
// below a count of 4-customer tiles (Last Call) values a game short of the count below
// every game that meets it.
func soloUtility(s *game.State, score float64) float64 {
	ch := s.Challenge()
	if ch.Number == 0 {
		return score / 50
	}
	scale := float64(ch.Fame[2]) / 2.5
	u := score / scale
	for _, at := range ch.Fame {
		u += fameStepUtility / (1 + math.Exp(-(score-float64(at)+0.5)/2))
	}
	if ch.FoursForFame > 0 && s.FoursBrought() < ch.FoursForFame {
		// No fame at all: only a little for the way toward the count and the score.
		u = lastCallShortUtility*float64(s.FoursBrought())/float64(ch.FoursForFame) + 0.05*score/scale
	}
	if s.BestAction() >= game.BestMoveIncome {
		u += bestMoveUtility
	}
	return u
}

// lastCallShortUtility is the most a game short of Last Call's 4-customer tiles is
// worth: less than any game that meets the count.
const lastCallShortUtility = 0.3

// fameStepUtility is one fame's worth of solo utility on top of the score.
const fameStepUtility = 0.3

// bestMoveUtility is the campaign's one-time Best Move bonus (2 fame) discounted because
// a campaign counts it only once.
const bestMoveUtility = 0.2
