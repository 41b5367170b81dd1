package game

import "testing"

// The engine's hot path (legal moves, check, apply, clone, playout) must not allocate:
// the AI runs it millions of times per decision.
func TestHotPathDoesNotAllocate(t *testing.T) {
	buf := make([]Move, 0, MaxLegalMoves)
	var c State
	for _, cfg := range []Config{{Players: 2, Seed: 3}, {Players: 4, Seed: 4}, {Players: 1, Seed: 5, Challenge: 7}, {Players: 1, Seed: 6, Challenge: 8}} {
		start, err := NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := NewRNG(cfg.Seed)
		allocs := testing.AllocsPerRun(200, func() {
			start.CloneInto(&c)
			for !c.Over() {
				buf = c.LegalMoves(buf)
				m := buf[r.Intn(len(buf))]
				if c.Check(m) != nil {
					panic("LegalMoves listed a move Check refuses")
				}
				c.Apply(m)
			}
		})
		if allocs != 0 {
			t.Errorf("%+v: a random playout allocates %.1f times", cfg, allocs)
		}
	}
}

// A refusal's English reason is worded when the move is checked and refused, and
// reads the same as it always has.
func TestRefusalStillWorded(t *testing.T) {
	s, _ := NewGame(Config{Players: 2, Seed: 1})
	err := s.Check(TakeMove(Fish))
	im, ok := err.(*IllegalMove)
	if !ok || im.Code != "take_after_stand" || im.Reason != "a display tile is taken only right after opening a stand" || im.Error() != im.Reason {
		t.Fatalf("got %#v", err)
	}
	err = s.Check(StandMove(Fish, SpaceAt(0, 0)))
	if im, ok := err.(*IllegalMove); ok && im.Code == "no_tile_in_hand" && im.Reason != "you have no fish stand tile in hand" {
		t.Fatalf("got %q", im.Reason)
	}
}

// AppendWinners lists what Winners lists, after what the buffer holds, and with room
// in the buffer it does not allocate.
func TestAppendWinners(t *testing.T) {
	r := NewRNG(11)
	var s State
	var buf [MaxPlayers + 1]int
	for g := 0; g < 300; g++ {
		if err := NewGameInto(&s, Config{Players: 2 + g%3, Seed: uint64(g)}); err != nil {
			t.Fatal(err)
		}
		if got := s.AppendWinners(buf[:0]); len(got) != 0 {
			t.Fatalf("a game not over has winners %v", got)
		}
		for !s.Over() {
			m, _ := s.RandomLegalMove(&r)
			s.Apply(m)
		}
		want := s.Winners()
		got := s.AppendWinners(append(buf[:0], -7))
		if len(got) != len(want)+1 || got[0] != -7 || !equalInts(got[1:], want) {
			t.Fatalf("game %d: AppendWinners gave %v, Winners %v", g, got, want)
		}
		if allocs := testing.AllocsPerRun(10, func() { s.AppendWinners(buf[:0]) }); allocs != 0 {
			t.Fatalf("AppendWinners allocates %.1f times", allocs)
		}
	}
}
