package scenes

import (
	"strings"

	"mercado/assets"
	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

// hintWhy is the hint's reason in words, kept while the hint and the language last.
type hintWhy struct {
	move  game.Move
	seen  int // the log length it was worded at
	lang  int
	valid bool
	text  string
}

const whyPad, whyTitleH = 14.0, 36.0

// hintWhyText is the reason for the hint on show, in words; "" while there is none
// (no hint, or the engine still thinking). It goes with the hint: any decision, undo
// or a change of language drops it.
func (b *Board) hintWhyText() string {
	if !b.hintOn || b.hint == "" {
		return ""
	}
	r, ok := b.t.HintReason()
	if !ok || r.Move != b.hintMove {
		return ""
	}
	if w := &b.why; !w.valid || w.move != r.Move || w.seen != b.seen || w.lang != lang.Version() {
		*w = hintWhy{move: r.Move, seen: b.seen, lang: lang.Version(), valid: true,
			text: strings.Join(reasonSentences(r, b.view.seats), " ")}
	}
	return b.why.text
}

// hintWhyBox is where the reason's card goes, and its text size: over the log, from
// its top, as tall as the text needs. The ghost on the market, the customers, the
// display and the hands stay in sight. ok is false when the log has no room for it
// (the ghost and the top bar's hint then remain).
func (b *Board) hintWhyBox(text string) (box ui.Rect, size float64, ok bool) {
	area := b.view.l.logArea
	if text == "" || area.W < 120 || area.H < 60 {
		return ui.Rect{}, 0, false
	}
	size = 15
	for size > 12 && whyHeight(text, size, area.W-2*whyPad)+whyTitleH+whyPad > area.H {
		size--
	}
	h := min(area.H, whyHeight(text, size, area.W-2*whyPad)+whyTitleH+whyPad)
	return ui.R(area.X, area.Y, area.W, h), size, true
}

// drawHintWhy shows why the hint's move is good in a card over the log.
func (b *Board) drawHintWhy(c *ui.Canvas) {
	text := b.hintWhyText()
	box, size, ok := b.hintWhyBox(text)
	if !ok {
		return
	}
	c.FillRound(box.Offset(2, 3), 12, ui.Shadow)
	c.Card(box, 12, ui.Paper, ui.Azulejo)
	c.Icon(assets.Bulb, ui.R(box.X+whyPad-2, box.Y+8, 22, 22), 1)
	c.TextFit(lang.T("reason.title"), box.X+whyPad+26, box.Y+19, 17, box.W-2*whyPad-26, true, ui.Azulejo, ui.Left)
	c.Paragraph(text, ui.R(box.X+whyPad, box.Y+whyTitleH, box.W-2*whyPad, box.H-whyTitleH-whyPad/2), size, ui.Ink)
}

// whyHeight is the height of the reason's text at size in width w.
func whyHeight(text string, size, w float64) float64 {
	return float64(len(ui.Wrap(text, size, w, false))) * size * 1.35
}
