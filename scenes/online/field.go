package online

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mercado/ui"
)

// textField is one line of typed text (an invite): the keys typed, Backspace, and what
// a paste puts in.
type textField struct {
	text  string
	limit int
	rect  ui.Rect
	hint  string // shown while empty
}

func (f *textField) update(in *ui.Input) {
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

// set replaces the text, held to the limit.
func (f *textField) set(s string) {
	rs := []rune(s)
	if len(rs) > f.limit {
		rs = rs[:f.limit]
	}
	f.text = string(rs)
}

func (f *textField) draw(c *ui.Canvas, r ui.Rect) {
	c.Card(r, 6, ui.Panel, ui.PanelEdge)
	text, col := f.text+"|", ui.Ink
	if f.text == "" {
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
