package scenes

import (
	"image/color"

	"mercado/game/stats"
	"mercado/ui"
	"mercado/ui/lang"
)

// The statistics' accuracy card: the person's accuracy (0-100, docs/review.md) in the
// last reviewed games against the computers as bars, oldest left, and their mean.

// accuracyTrendGames is how many games the trend shows.
const accuracyTrendGames = 10

// accuracyBarsH is the height of the bars' area; accuracyBarsW the most it is wide.
const (
	accuracyBarsH = 104.0
	accuracyBarsW = 460.0
)

// accuracyWords are the card's sentences: the mean of the last games and the note, or
// what to do to have any.
func accuracyWords(s *stats.Stats) []string {
	last, mean, ok := s.AccuracyTrend(accuracyTrendGames)
	if !ok {
		return []string{lang.T("stats.accuracy.none")}
	}
	return []string{lang.N("stats.accuracy.mean", len(last), "Mean", num(int(mean+0.5))), lang.T("stats.accuracy.note")}
}

// accuracyLayout splits the card's inside: the bars, and the words beside them on a
// desktop or under them on a phone; none when no game was reviewed.
func accuracyLayout(s *stats.Stats, f ui.Form, in ui.Rect) (bars, words ui.Rect) {
	if _, _, ok := s.AccuracyTrend(accuracyTrendGames); !ok {
		return ui.Rect{}, in
	}
	if f == ui.Wide {
		bars, words = in.CutLeft(min(accuracyBarsW, in.W*0.45), 24)
		return ui.R(bars.X, bars.Y, bars.W, accuracyBarsH), words
	}
	return in.CutTop(accuracyBarsH, 8)
}

func accuracyWordsHeight(s *stats.Stats, f ui.Form, w float64) float64 {
	ty := ui.TypeFor(f)
	h := 0.0
	for i, text := range accuracyWords(s) {
		size := ty.Caption.Size
		if i == 0 && len(s.Accuracy) > 0 {
			size = ty.Body.Size
		}
		h += ui.TextHeight(text, size, w, false) + 6
	}
	return h
}

// accuracyPad is the card's inner margin: a desktop's as the cards above it.
func accuracyPad(f ui.Form) float64 {
	if f == ui.Wide {
		return 18
	}
	return statsPhonePad
}

// statsAccuracyHeight is how tall the accuracy card is at width w.
func statsAccuracyHeight(s *stats.Stats, f ui.Form, w float64) float64 {
	if s == nil {
		s = stats.New()
	}
	in := ui.R(0, 0, w-2*accuracyPad(f), 4000)
	bars, words := accuracyLayout(s, f, in)
	head := statsPhoneHead - 4
	if f == ui.Wide {
		return head + max(bars.H, accuracyWordsHeight(s, f, words.W)) + 14
	}
	return head + bars.H + 8 + accuracyWordsHeight(s, f, words.W) + 10
}

// accuracyColor colours a game's bar from its accuracy, the review's mark colours
// (its number is always written over it).
func accuracyColor(acc int) color.RGBA {
	switch {
	case acc >= 90:
		return markColors[0]
	case acc >= 75:
		return markColors[1]
	case acc >= 50:
		return markColors[2]
	case acc >= 25:
		return markColors[3]
	}
	return markColors[4]
}

// drawAccuracyCard draws the accuracy card in r.
func drawAccuracyCard(c *ui.Canvas, r ui.Rect, s *stats.Stats, f ui.Form) {
	if s == nil {
		return
	}
	ty := ui.TypeFor(f)
	c.Card(r, 12, ui.Panel, ui.PanelEdge)
	head, in := r.InsetXY(accuracyPad(f), 0).CutTop(statsPhoneHead-4, 0)
	c.TextFit(lang.T("stats.accuracy.title"), head.X, head.CY()+2, ty.Heading.Size, head.W, true, ui.Ink, ui.Left)
	bars, words := accuracyLayout(s, f, in)
	y := words.Y
	for i, text := range accuracyWords(s) {
		size, col := ty.Caption.Size, ui.InkSoft
		if i == 0 && len(s.Accuracy) > 0 {
			size, col = ty.Body.Size, ui.Ink
		}
		y += c.Paragraph(text, ui.R(words.X, y, words.W, r.Bottom()-y), size, col) + 6
	}
	last, mean, ok := s.AccuracyTrend(accuracyTrendGames)
	if !ok {
		return
	}
	// ten places, oldest left; a bar's height is its accuracy, the mean a line across
	slot := bars.W / accuracyTrendGames
	base := bars.Bottom() - 4
	top := bars.Y + ty.Caption.Size + 6
	at := func(v float64) float64 { return base - (base-top)*v/100 }
	c.Line(bars.X, base, bars.Right(), base, 1, ui.Fade(ui.InkSoft, 0.5))
	c.Line(bars.X, at(mean), bars.X+float64(len(last))*slot, at(mean), 2, ui.Fade(ui.Ink, 0.7)) // under the bars
	for i, acc := range last {
		x := bars.X + float64(i)*slot
		bar := ui.R(x+4, at(float64(acc)), slot-8, base-at(float64(acc)))
		c.FillRound(bar, 4, accuracyColor(acc))
		c.Text(num(acc), bar.CX(), bar.Y-ty.Caption.Size/2-2, ty.Caption.Size, true, ui.Ink, ui.Center)
	}
}
