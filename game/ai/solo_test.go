package ai

import (
	"fmt"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"mercado/game"
)

// BenchmarkSoloPlayout is one playout of the quick policy from the start of each solo
// challenge to its end, the planner's unit of work.
func BenchmarkSoloPlayout(b *testing.B) {
	for ch := 1; ch <= game.NumChallenges; ch++ {
		b.Run(fmt.Sprintf("challenge%d", ch), func(b *testing.B) {
			s := newGame(b, 1, 3, ch)
			n := newNester(soloInner, 0)
			var d game.State
			for b.Loop() {
				s.CloneInto(&d)
				n.playout(&d, n.seq[:0])
			}
		})
	}
}

// BenchmarkSoloNested1 is one level-1 nested search of a whole solo game.
func BenchmarkSoloNested1(b *testing.B) {
	s := newGame(b, 1, 3, 1)
	n := newNester(soloInner, 1)
	var d game.State
	for b.Loop() {
		s.CloneInto(&d)
		n.nested(&d, 1, n.seq[:0])
	}
	b.ReportMetric(float64(n.playouts)/float64(b.N), "playouts/op")
}

// BenchmarkSoloSpecialty is the planner naming The Specialist's good: what a player
// (or a watcher) waits for before its suggestion shows.
func BenchmarkSoloSpecialty(b *testing.B) {
	cfg := game.Config{Players: 1, Seed: 3, Challenge: 1}
	for b.Loop() {
		soloSpecialty(3, cfg)
	}
}

// TestSoloPlanReplays: a nested search's plan is a real game. Replayed move by move by
// the rules on the same deal it is legal throughout, ends the game and scores what the
// search said, at every level, in every challenge.
func TestSoloPlanReplays(t *testing.T) {
	for ch := 1; ch <= game.NumChallenges; ch++ {
		for try := 0; try <= 3; try++ { // levels 0, 1, 2, and 1 with a horizon
			level := min(try, 2)
			s := newGame(t, 1, uint64(ch*7+try), ch)
			n := newNester(2, level)
			n.rng = game.NewRNG(uint64(ch))
			switch try {
			case 2:
				n.width = 1 // keeps the test quick
			case 3:
				n.horizon, level = 3, 1
			}
			r, seq := n.nested(s.Clone(), level, nil)
			for i, m := range seq {
				if err := s.Play(m); err != nil {
					t.Fatalf("challenge %d level %d: move %d %v: %v", ch, level, i, m, err)
				}
			}
			if !s.Over() || s.Score(0) != r.score {
				t.Fatalf("challenge %d level %d: the plan replays to %d (over %v), the search said %d", ch, level, s.Score(0), s.Over(), r.score)
			}
		}
	}
}

// TestSoloNestingHelps: on the same deals, seeing everything, a level-1 search plans
// better games than the quick policy's playouts and a level-2 search better still.
func TestSoloNestingHelps(t *testing.T) {
	var total [3]int
	for _, ch := range []int{1, 3, 6, 9} {
		for seed := uint64(1); seed <= 3; seed++ {
			s := newGame(t, 1, seed*10+uint64(ch), ch)
			for level := 0; level <= 2; level++ {
				n := newNester(2, level)
				n.rng = game.NewRNG(seed)
				r, _ := n.nested(s.Clone(), level, nil)
				total[level] += r.score
			}
		}
	}
	t.Logf("scores summed over 12 deals, levels 0, 1, 2: %v", total)
	if !(total[0] < total[1] && total[1] < total[2]) {
		t.Fatalf("nesting does not help: scores by level %v", total)
	}
}

// TestSoloHiddenInformation: the honest planner's ranking does not change when what
// the seat cannot see (the bag's order, the stacks below their tiles on offer, the
// face-down restaurants) is dealt anew, in solo challenges and, where it plays as hard,
// in a game with others.
func TestSoloHiddenInformation(t *testing.T) {
	positions := 0
	for _, cfg := range []struct{ players, challenge int }{{1, 1}, {1, 2}, {1, 5}, {1, 6}, {1, 9}, {2, 0}} {
		for seed := uint64(1); seed <= 3; seed++ {
			s := newGame(t, cfg.players, seed, cfg.challenge)
			midGame(s, int(2+3*seed), seed)
			if s.Over() {
				continue
			}
			variant, ok := hiddenVariant(s, seed*17)
			if !ok {
				t.Fatalf("challenge %d seed %d: could not deal the hidden parts anew", cfg.challenge, seed)
			}
			p := NewSolo(seed, SoloOptions{Playouts: 300, Halve: true})
			a, b := Rank(p, s, 0), Rank(p, variant, 0)
			if !slices.Equal(a, b) {
				t.Fatalf("players %d challenge %d seed %d: the hidden parts changed the ranking:\n%v\n%v", cfg.players, cfg.challenge, seed, a, b)
			}
			positions++
		}
	}
	// A clairvoyant planner does read them: the test can tell.
	moved := 0
	for seed := uint64(1); seed <= 6; seed++ {
		s := newGame(t, 1, seed, 1)
		midGame(s, 4, seed)
		variant, _ := hiddenVariant(s, seed*17)
		p := NewSolo(seed, SoloOptions{Playouts: 300, clairvoyant: true})
		if !slices.Equal(Rank(p, s, 0), Rank(p, variant, 0)) {
			moved++
		}
	}
	if moved == 0 {
		t.Fatal("the clairvoyant planner never noticed the hidden parts: the test cannot see a leak")
	}
	t.Logf("%d positions dealt anew, the planner unmoved; the clairvoyant one moved in %d of 6", positions, moved)
}

