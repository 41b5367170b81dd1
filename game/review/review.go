// Package review ranks the decisions of a finished (or unfinished) game against the hard
// computer player's best, the way chess sites review a game: for each decision of the
// chosen seats, the coins it lost against hard's choice, a mark (best, good,
// inaccuracy, mistake, blunder), the seat's estimated final lead after it, and the key
// moments. Every decision is judged from the mover's view alone (ai.Appraise), so the
// review knows no more than the player did. It is pure Go: the window runs it in the
// background, the mercado review command in the terminal.
//
// It imports game, game/ai, game/reason and game/table (the Store); nothing that draws.
package review

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/reason"
)

// Mark grades one decision by the coins it lost.
type Mark string

const (
	Best       Mark = "best"
	Good       Mark = "good"
	Inaccuracy Mark = "inaccuracy"
	Mistake    Mark = "mistake"
	Blunder    Mark = "blunder"
)

// Marks lists the marks, best first.
var Marks = []Mark{Best, Good, Inaccuracy, Mistake, Blunder}

// The thresholds of the marks, in coins of estimated final lead lost against hard's
// best move (docs/review.md). Best is hard's own move, or a move that did at least as
// well (loss 0). Under a coin is within the noise of the estimate: good. A game is often
// won by a few coins, so losing 3 is a real inaccuracy, and 6 (what a good stand earns
// from one customer tile) a blunder.
const (
	GoodBelow       = 1.0 // 0 < loss < this: good
	InaccuracyBelow = 3.0 // loss < this: inaccuracy
	MistakeBelow    = 6.0 // loss < this: mistake; from here on: blunder
)

// MarkFor is the mark of a loss in coins.
func MarkFor(loss float64) Mark {
	switch {
	case loss <= 0:
		return Best
	case loss < GoodBelow:
		return Good
	case loss < InaccuracyBelow:
		return Inaccuracy
	case loss < MistakeBelow:
		return Mistake
	}
	return Blunder
}

// Rank is the position of m in Marks (0 for best), -1 for an unknown mark.
func (m Mark) Rank() int {
	for i, k := range Marks {
		if k == m {
			return i
		}
	}
	return -1
}

// The default work per decision: the search that finds hard's move, and the samples
// that value each of the two moves compared. A 2-player game of about 90 decisions is
// reviewed in well under 30 s on two cores (docs/review.md gives the measurement).
const (
	DefaultIterations = ai.JudgeIterations
	DefaultSamples    = 2000
)

// Options choose what is reviewed and how hard.
type Options struct {
	// Seats are the seats whose decisions are reviewed (nil or empty: all).
	Seats []int
	// Iterations and Samples: see AppraiseOptions (<= 0: the defaults).
	Iterations, Samples int
	// Workers is how many decisions are judged at once (<= 0: up to 2, from GOMAXPROCS).
	Workers int
	// Progress, when set, is told how many decisions of how many are done: once before
	// the work starts (0 done), then after each one, from one goroutine at a time (any
	// goroutine).
	Progress func(done, total int)
}

func (o Options) withDefaults() Options {
	if o.Iterations <= 0 {
		o.Iterations = DefaultIterations
	}
	if o.Samples <= 0 {
		o.Samples = DefaultSamples
	}
	if o.Workers <= 0 {
		o.Workers = min(2, runtime.GOMAXPROCS(0))
	}
	return o
}

// Decision is one reviewed decision.
type Decision struct {
	Index int     `json:"index"` // 0-based in the record's moves
	Seat  int     `json:"seat"`
	Move  string  `json:"move"` // the move played, in record notation
	Best  string  `json:"best"` // hard's best (the move played when that scored higher)
	Loss  float64 `json:"loss"` // coins lost against best, >= 0, 0 for the best
	Mark  Mark    `json:"mark"`
	// Lead is the seat's estimated final lead over the best other seat after the move
	// played (solo: its estimated final score); BestLead the same after best.
	Lead     float64 `json:"lead"`
	BestLead float64 `json:"best_lead"`
	// Why says in English why best is better, on decisions marked inaccuracy or worse
	// (the window words the same reason, Why, in the player's language).
	Why string `json:"why,omitempty"`
}

// Why is the reason the better move beats the one played in decision d at s: what it
// earns and sets up, what it keeps from the next player and whether the played move's
// bigger gain would still be there next turn (package reason, from the mover's view).
func Why(s *game.State, d Decision, best, played game.Move) reason.Reason {
	why := reason.Explain(s, []reason.Ranked{{Move: best, Value: d.BestLead}, {Move: played, Value: d.Lead}})
	why.Next.Played, why.Next.HasBehind = true, false
	return why
}

