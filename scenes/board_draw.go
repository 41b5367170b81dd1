package scenes

import (
	"mercado/assets"
	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

func (b *Board) Draw(c *ui.Canvas, a *App) {
	b.arrange(a)
	b.refresh(a) // also when drawn under an overlay before its first update
	b.layoutButtons(a)
	s := b.state()
	b.view.hideLast = 0
	if b.anims.deciding() {
		b.view.hideLast = 1
	}
	b.view.tabletop = !a.Settings.PlainLook
	b.view.drawTabletop(c)
	b.drawTopBar(c, a, s)
	b.mk.viewer = b.viewer // the screen may have changed hands since the last update
	b.view.draw(c, s, &b.mk)
	if b.table.HumanToMove() && !b.anims.traveling() && !b.confirm.on {
		if !b.table.State().Solo() && b.coin.Rect.W > 0 { // the golden rule of solo play: no Take 1 Coin
			b.coin.Draw(c)
		}
		if b.redraw.Rect.W > 0 {
			b.redraw.Draw(c)
		}
		b.drawHintGhost(c)
		b.drawHintWhy(c)
	}
	b.drawConfirm(c)
	b.anims.draw(c)
	if b.mode != nil {
		b.mode.Draw(c, a, b)
	}
	b.drawHeld(c, a)
	b.drawToast(c)
	b.saves.draw(c, &b.view.layout)
	if a.Top() == Scene(b) {
		b.tip.keepClear = b.rules().keepClear()
		b.tip.draw(c, &b.view.layout)
	}
}

func (b *Board) drawTopBar(c *ui.Canvas, a *App, s *game.State) {
	if b.view.layout.Form != ui.Wide {
		b.drawPhoneBar(c, s)
		return
	}
	bar := b.view.layout.topBar
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
	case b.table.Over() && !b.anims.traveling():
		return b.rules().status(b.banner) // the game (or the try) is over: nobody plays or thinks any more
	case b.playing >= 0:
		return lang.F("game.banner.playing", "Name", seatName(b.view.seats[b.playing].Name))
	case b.betweenPeople() && b.table.HumanToMove():
		return lang.F("game.banner.next", "Name", seatName(b.view.seats[b.table.State().ToMove()].Name))
	case b.hint != "":
		return b.hint
	}
	if e, ok := b.mode.(BannerExtra); ok {
		if line := e.Banner(); line != "" {
			return line
		}
	}
	return b.rules().status(b.banner)
}

// drawPhoneBar is the top of a phone's board: the buttons, and the status line under
// them (a final round's badge before it).
func (b *Board) drawPhoneBar(c *ui.Canvas, s *game.State) {
	r := b.view.layout.status
	if r.H > 0 && s.FinalRound() >= 0 && !s.Over() {
		label := lang.T("game.final_round")
		w := ui.TextWidth(label, 13, true) + 16
		badge := ui.R(r.X, r.CY()-11, w, 22)
		c.FillRound(badge, 11, ui.Bad)
		c.Text(label, badge.CX(), badge.CY(), 13, true, ui.Paper, ui.Center)
		r = ui.R(badge.Right()+8, r.Y, r.W-w-8, r.H)
	}
	if r.H > 0 { // a floating lesson may have taken its room
		drawStatusText(c, b.statusLine(), r)
	}
	b.hintBtn.Draw(c)
	b.undo.Draw(c)
	b.menu.Draw(c)
}

// drawStatusText writes a status line into r: on one line when it fits at 15 px, else
// wrapped onto two at 13, else cut.
func drawStatusText(c *ui.Canvas, msg string, r ui.Rect) {
	if ui.TextWidth(msg, 15, false) <= r.W || r.H < 28 {
		size := max(13, ui.FitSize(msg, 15, r.W, false))
		c.Text(ui.Cut(msg, size, r.W, false), r.X, r.CY(), size, false, ui.Paper, ui.Left)
		return
	}
	size := 13.0
	if r.H >= 36 && len(ui.Wrap(msg, 15, r.W, false)) <= 2 {
		size = 15
	}
	lines := ui.Wrap(msg, size, r.W, false)
	lh := min(r.H/2, size*1.2)
	for i := 0; i < min(2, len(lines)); i++ {
		line := lines[i]
		if i == 1 && len(lines) > 2 {
			line = ui.Cut(line+" "+lines[2], size, r.W, false)
		}
		c.Text(line, r.X, r.CY()+(float64(i)-0.5)*lh, size, false, ui.Paper, ui.Left)
	}
}
