package game

import "math/bits"

// MaxLegalMoves bounds the decisions open at once (75 stands + 240 customers + 150
// restaurants + coin + redraw), so callers can size a buffer once.
const MaxLegalMoves = 512

// Tables of the board's geometry, so that the move generator does no division.
var (
	rowLineOf, colLineOf = func() (rows, cols [NumSpaces]Line) {
		for sp := Space(0); sp < NumSpaces; sp++ {
			rows[sp], cols[sp] = sp.RowLine(), sp.ColLine()
		}
		return
	}()
	lineEntrances = func() (out [NumLines][2]Entrance) {
		for l := Line(0); l < NumLines; l++ {
			out[l] = l.Entrances()
		}
		return
	}()
	lineSpaces = func() (out [NumLines][BoardSize]Space) {
		for l := Line(0); l < NumLines; l++ {
			out[l] = l.Spaces()
		}
		return
	}()
	entranceLine = func() (out [NumEntrances]Line) {
		for e := Entrance(0); e < NumEntrances; e++ {
			out[e] = e.Line()
		}
		return
	}()
	aroundEntrances = func() (out [NumSpaces][4]Entrance) {
		for sp := Space(0); sp < NumSpaces; sp++ {
			out[sp] = entrancesAround(sp)
		}
		return
	}()
)

// LegalMoves appends every legal move to buf[:0] and returns it. It enumerates exactly
// the moves Check accepts, in a fixed order (redraw, coin, stands by space then good,
// customers by line, size, stack place and entrance, restaurants by kind then space),
// but fast: it is the inner loop of the AI. With a buffer of MaxLegalMoves it never
// allocates.
func (s *State) LegalMoves(buf []Move) []Move {
	moves := buf[:0]
	if s.over {
		return moves
	}
	if s.awaitingTake {
		if s.canRedraw(&s.display) {
			moves = append(moves, RedrawMove())
		}
		for g := Good(0); g < NumGoods; g++ {
			if s.display[g] > 0 {
				moves = append(moves, TakeMove(g))
			}
		}
		return moves
	}
	p := &s.players[s.turn]
	if s.canRedraw(&p.Hand) {
		moves = append(moves, RedrawMove())
	}
	if !s.Solo() {
		moves = append(moves, CoinMove())
	}
	free := s.freeMask
	moves = s.standMoves(moves, p, free)
	moves = s.customerMoves(moves)
	return s.restaurantMoves(moves, p, free)
}

// HasLegalMove reports whether the player to move can do anything at all.
func (s *State) HasLegalMove() bool {
	var buf [MaxLegalMoves]Move
	return len(s.LegalMoves(buf[:0])) > 0
}

// standMoves lists the stands that may open on the free (available) spaces.
func (s *State) standMoves(moves []Move, p *Player, free uint32) []Move {
	ch := &Challenges[s.challenge]
	if !ch.PubCrawl && ch.MaxStandsPerLine == 0 && !ch.Marquis && !ch.Crowded {
		return s.plainStandMoves(moves, p)
	}
	return s.challengeStandMoves(moves, p, free, ch)
}

// plainStandMoves lists the stands of a game without a challenge's limits: the spaces
// and goods countStands finds, in this order.
func (s *State) plainStandMoves(moves []Move, p *Player) []Move {
	var sc standScan
	if s.countStands(&sc, p) == 0 {
		return moves
	}
	hand := sc.hand[:sc.nGoods]
	for spaces := sc.affordable | sc.byIncome; spaces != 0; spaces &= spaces - 1 {
		sp := Space(bits.TrailingZeros32(spaces))
		paid := sc.affordable>>sp&1 != 0
		for j, g := range hand {
			if paid || sc.earns[j]>>sp&1 != 0 {
				moves = pushMove(moves, OpenStand, g, sp, 0, 0, 0)
			}
		}
	}
	return moves
}

