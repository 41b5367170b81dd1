package game

import "testing"

// TestSwapFaceDown: a face-down restaurant re-identified trades places with another
// face-down one of that kind, so the face-down multiset is unchanged; a space that is not
// face down, or a kind none lies face down as, leaves the position as it was.
func TestSwapFaceDown(t *testing.T) {
	s, err := NewGame(Config{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	count := func() map[Restaurant]int {
		m := map[Restaurant]int{}
		for sp := Space(0); sp < NumSpaces; sp++ {
			if c := s.Space(sp); c.Kind == FaceDown {
				m[c.Restaurant]++
			}
		}
		return m
	}
	var down []Space
	for sp := Space(0); sp < NumSpaces; sp++ {
		if s.Space(sp).Kind == FaceDown {
			down = append(down, sp)
		}
	}
	var a, b Space = -1, -1
	for _, x := range down {
		for _, y := range down {
			if s.Space(x).Restaurant != s.Space(y).Restaurant {
				a, b = x, y
			}
		}
	}
	if a < 0 {
		t.Fatal("the deal has face-down restaurants of one kind only")
	}
	before, want := count(), s.Space(b).Restaurant
	if !s.SwapFaceDown(a, want) || s.Space(a).Restaurant != want {
		t.Fatalf("space %v is not a %v after the swap", a, want)
	}
	after := count()
	for r, n := range before {
		if after[r] != n {
			t.Fatalf("the face-down restaurants changed: %v, then %v", before, after)
		}
	}
	saved := *s
	if s.SwapFaceDown(down[0], UnknownRestaurant) || *s != saved {
		t.Fatal("a swap to a kind none lies face down as changed the position")
	}
}
