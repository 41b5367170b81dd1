package ai

import (
	"math"

	"mercado/game"
)

// Medium looks one whole turn ahead: every sequence of its own decisions this turn
// (hand redraw, action, display redraw, take) is played on one sample of the hidden
// parts and the position reached is judged by the estimate (money, stand values,
// restaurant neighbours, open customer chances) less what the next player could grab
// at once.
type Medium struct {
	seed uint64
	bufs [][]game.Move // one move buffer per recursion depth
}

func NewMedium(seed uint64) *Medium { return &Medium{seed: seed} }

func (md *Medium) Name() string { return "medium" }

// threatWeight is how much of the next player's best immediate gain (above the coin
// anyone can take) counts against a position.
const threatWeight = 0.6

func (md *Medium) Choose(s *game.State) game.Move {
	return bestOf(md.rank(s, 1))
}

func (md *Medium) rank(s *game.State, n int) []Scored {
	mover := s.ToMove()
	v := s.View(mover)
	rng := decisionRNG(md.seed, v)
	d := v.Determinize(&rng)
	moves := v.LegalMoves(nil)
	out := make([]Scored, 0, len(moves))
	for _, m := range moves {
		c := *d
		c.Apply(m)
		val := md.after(&c, m, mover, 1)
		out = append(out, Scored{m, val + 1e-6*uniform(&rng)})
	}
	return topN(out, n)
}

// after values the position c reached by the mover's decision m: the best way to finish
// the turn if it goes on, else the judged position.
func (md *Medium) after(c *game.State, m game.Move, mover, depth int) float64 {
	if !turnGoesOn(c, m, mover) {
		return md.judge(c, mover)
	}
	for len(md.bufs) <= depth {
		md.bufs = append(md.bufs, nil)
	}
	md.bufs[depth] = c.LegalMoves(md.bufs[depth])
	moves := md.bufs[depth]
	best := math.Inf(-1)
	for i := 0; i < len(moves); i++ {
		next := *c
		next.Apply(moves[i])
		best = math.Max(best, md.after(&next, moves[i], mover, depth+1))
		moves = md.bufs[depth] // the recursion may have grown deeper buffers only
	}
	return best
}

// turnGoesOn reports whether the mover still decides after m: after a hand redraw,
// after a stand with a take to come, after a display redraw.
func turnGoesOn(c *game.State, m game.Move, mover int) bool {
	if c.Over() || c.ToMove() != mover {
		return false
	}
	return m.Kind == game.Redraw || c.AwaitingTake()
}

// judge is the mover's estimated final margin at c, less the next player's threat.
func (md *Medium) judge(c *game.State, mover int) float64 {
	var est, m [game.MaxPlayers]float64
	estimateBase(c, &est)
	margins(c.NumPlayers(), &est, &m)
	val := m[mover]
	if c.Over() || c.NumPlayers() == 1 {
		return val
	}
	return val - threatWeight*math.Max(0, bestQuickGain(c)-1)
}

// bestQuickGain is the best quick score open to the seat to move at c.
func bestQuickGain(c *game.State) float64 {
	var buf [game.MaxLegalMoves]game.Move
	q := newMoveScorer(c)
	best := math.Inf(-1)
	for _, m := range c.LegalMoves(buf[:0]) {
		if m.Kind == game.Redraw {
			continue
		}
		best = math.Max(best, math.Min(20, q.score(m)))
	}
	return best
}
