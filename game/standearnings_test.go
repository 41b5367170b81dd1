package game

import "testing"

// StandEarnings splits Preview's income over the stands that earn it: per owner the
// shares add up to the income, only stands earn (never an empty space), and the
// preview itself is the same.
func TestStandEarningsAddUpToTheIncome(t *testing.T) {
	var buf [MaxLegalMoves]Move
	checked := 0
	for game := 0; game < 120; game++ {
		cfg := Config{Players: 1 + game%4, Seed: uint64(game) + 1}
		if game%4 == 0 {
			cfg.Challenge = 1 + game/4%9 // the solo games run through the challenges
		}
		s, err := NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := NewRNG(uint64(game))
		for steps := 0; !s.Over() && steps < 400; steps++ {
			moves := s.LegalMoves(buf[:0])
			for _, m := range moves {
				p, earned := s.StandEarnings(m)
				if want := s.Preview(m); p != want {
					t.Fatalf("%v: StandEarnings preview %+v, Preview %+v", m, p, want)
				}
				var byOwner [MaxPlayers]int
				for sp, v := range earned {
					if v == 0 {
						continue
					}
					c := s.Space(Space(sp))
					owner := int(c.Owner)
					if c.Kind != StandSpace {
						if m.Kind != OpenStand || Space(sp) != m.Space {
							t.Fatalf("%v: %v earns %d but holds no stand", m, Space(sp), v)
						}
						owner = s.ToMove()
					}
					byOwner[owner] += v
				}
				if m.Kind == BringCustomer || m.Kind == OpenStand {
					if byOwner != p.Income {
						t.Fatalf("%v: stands earn %v in all, the income is %v", m, byOwner, p.Income)
					}
				}
				checked++
			}
			s.Apply(moves[rng.Intn(len(moves))])
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d moves checked", checked)
	}
}
