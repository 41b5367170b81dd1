package stats

import (
	"fmt"
	"testing"

	"mercado/game"
)

// TestEveryChallengeOfTheTableIsCounted: each challenge of game's table is counted, and
// kept through the file; the number after the last is not a challenge.
func TestEveryChallengeOfTheTableIsCounted(t *testing.T) {
	s := New()
	for n := 1; n <= game.NumChallenges; n++ {
		if !s.AddChallenge(ChallengeGame{Key: fmt.Sprint("deal ", n), Challenge: n, Score: 10 * n, Fame: 1}) {
			t.Fatalf("challenge %d is not counted", n)
		}
	}
	if s.AddChallenge(ChallengeGame{Key: "after the last", Challenge: game.NumChallenges + 1}) {
		t.Error("a challenge after the table's last is counted")
	}
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := parse(data)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= game.NumChallenges; n++ {
		if ch := back.Challenges[n-1]; ch.Played != 1 || ch.BestScore != 10*n {
			t.Errorf("challenge %d read back as %+v", n, ch)
		}
	}
}
