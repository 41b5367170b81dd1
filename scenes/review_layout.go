package scenes

import (
	"mercado/ui"
)

// The review on a phone. Upright (tall), the overview is one scrolled column: the chart,
// the marks counted, the key moments and every decision as a row a finger can pick; a
// decision shows the market over the stall (or the stand tiles on display for a take)
// and the card in words, with the way back, Show the line and Try it and the steps at
// the foot. On its side (low),
// the overview puts the chart, the counts and the moments beside the list of decisions,
// and a decision puts the market at the left of the rest.

// Sizes of the phone review (logical pixels = CSS pixels on a phone).
const (
	reviewPad   = 8.0
	reviewGap   = 6.0
	reviewRowH  = ui.MinTouch + 4 // a decision's row: a target and a hairline between rows
	legendH     = 26.0            // the outlines' legend under the market
	cardMinH    = 140.0           // the least the card in words gets before the market shrinks
	marketMinSz = 180.0
	listHeadH   = 36.0 // a card's heading line
)

// reviewPhoneParts is where the phone review puts its parts. Those of a scrolled view
// (the overview's chart, counts, moments and, upright, the decisions) are in content
// coordinates: the view unscrolled.
type reviewPhoneParts struct {
	head, back ui.Rect // the title's line and the way back

	// the overview
	view                   ui.Rect // the scrolled view
	contentH               float64
	chart, counts, moments ui.Rect
	momentRows             []ui.Rect
	list                   ui.Rect // the decisions' card
	rows                   ui.Rect // where the decisions' rows go inside it

	// a decision
	board, legend, strip, chips, card ui.Rect
	prev, toList, next                ui.Rect
	line, try                         ui.Rect // Show the line and Try it, over the steps
}

// reviewOverviewPhone arranges the overview on a phone. countsH says how tall the marks
// counted are at a width, momentH how tall each key moment's row is at a width, and
// rowsH how tall the decisions' rows are together, upright (placePhoneRows; the rows'
// width does not depend on it).
func reviewOverviewPhone(scr ui.Rect, f ui.Form, backW float64, countsH func(w float64) float64, momentH func(i int, w float64) float64, moments int, rowsH float64) reviewPhoneParts {
	var p reviewPhoneParts
	in := scr.InsetXY(reviewPad, reviewPad)
	head, rest := in.CutTop(ui.MinTouch, reviewGap)
	p.back, p.head = head.CutRight(backW, reviewGap)
	var col ui.Rect
	if f == ui.Tall {
		p.view = ui.R(scr.X, rest.Y, scr.W, scr.Bottom()-rest.Y)
		col = rest.Column(620)
	} else {
		left, right := rest.CutLeft(rest.W*0.5, 10)
		p.view = ui.R(scr.X, rest.Y, left.Right()-scr.X+5, scr.Bottom()-rest.Y)
		col = left
		p.list = right
	}
	y := col.Y
	p.chart = ui.R(col.X, y, col.W, min(280, max(200, col.W*0.62)))
	y = p.chart.Bottom() + 10
	p.counts = ui.R(col.X, y, col.W, countsH(col.W))
	y = p.counts.Bottom() + 10
	mh := listHeadH + 8
	rowsX, rowsW := col.X+6, col.W-12
	for i := range moments {
		h := max(ui.MinTouch, momentH(i, rowsW-50))
		p.momentRows = append(p.momentRows, ui.R(rowsX, y+mh, rowsW, h))
		mh += h + 2
	}
	if moments == 0 {
		mh += 40
	}
	p.moments = ui.R(col.X, y, col.W, mh+4)
	y = p.moments.Bottom() + 10
	if f == ui.Tall {
		p.list = ui.R(col.X, y, col.W, listHeadH+6+rowsH+6)
		y = p.list.Bottom() + 8
	}
	p.rows = ui.R(p.list.X+6, p.list.Y+listHeadH+6, p.list.W-12, p.list.H-listHeadH-12)
	p.contentH = y - p.view.Y
	return p
}

// reviewDecisionPhone arranges a decision on a phone. backW is the width the way back
// needs, navW the three steps' (previous, the list, next), and others how many seats
// beside the decision's are at the table (their chips); wantStrip says whether a stall
// or the display is worth showing under the market at a width (it is, where it fits).
func reviewDecisionPhone(scr ui.Rect, f ui.Form, backW float64, navW [3]float64, others int, wantStrip func(w float64) bool) reviewPhoneParts {
	var p reviewPhoneParts
	in := scr.InsetXY(reviewPad, reviewPad)
	col := in
	var market ui.Rect
	if f == ui.Low {
		side := max(marketMinSz, min(in.H, in.W*0.48))
		market, col = in.CutLeft(side, 10)
		p.board = ui.R(market.X, market.Y+(market.H-side)/2, side, side)
	}
	head, rest := col.CutTop(ui.MinTouch, reviewGap)
	p.back, p.head = head.CutRight(backW, reviewGap)
	nav, rest := rest.CutBottom(ui.MinTouch, reviewGap)
	sizes := make([]ui.Size, 3)
	for i, w := range navW {
		sizes[i] = ui.Fr(max(ui.MinTouch, w))
	}
	bs := nav.Cols(reviewGap, sizes...)
	p.prev, p.toList, p.next = bs[0], bs[1], bs[2]
	tools, rest := rest.CutBottom(ui.MinTouch, reviewGap)
	ts := tools.Cols(reviewGap, ui.Even(2)...)
	p.line, p.try = ts[0], ts[1]
	// the stall or the display only where it leaves the card and the market their room
	strip := wantStrip(rest.W)
	if f == ui.Tall {
		if others > 0 && rest.H >= 700 {
			p.chips, rest = rest.CutTop(ui.MinTouch, reviewGap)
		}
		need := legendH + reviewGap + cardMinH + reviewGap
		strip = strip && rest.H-need-stallH-reviewGap >= marketMinSz
		if strip {
			need += stallH + reviewGap
		}
		side := max(marketMinSz, min(rest.W, rest.H-need))
		market, rest = rest.CutTop(side, reviewGap)
		p.board = market.TopCentered(side, side)
	} else {
		strip = strip && rest.H-legendH-stallH-2*reviewGap >= cardMinH
	}
	p.legend, rest = rest.CutTop(legendH, reviewGap)
	if strip {
		p.strip, rest = rest.CutTop(stallH, reviewGap)
	}
	p.card = rest
	return p
}
