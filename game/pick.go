package game

import "math/bits"

// Counting and indexing the legal moves without listing them. A random player, or a
// random playout, needs one move out of thirty: listing all thirty costs far more than
// counting them block by block (a space's goods, a line's tiles times its open
// entrances, a restaurant's spaces) and building only the one drawn. The order is
// exactly LegalMoves' order, so LegalMoveAt(i) is LegalMoves(nil)[i]; tests hold the two
// equal on every position of many random games in every challenge.

// lineMask[l] has the bits of the line's five spaces.
var lineMask = func() (out [NumLines]uint32) {
	for l := Line(0); l < NumLines; l++ {
		for _, sp := range lineSpaces[l] {
			out[l] |= 1 << sp
		}
	}
	return
}()

// CountLegalMoves is len(LegalMoves(nil)), without listing the moves.
func (s *State) CountLegalMoves() int {
	var c moveCounts
	return s.countMoves(&c)
}

// LegalMoveAt is LegalMoves(nil)[i] without listing the moves; ok is false when i is
// out of range.
func (s *State) LegalMoveAt(i int) (m Move, ok bool) {
	var c moveCounts
	if i < 0 || i >= s.countMoves(&c) {
		return Move{}, false
	}
	return s.moveAt(&c, i), true
}

// RandomLegalMove draws a legal move uniformly at random: the very move, with the very
// numbers drawn from r, of LegalMoves(buf)[r.Intn(len)], at a fraction of the cost. When
// nothing is legal (the game is over) ok is false and r is left as it was.
func (s *State) RandomLegalMove(r *RNG) (m Move, ok bool) {
	var c moveCounts
	n := s.countMoves(&c)
	if n == 0 {
		return Move{}, false
	}
	return s.moveAt(&c, r.Intn(n)), true
}

// moveCounts is the size of each block of LegalMoves, in its order, and what the
// counting learnt that the picking reuses.
type moveCounts struct {
	redraw, coin, takes, stands, customers, restaurants int
	stand                                               standScan
	open                                                uint32 // the entrances open to a tile
	custLines                                           [NumLines]customerLine
	nCustLines                                          int
}

// countMoves fills c and returns the number of legal moves.
func (s *State) countMoves(c *moveCounts) int {
	if s.over {
		return 0
	}
	if s.awaitingTake {
		if s.canRedraw(&s.display) {
			c.redraw = 1
		}
		for g := Good(0); g < NumGoods; g++ {
			if s.display[g] > 0 {
				c.takes++
			}
		}
		return c.redraw + c.takes
	}
	p := &s.players[s.turn]
	if s.canRedraw(&p.Hand) {
		c.redraw = 1
	}
	if !s.Solo() {
		c.coin = 1
	}
	c.stands = s.countStands(&c.stand, p)
	c.customers = s.countCustomers(c)
	c.restaurants = s.countRestaurants(p)
	return c.redraw + c.coin + c.stands + c.customers + c.restaurants
}

// moveAt is the i-th legal move of the blocks counted in c (i in range).
func (s *State) moveAt(c *moveCounts, i int) (m Move) {
	if i < c.redraw {
		return RedrawMove()
	}
	i -= c.redraw
	if s.awaitingTake {
		for g := Good(0); g < NumGoods; g++ {
			if s.display[g] > 0 {
				if i == 0 {
					return TakeMove(g)
				}
				i--
			}
		}
	}
	if i < c.coin {
		return CoinMove()
	}
	i -= c.coin
	p := &s.players[s.turn]
	if i < c.stands {
		return s.standAt(&c.stand, i, p)
	}
	i -= c.stands
	if i < c.customers {
		return s.customerAt(c, i)
	}
	s.restaurantAt(i-c.customers, p, &m)
	return m
}

// standScan is what counting the stand moves found: the goods in hand, and in a plain
// game the spaces paid for outright and those a stand may pay for with its income.
type standScan struct {
	hand       [NumGoods]Good // the first nGoods (at most MaxHand) are the goods in hand
	nGoods     int
	plain      bool // no challenge rule on where stands go, and not Crowded
	affordable uint32
	byIncome   uint32           // free spaces not affordable where some good in hand pays its way
	earns      [NumGoods]uint32 // byIncome by the goods in hand, in hand order
}

