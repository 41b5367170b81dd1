package game

import (
	"fmt"
	"strings"
	"testing"
)

// TestChallengesAreNumberedByTheirPlace: the table's entries are 0 (the standard game)
// and 1..NumChallenges in order, each a solo game that deals; the number after the last
// is refused, and the message counts from the table.
func TestChallengesAreNumberedByTheirPlace(t *testing.T) {
	for i, ch := range Challenges {
		if ch.Number != i || ch.Name == "" {
			t.Errorf("entry %d is numbered %d, named %q", i, ch.Number, ch.Name)
		}
		if i > 0 && ch.Fame[0] == 0 {
			t.Errorf("%s has no fame thresholds", ch.Name)
		}
	}
	_, err := NewGame(Config{Players: 1, Seed: 1, Challenge: NumChallenges + 1})
	want := fmt.Sprintf("1 to %d, not %d", NumChallenges, NumChallenges+1)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("challenge %d: %v, want %q", NumChallenges+1, err, want)
	}
}
