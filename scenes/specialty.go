package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/game"
	"mercado/game/ai"
	"mercado/game/campaign"
	"mercado/ui"
	"mercado/ui/lang"
)

// Specialty asks for The Specialist's good before the first turn, showing what the
// player has been dealt and the good the computer would name.
type Specialty struct {
	mode      campaign.Mode
	run       int
	seed      uint64
	dealt     *game.State
	suggested game.Good
	focus     int
	goods     [game.NumGoods]ui.Button
	back      ui.Button
}

func NewSpecialty(mode campaign.Mode, run int, seed uint64) *Specialty {
	s := &Specialty{mode: mode, run: run, seed: seed}
	// The deal does not depend on the good, so the first tiles can be shown now.
	s.dealt, _ = game.NewGame(challengeConfig(1, seed))
	s.suggested = ai.ChooseSpecialty("hard", seed, challengeConfig(1, seed))
	s.focus = int(s.suggested)
	return s
}

func (s *Specialty) layout(a *App) {
	w := 200.0
	x0 := a.W/2 - (w*game.NumGoods+16*(game.NumGoods-1))/2
	for g := range s.goods {
		b := button(s.goods[g], ui.R(x0+float64(g)*(w+16), 470, w, 64), goodTitle(game.Good(g)))
		b.Icon, b.HasIcon = assets.GoodIcon(game.Good(g)), true
		b.Primary = g == int(s.suggested)
		b.Focused = g == s.focus
		s.goods[g] = b
	}
	s.back = button(s.back, ui.R(a.W/2-100, a.H-80, 200, 50), lang.T("campaign.result.sheet"))
}

func (s *Specialty) Update(a *App) {
	s.layout(a)
	in := &a.Input
	if s.back.Update(in) || in.Key(ebiten.KeyEscape) {
		a.Pop()
		return
	}
	for g := range s.goods {
		if s.goods[g].Update(in) || in.Key(ebiten.Key1+ebiten.Key(g)) {
			s.choose(a, game.Good(g))
			return
		}
	}
	if in.Key(ebiten.KeyArrowRight) || in.Key(ebiten.KeyTab) {
		s.focus = (s.focus + 1) % game.NumGoods
	}
	if in.Key(ebiten.KeyArrowLeft) {
		s.focus = (s.focus + game.NumGoods - 1) % game.NumGoods
	}
	if in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) {
		s.choose(a, game.Good(s.focus))
	}
}

func (s *Specialty) choose(a *App, g game.Good) {
	a.Pop()
	startChallenge(a, s.mode, s.run, 1, s.seed, g)
}

func (s *Specialty) Draw(c *ui.Canvas, a *App) {
	s.layout(a)
	box := ui.R(a.W/2-560, 60, 1120, a.H-160)
	c.Card(box, 16, ui.Panel, ui.PanelEdge)
	c.Text(challengeNumber(1), a.W/2, box.Y+34, 14, true, ui.InkSoft, ui.Center)
	c.TextFit(lang.T("campaign.specialty.title"), a.W/2, box.Y+70, 30, box.W-40, true, ui.Ink, ui.Center)
	c.Paragraph(lang.T(challengeTexts[1].rules), ui.R(a.W/2-440, box.Y+100, 880, 80), 15, ui.InkSoft)
	if s.dealt != nil {
		y := box.Y + 210
		c.Text(lang.T("campaign.specialty.dealt"), a.W/2-300, y, 15, true, ui.Ink, ui.Center)
		c.Text(lang.T("campaign.specialty.display"), a.W/2+60, y, 15, true, ui.Ink, ui.Center)
		drawTileRow(c, s.dealt.Player(0).Hand, a.W/2-300, y+50)
		drawTileRow(c, s.dealt.Display(), a.W/2+60, y+50)
		c.TextFit(lang.T("campaign.specialty.customers"), a.W/2+370, y, 15, 240, true, ui.Ink, ui.Center)
		for i, t := range s.dealt.AvailableCustomers() {
			if i >= 6 {
				break
			}
			drawCustomerTile(c, ui.R(a.W/2+280+float64(i%2)*92, y+22+float64(i/2)*56, 84, 50), t, 1)
		}
	}
	c.Text(lang.T("campaign.specialty.question"), a.W/2, 440, 17, true, ui.Ink, ui.Center)
	for g := range s.goods {
		s.goods[g].Draw(c)
	}
	sg := s.goods[s.suggested].Rect
	c.Text(lang.T("campaign.specialty.suggestion"), sg.CX(), sg.Bottom()+16, 13, false, ui.Azulejo, ui.Center)
	c.Text(lang.T("campaign.specialty.keys"), a.W/2, box.Bottom()-24, 13, false, ui.InkSoft, ui.Center)
	s.back.Draw(c)
}

// drawTileRow draws stand tiles counted by good, centred on (cx, cy).
func drawTileRow(c *ui.Canvas, counts [game.NumGoods]int8, cx, cy float64) {
	n := 0
	for _, k := range counts {
		n += int(k)
	}
	size := 60.0
	x := cx - float64(n)*(size+8)/2
	for g := game.Good(0); g < game.NumGoods; g++ {
		for k := 0; k < int(counts[g]); k++ {
			drawStandTile(c, ui.R(x, cy-size/2, size, size), g, -1, 1)
			x += size + 8
		}
	}
}
