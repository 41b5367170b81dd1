package game

// Play checks m and makes it, or returns an *IllegalMove saying why it cannot be made.
func (s *State) Play(m Move) error {
	if err := s.Check(m); err != nil {
		return err
	}
	s.Apply(m)
	return nil
}

// Apply makes a move known to be legal (one from LegalMoves) without checking it:
// the fast path for search. An illegal move leaves the state undefined.
func (s *State) Apply(m Move) {
	p := &s.players[s.turn]
	switch m.Kind {
	case Redraw:
		if s.awaitingTake {
			s.redraw(&s.display)
		} else {
			s.redraw(&p.Hand)
		}
		s.redrawn = true
		s.checkSoloEnd() // a new hand may leave nothing to do
		return
	case Take:
		p.Hand[m.Good]++
		s.display[m.Good]--
		for s.displaySize() < DisplaySize && s.bagLen > 0 {
			s.display[s.draw()]++
		}
		s.endTurn(OpenStand)
		return
	}
	out := s.outcome(&m)
	for seat := range out.Income[:s.numPlayers] {
		s.players[seat].Money += out.Income[seat]
	}
	s.bestAction = max(s.bestAction, out.Income[s.turn])
	s.earnedFromFours += out.FromFours
	p.Money -= out.Cost
	if m.Kind != Coin {
		s.coinsInARow = 0
	}
	switch m.Kind {
	case Coin:
		s.coinsInARow++
	case OpenRestaurant:
		p.Supply[m.Restaurant]--
		s.place(m.Space, SpaceContent{Kind: FaceUp, Restaurant: m.Restaurant})
		s.noteRestaurant(m.Space, m.Restaurant)
	case BringCustomer:
		s.takeCustomer(m.Tile)
		s.entrances[m.Entrance] = m.Tile
		s.freeEntrance--
		s.emptyMask &^= 1 << m.Entrance
		s.noteCustomer(m.Entrance, m.Tile)
		if m.Tile.Customers() == MaxCustomers {
			s.foursBrought++
		}
	case OpenStand:
		p.Hand[m.Good]--
		p.Stands--
		s.place(m.Space, SpaceContent{Kind: StandSpace, Good: m.Good, Owner: s.turn})
		s.noteStand(m.Space, m.Good, int(s.turn))
		if p.HandSize() < p.HandLimit() && s.displaySize() > 0 {
			s.awaitingTake, s.redrawn = true, false
			return
		}
	}
	s.endTurn(m.Kind)
}

// place puts c on sp; a face-down restaurant there goes face up into the mover's supply.
func (s *State) place(sp Space, c SpaceContent) {
	if old := s.board[sp]; old.Kind == FaceDown {
		s.players[s.turn].Supply[old.Restaurant]++
	}
	s.board[sp] = c
	s.freeSpaces--
	s.freeMask &^= 1 << sp
}

// takeCustomer removes an available tile from its stack; the next one moves up.
func (s *State) takeCustomer(t CustomerTile) {
	n := t.Customers() - 1
	stack := s.stacks[n][:s.stackLen[n]]
	for i, x := range stack {
		if x == t {
			for j := i; j < len(stack)-1; j++ { // a few bytes: no memmove call
				stack[j] = stack[j+1]
			}
			s.stackLen[n]--
			stack[len(stack)-1] = 0 // unused slots stay zero, so equal positions are equal values
			s.recountStack(n + 1)
			s.recountSeekers()
			return
		}
	}
}

func (s *State) draw() Good {
	s.bagLen--
	g := s.bag[s.bagLen]
	s.bag[s.bagLen] = 0 // unused slots stay zero, so equal positions are equal values
	return g
}

// redraw replaces three identical tiles with three from the bag, then returns the
// three to the bag and shuffles it.
func (s *State) redraw(tiles *[NumGoods]int8) {
	var same Good
	for g, n := range tiles {
		if n == 3 {
			same = Good(g)
		}
	}
	tiles[same] = 0
	for i := 0; i < 3; i++ {
		tiles[s.draw()]++
	}
	for i := 0; i < 3; i++ {
		s.bag[s.bagLen] = same
		s.bagLen++
	}
	shuffle(&s.rng, s.bag[:s.bagLen])
}
