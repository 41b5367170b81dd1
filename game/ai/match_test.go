package ai

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"mercado/game"
)

// matchResult sums a series of games between levels.
type matchResult struct {
	games     int
	wins      map[string]float64 // shared wins split
	score     map[string]float64
	seatings  map[string]int
	illegal   int
	thinkMax  time.Duration
	thinkSum  time.Duration
	thinkN    int
	thinkFor  string
	decisions int
}

// playGame plays one game with the given players in seat order and returns the final state.
func playGame(players []Player, seed uint64, res *matchResult, mu *sync.Mutex) (*game.State, error) {
	s, err := game.NewGame(game.Config{Players: len(players), Seed: seed})
	if err != nil {
		return nil, err
	}
	for steps := 0; !s.Over(); steps++ {
		if steps > 3000 {
			return s, fmt.Errorf("game %d did not end", seed)
		}
		p := players[s.ToMove()]
		start := time.Now()
		m := p.Choose(s)
		el := time.Since(start)
		if err := s.Play(m); err != nil {
			return s, fmt.Errorf("%s played illegal %v: %v", p.Name(), m, err)
		}
		if res != nil && p.Name() == res.thinkFor {
			mu.Lock()
			res.thinkSum += el
			res.thinkN++
			res.thinkMax = max(res.thinkMax, el)
			mu.Unlock()
		}
	}
	return s, nil
}

// runMatch plays games of the levels (one per seat), rotating seats game by game.
func runMatch(t testing.TB, levels []string, games int, seed uint64, budget int, parallel int) *matchResult {
	res := &matchResult{wins: map[string]float64{}, score: map[string]float64{}, seatings: map[string]int{}, thinkFor: "hard"}
	var mu sync.Mutex
	var wg sync.WaitGroup
	jobs := make(chan int)
	for w := 0; w < parallel; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range jobs {
				np := len(levels)
				seated := make([]string, np)
				players := make([]Player, np)
				for i := range seated {
					seated[i] = levels[(i+g)%np]
					p, err := New(seated[i], seed+uint64(g*10+i), budget)
					if err != nil {
						t.Error(err)
						return
					}
					players[i] = p
				}
				s, err := playGame(players, seed+uint64(g), res, &mu)
				mu.Lock()
				if err != nil {
					res.illegal++
					t.Error(err)
				} else {
					res.games++
					win := s.Winners()
					for _, w := range win {
						res.wins[seated[w]] += 1 / float64(len(win)) / float64(countOf(levels, seated[w]))
					}
					for i, l := range seated {
						res.score[l] += float64(s.Score(i)) / float64(countOf(levels, l))
					}
				}
				mu.Unlock()
			}
		}()
	}
	for g := 0; g < games; g++ {
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	return res
}

func countOf(list []string, x string) int {
	n := 0
	for _, v := range list {
		if v == x {
			n++
		}
	}
	return n
}

func (r *matchResult) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d games", r.games)
	for l, w := range r.wins {
		fmt.Fprintf(&b, "; %s wins %.1f%% mean score %.1f", l, 100*w/float64(r.games), r.score[l]/float64(r.games))
	}
	if r.thinkN > 0 {
		fmt.Fprintf(&b, "; hard think mean %v max %v over %d decisions", r.thinkSum/time.Duration(r.thinkN), r.thinkMax, r.thinkN)
	}
	return b.String()
}

// TestStrength plays a match when MERCADO_MATCH names the levels, e.g.
// MERCADO_MATCH=hard,medium MERCADO_GAMES=200 MERCADO_BUDGET=200 go test -run Strength -v
func TestStrength(t *testing.T) {
	spec := os.Getenv("MERCADO_MATCH")
	if spec == "" {
		t.Skip("set MERCADO_MATCH=levels,... to measure strength")
	}
	games, _ := strconv.Atoi(os.Getenv("MERCADO_GAMES"))
	if games <= 0 {
		games = 100
	}
	budget, _ := strconv.Atoi(os.Getenv("MERCADO_BUDGET"))
	seed, _ := strconv.ParseUint(os.Getenv("MERCADO_SEED"), 10, 64)
	parallel, _ := strconv.Atoi(os.Getenv("MERCADO_PARALLEL"))
	if parallel <= 0 {
		parallel = 1
	}
	start := time.Now()
	res := runMatch(t, strings.Split(spec, ","), games, seed, budget, parallel)
	t.Logf("%s: %v (%v)", spec, res, time.Since(start).Round(time.Second))
}
