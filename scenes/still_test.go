package scenes

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"mercado/game/table"
)

// quietRun steps until n frames in a row are not drawn, and fails after limit frames.
func quietRun(a *App, dst *Offscreen, n int, limit int, what string) error {
	quiet, last := 0, a.Drawn()
	ok := a.StepUntil(dst, limit, func() bool {
		if a.Drawn() == last {
			quiet++
		} else {
			quiet, last = 0, a.Drawn()
		}
		return quiet >= n
	})
	if !ok {
		return fmt.Errorf("%s kept drawing: %d frames drawn (top %T)", what, a.Drawn(), a.Top())
	}
	return nil
}

// TestWaitingScreensDrawNothing: the menu and a board waiting for a person stop
// drawing, while a hover, a resize and every frame of an animation are drawn.
func TestWaitingScreensDrawNothing(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if err := quietRun(a, dst, 60, 10*frameRate, "the menu"); err != nil {
			return err
		}
		m := a.Top().(*Menu)
		before := a.Drawn()
		sc.Move(m.items[0].btn.Rect.CX(), m.items[0].btn.Rect.CY(), 1) // hover: the button lights up
		if err := a.Step(dst, 2); err != nil {
			return err
		}
		if a.Drawn() == before {
			return errors.New("hovering a menu button drew nothing")
		}
		if err := quietRun(a, dst, 60, 10*frameRate, "the hovered menu"); err != nil {
			return err
		}
		// A new screen size (a resize) is drawn at once, though nothing else changed.
		other, err := NewOffscreen(dst.loop, 900, 600)
		if err != nil {
			return err
		}
		defer other.Close()
		before = a.Drawn()
		if err := a.Step(other, 1); err != nil {
			return err
		}
		if a.Drawn() != before+1 {
			return errors.New("the resized screen was not drawn")
		}
		return nil
	})
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		tb, err := table.New(table.Config{Seats: []table.Seat{
			{Name: "Ana", Kind: table.Human, Color: 0},
			{Name: "Rui", Kind: table.Computer, Level: "easy", Color: 1},
		}, First: 1, Seed: 42})
		if err != nil {
			return err
		}
		b := NewBoard(tb)
		a.Push(b)
		defer closeAll(a)
		// Every frame that moves is drawn: the computer's move travelling and its
		// income, then the person's stand and its income.
		moving, missed := 0, 0
		watch := func(what string, done func() bool) error {
			deadline := time.Now().Add(3 * time.Minute) // wall time: a loaded machine draws slowly
			for !done() {
				if time.Now().After(deadline) {
					return fmt.Errorf("%s did not come (top %T)", what, a.Top())
				}
				drawn := a.Drawn()
				if err := a.Step(dst, 1); err != nil {
					return err
				}
				if visibleAnim(&b.anims) {
					moving++
					if a.Drawn() == drawn {
						missed++
					}
				}
			}
			return nil
		}
		if err := watch("the person's turn", func() bool { return b.table.HumanToMove() && !b.anims.busy() && a.fade == 0 }); err != nil {
			return err
		}
		if err := quietRun(a, dst, 60, 20*frameRate, "the board waiting for a person"); err != nil {
			return err
		}
		s := b.table.State()
		seat := s.ToMove()
		m, ok := firstStand(s)
		if !ok {
			return errors.New("no stand move to try")
		}
		from := b.view.layout.handTile(seat, handIndex(s.Player(seat).Hand, m.Good))
		to := b.view.layout.space(m.Space)
		moves := len(b.table.Log())
		sc.Drag(from.CX(), from.CY(), to.CX(), to.CY(), 8, false)
		if err := watch("the stand's income", func() bool { return sc.Pending() == 0 && len(b.table.Log()) > moves && !b.anims.busy() }); err != nil {
			return err
		}
		if moving < 30 || missed > 0 {
			return fmt.Errorf("%d of %d frames with something moving were not drawn", missed, moving)
		}
		return quietRun(a, dst, 60, 20*frameRate, "the board after the stand")
	})
}

// visibleAnim reports whether an animation shows something moving this frame.
func visibleAnim(q *anims) bool {
	for i := range q.list {
		an := &q.list[i]
		if an.started() && !an.done() && (an.kind != labelAnim || an.text != "") {
			return true
		}
	}
	return false
}
