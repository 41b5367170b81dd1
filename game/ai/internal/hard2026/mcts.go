package hard2026

import (
	"math"
	"sort"
	"sync/atomic"
	"time"

	"mercado/game"
)

// Search constants, set in self-play.
const (
	// exploration is the UCB constant for utilities in [0, 1].
	exploration = 0.35
	// widenBase and widenRate: a node considers its widenBase + widenRate*sqrt(visits)
	// best moves by prior (progressive widening), so wide turns (hundreds of customer
	// placements) are searched where the quick score says they matter.
	widenBase = 3
	widenRate = 1.0
	// rolloutEpsilon is how often a rollout plays a uniformly random move instead of the
	// best by quick score.
	rolloutEpsilon = 0.15
	// soloRolloutEpsilon is rolloutEpsilon in solo play, where a rollout runs to the end
	// and a random move (often wasting an entrance) costs the lone player directly.
	soloRolloutEpsilon = 0.05
)

// node is a decision in the open-loop tree: the move that leads to it and the results
// of the iterations that passed through it.
type node struct {
	move     game.Move
	code     int16
	seat     int8 // the seat that made move
	visits   int32
	avail    int32 // iterations in which move was legal and considered at the parent
	prior    float64
	util     [game.MaxPlayers]float64 // summed utilities, one per seat (max^n)
	margin   float64                  // summed estimated margin (solo: score) of seat
	children []int32                  // by prior, best first
}

// searcher is one worker: its tree and its reusable buffers.
type searcher struct {
	det      game.State // this iteration's deal of the hidden parts, reused
	nodes    []node
	path     []int32
	buf      []game.Move
	rollBuf  []game.Move
	legalSet codeSet
	childSet codeSet
}

func newSearcher() *searcher {
	return &searcher{buf: make([]game.Move, 0, game.MaxLegalMoves), rollBuf: make([]game.Move, 0, game.MaxLegalMoves)}
}

// clock is a time budget: the search may stop at soft when its choice looks settled,
// and always stops at hard.
type clock struct {
	start, soft, hard time.Time
}

// search grows a fresh tree from view v: exactly iters iterations if iters > 0, else
// until the clock says so; it stops early when stop is set.
func (sr *searcher) search(v *game.State, rng game.RNG, cutoff, iters int, clk clock, stop *atomic.Bool) {
	sr.nodes = sr.nodes[:0]
	sr.nodes = append(sr.nodes, node{seat: -1})
	for i := 0; iters <= 0 || i < iters; i++ {
		if stop.Load() {
			return
		}
		if iters <= 0 {
			now := time.Now()
			if now.After(clk.hard) {
				return
			}
			// Solo play spends the whole budget: a single agent gains from every sample.
			if i%64 == 0 && !v.Solo() && now.After(clk.soft) && sr.settled(now, clk, i) {
				return
			}
		}
		v.DeterminizeInto(&sr.det, &rng)
		sr.iterate(&sr.det, &rng, cutoff)
	}
}

// settled reports whether more time is unlikely to change the choice: the most visited
// root move also has the best mean value, or it leads by more visits than the rest of
// the budget could give the runner-up.
func (sr *searcher) settled(now time.Time, clk clock, done int) bool {
	root := &sr.nodes[0]
	var first, second *node
	for _, c := range root.children {
		ch := &sr.nodes[c]
		if first == nil || ch.visits > first.visits {
			first, second = ch, first
		} else if second == nil || ch.visits > second.visits {
			second = ch
		}
	}
	if first == nil || second == nil || first.visits == 0 {
		return true
	}
	elapsed := now.Sub(clk.start).Seconds()
	left := clk.hard.Sub(now).Seconds()
	if elapsed > 0 && float64(first.visits-second.visits) > float64(done)*left/elapsed {
		return true
	}
	mean := func(n *node) float64 { return n.util[n.seat] / float64(max(1, n.visits)) }
	for _, c := range root.children {
		ch := &sr.nodes[c]
		if ch != first && ch.visits > first.visits/4 && mean(ch) > mean(first) {
			return false
		}
	}
	return true
}

