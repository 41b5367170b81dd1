package ai

import (
	"mercado/game"
)

// moveScorer rates single decisions quickly: the mover's immediate gain less a share of
// what the others gain, plus the change in the estimate's main terms. It is the prior of
// the search, the policy of its rollouts and the whole of the easy level.
type moveScorer struct {
	s      *game.State
	ch     game.Challenge // s.Challenge(), copied once rather than on every move scored
	mover  int
	lambda float64 // how much another seat's coin counts against the mover's
	left   float64 // gameLeft(s)
	open   [game.NumLines]int
	plan   *fourPlanState // solo Last Call and Long Game: the lines for 4-customer tiles
	long   *longPlan      // The Long Game alone
	money  float64        // what a coin is worth in The Long Game
	// lost[l] is lineLost(l), known for the lines whose bit is set in lostKnown.
	lost      [game.NumLines]float64
	lostKnown uint32
	// helper[l] is helperLine(l), known for the lines whose bit is set in helperKnown.
	helper      [game.NumLines]float64
	helperKnown uint32
}

func newMoveScorer(s *game.State) moveScorer {
	q := moveScorer{s: s, ch: s.Challenge(), mover: s.ToMove(), left: gameLeft(s)}
	switch np := s.NumPlayers(); np {
	case 1:
		q.lambda = 0
	case 2:
		q.lambda = 1
	default:
		q.lambda = 0.5
	}
	openEntrances(s, &q.open)
	if needsFours(s) {
		q.plan = newFourPlan(s)
	}
	q.money = longGameMoneyWorth
	if s.Solo() && q.ch.ScoreFromFours {
		q.long = newLongPlan(s)
		switch p := s.Player(q.mover); {
		case p.Stands == 0:
			q.money = 0 // nothing is left to pay for
		case p.Money < longGameNeed:
			q.money = longGameShortWorth
		}
	}
	return q
}

// gain is what the previewed move is worth to the mover's score: its income less cost,
// but in The Long Game only income from 4-customer tiles scores; other money is only a
// means to pay for stands.
func (q *moveScorer) gain(pv *game.Preview) float64 {
	net := float64(pv.Income[q.mover] - pv.Cost)
	if q.ch.ScoreFromFours {
		return float64(pv.FromFours) + q.money*(net-float64(pv.FromFours))
	}
	return net
}

// Long Game and Last Call weights.
const (
	longGameMoneyWorth = 0.25
	// longGameShortWorth is a coin's worth in a solo Long Game while the money is below
	// longGameNeed and stands are still to be paid for.
	longGameShortWorth = 0.6
	longGameNeed       = 5
	// longGameEntrance: bringing a tile that cannot score uses up one of the entrances
	// whose running out ends the game.
	longGameEntrance = 1.5
	lastCallBonus    = 12
	// lastCallTakeShare: the share of a good's best step toward the Last Call plan that
	// taking it is worth.
	lastCallTakeShare = 0.3
)

// fourChance: where 4-customer tiles are what counts (The Long Game, Last Call) a stand
// is worth what they may still bring: a 4-customer tile needs four stands in its line
// and pays every stand of its good there, so stands are worth more stacked in lines
// that can still take one, and of a good a waiting tile seeks.
func (q *moveScorer) fourChance(g game.Good, sp game.Space) float64 {
	s := q.s
	var waiting game.GoodSet
	for i := 0; i < s.StackLen(game.MaxCustomers); i++ {
		waiting |= s.StackAt(game.MaxCustomers, i).Seeks()
	}
	if waiting == 0 {
		return 0
	}
	v := 0.0
	for _, l := range [2]game.Line{sp.RowLine(), sp.ColLine()} {
		if q.open[l] == 0 {
			continue
		}
		stands := min(game.MaxCustomers, s.LineStands(l)+1)
		v += fourStackWorth * float64(stands*q.open[l])
		if waiting.Has(g) {
			v += fourStackWorth * float64(stands)
		}
	}
	if waiting.Has(g) {
		v += float64(game.MaxCustomers*s.StandValue(sp, g)) * 0.3
	}
	return v * q.left
}

