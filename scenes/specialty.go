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
// player has been dealt and the good the computer would name. Watching the computer
// play, it shows the computer naming its good, and then the board.
type Specialty struct {
	mode      campaign.Mode
	run       int
	seed      uint64
	dealt     *game.State
	pick      chan game.Good // the computer's good, worked out in the background
	suggested game.Good
	named     bool // suggested holds the computer's good
	shown     int  // watching: frames its good has been shown
	focus     ui.FocusList
	btns      []*ui.Button // the focus list's buttons, kept to allocate nothing a frame
	goods     [game.NumGoods]ui.Button
	back      ui.Button
	scroll    ui.Scroll // the question on a phone
}

// watchShowFrames is how long a watcher sees the computer's good before the board.
const watchShowFrames = 90

func NewSpecialty(mode campaign.Mode, run int, seed uint64) *Specialty {
	s := &Specialty{mode: mode, run: run, seed: seed, focus: ui.NoFocus(), pick: make(chan game.Good, 1)}
	// The deal does not depend on the good, so the first tiles can be shown now.
	s.dealt, _ = game.NewGame(challengeConfig(1, seed))
	// The campaign's computer weighs each good on sampled deals: the desktop's planner
	// takes a third of a second, so it is asked in the background.
	pick := s.pick
	go func() { pick <- ai.ChooseSpecialty(ai.CampaignLevel, seed, challengeConfig(1, seed)) }()
	return s
}

// awaitNamed waits for the computer's good (screenshots and tests, which count frames,
// not the planner's time).
func (s *Specialty) awaitNamed() {
	if !s.named {
		g := <-s.pick
		s.pick <- g
		s.hear()
	}
}

func (s *Specialty) watching() bool { return s.mode == campaign.Watch }

// hear takes the computer's good once it is named.
func (s *Specialty) hear() {
	if s.named {
		return
	}
	select {
	case g := <-s.pick:
		s.suggested, s.named = g, true
		if s.focus.At < 0 && !s.watching() {
			s.focus.At = int(g)
		}
	default:
	}
}

// specialtyParts is where the Specialist's question puts its parts; on a phone all but
// the back button are in content coordinates and scroll in view.
type specialtyParts struct {
	box              ui.Rect
	titleY, numberY  float64
	rules            ui.Rect
	dealtY           float64 // the line of the tiles' headings
	hand, display    pt
	customers        []ui.Rect
	customersHead    pt
	tile             float64 // a stand tile's size
	questionY        float64
	goods            []ui.Rect
	keysY            float64
	back             ui.Rect
	view             ui.Rect
	contentH         float64
	textSize, titleS float64
}

