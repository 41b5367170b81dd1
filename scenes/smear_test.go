package scenes

import (
	"fmt"
	"image"
	"testing"

	"mercado/game/table"
	"mercado/ui"
)

// scrolledView is a screen with a scrolled view: how far it is scrolled and its view.
type scrolledView interface {
	Scene
	scrolled(a *App) (*ui.Scroll, ui.Rect)
}

func (h *HowTo) scrolled(a *App) (*ui.Scroll, ui.Rect)   { return &h.scroll, h.layout(a).view }
func (s *Scoring) scrolled(a *App) (*ui.Scroll, ui.Rect) { return &s.scroll, s.layout(a).view }

// pixelsDiffer counts the pixels where two pictures differ by more than rounding (a
// sprite rasterized once at one place and drawn at another may differ by a step or two).
func pixelsDiffer(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		for k := range 3 {
			if d := int(a.Pix[i+k]) - int(b.Pix[i+k]); d > 8 || d < -8 {
				n++
				break
			}
		}
	}
	return n
}

// scrollMatchesFresh drags a finger up through the scrolled view of the screen make
// builds, then compares the screen with the same screen at the same offset drawn on a
// fresh app: a view that scrolls must be drawn whole, not over the frame before.
func scrollMatchesFresh(dst *Offscreen, make func() scrolledView) error {
	a, sc := testApp(nil)
	a.Settings.AnimSpeed = AnimInstant
	s := make()
	a.Reset(s)
	defer closeAll(a)
	if err := settle(a, dst, sc); err != nil {
		return err
	}
	scroll, view := s.scrolled(a)
	if view.H == 0 {
		return fmt.Errorf("%T shows no scrolled view", s)
	}
	x := view.CX()
	for k := 0; k < 3; k++ { // three drags up, each a little
		sc.Drag(x, view.Bottom()-20, x, view.Bottom()-20-view.H/4, 12, true)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
	}
	if scroll.Off == 0 {
		return fmt.Errorf("%T: the drags scrolled nothing", s)
	}
	if err := a.Step(dst, 5); err != nil {
		return err
	}
	got, err := dst.Pixels()
	if err != nil {
		return err
	}
	fresh, err := NewOffscreen(dst.loop, dst.img.Bounds().Dx(), dst.img.Bounds().Dy())
	if err != nil {
		return err
	}
	defer fresh.Close()
	b, sc2 := testApp(nil)
	b.Settings.AnimSpeed = AnimInstant
	s2 := make()
	b.Reset(s2)
	defer closeAll(b)
	if err := settle(b, fresh, sc2); err != nil {
		return err
	}
	off, _ := s2.scrolled(b)
	off.Off = scroll.Off
	if err := b.Step(fresh, 5); err != nil {
		return err
	}
	want, err := fresh.Pixels()
	if err != nil {
		return err
	}
	if n := pixelsDiffer(got, want); n > 0 {
		return fmt.Errorf("%T scrolled to %.0f: %d pixels differ from the same screen drawn fresh", s, scroll.Off, n)
	}
	return nil
}

// Scrolling How to play and the standings on a phone leaves no old copies of the text:
// the scrolled screen is pixel for pixel the same screen drawn fresh at that offset.
func TestScrolledScreensDrawWhole(t *testing.T) {
	onGame(t, 360, 640, func(dst *Offscreen) error {
		return scrollMatchesFresh(dst, func() scrolledView { return NewHowTo() })
	})
	tb, err := table.New(table.Config{Seats: []table.Seat{
		{Name: "Ana", Kind: table.Human, Color: 2},
		{Name: "Rui", Kind: table.Computer, Level: "easy", Color: 3},
		{Name: "Inês", Kind: table.Computer, Level: "easy", Color: 0},
	}, First: 1, Seed: 31})
	if err != nil {
		t.Fatal(err)
	}
	if err := playTo(tb, 1<<30); err != nil {
		t.Fatal(err)
	}
	onGame(t, 390, 844, func(dst *Offscreen) error {
		return scrollMatchesFresh(dst, func() scrolledView { return NewScoring(tb) })
	})
}