// fourStackWorth rates one stand toward a line of four.
const fourStackWorth = 0.6

// flipWorth is what turning a face-down restaurant into one's supply is worth early on.
const flipWorth = 1.2

// score rates m for the mover; higher is better, in rough coins.
func (q *moveScorer) score(m game.Move) float64 {
	s := q.s
	switch m.Kind {
	case game.Coin:
		if s.CoinsInARow()+1 >= game.CoinsToEnd(s.NumPlayers()) {
			return q.endNowScore()
		}
		return 1
	case game.Redraw:
		return 0.3
	case game.Take:
		return q.takeScore(m.Good)
	case game.OpenStand:
		return q.standScore(m)
	case game.BringCustomer:
		return q.customerScore(m)
	}
	return q.restaurantScore(m)
}

// others is the weighted income of the seats other than the mover.
func (q *moveScorer) others(pv *game.Preview) float64 {
	t := 0.0
	for seat := 0; seat < q.s.NumPlayers(); seat++ {
		if seat != q.mover {
			t += float64(pv.Income[seat])
		}
	}
	return q.lambda * t
}

// sign is 1 for the mover's things and -lambda for everyone else's.
func (q *moveScorer) sign(owner int) float64 {
	if owner == q.mover {
		return 1
	}
	return -q.lambda
}

func (q *moveScorer) flip(sp game.Space) float64 {
	if q.s.Space(sp).Kind == game.FaceDown {
		return flipWorth * q.left
	}
	return 0
}

func (q *moveScorer) standScore(m game.Move) float64 {
	s := q.s
	var pv game.Preview
	if !q.ch.Crowded && !(s.LineWants(m.Space.RowLine()) | s.LineWants(m.Space.ColLine())).Has(m.Good) {
		pv.Cost = s.StandCost(m.Space) // no tile in its lines seeks it: it earns nothing
	} else {
		pv = s.Preview(m)
	}
	v := q.gain(&pv) - q.others(&pv)
	if ch := &q.ch; ch.ScoreFromFours || s.FoursBrought() < ch.FoursForFame {
		v += q.fourChance(m.Good, m.Space)
	} else if s.Collects(m.Good) {
		open := q.open[m.Space.RowLine()] + q.open[m.Space.ColLine()]
		v += float64(s.StandValue(m.Space, m.Good)*open) * openLineWorth * q.left
		if s.Solo() {
			v += q.soloStack(m.Good, m.Space)
		}
	}
	if q.plan != nil {
		v += q.plan.placeDelta(m.Space, true, m.Good)
	}
	if s.Solo() && !s.Collects(m.Good) {
		v += q.helperStand(m.Space)
	}
	if q.long != nil {
		v += q.long.standDelta(s, m.Good, m.Space)
	}
	// The wooden stand is spent; the estimate valued it while it waited.
	return v + q.flip(m.Space) - 0.5*standLeftWorth*q.left
}

func (q *moveScorer) customerScore(m game.Move) float64 {
	s := q.s
	pv := s.Preview(m)
	v := q.gain(&pv) - q.others(&pv)
	if m.Tile.Customers() == game.MaxCustomers && s.FoursBrought() < q.ch.FoursForFame {
		v += lastCallBonus // Last Call gives no fame without them
	}
	if q.plan != nil {
		v += q.plan.customerDelta(m.Tile, m.Entrance)
	}
	// The entrance is used up: the stands of its line lose one future chance.
	lost := q.lineLost(m.Entrance.Line())
	if q.long != nil {
		// Only 4-customer tiles score: an entrance is worth coins only as money to pay
		// for stands, and as a place for the 4-customer tiles to come.
		v -= q.money*lost*openLineWorth*q.left + q.long.entranceLoss(m.Entrance, m.Tile.Seeks(), m.Tile.Customers())
		if m.Tile.Customers() < game.MaxCustomers {
			v -= longGameEntrance // the entrances left are the game's clock
		}
		return v
	}
	if s.Solo() && !q.ch.Crowded {
		// Alone, the empty entrances are the game's clock and every one is a chance
		// for a paying tile later: bringing a tile costs that chance.
		v -= soloEntranceWorth * q.left
	}
	return v - lost*openLineWorth*q.left
}

