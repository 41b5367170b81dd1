package scenes

import (
	"errors"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/table"
)

// logWindow is the log's rows in view now: the first, how many fit, how many in all.
func logWindow(b *Board) (first, fit, total int) {
	lv := &b.view.log
	total = lv.shownRows(b.view.hideLast)
	first, fit = lv.window(b.view.layout.logArea, total)
	return first, fit, total
}

// lastEventInView: the newest decision's line is on screen.
func lastEventInView(b *Board) bool {
	first, fit, total := logWindow(b)
	lv := &b.view.log
	if total == 0 || first+fit < total {
		return false
	}
	r := lv.rows[total-1]
	return r.line != recapRow && lv.lines[r.line].event == len(b.table.Log())-1
}

// The whole game's log scrolls by wheel, keys and drag; a new decision brings the
// newest line into view unless the person scrolled back, and "newest" returns there.
func TestLogScrollsByWheelKeysAndDrag(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		tb, err := table.New(table.Config{Seats: []table.Seat{
			{Name: "Ana", Kind: table.Human, Color: 0},
			{Name: "Rui", Kind: table.Computer, Level: "easy", Color: 1},
		}, First: 0, Seed: 8, MoneyHidden: true})
		if err != nil {
			return err
		}
		tb.SetStore(a.Store)
		if err := playTo(tb, 30); err != nil {
			return err
		}
		b := NewBoard(tb)
		a.Push(b)
		if err := until(a, dst, "the person's turn", func() bool { return tb.HumanToMove() && !b.anims.busy() }); err != nil {
			return err
		}
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if len(b.view.log.evs) != len(tb.Log()) {
			return fmt.Errorf("the log tells %d of %d decisions", len(b.view.log.evs), len(tb.Log()))
		}
		// The person's turn: the computer's turn since theirs is the recap, under its heading.
		lv := &b.view.log
		if lv.recapFrom >= lv.recapTo {
			return errors.New("the person's turn came with no recap")
		}
		for _, ev := range lv.evs[lv.recapFrom:lv.recapTo] {
			if ev.Seat != 1 {
				return fmt.Errorf("the recap holds a decision of seat %d", ev.Seat)
			}
		}
		if lv.recapTo != len(lv.evs) || !lv.evs[lv.recapFrom-1].EndsTurn || lv.evs[lv.recapFrom-1].Seat != 0 {
			return fmt.Errorf("the recap %d..%d is not the turn since the person's (%d decisions)", lv.recapFrom, lv.recapTo, len(lv.evs))
		}
		heading := 0
		for _, r := range lv.rows {
			if r.line == recapRow {
				heading++
			}
		}
		if heading != 1 {
			return fmt.Errorf("%d recap headings", heading)
		}
		first0, fit, total := logWindow(b)
		if total <= fit+logWheel || !lastEventInView(b) {
			return fmt.Errorf("%d rows, %d fit, newest in view %v: the test needs a full log that follows", total, fit, lastEventInView(b))
		}
		area := b.view.layout.logArea
		step := func(what string, want int) error {
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			if first, _, _ := logWindow(b); first != want {
				return fmt.Errorf("%s: first row %d, want %d", what, first, want)
			}
			return nil
		}
		// The wheel elsewhere does nothing; over the log one notch shows older rows.
		sc.Move(b.view.layout.board.CX(), b.view.layout.board.CY(), 1)
		sc.Wheel(1)
		if err := step("wheel over the market", first0); err != nil {
			return err
		}
		sc.Move(area.CX(), area.CY(), 1)
		sc.Wheel(1)
		if err := step("wheel up", first0-logWheel); err != nil {
			return err
		}
		if !b.view.log.held || b.view.log.newest.Rect.W == 0 {
			return errors.New("scrolled back, the log shows no way back to the newest line")
		}
		sc.Wheel(-1)
		if err := step("wheel down", first0); err != nil {
			return err
		}
		if b.view.log.held {
			return errors.New("back at the newest line, the log does not follow it")
		}
		sc.Key(ebiten.KeyPageUp)
		if err := step("PageUp", max(0, first0-(fit-1))); err != nil {
			return err
		}
		sc.Key(ebiten.KeyPageDown)
		if err := step("PageDown", first0); err != nil {
			return err
		}
		// Dragging the rows down by three rows shows three older rows.
		sc.Drag(area.CX(), area.CY(), area.CX(), area.CY()+3*logRowH+2, 6, false)
		if err := step("drag", first0-3); err != nil {
			return err
		}
		// A decision while scrolled back leaves the view where the person put it.
		before := len(tb.Log())
		if err := playByHand(a, dst, sc, b, greedy(tb.State())); err != nil {
			return err
		}
		if len(tb.Log()) == before {
			return fmt.Errorf("the board did not play (toast %q)", b.toast)
		}
		if err := step("a decision while scrolled back", first0-3); err != nil {
			return err
		}
		click(sc, b.view.log.newest.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if b.view.log.held || !lastEventInView(b) {
			return errors.New("the newest button does not bring the newest line into view")
		}
		// Following, every new decision comes into view.
		for range 3 {
			if err := until(a, dst, "the person's turn", func() bool { return tb.Over() || tb.HumanToMove() && !b.anims.busy() }); err != nil {
				return err
			}
			if tb.Over() {
				break
			}
			if err := playByHand(a, dst, sc, b, greedy(tb.State())); err != nil {
				return err
			}
			if !lastEventInView(b) {
				return fmt.Errorf("after decision %d the newest line is not in view", len(tb.Log()))
			}
		}
		closeAll(a)
		return nil
	})
}

