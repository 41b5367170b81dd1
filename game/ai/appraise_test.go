package ai

import "testing"

// TestAppraiseSeesOnlyTheView: the review's judgement of a decision is the same whatever
// the hidden parts hold (bag order, stacks, face-down restaurants): it works from the
// mover's view alone. It is the same when asked again, and the best move is legal.
func TestAppraiseSeesOnlyTheView(t *testing.T) {
	opt := AppraiseOptions{Iterations: 200, Samples: 150}
	checked := 0
	for _, cfg := range []struct{ players, challenge int }{{2, 0}, {3, 0}, {1, 3}} {
		for seed := uint64(1); seed <= 3; seed++ {
			s := newGame(t, cfg.players, seed, cfg.challenge)
			midGame(s, int(4+5*seed), seed)
			if s.Over() {
				continue
			}
			variant, ok := hiddenVariant(s, seed*17)
			if !ok {
				continue
			}
			legal := s.LegalMoves(nil)
			played := legal[len(legal)/2]
			a, ok1 := Appraise(s, played, opt, nil)
			b, ok2 := Appraise(variant, played, opt, nil)
			again, _ := Appraise(s, played, opt, nil)
			if !ok1 || !ok2 || a != b || a != again {
				t.Errorf("%d players, seed %d: %+v, with other hidden parts %+v, again %+v", cfg.players, seed, a, b, again)
			}
			if !isLegal(s, a.Best) {
				t.Errorf("best move %v is not legal", a.Best)
			}
			if a.Best == played && a.BestValue != a.PlayedValue {
				t.Errorf("the same move valued %v and %v", a.BestValue, a.PlayedValue)
			}
			checked++
		}
	}
	if checked < 5 {
		t.Fatalf("only %d positions checked", checked)
	}
}