// challengeStandMoves lists the stands a solo challenge's limits allow on the free
// spaces (The Pub Crawl's pubs, a most of stands a line, The Marquis's columns, The
// Crowded Mercado's own clock).
func (s *State) challengeStandMoves(moves []Move, p *Player, free uint32, ch *Challenge) []Move {
	var goods [MaxHand]Good
	nGoods := 0
	for g := Good(0); g < NumGoods; g++ {
		if p.Hand[g] > 0 {
			goods[nGoods] = g
			nGoods++
		}
	}
	if nGoods == 0 {
		return moves
	}
	hand := goods[:nGoods]
	plain := !ch.PubCrawl && ch.MaxStandsPerLine == 0 && !ch.Marquis
	for ; free != 0; free &= free - 1 {
		sp := Space(bits.TrailingZeros32(free))
		if !plain {
			if c := s.board[sp]; ch.PubCrawl && c.Kind == FaceDown && c.Restaurant != Pub {
				continue
			}
		}
		row, col := rowLineOf[sp], colLineOf[sp]
		cost := 1 + int(max(s.lineStands[row], s.lineStands[col]))
		if plain && p.Money >= cost {
			for _, g := range hand {
				moves = pushMove(moves, OpenStand, g, sp, 0, 0, 0)
			}
			continue
		}
		if plain && !ch.Crowded {
			// The stand must pay for itself: its income is its value times the
			// customers in its row and column who seek its good (none: no income).
			if s.lineWants[row]|s.lineWants[col] == 0 {
				continue
			}
			need := cost - p.Money
			for _, g := range hand {
				customers := int(s.lineDemand[row][g]) + int(s.lineDemand[col][g])
				if customers > 0 && s.Collects(g) && (1+int(s.bonus[sp][g]))*customers >= need {
					moves = pushMove(moves, OpenStand, g, sp, 0, 0, 0)
				}
			}
			continue
		}
		if ch.MaxStandsPerLine > 0 && cost > ch.MaxStandsPerLine {
			continue
		}
		allowed := GoodSet(1<<NumGoods - 1)
		if ch.Marquis {
			t := s.entrances[entranceOf(Top, sp.Col())]
			if sp.Col()%2 != 0 || t == NoCustomer {
				continue
			}
			allowed = t.Seeks()
		}
		for _, g := range hand {
			if !allowed.Has(g) || p.Money < cost && p.Money+s.quickStandIncome(g, sp) < cost {
				continue
			}
			moves = pushMove(moves, OpenStand, g, sp, 0, 0, 0)
		}
	}
	return moves
}

// quickStandIncome is standIncome for the mover, shortened by the demand cache.
func (s *State) quickStandIncome(g Good, sp Space) int {
	if Challenges[s.challenge].Crowded {
		var out Preview
		s.standIncome(&out, g, sp)
		return out.Income[s.turn]
	}
	customers := int(s.lineDemand[rowLineOf[sp]][g]) + int(s.lineDemand[colLineOf[sp]][g])
	if customers == 0 || !s.Collects(g) {
		return 0
	}
	return s.StandValue(sp, g) * customers
}

func (s *State) customerMoves(moves []Move) []Move {
	ch := &Challenges[s.challenge]
	tiles := &s.availTiles
	if s.availSlots == 0 {
		return moves
	}
	empty := s.emptyMask // the entrances a tile may come to
	if ch.Marquis {
		empty &^= 1<<BoardSize - 1 // Marquis de Lisboa closes the top side (entrances 0-4)
	}
	// A tile may come only to a line where the mover has a stand and an entrance is open.
	for lines := s.ownLines[s.turn] & openLines(empty); lines != 0; lines &= lines - 1 {
		l := Line(bits.TrailingZeros16(lines))
		own := s.lineOwnGoods[l][s.turn]
		var open [2]Entrance
		nOpen := 0
		for _, e := range lineEntrances[l] {
			if empty>>uint(e)&1 != 0 {
				open[nOpen] = e
				nOpen++
			}
		}
		// The slots of tiles small enough for the line that seek a good the mover sells there.
		slots := s.seekersOf(own) & fitSlots[s.lineStands[l]]
		for ; slots != 0; slots &= slots - 1 {
			t := tiles[bits.TrailingZeros16(slots)]
			if sk := tileFaces[t].seeks; ch.LineNeedsEveryGood && s.lineGoods[l]&sk != sk {
				continue
			}
			for _, e := range open[:nOpen] {
				moves = pushMove(moves, BringCustomer, 0, 0, t, e, 0)
			}
		}
	}
	return moves
}

func (s *State) restaurantMoves(moves []Move, p *Player, free uint32) []Move {
	for r := Restaurant(0); r < NumRestaurants; r++ {
		if p.Supply[r] == 0 {
			continue
		}
		for f := free; f != 0; f &= f - 1 {
			sp := Space(bits.TrailingZeros32(f))
			if !(r == Pub && s.pubCrawlBlocks(sp)) {
				moves = pushMove(moves, OpenRestaurant, 0, sp, 0, 0, r)
			}
		}
	}
	return moves
}

// pushMove appends a move by writing its fields in place. Appending a Move value built
// on the stack made the processor reload it as one wide word right after writing it
// byte by byte, a store-forwarding stall that cost more than the rest of the generator.
func pushMove(moves []Move, k MoveKind, g Good, sp Space, t CustomerTile, e Entrance, r Restaurant) []Move {
	n := len(moves)
	if n < cap(moves) {
		moves = moves[:n+1]
	} else {
		moves = append(moves, Move{})
	}
	m := &moves[n]
	m.Kind, m.Good, m.Space, m.Tile, m.Entrance, m.Restaurant = k, g, sp, t, e, r
	return moves
}
