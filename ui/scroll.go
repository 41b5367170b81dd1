package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// A scrolled view, for lists and pages that do not fit a phone.

// Scroll is a view onto a column taller than the room for it: the wheel and a finger
// dragged across it move it, and the keyboard's focus is kept in sight.
type Scroll struct {
	Off      float64 // how far the content is scrolled up
	max      float64
	pressY   float64
	pressOff float64
	pressed  bool
	dragging bool
}

// scrollSlop is how far a finger moves before a press becomes a scroll, not a tap.
const scrollSlop = 8

// wheelStep is how far a notch of the wheel scrolls.
const wheelStep = 48

// Update scrolls a view of height viewH onto content of height contentH by the wheel
// over view and by a drag that starts in it. It returns the input the view's buttons
// should see: while a drag scrolls, no button under the finger is pressed by it.
func (s *Scroll) Update(in *Input, view Rect, contentH float64) *Input {
	s.max = max(0, contentH-view.H)
	over := in.Present && view.Contains(in.X, in.Y)
	if over && in.WheelY != 0 {
		s.Off -= in.WheelY * wheelStep
	}
	switch {
	case in.Pressed && over:
		s.pressed, s.dragging, s.pressY, s.pressOff = true, false, in.Y, s.Off
	case s.pressed && in.Down:
		if !s.dragging && abs(in.Y-s.pressY) > scrollSlop && s.max > 0 {
			s.dragging = true
		}
		if s.dragging {
			s.Off = s.pressOff - (in.Y - s.pressY)
		}
	case s.pressed:
		s.pressed = false
	}
	if in.Key(ebiten.KeyPageDown) {
		s.Off += view.H * 0.8
	}
	if in.Key(ebiten.KeyPageUp) {
		s.Off -= view.H * 0.8
	}
	s.Off = max(0, min(s.Off, s.max))
	if s.dragging {
		hidden := *in
		hidden.Present = false // the buttons let go of the press without a click
		if !in.Down {
			s.dragging = false
		}
		return &hidden
	}
	return in
}

// Dragging says whether a finger is scrolling the view.
func (s *Scroll) Dragging() bool { return s.dragging }

// Max is how far the content can scroll (0 when it fits).
func (s *Scroll) Max() float64 { return s.max }

// Show scrolls just enough that r (in content coordinates, the view unscrolled) is in
// the view.
func (s *Scroll) Show(r, view Rect) {
	if r.Bottom()-s.Off > view.Bottom() {
		s.Off = r.Bottom() - view.Bottom()
	}
	if r.Y-s.Off < view.Y {
		s.Off = r.Y - view.Y
	}
	s.Off = max(0, min(s.Off, s.max))
}

// scrollFadeH is the band at a scrolled view's foot where its content fades into the
// background while more lies below.
const scrollFadeH = 28

// DrawFade fades the foot of view into bg while the content goes on below it, so that a
// line cut there reads as "more below" and not as cut (draw it after the content).
func (s *Scroll) DrawFade(c *Canvas, view Rect, bg color.RGBA) {
	if s.Off >= s.max-0.5 || view.H < 3*scrollFadeH {
		return
	}
	// bands from ever lower tops down to the foot, each a little opaque: they add up to
	// a smooth fade, with no seam between them
	const steps = 14
	h := float64(scrollFadeH) / steps
	for i := range steps {
		top := view.Bottom() - scrollFadeH + float64(i)*h
		c.Fill(R(view.X, top, view.W, view.Bottom()-top), Fade(bg, 0.18))
	}
}
