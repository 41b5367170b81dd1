package ai

import (
	"math"
	"sync/atomic"
	"time"

	"mercado/game"
)

// The solo planner's engine: nested Monte Carlo search (Cazenave 2009) on a state whose
// every part is known — the true game for the clairvoyant measure, one sampled deal of
// the hidden parts for the honest player (solo.go). A level-0 search is one playout of
// the quick policy to the end of the game; a level-n search plays the game move by move,
// trying each of the best few moves by prior with a level n-1 search, and follows the
// best whole sequence found so far (kept across its steps, so it never does worse than
// a sequence it has already seen). With a horizon, a level-1 search searches only that
// many steps and then keeps the best whole sequence seen: the policy plays the rest.

// planResult is a finished sequence's solo utility and score.
type planResult struct {
	util  float64
	score int
}

// planLevel holds one nesting level's buffers, reused from search to search.
type planLevel struct {
	child game.State
	cands []game.Move
	sub   []game.Move
	best  []game.Move
}

// nester runs nested searches; one per thread.
type nester struct {
	width       int // moves tried per step above level 0 (<= 0: every legal move)
	horizon     int // steps a level-1 search takes before its best sequence stands (<= 0: all)
	levels      []planLevel
	rng         game.RNG
	buf         []game.Move
	ranked      []Scored
	seq         []game.Move // the caller's sequence buffer
	stop        *atomic.Bool
	limit       time.Time // zero: no deadline
	y           yielder
	playouts    int // playouts run, for the budget and the reports
	maxPlayouts int // > 0: halt once this many have run
	halted      bool
}

func newNester(width, level int) *nester {
	return &nester{width: width, levels: make([]planLevel, level+1), buf: make([]game.Move, 0, game.MaxLegalMoves)}
}

// halt reports whether the search must stop now: stopped from outside, or past the
// deadline. It is asked before every playout, and yields to the page when Pause is set.
func (n *nester) halt() bool {
	if n.halted {
		return true
	}
	if Pause != nil {
		n.y.maybe(time.Now())
	}
	if (n.stop != nil && n.stop.Load()) || (n.maxPlayouts > 0 && n.playouts >= n.maxPlayouts) ||
		(!n.limit.IsZero() && time.Now().After(n.limit)) {
		n.halted = true
	}
	return n.halted
}

// finish is the utility and score of a finished game.
func finish(d *game.State) planResult {
	sc := d.Score(0)
	return planResult{soloUtility(d, float64(sc)), sc}
}

// playout plays the quick policy from d to the end, appending its moves to seq.
func (n *nester) playout(d *game.State, seq []game.Move) (planResult, []game.Move) {
	n.playouts++
	for !d.Over() {
		n.buf = d.LegalMoves(n.buf)
		m := rolloutMove(d, n.buf, &n.rng)
		d.Apply(m)
		seq = append(seq, m)
	}
	return finish(d), seq
}

// candidates are the width best legal moves in d by the quick policy's score, best
// first (all of them when width <= 0), in dst.
func (n *nester) candidates(d *game.State, width int, dst []game.Move) []game.Move {
	n.buf = d.LegalMoves(n.buf)
	dst = dst[:0]
	if width <= 0 || len(n.buf) <= width || len(n.buf) == 1 {
		return append(dst, n.buf...)
	}
	q := newMoveScorer(d)
	n.ranked = n.ranked[:0]
	for _, m := range n.buf {
		n.ranked = append(n.ranked, Scored{m, q.score(m)})
	}
	n.ranked = topN(n.ranked, width)
	for _, r := range n.ranked {
		dst = append(dst, r.Move)
	}
	return dst
}

// nested plays d to the end by a nested search of the level, and returns the best
// sequence's result with that sequence appended to seq. d is used up (played out).
func (n *nester) nested(d *game.State, level int, seq []game.Move) (planResult, []game.Move) {
	if level == 0 || d.Over() {
		return n.playout(d, seq)
	}
	lv := &n.levels[level]
	best := planResult{util: math.Inf(-1)}
	lv.best = lv.best[:0]
	played := 0
	for !d.Over() && (level > 1 || n.horizon <= 0 || played < n.horizon) {
		lv.cands = n.candidates(d, n.width, lv.cands)
		for i := 0; i < len(lv.cands); i++ {
			if n.halt() && played < len(lv.best) {
				break
			}
			m := lv.cands[i]
			d.CloneInto(&lv.child)
			lv.child.Apply(m)
			var r planResult
			r, lv.sub = n.nested(&lv.child, level-1, append(lv.sub[:0], m))
			if r.util > best.util {
				best = r
				lv.best = append(lv.best[:played], lv.sub...)
			}
		}
		d.Apply(lv.best[played])
		played++
	}
	return best, append(seq, lv.best...)
}
