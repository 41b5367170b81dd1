package scenes

import (
	"image/color"
	"strings"

	"mercado/game/review"
	"mercado/ui"
	"mercado/ui/lang"
)

// The moves in the review's list of decisions are written as the log writes them, and
// some are long ("amener 2 clients en quête de poisson et viande à droite de la rangée
// 5"). A row never shrinks its move below a readable size: it wraps it. The rows of the
// desktop's list and of a phone's on its side are as tall as the longest move needs
// (every row the same height, as those lists scroll by rows); upright, a phone's rows lie
// in a scrolled column, and each is as tall as its own move needs (placePhoneRows).

// Sizes of a move in a row: the usual and the least, a phone's least text size.
const (
	moveRowSize  = 14.0
	moveRowLeast = 13.0
	moveRowMost  = 3 // lines a row gives a move at most
)

// moveLines is how many lines text takes in width w at a readable size: at 14 px, or
// at 13 where that saves a line.
func moveLines(text string, w float64) int {
	return min(len(ui.Wrap(text, moveRowSize, w, false)), len(ui.Wrap(text, moveRowLeast, w, false)))
}

// listFit remembers how many lines the list's moves need, for the result, language and
// width it was measured at: the rows ask for it every frame.
type listFit struct {
	res   *review.Result
	at    int
	width float64 // the list's width the lines were counted at
	lines int
	each  []int // the lines each move needs, at most moveRowMost
}

// listLines is how many lines every row of the list gives its move at width w: as many
// as the longest move of the review needs, at most moveRowMost.
func (r *Review) listLines(w float64) int {
	if r.res == nil {
		return 1
	}
	f := &r.fit
	if f.res == r.res && f.at == lang.Version() && f.width == w {
		return f.lines
	}
	*f = listFit{res: r.res, at: lang.Version(), width: w, lines: 1}
	for _, d := range r.res.Decisions {
		n := min(moveLines(moveWhat(r.moveOf(d.Move)), w), moveRowMost)
		f.each = append(f.each, n)
		f.lines = max(f.lines, n)
	}
	return f.lines
}

// placePhoneRows sets rowTops: where the rows of an upright phone's list start, from the
// top of its rows, each as tall as its own move needs in rows w wide (phoneRowH), and
// last where the rows end (no rows without a review). The layout asks every frame: the
// slice is reused.
func (r *Review) placePhoneRows(w float64) {
	r.rowTops = append(r.rowTops[:0], 0)
	if r.res == nil {
		return
	}
	r.listLines(phoneMoveW(w))
	for _, lines := range r.fit.each {
		r.rowTops = append(r.rowTops, r.rowTops[len(r.rowTops)-1]+phoneRowH(lines))
	}
}

// deskRowH is the height of a desktop list's row that gives its move lines lines: one
// line keeps the list's usual 30 px.
func deskRowH(lines int) float64 {
	return 30 + float64(max(0, lines-1))*16
}

// phoneRowH is the height of a phone list's row that gives its move lines lines: two
// fit the usual touch-high row.
func phoneRowH(lines int) float64 {
	if lines <= 2 {
		return reviewRowH
	}
	return reviewRowH + 16
}

// phoneMoveW is the width a phone row leaves its move in rows of width w: what the
// number, the stand and the mark's chip leave (drawListPhone).
func phoneMoveW(w float64) float64 { return w - markChipW() - 66 }

// deskMoveW is the width a desktop row leaves its move in a list of width w: what the
// number, the stand, the mark's chip and the loss leave (drawList).
func deskMoveW(w float64) float64 { return w - 60 - deskMarkW - deskLossW - 12 }

// The desktop row's mark chip and loss.
const deskMarkW, deskLossW = 104.0, 52.0

// drawMoveLines writes a move in at most lines lines of 14 px (13 when that saves a
// line), centred in r's height; a move longer still has its last line cut with an
// ellipsis.
func drawMoveLines(c *ui.Canvas, text string, r ui.Rect, lines int, col color.RGBA) {
	size := moveRowSize
	wrapped := ui.Wrap(text, size, r.W, false)
	if len(wrapped) > lines {
		size = moveRowLeast
		wrapped = ui.Wrap(text, size, r.W, false)
	}
	if len(wrapped) > lines {
		wrapped = append(wrapped[:lines-1:lines-1], ui.Cut(strings.Join(wrapped[lines-1:], " "), size, r.W, false))
	}
	lh := size * 1.3
	y := r.CY() - lh*float64(len(wrapped)-1)/2
	for i, line := range wrapped {
		c.Text(line, r.X, y+float64(i)*lh, size, false, col, ui.Left)
	}
}
