package table

import (
	"math"
	"testing"
	"time"

	"mercado/game"
)

// waitHint waits until the hint is ready (bounded, so a bug fails rather than hangs).
func waitHint(t *testing.T, tab *Table) (game.Move, float64) {
	t.Helper()
	for range 20_000 {
		if m, v, ok := tab.Hint(); ok {
			return m, v
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("the hint never came")
	return game.Move{}, 0
}

func TestHintIsLegal(t *testing.T) {
	tab := mustNew(t, Config{Seats: seats3(), First: 0, Seed: 31})
	defer tab.Close()
	rng := game.NewRNG(2)
	for range 2 {
		tab.StartHint()
		tab.StartHint() // asking again while it is under way changes nothing
		m, v := waitHint(t, tab)
		if err := tab.State().Check(m); err != nil {
			t.Fatalf("hint %v is illegal: %v", m, err)
		}
		if math.IsNaN(v) || math.IsInf(v, 0) {
			t.Fatalf("hint value %v", v)
		}
		if _, err := tab.Play(m); err != nil {
			t.Fatalf("playing the hint: %v", err)
		}
		for tab.HumanToMove() && tab.State().AwaitingTake() {
			playHuman(t, tab, &rng)
		}
		untilHuman(t, tab)
	}
}

func TestHintDroppedWhenPositionChanges(t *testing.T) {
	tab := mustNew(t, Config{Seats: seats3()[:1], Seed: 13}) // solo: the person moves again
	defer tab.Close()
	tab.StartHint()
	job := tab.hint
	rng := game.NewRNG(6)
	humanTurn(t, tab, &rng)
	<-job.done // the old hint is ready now, for the old position
	if _, _, ok := tab.Hint(); ok {
		t.Fatalf("a hint for the old position was returned")
	}
	tab.StartHint()
	m, _ := waitHint(t, tab)
	if err := tab.State().Check(m); err != nil {
		t.Fatalf("the new hint %v is illegal: %v", m, err)
	}
}

func TestNoHintForComputer(t *testing.T) {
	tab := mustNew(t, Config{Seats: seats3(), First: 1, Seed: 3})
	defer tab.Close()
	tab.StartHint()
	if tab.hint != nil {
		t.Fatalf("a hint was started for a computer's turn")
	}
}

// The hint comes with its reason: for the hinted move, with the engine's numbers.
func TestHintHasReason(t *testing.T) {
	tab := mustNew(t, Config{Seats: seats3(), First: 0, Seed: 31})
	defer tab.Close()
	if _, ok := tab.HintReason(); ok {
		t.Fatalf("a reason before any hint")
	}
	tab.StartHint()
	m, _ := waitHint(t, tab)
	r, ok := tab.HintReason()
	if !ok || r.Move != m {
		t.Fatalf("reason %+v for hint %v", r, m)
	}
	if p := tab.State().Preview(m); r.Earn != p.Income[r.Mover] || r.Cost != p.Cost {
		t.Fatalf("reason %+v, preview %+v", r, p)
	}
	if !r.HasNext && !r.Only {
		t.Fatalf("the reason compares with nothing: %+v", r)
	}
}