// Moment kinds.
const (
	MomentLoss = "loss" // one of the game's biggest losses
	MomentTurn = "turn" // the seat's estimated lead changed sides
)

// Moment is a key moment: a decision worth a second look.
type Moment struct {
	Decision int    `json:"decision"` // index into Result.Decisions
	Kind     string `json:"kind"`
}

// Result is a review.
type Result struct {
	Version    int        `json:"version"`
	Record     string     `json:"record"` // RecordKey of the record reviewed
	Seats      []int      `json:"seats"`
	Iterations int        `json:"iterations"`
	Samples    int        `json:"samples"`
	Decisions  []Decision `json:"decisions"`
	Moments    []Moment   `json:"moments"`
	// Accuracy is each reviewed seat's accuracy, 0 to 100, in the order of Seats.
	Accuracy []int `json:"accuracy"`
}

// AccuracyHalf is the loss in coins that halves a decision's accuracy: a decision
// scores 100 × 2^(−loss/AccuracyHalf) (best 100, a loss of 1 coin 79, 3 coins 50,
// 6 coins 25), and a seat's accuracy is the mean over its decisions, rounded (100 with
// none). docs/review.md explains the choice.
const AccuracyHalf = 3.0

// accuracy is the seat's accuracy over ds.
func accuracy(ds []Decision, seat int) int {
	sum, n := 0.0, 0
	for _, d := range ds {
		if d.Seat == seat {
			sum += 100 * math.Exp2(-max(0, d.Loss)/AccuracyHalf)
			n++
		}
	}
	if n == 0 {
		return 100
	}
	return int(math.Round(sum / float64(n)))
}

// accuracies is Accuracy for res's seats.
func (r *Result) accuracies() []int {
	out := make([]int, len(r.Seats))
	for i, seat := range r.Seats {
		out[i] = accuracy(r.Decisions, seat)
	}
	return out
}

// Version is the version of the review's method and file; a stored review of another
// version is computed again. 2: the searches are seeded from the position alone (one
// judge for the window, the command and the hint), no longer from a review seed.
const Version = 2

// Counts is how many decisions have each mark, in the order of Marks.
func (r *Result) Counts() []int {
	out := make([]int, len(Marks))
	for _, d := range r.Decisions {
		if i := d.Mark.Rank(); i >= 0 {
			out[i]++
		}
	}
	return out
}

// job is a decision waiting for its appraisal.
type job struct {
	index int
	state *game.State
	move  game.Move
	names []string // the players, to word the reason
}

// Run reviews rec. It fails on a record that does not replay (the error says which move)
// and with ctx.Err() when ctx is cancelled first.
func Run(ctx context.Context, rec *game.Record, opt Options) (*Result, error) {
	opt = opt.withDefaults()
	s, err := rec.Start()
	if err != nil {
		return nil, err
	}
	np := s.NumPlayers()
	seats, err := chosenSeats(opt.Seats, np)
	if err != nil {
		return nil, err
	}
	var jobs []job
	var buf []game.Move
	for i, text := range rec.Moves {
		m, err := game.ParseMove(text)
		if err == nil {
			err = s.Check(m)
		}
		if err != nil {
			return nil, &game.MoveError{Move: i + 1, Text: text, Reason: err.Error()}
		}
		buf = s.LegalMoves(buf)
		if seats[s.ToMove()] && len(buf) > 1 { // a forced move is no decision
			jobs = append(jobs, job{index: i, state: s.Clone(), move: m, names: rec.Players})
		}
		s.Apply(m)
	}
	key, err := RecordKey(rec)
	if err != nil {
		return nil, err
	}
	res := &Result{Version: Version, Record: key, Iterations: opt.Iterations, Samples: opt.Samples}
	for seat := range np {
		if seats[seat] {
			res.Seats = append(res.Seats, seat)
		}
	}
	res.Decisions = make([]Decision, len(jobs))
	if err := appraiseAll(ctx, jobs, res.Decisions, opt); err != nil {
		return nil, err
	}
	res.Moments = keyMoments(res.Decisions, np == 1)
	res.Accuracy = res.accuracies()
	return res, nil
}

// chosenSeats turns the option into a set, refusing seats the game does not have.
func chosenSeats(list []int, np int) ([]bool, error) {
	seats := make([]bool, np)
	for _, seat := range list {
		if seat < 0 || seat >= np {
			return nil, fmt.Errorf("seat %d: the game has seats 0 to %d", seat, np-1)
		}
		seats[seat] = true
	}
	if len(list) == 0 {
		for i := range seats {
			seats[i] = true
		}
	}
	return seats, nil
}

