package table_test

// An external test: package review takes a table.Store, so a test inside package table
// could not import review.

import (
	"os"
	"path/filepath"
	"testing"

	"mercado/game"
	"mercado/game/review"
	"mercado/game/table"
)

// hintPosition is a decision of a recorded game: the position before it and its index.
type hintPosition struct {
	game  string
	index int
	state *game.State
}

// recordedPositions picks perPlayer decisions (more than one legal move) from each game
// in testdata/hintgames (records made by mercado selfplay), spread evenly over the game.
func recordedPositions(t testing.TB, perGame int) []hintPosition {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "hintgames", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded games: %v", err)
	}
	var out []hintPosition
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := game.ParseRecord(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		s, err := rec.Start()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var all []hintPosition
		for i, text := range rec.Moves {
			m, err := game.ParseMove(text)
			if err != nil {
				t.Fatalf("%s move %d: %v", f, i+1, err)
			}
			if len(s.LegalMoves(nil)) > 1 {
				all = append(all, hintPosition{filepath.Base(f), i, s.Clone()})
			}
			if err := s.Play(m); err != nil {
				t.Fatalf("%s move %d: %v", f, i+1, err)
			}
		}
		for k := range perGame {
			out = append(out, all[(2*k+1)*len(all)/(2*perGame)])
		}
	}
	return out
}

// TestHintAgreesWithReview: over 20 positions of recorded games, the hint at its default
// budget names a move that the review, at its default work, marks best or good in at
// least 19. They share one judge (ai.Judge seeded from the position), so a move played
// on a hint is not later marked an inaccuracy.
func TestHintAgreesWithReview(t *testing.T) {
	if testing.Short() {
		t.Skip("a review of 20 positions at the default work")
	}
	positions := recordedPositions(t, 5)
	if len(positions) != 20 {
		t.Fatalf("%d positions, want 20", len(positions))
	}
	agree := 0
	for _, p := range positions {
		hint := table.HintRanked(p.state)[0].Move
		d := review.Judge(p.state, p.index, hint, review.Options{})
		if d.Mark == review.Best || d.Mark == review.Good {
			agree++
		} else {
			t.Logf("%s move %d: the hint %v is marked %s (loss %.2f, better %s)", p.game, p.index+1, hint, d.Mark, d.Loss, d.Best)
		}
	}
	t.Logf("%d of %d hints marked best or good", agree, len(positions))
	if agree < 19 {
		t.Errorf("only %d of %d hints marked best or good by the review", agree, len(positions))
	}
}

// TestReviewsBetterMoveHoldsWhenPlayed: the move a review names as better, played in the
// same position instead, is marked best, and valued as the review said.
func TestReviewsBetterMoveHoldsWhenPlayed(t *testing.T) {
	opt := review.Options{Iterations: 300, Samples: 200}
	checked := 0
	for _, p := range recordedPositions(t, 3) {
		legal := p.state.LegalMoves(nil)
		played := legal[len(legal)-1] // often a poor move: a coin or the last stand listed
		d := review.Judge(p.state, p.index, played, opt)
		if d.Best == d.Move {
			continue
		}
		better, err := game.ParseMove(d.Best)
		if err != nil {
			t.Fatal(err)
		}
		again := review.Judge(p.state, p.index, better, opt)
		if again.Mark != review.Best || again.Lead != d.BestLead {
			t.Errorf("%s move %d: %v named better (lead %.2f) than %v, but played it is %s (lead %.2f, better %s)",
				p.game, p.index+1, better, d.BestLead, played, again.Mark, again.Lead, again.Best)
		}
		checked++
	}
	if checked < 5 {
		t.Fatalf("only %d decisions with a better move checked", checked)
	}
}

// BenchmarkHint is the hint at its default budget on positions of recorded games: one
// op is one hint (docs/review.md quotes it).
func BenchmarkHint(b *testing.B) {
	positions := recordedPositions(b, 5)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		table.HintRanked(positions[i%len(positions)].state)
	}
}
