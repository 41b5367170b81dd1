package scenes

import (
	"fmt"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/table"
	"mercado/ui/lang"
)

// The coin button warns when the engine says the coin ends the game (and another move
// would not); the decision that ends it plays out
// (TestLastMovePlaysOutBeforeTheStandings) and the standings follow
// within two seconds, saying how the game ended.
func TestLastDecisionGoesToTheStandings(t *testing.T) {
	seats := []table.Seat{{Name: "Ana", Kind: table.Human, Color: 0}, {Name: "Bo", Kind: table.Human, Color: 1}}
	whole, err := table.New(table.Config{Seats: seats, First: 0, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if err := playTo(whole, 1<<30); err != nil {
		t.Fatal(err)
	}
	onGame(t, 390, 844, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		tb, err := table.New(table.Config{Seats: seats, First: 0, Seed: 5})
		if err != nil {
			return err
		}
		if err := playTo(tb, len(whole.Log())-1); err != nil {
			return err
		}
		b := NewBoard(tb)
		a.Reset(b)
		defer closeAll(a)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		p, _ := ai.New("medium", 1, 0)
		m := p.Choose(tb.State())
		if !tb.State().Ends(m) {
			return fmt.Errorf("the last decision %s does not end the game", m)
		}
		// On the final round's last turn every move ends the game: the coin is not singled out.
		want := lang.T("game.button.coin_ends")
		if lastTurn(tb.State()) {
			want = lang.T("game.button.coin")
		}
		if m.Kind == game.Coin && b.coin.Label != want {
			return fmt.Errorf("the coin that ends the game is labelled %q, not %q", b.coin.Label, want)
		}
		b.play(a, m)
		frames := 0
		for ; frames < 600; frames++ {
			if _, ok := a.Top().(*Scoring); ok {
				break
			}
			if err := a.Step(dst, 1); err != nil {
				return err
			}
		}
		s, ok := a.Top().(*Scoring)
		if !ok || frames > a.frames(120) {
			return fmt.Errorf("the standings came %d frames after the last decision (%T on top)", frames, a.Top())
		}
		if s.howItEnded() == "" {
			return fmt.Errorf("the standings do not say how the game ended (%v)", tb.State().EndReason())
		}
		t.Logf("the standings came %d frames after the last decision (%s): %q", frames, m, s.howItEnded())
		return nil
	})
}

// Once the game is over nothing on the board offers to go on: while the last decision
// plays out before the standings, Undo and Hint are off against a computer (Undo could
// take the game's end back behind the standings' back) and the status says the game is
// over as soon as the piece has landed.
func TestFinishedBoardOffersNothing(t *testing.T) {
	seats := []table.Seat{{Name: "Ana", Kind: table.Human, Color: 0}, {Name: "Rui", Kind: table.Computer, Level: "easy", Color: 1}}
	medium, _ := ai.New("medium", 1, 0)
	// a game whose last decision is the person's: the position before it, and that move
	var tb *table.Table
	var last game.Move
	for seed := uint64(1); seed < 40 && tb == nil; seed++ {
		cand, err := table.New(table.Config{Seats: seats, First: 0, Seed: seed, HardBudgetMS: 50})
		if err != nil {
			t.Fatal(err)
		}
		for !cand.Over() {
			if !cand.HumanToMove() {
				if _, ok := cand.Poll(); !ok {
					time.Sleep(time.Millisecond)
				}
				continue
			}
			m := medium.Choose(cand.State())
			if cand.State().Ends(m) {
				tb, last = cand, m
				break
			}
			if _, err := cand.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if tb == nil {
		t.Fatal("no game of 40 ended on the person's decision")
	}
	onGame(t, 390, 844, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		b := NewBoard(tb)
		a.Reset(b)
		defer closeAll(a)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if !tb.CanUndo() || b.undo.Disabled {
			return fmt.Errorf("before the last decision Undo is off (can undo %v)", tb.CanUndo())
		}
		b.play(a, last)
		for frames := 0; ; frames++ {
			if _, ok := a.Top().(*Scoring); ok {
				return nil
			}
			if frames > 600 {
				return fmt.Errorf("the standings never came (%T on top)", a.Top())
			}
			if err := a.Step(dst, 1); err != nil {
				return err
			}
			if a.Top() != b {
				continue
			}
			if !b.undo.Disabled || !b.hintBtn.Disabled || !b.coin.Disabled || !b.redraw.Disabled {
				return fmt.Errorf("frame %d after the end: undo off %v, hint off %v, coin off %v, redraw off %v", frames, b.undo.Disabled, b.hintBtn.Disabled, b.coin.Disabled, b.redraw.Disabled)
			}
			if !b.anims.traveling() && b.statusLine() != lang.T("game.banner.over") {
				return fmt.Errorf("frame %d after the end the status says %q", frames, b.statusLine())
			}
		}
	})
}
