package ai

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/ai/internal/hard2026"
)

// TestBrowserPaceMatch plays hard as the browser runs it against the desktop yardstick
// when MERCADO_PACE_GAMES is set, e.g.
//
//	MERCADO_PACE_GAMES=20 MERCADO_PACE=10,7 go test -run TestBrowserPaceMatch -v ./game/ai/
//
// In the browser Go has one thread: hard searches with one worker at its budget
// (MERCADO_PACE_BUDGET, default 1000 ms, the window's default) and gives way to a frame
// after every slice (ai.Pause). MERCADO_PACE=SLICE,FRAME simulates the page: SLICE ms of
// search, then FRAME ms in which the page draws and the search waits (10,7: a quick page
// at 60 Hz where the pacer has grown its slice to the most it allows; 3,25: a slow page
// drawing 40 frames a second, where the pacer keeps slices short). The opponent is the
// frozen hard-2026 at MERCADO_PACE_OPP ms (default 300) on both cores, as desktop hard
// played before this work; seats alternate.
func TestBrowserPaceMatch(t *testing.T) {
	games := envInt("MERCADO_PACE_GAMES", 0)
	if games == 0 {
		t.Skip("set MERCADO_PACE_GAMES to play the browser-paced match")
	}
	slice, frame := 10*time.Millisecond, 7*time.Millisecond
	if f := strings.Split(os.Getenv("MERCADO_PACE"), ","); len(f) == 2 {
		a, err1 := strconv.ParseFloat(f[0], 64)
		b, err2 := strconv.ParseFloat(f[1], 64)
		if err1 != nil || err2 != nil || a <= 0 || b < 0 {
			t.Fatalf("MERCADO_PACE=%q: want SLICE,FRAME in ms", os.Getenv("MERCADO_PACE"))
		}
		slice, frame = time.Duration(a*float64(time.Millisecond)), time.Duration(b*float64(time.Millisecond))
	}
	budget := envInt("MERCADO_PACE_BUDGET", 1000)
	opp := envInt("MERCADO_PACE_OPP", 300)
	Pause = func() time.Duration {
		time.Sleep(frame) // the page draws; the search waits
		return slice
	}
	defer func() { Pause = nil }()
	wins, score, oppScore := 0.0, 0, 0
	var think time.Duration
	decisions := 0
	for g := 0; g < games; g++ {
		s, err := game.NewGame(game.Config{Players: 2, Seed: uint64(g)*7919 + 3})
		if err != nil {
			t.Fatal(err)
		}
		seat := g % 2
		players := make([]Player, 2)
		players[seat] = NewHard(uint64(g)+1, Options{BudgetMS: budget, Workers: 1})
		players[1-seat] = hard2026.NewHard(uint64(g)+2, hard2026.Options{BudgetMS: opp, Workers: 2})
		for !s.Over() {
			start := time.Now()
			m := players[s.ToMove()].Choose(s)
			if s.ToMove() == seat {
				think += time.Since(start)
				decisions++
			}
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		w := s.Winners()
		for _, x := range w {
			if x == seat {
				wins += 1 / float64(len(w))
			}
		}
		score += s.Score(seat)
		oppScore += s.Score(1 - seat)
		t.Logf("game %d: browser hard %d, hard-2026 %d", g+1, s.Score(seat), s.Score(1-seat))
	}
	n := float64(games)
	t.Logf("browser hard (%d ms, slices %v, frames %v) vs hard-2026 (%d ms, 2 cores): wins %.1f%% of %d games, %.1f to %.1f on average, %v per decision",
		budget, slice, frame, opp, 100*wins/n, games, float64(score)/n, float64(oppScore)/n, (think / time.Duration(max(1, decisions))).Round(time.Millisecond))
}
