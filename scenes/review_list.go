package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/ui"
)

// reviewList is the scrolling list of a review's decisions: the wheel, a drag and the
// page keys scroll it; a press released in place picks a row.
type reviewList struct {
	rect  ui.Rect
	rowH  float64
	items int
	top   float64 // rows scrolled past

	pressed, dragging bool
	pressX, pressY    float64
	pressTop          float64
}

// rows is how many rows fit.
func (l *reviewList) rows() int { return max(1, int(l.rect.H/l.rowH)) }

func (l *reviewList) clamp() {
	l.top = max(0, min(l.top, float64(l.items-l.rows())))
}

// update scrolls the list and reports a row picked.
func (l *reviewList) update(in *ui.Input) (int, bool) {
	if l.rowH <= 0 {
		return 0, false
	}
	if l.rect.Contains(in.X, in.Y) && in.WheelY != 0 {
		l.top -= in.WheelY * 3
	}
	switch {
	case in.Key(ebiten.KeyPageDown):
		l.top += float64(l.rows() - 1)
	case in.Key(ebiten.KeyPageUp):
		l.top -= float64(l.rows() - 1)
	}
	picked, ok := 0, false
	switch {
	case in.Pressed && l.rect.Contains(in.X, in.Y):
		l.pressed, l.dragging = true, false
		l.pressX, l.pressY, l.pressTop = in.X, in.Y, l.top
	case l.pressed && in.Down:
		if math.Max(math.Abs(in.X-l.pressX), math.Abs(in.Y-l.pressY)) > ui.DragThreshold {
			l.dragging = true
		}
		if l.dragging {
			l.top = l.pressTop - (in.Y-l.pressY)/l.rowH
		}
	case l.pressed && in.Released:
		l.pressed = false
		if !l.dragging && l.rect.Contains(in.X, in.Y) {
			i := int(l.top) + int((in.Y-l.rect.Y)/l.rowH)
			if i >= 0 && i < l.items {
				picked, ok = i, true
			}
		}
	}
	l.clamp()
	return picked, ok
}

// keepInView scrolls so that row i shows.
func (l *reviewList) keepInView(i int) {
	if float64(i) < l.top {
		l.top = float64(i)
	}
	if n := l.rows(); float64(i) >= l.top+float64(n) {
		l.top = float64(i - n + 1)
	}
	l.clamp()
}

// visible is the range of rows to draw.
func (l *reviewList) visible() (from, to int) {
	from = int(l.top)
	return from, min(l.items, from+l.rows())
}
