package ai

import (
	"sync/atomic"

	"mercado/game"
)

// Thinking is a decision being made in the background, so a window never waits on the
// AI: poll Done each frame, Cancel to hurry it, Move to collect the answer.
type Thinking struct {
	stop atomic.Bool
	done chan struct{}
	move game.Move
}

// stoppable players can cut their thinking short and still answer.
type stoppable interface {
	chooseStoppable(s *game.State, stop *atomic.Bool) game.Move
}

// Start begins choosing p's move for the seat to move in s. It works on a copy of s, so
// the caller may go on changing its own state. p must not be used again until the
// Thinking is done.
func Start(p Player, s *game.State) *Thinking {
	t := &Thinking{done: make(chan struct{})}
	c := s.Clone()
	go func() {
		defer close(t.done)
		if sp, ok := p.(stoppable); ok {
			t.move = sp.chooseStoppable(c, &t.stop)
		} else {
			t.move = p.Choose(c)
		}
	}()
	return t
}

// Done reports whether the move is ready.
func (t *Thinking) Done() bool {
	select {
	case <-t.done:
		return true
	default:
		return false
	}
}

// Cancel asks the search to stop now; Move then returns the best move found so far,
// which is always legal. Cancelling a finished Thinking does nothing.
func (t *Thinking) Cancel() { t.stop.Store(true) }

// Move waits for the decision and returns it.
func (t *Thinking) Move() game.Move {
	<-t.done
	return t.move
}
