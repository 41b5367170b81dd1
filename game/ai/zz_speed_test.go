package ai

import (
	"testing"
	"time"

	"mercado/game"
)

func TestDebugSpeed(t *testing.T) {
	for _, np := range []int{1, 2, 4} {
		s, _ := game.NewGame(game.Config{Players: np, Seed: 3})
		// play a few medium moves in
		md := NewMedium(1)
		for i := 0; i < 10; i++ {
			s.Play(md.Choose(s))
		}
		h := NewHard(1, Options{Iterations: 4000, Workers: 1})
		start := time.Now()
		r := h.rank(s, 5)
		el := time.Since(start)
		t.Logf("np%d: 4000 iters in %v (%.0f/s), nodes %d; top %v", np, el, 4000/el.Seconds(), len(h.workers[0].nodes), r)
	}
}
