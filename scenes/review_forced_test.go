package scenes

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/review"
	"mercado/game/table"
	"mercado/ui/lang"
)

// TestReviewNamesItsGaps: the review's list leaves out a reviewed seat's forced moves
// (one legal move only); its heading names them, so that every move of the seat is
// either a row of the list or named there, and no number is missing unexplained.
func TestReviewNamesItsGaps(t *testing.T) {
	lang.Set("en")
	for seed := uint64(1); seed < 200; seed++ {
		rec, forcedAt := gameWithForcedMove(t, seed)
		if forcedAt < 0 {
			continue
		}
		seats := []table.Seat{{Name: "Ana", Kind: table.Human}, {Name: "Bo", Kind: table.Computer, Level: "easy", Color: 1}}
		r, err := NewReview(rec, seats)
		if err != nil {
			t.Fatal(err)
		}
		res, err := review.Run(context.Background(), rec, review.Options{Seats: []int{0}, Iterations: 20, Samples: 20, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		r.setResult(res)
		listed := map[int]bool{}
		for _, d := range res.Decisions {
			listed[d.Index] = true
		}
		heading := r.heading()
		for i := 0; i+1 < len(r.states); i++ {
			if r.states[i].ToMove() != 0 || listed[i] {
				continue
			}
			if !strings.Contains(heading+",", fmt.Sprintf("#%d,", i+1)) {
				t.Fatalf("seed %d: move #%d of the reviewed seat is neither listed nor named: %q", seed, i+1, heading)
			}
		}
		if !strings.Contains(heading, fmt.Sprintf("#%d", forcedAt+1)) {
			t.Fatalf("seed %d: the forced move #%d is not named: %q", seed, forcedAt+1, heading)
		}
		return
	}
	t.Fatal("no game had a forced move for seat 0")
}

// gameWithForcedMove plays a two-player game by a cheap rule and returns its record
// and the first move where seat 0 had one legal move only (-1: none).
func gameWithForcedMove(t *testing.T, seed uint64) (*game.Record, int) {
	tab, err := table.New(table.Config{Seats: []table.Seat{
		{Name: "Ana", Kind: table.Human, Color: 0}, {Name: "Bo", Kind: table.Human, Color: 1},
	}, First: 0, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	forced := -1
	var buf [game.MaxLegalMoves]game.Move
	for i := 0; !tab.Over(); i++ {
		s := tab.State()
		if forced < 0 && s.ToMove() == 0 && len(s.LegalMoves(buf[:0])) == 1 {
			forced = i
		}
		if _, err := tab.Play(busyMove(s)); err != nil {
			t.Fatal(err)
		}
	}
	return tab.Record(), forced
}
