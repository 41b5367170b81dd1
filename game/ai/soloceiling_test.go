//go:build !js

package ai

import (
	"fmt"
	"hash/fnv"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"mercado/game"
)

// campaignDealSeed is the seed of challenge ch in `mercado selfplay --campaign --seed
// seed` (game/cli's gameSeed), so that the probes below play the campaign's own deals.
func campaignDealSeed(seed uint64, ch int) uint64 {
	r := game.NewRNG(seed + uint64(ch)*0x9e3779b97f4a7c15)
	return r.Uint64()
}

// TestSoloCeiling measures what a clairvoyant planner scores on the campaign's deals
// when MERCADO_CEILING names challenges, e.g.
//
//	MERCADO_CEILING=1,6 MERCADO_SEEDS=1-10 MERCADO_LEVEL=2 MERCADO_INNER=3 \
//	  GOMAXPROCS=1 go test -run TestSoloCeiling -v -timeout 0 ./game/ai/
//
// The planner sees everything (the bag, the stacks, the face-down restaurants and the
// generator that reshuffles redraws) and plays the whole game as one nested Monte Carlo
// search of MERCADO_LEVEL (solonested.go) trying MERCADO_INNER moves a step. In The
// Specialist it names the good whose search one level lower scores best. Seeds are
// those of `mercado selfplay --campaign --seed S`.
func TestSoloCeiling(t *testing.T) {
	only := os.Getenv("MERCADO_CEILING")
	if only == "" {
		t.Skip("set MERCADO_CEILING=1,2,... to measure the clairvoyant ceiling")
	}
	level := envLevel(2)
	inner := envInt("MERCADO_INNER", soloInner)
	lo, hi := envRange(t, "MERCADO_SEEDS", 1, 10)
	for _, ch := range challengeList(t, only) {
		start := time.Now()
		score, fame := 0, 0
		var scores []string
		for seed := lo; seed <= hi; seed++ {
			cfg := game.Config{Players: 1, Seed: campaignDealSeed(uint64(seed), ch), Challenge: ch}
			sc, f := ceilingGame(t, cfg, level, inner)
			score += sc
			fame += f
			scores = append(scores, strconv.Itoa(sc))
		}
		games := float64(hi - lo + 1)
		t.Logf("ceiling challenge %d %s level %d inner %d: mean score %.1f fame %.2f (%s) [%v]", ch,
			game.Challenges[ch].Name, level, inner, float64(score)/games, float64(fame)/games,
			strings.Join(scores, " "), time.Since(start).Round(time.Second))
	}
}

// ceilingGame is the clairvoyant planner's score and fame on one deal.
func ceilingGame(t *testing.T, cfg game.Config, level, inner int) (score, fame int) {
	return clairvoyantGame(t, cfg, level, max(0, level-1), func(c game.Config, s *game.State, lv int) (planResult, []game.Move) {
		n := newNester(inner, lv)
		n.rng = game.NewRNG(c.Seed)
		return n.nested(s.Clone(), lv, nil)
	})
}

// clairvoyantGame plays one deal by plan, a search of the level that sees everything,
// replays its plan by the rules to check it, and returns its score and fame. In The
// Specialist the good is the one plan scores best with at goodLevel.
func clairvoyantGame(t *testing.T, cfg game.Config, level, goodLevel int, plan func(c game.Config, s *game.State, level int) (planResult, []game.Move)) (score, fame int) {
	play := func(c game.Config, lv int) (int, int) {
		s, err := game.NewGame(c)
		if err != nil {
			t.Fatal(err)
		}
		r, seq := plan(c, s, lv)
		for _, m := range seq {
			if err := s.Play(m); err != nil {
				t.Fatalf("seed %d: the plan's move %v: %v", c.Seed, m, err)
			}
		}
		if !s.Over() || s.Score(0) != r.score {
			t.Fatalf("seed %d: the plan replays to %d (over %v), not %d", c.Seed, s.Score(0), s.Over(), r.score)
		}
		f, _ := s.Fame()
		return r.score, f
	}
	if cfg.Challenge == 1 {
		best := -1
		for g := game.Good(0); g < game.NumGoods; g++ {
			c := cfg
			c.Specialty = g
			if sc, _ := play(c, goodLevel); sc > best {
				best, cfg.Specialty = sc, g
			}
		}
	}
	return play(cfg, level)
}

// challengeList parses a comma-separated list of challenges 1-9.
func challengeList(t *testing.T, list string) []int {
	var out []int
	for _, f := range strings.Split(list, ",") {
		ch, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || ch < 1 || ch > 9 {
			t.Fatalf("%q is not a challenge 1-9", f)
		}
		out = append(out, ch)
	}
	return out
}

// envRange reads "A-B" (or "A") from the environment.
func envRange(t *testing.T, name string, lo, hi int) (int, int) {
	v := os.Getenv(name)
	if v == "" {
		return lo, hi
	}
	a, b, ok := strings.Cut(v, "-")
	if !ok {
		b = a
	}
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || x > y {
		t.Fatalf("%s=%q is not a range A-B", name, v)
	}
	return x, y
}

