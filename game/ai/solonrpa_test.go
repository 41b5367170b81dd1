//go:build !js

package ai

import (
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"mercado/game"
)

// Generalized nested rollout policy adaptation (Rosin 2011; Cazenave 2020), for the
// clairvoyant ceiling only: a playout draws each move with a probability that grows as
// exp(prior/tau + weight), the prior being the quick policy's score in coins and the
// weight learnt; a level-n search runs level n-1 searches from a copy of its policy and
// moves the policy toward the best sequence seen after each. Analysis, not play: it sees
// the whole deal.

// nrpaStep is one step of a playout: the codes and priors of the legal moves and the
// chosen move's index.
type nrpaStep struct {
	codes  []uint64
	priors []float64
	chosen int
	move   game.Move
}

type nrpa struct {
	tau, alpha float64
	iters      int
	rng        game.RNG
	buf        []game.Move
	playouts   int
	stepCodes  bool // moves that can recur (a coin, a take, a redraw) are coded with their step
	probs      []float64
}

// nrpaCode names a move for the policy.
func (r *nrpa) code(m game.Move, step int) uint64 {
	c := uint64(m.Kind) | uint64(m.Good)<<8 | uint64(m.Space)<<16 | uint64(m.Tile)<<24 |
		uint64(m.Entrance)<<40 | uint64(m.Restaurant)<<48
	if r.stepCodes || m.Kind == game.Coin || m.Kind == game.Take || m.Kind == game.Redraw {
		c ^= uint64(step+1) * 0x9e3779b97f4a7c15
	}
	return c
}

// playout plays d to the end by the policy, and returns its result and steps.
func (r *nrpa) playout(d *game.State, pol map[uint64]float64) (planResult, []nrpaStep) {
	r.playouts++
	var seq []nrpaStep
	for step := 0; !d.Over(); step++ {
		r.buf = d.LegalMoves(r.buf)
		st := nrpaStep{}
		q := newMoveScorer(d)
		for _, m := range r.buf {
			st.codes = append(st.codes, r.code(m, step))
			st.priors = append(st.priors, q.score(m)/r.tau)
		}
		x := uniform(&r.rng) * r.weigh(&st, pol)
		st.chosen = len(r.probs) - 1
		for i, p := range r.probs {
			if x < p {
				st.chosen = i
				break
			}
			x -= p
		}
		st.move = r.buf[st.chosen]
		d.Apply(st.move)
		seq = append(seq, st)
	}
	return finish(d), seq
}

// weigh sets r.probs to the step's moves' weights under pol, exp(prior + weight) scaled
// so the largest is 1, and returns their sum.
func (r *nrpa) weigh(st *nrpaStep, pol map[uint64]float64) float64 {
	r.probs = r.probs[:0]
	top := math.Inf(-1)
	for i, c := range st.codes {
		z := st.priors[i] + pol[c]
		r.probs = append(r.probs, z)
		top = max(top, z)
	}
	sum := 0.0
	for i, z := range r.probs {
		r.probs[i] = math.Exp(z - top)
		sum += r.probs[i]
	}
	return sum
}

// adapt moves pol toward the sequence seq (the probabilities from pol as it was).
func (r *nrpa) adapt(pol map[uint64]float64, seq []nrpaStep) map[uint64]float64 {
	next := make(map[uint64]float64, len(pol)+len(seq))
	for k, v := range pol {
		next[k] = v
	}
	for i := range seq {
		st := &seq[i]
		sum := r.weigh(st, pol)
		next[st.codes[st.chosen]] += r.alpha
		for i, c := range st.codes {
			next[c] -= r.alpha * r.probs[i] / sum
		}
	}
	return next
}

// search is a level-n search from start (not changed) with policy pol: the best
// sequence's result and steps.
func (r *nrpa) search(start *game.State, level int, pol map[uint64]float64) (planResult, []nrpaStep) {
	var d game.State
	if level == 0 {
		start.CloneInto(&d)
		return r.playout(&d, pol)
	}
	best := planResult{util: math.Inf(-1)}
	var bestSeq []nrpaStep
	for range r.iters {
		res, steps := r.search(start, level-1, pol)
		if res.util >= best.util {
			best, bestSeq = res, steps
		}
		pol = r.adapt(pol, bestSeq)
	}
	return best, bestSeq
}

func movesOf(seq []nrpaStep) []game.Move {
	out := make([]game.Move, len(seq))
	for i, st := range seq {
		out[i] = st.move
	}
	return out
}

