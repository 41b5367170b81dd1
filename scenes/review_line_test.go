package scenes

import (
	"bytes"
	"fmt"
	"strings"

	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/review"
	"mercado/game/stats"
	"mercado/game/table"
	"mercado/ui"
)

// reviewAgainstComputer opens the review of a whole quick game in which Ana is the
// person and Rui the easy computer, and waits for it; the decisions are Ana's.
func reviewAgainstComputer(a *App, dst *Offscreen) (*Review, *table.Table, error) {
	tb, err := quickFinishedTable()
	if err != nil {
		return nil, nil, err
	}
	seats := tb.Seats()
	seats[1].Kind, seats[1].Level = table.Computer, "easy"
	r, err := NewReview(tb.Record(), seats)
	if err != nil {
		return nil, nil, err
	}
	a.Push(r)
	if _, err := reviewReady(a, dst); err != nil {
		return nil, nil, err
	}
	return r, tb, nil
}

// Show the line: on a decision, the button works out the judge's line (the same search
// as the review's, so it begins with the better move) and shows it on the board; the
// arrows step through it, the board showing each position and the card the log's
// sentence of each move played; Esc goes back to the decision.
func TestReviewShowTheLine(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		defer closeAll(a)
		r, _, err := reviewAgainstComputer(a, dst)
		if err != nil {
			return err
		}
		pick := -1
		for i, d := range r.res.Decisions {
			if d.Best != d.Move {
				pick = i
				break
			}
		}
		if pick < 0 {
			return fmt.Errorf("no decision has a better move")
		}
		r.show(pick)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		d := r.Shown()
		click(sc, r.lineBtn.Rect)
		if !a.StepUntil(dst, 60*frameRate, func() bool { _, _, ok := r.LineShown(); return ok }) {
			return fmt.Errorf("the line was not worked out in %d frames", 60*frameRate)
		}
		moves, step, _ := r.LineShown()
		if len(moves) == 0 || step != 0 || moves[0].String() != d.Best {
			return fmt.Errorf("the line %v (step %d) does not begin with the better move %s", moves, step, d.Best)
		}
		want := ai.JudgeLine(&r.states[d.Index], r.judgeIterations(), lineMost, nil)
		if fmt.Sprint(want) != fmt.Sprint(moves) {
			return fmt.Errorf("the window's line %v is not the judge's %v", moves, want)
		}
		for k := 1; k <= len(moves); k++ {
			sc.Key(ebiten.KeyArrowRight)
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			if _, step, _ := r.LineShown(); step != k {
				return fmt.Errorf("after %d steps forward the line is at %d", k, step)
			}
			// the card tells the move just played as the log does
			sentence := moveSentence(r.line.events[k-1], r.view.seats)
			found := false
			for _, p := range r.lineParagraphs() {
				found = found || strings.Contains(p.text, sentence)
			}
			if !found {
				return fmt.Errorf("step %d: the card does not tell %q", k, sentence)
			}
			after := r.line.states[k]
			if after.Hash() != playedHash(&r.states[d.Index], moves[:k]) {
				return fmt.Errorf("step %d: the board's position is not the line's", k)
			}
		}
		sc.Key(ebiten.KeyArrowRight) // past the end: stays
		sc.Key(ebiten.KeyArrowLeft)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if _, step, _ := r.LineShown(); step != len(moves)-1 {
			return fmt.Errorf("one step back from the end is step %d of %d", step, len(moves))
		}
		sc.Key(ebiten.KeyEscape)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if _, _, ok := r.LineShown(); ok || r.Shown() != d {
			return fmt.Errorf("Esc did not bring back the decision")
		}
		return nil
	})
}

func playedHash(s *game.State, moves []game.Move) uint64 {
	c := s.Clone()
	for _, m := range moves {
		c.Apply(m)
	}
	return c.Hash()
}

