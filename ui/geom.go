package ui

// Rect is an axis-aligned rectangle in logical pixels (the 1280x720 design space).
type Rect struct{ X, Y, W, H float64 }

// R is shorthand for a Rect literal.
func R(x, y, w, h float64) Rect { return Rect{x, y, w, h} }

func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

func (r Rect) CX() float64    { return r.X + r.W/2 }
func (r Rect) CY() float64    { return r.Y + r.H/2 }
func (r Rect) Right() float64 { return r.X + r.W }
func (r Rect) Bottom() float64 {
	return r.Y + r.H
}

// Inset shrinks the rectangle by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Centered is a w x h rectangle with the same centre.
func (r Rect) Centered(w, h float64) Rect { return Rect{r.CX() - w/2, r.CY() - h/2, w, h} }

// Square is the largest square centred in r.
func (r Rect) Square() Rect { s := min(r.W, r.H); return r.Centered(s, s) }

// Offset moves the rectangle.
func (r Rect) Offset(dx, dy float64) Rect { return Rect{r.X + dx, r.Y + dy, r.W, r.H} }

// Lerp is the point a fraction t of the way from (x0,y0) to (x1,y1).
func Lerp(x0, y0, x1, y1, t float64) (float64, float64) {
	return x0 + (x1-x0)*t, y0 + (y1-y0)*t
}

// EaseInOut maps 0..1 onto a smooth start and stop.
func EaseInOut(t float64) float64 {
	t = min(1, max(0, t))
	return t * t * (3 - 2*t)
}
