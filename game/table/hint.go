package table

import (
	"mercado/game"
	"mercado/game/ai"
	"mercado/game/reason"
)

// HintIterations is the hint's search: the review's own (ai.Judge at the review's
// iterations), so that a move played on a hint is the move the review names as best.
// It depends on the position alone, never on the clock; docs/review.md gives its cost.
const HintIterations = ai.JudgeIterations

// HintRanked ranks the moves of the seat to move in s as the hint and the review see
// them, best first (the hint's move); nil when the game is over.
func HintRanked(s *game.State) []ai.Scored {
	if s.Over() {
		return nil
	}
	return ai.Judge(s, HintIterations, nil)
}

// hintJob is a hint worked out in the background for one position. The goroutine
// writes move and value before closing done, and nothing after.
type hintJob struct {
	version uint64
	done    chan struct{}
	move    game.Move
	value   float64
	reason  reason.Reason // why the move, worked out with it (hintreason.go)
}

// StartHint starts looking for a good move for the person to move. It does nothing when
// no person is to move, or when a hint for this position is ready or under way.
func (t *Table) StartHint() {
	if !t.HumanToMove() || t.hint != nil && t.hint.version == t.version {
		return
	}
	j := &hintJob{version: t.version, done: make(chan struct{})}
	t.hint = j
	s := t.state.Clone()
	go func() {
		defer close(j.done)
		if best := HintRanked(s); len(best) > 0 {
			j.move, j.value = best[0].Move, best[0].Value
			j.reason = explain(s, best)
			return
		}
		// Not expected while a person is to move; answer with a legal move anyway.
		if legal := s.LegalMoves(nil); len(legal) > 0 {
			j.move = legal[0]
		}
	}()
}

// Hint is the hint for the current decision once it is ready: the move and its value in
// coins, as ai.Rank's Scored.Value (the estimated final margin over the best other seat;
// in solo play the estimated final score). A hint is for the position it was asked in
// only: any decision, undo or concession drops it.
func (t *Table) Hint() (m game.Move, value float64, ready bool) {
	j := t.hint
	if j == nil || j.version != t.version {
		return game.Move{}, 0, false
	}
	select {
	case <-j.done:
		return j.move, j.value, true
	default:
		return game.Move{}, 0, false
	}
}

// HintThinking reports whether a hint for the current position is being worked out.
func (t *Table) HintThinking() bool {
	j := t.hint
	if j == nil || j.version != t.version {
		return false
	}
	select {
	case <-j.done:
		return false
	default:
		return true
	}
}
