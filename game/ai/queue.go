package ai

import (
	"math/bits"

	"mercado/game"
)

// In Customers in Queue only four customer tiles take part, and a tile may come only to
// a line holding a stand of every good it seeks (and as many stands as it has
// customers). Spreading stands, as the quick scorer does elsewhere, leaves no line ready
// for any of them. queuePlan rates, for each tile still to come, the line closest to
// taking it; moves are credited with the change, so the playouts build toward the tiles.

type queuePlan struct {
	tiles  [game.MaxCustomers]game.CustomerTile
	ntiles int
	lines  [game.NumLines]planLine
	stands int // wooden stands not yet in the market
	now    float64
}

// queueTileWorth is one customer of a tile made ready, in rough coins: a ready tile pays
// its customers to at least two stands, and stands opened later under it earn again.
// The policy alone over 400 deals (TestSoloPolicy): 6.1 coins without the plan, 17.2 at
// 1.5, 19.5 at 2.5, 20.1 at 4, 19.6 at 6, 19.3 at 9.
const queueTileWorth = 4.0

func newQueuePlan(s *game.State) *queuePlan {
	p := &queuePlan{stands: int(s.Player(s.ToMove()).Stands)}
	for n := 1; n <= game.MaxCustomers; n++ {
		for i := 0; i < s.StackLen(n) && p.ntiles < len(p.tiles); i++ {
			p.tiles[p.ntiles] = s.StackAt(n, i)
			p.ntiles++
		}
	}
	for l := game.Line(0); l < game.NumLines; l++ {
		pl := &p.lines[l]
		for _, sp := range l.Spaces() {
			c := s.Space(sp)
			switch {
			case c.Kind == game.StandSpace:
				pl.stands++
				pl.goods |= game.GoodSet(1) << c.Good
			case c.Available():
				pl.free++
			}
		}
		pl.open = lineOpenEntrances(s, l)
	}
	p.now = p.value(-1, planLine{}, -1, planLine{}, p.stands)
	return p
}

// readiness is 1 for a line that can take tile t now, 1/(1+k) for one that needs k more
// stands, and 0 for one that cannot take it in this game.
func (p *queuePlan) readiness(t game.CustomerTile, l planLine, stands int) float64 {
	if l.open == 0 {
		return 0
	}
	n := t.Customers()
	missing := bits.OnesCount8(uint8(t.Seeks() &^ l.goods))
	k := max(missing, n-l.stands)
	if k > l.free || k > stands {
		return 0
	}
	return 1 / float64(1+k)
}

// value is the plan with lines a and b replaced (ia, ib < 0: none) and stands left.
func (p *queuePlan) value(ia int, a planLine, ib int, b planLine, stands int) float64 {
	v := 0.0
	for _, t := range p.tiles[:p.ntiles] {
		best := 0.0
		for l := range p.lines {
			pl := p.lines[l]
			switch l {
			case ia:
				pl = a
			case ib:
				pl = b
			}
			best = max(best, p.readiness(t, pl, stands))
		}
		v += best * float64(t.Customers()) * queueTileWorth
	}
	return v
}

// placeDelta is the change of the plan when a stand of g (stand) or a restaurant fills sp.
func (p *queuePlan) placeDelta(sp game.Space, stand bool, g game.Good) float64 {
	r, c := int(sp.RowLine()), int(sp.ColLine())
	a, b := p.lines[r], p.lines[c]
	for _, pl := range []*planLine{&a, &b} {
		pl.free--
		if stand {
			pl.stands++
			pl.goods |= game.GoodSet(1) << g
		}
	}
	stands := p.stands
	if stand {
		stands--
	}
	return p.value(r, a, c, b, stands) - p.now
}

// customerDelta is the change of the plan when tile t comes to entrance e: the tile
// leaves the plan (its pay is the move's gain) and the entrance is used up.
func (p *queuePlan) customerDelta(t game.CustomerTile, e game.Entrance) float64 {
	q := *p
	q.ntiles = 0
	for _, o := range p.tiles[:p.ntiles] {
		if o != t {
			q.tiles[q.ntiles] = o
			q.ntiles++
		}
	}
	l := int(e.Line())
	a := q.lines[l]
	a.open--
	return q.value(l, a, -1, planLine{}, q.stands) - p.now
}
