package ai

import (
	"math"
	"strings"
	"testing"
	"time"

	"mercado/game"
)

func TestNewLevels(t *testing.T) {
	for _, level := range Levels {
		for _, name := range []string{level, strings.ToUpper(level)} {
			p, err := New(name, 1, 10)
			if err != nil {
				t.Fatal(err)
			}
			if p.Name() != level {
				t.Fatalf("New(%q) is %q", name, p.Name())
			}
		}
	}
	if _, err := New("grandmaster", 1, 10); err == nil {
		t.Fatal("an unknown level was accepted")
	}
}

// TestBudgetHonoured: hard stops searching when its budget is spent, at the start,
// mid-game and in solo play. Wall time would measure the machine (a loaded one
// deschedules the workers and the answer comes late through no fault of the search), so
// the check is on the processor time the decision used: at most the budget on each
// worker, plus a margin for the merge and the garbage collector. A search that ignored
// its deadline would use far more. The answer's lateness in wall time is measured by
// BenchmarkHardBudget (make bench).
func TestBudgetHonoured(t *testing.T) {
	if cpuTime() == 0 {
		t.Skip("no processor time on this system")
	}
	const budget = 60
	h := NewHard(1, Options{BudgetMS: budget})
	limit := time.Duration(len(h.workers))*budget*time.Millisecond + 60*time.Millisecond
	for _, cfg := range budgetPositions {
		s := newGame(t, cfg.players, 5, cfg.challenge)
		midGame(s, cfg.moves, 5)
		cpu0 := cpuTime()
		m := h.Choose(s)
		if cpu := cpuTime() - cpu0; cpu > limit {
			t.Errorf("%d players, challenge %d: %v of processor time for a %d ms budget on %d workers", cfg.players, cfg.challenge, cpu, budget, len(h.workers))
		}
		if !isLegal(s, m) {
			t.Errorf("illegal %v", m)
		}
	}
}

// budgetPositions are the decisions the budget is checked and measured on.
var budgetPositions = []struct{ players, challenge, moves int }{{2, 0, 0}, {2, 0, 20}, {4, 0, 10}, {1, 7, 4}}

// TestAsyncCancel: a search with ten minutes' budget stops after Cancel, long before its
// budget, and still answers with a legal move; Done turns true only then. (The limit is
// a guard of minutes a loaded machine keeps: the search checks stop every iteration.)
func TestAsyncCancel(t *testing.T) {
	s := newGame(t, 2, 8, 0)
	midGame(s, 6, 8)
	th := Start(NewHard(2, Options{BudgetMS: 600_000}), s)
	time.Sleep(30 * time.Millisecond)
	if th.Done() {
		t.Fatal("a search of ten minutes is done after 30 ms")
	}
	start := time.Now()
	th.Cancel()
	m := th.Move()
	if el := time.Since(start); el > 2*time.Minute {
		t.Fatalf("Move took %v after Cancel", el)
	}
	if !th.Done() {
		t.Fatal("not Done after Move returned")
	}
	if !isLegal(s, m) {
		t.Fatalf("cancelled search answered illegal %v", m)
	}
}

// TestAsyncCopiesState: the caller may change its state while the AI thinks.
func TestAsyncCopiesState(t *testing.T) {
	for _, level := range Levels {
		s := newGame(t, 3, 4, 0)
		midGame(s, 5, 4)
		orig := s.Clone()
		p, _ := New(level, 3, 30)
		th := Start(p, s)
		midGame(s, 7, 99) // the window goes on with its own copy
		for !th.Done() {
			time.Sleep(time.Millisecond)
		}
		if m := th.Move(); !isLegal(orig, m) {
			t.Fatalf("%s: %v is not legal in the position it was started on", level, m)
		}
	}
}

// TestRank: every level ranks legal, distinct moves, best first, its choice on top.
func TestRank(t *testing.T) {
	s := newGame(t, 2, 13, 0)
	midGame(s, 9, 13)
	legal := len(s.LegalMoves(nil))
	for _, p := range playersUnderTest(7) {
		r := Rank(p, s, 5)
		if len(r) != min(5, legal) {
			t.Fatalf("%s ranked %d moves of %d", p.Name(), len(r), legal)
		}
		seen := map[game.Move]bool{}
		for i, sc := range r {
			if !isLegal(s, sc.Move) || seen[sc.Move] {
				t.Fatalf("%s: ranked move %v is illegal or repeated", p.Name(), sc.Move)
			}
			seen[sc.Move] = true
			if math.IsNaN(sc.Value) || math.IsInf(sc.Value, 0) {
				t.Fatalf("%s: value %v", p.Name(), sc.Value)
			}
			if _, isHard := p.(*Hard); !isHard && i > 0 && sc.Value > r[i-1].Value {
				t.Fatalf("%s: not best first: %v", p.Name(), r)
			}
		}
		if _, isRandom := p.(*Random); !isRandom && r[0].Move != p.Choose(s) {
			t.Fatalf("%s: ranks %v first but chooses %v", p.Name(), r[0].Move, p.Choose(s))
		}
	}
	if len(Rank(NewEasy(1), s, 0)) != legal {
		t.Fatal("n <= 0 should rank every legal move")
	}
}

// TestChooseSpecialty: a good for every level, the same one for the same seed, and the
// searching levels choose better than the worst good on the same deal.
func TestChooseSpecialty(t *testing.T) {
	cfg := game.Config{Players: 1, Seed: 42, Challenge: 1}
	for _, level := range Levels {
		g := ChooseSpecialty(level, 3, cfg)
		if g >= game.NumGoods {
			t.Fatalf("%s named %v", level, g)
		}
		if again := ChooseSpecialty(level, 3, cfg); again != g {
			t.Fatalf("%s named %v then %v", level, g, again)
		}
	}
	// Over a few deals, medium's chosen good must score at least the mean of all goods
	// when easy plays every good out.
	chosen, all := 0.0, 0.0
	for seed := uint64(0); seed < 6; seed++ {
		cfg.Seed = seed
		pick := ChooseSpecialty("medium", seed, cfg)
		for g := game.Good(0); g < game.NumGoods; g++ {
			c := cfg
			c.Specialty = g
			s, err := game.NewGame(c)
			if err != nil {
				t.Fatal(err)
			}
			playOut(t, s, []Player{NewMedium(seed)})
			all += float64(s.Score(0)) / game.NumGoods
			if g == pick {
				chosen += float64(s.Score(0))
			}
		}
	}
	if chosen < all {
		t.Fatalf("the chosen goods scored %.0f, the mean good %.0f", chosen, all)
	}
}
