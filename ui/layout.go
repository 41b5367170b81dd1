package ui

// The layout kit: a screen states its arrangement as cuts, rows, columns and grids of
// the rectangle it is given, instead of literal coordinates, so the same list of parts
// fits a desktop window, a phone held upright and a phone on its side.

// Insets are the widths of a rectangle's four margins (a phone's notch, a panel's padding).
type Insets struct{ Top, Right, Bottom, Left float64 }

// Pad shrinks r by the insets; a rectangle never gets a negative size.
func (r Rect) Pad(in Insets) Rect {
	return Rect{r.X + in.Left, r.Y + in.Top, max(0, r.W-in.Left-in.Right), max(0, r.H-in.Top-in.Bottom)}
}

// InsetXY shrinks r by dx on the left and right and dy on the top and bottom.
func (r Rect) InsetXY(dx, dy float64) Rect {
	return Rect{r.X + dx, r.Y + dy, max(0, r.W-2*dx), max(0, r.H-2*dy)}
}

// CutTop splits off a band of height h at the top (at most all of r), and what is left
// below it after gap.
func (r Rect) CutTop(h, gap float64) (band, rest Rect) {
	h = clampTo(h, r.H)
	return Rect{r.X, r.Y, r.W, h}, Rect{r.X, r.Y + h + gap, r.W, max(0, r.H-h-gap)}
}

// CutBottom splits off a band of height h at the bottom, and what is left above it.
func (r Rect) CutBottom(h, gap float64) (band, rest Rect) {
	h = clampTo(h, r.H)
	return Rect{r.X, r.Bottom() - h, r.W, h}, Rect{r.X, r.Y, r.W, max(0, r.H-h-gap)}
}

// CutLeft splits off a band of width w at the left, and what is left to its right.
func (r Rect) CutLeft(w, gap float64) (band, rest Rect) {
	w = clampTo(w, r.W)
	return Rect{r.X, r.Y, w, r.H}, Rect{r.X + w + gap, r.Y, max(0, r.W-w-gap), r.H}
}

// CutRight splits off a band of width w at the right, and what is left to its left.
func (r Rect) CutRight(w, gap float64) (band, rest Rect) {
	w = clampTo(w, r.W)
	return Rect{r.Right() - w, r.Y, w, r.H}, Rect{r.X, r.Y, max(0, r.W-w-gap), r.H}
}

func clampTo(v, limit float64) float64 { return max(0, min(v, limit)) }

// Size is one part's share of a row or column: a fixed length (Px) or a weight of what
// the fixed parts and gaps leave (Fr).
type Size struct {
	px, fr float64
}

// Px is a fixed length in logical pixels.
func Px(v float64) Size { return Size{px: max(0, v)} }

// Fr is a share of the free length, weighted against the other Fr parts.
func Fr(w float64) Size { return Size{fr: max(0, w)} }

// split lays sizes along a length with gaps between them and returns each part's offset
// and length. Fixed parts shrink in proportion when they do not fit.
func split(length, gap float64, sizes []Size) (offs, lens []float64) {
	n := len(sizes)
	offs, lens = make([]float64, n), make([]float64, n)
	if n == 0 {
		return
	}
	free := max(0, length-gap*float64(n-1))
	var fixed, weights float64
	for _, s := range sizes {
		fixed += s.px
		weights += s.fr
	}
	shrink := 1.0
	if fixed > free && fixed > 0 {
		shrink = free / fixed
	}
	left := max(0, free-fixed*shrink)
	at := 0.0
	for i, s := range sizes {
		l := s.px * shrink
		if weights > 0 {
			l += left * s.fr / weights
		}
		offs[i], lens[i] = at, l
		at += l + gap
	}
	return
}

// Rows divides r from top to bottom.
func (r Rect) Rows(gap float64, sizes ...Size) []Rect {
	offs, lens := split(r.H, gap, sizes)
	out := make([]Rect, len(sizes))
	for i := range out {
		out[i] = Rect{r.X, r.Y + offs[i], r.W, lens[i]}
	}
	return out
}

// Cols divides r from left to right.
func (r Rect) Cols(gap float64, sizes ...Size) []Rect {
	offs, lens := split(r.W, gap, sizes)
	out := make([]Rect, len(sizes))
	for i := range out {
		out[i] = Rect{r.X + offs[i], r.Y, lens[i], r.H}
	}
	return out
}

