package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

// confirmation holds a person's move that would end the turn until they confirm it, when
// the settings ask for that ("confirm before ending a turn").
type confirmation struct {
	on        bool
	move      game.Move
	yes, back ui.Button
}

// needsConfirm: the move ends the person's turn and the settings want it confirmed.
func (b *Board) needsConfirm(a *App, m game.Move) bool {
	return a.Settings.ConfirmTurn && b.table.HumanToMove() && b.table.EndsTurn(m)
}

// confirmParts is the question's place in the actions' row: the question, then Yes and
// Back at the right.
func confirmParts(act ui.Rect) (question, yes, back ui.Rect) {
	// A phone's narrow row gives the buttons a quarter each, no less than a thumb's
	// target, and keeps the question readable.
	back, rest := act.CutRight(min(150, max(2*ui.MinTouch, act.W*0.25)), 10)
	yes, question = rest.CutRight(min(140, max(2*ui.MinTouch, act.W*0.24)), 10)
	return question, yes, back
}

func (b *Board) layoutConfirm() {
	if l := &b.view.layout; l.Form != ui.Wide {
		// a phone: the two answers fill the row of the moves (or of the drawer's tabs
		// when the moves are in the drawer); the question is the status line
		row := l.actions
		if row.W == 0 {
			row = l.tabsRow
		}
		bs := row.Cols(phoneGap, ui.Fr(1), ui.Fr(1))
		b.confirm.yes = button(b.confirm.yes, bs[0], lang.T("game.confirm.yes"))
		b.confirm.yes.Primary = true
		b.confirm.back = button(b.confirm.back, bs[1], lang.T("game.confirm.back"))
		return
	}
	_, yes, back := confirmParts(b.view.layout.actions)
	b.confirm.yes = button(b.confirm.yes, yes, lang.T("game.confirm.yes"))
	b.confirm.yes.Primary = true
	b.confirm.back = button(b.confirm.back, back, lang.T("game.confirm.back"))
}

// updateConfirm handles the question while it is asked; it reports whether it was.
func (b *Board) updateConfirm(a *App, in *ui.Input) bool {
	if !b.confirm.on {
		return false
	}
	b.layoutConfirm()
	switch {
	case b.confirm.yes.Update(in) || in.Key(ebiten.KeyEnter):
		b.confirm.on = false
		b.playNow(a, b.confirm.move)
	case b.confirm.back.Update(in) || in.Key(ebiten.KeyEscape) || in.Key(ebiten.KeyBackspace):
		b.confirm.on = false
	}
	return true
}

// drawConfirm shows the move waiting at its place and the question under the market.
func (b *Board) drawConfirm(c *ui.Canvas) {
	if !b.confirm.on {
		return
	}
	b.layoutConfirm()
	b.drawMoveGhost(c, b.confirm.move, 0.75)
	if l := &b.view.layout; l.Form != ui.Wide {
		row := l.actions
		if row.W == 0 {
			row = l.tabsRow
		}
		c.Fill(row.Inset(-3), ui.Background) // over the tabs
		c.Card(l.status, 8, ui.Paper, ui.PanelEdge)
		c.TextFit(lang.T("game.confirm.question"), l.status.X+10, l.status.CY(), 15, l.status.W-20, true, ui.Ink, ui.Left)
		b.confirm.yes.Draw(c)
		b.confirm.back.Draw(c)
		return
	}
	r, _, _ := confirmParts(b.view.layout.actions)
	c.Card(r, 8, ui.Paper, ui.PanelEdge)
	c.TextFit(lang.T("game.confirm.question"), r.X+12, r.CY(), 15, r.W-24, true, ui.Ink, ui.Left)
	b.confirm.yes.Draw(c)
	b.confirm.back.Draw(c)
}