// TestSoloGames: the planner plays every challenge to its end with legal moves only, and
// a planner made with the same seed plays the same game move for move (with and
// without halving and a horizon).
func TestSoloGames(t *testing.T) {
	for ch := 1; ch <= game.NumChallenges; ch++ {
		s := newGame(t, 1, uint64(40+ch), ch)
		again := s.Clone()
		opt := SoloOptions{Playouts: 30, Width: 3}
		if ch%2 == 1 {
			opt = SoloOptions{Playouts: 40, Width: 5, Halve: true, Horizon: 4}
		}
		p, q := NewSolo(3, opt), NewSolo(3, opt)
		for !s.Over() {
			m := p.Choose(s)
			if err := s.Play(m); err != nil {
				t.Fatalf("challenge %d: %v", ch, err)
			}
			if m2 := q.Choose(again); m2 != m {
				t.Fatalf("challenge %d: same seed, moves %v and %v", ch, m, m2)
			}
			again.Apply(m)
		}
	}
}

// TestSoloStoppedAnswers: a decision stopped before it starts still weighs one deal
// and answers a legal move, also where it starts with a screen; a planner that cannot
// search a step plays as hard does in a game with others; and with ai.Pause set the
// planner, and its screen, give way to the page.
func TestSoloStoppedAnswers(t *testing.T) {
	s := newGame(t, 1, 5, 4)
	midGame(s, 3, 5)
	var stop atomic.Bool
	stop.Store(true)
	p := NewSolo(1, SoloOptions{BudgetMS: 600_000})
	if m := p.chooseStoppable(s, &stop); !isLegal(s, m) {
		t.Fatalf("stopped: illegal %v", m)
	}
	screened := newGame(t, 1, 5, 9) // a challenge where the decision starts with a screen
	midGame(screened, 3, 5)
	if m := p.chooseStoppable(screened, &stop); !isLegal(screened, m) {
		t.Fatalf("stopped in a screen: illegal %v", m)
	}
	two := newGame(t, 2, 5, 0)
	midGame(two, 6, 5)
	if m := NewSolo(1, SoloOptions{Playouts: 200}).Choose(two); !isLegal(two, m) {
		t.Fatalf("two players: illegal %v", m)
	}
	pauses := 0
	Pause = func() time.Duration { pauses++; return 0 }
	slice := firstSlice
	firstSlice = 0 // give way at once, however fast this machine plays
	defer func() { Pause, firstSlice = nil, slice }()
	NewSolo(1, SoloOptions{Playouts: 400}).Choose(s)
	if pauses == 0 {
		t.Fatal("the planner never gave way with ai.Pause set")
	}
	pauses = 0
	q := NewSolo(1, SoloOptions{Playouts: 400, Width: 2, Screen: 2})
	q.screen(screened.View(0), screened.LegalMoves(nil), 2, 200, nil, time.Time{})
	if pauses == 0 {
		t.Fatal("the screen never gave way with ai.Pause set")
	}
}

// TestSoloIsHardWithOthers: at a table of two or more the planner plays exactly as hard
// with the same seed and budget, so it keeps hard's strength in games with others.
func TestSoloIsHardWithOthers(t *testing.T) {
	for _, np := range []int{2, 3} {
		s := newGame(t, np, 9, 0)
		midGame(s, 5, 9)
		p := NewSolo(4, SoloOptions{Playouts: 200, Workers: 2})
		h := NewHard(4, Options{Iterations: 200, Workers: 2})
		for step := 0; step < 6 && !s.Over(); step++ {
			m := p.Choose(s)
			if hm := h.Choose(s); hm != m {
				t.Fatalf("%d players: solo %v, hard %v", np, m, hm)
			}
			s.Apply(m)
		}
	}
}

