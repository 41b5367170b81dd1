package ai

import (
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"mercado/game"
)

// Solo is the solo planner (issue 41): determinised planning over sampled deals. Each
// decision deals the hidden parts afresh from the view, as the rules would have dealt
// them (the bag's order, the customer stacks below their tiles on offer, the face-down
// restaurants), and on that deal plays every candidate move out with a nested Monte Carlo
// search (solonested.go); the move with the best mean utility over the deals is played.
// Every candidate meets the same deals and the same playout draws, so their comparison
// is not blurred by the luck of the deal. Workers weigh deals of their own in parallel.
// In games with others it plays as hard does.
type Solo struct {
	seed    uint64
	opt     SoloOptions
	workers []*nester
	hard    *Hard // games with others
	// rate is the playouts a millisecond of the clock the last decision on a clock
	// budget ran, all workers together (0: none yet): what the next may expect.
	rate float64
}

// SoloOptions tune the solo planner.
type SoloOptions struct {
	// BudgetMS is the thinking time of one decision (<= 0: the default); a take or a
	// redraw gets a quarter of it, as hard's do.
	BudgetMS int
	// Playouts, when > 0, replaces the clock: the decision weighs deals until it has
	// run this many playouts of the quick policy in all (a hard iteration is one such
	// playout, so the two compare at equal work), split evenly over the workers, and
	// the move depends only on the seed and the view (tests, reproducible analysis). The
	// deal a worker's budget runs out in is dropped unless it is its first.
	Playouts int
	// Workers is the number of parallel searches (<= 0: up to 2, from GOMAXPROCS).
	Workers int
	// Width is how many candidate moves (best by the quick policy) are weighed at the
	// decision (<= 0: soloWidth), Inner how many the nested search tries at each later
	// step (<= 0: soloInner) and Level its nesting level (0: soloLevel; below 0: level 0,
	// one playout of the quick policy per candidate and deal).
	Width, Inner, Level int
	// Halve sets the worse half of the candidates aside after 2, 4, 8, ... deals.
	Halve bool
	// Horizon is how many steps each level-1 search takes before the policy's playout
	// finishes its best sequence (0: soloHorizon; below 0: to the end of the game).
	Horizon int
	// Screen chooses the Width candidates by play rather than by the quick policy's
	// score: every legal move is first played out once by the policy on each of Screen
	// deals (the same deals and draws for every move), and the Width best by mean
	// utility are weighed; its playouts count against the budget. 0: soloScreen deals
	// in the challenges where that measured better (soloScreened), none elsewhere; below
	// 0: never.
	Screen int
	// ScreenKeep is how many of the policy's best moves a screen keeps whatever their
	// playouts gave (the rest of the Width are the screen's best).
	ScreenKeep int
	// Deep makes each level-1 search try soloDeepInner moves a step to the end of the
	// game instead of Inner moves for Horizon steps. 0: in the challenges where that
	// measured better (soloDeepened) when the decision has a desktop's clock budget
	// (Playouts 0, BudgetMS at least soloDeepMS), never elsewhere; above 0: always;
	// below 0: never.
	Deep int
	// Light makes a decision weigh fewer candidates with cheaper level-1 searches
	// (soloLight...). 0: when the decision can expect fewer than soloLightBelow
	// playouts (Playouts, or on the clock what the last decision ran in its time); above
	// 0: always; below 0: never. A deep search is never light.
	Light int
	// clairvoyant (analysis only) plans on the true state instead of sampled deals.
	clairvoyant bool
}

// Default solo planner settings: the best of those measured at about equal work
// (docs/ai.md), with Halve on (the level "solo" of New).
const (
	soloWidth   = 12
	soloInner   = 8
	soloLevel   = 1
	soloHorizon = 6
)

// soloScreen is the deals of a screen by default, and soloScreened the challenges it
// screens in: those where it measured better on every set of deals tried (The Crowded
// Mercado and Marquis de Lisboa, docs/ai.md). In The Long Game, Last Call and
// Customers in Queue it measured worse, in The Specialist now better, now worse, and
// in the others it made no difference.
const soloScreen = 4

var soloScreened = [len(game.Challenges)]bool{7: true, 9: true}

// soloDeepInner is the moves a step of a deep level-1 search, soloDeepMS the least
// clock budget a decision searches deep with by default, and soloDeepened the challenges
// where it does: Customers in Queue, where a desktop's second (ten times the judge's
// work and more) buys more with 16 moves a step to the end; in The Long Game and The
// Specialist it measured worse, elsewhere no better (docs/ai.md).
const (
	soloDeepInner = 16
	soloDeepMS    = 500
)

var soloDeepened = [len(game.Challenges)]bool{6: true}

