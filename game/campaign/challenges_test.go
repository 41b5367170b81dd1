package campaign

import (
	"testing"
	"time"

	"mercado/game"
)

// TestARunIsEveryChallengeOfTheTable: a run is complete when each challenge of game's
// table is played, and not before; the number after the last is refused.
func TestARunIsEveryChallengeOfTheTable(t *testing.T) {
	s := New()
	t0 := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	r := s.StartRun(t0)
	if err := s.Finish(r.ID, Result{Challenge: game.NumChallenges + 1, Finished: t0}); err == nil {
		t.Error("a result for the challenge after the table's last is taken")
	}
	for n := 1; n <= game.NumChallenges; n++ {
		if r.Complete() {
			t.Fatalf("the run is complete with %d of %d challenges played", n-1, game.NumChallenges)
		}
		if err := s.Finish(r.ID, Result{Challenge: n, Score: 50, Fame: 1, Finished: t0}); err != nil {
			t.Fatalf("challenge %d: %v", n, err)
		}
	}
	if !r.Complete() || r.Fame() != game.NumChallenges {
		t.Errorf("after every challenge: complete %v, fame %d", r.Complete(), r.Fame())
	}
}
