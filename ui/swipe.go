package ui

// Swipe turns a finger's (or the mouse's) quick sideways stroke into a page turn, as
// paged screens on a phone do: a stroke mostly across, at least swipeMin long, turns
// the page; a vertical one is left to a scrolled view, a short one to the buttons.
type Swipe struct {
	x0, y0 float64
	on     bool
}

// swipeMin is the least sideways travel of a page turn, in logical (CSS) pixels.
const swipeMin = 60

// Update follows the stroke and returns +1 when it went left (the next page), -1 when
// it went right (the previous one), else 0. in is the screen's input; area is where a
// stroke may start (the page, not its buttons).
func (s *Swipe) Update(in *Input, area Rect) int {
	switch {
	case in.Pressed:
		s.on = in.Present && area.Contains(in.X, in.Y)
		s.x0, s.y0 = in.X, in.Y
	case in.Released && s.on:
		s.on = false
		dx, dy := in.X-s.x0, in.Y-s.y0
		if abs(dx) >= swipeMin && abs(dx) > 2*abs(dy) {
			if dx < 0 {
				return 1
			}
			return -1
		}
	}
	return 0
}