// lineLost is what the stands of line l lose when one of its entrances is used up:
// their values, the mover's counted for and the others' against. Every customer move
// to the line's two entrances asks for it, so it is worked out once per line.
func (q *moveScorer) lineLost(l game.Line) float64 {
	if q.lostKnown>>l&1 != 0 {
		return q.lost[l]
	}
	s := q.s
	lost := 0.0
	for _, sp := range l.Spaces() {
		c := s.Space(sp)
		if c.Kind == game.StandSpace && s.Collects(c.Good) {
			lost += q.sign(int(c.Owner)) * float64(s.StandValue(sp, c.Good))
		}
	}
	q.lost[l], q.lostKnown = lost, q.lostKnown|1<<l
	return lost
}

// soloEntranceWorth is what an empty entrance is worth to a solo player at the start
// of the game. Without it the playouts brought tiles that paid nothing and ended the
// game early. The policy alone over 400 deals per challenge rose with it up to 14
// (Specialist 23.0 to 27.0 coins at 6, Catering to Couples 82.7 to 92.7, Marquis 57.4
// to 70.3, the others within a coin); with the search (3000 iterations, the same 10
// deals) The Specialist went from 59.8 to 65.0 at 6. A var so that soloprobe_test.go
// can tune it from the environment (MERCADO_ENTRANCE).
var soloEntranceWorth = 6.0

func (q *moveScorer) restaurantScore(m game.Move) float64 {
	s := q.s
	v := float64(game.RestaurantIncome)
	// It leaves the supply, where it was worth supplyWorth early and cost a coin late.
	v -= supplyWorth*q.left - game.RestaurantPenalty*(1-q.left)
	for _, n := range m.Space.Neighbours() {
		c := s.Space(n)
		if c.Available() && q.improvesAnyCollected(m.Restaurant) {
			// A future stand may open beside it.
			v += futureNeighbourWorth * q.left
			continue
		}
		if c.Kind != game.StandSpace || !m.Restaurant.Improves(c.Good) || !s.Collects(c.Good) {
			continue
		}
		open := q.open[n.RowLine()] + q.open[n.ColLine()]
		v += q.sign(int(c.Owner)) * float64(open) * openLineWorth * q.left
	}
	if q.plan != nil {
		v += q.plan.placeDelta(m.Space, false, 0)
	}
	if q.long != nil {
		v += q.long.restaurantDelta(s, m.Restaurant, m.Space)
	}
	return v + q.flip(m.Space)
}

// takeScore prefers a good that has a profitable space now, and one not yet in hand.
func (q *moveScorer) takeScore(g game.Good) float64 {
	s := q.s
	var hand [game.NumGoods]int8
	hand[g] = 1
	v := 0.5 * float64(max(-2, bestStandNet(s, hand)))
	if s.Player(q.mover).Hand[g] == 0 {
		v += 0.5
	}
	if !s.Collects(g) {
		v -= 3
	}
	if q.plan != nil {
		best := 0.0
		for sp := game.Space(0); sp < game.NumSpaces; sp++ {
			if s.Space(sp).Available() {
				best = max(best, q.plan.placeDelta(sp, true, g))
			}
		}
		v += lastCallTakeShare * best
	}
	return v
}

// endNowScore rates ending the game at once by the coin rule: good only when the final
// scores (with this coin) put the mover ahead.
func (q *moveScorer) endNowScore() float64 {
	var score, m [game.MaxPlayers]float64
	for seat := 0; seat < q.s.NumPlayers(); seat++ {
		score[seat] = float64(q.s.Score(seat))
	}
	score[q.mover]++ // the coin itself
	margins(q.s.NumPlayers(), &score, &m)
	if m[q.mover] > 0 {
		return 100
	}
	return -100 + m[q.mover]
}

