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
	// quiet counts the frames in a row with nothing held or pressed; the screen listens
	// once there were coverSettle of them, so that the person who just moved cannot lift
	// it with a second press, a key still held or a mash of keys.
	quiet int
	// held counts the frames in a row something was held with nothing else happening:
	// past stuckAfter, a key the system never reported released no longer holds the
	// screen shut.
	held int
	// keyDown: Enter or Space went down while the screen listened; it says ready when
	// the key comes up.
	keyDown bool
}

// coverSettle is how long the pass screen waits with nothing held or pressed before it
// takes a "ready": 0.6 s, longer than a double press or click, counted in frames.
const coverSettle = frameRate * 6 / 10

// stuckAfter is how long a key or button held alone keeps the pass screen deaf: 10 s
// (frames), far more than a hand rests on a key, so a stuck key cannot lock the game.
const stuckAfter = 10 * frameRate

// listens says whether the wait is over.
func (p *PassTo) listens() bool { return p.quiet >= coverSettle }

// Targets: Ready, once a press there says ready.
func (p *PassTo) Targets() []Target {
	if !p.listens() {
		return nil
	}
	return []Target{targetAt("pass.ready", p.ok.Label, p.ok.Rect)}
}

// listening says whether the pass screen takes a "ready" this frame: only once every key,
// button and finger that was down when it came has been let go and coverSettle quiet
// frames have passed. Any input before then starts the wait again.
func (p *PassTo) listening(in *ui.Input) bool {
	if p.listens() {
		return true
	}
	switch held := in.Holding || in.Down; {
	case in.Busy() && !held, in.Pressed, in.Released, len(in.Chars()) > 0, in.AnyKey():
		p.quiet, p.held = 0, 0 // something happened: wait again
	case held && p.held < stuckAfter:
		p.quiet, p.held = 0, p.held+1
	default:
		p.quiet++
	}
	return false
}

func NewPassTo(name string, ready func()) *PassTo { return &PassTo{name: name, ready: ready} }

// passParts is where the pass screen puts the coin, the two sentences and the button.
type passParts struct {
	icon                ui.Rect
	title, hint         ui.Rect // each sentence's box; the lines are centred in it
	titleSize, hintSize float64
	wrap                bool // the sentences wrap rather than shrink (a phone)
	ok                  ui.Rect
}

// passLayout centres the parts on scr: on a phone the sentences wrap at their sizes.
func passLayout(scr ui.Rect, f ui.Form, title, hint string) passParts {
	var l passParts
	if f == ui.Wide {
		cx, cy := scr.CX(), scr.CY()
		l.icon = ui.R(cx-40, cy-190, 80, 80)
		l.title, l.titleSize = ui.R(scr.X+40, cy-70, scr.W-80, 0), 40
		l.hint, l.hintSize = ui.R(scr.X+40, cy-20, scr.W-80, 0), 18
		l.ok = ui.R(cx-150, cy+40, 300, 56)
		return l
	}
	ty := ui.TypeFor(f)
	l.wrap, l.titleSize, l.hintSize = true, ty.Title.Size+4, ty.Body.Size
	col := scr.InsetXY(20, 12).Column(520)
	th, hh := ui.TextHeight(title, l.titleSize, col.W, true), ui.TextHeight(hint, l.hintSize, col.W, false)
	icon := 64.0
	if f == ui.Low {
		icon = 44
	}
	total := icon + 12 + th + 8 + hh + 20 + 52
	y := max(col.Y, col.CY()-total/2)
	l.icon = ui.R(col.CX()-icon/2, y, icon, icon)
	l.title = ui.R(col.X, l.icon.Bottom()+12, col.W, th)
	l.hint = ui.R(col.X, l.title.Bottom()+8, col.W, hh)
	l.ok = ui.R(col.CX()-min(160, col.W/2), min(l.hint.Bottom()+20, col.Bottom()-52), min(320, col.W), 52)
	return l
}

// Covers: the pass screen is opaque from its first frame.
func (p *PassTo) Covers() {}

// FitsEveryForm: the pass screen lays itself out upright and on its side too.
func (p *PassTo) FitsEveryForm() {}

func (p *PassTo) layout(a *App) passParts {
	l := passLayout(a.Screen(), a.Form, lang.F("game.pass.to", "Name", p.name), lang.F("game.pass.hidden", "Name", p.name))
	p.ok.Rect = l.ok
	p.ok.Label, p.ok.Primary = lang.F("game.pass.ready", "Name", p.name), true
	return l
}

func (p *PassTo) Update(a *App) {
	p.layout(a)
	in := &a.Input
	listening := p.listening(in)
	p.ok.Disabled = !listening
	clicked := p.ok.Update(in)
	if !listening {
		return
	}
	if in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) {
		p.keyDown = true
	}
	if clicked || p.keyDown && !in.Holding {
		p.ready()
		a.Pop()
	}
}

func (p *PassTo) Draw(c *ui.Canvas, a *App) {
	l := p.layout(a)
	c.Fill(ui.R(0, 0, a.W, a.H), ui.Wood)
	c.Icon(assets.Coin, l.icon, 1)
	title, hint := lang.F("game.pass.to", "Name", p.name), lang.F("game.pass.hidden", "Name", p.name)
	if l.wrap {
		c.Centred(title, l.title.CX(), l.title.Y, l.titleSize, l.title.W, true, ui.Paper)
		c.Centred(hint, l.hint.CX(), l.hint.Y, l.hintSize, l.hint.W, false, ui.Fade(ui.Paper, 0.8))
	} else {
		c.TextFit(title, l.title.CX(), l.title.Y, l.titleSize, l.title.W, true, ui.Paper, ui.Center)
		c.TextFit(hint, l.hint.CX(), l.hint.Y, l.hintSize, l.hint.W, false, ui.Fade(ui.Paper, 0.8), ui.Center)
	}
	p.ok.Draw(c)
}