// TestSoloSpecialty: the planner names The Specialist's good from what it sees at the
// start, the same good every time for the same deal and seed.
func TestSoloSpecialty(t *testing.T) {
	cfg := game.Config{Players: 1, Seed: 77, Challenge: 1}
	g := ChooseSpecialty("solo", 3, cfg)
	if g >= game.NumGoods || ChooseSpecialty("solo", 3, cfg) != g {
		t.Fatalf("solo named %v, then %v", g, ChooseSpecialty("solo", 3, cfg))
	}
}

// TestSoloScreen: a screen keeps the policy's ScreenKeep best moves, then the moves
// whose playouts on the screen's deals (the same deals and draws for every move) scored
// best; it spends one playout a move and deal; and it does weigh moves the policy's
// order alone would leave out.
func TestSoloScreen(t *testing.T) {
	const width, keep, deals = 5, 2, 2
	positions, differs := 0, 0
	for _, ch := range []int{1, 6, 9} {
		for seed := uint64(1); seed <= 2; seed++ {
			s := newGame(t, 1, seed*31+uint64(ch), ch)
			midGame(s, int(3+2*seed), seed)
			v := s.View(0)
			legal := v.LegalMoves(nil)
			if len(legal) <= width {
				continue
			}
			positions++
			p := NewSolo(seed, SoloOptions{Playouts: 1000, Workers: 1, Width: width, Screen: deals, ScreenKeep: keep})
			got, spent := p.screen(v, slices.Clone(legal), width, deals, nil, time.Time{})
			if spent != deals*(len(legal)-keep) {
				t.Fatalf("challenge %d seed %d: %d playouts for %d moves on %d deals", ch, seed, spent, len(legal)-keep, deals)
			}
			// The policy's order, and the other moves' playouts worked out afresh.
			q := newMoveScorer(v)
			policy := make([]Scored, len(legal))
			for j, m := range legal {
				policy[j] = Scored{m, q.score(m)}
			}
			policy = topN(policy, 0)
			rest := slices.Clone(policy[keep:])
			for j := range rest {
				rest[j].Value = 0
			}
			rng := game.NewRNG(seed ^ v.Hash() ^ 0x9fb21c651e98df25)
			n := newNester(1, 0)
			for range deals {
				deal := v.Determinize(&rng)
				draws := rng.Uint64()
				for j := range rest {
					d := deal.Clone()
					d.Apply(rest[j].Move)
					n.rng = game.NewRNG(draws)
					r, _ := n.playout(d, nil)
					rest[j].Value += r.util
				}
			}
			rest = topN(rest, width-keep)
			want := []game.Move{policy[0].Move, policy[1].Move}
			for _, r := range rest {
				want = append(want, r.Move)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("challenge %d seed %d: screened %v, want %v", ch, seed, got, want)
			}
			for _, m := range got {
				if !slices.ContainsFunc(policy[:width], func(x Scored) bool { return x.Move == m }) {
					differs++
					break
				}
			}
		}
	}
	// By default a screen runs where it measured better; Screen turns it on or off.
	for ch := 1; ch <= game.NumChallenges; ch++ {
		s := newGame(t, 1, 1, ch)
		want := 0
		if ch == 7 || ch == 9 {
			want = soloScreen
		}
		on, off := NewSolo(1, SoloOptions{Screen: 2}), NewSolo(1, SoloOptions{Screen: -1})
		if got := NewSolo(1, SoloOptions{}).screenDeals(s); got != want || on.screenDeals(s) != 2 || off.screenDeals(s) != 0 {
			t.Fatalf("challenge %d: screens %d deals by default (want %d), %d when asked for 2, %d when off",
				ch, got, want, on.screenDeals(s), off.screenDeals(s))
		}
	}
	if positions < 4 || differs == 0 {
		t.Fatalf("%d positions screened, %d of them beyond the policy's best %d: the test sees nothing", positions, differs, width)
	}
	t.Logf("%d positions screened, %d weigh a move beyond the policy's best %d", positions, differs, width)
}