// countStands counts the stand moves. In a plain game a free space takes every good in
// hand when both its lines hold fewer stands than the mover has coins (the cost is 1 +
// the larger count); otherwise a good only if the new stand's income pays the rest, and
// income needs a customer in the row or column who seeks that good.
func (s *State) countStands(sc *standScan, p *Player) int {
	// Without branches: each good is written at the next place, which moves on only
	// past a good in hand (counts are 0 to 3).
	n := 0
	for g := range Good(NumGoods) {
		sc.hand[n] = g
		n += int(uint8(-p.Hand[g]) >> 7)
	}
	sc.nGoods = n
	if sc.nGoods == 0 || s.freeMask == 0 {
		return 0
	}
	ch := &Challenges[s.challenge]
	sc.plain = !ch.PubCrawl && ch.MaxStandsPerLine == 0 && !ch.Marquis && !ch.Crowded
	if !sc.plain {
		k := 0
		for free := s.freeMask; free != 0; free &= free - 1 {
			_, n := s.standGoodsAt(Space(bits.TrailingZeros32(free)), p, sc.hand[:sc.nGoods], ch)
			k += n
		}
		return k
	}
	// Paid outright where both lines hold fewer stands than the mover has coins.
	sc.affordable = s.freeMask
	if p.Money <= BoardSize {
		sc.affordable &^= s.crowdedAt[max(p.Money, 0)]
	}
	k := bits.OnesCount32(sc.affordable) * sc.nGoods
	// A stand not paid outright must earn the rest: from customers in its row or
	// column who seek its good. So each good in hand that earns is tried only on the
	// free spaces of the lines where it is sought. Where the stand costs just one coin
	// more than the mover has, any customer pays it; elsewhere the income is reckoned.
	near := s.freeMask &^ sc.affordable
	short := near // the spaces short of one coin at most
	if p.Money+1 <= BoardSize {
		short &^= s.crowdedAt[max(p.Money+1, 0)]
	}
	for j, g := range sc.hand[:sc.nGoods] {
		if !s.Collects(g) {
			continue
		}
		sought := near & s.soughtAt[g]
		earns := sought & short
		for f := sought &^ short; f != 0; f &= f - 1 {
			sp := Space(bits.TrailingZeros32(f))
			if s.earnsCost(sp, g, p.Money) {
				earns |= 1 << sp
			}
		}
		sc.earns[j] = earns
		sc.byIncome |= earns
		k += bits.OnesCount32(earns)
	}
	return k
}

// earnsCost reports whether a stand of g on sp, with money coins in hand, is paid for
// by what it earns at once (the plain rule; lineDemand counts the customers).
func (s *State) earnsCost(sp Space, g Good, money int) bool {
	row, col := rowLineOf[sp], colLineOf[sp]
	need := 1 + int(max(s.lineStands[row], s.lineStands[col])) - money
	return (1+int(s.bonus[sp][g]))*(int(s.lineDemand[row][g])+int(s.lineDemand[col][g])) >= need
}

// paidByIncome lists, in hand order, the goods whose stand on sp (not paid outright)
// earns enough to pay the rest.
func (sc *standScan) paidByIncome(sp Space, goods *[NumGoods]Good) int {
	n := 0
	for j, g := range sc.hand[:sc.nGoods] {
		if sc.earns[j]>>sp&1 != 0 {
			goods[n] = g
			n++
		}
	}
	return n
}

// standAt is the i-th stand move (i below the count).
func (s *State) standAt(sc *standScan, i int, p *Player) Move {
	ch := &Challenges[s.challenge]
	spaces := s.freeMask
	if sc.plain {
		spaces = sc.affordable | sc.byIncome
	}
	for ; spaces != 0; spaces &= spaces - 1 {
		sp := Space(bits.TrailingZeros32(spaces))
		var goods [NumGoods]Good
		var n int
		switch {
		case !sc.plain:
			goods, n = s.standGoodsAt(sp, p, sc.hand[:sc.nGoods], ch)
		case sc.affordable&(1<<sp) != 0:
			goods, n = sc.hand, sc.nGoods
		default:
			n = sc.paidByIncome(sp, &goods)
		}
		if i < n {
			return StandMove(goods[i], sp)
		}
		i -= n
	}
	panic("standAt: index beyond the stand moves")
}

// standGoodsAt is standMoves' choice of goods for one space, in its order, in a game
// whose rules restrict stands (or Crowded).
func (s *State) standGoodsAt(sp Space, p *Player, hand []Good, ch *Challenge) (out [NumGoods]Good, n int) {
	plain := !ch.PubCrawl && ch.MaxStandsPerLine == 0 && !ch.Marquis
	if !plain {
		if c := s.board[sp]; ch.PubCrawl && c.Kind == FaceDown && c.Restaurant != Pub {
			return
		}
	}
	row, col := rowLineOf[sp], colLineOf[sp]
	cost := 1 + int(max(s.lineStands[row], s.lineStands[col]))
	if plain && p.Money >= cost {
		return out, copy(out[:], hand)
	}
	if ch.MaxStandsPerLine > 0 && cost > ch.MaxStandsPerLine {
		return
	}
	allowed := GoodSet(1<<NumGoods - 1)
	if ch.Marquis {
		t := s.entrances[entranceOf(Top, sp.Col())]
		if sp.Col()%2 != 0 || t == NoCustomer {
			return
		}
		allowed = t.Seeks()
	}
	for _, g := range hand {
		if !allowed.Has(g) || p.Money < cost && p.Money+s.quickStandIncome(g, sp) < cost {
			continue
		}
		out[n] = g
		n++
	}
	return
}

