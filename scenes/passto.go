package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/ui"
	"mercado/ui/lang"
)

// PassTo covers the board between two people's turns at one screen, so that with
// hidden money nobody sees another's coins.
type PassTo struct {
	name  string
	ok    ui.Button
	ready func() // the screen is now theirs: the board may show their money
}

func NewPassTo(name string, ready func()) *PassTo { return &PassTo{name: name, ready: ready} }

func (p *PassTo) Update(a *App) {
	p.ok.Rect = ui.R(a.W/2-150, a.H/2+40, 300, 56)
	p.ok.Label, p.ok.Primary = lang.F("game.pass.ready", "Name", p.name), true
	if p.ok.Update(&a.Input) || a.Input.Key(ebiten.KeyEnter) || a.Input.Key(ebiten.KeySpace) {
		p.ready()
		a.Pop()
	}
}

func (p *PassTo) Draw(c *ui.Canvas, a *App) {
	c.Fill(ui.R(0, 0, a.W, a.H), ui.Wood)
	c.Icon(assets.Coin, ui.R(a.W/2-40, a.H/2-190, 80, 80), 1)
	c.TextFit(lang.F("game.pass.to", "Name", p.name), a.W/2, a.H/2-70, 40, a.W-80, true, ui.Paper, ui.Center)
	c.TextFit(lang.F("game.pass.hidden", "Name", p.name), a.W/2, a.H/2-20, 18, a.W-80, false, ui.Fade(ui.Paper, 0.8), ui.Center)
	p.ok.Draw(c)
}
