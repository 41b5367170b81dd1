package game

// MaxLegalMoves bounds the decisions open at once (75 stands + 240 customers + 150
// restaurants + coin + redraw), so callers can size a buffer once.
const MaxLegalMoves = 512

// LegalMoves appends every legal move to buf[:0] and returns it. It enumerates exactly
// the moves Check accepts, but fast: it is the inner loop of the AI.
func (s *State) LegalMoves(buf []Move) []Move {
	moves := buf[:0]
	if s.over {
		return moves
	}
	if s.awaitingTake {
		if s.canRedraw(s.display) {
			moves = append(moves, RedrawMove())
		}
		for g := Good(0); g < NumGoods; g++ {
			if s.display[g] > 0 {
				moves = append(moves, TakeMove(g))
			}
		}
		return moves
	}
	if s.canRedraw(s.players[s.turn].Hand) {
		moves = append(moves, RedrawMove())
	}
	if !s.Solo() {
		moves = append(moves, CoinMove())
	}
	var free [NumSpaces]Space
	nFree := 0
	for sp := Space(0); sp < NumSpaces; sp++ {
		if s.board[sp].Available() {
			free[nFree] = sp
			nFree++
		}
	}
	moves = s.standMoves(moves, free[:nFree])
	moves = s.customerMoves(moves)
	return s.restaurantMoves(moves, free[:nFree])
}

// HasLegalMove reports whether the player to move can do anything at all.
func (s *State) HasLegalMove() bool {
	var buf [MaxLegalMoves]Move
	return len(s.LegalMoves(buf[:0])) > 0
}

// standMoves lists the stands that may open on the free (available) spaces.
func (s *State) standMoves(moves []Move, free []Space) []Move {
	p := &s.players[s.turn]
	ch := &Challenges[s.challenge]
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
	for _, sp := range free {
		if c := s.board[sp]; ch.PubCrawl && c.Kind == FaceDown && c.Restaurant != Pub {
			continue
		}
		cost := 1 + int(max(s.lineStands[sp.RowLine()], s.lineStands[sp.ColLine()]))
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
		for _, g := range goods[:nGoods] {
			if !allowed.Has(g) || p.Money < cost && p.Money+s.quickStandIncome(g, sp) < cost {
				continue
			}
			moves = append(moves, StandMove(g, sp))
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
	customers := int(s.lineDemand[sp.RowLine()][g]) + int(s.lineDemand[sp.ColLine()][g])
	if customers == 0 || !s.Collects(g) {
		return 0
	}
	return s.StandValue(sp, g) * customers
}

func (s *State) customerMoves(moves []Move) []Move {
	ch := &Challenges[s.challenge]
	for l := Line(0); l < NumLines; l++ {
		own := s.lineOwnGoods[l][s.turn]
		if own == 0 {
			continue // no stand of the mover's in the line: no tile may come
		}
		var open [2]Entrance
		nOpen := 0
		for _, e := range l.Entrances() {
			if s.entrances[e] == NoCustomer && !(ch.Marquis && e.Side() == Top) {
				open[nOpen] = e
				nOpen++
			}
		}
		if nOpen == 0 {
			continue
		}
		for n := 1; n <= min(MaxCustomers, int(s.lineStands[l])); n++ {
			for _, t := range s.stacks[n-1][:s.availableCount(n)] {
				seeks := t.Seeks()
				if own&seeks == 0 || ch.LineNeedsEveryGood && s.lineGoods[l]&seeks != seeks {
					continue
				}
				for _, e := range open[:nOpen] {
					moves = append(moves, CustomerMove(t, e))
				}
			}
		}
	}
	return moves
}

func (s *State) restaurantMoves(moves []Move, free []Space) []Move {
	p := &s.players[s.turn]
	for r := Restaurant(0); r < NumRestaurants; r++ {
		if p.Supply[r] == 0 {
			continue
		}
		for _, sp := range free {
			if !(r == Pub && s.pubCrawlBlocks(sp)) {
				moves = append(moves, RestaurantMove(r, sp))
			}
		}
	}
	return moves
}