// customerLine is one line's customer moves, as counting found them: the slots of
// the tiles it may take, times its open entrances.
type customerLine struct {
	line  Line
	nOpen uint8
	slots uint16
}

// countCustomers counts the customer moves, line by line into c for customerAt.
func (s *State) countCustomers(c *moveCounts) (k int) {
	ch := &Challenges[s.challenge]
	if s.availSlots == 0 {
		return 0
	}
	open := s.emptyMask // the entrances a tile may come to
	if ch.Marquis {
		open &^= 1<<BoardSize - 1 // Marquis de Lisboa closes the top side (entrances 0-4)
	}
	c.open = open
	both := bothOpen(open)
	// Only lines where the mover has a stand and an entrance is open can take a tile.
	for lines := s.ownLines[s.turn] & openLines(open); lines != 0; lines &= lines - 1 {
		l := Line(bits.TrailingZeros16(lines))
		nOpen := 1 + both>>l&1
		slots := s.seekersOf(s.lineOwnGoods[l][s.turn]) & fitSlots[s.lineStands[l]]
		if ch.LineNeedsEveryGood {
			for sl := slots; sl != 0; sl &= sl - 1 {
				j := bits.TrailingZeros16(sl)
				if sk := tileFaces[s.availTiles[j]].seeks; s.lineGoods[l]&sk != sk {
					slots &^= 1 << j
				}
			}
		}
		if slots != 0 {
			c.custLines[c.nCustLines] = customerLine{l, uint8(nOpen), slots}
			c.nCustLines++
			k += bits.OnesCount16(slots) * int(nOpen)
		}
	}
	return k
}

// customerAt is the i-th customer move (i below the count): tiles by slot, each at
// the line's open entrances in order.
func (s *State) customerAt(c *moveCounts, i int) Move {
	for _, cl := range c.custLines[:c.nCustLines] {
		nOpen := int(cl.nOpen)
		here := bits.OnesCount16(cl.slots) * nOpen
		if i >= here {
			i -= here
			continue
		}
		slots := cl.slots
		for j := i / nOpen; j > 0; j-- {
			slots &= slots - 1
		}
		ends := &lineEntrances[cl.line]
		e := ends[0]
		if c.open>>uint(e)&1 == 0 || i%nOpen == 1 {
			e = ends[1]
		}
		return CustomerMove(s.availTiles[bits.TrailingZeros16(slots)], e)
	}
	panic("customerAt: index beyond the customer moves")
}

// countRestaurants counts the restaurant moves: outside the Pub Crawl every kind in
// supply goes on every free space.
func (s *State) countRestaurants(p *Player) int {
	if Challenges[s.challenge].PubCrawl {
		return s.restaurantAt(MaxLegalMoves, p, nil)
	}
	kinds := 0
	for _, n := range p.Supply {
		kinds += int(uint8(-n) >> 7) // 1 when n > 0 (counts are 0 to a few)
	}
	return kinds * bits.OnesCount32(s.freeMask)
}

// restaurantAt finds the i-th restaurant move into m, or counts the restaurant moves (k).
// Every kind in supply goes on every free space, save a Pub in a Pub Crawl.
func (s *State) restaurantAt(i int, p *Player, m *Move) (k int) {
	if !Challenges[s.challenge].PubCrawl {
		free := s.freeMask
		here := bits.OnesCount32(free)
		if here == 0 {
			return 0
		}
		for r := Restaurant(0); r < NumRestaurants; r++ {
			if p.Supply[r] == 0 {
				continue
			}
			if i-k < here {
				for j := i - k; j > 0; j-- {
					free &= free - 1
				}
				*m = RestaurantMove(r, Space(bits.TrailingZeros32(free)))
				return k
			}
			k += here
		}
		return k
	}
	for r := Restaurant(0); r < NumRestaurants; r++ {
		if p.Supply[r] == 0 {
			continue
		}
		spaces := s.freeMask
		if r == Pub {
			for f := spaces; f != 0; f &= f - 1 {
				if sp := Space(bits.TrailingZeros32(f)); s.pubCrawlBlocks(sp) {
					spaces &^= 1 << sp
				}
			}
		}
		here := bits.OnesCount32(spaces)
		if i-k < here {
			for j := i - k; j > 0; j-- {
				spaces &= spaces - 1
			}
			*m = RestaurantMove(r, Space(bits.TrailingZeros32(spaces)))
			return k
		}
		k += here
	}
	return k
}
