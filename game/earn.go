package game

import "math/bits"

// Preview is what a move would bring before it is made: the stand cost the mover pays
// and the income each seat collects (engine-rules.md section 4).
type Preview struct {
	Cost   int
	Income [MaxPlayers]int
	// FromFours is the part of the mover's income paid by 4-customer tiles.
	FromFours int
	// byStand, when set (StandEarnings), also receives each earning stand's share.
	byStand *[NumSpaces]int
}

// Net is the mover's gain: income less cost.
func (p Preview) Net(mover int) int { return p.Income[mover] - p.Cost }

// Preview tells what m would cost and pay without making it. It does not check that m
// is legal (a preview of an unaffordable stand shows its cost); a move whose fields are
// out of range previews as nothing.
func (s *State) Preview(m Move) Preview {
	if !m.inRange() {
		return Preview{}
	}
	return s.outcome(&m)
}

// inRange reads the fields in place (a pointer receiver): copying the 6-byte Move first
// made the processor reload, as wide words, bytes it had just stored one by one, a
// store-forwarding stall that cost a third of the referee's Check.
func (m *Move) inRange() bool {
	return m.Kind <= Redraw && m.Good < NumGoods && m.Space >= 0 && m.Space < NumSpaces &&
		m.Tile >= 0 && m.Tile < NumCustomerTiles && m.Entrance >= 0 && m.Entrance < NumEntrances &&
		m.Restaurant < NumRestaurants
}

// StandEarnings is Preview together with what each stand on the market earns from m
// (a new stand included), so that a window can show the money arriving where it is made.
func (s *State) StandEarnings(m Move) (p Preview, earned [NumSpaces]int) {
	if !m.inRange() {
		return p, earned
	}
	p.byStand = &earned
	s.fillOutcome(&p, &m)
	p.byStand = nil
	return p, earned
}

// PaysPerCustomer is what one customer who wants its good pays the stand on sp now: its
// value (StandValue, with the restaurants around it), or 0 where no stand stands or its
// good collects nothing (The Specialist). A tile of n customers pays n times as much.
func (s *State) PaysPerCustomer(sp Space) int {
	if sp < 0 || sp >= NumSpaces {
		return 0
	}
	c := s.board[sp]
	if c.Kind != StandSpace || !s.Collects(c.Good) {
		return 0
	}
	return s.StandValue(sp, c.Good)
}

// outcome and fillOutcome take the move by pointer for inRange's reason: no copy of it
// to reload as wide words.
func (s *State) outcome(m *Move) Preview {
	var p Preview
	s.fillOutcome(&p, m)
	return p
}

func (s *State) fillOutcome(p *Preview, m *Move) {
	switch m.Kind {
	case Coin, OpenRestaurant:
		p.Income[s.turn] = 1 // Take 1 Coin and RestaurantIncome are both one coin
	case BringCustomer:
		s.customerIncome(p, m.Tile, entranceLine[m.Entrance])
	case OpenStand:
		p.Cost = s.StandCost(m.Space)
		s.standIncome(p, m.Good, m.Space)
	}
}

// Collects reports whether a stand of g collects money (The Specialist says only one good does).
func (s *State) Collects(g Good) bool {
	return !Challenges[s.challenge].OnlySpecialtyEarns || g == s.specialty
}

// pay credits one stand's earnings from a tile of n customers.
func (s *State) pay(p *Preview, sp Space, owner int, value, n int) {
	p.Income[owner] += value * n
	if p.byStand != nil {
		p.byStand[sp] += value * n
	}
	if n == MaxCustomers && owner == int(s.turn) {
		p.FromFours += value * n
	}
}

// customerIncome: every stand in the line whose good the tile seeks earns value x customers.
func (s *State) customerIncome(p *Preview, t CustomerTile, l Line) {
	n, seeks := t.Customers(), t.Seeks()
	for stands := lineMask[l] & s.standMask; stands != 0; stands &= stands - 1 {
		sp := Space(bits.TrailingZeros32(stands))
		c := s.board[sp]
		if seeks.Has(c.Good) && s.Collects(c.Good) {
			s.pay(p, sp, int(c.Owner), s.StandValue(sp, c.Good), n)
		}
	}
}

// standIncome: a new stand of g on sp earns from each waiting tile at the four entrances
// of its row and column that seeks g. In The Crowded Mercado a tile of n customers pays
// only once its line has n stands; the stand that completes the count makes it pay every
// matching stand of the line.
func (s *State) standIncome(p *Preview, g Good, sp Space) {
	crowded := Challenges[s.challenge].Crowded
	if !crowded {
		// Only tiles seeking g pay, so a good nobody at the row's or column's entrances
		// seeks (the cached lineWants) earns nothing; the search asks this very often.
		if !s.Collects(g) || !(s.lineWants[rowLineOf[sp]] | s.lineWants[colLineOf[sp]]).Has(g) {
			return
		}
		value := s.StandValue(sp, g)
		for _, e := range aroundEntrances[sp] {
			if t := s.entrances[e]; t != NoCustomer && tileFaces[t].seeks.Has(g) {
				s.pay(p, sp, int(s.turn), value, int(tileFaces[t].customers))
			}
		}
		return
	}
	for _, e := range entrancesAround(sp) {
		t := s.entrances[e]
		if t == NoCustomer {
			continue
		}
		n, seeks := t.Customers(), t.Seeks()
		if crowded {
			stands := int(s.lineStands[e.Line()]) + 1 // with the new stand
			if stands < n {
				continue
			}
			if stands == n {
				s.customerIncome(p, t, e.Line()) // the stands already there
			}
		}
		if seeks.Has(g) && s.Collects(g) {
			s.pay(p, sp, int(s.turn), s.StandValue(sp, g), n)
		}
	}
}
