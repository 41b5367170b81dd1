package ai

import (
	"testing"

	"mercado/game"
)

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

// TestJudgeInSoloIsThePlanner: in a solo challenge the coach's judge (the hint and the
// review) is the solo planner at the judge's work, one worker: its ranking, the same
// whatever the machine's cores, and never a move it did not weigh. A forced move is
// still valued (by hard, as the planner does not weigh a single move).
func TestJudgeInSoloIsThePlanner(t *testing.T) {
	const work = 300
	for ch := 1; ch <= game.NumChallenges; ch++ {
		s := newGame(t, 1, uint64(ch), ch)
		midGame(s, 8, uint64(ch))
		got := Judge(s, work, nil)
		want := NewSolo(judgeSeed, SoloOptions{Playouts: work, Workers: 1, Halve: true}).think(s.View(0), nil)
		if len(got) < 2 || len(got) != len(want) {
			t.Fatalf("challenge %d: the judge ranked %d moves, the planner %d", ch, len(got), len(want))
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("challenge %d: the judge's %d-th move is %v (%.2f), the planner's %v (%.2f)", ch, i+1, got[i].Move, got[i].Value, want[i].Move, want[i].Value)
			}
		}
		if got[0].Value <= 0 {
			t.Errorf("challenge %d: the best move is valued %.2f coins", ch, got[0].Value)
		}
	}
	// A forced move: the first decision of a game whose only legal move is one.
	for seed := uint64(1); seed < 200; seed++ {
		s := newGame(t, 1, seed, 2)
		for !s.Over() {
			legal := s.LegalMoves(nil)
			if len(legal) == 1 {
				r := Judge(s, work, nil)
				if len(r) != 1 || r[0].Move != legal[0] || r[0].Value == 0 {
					t.Fatalf("a forced move is judged %+v", r)
				}
				return
			}
			s.Apply(legal[len(legal)/2])
		}
	}
	t.Log("no forced move met")
}