// A decision that can expect fewer than soloLightBelow playouts (a page's budget, a slow
// or busy machine) weighs soloLightWidth candidates with level-1 searches of
// soloLightInner moves a step for soloLightHorizon steps, so that it sees more deals:
// at 500 playouts a decision that measured 1.9 fame of the nine better (docs/ai.md).
const (
	soloLightBelow   = 1500
	soloLightWidth   = 8
	soloLightInner   = 3
	soloLightHorizon = 3
)

// soloWidthMax bounds SoloOptions.Width.
const soloWidthMax = 64

// NewSolo makes the solo planner.
func NewSolo(seed uint64, opt SoloOptions) *Solo {
	if opt.BudgetMS <= 0 {
		opt.BudgetMS = DefaultBudgetMS
	}
	if opt.Workers <= 0 {
		opt.Workers = min(2, runtime.GOMAXPROCS(0))
	}
	if opt.Width <= 0 {
		opt.Width = soloWidth
	}
	opt.Width = min(opt.Width, soloWidthMax)
	if opt.Inner <= 0 {
		opt.Inner = soloInner
	}
	if opt.Horizon == 0 {
		opt.Horizon = soloHorizon
	}
	switch {
	case opt.Level == 0:
		opt.Level = soloLevel
	case opt.Level < 0:
		opt.Level = 0
	}
	p := &Solo{seed: seed, opt: opt}
	p.hard = NewHard(seed, Options{BudgetMS: opt.BudgetMS, Iterations: opt.Playouts, Workers: opt.Workers})
	for range opt.Workers { // each decision sets their steps' width and horizon (think)
		p.workers = append(p.workers, newNester(opt.Inner, opt.Level))
	}
	return p
}

func (p *Solo) Name() string { return "solo" }

func (p *Solo) Choose(s *game.State) game.Move { return p.chooseStoppable(s, nil) }

func (p *Solo) chooseStoppable(s *game.State, stop *atomic.Bool) game.Move {
	if !s.Solo() {
		return p.hard.chooseStoppable(s, stop)
	}
	return bestOf(p.think(s, stop))
}

func (p *Solo) rank(s *game.State, n int) []Scored {
	if !s.Solo() {
		return p.hard.rank(s, n)
	}
	return topN(p.think(s, nil), n)
}

// think weighs the candidate moves over sampled deals until the budget is spent or stop
// is set, and returns them valued by their mean score, best mean utility first.
func (p *Solo) think(s *game.State, stop *atomic.Bool) []Scored {
	v := s.View(s.ToMove())
	if p.opt.clairvoyant {
		v = s.Clone()
	}
	if v.Over() {
		return nil
	}
	budget := time.Duration(p.opt.BudgetMS) * time.Millisecond
	width, inner, horizon := p.steps(v, budget)
	all, screen := width, p.screenDeals(v)
	if screen > 0 {
		all = 0 // every legal move, screened below
	}
	cands := p.workers[0].candidates(v, all, nil)
	if len(cands) == 1 {
		return []Scored{{Move: cands[0]}}
	}
	start := time.Now()
	small := v.AwaitingTake() || onlyRedrawChoice(cands)
	if small {
		budget /= 4 // a take or a redraw is a small choice
	}
	deadline := start.Add(budget - budget*reserveShare/100)
	playouts := p.opt.Playouts
	if small {
		playouts /= 4
	}
	spent := 0
	if len(cands) > width {
		cands, spent = p.screen(v, cands, width, screen, stop, deadline)
		playouts -= spent
	}
	sums := make([]soloSums, len(p.workers))
	var wg sync.WaitGroup
	for w, n := range p.workers {
		n.width, n.horizon = inner, horizon
		n.stop, n.halted, n.y, n.playouts = stop, false, yielder{}, 0
		n.limit, n.maxPlayouts = deadline, 0
		if p.opt.Playouts > 0 {
			n.limit, n.maxPlayouts = time.Time{}, playouts/len(p.workers)
			if w < playouts%len(p.workers) {
				n.maxPlayouts++
			}
			n.maxPlayouts = max(1, n.maxPlayouts)
		}
		rng := game.NewRNG(p.seed ^ v.Hash() + uint64(w)*0x632be59bd9b4e019)
		wg.Add(1)
		go func() {
			defer wg.Done()
			sums[w] = p.weigh(n, v, cands, rng)
		}()
	}
	wg.Wait()
	if p.opt.Playouts <= 0 && (stop == nil || !stop.Load()) {
		for _, n := range p.workers {
			spent += n.playouts
		}
		p.rate = float64(spent) / float64(max(1, time.Since(start).Milliseconds()))
	}
	return rankSums(cands, sums)
}

