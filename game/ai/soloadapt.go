package ai

import (
	"math"

	"mercado/game"
)

// An adaptive level-1 step (generalized nested rollout policy adaptation, Rosin 2011 and
// Cazenave 2020), an alternative to the nested step being measured: each playout draws
// its moves with chances that grow as exp(prior/tau + weight), the prior the quick
// policy's score in coins, and after each playout the weights move toward the best
// sequence found so far.

// adaptStep is one step of an adaptive playout: the legal moves' codes and priors and
// the index of the move played.
type adaptStep struct {
	codes  []uint64
	priors []float64
	chosen int
}

// adapter holds an adaptive step's policy and buffers, reused from search to search.
type adapter struct {
	tau, alpha float64
	pol        map[uint64]float64
	steps      [2][]adaptStep // the playout being played and the best one
	probs      []float64
	child      game.State
}

// adaptCode names a move for the policy; moves that can recur are told apart by step.
func adaptCode(m game.Move, step int) uint64 {
	c := uint64(m.Kind) | uint64(m.Good)<<8 | uint64(m.Space)<<16 | uint64(m.Tile)<<24 |
		uint64(m.Entrance)<<40 | uint64(m.Restaurant)<<48
	if m.Kind == game.Coin || m.Kind == game.Take || m.Kind == game.Redraw {
		c ^= uint64(step+1) * 0x9e3779b97f4a7c15
	}
	return c
}

// softmax turns the logits in a.probs into chances, and returns their sum.
func (a *adapter) softmax() float64 {
	top := math.Inf(-1)
	for _, z := range a.probs {
		top = max(top, z)
	}
	sum := 0.0
	for i, z := range a.probs {
		a.probs[i] = math.Exp(z - top)
		sum += a.probs[i]
	}
	return sum
}

// adaptive plays d to the end by iters adaptive playouts (fewer when the search halts
// first) and returns the best sequence's result with its moves appended to seq. d is
// used up.
func (n *nester) adaptive(d *game.State, iters int, seq []game.Move) (planResult, []game.Move) {
	a := n.adapt
	clear(a.pol)
	best := planResult{util: math.Inf(-1)}
	var bestMoves []game.Move
	start := len(seq)
	for i := 0; i < iters; i++ {
		if i > 0 && n.halt() {
			break
		}
		d.CloneInto(&a.child)
		n.playouts++
		r, moves := n.adaptivePlayout(&a.child, n.sub[:0])
		n.sub = moves
		if r.util >= best.util {
			best = r
			bestMoves = append(bestMoves[:0], moves...)
			a.steps[0], a.steps[1] = a.steps[1], a.steps[0]
		}
		a.update(a.steps[1])
	}
	seq = append(seq[:start], bestMoves...)
	for _, m := range bestMoves {
		d.Apply(m)
	}
	return best, seq
}

// adaptivePlayout plays d to the end by the policy, recording its steps in a.steps[0].
func (n *nester) adaptivePlayout(d *game.State, moves []game.Move) (planResult, []game.Move) {
	a := n.adapt
	steps := a.steps[0][:0]
	for step := 0; !d.Over(); step++ {
		n.buf = d.LegalMoves(n.buf)
		if len(steps) < cap(steps) {
			steps = steps[:len(steps)+1]
		} else {
			steps = append(steps, adaptStep{})
		}
		st := &steps[len(steps)-1]
		st.codes, st.priors, a.probs = st.codes[:0], st.priors[:0], a.probs[:0]
		q := newMoveScorer(d)
		for _, m := range n.buf {
			c, p := adaptCode(m, step), q.score(m)/a.tau
			st.codes, st.priors = append(st.codes, c), append(st.priors, p)
			a.probs = append(a.probs, p+a.pol[c])
		}
		x := uniform(&n.rng) * a.softmax()
		st.chosen = len(a.probs) - 1
		for i, p := range a.probs {
			if x < p {
				st.chosen = i
				break
			}
			x -= p
		}
		m := n.buf[st.chosen]
		d.Apply(m)
		moves = append(moves, m)
	}
	a.steps[0] = steps
	return finish(d), moves
}

// update moves the policy toward the sequence of steps, step by step.
func (a *adapter) update(steps []adaptStep) {
	for _, st := range steps {
		a.probs = a.probs[:0]
		for i, c := range st.codes {
			a.probs = append(a.probs, st.priors[i]+a.pol[c])
		}
		sum := a.softmax()
		for i, c := range st.codes {
			a.pol[c] -= a.alpha * a.probs[i] / sum
		}
		a.pol[st.codes[st.chosen]] += a.alpha
	}
}
