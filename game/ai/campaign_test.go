package ai

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"mercado/game"
)

// playCampaign plays the challenges once with the level and returns each one's
// fame and score, and whether any action earned the Best Move bonus.
func playCampaign(t testing.TB, level string, seed uint64, budget int) (fame, score [game.NumChallenges]int, best bool) {
	only := os.Getenv("MERCADO_ONLY") // a comma-separated list of challenges, for tuning
	for ch := 1; ch <= game.NumChallenges; ch++ {
		if only != "" && !strings.Contains(","+only+",", ","+strconv.Itoa(ch)+",") {
			continue
		}
		cfg := game.Config{Players: 1, Seed: seed*100 + uint64(ch), Challenge: ch}
		if ch == 1 {
			cfg.Specialty = ChooseSpecialty(level, seed, cfg)
		}
		s, err := game.NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		p, err := New(level, seed, budget)
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over() {
			if err := s.Play(p.Choose(s)); err != nil {
				t.Fatal(err)
			}
		}
		f, _ := s.Fame()
		fame[ch-1], score[ch-1] = f, s.Score(0)
		best = best || s.BestMove()
	}
	return
}

// TestCampaign reports the campaign total of a level over seeds when MERCADO_CAMPAIGN
// names it, e.g. MERCADO_CAMPAIGN=hard MERCADO_SEEDS=10 MERCADO_BUDGET=200.
func TestCampaign(t *testing.T) {
	level := os.Getenv("MERCADO_CAMPAIGN")
	if level == "" {
		t.Skip("set MERCADO_CAMPAIGN=level to measure the campaign")
	}
	seeds, _ := strconv.Atoi(os.Getenv("MERCADO_SEEDS"))
	if seeds <= 0 {
		seeds = 10
	}
	budget, _ := strconv.Atoi(os.Getenv("MERCADO_BUDGET"))
	start := time.Now()
	sum := 0
	var fameSum, scoreSum [game.NumChallenges]int
	for seed := 0; seed < seeds; seed++ {
		fame, score, best := playCampaign(t, level, uint64(seed), budget)
		total := game.CampaignTotal(fame[:], best)
		sum += total
		for i := range fame {
			fameSum[i] += fame[i]
			scoreSum[i] += score[i]
		}
		t.Logf("seed %d: fame %v scores %v best move %v total %d", seed, fame, score, best, total)
	}
	var b strings.Builder
	for i := range fameSum {
		fmt.Fprintf(&b, " ch%d fame %.1f score %.1f;", i+1, float64(fameSum[i])/float64(seeds), float64(scoreSum[i])/float64(seeds))
	}
	t.Logf("%s campaign mean total %.1f over %d seeds (%v):%s", level, float64(sum)/float64(seeds), seeds, time.Since(start).Round(time.Second), b.String())
}
