package scenes

// What the market says at a glance: on each stand a coin with what one customer pays it
// now (its value, restaurants included), and while a piece is held over a place, on each
// stand that the move would pay its own "+N". Both numbers come from the engine
// (PaysPerCustomer, StandEarnings); nothing here counts a rule again. Every figure is
// public: what a stand earns is paid in the open, and no seat's money is drawn.

import (
	"mercado/game"
	"mercado/ui"
)

// standValueDrawn, earnMarkDrawn and favouredDrawn, when set (by the tests), hear every
// stand value and every "+N" mark drawn on the market, and the goods drawn on every
// face-up restaurant.
var (
	standValueDrawn func(sp game.Space, text string)
	earnMarkDrawn   func(sp game.Space, text string)
	favouredDrawn   func(r game.Restaurant, goods []game.Good)
)

// standTileIn is where the tile on a market space is drawn (drawSpace insets it so).
func standTileIn(space ui.Rect) ui.Rect { return space.Inset(space.W * 0.104) }

// drawStandValue puts the stand's value on the top-right corner of its tile: a coin with
// the number, where neither the good (top left) nor the owner's stand (bottom right) is.
// A stand that collects nothing (The Specialist's other goods) shows a pale 0.
func drawStandValue(c *ui.Canvas, s *game.State, sp game.Space, space ui.Rect) {
	v := s.PaysPerCustomer(sp)
	text := num(v)
	if standValueDrawn != nil {
		standValueDrawn(sp, text)
	}
	tile := standTileIn(space)
	rad := max(8, tile.W*0.15)
	cx, cy := tile.Right()-rad*0.55, tile.Y+rad*0.55
	alpha := 1.0
	if v == 0 {
		alpha = 0.55
	}
	c.FillCircle(cx+0.8, cy+1.4, rad, ui.Fade(ui.Shadow, alpha))
	drawCoin(c, cx, cy, rad, alpha)
	c.Text(text, cx, cy+0.5, valueTextSize(rad), true, ui.Fade(ui.Ink, alpha), ui.Center)
}

// valueTextSize is the number's size on a coin of radius rad: as large as it fits, and
// never under 11 px (a phone's smallest market).
func valueTextSize(rad float64) float64 { return max(11, min(16, rad*1.25)) }

// drawEarnMarks marks each stand that the held piece would pay where it hovers, with
// the engine's own share of that stand ("+6"), over the stand's value coin.
func (b *Board) drawEarnMarks(c *ui.Canvas) {
	if !b.earnMarksShown() {
		return
	}
	l := &b.view.layout
	for sp, v := range b.earned {
		if v > 0 {
			drawEarnMark(c, game.Space(sp), l.space(game.Space(sp)), v)
		}
	}
}

// earnMarksShown: a piece is held over a place it may go, and its preview is current.
func (b *Board) earnMarksShown() bool {
	return b.held != noPiece && b.previewOK && b.previewFor == b.hover && b.hover.valid()
}

// drawEarnMark is one stand's "+N": a green label on the tile's top-right corner, where
// the value coin was, growing leftward over the space's margin rather than the good.
func drawEarnMark(c *ui.Canvas, sp game.Space, space ui.Rect, v int) {
	text := "+" + num(v)
	if earnMarkDrawn != nil {
		earnMarkDrawn(sp, text)
	}
	r := earnMarkRect(space, text)
	h := r.H
	c.FillRound(r.Offset(1, 2), h/2, ui.Shadow)
	c.FillRound(r, h/2, ui.Good)
	c.StrokeRound(r, h/2, 1.5, ui.Paper)
	c.Text(text, r.CX(), r.CY()+0.5, h*0.68, true, ui.Paper, ui.Center)
}

// earnMarkHeight is the height of a "+N" mark on a space of that width: a third of it,
// between 17 px (a small phone) and 24 (the desktop).
func earnMarkHeight(space ui.Rect) float64 { return max(17, min(24, space.W*0.36)) }

// earnMarkRect is where a stand's mark of text goes on its space: on the tile's top-right
// corner, growing leftward, within the space.
func earnMarkRect(space ui.Rect, text string) ui.Rect {
	h := earnMarkHeight(space)
	tile := standTileIn(space)
	w := max(h, ui.TextWidth(text, h*0.68, true)+h*0.55)
	r := ui.R(min(tile.Right()+h*0.25, space.Right()-1)-w, tile.Y-h*0.4, w, h)
	r.Y = max(space.Y+1, r.Y)
	return r
}

// tipRect is where drawTip puts its bubble of msg above (x, y): kept on the screen.
func (b *Board) tipRect(msg string, x, y float64) ui.Rect {
	w := min(520, ui.TextWidth(msg, 15, true)+24)
	r := ui.R(x-w/2, y-34, w, 30)
	r.X = max(8, min(b.view.layout.W-w-8, r.X))
	return r
}

// tipClearOfMarks is the y for the preview's bubble (drawTip's) that hides no "+N" mark:
// above the held piece (above), else below it (below), else raised past the marks in
// its way, as long as it stays on the screen.
func (b *Board) tipClearOfMarks(msg string, x, above, below float64) float64 {
	marks := b.earnMarkRects()
	hit := func(y float64) (ui.Rect, bool) {
		r := b.tipRect(msg, x, y)
		for _, m := range marks {
			if rectsMeet(r, m) {
				return m, true
			}
		}
		return ui.Rect{}, false
	}
	if _, ok := hit(above); !ok {
		return above
	}
	if _, ok := hit(below + 34); !ok && below+34 <= b.view.layout.H {
		return below + 34
	}
	y := above
	for m, ok := hit(y); ok && m.Y-4 >= 34; m, ok = hit(y) {
		y = m.Y - 4
	}
	return y
}

// earnMarkRects are the places of the "+N" marks drawEarnMarks draws now.
func (b *Board) earnMarkRects() []ui.Rect {
	if !b.earnMarksShown() {
		return nil
	}
	var out []ui.Rect
	l := &b.view.layout
	for sp, v := range b.earned {
		if v > 0 {
			out = append(out, earnMarkRect(l.space(game.Space(sp)), "+"+num(v)))
		}
	}
	return out
}

// rectsMeet: the two rectangles share some area.
func rectsMeet(a, b ui.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}
