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
	}
	b.drawConfirm(c)
	b.q.draw(c)
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
