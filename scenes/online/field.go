package online

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/scenes"
	"mercado/ui"
)

// textField is one line of typed text (an invite): the keys typed, Backspace, and what
// a paste puts in. In the browser a tap on it types through the page's own text input
// (scenes.StartTyping), so that a phone opens its keyboard and the browser's paste (a
// long press, Ctrl+V, its menu) works as in any page.
type textField struct {
	text   string
	limit  int
	rect   ui.Rect
	hint   string // shown while empty
	onPage bool   // typing through the page's text input
}

func (f *textField) update(a *scenes.App, in *ui.Input) {
	scenes.SetTextFields(a, f.rect)
	if f.onPage && !scenes.TypingOnPage() { // Enter, Esc, or a tap elsewhere
		f.onPage = false
	}
	if !f.onPage && in.Released && f.rect.Contains(in.X, in.Y) {
		f.onPage = scenes.StartTyping(f.text)
	}
	if f.onPage {
		f.set(scenes.TypedOnPage())
		scenes.SetTypedOnPage(f.text) // what the field refused leaves the input too
		return
	}
	rs := []rune(f.text)
	for _, r := range in.Chars() {
		if len(rs) < f.limit && r >= ' ' && r != 0x7f {
			rs = append(rs, r)
		}
	}
	if in.Key(ebiten.KeyBackspace) && len(rs) > 0 {
		rs = rs[:len(rs)-1]
	}
	f.text = string(rs)
}

// leave ends typing on the page as the screen goes: no other screen's tap may focus it.
func (f *textField) leave(a *scenes.App) {
	if f.onPage {
		scenes.StopTyping()
		f.onPage = false
	}
	scenes.SetTextFields(a)
}

// set replaces the text, without what cannot be typed (line breaks, controls) and held
// to the limit.
func (f *textField) set(s string) {
	s = strings.TrimSpace(s)
	rs := make([]rune, 0, len(s))
	for _, r := range s {
		if r >= ' ' && r != 0x7f && len(rs) < f.limit {
			rs = append(rs, r)
		}
	}
	f.text = string(rs)
}

func (f *textField) draw(c *ui.Canvas, r ui.Rect) {
	edge := ui.PanelEdge
	if f.onPage {
		edge = ui.Azulejo
	}
	c.Card(r, 6, ui.Panel, edge)
	text, col := f.text+"|", ui.Ink
	if f.text == "" && !f.onPage {
		text, col = f.hint, ui.InkSoft
	}
	// The end of a long invite is what is being typed: keep it in view.
	size := 15.0
	all := []rune(text)
	rs := all
	for ui.TextWidth(string(rs), size, false) > r.W-20 && len(rs) > 1 {
		rs = rs[1:]
	}
	if len(rs) < len(all) {
		text = "…" + string(rs[1:])
	}
	c.Text(text, r.X+10, r.CY(), size, false, col, ui.Left)
}
