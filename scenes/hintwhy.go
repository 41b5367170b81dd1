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

// drawHintWhy shows why the hint's move is good in a card over the log: the ghost on
// the market, the customers, the display and the hands stay in sight, and the log is
// back as soon as the hint goes (any decision, undo, or a change of language drops it).
func (b *Board) drawHintWhy(c *ui.Canvas) {
	if !b.hintOn || b.hint == "" {
		return
	}
	r, ok := b.t.HintReason()
	if !ok || r.Move != b.hintMove {
		return
	}
	if w := &b.why; !w.valid || w.move != r.Move || w.seen != b.seen || w.lang != lang.Version() {
		*w = hintWhy{move: r.Move, seen: b.seen, lang: lang.Version(), valid: true,
			text: strings.Join(reasonSentences(r, b.view.seats), " ")}
	}
	area := b.view.l.logArea
	if area.W < 120 || area.H < 60 {
		return // no room beside the market: the ghost and the top bar's hint remain
	}
	const pad, titleH = 14.0, 36.0
	size := 15.0
	for size > 12 && whyHeight(b.why.text, size, area.W-2*pad)+titleH+pad > area.H {
		size--
	}
	h := min(area.H, whyHeight(b.why.text, size, area.W-2*pad)+titleH+pad)
	box := ui.R(area.X, area.Y, area.W, h)
	c.FillRound(box.Offset(2, 3), 12, ui.Shadow)
	c.Card(box, 12, ui.Paper, ui.Azulejo)
	c.Icon(assets.Bulb, ui.R(box.X+pad-2, box.Y+8, 22, 22), 1)
	c.TextFit(lang.T("reason.title"), box.X+pad+26, box.Y+19, 17, box.W-2*pad-26, true, ui.Azulejo, ui.Left)
	c.Paragraph(b.why.text, ui.R(box.X+pad, box.Y+titleH, box.W-2*pad, box.H-titleH-pad/2), size, ui.Ink)
}

// whyHeight is the height of the reason's text at size in width w.
func whyHeight(text string, size, w float64) float64 {
	return float64(len(ui.Wrap(text, size, w, false))) * size * 1.35
}
