package scenes

import (
	"fmt"
	"slices"

	"testing"

	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// TestPauseTitleSaysWhatIsPaused reads the pause menu's heading as drawn, in every
// language, on a desktop and a phone upright and on its side: over a game it says the
// game is paused, over a review's try that is the try, and over a try that has ended
// that the try is over (nothing is paused then). The heading fits its card at nearly
// its full size.
func TestPauseTitleSaysWhatIsPaused(t *testing.T) {
	defer lang.Set("en")
	for _, size := range [][2]int{{1280, 800}, {390, 844}, {844, 390}} {
		onGame(t, size[0], size[1], func(dst *Offscreen) error {
			for _, l := range lang.Languages {
				for _, c := range []struct {
					what, key string
					try, over bool
				}{
					{"a game", "pause.title", false, false},
					{"a try", "review.try.paused", true, false},
					{"a finished try", "review.try.over_title", true, true},
				} {
					if err := pauseTitleOver(dst, l.Code, c.key, c.try, c.over); err != nil {
						return fmt.Errorf("%dx%d, %s, over %s: %v", size[0], size[1], l.Code, c.what, err)
					}
				}
			}
			return nil
		})
	}
}

// pauseTitleOver opens the pause menu over a board (a try's when try is set, played to
// its end when over) and checks that its heading is the catalog's key and no other's.
func pauseTitleOver(dst *Offscreen, code, key string, try, over bool) error {
	a, _ := testApp(nil)
	defer closeAll(a)
	a.Settings.Language = code
	lang.Set(code)
	tb, err := table.New(table.Config{Seats: logSeats, Seed: 9})
	if over {
		tb, err = quickFinishedTable()
	}
	if err != nil {
		return err
	}
	b := NewBoard(tb)
	if try {
		b.SetMode(&reviewTry{from: len(tb.Log()) + 1, start: len(tb.Log()), game: []int{0, 0}, names: []string{"Ana", "Rui"}})
	}
	a.Push(b)
	if err := until(a, dst, "the board", func() bool { return a.Top() == Scene(b) && a.fade == 0 && (!over || b.try().over) }); err != nil {
		return err
	}
	p := NewPause(b)
	a.Push(p)
	if err := until(a, dst, "the pause menu", func() bool { return a.Top() == Scene(p) && a.fade == 0 }); err != nil {
		return err
	}
	drawn, err := textDrawnInFrame(a, dst)
	if err != nil {
		return err
	}
	want := lang.T(key)
	if !slices.Contains(drawn, want) {
		return fmt.Errorf("the heading %q is not drawn (drawn: %q)", want, drawn)
	}
	for _, other := range []string{"pause.title", "review.try.paused", "review.try.over_title"} {
		if other != key && slices.Contains(drawn, lang.T(other)) {
			return fmt.Errorf("%q is drawn, want %q", lang.T(other), want)
		}
	}
	l := pauseLayout(a.Screen(), a.Form, len(p.items), nil)
	full := ui.TypeFor(a.Form).Title.Size
	if got := ui.FitSize(want, full, l.box.W-40, true); got < 0.85*full {
		return fmt.Errorf("the heading %q shrinks to %.1f px of %.0f", want, got, full)
	}
	return nil
}
