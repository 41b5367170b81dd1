package scenes

// What the market says at a glance: on each stand a coin with what one customer pays it
// now (its value, restaurants included), and while a piece is held over a place, on each
// stand that the move would pay its own "+N" (and the values it changes: those a
// restaurant raises, a new stand's own). The numbers come from the engine
// (PaysPerCustomer, StandEarnings, the move applied to a copy); nothing here counts a
// rule again. Every figure is public: what a stand earns is paid in the open, and no
// seat's money is drawn.

import (
	"mercado/game"
	"mercado/ui"
)

// standValueDrawn, earnMarkDrawn, raisedValueDrawn and favouredDrawn, when set (by the
// tests), hear every stand value, every "+N" mark and every raised value drawn on the
// market, and the goods drawn on every face-up restaurant.
var (
	standValueDrawn  func(sp game.Space, text string)
	earnMarkDrawn    func(sp game.Space, text string)
	raisedValueDrawn func(sp game.Space, text string)
	favouredDrawn    func(r game.Restaurant, goods []game.Good)
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
	cx, cy, rad := valueCoinAt(space)
	alpha := 1.0
	if v == 0 {
		alpha = 0.55
	}
	c.FillCircle(cx, cy, rad, ui.Fade(ui.GoldDark, alpha)) // a plain coin: three draws a stand
	c.FillCircle(cx, cy, rad-1.3, ui.Fade(ui.Gold, alpha))
	c.Text(text, cx, cy+0.5, valueTextSize(rad), true, ui.Fade(ui.Ink, alpha), ui.Center)
}

// valueCoinAt is the centre and radius of the value coin on a space's stand tile.
func valueCoinAt(space ui.Rect) (cx, cy, rad float64) {
	tile := standTileIn(space)
	rad = max(9.5, tile.W*0.15)
	return tile.Right() - rad*0.55, tile.Y + rad*0.55, rad
}

// valueTextSize is the number's size on a coin of radius rad: as large as it fits, and
// never under 13 px, a phone's least text (ui.ScreenFor).
func valueTextSize(rad float64) float64 { return max(13, min(16, rad*1.3)) }

// markPreview asks the engine what the legal move m brings: the totals and each stand's
// share (StandEarnings, one computation for both), and, from m made on a copy, the values
// it changes: the stands a restaurant raises, or the new stand's own.
func (b *Board) markPreview(s *game.State, m game.Move) game.Preview {
	p, earned := s.StandEarnings(m)
	b.earned, b.raised = earned, [game.NumSpaces]int{}
	if m.Kind == game.OpenRestaurant || m.Kind == game.OpenStand {
		after := s.Clone()
		after.Apply(m)
		for sp := game.Space(0); sp < game.NumSpaces; sp++ {
			if v := after.PaysPerCustomer(sp); v > s.PaysPerCustomer(sp) {
				b.raised[sp] = v
			}
		}
	}
	return p
}

// drawEarnMarks marks each stand that the held piece would pay where it hovers, with
// the engine's own share of that stand ("+6"), over the stand's value coin.
func (b *Board) drawEarnMarks(c *ui.Canvas) {
	if !b.earnMarksShown() {
		return
	}
	l := &b.view.layout
	s := b.table.State()
	for sp, v := range b.raised {
		if v > 0 && b.earned[sp] == 0 { // a new stand's "+N" says more than its value
			drawRaisedValue(c, game.Space(sp), l.space(game.Space(sp)), v, s.Space(game.Space(sp)).Kind == game.StandSpace)
		}
	}
	for sp, v := range b.earned {
		if v > 0 {
			drawEarnMark(c, game.Space(sp), l.space(game.Space(sp)), v)
		}
	}
}

// drawRaisedValue is a stand's value as the held piece would make it: its coin again,
// undimmed, with the new number, ringed in green; with a green arrow up beside it where
// a stand's value rises (a new stand's is only its first).
func drawRaisedValue(c *ui.Canvas, sp game.Space, space ui.Rect, v int, rises bool) {
	text := num(v)
	if raisedValueDrawn != nil {
		raisedValueDrawn(sp, text)
	}
	cx, cy, rad := valueCoinAt(space)
	rad *= 1.15
	c.FillCircle(cx+0.8, cy+1.4, rad+3, ui.Shadow)
	c.FillCircle(cx, cy, rad+3, ui.Good)
	drawCoin(c, cx, cy, rad, 1)
	c.Text(text, cx, cy+0.5, valueTextSize(rad), true, ui.Ink, ui.Center)
	if !rises {
		return
	}
	// the arrow, left of the coin: a stem and a head
	ax, top, bottom := cx-rad-8, cy-rad*0.9, cy+rad*0.9
	c.Line(ax, bottom, ax, top+1, 3.5, ui.Good)
	c.Line(ax-5, top+5, ax, top, 3.5, ui.Good)
	c.Line(ax+5, top+5, ax, top, 3.5, ui.Good)
}

// raisedValueRect is the box of drawRaisedValue's coin and arrow on a space.
func raisedValueRect(space ui.Rect) ui.Rect {
	cx, cy, rad := valueCoinAt(space)
	rad = rad*1.15 + 3
	return ui.R(cx-rad-12, cy-rad, 2*rad+12, 2*rad)
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
	c.Text(text, r.CX(), r.CY()+0.5, earnMarkText(h), true, ui.Paper, ui.Center)
}

// earnMarkHeight is the height of a "+N" mark on a space of that width: a third of it,
// between 19 px (a small phone's, for 13 px text) and 24 (the desktop's).
func earnMarkHeight(space ui.Rect) float64 { return max(19, min(24, space.W*0.36)) }

// earnMarkText is the size of a mark's number: 13 px (a phone's least text) to 16.
func earnMarkText(h float64) float64 { return max(13, h*0.68) }

// earnMarkRect is where a stand's mark of text goes on its space: on the tile's top-right
// corner, growing leftward, within the space.
func earnMarkRect(space ui.Rect, text string) ui.Rect {
	h := earnMarkHeight(space)
	tile := standTileIn(space)
	w := max(h, ui.TextWidth(text, earnMarkText(h), true)+h*0.55)
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
			if r.Overlaps(m) {
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

// earnMarkRects are the places of the "+N" marks and raised values drawEarnMarks draws now.
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
	for sp, v := range b.raised {
		if v > 0 && b.earned[sp] == 0 {
			out = append(out, raisedValueRect(l.space(game.Space(sp))))
		}
	}
	return out
}