// Even is n equal shares, for Rows and Cols.
func Even(n int) []Size {
	s := make([]Size, max(0, n))
	for i := range s {
		s[i] = Fr(1)
	}
	return s
}

// Grid divides r into cols x rows equal cells, row by row.
func (r Rect) Grid(cols, rows int, gap float64) []Rect {
	out := make([]Rect, 0, max(0, cols*rows))
	for _, row := range r.Rows(gap, Even(rows)...) {
		out = append(out, row.Cols(gap, Even(cols)...)...)
	}
	return out
}

// Stack places n parts of height h from the top of r with gaps, each as wide as r, and
// says how tall they are together (a menu's buttons, a list's lines).
func (r Rect) Stack(n int, h, gap float64) ([]Rect, float64) {
	out := make([]Rect, max(0, n))
	for i := range out {
		out[i] = Rect{r.X, r.Y + float64(i)*(h+gap), r.W, h}
	}
	return out, max(0, float64(n)*(h+gap)-gap)
}

// Flow places n parts of w x h left to right, wrapping onto new lines inside r's width,
// and says how tall they are together (chips, tiles, buttons that wrap on a phone).
func (r Rect) Flow(n int, w, h, gap float64) ([]Rect, float64) {
	per := max(1, int((r.W+gap)/(w+gap)))
	out := make([]Rect, max(0, n))
	for i := range out {
		col, row := i%per, i/per
		out[i] = Rect{r.X + float64(col)*(w+gap), r.Y + float64(row)*(h+gap), w, h}
	}
	lines := (n + per - 1) / per
	return out, max(0, float64(lines)*(h+gap)-gap)
}

// TopCentered is a w x h rectangle centred horizontally at the top of r.
func (r Rect) TopCentered(w, h float64) Rect { return Rect{r.CX() - w/2, r.Y, w, h} }

// Fit is the largest rectangle of the aspect w:h centred in r.
func (r Rect) Fit(w, h float64) Rect {
	if w <= 0 || h <= 0 {
		return Rect{r.CX(), r.CY(), 0, 0}
	}
	s := min(r.W/w, r.H/h)
	return r.Centered(w*s, h*s)
}

// Union is the smallest rectangle holding both.
func (r Rect) Union(o Rect) Rect {
	x, y := min(r.X, o.X), min(r.Y, o.Y)
	return Rect{x, y, max(r.Right(), o.Right()) - x, max(r.Bottom(), o.Bottom()) - y}
}

// Within says whether o lies entirely inside r (a layout test's "nothing clipped").
func (r Rect) Within(o Rect) bool {
	const eps = 0.01
	return o.X >= r.X-eps && o.Y >= r.Y-eps && o.Right() <= r.Right()+eps && o.Bottom() <= r.Bottom()+eps
}

// Overlaps says whether r and o share any area (a layout test's "nothing overlapping").
func (r Rect) Overlaps(o Rect) bool {
	const eps = 0.01
	return r.X < o.Right()-eps && o.X < r.Right()-eps && r.Y < o.Bottom()-eps && o.Y < r.Bottom()-eps
}

// Column is a part of r at most w wide, centred across it, as tall as r.
func (r Rect) Column(w float64) Rect {
	w = clampTo(w, r.W)
	return Rect{r.CX() - w/2, r.Y, w, r.H}
}

// Bar lays n buttons of height h side by side, centred in r, each at most w wide; when
// they do not fit with at least minW each, they stack from the top of r instead (a
// phone upright). It says how tall the bar is.
func (r Rect) Bar(n int, w, minW, h, gap float64) ([]Rect, float64) {
	if n <= 0 {
		return nil, 0
	}
	each := min(w, (r.W-gap*float64(n-1))/float64(n))
	if each < minW {
		return r.Stack(n, h, gap)
	}
	total := each*float64(n) + gap*float64(n-1)
	return r.Column(total).Cols(gap, Even(n)...)[:n], h
}

// Shift moves r down by dy (up when negative): a scrolled part.
func (r Rect) Shift(dy float64) Rect { return Rect{r.X, r.Y + dy, r.W, r.H} }
