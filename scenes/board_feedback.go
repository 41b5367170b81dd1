package scenes

// Feedback on the board: the toast, the hint and the ghost of a move not yet made.

import (
	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

// feedback is the toast: a short message over the market that fades (an undo done, a
// drop refused with the engine's reason).
type feedback struct {
	toast      string
	toastBad   bool
	toastUntil int
	toastLang  int // the language it is in: after a switch it is not shown
}

// hinting is the hint a person asked for: the words in the top bar and the move shown
// as a ghost on the market.
type hinting struct {
	hint     string
	hintOn   bool
	hintMove game.Move
}

func (b *Board) say(msg string, bad bool) {
	b.toast, b.toastBad, b.toastUntil, b.toastLang = msg, bad, b.frame+150, lang.Version()
	b.refused = b.refused || bad
}

func (b *Board) drawToast(c *ui.Canvas) {
	if b.toast == "" || b.frame > b.toastUntil || b.toastLang != lang.Version() {
		return
	}
	alpha := min(1, float64(b.toastUntil-b.frame)/30)
	bd := b.view.layout.board
	w := min(bd.W+200, b.view.layout.W-16, ui.TextWidth(b.toast, 17, true)+40)
	size, lines := 17.0, []string{b.toast}
	if ui.TextWidth(b.toast, size, true) > w-24 { // on a narrow board, lines rather than a tiny one
		size = 15
		lines = ui.Wrap(b.toast, size, w-24, true)
		lines = lines[:min(len(lines), 3)]
	}
	lh := size * 1.3
	h := max(40, 16+lh*float64(len(lines)))
	r := ui.R(bd.CX()-w/2, bd.Bottom()-40-h, w, h)
	r.X = max(8, min(b.view.layout.W-w-8, r.X))
	face := ui.Fade(ui.Paper, alpha)
	ink := ui.Fade(ui.Ink, alpha)
	if b.toastBad {
		face, ink = ui.Fade(ui.Mix(ui.Paper, ui.Bad, 0.12), alpha), ui.Fade(ui.Bad, alpha)
	}
	c.FillRound(r.Offset(2, 3), 10, ui.Fade(ui.Shadow, alpha))
	c.FillRound(r, 10, face)
	c.StrokeRound(r, 10, 2, ink)
	y := r.CY() - lh*float64(len(lines)-1)/2
	for i, line := range lines {
		c.TextFit(line, r.CX(), y+lh*float64(i), size, w-24, true, ink, ui.Center)
	}
}

// drawHintGhost shows the hinted move as a faint piece where it would go.
func (b *Board) drawHintGhost(c *ui.Canvas) {
	if b.hintOn && b.hint != "" {
		b.drawMoveGhost(c, b.hintMove, 0.45+0.25*pulse())
	}
}

// drawMoveGhost shows a move without making it: its piece faint at its place, or the
// button or display tile it would use outlined.
func (b *Board) drawMoveGhost(c *ui.Canvas, m game.Move, alpha float64) {
	l := &b.view.layout
	col := b.view.colorOf(b.table.State().ToMove())
	var r ui.Rect
	var p pieceID
	switch m.Kind {
	case game.OpenStand:
		r, p = l.space(m.Space).Inset(10), standPiece(m.Good)
	case game.OpenRestaurant:
		r, p = l.space(m.Space).Inset(10), restaurantPiece(m.Restaurant)
	case game.BringCustomer:
		r, p = l.tileIn(m.Entrance), customerPiece(m.Tile)
	case game.Coin, game.Redraw:
		r := b.coin.Rect
		if m.Kind == game.Redraw {
			r = b.redraw.Rect
		}
		if r.W == 0 { // on a phone, in the drawer's stall: its tab shows the way
			r = l.tabs[trayStall]
		}
		c.StrokeRound(r.Inset(-4), 12, 3, ui.Highlight)
		return
	case game.Take:
		d := b.table.State().Display()
		if i := handIndex(d, m.Good); i < len(l.dispTile) {
			c.StrokeRound(l.dispTile[i].Inset(-6), 12, 4, ui.Azulejo)
		}
		return
	default:
		return
	}
	drawPiece(c, p, r, col, alpha)
	c.StrokeRound(r.Inset(-4), 10, 3, ui.Fade(ui.Azulejo, alpha+0.2))
}
