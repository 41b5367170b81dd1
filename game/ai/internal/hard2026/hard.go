package hard2026

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"mercado/game"
)

// Options tune the hard player's search.
type Options struct {
	// BudgetMS is the thinking time of one decision in milliseconds (<= 0: the default).
	// Decisions with little to choose (a take, a redraw) use part of it.
	BudgetMS int
	// Iterations, when > 0, replaces the clock: the search runs exactly this many
	// iterations in all, split evenly over the workers, so the move depends only on the
	// seed and the view (tests, reproducible analysis).
	Iterations int
	// Workers is the number of parallel searches (<= 0: up to 2, from GOMAXPROCS).
	Workers int
	// Cutoff is how many decisions a rollout plays before the estimate judges it
	// (<= 0: the default; solo games always play to the end).
	Cutoff int
}

// Hard is information-set Monte Carlo tree search. Each iteration deals a fresh sample
// of everything its seat cannot see (Determinize on its view), walks an open-loop tree
// of decisions (children are moves, shared by every sample in which they are legal),
// plays a quick heuristic rollout for a few decisions and judges the position with the
// estimate. Nodes keep one value per seat (max^n): each seat picks by its own value.
// Root-parallel: each worker grows its own tree from its own seed; their root counts
// are added up in worker order, so an iteration budget gives the same move every time.
type Hard struct {
	seed    uint64
	opt     Options
	workers []*searcher
}

func NewHard(seed uint64, opt Options) *Hard {
	if opt.BudgetMS <= 0 {
		opt.BudgetMS = defaultBudgetMS
	}
	if opt.Workers <= 0 {
		opt.Workers = min(2, runtime.GOMAXPROCS(0))
	}
	if opt.Cutoff <= 0 {
		opt.Cutoff = defaultCutoff
	}
	h := &Hard{seed: seed, opt: opt}
	for range opt.Workers {
		h.workers = append(h.workers, newSearcher())
	}
	return h
}

// defaultBudgetMS is the thinking time per decision when none is given.
const defaultBudgetMS = 1000

// softShare is the percentage of the budget after which a settled search stops.
const softShare = 45

// reserveShare is the percentage of the budget kept back from the search.
const reserveShare = 15

// defaultCutoff: a rollout plays about two rounds of two players before it is judged.
const defaultCutoff = 12

func (h *Hard) Name() string { return "hard-2026" }

func (h *Hard) Choose(s *game.State) game.Move { return h.think(s).best() }

// think searches from the view of the seat to move until the budget is spent or stop
// is set, and returns the root statistics of all workers added up.
func (h *Hard) think(s *game.State) *rootStats {
	v := s.View(s.ToMove())
	base := h.seed ^ v.Hash()
	legal := v.LegalMoves(nil)
	stats := newRootStats(v, legal)
	if len(legal) <= 1 {
		return stats
	}
	stop := new(atomic.Bool) // nothing stops the yardstick early but its clock
	budget := time.Duration(h.opt.BudgetMS) * time.Millisecond
	if v.AwaitingTake() || onlyRedrawChoice(legal) {
		budget /= 4 // a take or a redraw is a small choice
	}
	now := time.Now()
	// The hard stop keeps a reserve of the budget: a worker descheduled by a busy machine
	// (the window drawing, other programs) or a garbage collection must not push the
	// answer past the budget.
	clk := clock{start: now, soft: now.Add(budget * softShare / 100), hard: now.Add(budget - budget*reserveShare/100)}
	var wg sync.WaitGroup
	for w, sr := range h.workers {
		iters := 0
		if h.opt.Iterations > 0 {
			iters = h.opt.Iterations / len(h.workers)
			if w < h.opt.Iterations%len(h.workers) {
				iters++
			}
		}
		rng := game.NewRNG(base + uint64(w)*0x632be59bd9b4e019)
		wg.Add(1)
		go func() {
			defer wg.Done()
			sr.search(v, rng, h.opt.Cutoff, iters, clk, stop)
		}()
	}
	wg.Wait()
	for _, sr := range h.workers {
		stats.add(sr)
	}
	return stats
}

// onlyRedrawChoice: the decision is whether to redraw, with one other move.
func onlyRedrawChoice(legal []game.Move) bool {
	return len(legal) == 2 && legal[0].Kind == game.Redraw
}

// rootStats adds up the root children of the workers' trees.
type rootStats struct {
	mover  int
	legal  []game.Move
	prior  []float64
	visits []int
	util   []float64 // the mover's utility, summed
	margin []float64 // the mover's estimated margin (solo: score), summed
	index  map[int]int
}

func newRootStats(v *game.State, legal []game.Move) *rootStats {
	r := &rootStats{mover: v.ToMove(), legal: legal, index: map[int]int{}}
	q := newMoveScorer(v)
	for i, m := range legal {
		r.index[moveCode(m)] = i
		r.prior = append(r.prior, q.score(m))
	}
	r.visits = make([]int, len(legal))
	r.util = make([]float64, len(legal))
	r.margin = make([]float64, len(legal))
	return r
}

func (r *rootStats) add(sr *searcher) {
	if len(sr.nodes) == 0 {
		return
	}
	for _, c := range sr.nodes[0].children {
		n := &sr.nodes[c]
		i, ok := r.index[int(n.code)]
		if !ok || n.visits == 0 {
			continue
		}
		r.visits[i] += int(n.visits)
		r.util[i] += n.util[r.mover]
		r.margin[i] += n.margin
	}
}

// order ranks the legal moves: most visited first, then by mean utility, then prior.
func (r *rootStats) order() []int {
	idx := make([]int, len(r.legal))
	for i := range idx {
		idx[i] = i
	}
	better := func(a, b int) bool {
		if r.visits[a] != r.visits[b] {
			return r.visits[a] > r.visits[b]
		}
		if r.visits[a] > 0 {
			ua, ub := r.util[a]/float64(r.visits[a]), r.util[b]/float64(r.visits[b])
			if ua != ub {
				return ua > ub
			}
		}
		return r.prior[a] > r.prior[b]
	}
	for i := 1; i < len(idx); i++ { // insertion sort: stable and allocation-free
		for j := i; j > 0 && better(idx[j], idx[j-1]); j-- {
			idx[j], idx[j-1] = idx[j-1], idx[j]
		}
	}
	return idx
}

func (r *rootStats) best() game.Move {
	if len(r.legal) == 0 {
		return game.CoinMove() // the game is over; nothing is legal
	}
	return r.legal[r.order()[0]]
}