// specialtyLayout arranges the question. rulesH says how tall the challenge's rule is at
// a width. On a desktop a card with the dealt tiles in a row and the five goods under
// them; on a phone the tiles follow one another and the goods stand in two columns.
func specialtyLayout(scr ui.Rect, f ui.Form, rulesH func(w float64) float64) specialtyParts {
	var l specialtyParts
	if f == ui.Wide {
		cx := scr.CX()
		l.box = ui.R(cx-560, scr.Y+60, 1120, scr.H-160)
		l.numberY, l.titleY, l.titleS = l.box.Y+34, l.box.Y+70, 30
		l.rules, l.textSize = ui.R(cx-440, l.box.Y+100, 880, 80), 15
		l.dealtY = l.box.Y + 210
		l.hand, l.display, l.tile = pt{X: cx - 300, Y: l.dealtY + 50}, pt{X: cx + 60, Y: l.dealtY + 50}, 60
		l.customersHead = pt{X: cx + 370, Y: l.dealtY}
		for i := range 6 {
			l.customers = append(l.customers, ui.R(cx+280+float64(i%2)*92, l.dealtY+22+float64(i/2)*56, 84, 50))
		}
		l.questionY = scr.Y + 440
		w := 200.0
		x0 := cx - (w*game.NumGoods+16*(game.NumGoods-1))/2
		for g := range game.NumGoods {
			l.goods = append(l.goods, ui.R(x0+float64(g)*(w+16), scr.Y+470, w, 64))
		}
		l.keysY = l.box.Bottom() - 24
		l.back = ui.R(cx-100, scr.Bottom()-80, 200, 50)
		l.view, l.contentH = scr, scr.H
		return l
	}
	ty := ui.TypeFor(f)
	l.textSize, l.titleS = ty.Body.Size, ty.Title.Size
	body := scr.InsetXY(10, 8)
	head, rest := body.CutTop(ui.MinTouch, 8)
	l.back, _ = head.CutLeft(min(220, head.W/2), 0)
	l.view = ui.R(scr.X, rest.Y, scr.W, scr.Bottom()-rest.Y)
	l.box = rest.Column(720)
	in := l.box.InsetXY(16, 0)
	cx := in.CX()
	y := l.box.Y + 20
	l.numberY, l.titleY = y, y+28
	rh := rulesH(in.W)
	l.rules = ui.R(in.X, y+50, in.W, rh)
	y = l.rules.Bottom() + 22
	l.tile = 44
	l.dealtY = y
	l.hand = pt{X: cx, Y: y + 40}
	if f == ui.Low { // the hand and the display side by side
		l.hand.X = in.X + in.W*0.25
		l.display = pt{X: in.X + in.W*0.75, Y: y + 40}
	} else {
		y += 80
		l.display = pt{X: cx, Y: y + 40}
	}
	l.customersHead = pt{X: cx, Y: y + 80}
	y += 100
	cw := min(84, (in.W-16)/3)
	for i := range 6 {
		l.customers = append(l.customers, ui.R(cx-1.5*cw-8+float64(i%3)*(cw+8), y+float64(i/3)*56, cw, 50))
	}
	y += 2*56 + 16
	l.questionY = y
	y += 20
	cols := 2
	if f == ui.Low {
		cols = 3
	}
	rows := (game.NumGoods + cols - 1) / cols
	grid := ui.R(in.X, y, in.W, float64(rows)*56-8).Grid(cols, rows, 8)
	l.goods = grid[:game.NumGoods]
	y += float64(rows)*56 + 20
	l.keysY = y
	l.box.H = y + 20 - l.box.Y
	l.contentH = l.box.Bottom() + 8 - rest.Y
	return l
}

// FitsEveryForm: the Specialist's question lays itself out upright and on its side too.
func (s *Specialty) FitsEveryForm() {}

func (s *Specialty) layout(a *App) specialtyParts {
	l := specialtyLayout(a.Screen(), a.Form, func(w float64) float64 {
		return ui.TextHeight(lang.T(challengeTexts[1].rules), ui.TypeFor(a.Form).Body.Size, w, false)
	})
	dy := -s.scroll.Off
	for g := range s.goods {
		b := button(s.goods[g], l.goods[g].Shift(dy), goodTitle(game.Good(g)))
		b.Icon, b.HasIcon = assets.GoodIcon(game.Good(g)), true
		b.Primary = s.named && g == int(s.suggested)
		b.Disabled = s.watching() && !b.Primary
		s.goods[g] = b
	}
	s.back = button(s.back, l.back, lang.T("campaign.result.sheet"))
	return l
}

func (s *Specialty) Update(a *App) {
	s.hear()
	l := s.layout(a)
	in := s.scroll.Update(&a.Input, l.view, l.contentH) // on a desktop it fits and never scrolls
	if s.back.Update(in) || in.Key(ebiten.KeyEscape) {
		a.Pop()
		return
	}
	if s.watching() {
		if s.named {
			if s.shown++; s.shown == 1 { // a small phone scrolls to it
				g := l.goods[s.suggested]
				s.scroll.Show(ui.R(g.X, g.Y, g.W, l.keysY+8-g.Y), l.view) // with the line under the goods
			}
			if s.shown >= watchShowFrames {
				s.choose(a, s.suggested)
			}
		}
		return
	}
	s.btns = s.btns[:0]
	for i := range s.goods {
		s.btns = append(s.btns, &s.goods[i])
	}
	was := s.focus.At
	pressed := s.focus.Update(in, s.btns...)
	if s.focus.At != was && s.focus.At >= 0 {
		s.scroll.Show(l.goods[s.focus.At], l.view)
	}
	for g := range s.goods {
		if s.goods[g].Update(in) || in.Key(ebiten.Key1+ebiten.Key(g)) || pressed == &s.goods[g] {
			s.choose(a, game.Good(g))
			return
		}
	}
}

func (s *Specialty) choose(a *App, g game.Good) {
	a.Pop()
	startChallenge(a, s.mode, s.run, 1, s.seed, g)
}

