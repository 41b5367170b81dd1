package cli

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"mercado/game"
)

// TestSelfplayTakesEveryChallengeOfTheTable: --challenge takes each challenge of game's
// table and refuses the number after the last.
func TestSelfplayTakesEveryChallengeOfTheTable(t *testing.T) {
	last := fmt.Sprint(game.NumChallenges)
	var out, errs bytes.Buffer
	if code := runSelfplay([]string{"--challenge", last, "--players", "random", "--games", "1"}, &out, &errs); code != exitOK {
		t.Fatalf("--challenge %s: exit %d, %s", last, code, errs.String())
	}
	errs.Reset()
	next := fmt.Sprint(game.NumChallenges + 1)
	if code := runSelfplay([]string{"--challenge", next, "--players", "random"}, &out, &errs); code == exitOK ||
		!strings.Contains(errs.String(), "must be 1 to "+last+", not "+next) {
		t.Errorf("--challenge %s: exit %d, %q", next, code, errs.String())
	}
}
