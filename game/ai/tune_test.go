package ai

import (
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/ai/internal/hard2026"
)

// TestTuneMatch plays hard against the frozen hard-2026 at an iteration budget when
// MERCADO_TUNE_PLAYERS is set, e.g.
//
//	MERCADO_TUNE_PLAYERS=4 MERCADO_TUNE_GAMES=200 MERCADO_TUNE_ITERS=1000 \
//	  MERCADO_TUNE="x=0.5 cut=8" go test -run TestTuneMatch -v -timeout 0 ./game/ai/
//
// One hard sits among hard-2026s, seats rotated; both run one worker at the same
// iteration budget, so the result does not depend on the machine's load and measures
// only what the knobs change (at equal iterations the two play alike in 3 and 4
// players before any knob is turned). Game g is dealt from seed g for every setting,
// so settings meet the same deals. Knobs: x (exploration), widen (widenRate), cut
// (rollout cutoff), margin (marginScale), eps (rolloutEpsilon), fitted (1: judge with
// the fitted estimate) and more (hard's iterations as a multiple of hard-2026's: a
// change that makes iterations cheaper buys that many more in the same time).
func TestTuneMatch(t *testing.T) {
	np := envInt("MERCADO_TUNE_PLAYERS", 0)
	if np < 2 || np > game.MaxPlayers {
		t.Skip("set MERCADO_TUNE_PLAYERS=2..4 to tune hard against hard-2026")
	}
	games := envInt("MERCADO_TUNE_GAMES", 100)
	iters := envInt("MERCADO_TUNE_ITERS", 1000)
	parallel := envInt("MERCADO_TUNE_PARALLEL", 2)
	cutoff, fitted, newIters := 0, false, iters
	for _, kv := range strings.Fields(os.Getenv("MERCADO_TUNE")) {
		k, v, _ := strings.Cut(kv, "=")
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatalf("MERCADO_TUNE: %q is not knob=number", kv)
		}
		switch k {
		case "x":
			exploration = x
		case "widen":
			widenRate = x
		case "cut":
			cutoff = int(x)
		case "margin":
			marginScale = x
		case "eps":
			rolloutEpsilon = x
		case "fitted":
			fitted = x != 0
		case "more":
			newIters = int(float64(iters) * x)
		default:
			t.Fatalf("MERCADO_TUNE: no knob %q", k)
		}
	}
	start := time.Now()
	var mu sync.Mutex
	var wins, ahead, meetings float64
	var wg sync.WaitGroup
	next := make(chan int)
	for range parallel {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				newSeat := g % np
				players := make([]Player, np)
				for i := range players {
					seed := uint64(g*10 + i)
					if i == newSeat {
						players[i] = NewHard(seed, Options{Iterations: newIters, Workers: 1, Cutoff: cutoff, fitted: fitted})
					} else {
						players[i] = hard2026.NewHard(seed, hard2026.Options{Iterations: iters, Workers: 1})
					}
				}
				s, err := playGame(players, uint64(g), nil, nil)
				if err != nil {
					t.Error(err)
					continue
				}
				mu.Lock()
				w := s.Winners()
				for _, seat := range w {
					if seat == newSeat {
						wins += 1 / float64(len(w))
					}
				}
				for o := range np {
					if o == newSeat {
						continue
					}
					meetings++
					switch a, b := s.Score(newSeat), s.Score(o); {
					case a > b:
						ahead++
					case a == b:
						ahead += 0.5
					}
				}
				mu.Unlock()
			}
		}()
	}
	for g := range games {
		next <- g
	}
	close(next)
	wg.Wait()
	t.Logf("players=%d iters=%d tune=%q: hard wins %.1f%% (fair %.1f%%), ahead of hard-2026 in %.1f%% of meetings, %d games [%v]",
		np, iters, os.Getenv("MERCADO_TUNE"), 100*wins/float64(games), 100/float64(np), 100*ahead/meetings, games, time.Since(start).Round(time.Second))
}