func (s *Specialty) Draw(c *ui.Canvas, a *App) {
	l := s.layout(a)
	in, dy := c, 0.0
	if a.Form != ui.Wide {
		in, dy = c.Clip(l.view), -s.scroll.Off
	}
	box := l.box.Shift(dy)
	cx := box.CX()
	in.Card(box, 16, ui.Panel, ui.PanelEdge)
	in.Text(challengeNumber(1), cx, l.numberY+dy, 14, true, ui.InkSoft, ui.Center)
	title, dealt, question := "campaign.specialty.title", "campaign.specialty.dealt", "campaign.specialty.question"
	if s.watching() {
		title, dealt, question = "campaign.specialty.watch_title", "campaign.specialty.watch_dealt", "campaign.specialty.watch_question"
	}
	in.TextFit(lang.T(title), cx, l.titleY+dy, l.titleS, box.W-40, true, ui.Ink, ui.Center)
	in.Paragraph(lang.T(challengeTexts[1].rules), l.rules.Shift(dy), l.textSize, ui.InkSoft)
	if s.dealt != nil {
		y := l.dealtY + dy
		in.Text(lang.T(dealt), l.hand.X, y, 15, true, ui.Ink, ui.Center)
		if a.Form == ui.Wide {
			in.Text(lang.T("campaign.specialty.display"), l.display.X, y, 15, true, ui.Ink, ui.Center)
		} else {
			in.Text(lang.T("campaign.specialty.display"), l.display.X, l.display.Y+dy-40, 15, true, ui.Ink, ui.Center)
		}
		drawTileRow(in, s.dealt.Player(0).Hand, l.hand.X, l.hand.Y+dy, l.tile)
		drawTileRow(in, s.dealt.Display(), l.display.X, l.display.Y+dy, l.tile)
		in.TextFit(lang.T("campaign.specialty.customers"), l.customersHead.X, l.customersHead.Y+dy, 15, min(240, box.W-40), true, ui.Ink, ui.Center)
		for i, t := range s.dealt.AvailableCustomers() {
			if i >= len(l.customers) {
				break
			}
			drawCustomerTile(in, l.customers[i].Shift(dy), t, 1)
		}
	}
	in.TextFit(lang.T(question), cx, l.questionY+dy, 17, box.W-40, true, ui.Ink, ui.Center)
	for g := range s.goods {
		s.goods[g].Focused = g == s.focus.At
		s.goods[g].Draw(in)
	}
	s.drawSuggestion(in, a.Form, l, cx, dy, box.W-40)
	s.back.Draw(c)
}

// drawSuggestion says the computer's good under the goods, or that it is still weighing
// them, and on a desktop the keys.
func (s *Specialty) drawSuggestion(in *ui.Canvas, f ui.Form, l specialtyParts, cx, dy, w float64) {
	said := "campaign.specialty.suggestion"
	if s.watching() {
		said = "campaign.specialty.choice"
	}
	switch {
	case !s.named:
		y := l.keysY + dy
		if f == ui.Wide {
			y = l.goods[0].Bottom() + 16
		}
		in.TextFit(lang.T("campaign.specialty.weighing"), cx, y, 13, w, false, ui.InkSoft, ui.Center)
	case f == ui.Wide:
		sg := s.goods[s.suggested].Rect
		in.Text(lang.T(said), sg.CX(), sg.Bottom()+16, 13, false, ui.Azulejo, ui.Center)
	default: // the suggestion under the goods (a column holds no sentence); no keys on a phone
		in.TextFit(lang.T(said)+": "+goodTitle(s.suggested), cx, l.keysY+dy, 13, w, false, ui.Azulejo, ui.Center)
	}
	if f == ui.Wide && !s.watching() {
		in.Text(lang.T("campaign.specialty.keys"), cx, l.keysY, 13, false, ui.InkSoft, ui.Center)
	}
}

// drawTileRow draws stand tiles counted by good, centred on (cx, cy).
func drawTileRow(c *ui.Canvas, counts [game.NumGoods]int8, cx, cy, size float64) {
	n := 0
	for _, k := range counts {
		n += int(k)
	}
	x := cx - float64(n)*(size+8)/2
	for g := game.Good(0); g < game.NumGoods; g++ {
		for k := 0; k < int(counts[g]); k++ {
			drawStandTile(c, ui.R(x, cy-size/2, size, size), g, -1, 1)
			x += size + 8
		}
	}
}

// pt is a point a row of tiles is centred on.
type pt struct{ X, Y float64 }