// Try it: on a decision, the button opens a board at the position before it, the
// person in the decider's seat and the easy computer in Rui's; the game is played on to
// its end with keys, and nothing is saved, kept among the finished games or counted in
// the statistics; undo never goes before the try began; the end leads back to the
// review at the same decision. The pause menu leads back too.
func TestReviewTryIt(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		defer closeAll(a)
		r, tb, err := reviewAgainstComputer(a, dst)
		if err != nil {
			return err
		}
		files := []string{table.SaveName, "finished.json", stats.FileName}
		before := map[string][]byte{}
		for _, f := range files {
			before[f], _ = a.Store.Read(f)
		}
		// the pause menu's way back first, from the first decision
		r.show(0)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, r.tryBtn.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		b, ok := a.Top().(*Board)
		if !ok || !b.IsTry() {
			return fmt.Errorf("Try it opened %T", a.Top())
		}
		if b.table.State().Hash() != r.states[r.res.Decisions[0].Index].Hash() || b.table.Seats()[1].Kind != table.Computer || b.table.Seats()[1].Level != "easy" {
			return fmt.Errorf("the try is not the decision's position against the same computer")
		}
		if b.table.CanUndo() && b.try().undoable(b.table) {
			return fmt.Errorf("undo would go before the try began")
		}
		sc.Key(ebiten.KeyEscape)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		p, ok := a.Top().(*Pause)
		if !ok {
			return fmt.Errorf("Esc on the try opened %T", a.Top())
		}
		for _, it := range p.items {
			if it.id == "pause.concede" && !it.btn.Disabled {
				return fmt.Errorf("a try offers to concede")
			}
			if it.id == "pause.save_quit" {
				click(sc, it.btn.Rect)
			}
		}
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if a.Top() != Scene(r) || r.sel != 0 {
			return fmt.Errorf("the pause menu's way back led to %T (decision %d)", a.Top(), r.sel)
		}
		// then a try from the last decision, played to its end
		last := len(r.res.Decisions) - 1
		r.show(last)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		sc.Key(ebiten.KeyT)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		b, ok = a.Top().(*Board)
		if !ok || !b.IsTry() {
			return fmt.Errorf("T opened %T", a.Top())
		}
		rng := game.NewRNG(5)
		played := 0
		if !a.StepUntil(dst, 600*frameRate, func() bool {
			if b.table.HumanToMove() && !b.anims.busy() && !b.betweenPeople() && b.playing < 0 {
				if played > 0 && b.try().undoable(b.table) != b.table.CanUndo() {
					return true // checked below
				}
				if _, err := b.table.Play(standFirstMove(b.table.State(), &rng)); err == nil {
					played++
				}
			}
			return b.try().over
		}) {
			return fmt.Errorf("the try did not end (%d moves played)", played)
		}
		if !b.try().over {
			return fmt.Errorf("undo inside the try was refused after %d moves of it", played)
		}
		if err := a.Step(dst, 5); err != nil {
			return err
		}
		if a.Top() != Scene(b) {
			return fmt.Errorf("the try's end left the board for %T", a.Top())
		}
		for _, f := range files {
			after, _ := a.Store.Read(f)
			if !bytes.Equal(after, before[f]) {
				return fmt.Errorf("the try changed %s", f)
			}
		}
		if got := b.table.Record().Moves[:r.res.Decisions[last].Index]; fmt.Sprint(got) != fmt.Sprint(tb.Record().Moves[:len(got)]) {
			return fmt.Errorf("the try did not start from the game's moves")
		}
		// Menu, which looks enabled after the end, opens the pause menu; Resume there
		// comes back to the end's card
		if b.menu.Disabled || b.menu.Rect.W == 0 {
			return fmt.Errorf("the try's end hides or disables Menu (%v)", b.menu.Rect)
		}
		click(sc, b.menu.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		p, ok = a.Top().(*Pause)
		if !ok || p.items[0].id != "pause.resume" {
			return fmt.Errorf("Menu at the try's end opened %T", a.Top())
		}
		click(sc, p.items[0].btn.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if a.Top() != Scene(b) || !b.try().over {
			return fmt.Errorf("Resume from the try's end led to %T", a.Top())
		}
		click(sc, b.try().back.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if a.Top() != Scene(r) || r.sel != last || r.Shown() == nil || r.Shown().Mark == review.Mark("") {
			return fmt.Errorf("the try's end led to %T (decision %d)", a.Top(), r.sel)
		}
		return nil
	})
}

// A record opened in the middle of a game can be reviewed, but its line and its try
// would play the real draws still to come, which the rules hide while the game is live:
// neither is offered.
func TestNoLineNorTryBeforeTheEnd(t *testing.T) {
	a, _ := testApp(nil)
	tb, err := quickFinishedTable()
	if err != nil {
		t.Fatal(err)
	}
	rec := tb.Record()
	rec.Moves = rec.Moves[:10]
	r, err := NewReview(rec, tb.Seats())
	if err != nil {
		t.Fatal(err)
	}
	r.setResult(&review.Result{Seats: []int{0, 1}, Decisions: []review.Decision{{Index: 4, Seat: 0, Move: rec.Moves[4], Best: rec.Moves[4], Mark: review.Best}}})
	r.show(0)
	r.placeLineTry(ui.R(0, 0, 100, 40), ui.R(110, 0, 100, 40))
	if !r.lineBtn.Disabled || !r.tryBtn.Disabled {
		t.Error("Show the line or Try it is offered before the game's end")
	}
	r.showLine()
	r.tryIt(a)
	if r.line != nil || a.pending != nil {
		t.Error("the line or the try began before the game's end")
	}
}
