package cli

import (
	"strings"
	"testing"

	"mercado/game"
)

// A random match spends nothing per game on the heap: the state, the players and the
// result are reused from game to game.
func TestSelfplayRandomGameDoesNotAllocate(t *testing.T) {
	var s game.State
	var ps seatPlayers
	var res gameResult
	levels := []string{"random", "random", "random"}
	g := 0
	allocs := testing.AllocsPerRun(200, func() {
		cfg := game.Config{Players: len(levels), Seed: gameSeed(1, g), MoneyHidden: true}
		if err := playGameInto(&s, &ps, &res, nil, cfg, levels, 1000, 0); err != nil {
			t.Fatal(err)
		}
		g++
	})
	if allocs != 0 {
		t.Errorf("a random selfplay game allocates %.1f times", allocs)
	}
}

// The workers' tallies are exact, so a match reports the same figures however many
// workers play it and in whatever order its games finish; shared wins add up to the
// games exactly.
func TestSelfplayWorkersAgree(t *testing.T) {
	args := []string{"selfplay", "--players", "random,random,random", "--games", "600", "--seed", "5", "--json"}
	_, one, _ := run(args...)
	status, three, errOut := run(append(args, "--workers", "3")...)
	if status != 0 {
		t.Fatalf("status %d: %s", status, errOut)
	}
	if stripTimes(one) != stripTimes(three) {
		t.Fatalf("1 worker: %s\n3 workers: %s", one, three)
	}
	want := `"wins":600,"win_rate":0.3333333333333333`
	if !strings.Contains(one, want) {
		t.Fatalf("three seats of one level share every win exactly (%s): %s", want, one)
	}
}