// TestSoloNRPACeiling measures the clairvoyant ceiling with GNRPA when MERCADO_NRPA names
// challenges: MERCADO_LEVEL (2), MERCADO_ITERS (100) iterations a level, MERCADO_TAU
// (1 coin) the priors' temperature, MERCADO_ALPHA (1) the learning rate,
// MERCADO_STEPCODES=1 codes every move with its step. In The Specialist the good is the
// one whose level-1 search scores best.
//
//	MERCADO_NRPA=1 MERCADO_SEEDS=1-10 GOMAXPROCS=1 go test -run TestSoloNRPACeiling -v -timeout 0 ./game/ai/
func TestSoloNRPACeiling(t *testing.T) {
	only := os.Getenv("MERCADO_NRPA")
	if only == "" {
		t.Skip("set MERCADO_NRPA=1,2,... to measure the ceiling with GNRPA")
	}
	level := envLevel(2)
	lo, hi := envRange(t, "MERCADO_SEEDS", 1, 10)
	tau, alpha := envFloat("MERCADO_TAU", 1), envFloat("MERCADO_ALPHA", 1)
	for _, ch := range challengeList(t, only) {
		start := time.Now()
		score, fame, playouts := 0, 0, 0
		var scores []string
		for seed := lo; seed <= hi; seed++ {
			cfg := game.Config{Players: 1, Seed: campaignDealSeed(uint64(seed), ch), Challenge: ch}
			r := &nrpa{tau: tau, alpha: alpha, iters: envInt("MERCADO_ITERS", 100), rng: game.NewRNG(cfg.Seed),
				stepCodes: os.Getenv("MERCADO_STEPCODES") == "1"}
			sc, f := nrpaGame(t, r, cfg, level)
			score += sc
			fame += f
			playouts += r.playouts
			scores = append(scores, strconv.Itoa(sc))
		}
		games := float64(hi - lo + 1)
		t.Logf("nrpa challenge %d %s level %d: mean score %.1f fame %.2f (%s) [%v, %d playouts a deal]", ch,
			game.Challenges[ch].Name, level, float64(score)/games, float64(fame)/games,
			strings.Join(scores, " "), time.Since(start).Round(time.Second), playouts/int(games))
	}
}

// nrpaGame is GNRPA's score and fame on one deal; in The Specialist it names the good
// its level-1 search scores best with.
func nrpaGame(t *testing.T, r *nrpa, cfg game.Config, level int) (score, fame int) {
	return clairvoyantGame(t, cfg, level, 1, func(_ game.Config, s *game.State, lv int) (planResult, []game.Move) {
		res, steps := r.search(s, lv, map[uint64]float64{})
		return res, movesOf(steps)
	})
}

func envFloat(name string, def float64) float64 {
	if v, err := strconv.ParseFloat(os.Getenv(name), 64); err == nil {
		return v
	}
	return def
}

// TestSoloStepDuel compares, seeing the whole deal from the start, the honest planner's
// step (a level-1 nested search, MERCADO_INNER moves a step for MERCADO_HORIZON steps)
// with a level-1 GNRPA given the same number of playouts, when MERCADO_DUEL names
// challenges (seeds MERCADO_SEEDS, default 1-40).
func TestSoloStepDuel(t *testing.T) {
	only := os.Getenv("MERCADO_DUEL")
	if only == "" {
		t.Skip("set MERCADO_DUEL=1,2,... to compare the steps")
	}
	lo, hi := envRange(t, "MERCADO_SEEDS", 1, 40)
	tau, alpha := envFloat("MERCADO_TAU", 1), envFloat("MERCADO_ALPHA", 1)
	mult := envFloat("MERCADO_MULT", 1)
	for _, ch := range challengeList(t, only) {
		var nest, gn, np, gp float64
		for seed := lo; seed <= hi; seed++ {
			cfg := game.Config{Players: 1, Seed: campaignDealSeed(uint64(seed), ch), Challenge: ch, Specialty: game.Good(seed % int(game.NumGoods))}
			s, err := game.NewGame(cfg)
			if err != nil {
				t.Fatal(err)
			}
			n := newNester(envInt("MERCADO_INNER", soloInner), 1)
			n.horizon = envHorizon()
			if n.horizon == 0 {
				n.horizon = soloHorizon
			}
			n.rng = game.NewRNG(cfg.Seed)
			r1, _ := n.nested(s.Clone(), 1, nil)
			g := &nrpa{tau: tau, alpha: alpha, iters: int(float64(n.playouts) * mult), rng: game.NewRNG(cfg.Seed)}
			r2, _ := g.search(s, 1, map[uint64]float64{})
			nest += float64(r1.score)
			gn += float64(r2.score)
			np += float64(n.playouts)
			gp += float64(g.playouts)
		}
		k := float64(hi - lo + 1)
		t.Logf("challenge %d: nested level 1 %.1f (%.0f playouts), gnrpa level 1 %.1f (%.0f playouts)", ch, nest/k, np/k, gn/k, gp/k)
	}
}

// TestNRPAAdaptsTowardItsBest: a plan of the GNRPA ceiling replays by the rules to the
// score it reported, and adapting the policy to a sequence makes each of its moves
// likelier at its step than before (where it was not certain already), when codes name
// the step (with moves coded alone, a move seen at other steps and not taken there loses
// weight too).
func TestNRPAAdaptsTowardItsBest(t *testing.T) {
	for _, ch := range []int{1, 7} {
		cfg := game.Config{Players: 1, Seed: campaignDealSeed(3, ch), Challenge: ch}
		r := &nrpa{tau: 0.5, alpha: 1, iters: 12, rng: game.NewRNG(5)}
		sc, _ := nrpaGame(t, r, cfg, 1)
		if sc <= 0 {
			t.Errorf("challenge %d: scored %d", ch, sc)
		}
		r.stepCodes = true
		s, _ := game.NewGame(cfg)
		pol := map[uint64]float64{}
		var d game.State
		s.CloneInto(&d)
		_, seq := r.playout(&d, pol)
		prob := func(pol map[uint64]float64, st nrpaStep) float64 {
			sum := r.weigh(&st, pol)
			return r.probs[st.chosen] / sum
		}
		next := r.adapt(pol, seq)
		for i, st := range seq {
			before, after := prob(pol, st), prob(next, st)
			if before < 0.99 && after <= before {
				t.Errorf("challenge %d step %d: the move's chance went from %.3f to %.3f", ch, i, before, after)
			}
		}
	}
}
