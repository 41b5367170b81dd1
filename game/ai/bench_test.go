package ai

import (
	"testing"
	"time"

	"mercado/game"
	"mercado/game/ai/internal/hard2026"
)

// benchPosition is a 2-player position a few turns in.
func benchPosition(b *testing.B) *game.State {
	s := newGame(b, 2, 3, 0)
	midGame(s, 10, 3)
	return s
}

// BenchmarkHardIteration measures one search iteration of one worker (determinize,
// descend, roll out, judge, back up).
func BenchmarkHardIteration(b *testing.B) {
	s := benchPosition(b)
	h := NewHard(1, Options{Iterations: b.N, Workers: 1})
	b.ResetTimer()
	h.Choose(s)
}

func BenchmarkMedium(b *testing.B) {
	s := benchPosition(b)
	md := NewMedium(1)
	for b.Loop() {
		md.Choose(s)
	}
}

func BenchmarkEasy(b *testing.B) {
	s := benchPosition(b)
	e := NewEasy(1)
	for b.Loop() {
		e.Choose(s)
	}
}

// BenchmarkHardDecision is one whole decision of 1000 iterations on one worker, the
// tree grown from empty as in play; iterations/s is what a time budget buys.
func BenchmarkHardDecision(b *testing.B) {
	s := benchPosition(b)
	h := NewHard(1, Options{Iterations: 1000, Workers: 1})
	for b.Loop() {
		h.Choose(s)
	}
	b.ReportMetric(1000*float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
}

// BenchmarkYardstickDecision is BenchmarkHardDecision for the frozen hard-2026.
func BenchmarkYardstickDecision(b *testing.B) {
	s := benchPosition(b)
	h := hard2026.NewHard(1, hard2026.Options{Iterations: 1000, Workers: 1})
	for b.Loop() {
		h.Choose(s)
	}
	b.ReportMetric(1000*float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
}

// BenchmarkHardDecision4 is BenchmarkHardDecision in a four-player game.
func BenchmarkHardDecision4(b *testing.B) {
	s := newGame(b, 4, 3, 0)
	midGame(s, 16, 3)
	h := NewHard(1, Options{Iterations: 1000, Workers: 1})
	for b.Loop() {
		h.Choose(s)
	}
	b.ReportMetric(1000*float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
}

// BenchmarkHardBudget is how late hard answers in wall time on a 60 ms budget, on both
// workers as in play (whatever -cpu says): worst-over-ms is the worst decision's time past its budget (0 when
// every answer came in time), mean-ms the mean decision. On a quiet machine the reserve
// keeps worst-over-ms at 0; a busy one shows how far descheduling pushes it.
func BenchmarkHardBudget(b *testing.B) {
	const budget = 60
	h := NewHard(1, Options{BudgetMS: budget, Workers: 2})
	var worst, sum time.Duration
	n := 0
	for b.Loop() {
		cfg := budgetPositions[n%len(budgetPositions)]
		s := newGame(b, cfg.players, 5, cfg.challenge)
		midGame(s, cfg.moves, 5)
		start := time.Now()
		h.Choose(s)
		el := time.Since(start)
		sum += el
		worst = max(worst, el-budget*time.Millisecond)
		n++
	}
	b.ReportMetric(float64(max(0, worst))/float64(time.Millisecond), "worst-over-ms")
	b.ReportMetric(float64(sum)/float64(n)/float64(time.Millisecond), "mean-ms")
}

// BenchmarkJudgeSolo is the coach's judge (the hint and the review's search) at its
// default work in solo positions, one of each challenge in turn: the solo planner.
// BenchmarkJudgeSoloHard is hard's search at the same work, the judge there before.
func BenchmarkJudgeSolo(b *testing.B) {
	benchSoloJudge(b, func(s *game.State) { Judge(s, JudgeIterations, nil) })
}
func BenchmarkJudgeSoloHard(b *testing.B) {
	benchSoloJudge(b, func(s *game.State) {
		NewHard(judgeSeed, Options{Iterations: JudgeIterations, Workers: 1}).think(s, nil)
	})
}

func benchSoloJudge(b *testing.B, judge func(*game.State)) {
	var positions []*game.State
	for ch := 1; ch <= game.NumChallenges; ch++ {
		s := newGame(b, 1, uint64(ch), ch)
		midGame(s, 12, uint64(ch))
		positions = append(positions, s)
	}
	for i := 0; b.Loop(); i++ {
		judge(positions[i%len(positions)])
	}
}
