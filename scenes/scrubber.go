package scenes

import (
	"mercado/ui"
)

// scrubber is a slider over a replay's decisions: a press or a drag anywhere on it goes
// to the step under the pointer, as a video's timeline does.
type scrubber struct {
	Rect     ui.Rect // the whole strip that takes the pointer
	dragging bool
	hot      bool
}

// scrubKnob is the knob's radius; the track is inset by it so the ends can be reached.
const scrubKnob = 10.0

// track is the line the steps lie on.
func (s *scrubber) track() ui.Rect {
	return ui.R(s.Rect.X+scrubKnob+4, s.Rect.CY()-3, max(1, s.Rect.W-2*scrubKnob-8), 6)
}

// stepAt is the step of n under x on the track, the nearest one, within 0..n.
func (s *scrubber) stepAt(x float64, n int) int {
	t := s.track()
	return max(0, min(n, int((x-t.X)/t.W*float64(n)+0.5)))
}

// xOf is where step of n lies on the track.
func (s *scrubber) xOf(step, n int) float64 {
	t := s.track()
	if n <= 0 {
		return t.X
	}
	return t.X + t.W*float64(step)/float64(n)
}

// update follows a press and drag on the strip; it reports the step the pointer chose
// and whether it chose one this frame.
func (s *scrubber) update(in *ui.Input, n int) (int, bool) {
	s.hot = in.Present && s.Rect.Contains(in.X, in.Y)
	switch {
	case in.Pressed && s.hot:
		s.dragging = true
	case s.dragging && !in.Down:
		s.dragging = false
		return 0, false
	}
	if !s.dragging {
		return 0, false
	}
	return s.stepAt(in.X, n), true
}

// draw paints the track, the part played so far, a tick at each of marks (the rounds'
// ends), and the knob at step.
func (s *scrubber) draw(c *ui.Canvas, step, n int, marks []int) {
	t := s.track()
	c.FillRound(t, 3, ui.Fade(ui.Paper, 0.35))
	x := s.xOf(step, n)
	c.FillRound(ui.R(t.X, t.Y, x-t.X, t.H), 3, ui.Gold)
	for _, m := range marks {
		tx := s.xOf(m, n)
		c.Line(tx, t.Y-6, tx, t.Bottom()+6, 1.5, ui.Fade(ui.Paper, 0.6))
	}
	r := scrubKnob
	if s.hot || s.dragging {
		r += 2
	}
	c.FillCircle(x, t.CY(), r, ui.Paper)
	c.FillCircle(x, t.CY(), r-3, ui.Azulejo)
}
