package ai

import "mercado/game"

// Last Call gives no fame at all unless enough 4-customer tiles are brought in, and The
// Long Game scores nothing else, so there the quick scorer values the plan that brings
// them: two lines of four stands with empty entrances and stands of goods the 4-customer
// tiles still to come seek, which the wooden stands left can complete. fourPlan rates
// how far the market is from that plan; moves are credited with the change.

// planLine is what fourPlan needs to know about one line.
type planLine struct {
	stands int          // stands in the line
	free   int          // spaces that may still take a stand
	open   int          // empty entrances
	goods  game.GoodSet // goods of its stands
}

// fourPlanState is the plan's view of the market: its lines and the 4-customer tiles
// still to come (available or waiting in their stack).
type fourPlanState struct {
	lines   [game.NumLines]planLine
	tiles   [game.NumGoods]game.GoodSet
	ntiles  int
	missing int // 4-customer tiles still needed for fame
	stands  int // wooden stands not yet in the market
	avail   [game.NumSpaces]bool
	now     float64 // the plan's value as it stands
	// match[l] is how many of the tiles seek a good of line l's stands, and slots[l] its
	// entrances' values (lineSlots with no tile skipped): worked out once, since a move
	// changes at most two lines.
	match [game.NumLines]int
	slots [game.NumLines][2]float64
}

// lastCallPlanWorth is one needed 4-customer tile made ready, in rough coins.
const lastCallPlanWorth = 16.0

// lastCallUnready: an entrance of a line not yet holding a sought good counts this share.
const lastCallUnready = 0.35

// needsFours reports whether the scorer should follow the plan in s.
func needsFours(s *game.State) bool {
	ch := s.Challenge()
	if s.Solo() && ch.ScoreFromFours {
		return s.StackLen(game.MaxCustomers) > 0
	}
	return s.Solo() && ch.FoursForFame > 0 && s.FoursBrought() < ch.FoursForFame &&
		s.StackLen(game.MaxCustomers) >= ch.FoursForFame-s.FoursBrought()
}

// foursWanted is how many more 4-customer tiles the plan aims at.
func foursWanted(s *game.State) int {
	if ch := s.Challenge(); !ch.ScoreFromFours {
		return ch.FoursForFame - s.FoursBrought()
	}
	return min(longGameFours, s.StackLen(game.MaxCustomers))
}

// longGameFours is how many 4-customer tiles The Long Game's plan aims at.
const longGameFours = 4

func newFourPlan(s *game.State) *fourPlanState {
	p := &fourPlanState{missing: foursWanted(s), stands: int(s.Player(s.ToMove()).Stands)}
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		p.avail[sp] = s.Space(sp).Available()
	}
	for i := 0; i < s.StackLen(game.MaxCustomers) && p.ntiles < len(p.tiles); i++ {
		p.tiles[p.ntiles] = s.StackAt(game.MaxCustomers, i).Seeks()
		p.ntiles++
	}
	for l := game.Line(0); l < game.NumLines; l++ {
		pl := &p.lines[l]
		for _, sp := range l.Spaces() {
			c := s.Space(sp)
			switch {
			case c.Kind == game.StandSpace:
				pl.stands++
				pl.goods |= game.GoodsOf(c.Good)
			case c.Available():
				pl.free++
			}
		}
		pl.open = lineOpenEntrances(s, l)
		p.match[l] = p.matchOf(pl.goods, -1)
		p.slots[l][0], p.slots[l][1] = p.lineSlots(*pl, p.match[l])
	}
	p.now = p.value(-1, planLine{}, -1, planLine{}, -1, p.stands, -1, p.missing)
	return p
}

// matchOf is how many of the tiles, the tile skip aside (< 0: none), seek one of goods.
func (p *fourPlanState) matchOf(goods game.GoodSet, skip int) int {
	match := 0
	for i, t := range p.tiles[:p.ntiles] {
		if i != skip && t&goods != 0 {
			match++
		}
	}
	return match
}

// lineSlots is the values of the line's two entrances toward the plan, best first, when
// match of the tiles still to come seek a good of its stands.
func (p *fourPlanState) lineSlots(l planLine, match int) (s1, s2 float64) {
	if l.open == 0 || l.stands+l.free < game.MaxCustomers {
		return 0, 0
	}
	// A line counts in proportion to how many of the four stands it already holds.
	w := float64(min(l.stands, game.MaxCustomers)) / game.MaxCustomers
	var out [2]float64
	for i := range min(2, l.open) {
		switch {
		case i < match:
			out[i] = w
		case l.free > 0:
			out[i] = lastCallUnready * w
		}
	}
	return out[0], out[1]
}

