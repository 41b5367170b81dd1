package game

import "testing"

func TestSmokeRandom(t *testing.T) {
	for ch := 0; ch < 10; ch++ {
		for np := 1; np <= 4; np++ {
			if ch > 0 && np > 1 {
				continue
			}
			total, moves := 0, 0
			for seed := uint64(0); seed < 200; seed++ {
				s, err := NewGame(Config{Players: np, Seed: seed, Challenge: ch})
				if err != nil {
					t.Fatal(err)
				}
				r := NewRNG(seed)
				var buf []Move
				for i := 0; !s.Over(); i++ {
					buf = s.LegalMoves(buf)
					if len(buf) == 0 {
						t.Fatalf("no moves, not over ch%d np%d", ch, np)
					}
					m := buf[r.Intn(len(buf))]
					if err := s.Play(m); err != nil {
						t.Fatalf("generated move %v illegal: %v", m, err)
					}
					moves++
					if i > 2000 {
						t.Fatal("too long")
					}
				}
				total += s.Score(0)
			}
			t.Logf("ch%d np%d mean score seat0 %.1f, moves/game %.1f", ch, np, float64(total)/200, float64(moves)/200)
		}
	}
}