// steps is a decision's candidates, and the moves a step and the steps (horizon) of its
// level-1 searches: deep, light or as set.
func (p *Solo) steps(v *game.State, budget time.Duration) (width, inner, horizon int) {
	switch {
	case p.deep(v):
		return p.opt.Width, soloDeepInner, -1
	case p.opt.Light > 0 || p.opt.Light == 0 && p.expected(budget) < soloLightBelow:
		return min(p.opt.Width, soloLightWidth), soloLightInner, soloLightHorizon
	}
	return p.opt.Width, p.opt.Inner, p.opt.Horizon
}

// expected is the playouts a decision on the given budget can expect: the playout
// budget, or on the clock what the last decision ran in its time (none yet: plenty).
func (p *Solo) expected(budget time.Duration) float64 {
	if p.opt.Playouts > 0 {
		return float64(p.opt.Playouts)
	}
	if p.rate == 0 {
		return math.Inf(1)
	}
	return p.rate * float64(budget.Milliseconds())
}

// screenDeals is the deals of a screen in v's challenge (0: none).
func (p *Solo) screenDeals(v *game.State) int {
	switch {
	case p.opt.Screen > 0:
		return p.opt.Screen
	case p.opt.Screen < 0:
		return 0
	}
	if soloScreened[v.Challenge().Number] {
		return soloScreen
	}
	return 0
}

// deep reports whether the level-1 searches of a decision in v's challenge go deep
// (SoloOptions.Deep).
func (p *Solo) deep(v *game.State) bool {
	switch {
	case p.opt.Deep > 0:
		return true
	case p.opt.Deep < 0:
		return false
	}
	return soloDeepened[v.Challenge().Number] && p.opt.Playouts <= 0 && p.opt.BudgetMS >= soloDeepMS
}

// screen plays every move of cands (all the legal moves) out once by the quick policy
// on each of deals deals, the same deals and draws for every move, and returns the
// Width best by mean utility (ties in the policy's order) and the playouts it ran. It
// runs on the first worker before the others start. Stopped or out of time before its
// first deal is done, it keeps the policy's Width best.
func (p *Solo) screen(v *game.State, cands []game.Move, width, deals int, stop *atomic.Bool, deadline time.Time) ([]game.Move, int) {
	n := p.workers[0]
	n.stop, n.halted, n.y, n.playouts, n.maxPlayouts = stop, false, yielder{}, 0, 0
	n.limit = deadline
	if p.opt.Playouts > 0 {
		n.limit = time.Time{}
	}
	scored := make([]Scored, len(cands))
	q := newMoveScorer(v)
	for j, m := range cands {
		scored[j].Move = m
		scored[j].Value = q.score(m)
	}
	scored = topN(scored, 0) // the policy's order, for the ties
	keep := min(p.opt.ScreenKeep, width)
	out := make([]game.Move, 0, width)
	for _, s := range scored[:keep] {
		out = append(out, s.Move)
	}
	scored = scored[keep:]
	sums := make([]float64, len(scored))
	rng := game.NewRNG(p.seed ^ v.Hash() ^ 0x9fb21c651e98df25)
	var deal, d game.State
	done := 0
	for ; done < deals; done++ {
		if p.opt.clairvoyant {
			v.CloneInto(&deal)
		} else {
			v.DeterminizeInto(&deal, &rng)
		}
		draws := rng.Uint64()
		var u [game.MaxLegalMoves]float64
		for j := range scored {
			if n.halt() {
				break
			}
			deal.CloneInto(&d)
			d.Apply(scored[j].Move)
			n.rng = game.NewRNG(draws)
			var r planResult
			r, n.seq = n.playout(&d, n.seq[:0])
			u[j] = r.util
		}
		if n.halted {
			break
		}
		for j := range scored {
			sums[j] += u[j]
		}
	}
	if done > 0 {
		for j := range scored {
			scored[j].Value = sums[j]
		}
		scored = topN(scored, 0)
	}
	for _, s := range scored[:min(width-keep, len(scored))] {
		out = append(out, s.Move)
	}
	return out, n.playouts
}

// soloSums is one worker's sums over the deals it weighed whole, by candidate.
type soloSums struct {
	deals       [soloWidthMax]int
	util, score [soloWidthMax]float64
}