// value rates the plan with lines a and b replaced (ia, ib < 0: none), the space filled
// just filled (< 0: none), stands wooden stands left, the tile skip already brought (< 0: none) and
// missing tiles still needed: the best two lines' entrances, one per missing tile,
// counted in full only if the stands left can complete those lines.
func (p *fourPlanState) value(ia int, a planLine, ib int, b planLine, filled game.Space, stands, skip, missing int) float64 {
	if missing <= 0 {
		return 0
	}
	var s1, s2 [game.NumLines]float64
	var need [game.NumLines]int
	first := -1
	for l := range p.lines {
		pl := p.lines[l]
		switch {
		case l == ia:
			pl = a
			s1[l], s2[l] = p.lineSlots(a, p.matchOf(a.goods, skip))
		case l == ib:
			pl = b
			s1[l], s2[l] = p.lineSlots(b, p.matchOf(b.goods, skip))
		case skip >= 0 && p.tiles[skip]&pl.goods != 0:
			s1[l], s2[l] = p.lineSlots(pl, p.match[l]-1)
		default:
			s1[l], s2[l] = p.slots[l][0], p.slots[l][1]
		}
		need[l] = max(0, game.MaxCustomers-pl.stands)
		if s1[l] > 0 && (first < 0 || s1[l]+s2[l] > s1[first]+s2[first]) {
			first = l
		}
	}
	if first < 0 {
		return 0
	}
	// pairNeed is the stands two lines still need, less one for a crossing space both
	// still need a stand on.
	pairNeed := func(x, y int) int {
		n := need[x] + need[y]
		if game.Line(x).IsRow() != game.Line(y).IsRow() && need[x] > 0 && need[y] > 0 {
			row, col := x, y
			if !game.Line(x).IsRow() {
				row, col = y, x
			}
			sp := game.SpaceAt(col-game.BoardSize, row)
			if sp != filled && p.avail[sp] {
				n--
			}
		}
		return n
	}
	second := -1
	for l := range p.lines {
		if l == first || s1[l] == 0 {
			continue
		}
		if second < 0 || s1[l]+s2[l] > s1[second]+s2[second] ||
			s1[l]+s2[l] == s1[second]+s2[second] && pairNeed(first, l) < pairNeed(first, second) {
			second = l
		}
	}
	v, n := 0.0, need[first]
	switch {
	case missing == 1:
		v = s1[first]
	case second < 0:
		v = s1[first] + s2[first]
	default:
		slots := [4]float64{s1[first], s2[first], s1[second], s2[second]}
		sort4(&slots)
		for i := range min(missing, 4) {
			v += slots[3-i]
		}
		if missing > 2 || s1[second] > s2[first] {
			n = pairNeed(first, second)
		}
	}
	if n > stands {
		v *= lastCallInfeasible
	}
	return v * lastCallPlanWorth
}

// lastCallInfeasible: the share of the plan's value left when the wooden stands left
// cannot complete its lines.
const lastCallInfeasible = 0.3

// placeDelta is the change of the plan when a stand (stand) or restaurant fills sp.
func (p *fourPlanState) placeDelta(sp game.Space, stand bool, g game.Good) float64 {
	r, c := int(sp.RowLine()), int(sp.ColLine())
	a, b := p.lines[r], p.lines[c]
	for _, pl := range []*planLine{&a, &b} {
		pl.free--
		if stand {
			pl.stands++
			pl.goods |= game.GoodsOf(g)
		}
	}
	stands := p.stands
	if stand {
		stands--
	}
	return p.value(r, a, c, b, sp, stands, -1, p.missing) - p.now
}

// customerDelta is the change of the plan when tile t comes to entrance e; a needed
// 4-customer tile counts as one tile of the plan done.
func (p *fourPlanState) customerDelta(t game.CustomerTile, e game.Entrance) float64 {
	l := int(e.Line())
	a := p.lines[l]
	a.open--
	skip, missing, done := -1, p.missing, 0.0
	if t.Customers() == game.MaxCustomers {
		for i, st := range p.tiles[:p.ntiles] {
			if st == t.Seeks() {
				skip = i
				break
			}
		}
		missing--
		done = lastCallPlanWorth
	}
	return done + p.value(l, a, -1, planLine{}, -1, p.stands, skip, missing) - p.now
}

// sort4 sorts four numbers in increasing order: a sorting network of five exchanges.
func sort4(x *[4]float64) {
	order2(&x[0], &x[1])
	order2(&x[2], &x[3])
	order2(&x[0], &x[2])
	order2(&x[1], &x[3])
	order2(&x[1], &x[2])
}

func order2(a, b *float64) {
	if *a > *b {
		*a, *b = *b, *a
	}
}