// iterate runs one iteration on the determinization d.
func (sr *searcher) iterate(d *game.State, rng *game.RNG, cutoff int) {
	sr.path = append(sr.path[:0], 0)
	cur := int32(0)
	for !d.Over() {
		legal := d.LegalMoves(sr.buf)
		sr.buf = legal
		next, fresh := sr.selectChild(cur, d, legal)
		d.Apply(sr.nodes[next].move)
		sr.path = append(sr.path, next)
		cur = next
		if fresh {
			break
		}
	}
	var est, u [game.MaxPlayers]float64
	sr.rollout(d, rng, cutoff)
	estimate(d, &est)
	utilities(d, &est, &u)
	var m [game.MaxPlayers]float64
	margins(d.NumPlayers(), &est, &m)
	for _, i := range sr.path {
		n := &sr.nodes[i]
		n.visits++
		for seat := range u {
			n.util[seat] += u[seat]
		}
		if n.seat >= 0 {
			n.margin += m[n.seat]
		}
	}
}

// selectChild picks the move to follow from node cur in d, adding children for moves
// legal here for the first time. fresh reports a child never visited before.
func (sr *searcher) selectChild(cur int32, d *game.State, legal []game.Move) (int32, bool) {
	for _, m := range legal {
		sr.legalSet.add(moveCode(m))
	}
	for _, c := range sr.nodes[cur].children {
		sr.childSet.add(int(sr.nodes[c].code))
	}
	var q *moveScorer
	added := false
	for _, m := range legal {
		c := moveCode(m)
		if sr.childSet.has(c) {
			continue
		}
		if q == nil {
			qs := newMoveScorer(d)
			q = &qs
		}
		sr.nodes = append(sr.nodes, node{move: m, code: int16(c), seat: int8(d.ToMove()), prior: q.score(m)})
		sr.nodes[cur].children = append(sr.nodes[cur].children, int32(len(sr.nodes)-1))
		added = true
	}
	parent := &sr.nodes[cur]
	for _, c := range parent.children {
		sr.childSet.remove(int(sr.nodes[c].code))
	}
	if added {
		kids := parent.children
		sort.SliceStable(kids, func(a, b int) bool { return sr.nodes[kids[a]].prior > sr.nodes[kids[b]].prior })
	}
	limit := widenBase + int(widenRate*math.Sqrt(float64(parent.visits)))
	best, bestScore, considered := int32(-1), math.Inf(-1), 0
	fresh := false
	for _, c := range parent.children {
		if considered >= limit {
			break
		}
		ch := &sr.nodes[c]
		if !sr.legalSet.has(int(ch.code)) {
			continue
		}
		considered++
		ch.avail++
		if ch.visits == 0 {
			if !fresh {
				best, fresh = c, true
			}
			continue
		}
		if fresh {
			continue
		}
		n := float64(ch.visits)
		score := ch.util[ch.seat]/n + exploration*math.Sqrt(math.Log(float64(ch.avail))/n)
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	for _, m := range legal {
		sr.legalSet.remove(moveCode(m))
	}
	return best, fresh
}

// rollout plays the quick policy from d for up to cutoff decisions (solo: to the end).
func (sr *searcher) rollout(d *game.State, rng *game.RNG, cutoff int) {
	if d.Solo() {
		cutoff = math.MaxInt
	}
	for t := 0; t < cutoff && !d.Over(); t++ {
		sr.rollBuf = d.LegalMoves(sr.rollBuf)
		d.Apply(rolloutMove(d, sr.rollBuf, rng))
	}
}

// rolloutMove is epsilon-greedy on the quick score.
func rolloutMove(d *game.State, legal []game.Move, rng *game.RNG) game.Move {
	if len(legal) == 1 {
		return legal[0]
	}
	eps := rolloutEpsilon
	if d.Solo() {
		eps = soloRolloutEpsilon
	}
	if uniform(rng) < eps {
		return legal[rng.Intn(len(legal))]
	}
	q := newMoveScorer(d)
	best, bestScore := legal[0], math.Inf(-1)
	for _, m := range legal {
		if sc := q.score(m) + 0.01*uniform(rng); sc > bestScore {
			best, bestScore = m, sc
		}
	}
	return best
}