// TestSoloDeep: by default a decision searches deep only in the challenges where that
// measured better and only with a desktop's clock budget, never at a playout budget (the
// judge's); Deep turns it on or off; and a deep game is legal and replays from its seed
// with every level-1 search trying soloDeepInner moves a step to the end.
func TestSoloDeep(t *testing.T) {
	for ch := 1; ch <= game.NumChallenges; ch++ {
		s := newGame(t, 1, 1, ch)
		want := ch == 6
		clock, work := NewSolo(1, SoloOptions{BudgetMS: 1000}), NewSolo(1, SoloOptions{Playouts: 3000})
		short := NewSolo(1, SoloOptions{BudgetMS: soloDeepMS - 1})
		on, off := NewSolo(1, SoloOptions{Playouts: 10, Deep: 1}), NewSolo(1, SoloOptions{BudgetMS: 1000, Deep: -1})
		if clock.deep(s) != want || work.deep(s) || short.deep(s) || !on.deep(s) || off.deep(s) {
			t.Fatalf("challenge %d: deep with a second %v (want %v), at 3000 playouts %v, with %d ms %v, asked %v, refused %v",
				ch, clock.deep(s), want, work.deep(s), soloDeepMS-1, short.deep(s), on.deep(s), off.deep(s))
		}
	}
	p := playsTwiceAlike(t, SoloOptions{Playouts: 60, Width: 3, Deep: 1})
	if w := p.workers[0]; w.width != soloDeepInner || w.horizon > 0 {
		t.Fatalf("a deep decision searched %d moves a step, horizon %d", w.width, w.horizon)
	}
}

// TestSoloLight: a decision that can expect fewer than soloLightBelow playouts (a playout
// budget below that, or on the clock a rate, from the last decision, that buys fewer)
// weighs soloLightWidth candidates with cheaper level-1 searches; the judge's 3000
// playouts, a desktop's rate and a first decision on the clock do not; Light forces
// either way; a deep decision is never light. A light game is legal, replays from its
// seed, and its searches are light; a decision on the clock leaves a rate.
func TestSoloLight(t *testing.T) {
	s := newGame(t, 1, 1, 2)
	light := func(p *Solo) bool {
		w, i, h := p.steps(s, time.Duration(p.opt.BudgetMS)*time.Millisecond)
		return w == soloLightWidth && i == soloLightInner && h == soloLightHorizon
	}
	slow, quick, fresh := NewSolo(1, SoloOptions{BudgetMS: 1000}), NewSolo(1, SoloOptions{BudgetMS: 1000}), NewSolo(1, SoloOptions{BudgetMS: 1000})
	slow.rate, quick.rate = 1, 10 // playouts a millisecond: 1000 and 10000 a decision
	for _, c := range []struct {
		name string
		p    *Solo
		want bool
	}{
		{"the judge's 3000 playouts", NewSolo(1, SoloOptions{Playouts: 3000}), false},
		{"500 playouts", NewSolo(1, SoloOptions{Playouts: 500}), true},
		{"a slow clock", slow, true},
		{"a quick clock", quick, false},
		{"a first decision on the clock", fresh, false},
		{"500 playouts, refused", NewSolo(1, SoloOptions{Playouts: 500, Light: -1}), false},
		{"3000 playouts, asked", NewSolo(1, SoloOptions{Playouts: 3000, Light: 1}), true},
	} {
		if light(c.p) != c.want {
			t.Errorf("%s: light %v, want %v", c.name, !c.want, c.want)
		}
	}
	queue := newGame(t, 1, 1, 6)
	if _, inner, _ := NewSolo(1, SoloOptions{Playouts: 500, Deep: 1}).steps(queue, 0); inner != soloDeepInner {
		t.Errorf("a deep decision at 500 playouts tries %d moves a step, want %d", inner, soloDeepInner)
	}

	p := playsTwiceAlike(t, SoloOptions{Playouts: 60})
	if w := p.workers[0]; w.width != soloLightInner || w.horizon != soloLightHorizon {
		t.Fatalf("a light decision searched %d moves a step, horizon %d", w.width, w.horizon)
	}
	clock := NewSolo(1, SoloOptions{BudgetMS: 20, Workers: 1})
	clock.Choose(newGame(t, 1, 2, 3))
	if clock.rate <= 0 {
		t.Fatalf("a decision on the clock left the rate %v", clock.rate)
	}
}

// playsTwiceAlike plays a game of Customers in Queue with two planners of the same seed
// and options, failing on an illegal move or on the first move they differ on, and
// gives the first planner.
func playsTwiceAlike(t *testing.T, opt SoloOptions) *Solo {
	t.Helper()
	s := newGame(t, 1, 46, 6)
	again := s.Clone()
	p, q := NewSolo(3, opt), NewSolo(3, opt)
	for !s.Over() {
		m := p.Choose(s)
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
		if m2 := q.Choose(again); m2 != m {
			t.Fatalf("same seed, moves %v and %v", m, m2)
		}
		again.Apply(m)
	}
	return p
}
