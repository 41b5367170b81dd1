package game

// View returns the game as seat may know it. What no player can see is put in a fixed
// canonical order: the identities of face-down restaurants (their multiset is public:
// the box less what has been seen), the bag's order and the order of each customer stack
// below its available tiles; the random generator is cleared. Two states that differ
// only in those hidden parts give equal views, so an AI that reads only the view cannot
// use them. Money stays: every earning is public, so a player who counts knows it (see
// MoneyShown for what the screen hides). Determinize turns a view back into a playable
// guess.
func (s *State) View(seat int) *State {
	v := *s
	v.forEachHidden(sortSmall)
	v.rng = RNG{}
	return &v
}

// Determinize deals the hidden parts of a view at random: one sample of the positions
// the viewer cannot tell apart.
func (s *State) Determinize(r *RNG) *State {
	d := new(State)
	s.DeterminizeInto(d, r)
	return d
}

// DeterminizeInto is Determinize writing into dst, for search loops that reuse a state.
func (s *State) DeterminizeInto(dst *State, r *RNG) {
	*dst = *s
	dst.forEachHidden(func(items []byte) { shuffle(r, items) })
	dst.rng = NewRNG(r.Uint64())
}

// forEachHidden hands each group of interchangeable hidden items to f, which may reorder
// them in place.
func (s *State) forEachHidden(f func(items []byte)) {
	var buf [StandTiles]byte
	if !Challenges[s.challenge].PubCrawl { // there face-down tiles show their type
		ids := buf[:0]
		for _, c := range s.board {
			if c.Kind == FaceDown {
				ids = append(ids, byte(c.Restaurant))
			}
		}
		f(ids)
		for sp := range s.board {
			if s.board[sp].Kind == FaceDown {
				s.board[sp].Restaurant = Restaurant(ids[0])
				ids = ids[1:]
			}
		}
	}
	bag := buf[:s.bagLen]
	for i := range bag {
		bag[i] = byte(s.bag[i])
	}
	f(bag)
	for i, g := range bag {
		s.bag[i] = Good(g)
	}
	for n := range s.stacks {
		if s.stackLen[n] <= AvailablePerStack {
			continue
		}
		rest := buf[:int(s.stackLen[n])-AvailablePerStack]
		for i := range rest {
			rest[i] = byte(s.stacks[n][AvailablePerStack+i])
		}
		f(rest)
		for i, t := range rest {
			s.stacks[n][AvailablePerStack+i] = CustomerTile(t)
		}
	}
}

// sortSmall sorts small numbers (all below 64) in place by counting them.
func sortSmall(items []byte) {
	var count [64]uint8
	for _, x := range items {
		count[x]++
	}
	i := 0
	for x, n := range count {
		for ; n > 0; n-- {
			items[i] = byte(x)
			i++
		}
	}
}

// MoneyShown tells whether viewer's screen shows seat's money: always with open money,
// and with hidden money only the viewer's own.
func (s *State) MoneyShown(viewer, seat int) bool {
	return !s.moneyHidden || viewer == seat
}

// SwapFaceDown makes the face-down restaurant at sp a r, trading identities with another
// face-down r, so that the face-down multiset stays as it was: a guess (a view turned into
// a position) corrected with what was later seen. It reports false when sp is not face
// down or no face-down r lies elsewhere; the position is then unchanged.
func (s *State) SwapFaceDown(sp Space, r Restaurant) bool {
	if s.board[sp].Kind != FaceDown {
		return false
	}
	if s.board[sp].Restaurant == r {
		return true
	}
	for o := range s.board {
		if s.board[o].Kind == FaceDown && s.board[o].Restaurant == r {
			s.board[o].Restaurant, s.board[sp].Restaurant = s.board[sp].Restaurant, r
			return true
		}
	}
	return false
}
