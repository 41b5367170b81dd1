package scenes

import (
	"mercado/assets"
	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

func (b *Board) Draw(c *ui.Canvas, a *App) {
	b.view.l.compute(a.W, a.H, b.t.State().NumPlayers())
	b.refresh(a) // also when drawn under an overlay before its first update
	b.layoutButtons(a)
	s := b.state()
	b.view.hideLast = 0
	if b.q.deciding() {
		b.view.hideLast = 1
	}
	b.drawTopBar(c, a, s)
	b.mk.viewer = b.viewer // the screen may have changed hands since the last update
	b.view.draw(c, s, &b.mk)
	if b.t.HumanToMove() && !b.q.traveling() && !b.confirm.on {
		if !b.t.State().Solo() { // the golden rule of solo play: no Take 1 Coin
			b.coin.Draw(c)
		}
		b.redraw.Draw(c)
		b.drawHintGhost(c)
		b.drawHintWhy(c)
	}
	b.drawConfirm(c)
	b.q.draw(c)
	b.tut.draw(c, a, b)
	b.drawHeld(c, a)
	b.drawToast(c)
	b.saves.draw(c, &b.view.l)
	if a.Top() == Scene(b) {
		b.tip.draw(c, &b.view.l)
	}
}

func (b *Board) drawTopBar(c *ui.Canvas, a *App, s *game.State) {
	bar := b.view.l.topBar
	c.Fill(bar, ui.Wood)
	c.Fill(ui.R(bar.X, bar.Bottom()-3, bar.W, 3), ui.WoodLight)
	c.Icon(assets.Market, ui.R(12, 8, 32, 32), 1)
	c.Text("Mercado", 52, 24, 20, true, ui.Paper, ui.Left) // not translated: the game's name
	x := 170.0
	if s.FinalRound() >= 0 && !s.Over() {
		r := ui.R(x, 9, 118, 30)
		c.FillRound(r, 15, ui.Bad)
		c.TextFit(lang.T("game.final_round"), r.CX(), r.CY(), 15, r.W-10, true, ui.Paper, ui.Center)
		x += 130
	}
	c.TextFit(b.statusLine(), x, 24, 17, b.hintBtn.Rect.X-x-16, false, ui.Paper, ui.Left)
	b.hintBtn.Draw(c)
	b.undo.Draw(c)
	b.menu.Draw(c)
}

// statusLine is the top bar's line: whose turn it is (a computer's until its decision has
// played out on screen), or the hint.
func (b *Board) statusLine() string {
	switch {
	case b.playing >= 0:
		return lang.F("game.banner.playing", "Name", seatName(b.view.seats[b.playing].Name))
	case b.hint != "":
		return b.hint
	}
	return b.banner
}

// drawHeld paints the piece in hand under the pointer (or lifted at its place when
// picked by a click or the keyboard) and the preview of where it would go.
func (b *Board) drawHeld(c *ui.Canvas, a *App) {
	if b.held == noPiece || b.held.isDisplay() {
		return
	}
	w, h := pieceSize(b.held)
	x, y := a.Input.X, a.Input.Y
	if !b.g.Dragging || b.cursor.active {
		if b.hover.valid() {
			r := b.hoverRect()
			x, y = r.CX(), r.CY()
		} else {
			x, y = b.view.l.board.CX(), b.view.l.board.Bottom()+26
		}
	}
	col := b.view.colorOf(b.t.State().ToMove())
	drawPiece(c, b.held, ui.R(x-w/2+3, y-h/2+5, w, h), col, 0.3)
	drawPiece(c, b.held, ui.R(x-w/2, y-h/2, w, h), col, 0.92)
	if b.preview != "" {
		b.drawTip(c, b.preview, x, y-h/2-8, b.previewOK)
	}
}

func (b *Board) hoverRect() ui.Rect {
	if b.hover.space >= 0 {
		return b.view.l.space(b.hover.space)
	}
	return b.view.l.entrance(b.hover.entrance)
}

// drawTip is a speech-bubble label above (x, y).
func (b *Board) drawTip(c *ui.Canvas, msg string, x, y float64, ok bool) {
	size := 15.0
	w := min(520, ui.TextWidth(msg, size, true)+24)
	r := ui.R(x-w/2, y-34, w, 30)
	r.X = max(8, min(b.view.l.W-w-8, r.X))
	face, ink := ui.Paper, ui.Ink
	if !ok {
		face, ink = ui.Mix(ui.Paper, ui.Bad, 0.15), ui.Bad
	}
	c.Card(r, 8, face, ui.PanelEdge)
	c.TextFit(msg, r.CX(), r.CY(), size, w-16, true, ink, ui.Center)
}

func (b *Board) drawToast(c *ui.Canvas) {
	if b.toast == "" || b.frame > b.toastUntil {
		return
	}
	alpha := min(1, float64(b.toastUntil-b.frame)/30)
	bd := b.view.l.board
	w := min(bd.W+200, ui.TextWidth(b.toast, 17, true)+40)
	r := ui.R(bd.CX()-w/2, bd.Bottom()-80, w, 40)
	face := ui.Fade(ui.Paper, alpha)
	ink := ui.Fade(ui.Ink, alpha)
	if b.toastBad {
		face, ink = ui.Fade(ui.Mix(ui.Paper, ui.Bad, 0.12), alpha), ui.Fade(ui.Bad, alpha)
	}
	c.FillRound(r.Offset(2, 3), 10, ui.Fade(ui.Shadow, alpha))
	c.FillRound(r, 10, face)
	c.StrokeRound(r, 10, 2, ink)
	c.TextFit(b.toast, r.CX(), r.CY(), 17, w-24, true, ink, ui.Center)
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
	l := &b.view.l
	col := b.view.colorOf(b.t.State().ToMove())
	var r ui.Rect
	var p pieceID
	switch m.Kind {
	case game.OpenStand:
		r, p = l.space(m.Space).Inset(10), standPiece(m.Good)
	case game.OpenRestaurant:
		r, p = l.space(m.Space).Inset(10), restaurantPiece(m.Restaurant)
	case game.BringCustomer:
		r, p = l.tileIn(m.Entrance), customerPiece(m.Tile)
	case game.Coin:
		c.StrokeRound(b.coin.Rect.Inset(-4), 12, 3, ui.Highlight)
		return
	case game.Redraw:
		c.StrokeRound(b.redraw.Rect.Inset(-4), 12, 3, ui.Highlight)
		return
	case game.Take:
		d := b.t.State().Display()
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
