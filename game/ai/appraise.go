package ai

import (
	"sync/atomic"
	"time"

	"mercado/game"
)

// Appraising a decision after the game (the review, game/review) asks hard two things:
// which move it would play, and what each of two moves is worth. The second is measured
// the way the search values a root move, but for one move at a time, so that a move the
// search barely looked at (a person's unusual choice) gets as many samples as the best:
// every iteration deals the hidden parts afresh from the mover's view, plays the move,
// grows an open-loop tree below it and backs up the mover's estimated final margin.
// Both moves are measured on the same deals (a deal stream of their own), so that the
// luck of the samples cancels out of their difference.

// judgeSeed seeds the coach's search. The search mixes in the hash of the mover's view,
// so the judgement depends on the position alone: the same position reached in any game,
// hinted in the window or reviewed by the command, gets the same best move.
const judgeSeed = 0x6a09e667f3bcc908

// JudgeIterations is the coach's search budget: the review's search for the best move
// and the window's hint (docs/review.md gives its cost).
const JudgeIterations = 3000

// Judge ranks the legal moves of the seat to move in s the way the coach sees them,
// best first, each valued by its mean estimated final margin (solo: final score). With
// others at the table it is a search of hard on one worker for exactly iterations
// iterations, best most visited; in a solo challenge it is the solo planner, stronger
// there (docs/ai.md), on one worker for as many playouts, best by mean utility over its
// deals. It depends only on s's view and iterations, never on the clock or the number
// of cores: the hint and the review call it with the same budget and so name the same
// move. It returns nil when stop was set before it finished.
func Judge(s *game.State, iterations int, stop *atomic.Bool) []Scored {
	if stop == nil {
		stop = new(atomic.Bool)
	}
	iterations = max(1, iterations)
	var ranked []Scored
	if s.Solo() {
		ranked = NewSolo(judgeSeed, SoloOptions{Playouts: iterations, Workers: 1, Halve: true}).think(s, stop)
	}
	if len(ranked) < 2 { // with others, or a forced move, which the planner does not value
		ranked = NewHard(judgeSeed, Options{Iterations: iterations, Workers: 1}).think(s, stop).scored()
	}
	if stop.Load() {
		return nil
	}
	return ranked
}

// AppraiseOptions set how much work one appraisal does. The searches are seeded from the
// position (see Judge): the same position, move and work give the same answer.
type AppraiseOptions struct {
	// Iterations is the search that finds the best move (> 0).
	Iterations int
	// Samples is the iterations that value each of the moves compared (> 0).
	Samples int
}

// Appraisal is hard's judgement of one decision, from the mover's point of view and with
// only what the mover could see. Values are the mover's estimated final lead in coins
// over the best other seat (solo: the estimated final score) once the move is played.
type Appraisal struct {
	Best        game.Move
	BestValue   float64
	PlayedValue float64
}

// Appraise judges the move played by the seat to move in s against hard's best. It reads
// only s.View(s.ToMove()). It returns false when stop was set before it finished.
func Appraise(s *game.State, played game.Move, opt AppraiseOptions, stop *atomic.Bool) (Appraisal, bool) {
	if stop == nil {
		stop = new(atomic.Bool)
	}
	v := s.View(s.ToMove())
	ranked := Judge(v, opt.Iterations, stop)
	if ranked == nil {
		return Appraisal{}, false
	}
	best := played // nothing else is legal
	if len(ranked) > 0 {
		best = ranked[0].Move
	}
	deals := judgeSeed ^ v.Hash() ^ 0x9e3779b97f4a7c15
	a := Appraisal{Best: best}
	a.PlayedValue = valueAfter(v, played, deals, opt.Samples, stop)
	a.BestValue = a.PlayedValue
	if best != played {
		a.BestValue = valueAfter(v, best, deals, opt.Samples, stop)
	}
	return a, !stop.Load()
}

// valueAfter is the mover's mean estimated margin over n iterations that each deal the
// hidden parts of view v, play m and search on below it.
func valueAfter(v *game.State, m game.Move, deals uint64, n int, stop *atomic.Bool) float64 {
	mover := v.ToMove()
	sr := newSearcher()
	sr.nodes = append(sr.nodes[:0], node{seat: int8(mover)})
	dealRNG := game.NewRNG(deals)
	rng := game.NewRNG(deals ^ 0xbf58476d1ce4e5b9)
	var y yielder
	for i := 0; i < max(1, n); i++ {
		if stop.Load() {
			break
		}
		if Pause != nil {
			y.maybe(time.Now())
		}
		v.DeterminizeInto(&sr.det, &dealRNG)
		sr.det.Apply(m)
		sr.iterate(&sr.det, &rng, defaultCutoff)
	}
	root := &sr.nodes[0]
	if root.visits == 0 {
		return 0
	}
	return root.margin / float64(root.visits)
}
