package review

import (
	"context"
	"encoding/json"
	"os"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/ai"
)

// hardGame plays a whole game of hard against hard (iters iterations a decision) and
// returns its record.
func hardGame(t testing.TB, players int, seed uint64, iters int) *game.Record {
	t.Helper()
	names := []string{"Ana", "Bo", "Cy", "Di"}[:players]
	rec := &game.Record{Players: names, Seed: seed, MoneyHidden: true}
	s, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	h := ai.NewHard(seed, ai.Options{Iterations: iters})
	for !s.Over() {
		m := h.Choose(s)
		if err := s.Play(m); err != nil {
			t.Fatalf("hard played %v: %v", m, err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

// TestTiming measures a review at the default setting (REVIEW_TIMING=1; too long for
// every run).
func TestTiming(t *testing.T) {
	if os.Getenv("REVIEW_TIMING") == "" {
		t.Skip("set REVIEW_TIMING=1")
	}
	rec := hardGame(t, 2, 7, 4000)
	start := time.Now()
	res, err := Run(context.Background(), rec, Options{})
	if err != nil {
		t.Fatal(err)
	}
	el := time.Since(start)
	counts := res.Counts()
	t.Logf("%d moves, %d decisions reviewed in %v; marks %v", len(rec.Moves), len(res.Decisions), el, counts)
	data, _ := json.Marshal(res)
	t.Logf("%s", data)
}