// rankSums adds up the workers' sums (in worker order, so that a playout budget gives
// the same ranking every time) and ranks the candidates by mean utility over the deals
// each was weighed on (those weighed on more deals first: halving set the others
// aside), ties in the policy's order; each is valued by its mean score.
func rankSums(cands []game.Move, sums []soloSums) []Scored {
	var total soloSums
	for _, s := range sums {
		for j := range cands {
			total.deals[j] += s.deals[j]
			total.util[j] += s.util[j]
			total.score[j] += s.score[j]
		}
	}
	mean := func(x *[soloWidthMax]float64, j int) float64 { return x[j] / float64(max(1, total.deals[j])) }
	order := make([]int, len(cands))
	for i := range order {
		order[i] = i
	}
	better := func(a, b int) bool {
		if total.deals[a] != total.deals[b] {
			return total.deals[a] > total.deals[b]
		}
		return mean(&total.util, a) > mean(&total.util, b)
	}
	for i := 1; i < len(order); i++ { // insertion sort: stable
		for j := i; j > 0 && better(order[j], order[j-1]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	ranked := make([]Scored, 0, len(cands))
	for _, i := range order {
		ranked = append(ranked, Scored{cands[i], mean(&total.score, i)})
	}
	return ranked
}

// weigh plays every candidate out on deal after deal with worker n until its budget is
// spent, and returns the sums over the deals weighed whole. A deal cut short by the
// budget or by stop is dropped, unless it is the worker's first (a decision always
// weighs at least one deal). With Halve, after 2, 4, 8, ... deals the worse half of the
// candidates still weighed is set aside (never fewer than soloKeep stay), so that the
// deals go to the moves that may still be best.
func (p *Solo) weigh(n *nester, v *game.State, cands []game.Move, rng game.RNG) soloSums {
	var sums soloSums
	var deal, d game.State
	alive := len(cands)
	var order [soloWidthMax]int // the candidates still weighed first
	for j := range cands {
		order[j] = j
	}
	for i := 0; ; i++ {
		if i > 0 && n.halt() {
			break
		}
		if p.opt.clairvoyant {
			v.CloneInto(&deal)
		} else {
			v.DeterminizeInto(&deal, &rng)
		}
		draws := rng.Uint64()
		var u, sc [soloWidthMax]float64
		for _, j := range order[:alive] {
			if i > 0 && n.halted {
				break // this deal is dropped
			}
			deal.CloneInto(&d)
			d.Apply(cands[j])
			n.rng = game.NewRNG(draws) // the same playout draws for every candidate
			var r planResult
			r, n.seq = n.nested(&d, p.opt.Level, n.seq[:0])
			u[j], sc[j] = r.util, float64(r.score)
		}
		if i > 0 && n.halted {
			break
		}
		for _, j := range order[:alive] {
			sums.util[j] += u[j]
			sums.score[j] += sc[j]
			sums.deals[j]++
		}
		if done := i + 1; p.opt.Halve && done&(done-1) == 0 && done > 1 && alive > soloKeep {
			alive = halve(&sums, order[:alive])
		}
	}
	return sums
}

// soloKeep is the fewest candidates halving leaves.
const soloKeep = 3

// halve sorts the candidates still weighed by mean utility, best first, and returns
// how many of them stay: half, and at least soloKeep.
func halve(sums *soloSums, alive []int) int {
	mean := func(j int) float64 { return sums.util[j] / float64(max(1, sums.deals[j])) }
	for i := 1; i < len(alive); i++ {
		for k := i; k > 0 && mean(alive[k]) > mean(alive[k-1]); k-- {
			alive[k], alive[k-1] = alive[k-1], alive[k]
		}
	}
	return max(soloKeep, len(alive)/2)
}

// soloSpecialtyDeals is how many deals the planner names The Specialist's good on, and
// soloSpecialtyInner how many moves a step its searches try (as measured, docs/ai.md).
const (
	soloSpecialtyDeals = 24
	soloSpecialtyInner = 3
)

// soloSpecialty is the planner's good for The Specialist: each good is planned with a
// level-1 nested search on the same deals of what the player cannot see at the start
// (the bag, the stacks below their tiles on offer, the face-down restaurants), and the
// good with the best mean utility is named.
func soloSpecialty(seed uint64, cfg game.Config) game.Good {
	rng := game.NewRNG(seed ^ 0x2545f4914f6cdd1d)
	common := rng.Uint64() // every good meets the same deals
	best, bestUtil := game.Good(0), 0.0
	n := newNester(soloSpecialtyInner, 1)
	for g := game.Good(0); g < game.NumGoods; g++ {
		c := cfg
		c.Challenge, c.Players, c.Specialty = 1, 1, g
		s, err := game.NewGame(c)
		if err != nil {
			return 0
		}
		v := s.View(0)
		deals := game.NewRNG(common)
		total := 0.0
		for range soloSpecialtyDeals {
			d := v.Determinize(&deals)
			n.rng = game.NewRNG(deals.Uint64())
			var r planResult
			r, n.seq = n.nested(d, 1, n.seq[:0])
			total += r.util
		}
		if g == 0 || total > bestUtil {
			best, bestUtil = g, total
		}
	}
	return best
}