// The replay's log tells the decisions up to the step shown, forward and back, and
// scrolls like the board's.
func TestReplayLogFollowsTheStep(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		tb, err := table.New(table.Config{Seats: logSeats, Seed: 9})
		if err != nil {
			return err
		}
		rng := game.NewRNG(9)
		for !tb.Over() {
			if _, err := tb.Play(standFirstMove(tb.State(), &rng)); err != nil {
				return err
			}
		}
		if n := len(tb.Log()); n < 30 {
			return fmt.Errorf("the game lasted %d decisions: too short to scroll", n)
		}
		r, err := NewReplay(tb.Record(), tb.Seats())
		if err != nil {
			return err
		}
		a.Push(r)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		check := func(what string) error {
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			lv := &r.view.log
			if len(lv.evs) != r.step || r.step > 0 && lv.lines[len(lv.lines)-1].event != r.step-1 {
				return fmt.Errorf("%s: step %d, the log tells %d decisions", what, r.step, len(lv.evs))
			}
			return nil
		}
		sc.Key(ebiten.KeyEnd)
		if err := check("end"); err != nil {
			return err
		}
		if r.step != len(tb.Log()) {
			return fmt.Errorf("End went to step %d of %d", r.step, len(tb.Log()))
		}
		for range 3 {
			sc.Key(ebiten.KeyArrowLeft)
		}
		if err := check("three back"); err != nil {
			return err
		}
		area := r.view.layout.logArea
		total := r.view.log.shownRows(0)
		first0, _ := r.view.log.window(area, total)
		sc.Key(ebiten.KeyPageUp)
		if err := check("PageUp"); err != nil {
			return err
		}
		if first, _ := r.view.log.window(area, total); first >= first0 {
			return fmt.Errorf("PageUp left the replay's log at row %d (was %d)", first, first0)
		}
		sc.Key(ebiten.KeyHome)
		if err := check("start"); err != nil {
			return err
		}
		closeAll(a)
		return nil
	})
}

// standFirstMove is any legal move but a coin (unless nothing else is legal), stands
// preferred: a quick whole game.
func standFirstMove(s *game.State, rng *game.RNG) game.Move {
	var stands, others []game.Move
	for _, m := range s.LegalMoves(nil) {
		switch m.Kind {
		case game.OpenStand:
			stands = append(stands, m)
		case game.Coin:
		default:
			others = append(others, m)
		}
	}
	switch {
	case len(stands) > 0 && (len(others) == 0 || rng.Intn(3) > 0):
		return stands[rng.Intn(len(stands))]
	case len(others) > 0:
		return others[rng.Intn(len(others))]
	}
	return game.CoinMove()
}
