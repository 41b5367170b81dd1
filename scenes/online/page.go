package online

import (
	"fmt"
	"image/color"

	"mercado/scenes"
	"mercado/ui"
	"mercado/ui/lang"
)

// page is a screen of this package: a title, sentences, an optional text field, an
// optional QR code and a column of buttons, laid out by the layout kit in every form.
type page struct {
	title   string
	lines   []pageLine
	field   *textField
	qr      *qrCode
	buttons []pageButton
	update  func(a *scenes.App, p *page) // runs every frame before the buttons
	settled chan struct{}                // working's: closed when its job is done

	textRect ui.Rect // where the sentences go, as last laid out
}

type pageLine struct {
	text string
	col  color.RGBA
	bold bool
}

type pageButton struct {
	btn ui.Button
	do  func(a *scenes.App)
}

func (p *page) say(text string) { p.lines = append(p.lines, pageLine{text: text, col: ui.Paper}) }
func (p *page) warn(text string) {
	p.lines = append(p.lines, pageLine{text: text, col: ui.Highlight, bold: true})
}

func (p *page) button(label string, primary bool, do func(a *scenes.App)) *ui.Button {
	p.buttons = append(p.buttons, pageButton{btn: ui.Button{Label: label, Primary: primary}, do: do})
	return &p.buttons[len(p.buttons)-1].btn
}

// back adds the button that leaves the page.
func (p *page) back() { p.button(lang.T("online.back"), false, func(a *scenes.App) { a.Pop() }) }

// pageParts is where a page's parts go.
type pageParts struct {
	title            ui.Rect
	text             ui.Rect
	field            ui.Rect
	qr               ui.Rect
	caption          ui.Rect // under the QR code: whose seat it opens
	buttons          []ui.Rect
	titleSize, textH float64
}

func (p *page) layout(a *scenes.App) pageParts {
	ty := ui.TypeFor(a.Form)
	scr := a.Screen().InsetXY(16, 16)
	var l pageParts
	capH := 0.0 // the code's caption
	if p.qr != nil && p.qr.caption != "" {
		capH = ty.Body.Size * 1.6
	}
	wide := p.qr != nil && scr.W > scr.H*1.3
	if wide { // on its side (or a wide window): the code beside the rest, as tall as it may be
		side := min(scr.H-capH, scr.W*0.42, 400)
		var right ui.Rect
		right, scr = scr.CutRight(side, 24)
		l.qr = right.Centered(side, side+capH)
		l.qr, l.caption = l.qr.CutTop(side, 0)
	}
	col := scr.Column(min(scr.W, 720))
	l.titleSize = ty.Title.Size
	l.title, col = col.CutTop(ty.Title.Size*1.6, 8)
	btnH := 44.0
	n := len(p.buttons)
	var btns ui.Rect
	btns, col = col.CutBottom(float64(n)*btnH+float64(max(n-1, 0))*8, 12)
	l.buttons, _ = btns.Stack(n, btnH, 8)
	if p.field != nil { // under the title, where the eye starts; what it says under it
		l.field, col = col.CutTop(48, 12)
	}
	if p.qr != nil && !wide {
		side := min(col.W, col.H*0.55-capH, 300)
		var qr ui.Rect
		qr, col = col.CutBottom(side+capH, 12)
		l.qr, l.caption = qr.TopCentered(side, side+capH).CutTop(side, 0)
	}
	l.text = col
	l.textH = ty.Body.Size
	return l
}

func (p *page) Update(a *scenes.App) {
	if p.update != nil {
		p.update(a, p)
	}
	l := p.layout(a)
	p.textRect = l.text
	in := &a.Input
	if p.field != nil {
		p.field.rect = l.field
		p.field.update(a, in)
	}
	for i := range p.buttons {
		b := &p.buttons[i]
		if i < len(l.buttons) {
			b.btn.Rect = l.buttons[i]
		}
		if b.btn.Update(in) && b.do != nil {
			if p.field != nil {
				p.field.leave(a)
			}
			b.do(a)
			return
		}
	}
}

func (p *page) Draw(c *ui.Canvas, a *scenes.App) {
	l := p.layout(a)
	c.Fill(ui.R(0, 0, a.W, a.H), ui.Background)
	c.TextFit(p.title, l.title.X, l.title.CY(), l.titleSize, l.title.W, true, ui.Paper, ui.Left)
	y := l.text.Y
	for _, line := range p.lines {
		room := l.text.Bottom() - y
		if room < l.textH*1.35 {
			break
		}
		col := line.col
		y += c.Paragraph(line.text, ui.R(l.text.X, y, l.text.W, room), l.textH, col) + 6
	}
	if p.field != nil {
		p.field.draw(c, l.field)
	}
	if p.qr != nil {
		p.qr.draw(c, l.qr)
		if r := l.caption; r.H > 0 {
			c.TextFit(p.qr.caption, r.CX(), r.CY(), l.textH, max(r.W, l.qr.W+80), true, ui.Gold, ui.Center)
		}
	}
	for i := range p.buttons {
		p.buttons[i].btn.Draw(c)
	}
}

// FitsEveryForm: the pages lay themselves out upright and on their side too.
func (p *page) FitsEveryForm() {}

// Covers: a page is drawn on its own from its first frame, not through the screen it
// replaced (a page that lasts a moment, "Taking your seat…", was all cross-fade).
func (p *page) Covers() {}

// inviteColour is the colour of an invite's line: the one shown as a QR code stands out.
func inviteColour(shown bool) color.RGBA {
	if shown {
		return ui.Gold
	}
	return ui.Paper
}

// Targets name the page's field and buttons for the status (a browser test taps them):
// "page.field", and "page.button.N" with each button's words; and "page.text.N", each
// sentence the page says (over its text's column), for a test to read.
func (p *page) Targets() []scenes.Target {
	var out []scenes.Target
	for i, line := range p.lines {
		out = append(out, scenes.TargetAt(fmt.Sprint("page.text.", i), line.text, p.textRect))
	}
	if p.field != nil && p.field.rect.W > 0 {
		out = append(out, scenes.TargetAt("page.field", p.field.text, p.field.rect))
	}
	for i, b := range p.buttons {
		if b.btn.Rect.W > 0 && !b.btn.Disabled {
			out = append(out, scenes.TargetAt(fmt.Sprint("page.button.", i), b.btn.Label, b.btn.Rect))
		}
	}
	return out
}

// Settled makes a working page scenes.Brief: it gives way once its job is done (a page
// opened from a table's link shows its loading screen until the board, when the seat
// connects within a second). Other pages never settle.
func (p *page) Settled() <-chan struct{} { return p.settled }
