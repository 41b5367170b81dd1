package scenes

import (
	"errors"
	"fmt"
	"regexp"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
)

// finishedReplay pushes the replay of a whole quick game on the app.
func finishedReplay(a *App) (*Replay, error) {
	tb, err := table.New(table.Config{Seats: logSeats, Seed: 9})
	if err != nil {
		return nil, err
	}
	rng := game.NewRNG(9)
	for !tb.Over() {
		if _, err := tb.Play(standFirstMove(tb.State(), &rng)); err != nil {
			return nil, err
		}
	}
	r, err := NewReplay(tb.Record(), tb.Seats())
	if err != nil {
		return nil, err
	}
	if len(r.states) < 30 {
		return nil, fmt.Errorf("the game lasted %d decisions: too short", len(r.states)-1)
	}
	a.Push(r)
	return r, nil
}

// The scrubber goes where it is clicked and dragged to, the speed control makes play go
// faster, and a click on a log line goes to that decision while a drag only scrolls.
func TestReplayScrubberSpeedAndLogClick(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		defer closeAll(a)
		r, err := finishedReplay(a)
		if err != nil {
			return err
		}
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		n := len(r.states) - 1
		tr := r.scrub.track()

		// a click on the track: the step under it
		k := n / 3
		sc.Click(r.scrub.xOf(k, n), tr.CY())
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if r.step != k {
			return fmt.Errorf("a click at decision %d of %d went to %d", k, n, r.step)
		}
		// a drag from near the start to near the end, passing the steps between
		sc.Drag(r.scrub.xOf(2, n), tr.CY(), r.scrub.xOf(n-3, n), tr.CY()+6, 10, false)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if r.step != n-3 || len(r.view.log.evs) != n-3 {
			return fmt.Errorf("a drag to %d left the step at %d, the log at %d", n-3, r.step, len(r.view.log.evs))
		}
		// the ends of the track are the ends of the game, whatever lies beyond them
		sc.Drag(tr.CX(), tr.CY(), r.scrub.Rect.Right()+200, tr.CY(), 6, false)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if r.step != n {
			return fmt.Errorf("a drag past the end left step %d of %d", r.step, n)
		}

		// play at 1x, then at 4x, for the same time
		played := func() (int, error) {
			sc.Key(ebiten.KeyHome)
			sc.Key(ebiten.KeySpace)
			if err := settle(a, dst, sc); err != nil {
				return 0, err
			}
			from := r.step
			if !r.auto {
				return 0, errors.New("Space did not start play")
			}
			if err := a.Step(dst, 60); err != nil {
				return 0, err
			}
			return r.step - from, nil
		}
		slow, err := played()
		if err != nil {
			return err
		}
		click(sc, r.faster.Rect) // 1x → 2x
		sc.Key(ebiten.KeyArrowUp)
		sc.Key(ebiten.KeyArrowUp) // stays at 4x
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if replaySpeeds[r.speed] != 4 || r.faster.Label != "Speed 4×" {
			return fmt.Errorf("the speed is %v, its button says %q", replaySpeeds[r.speed], r.faster.Label)
		}
		fast, err := played()
		if err != nil {
			return err
		}
		if slow < 1 || fast < 3*slow {
			return fmt.Errorf("in 60 frames play went %d decisions at 1x and %d at 4x", slow, fast)
		}
		click(sc, r.faster.Rect) // the button cycles round to the slowest
		sc.Key(ebiten.KeyEnd)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if replaySpeeds[r.speed] != 0.5 || r.auto {
			return fmt.Errorf("after the button at 4x and End: speed %v, playing %v", replaySpeeds[r.speed], r.auto)
		}

		// a click on a line of the log, the earliest in view
		lv := &r.view.log
		area := r.view.layout.logArea
		ta := logTextArea(area)
		first, fit := lv.window(area, lv.shownRows(0))
		target, y := -1, 0.0
		for i := first; i < min(len(lv.rows), first+fit); i++ {
			row := lv.rows[i]
			if row.line != recapRow && row.first && lv.lines[row.line].event < r.step-1 {
				target, y = lv.lines[row.line].event, ta.Y+float64(i-first)*logRowH+logRowH/2
				break
			}
		}
		if target < 0 {
			return errors.New("no line of an earlier decision in view")
		}
		before := r.step
		// a drag on the log scrolls and goes nowhere
		sc.Drag(ta.X+40, y, ta.X+40, y+3*logRowH, 6, false)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if r.step != before {
			return fmt.Errorf("a drag on the log went to step %d (was %d)", r.step, before)
		}
		first, _ = lv.window(area, lv.shownRows(0))
		y = -1
		for i := first; i < min(len(lv.rows), first+fit); i++ {
			if row := lv.rows[i]; row.line != recapRow && row.first && lv.lines[row.line].event == target {
				y = ta.Y + float64(i-first)*logRowH + logRowH/2
			}
		}
		if y < 0 {
			return fmt.Errorf("the line of decision %d scrolled out of view", target)
		}
		sc.Click(ta.X+40, y)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if r.step != target+1 || lv.lines[len(lv.lines)-1].event != target {
			return fmt.Errorf("a click on the line of decision %d went to step %d", target, r.step)
		}
		// a click on the panel's title is no line
		sc.Click(area.X+40, area.Y+12)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if r.step != target+1 {
			return fmt.Errorf("a click on the log's title went to step %d", r.step)
		}
		return nil
	})
}

// On a phone the replay offers Review and Export too, on a row of their own at the foot,
// each a finger's size and clear of the other controls; Export writes the record.
func TestPhoneReplayExport(t *testing.T) {
	for _, size := range [][2]int{{390, 844}, {360, 640}} {
		onGame(t, size[0], size[1], func(dst *Offscreen) error {
			a, sc := testApp(nil)
			defer closeAll(a)
			r, err := finishedReplay(a)
			if err != nil {
				return err
			}
			a.Reset(r)
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			if a.Form == ui.Wide {
				return fmt.Errorf("%dx%d is laid out as a desktop", size[0], size[1])
			}
			scr := a.Screen()
			others := []ui.Rect{r.first.Rect, r.prev.Rect, r.play.Rect, r.next.Rect, r.last.Rect, r.faster.Rect, r.scrub.Rect, r.back.Rect, r.view.layout.board}
			for _, b := range []ui.Rect{r.review.Rect, r.export.Rect} {
				if !scr.Within(b) || b.W < ui.MinTouch || b.H < ui.MinTouch {
					return fmt.Errorf("%dx%d: a button %v is off the screen %v or smaller than a finger", size[0], size[1], b, scr)
				}
				for _, o := range others {
					if b.Overlaps(o) {
						return fmt.Errorf("%dx%d: a button %v overlaps %v", size[0], size[1], b, o)
					}
				}
			}
			click(sc, r.export.Rect)
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			name := regexp.MustCompile(`mercado-[0-9-]+\.json`).FindString(r.exportNote.msg)
			data, err := a.Store.Read(name)
			if name == "" || err != nil {
				return fmt.Errorf("Export said %q (%v)", r.exportNote.msg, err)
			}
			rec, err := game.ParseRecord(data)
			if err != nil || len(rec.Moves) != len(r.states)-1 {
				return fmt.Errorf("the exported record does not hold the game: %v", err)
			}
			return nil
		})
	}
}
