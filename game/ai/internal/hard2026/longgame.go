package hard2026

import (
	"mercado/game"
)

// In The Long Game only 4-customer tiles score: each pays 4 x the value of every stand
// of its good in its line. longPlan keeps, for each good a 4-customer tile still to come
// seeks, the best line it could be brought to (the summed value of that good's stands
// there), so the quick scorer can credit a move with what it adds to that best line or
// takes from it.

type longPlan struct {
	tiles    game.GoodSet                      // goods of the 4-customer tiles still to come
	value    [game.NumGoods][game.NumLines]int // summed stand value of the good in the line
	ok       [game.NumLines]bool               // the line can still take a 4-customer tile
	open     [game.NumLines]int
	best     [game.NumGoods]int // best value over lines that are ok
	bestLine [game.NumGoods]int
	second   [game.NumGoods]int // best value over the other ok lines
}

// longGameTileShare is the chance-weighted share of a 4-customer tile's pay that the
// best line is credited with.
const longGameTileShare = 0.6

func newLongPlan(s *game.State) *longPlan {
	p := &longPlan{}
	for i := 0; i < s.StackLen(game.MaxCustomers); i++ {
		p.tiles |= s.StackAt(game.MaxCustomers, i).Seeks()
	}
	for l := game.Line(0); l < game.NumLines; l++ {
		free := 0
		for _, sp := range l.Spaces() {
			c := s.Space(sp)
			switch {
			case c.Kind == game.StandSpace:
				p.value[c.Good][l] += s.StandValue(sp, c.Good)
			case c.Available():
				free++
			}
		}
		p.open[l] = lineOpenEntrances(s, l)
		p.ok[l] = p.open[l] > 0 && s.LineStands(l)+free >= game.MaxCustomers
	}
	for g := game.Good(0); g < game.NumGoods; g++ {
		p.bestLine[g] = -1
		for l := range p.ok {
			if !p.ok[l] {
				continue
			}
			v := p.value[g][l]
			if p.bestLine[g] < 0 || v > p.best[g] {
				p.second[g] = p.best[g]
				p.best[g], p.bestLine[g] = v, l
			} else if v > p.second[g] {
				p.second[g] = v
			}
		}
	}
	return p
}

// worth turns stand value on a 4-customer tile's line into coins.
func (p *longPlan) worth(v int) float64 {
	return float64(game.MaxCustomers*v) * longGameTileShare
}

// raise is what adding dv to good g's value in the lines a and b is worth.
func (p *longPlan) raise(g game.Good, a, b game.Line, dv int) float64 {
	if !p.tiles.Has(g) {
		return 0
	}
	nb := p.best[g]
	for _, l := range [2]game.Line{a, b} {
		if p.ok[l] {
			nb = max(nb, p.value[g][l]+dv)
		}
	}
	return p.worth(nb - p.best[g])
}

// standDelta: a stand of g on sp.
func (p *longPlan) standDelta(s *game.State, g game.Good, sp game.Space) float64 {
	return p.raise(g, sp.RowLine(), sp.ColLine(), s.StandValue(sp, g))
}

// restaurantDelta: restaurant r on sp raises its neighbouring stands of the goods it
// improves.
func (p *longPlan) restaurantDelta(s *game.State, r game.Restaurant, sp game.Space) float64 {
	v := 0.0
	for _, n := range sp.Neighbours() {
		c := s.Space(n)
		if c.Kind == game.StandSpace && r.Improves(c.Good) {
			v += p.raise(c.Good, n.RowLine(), n.ColLine(), 1)
		}
	}
	return v
}

// entranceLoss: the entrance e is used by a tile seeking seeks of n customers; a line
// left with no empty entrance can no longer take the 4-customer tiles it was best for.
func (p *longPlan) entranceLoss(e game.Entrance, seeks game.GoodSet, n int) float64 {
	l := int(e.Line())
	if p.open[l] > 1 {
		return 0
	}
	loss := 0.0
	for g := game.Good(0); g < game.NumGoods; g++ {
		if !p.tiles.Has(g) || p.bestLine[g] != l {
			continue
		}
		if n == game.MaxCustomers && seeks.Has(g) {
			continue // the tile itself
		}
		loss += p.worth(p.best[g] - p.second[g])
	}
	return loss
}
