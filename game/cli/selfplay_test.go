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

// TestHeadToHeadCountsEveryMeeting: at a table of three with two levels, each seat of
// one level meets each seat of the other; a tie counts half to both.
func TestHeadToHeadCountsEveryMeeting(t *testing.T) {
	names, seating := seatLevels([]string{"hard", "hard-2026", "hard-2026"})
	tally := matchTally{players: 3, levels: make([]levelTally, len(names))}
	// hard (seat 0) scores 40 against 50 and 30: ahead of one, behind one.
	tally.add(&gameResult{scores: [4]int32{40, 50, 30}, winners: 1 << 1}, &seating[0])
	// hard ties with one and is ahead of the other.
	tally.add(&gameResult{scores: [4]int32{20, 20, 10}, winners: 1<<0 | 1<<1}, &seating[0])
	rep := summarize(selfplayOptions{games: 2}, names, []matchTally{tally})
	got := map[string]float64{}
	for _, p := range rep.Players {
		if p.HeadToHead == nil {
			t.Fatalf("%s: no head to head", p.Name)
		}
		got[p.Name] = *p.HeadToHead
	}
	// hard: 4 meetings, ahead 1 + 0 + 0.5 + 1 = 2.5; hard-2026 the rest.
	if got["hard"] != 2.5/4 || got["hard-2026"] != 1.5/4 {
		t.Errorf("head to head %v, want hard 0.625 and hard-2026 0.375", got)
	}
}
