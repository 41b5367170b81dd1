package game

import "testing"

// PaysPerCustomer is the rulebook's value: 1, plus 1 for each face-up restaurant next to
// the stand (never diagonally) that favours its good; nothing where there is no stand,
// and in The Specialist nothing for the goods that do not count.
func TestPaysPerCustomerIsTheStandsValue(t *testing.T) {
	checked := 0
	forEachPosition(t, func(s *State) {
		for sp := Space(0); sp < NumSpaces; sp++ {
			c := s.Space(sp)
			want := 0
			if c.Kind == StandSpace && (!s.Challenge().OnlySpecialtyEarns || c.Good == s.Specialty()) {
				want = 1
				for _, n := range sp.Neighbours() {
					if o := s.Space(n); o.Kind == FaceUp && (o.Restaurant == Pub || Good(o.Restaurant-1) == c.Good) {
						want++
					}
				}
				checked++
			}
			if got := s.PaysPerCustomer(sp); got != want {
				t.Fatalf("%v holding %+v: pays %d a customer, the rules %d", sp, c, got, want)
			}
		}
	})
	if checked < 5000 {
		t.Fatalf("only %d stands checked", checked)
	}
	if (&State{}).PaysPerCustomer(-1) != 0 || (&State{}).PaysPerCustomer(NumSpaces) != 0 {
		t.Fatal("a space off the market pays something")
	}
}

// For every customer tile that may come, StandEarnings marks exactly the stands of its
// line that sell a wanted good, each with its value times the tile's customers, and the
// marks of each seat's stands add up to what the move, once made, adds to its money.
func TestStandEarningsOfCustomersAreWhatTheMovePays(t *testing.T) {
	var buf [MaxLegalMoves]Move
	checked := 0
	forEachPosition(t, func(s *State) {
		for _, m := range s.LegalMoves(buf[:0]) {
			if m.Kind != BringCustomer {
				continue
			}
			_, earned := s.StandEarnings(m)
			line, n := m.Entrance.Line(), m.Tile.Customers()
			var byOwner [MaxPlayers]int
			for sp := Space(0); sp < NumSpaces; sp++ {
				c := s.Space(sp)
				want := 0
				if c.Kind == StandSpace && (sp.RowLine() == line || sp.ColLine() == line) && m.Tile.Seeks().Has(c.Good) {
					want = s.PaysPerCustomer(sp) * n
					byOwner[c.Owner] += want
				}
				if earned[sp] != want {
					t.Fatalf("%v: the stand on %v earns %d, the rules pay %d", m, sp, earned[sp], want)
				}
			}
			after := s.Clone()
			after.Apply(m)
			for seat := 0; seat < s.NumPlayers(); seat++ {
				if got := after.Player(seat).Money - s.Player(seat).Money; got != byOwner[seat] {
					t.Fatalf("%v: seat %d's stands are marked %d, the move pays it %d", m, seat, byOwner[seat], got)
				}
			}
			checked++
		}
	})
	if checked < 2000 {
		t.Fatalf("only %d customer moves checked", checked)
	}
}

// forEachPosition walks random games of one to four seats (the solo ones through the
// challenges) and hands f every position on the way.
func forEachPosition(t *testing.T, f func(s *State)) {
	t.Helper()
	var buf [MaxLegalMoves]Move
	for game := 0; game < 60; game++ {
		cfg := Config{Players: 1 + game%4, Seed: uint64(game) + 7}
		if game%4 == 0 {
			cfg.Challenge = 1 + game/4%9
		}
		s, err := NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := NewRNG(uint64(game))
		for steps := 0; !s.Over() && steps < 400; steps++ {
			f(s)
			moves := s.LegalMoves(buf[:0])
			s.Apply(moves[rng.Intn(len(moves))])
		}
	}
}