// appraiseAll judges the jobs on opt.Workers goroutines, each taking the next job in
// turn; every job's answer depends only on its own position and the work, so the result
// is the same whatever the order they finish in.
func appraiseAll(ctx context.Context, jobs []job, out []Decision, opt Options) error {
	var stop atomic.Bool
	defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	var next, done atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	if opt.Progress != nil {
		opt.Progress(0, len(jobs)) // the total, before the first decision is done
	}
	for range min(opt.Workers, max(1, len(jobs))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(jobs) || stop.Load() {
					return
				}
				d, ok := appraise(jobs[i], opt, &stop)
				if !ok {
					return
				}
				out[i] = d
				n := int(done.Add(1))
				if opt.Progress != nil {
					mu.Lock()
					opt.Progress(n, len(jobs))
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	if int(done.Load()) != len(jobs) {
		return context.Canceled
	}
	return nil
}

// Judge is the review's decision on one move: played by the seat to move in s, as the
// index-th move of its record, with opt's work (Seats, Workers and Progress are not
// used). A review of a record gives each of its decisions exactly this.
func Judge(s *game.State, index int, played game.Move, opt Options) Decision {
	d, _ := appraise(job{index: index, state: s, move: played}, opt.withDefaults(), nil)
	return d
}

// appraise judges one decision.
func appraise(j job, opt Options, stop *atomic.Bool) (Decision, bool) {
	a, ok := ai.Appraise(j.state, j.move, ai.AppraiseOptions{Iterations: opt.Iterations, Samples: opt.Samples}, stop)
	if !ok {
		return Decision{}, false
	}
	d := Decision{Index: j.index, Seat: j.state.ToMove(), Move: j.move.String()}
	played, best := round(a.PlayedValue), round(a.BestValue)
	d.Lead = played
	if a.Best == j.move || played >= best {
		// The move played is hard's choice, or did at least as well: it is the best.
		d.Best, d.BestLead = d.Move, played
	} else {
		d.Best, d.BestLead = a.Best.String(), best
		d.Loss = round(best - played)
	}
	d.Mark = MarkFor(d.Loss)
	if d.Mark.Rank() >= Inaccuracy.Rank() {
		d.Why = Why(j.state, d, a.Best, j.move).English(j.names)
	}
	return d, true
}

// round keeps two decimals: the values are estimates, and the file stays short.
func round(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return 0
	}
	return math.Round(x*100) / 100
}

// How many key moments of each kind a review names.
const (
	maxLossMoments = 3
	maxTurnMoments = 3
	// turnMargin: a lead counts as on one side only once it is this many coins from 0,
	// so that a lead hovering about even does not make a turning point of every wobble.
	turnMargin = 1.0
)

// keyMoments names the biggest losses (inaccuracies and worse) and the decisions where
// a seat's estimated lead changed sides the most, in the order of the game.
func keyMoments(ds []Decision, solo bool) []Moment {
	var losses []int
	for i, d := range ds {
		if d.Mark.Rank() >= Inaccuracy.Rank() {
			losses = append(losses, i)
		}
	}
	sort.SliceStable(losses, func(a, b int) bool { return ds[losses[a]].Loss > ds[losses[b]].Loss })
	losses = losses[:min(len(losses), maxLossMoments)]
	chosen := map[int]string{}
	for _, i := range losses {
		chosen[i] = MomentLoss
	}
	if !solo {
		type turn struct {
			at    int
			swing float64
		}
		var turns []turn
		last := map[int]float64{} // each seat's last lead clearly on one side
		for i, d := range ds {
			if math.Abs(d.Lead) < turnMargin {
				continue
			}
			if prev, ok := last[d.Seat]; ok && (prev > 0) != (d.Lead > 0) {
				turns = append(turns, turn{i, math.Abs(d.Lead - prev)})
			}
			last[d.Seat] = d.Lead
		}
		sort.SliceStable(turns, func(a, b int) bool { return turns[a].swing > turns[b].swing })
		for _, t := range turns[:min(len(turns), maxTurnMoments)] {
			if _, ok := chosen[t.at]; !ok {
				chosen[t.at] = MomentTurn
			}
		}
	}
	out := make([]Moment, 0, len(chosen))
	for i, kind := range chosen {
		out = append(out, Moment{Decision: i, Kind: kind})
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Decision < out[b].Decision })
	return out
}