// futureNeighbourWorth rates a free space beside a new restaurant, early in the game.
const futureNeighbourWorth = 0.3

// improvesAnyCollected: the restaurant raises a good whose stands earn (The Specialist
// makes most restaurants useless).
func (q *moveScorer) improvesAnyCollected(r game.Restaurant) bool {
	return !q.ch.OnlySpecialtyEarns || r.Improves(q.s.Specialty())
}

// soloStack: alone in the market every stand is one's own, and a customer tile pays
// every matching stand of its line, so stands are worth more gathered in lines that can
// still take customers: a line of k stands takes tiles of at most k customers, and
// stands of one good share every tile that seeks it. The stand is credited with what
// it adds to its lines' potential (a line still too short for any tile counts as
// partly built).
func (q *moveScorer) soloStack(g game.Good, sp game.Space) float64 {
	s := q.s
	var avail [game.MaxCustomers + 1]bool
	smallest := 0
	for n := game.MaxCustomers; n >= 1; n-- {
		if s.StackLen(n) > 0 {
			avail[n] = true
			smallest = n
		}
	}
	if smallest == 0 {
		return 0
	}
	potential := func(k int) float64 {
		if k < smallest {
			return float64(k*k) / float64(smallest) * float64(k)
		}
		size := 0
		for n := min(k, game.MaxCustomers); n >= 1; n-- {
			if avail[n] {
				size = n
				break
			}
		}
		return float64(k * size)
	}
	v := 0.0
	for _, l := range [2]game.Line{sp.RowLine(), sp.ColLine()} {
		if q.open[l] == 0 {
			continue
		}
		same := 0
		for _, o := range l.Spaces() {
			if c := s.Space(o); c.Kind == game.StandSpace && c.Good == g {
				same++
			}
		}
		k := s.LineStands(l)
		gain := potential(k+1) - potential(k)
		v += float64(q.open[l]) * (soloStackWorth*gain + soloSameWorth*float64(same))
	}
	return v * q.left
}

// Solo stacking weights (soloStack), set with the policy alone in self-play (400 games
// per challenge: the greedy policy's Third Wheel mean rose from 4 to 28 coins).
const (
	soloStackWorth = 0.7
	soloSameWorth  = 0.8
)

// helperStand: in The Specialist a stand of another good earns nothing, but it lengthens
// its lines, so larger customer tiles may come to the specialty's stands there.
func (q *moveScorer) helperStand(sp game.Space) float64 {
	return (q.helperLine(sp.RowLine()) + q.helperLine(sp.ColLine())) * q.left
}

// helperLine is one line's share of helperStand, worked out once a position.
func (q *moveScorer) helperLine(l game.Line) float64 {
	if q.helperKnown>>l&1 != 0 {
		return q.helper[l]
	}
	s := q.s
	spec := s.Specialty()
	size := func(k int) int { // the largest tile a line of k stands may take
		for n := min(k, game.MaxCustomers); n >= 1; n-- {
			if s.StackLen(n) > 0 {
				return n
			}
		}
		return 0
	}
	v := 0.0
	if q.open[l] > 0 {
		val := 0
		for _, o := range l.Spaces() {
			if c := s.Space(o); c.Kind == game.StandSpace && c.Good == spec {
				val += s.StandValue(o, spec)
			}
		}
		k := s.LineStands(l)
		v = float64(q.open[l]*val*(size(k+1)-size(k))) * helperWorth
	}
	q.helper[l], q.helperKnown = v, q.helperKnown|1<<l
	return v
}

// helperWorth: one more customer for a point of specialty stand value at one empty
// entrance, weighted by the chance that the tile seeks the specialty.
const helperWorth = 0.4