// TestSoloPlanProbe plays single challenges on the campaign's deals with the honest solo
// planner (or hard, MERCADO_PLAYER=hard) at an iteration budget when MERCADO_SOLOPROBE
// names them, e.g.
//
//	MERCADO_SOLOPROBE=1,2,6 MERCADO_SEEDS=1-5 MERCADO_PLAYOUTS=3000 MERCADO_LEVEL=1 \
//	  MERCADO_WIDTH=12 MERCADO_INNER=8 MERCADO_HORIZON=6 MERCADO_HALVE=1 \
//	  GOMAXPROCS=1 go test -run TestSoloPlanProbe -v -timeout 0 ./game/ai/
//
// (MERCADO_HORIZON=-1: level-1 searches to the end of the game; unset, the default.)
//
// MERCADO_PLAYOUTS is the planner's playouts per decision and hard's iterations (one
// playout each), so both do about the same work; MERCADO_BUDGET=MS gives both a time
// budget a decision instead. Each names The Specialist's good its own way (ChooseSpecialty).
// MERCADO_PAGE_SLICE=8 MERCADO_PAGE_FRAME=20 paces the searches as a page does (ai.Pause).
// MERCADO_DEEP=1 (or -1) turns the deep level-1 searches on (off) in every challenge,
// MERCADO_LIGHT=1 (or -1) the light decisions of a small budget.
// MERCADO_CLAIRVOYANT=1 lets the planner plan on the true state (the bag, the stacks, the
// face-down restaurants) at the same budget: what seeing everything is worth to it.
func TestSoloPlanProbe(t *testing.T) {
	only := os.Getenv("MERCADO_SOLOPROBE")
	if only == "" {
		t.Skip("set MERCADO_SOLOPROBE=1,2,... to measure the solo planner")
	}
	lo, hi := envRange(t, "MERCADO_SEEDS", 1, 10)
	budget := envInt("MERCADO_PLAYOUTS", 3000)
	who := os.Getenv("MERCADO_PLAYER")
	opt := SoloOptions{Playouts: budget, Workers: envInt("MERCADO_WORKERS", 1), Width: envInt("MERCADO_WIDTH", soloWidth),
		Inner: envInt("MERCADO_INNER", soloInner), Level: envLevel(soloLevel), Horizon: envHorizon(),
		Halve: os.Getenv("MERCADO_HALVE") == "1", Screen: envSigned("MERCADO_SCREEN"),
		ScreenKeep: envInt("MERCADO_SCREENKEEP", 0), clairvoyant: os.Getenv("MERCADO_CLAIRVOYANT") == "1",
		Deep: envSigned("MERCADO_DEEP"), Light: envSigned("MERCADO_LIGHT")}
	if opt.Level == 0 {
		opt.Level = -1 // SoloOptions' level 0 is the default
	}
	if ms := envInt("MERCADO_BUDGET", 0); ms > 0 { // a time budget instead
		opt.Playouts, opt.BudgetMS = 0, ms
		budget = 0
	}
	if slice, frame := envInt("MERCADO_PAGE_SLICE", 0), envInt("MERCADO_PAGE_FRAME", 0); slice > 0 {
		// a page's pace: the search gives way to a frame of FRAME ms after each SLICE ms
		Pause = func() time.Duration {
			time.Sleep(time.Duration(frame) * time.Millisecond)
			return time.Duration(slice) * time.Millisecond
		}
		defer func() { Pause = nil }()
	}
	for _, ch := range challengeList(t, only) {
		start, cpu0 := time.Now(), cpuTime()
		score, fame, decisions, bonus := 0, 0, 0, 0
		var scores []string
		moves := fnv.New64a() // the moves played, to tell whether a change plays the same games
		for seed := lo; seed <= hi; seed++ {
			cfg := game.Config{Players: 1, Seed: campaignDealSeed(uint64(seed), ch), Challenge: ch}
			if ch == 1 {
				cfg.Specialty = ChooseSpecialty(p2name(who), cfg.Seed, cfg)
			}
			s, err := game.NewGame(cfg)
			if err != nil {
				t.Fatal(err)
			}
			var p Player = NewSolo(uint64(seed), opt)
			if who == "hard" {
				p = NewHard(uint64(seed), Options{Iterations: budget, BudgetMS: opt.BudgetMS, Workers: 1})
			}
			for ; !s.Over(); decisions++ {
				m := p.Choose(s)
				fmt.Fprint(moves, m, ";")
				if err := s.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			f, _ := s.Fame()
			score += s.Score(0)
			fame += f
			if s.BestMove() {
				bonus++
			}
			scores = append(scores, strconv.Itoa(s.Score(0)))
		}
		games := float64(hi - lo + 1)
		cpu := (cpuTime() - cpu0) / time.Duration(max(1, decisions))
		t.Logf("%s challenge %d %s %+v: mean score %.1f fame %.2f (%s) best move in %d [%v, %d decisions, %v CPU each] moves %016x",
			p2name(who), ch, game.Challenges[ch].Name, opt, float64(score)/games, float64(fame)/games,
			strings.Join(scores, " "), bonus, time.Since(start).Round(time.Second), decisions, cpu.Round(time.Millisecond), moves.Sum64())
	}
}

func p2name(who string) string {
	if who == "" {
		return "solo"
	}
	return who
}

// envLevel reads MERCADO_LEVEL, a nesting level (0 allowed).
func envLevel(def int) int {
	if v, err := strconv.Atoi(os.Getenv("MERCADO_LEVEL")); err == nil && v >= 0 {
		return v
	}
	return def
}

// envSigned reads a whole number from the environment, 0 when unset.
func envSigned(name string) int {
	v, _ := strconv.Atoi(os.Getenv(name))
	return v
}

// envHorizon reads MERCADO_HORIZON: unset, the default; -1, none (to the end).
func envHorizon() int {
	if v, err := strconv.Atoi(os.Getenv("MERCADO_HORIZON")); err == nil {
		return v
	}
	return 0
}
