package scenes

import (
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/review"
	"mercado/ui"
	"mercado/ui/lang"
)

// The review's phone forms (review_layout.go arranges them): here they are laid out on
// the app's screen, answer the finger and are drawn.

// FitsEveryForm: the review lays itself out upright and on its side on a phone.
func (r *Review) FitsEveryForm() {}

// phoneRowH is the height of the phone list's rows at its width: as tall as the
// longest move needs (review_rows.go).
func (r *Review) phoneRowH() float64 {
	return phoneRowH(r.listLines(phoneMoveW(r.phone.rows.W)))
}

// phoneRow is decision i's row in an upright phone's list, in the scrolled column's
// coordinates (nothing for a decision the list does not hold).
func (r *Review) phoneRow(i int) ui.Rect {
	t, rows := r.rowTops, r.phone.rows
	if i < 0 || i+1 >= len(t) {
		return ui.Rect{}
	}
	return ui.R(rows.X, rows.Y+t[i], rows.W, t[i+1]-t[i])
}

// phoneRowAt is the decision whose row in an upright phone's list holds y, in the
// scrolled column's coordinates.
func (r *Review) phoneRowAt(y float64) (int, bool) {
	t := r.rowTops
	i := sort.SearchFloat64s(t, y-r.phone.rows.Y+1e-9) - 1 // the last row starting at or above y
	return i, i >= 0 && i+1 < len(t) && y-r.phone.rows.Y < t[i+1]
}

// phoneButtonW is the width a phone button needs for its words at 15 px.
func phoneButtonW(key string) float64 {
	return max(ui.MinTouch, ui.TextWidth(lang.T(key), 15, true)+24)
}

// markChipW is the width of a mark's chip at 13 px: the widest mark word fits it.
func markChipW() float64 {
	w := 0.0
	for _, m := range review.Marks {
		w = max(w, ui.TextWidth(markWord(m), 13, true))
	}
	return w + 16
}

// isTake reports whether a decision took a stand tile: the display then matters more
// than the stall.
func (r *Review) isTake(d review.Decision) bool {
	return r.moveOf(d.Move).Kind == game.Take || r.moveOf(d.Best).Kind == game.Take
}

// layoutPhone arranges the phone review and places its buttons.
func (r *Review) layoutPhone(a *App) {
	scr := a.Screen()
	backW := phoneButtonW("review.back")
	if r.sel >= 0 && r.res != nil {
		d := r.res.Decisions[r.sel]
		take := r.isTake(d)
		nav := [3]float64{phoneButtonW("review.prev"), phoneButtonW("review.list"), phoneButtonW("review.next")}
		strip := func(w float64) bool { return take || w >= 330 }
		p := reviewDecisionPhone(scr, a.Form, backW, nav, r.states[0].NumPlayers()-1, strip)
		prev, next := lang.T("review.prev"), lang.T("review.next")
		if p.prev.W+1 < nav[0] || p.toList.W+1 < nav[1] || p.next.W+1 < nav[2] {
			// too narrow for the words at a readable size: the steps are arrows
			prev, next = "◄", "►"
			nav[0], nav[2] = 64, 64
			p = reviewDecisionPhone(scr, a.Form, backW, nav, r.states[0].NumPlayers()-1, strip)
		}
		r.phone = p
		r.placeBoard(a, p, d, take)
		r.back = button(r.back, p.back, lang.T("review.back"))
		r.prev = button(r.prev, p.prev, prev)
		r.toList = button(r.toList, p.toList, lang.T("review.list"))
		r.next = button(r.next, p.next, next)
		r.prev.Disabled = r.sel == 0
		r.next.Disabled = r.sel >= len(r.res.Decisions)-1
		r.placeLineTry(p.line, p.try)
		if r.lineOn {
			// the line's card takes the row of Show the line and Try it, hidden meanwhile
			r.phone.card.H = p.line.Bottom() - p.card.Y
			r.lineButtons()
			if prev == "◄" { // the steps of the line are arrows too where the words do not fit
				r.prev.Label, r.next.Label = prev, next
			}
		}
		return
	}
	countsH := func(float64) float64 { return 0 }
	momentH := func(int, float64) float64 { return 0 }
	moments := 0
	if r.res != nil {
		countsH = r.countsHeightPhone
		momentH = func(i int, w float64) float64 {
			mo := r.res.Moments[i]
			return ui.TextHeight(r.momentText(mo, r.res.Decisions[mo.Decision]), 14, w, false) + 12
		}
		moments = len(r.res.Moments)
	}
	r.phone = reviewOverviewPhone(scr, a.Form, backW, countsH, momentH, moments, 0)
	if a.Form == ui.Tall { // the rows' heights, at the width the column gives them
		r.placePhoneRows(r.phone.rows.W)
		r.phone = reviewOverviewPhone(scr, a.Form, backW, countsH, momentH, moments, r.rowTops[len(r.rowTops)-1])
	}
	r.back = button(r.back, r.phone.back, lang.T("review.back"))
	if a.Form == ui.Low {
		r.list.rect, r.list.rowH = r.phone.rows, r.phoneRowH()
		r.list.clamp()
	}
}

// placeBoard lays the table out for a decision: the market where the phone layout put
// it, the decision's seat's stall (or the display for a take) under it and the other
// seats as chips when there is room; the customers, the log and the tabs stay hidden.
func (r *Review) placeBoard(a *App, p reviewPhoneParts, d review.Decision, take bool) {
	n := r.states[0].NumPlayers()
	l := &r.view.layout
	*l = boardLayout{W: a.W, H: a.H, Form: a.Form, numSeats: n, focus: max(0, min(n-1, d.Seat))}
	l.board = p.board
	l.ring = p.board.W * 0.1 // the wide form's proportions: nothing is picked here
	l.cell = (p.board.W - 2*l.ring) / game.BoardSize
	hidden := ui.Rect{}
	if take {
		l.placeStall(hidden, 0)
		l.placeDisplay(p.strip, true)
	} else {
		l.placeStall(p.strip, r.states[d.Index].Player(d.Seat).SupplySize())
		l.placeDisplay(hidden, false)
	}
	l.placeCustomers(hidden, false)
	if p.chips.W > 0 && n > 1 {
		cw := min(180, (p.chips.W-phoneGap*float64(n-2))/float64(n-1))
		k := 0
		for seat := range n {
			if seat != l.focus {
				l.placeChip(seat, ui.R(p.chips.X+float64(k)*(cw+phoneGap), p.chips.Y, cw, p.chips.H))
				k++
			}
		}
	}
}

// updatePhone is Update on a phone: a decision's line played out, a decision, or the
// overview.
func (r *Review) updatePhone(a *App) {
	in := &a.Input
	switch {
	case r.sel >= 0 && r.lineOn:
		r.updateLinePhone(a, in)
	case r.sel >= 0:
		r.updateDecisionPhone(a, in)
	default:
		r.updateOverviewPhone(a, in)
	}
}

// updateLinePhone: the decision's line plays out in the card, the newest sentence kept
// in view.
func (r *Review) updateLinePhone(a *App, in *ui.Input) {
	p := r.phone
	r.cardScroll.Update(in, p.card, r.lineCardHeight(p.card.W))
	step := 0
	if r.line != nil {
		step = r.line.step
	}
	r.updateLine(a, in)
	if r.line != nil && r.line.step != step { // the newest sentence in view
		r.cardScroll.Off = max(0, r.lineCardHeight(p.card.W)-p.card.H)
	}
}

// updateDecisionPhone: a decision on show; a stroke across the market or the card, the
// arrows and the buttons turn to another, or back to the list.
func (r *Review) updateDecisionPhone(a *App, in *ui.Input) {
	p := r.phone
	r.cardScroll.Update(in, p.card, r.cardHeight(p.card.W))
	if r.updateDecisionTools(a, in) {
		r.cardScroll.Off = 0
		return
	}
	sel := r.sel
	// a stroke across the market or the card turns to the next or previous decision
	turn := r.swipe.Update(in, p.board.Union(p.card))
	switch {
	case turn != 0:
		r.sel = max(0, min(len(r.res.Decisions)-1, r.sel+turn))
	case r.back.Update(in):
		a.Pop()
	case r.toList.Update(in) || in.Key(ebiten.KeyEscape) || in.Key(ebiten.KeyBackspace):
		r.sel, r.reveal = -1, true
	case r.prev.Update(in) || in.Key(ebiten.KeyArrowLeft) || in.Key(ebiten.KeyArrowUp):
		r.sel = max(0, r.sel-1)
	case r.next.Update(in) || in.Key(ebiten.KeyArrowRight) || in.Key(ebiten.KeyArrowDown):
		r.sel = min(len(r.res.Decisions)-1, r.sel+1)
	}
	if r.sel != sel {
		r.cardScroll.Off = 0
		r.last = max(0, r.sel)
	}
}

// updateOverviewPhone: the overview scrolls, and a tap on a moment, the chart or a
// decision's row opens that decision.
func (r *Review) updateOverviewPhone(a *App, in *ui.Input) {
	p := r.phone
	if r.back.Update(in) || in.Key(ebiten.KeyEscape) {
		a.Pop()
		return
	}
	if r.res == nil {
		return
	}
	if in.Pressed {
		r.pressIn = p.view.Contains(in.X, in.Y)
	}
	vin := r.scroll.Update(in, p.view, p.contentH)
	if r.reveal {
		r.reveal = false
		if a.Form == ui.Tall {
			r.scroll.Show(r.phoneRow(r.last), p.view)
		} else {
			r.list.keepInView(r.last)
		}
	}
	if vin.Present && vin.Released && r.pressIn && p.view.Contains(vin.X, vin.Y) {
		r.pressIn = false
		x, y := vin.X, vin.Y+r.scroll.Off // in content coordinates
		for i, row := range p.momentRows {
			if row.Contains(x, y) {
				r.show(r.res.Moments[i].Decision)
				return
			}
		}
		if r.chart.Contains(vin.X, vin.Y) {
			if d := r.nearestDecision(vin.X); d >= 0 {
				r.show(d)
				return
			}
		}
		if i, ok := r.phoneRowAt(y); a.Form == ui.Tall && p.rows.Contains(x, y) && ok {
			r.show(i)
			return
		}
	}
	if a.Form == ui.Low {
		if i, ok := r.list.update(in); ok {
			r.show(i)
			return
		}
	}
	if in.Key(ebiten.KeyEnter) && len(r.res.Decisions) > 0 {
		r.show(0)
	}
}

// drawOverviewPhone draws the overview on a phone.
func (r *Review) drawOverviewPhone(c *ui.Canvas, a *App) {
	p := r.phone
	ty := ui.TypeFor(a.Form)
	in, dy := c.Clip(p.view), -r.scroll.Off
	r.drawChart(in, p.chart.Shift(dy), ty.Heading.Size, ty.Caption.Size)
	r.drawCountsPhone(in, p.counts.Shift(dy))
	r.drawMomentsPhone(in, p.moments.Shift(dy), p.momentRows, dy)
	if a.Form == ui.Tall {
		r.drawListPhone(in, p.list.Shift(dy), p.rows.Shift(dy), p.view)
	} else {
		r.drawListPhone(c, p.list, p.rows, p.list)
	}
	if r.scroll.Max() > 0 { // where the view is in the column
		track := ui.R(p.view.Right()-4, p.view.Y, 3, p.view.H)
		h := max(24, track.H*p.view.H/(p.view.H+r.scroll.Max()))
		y := track.Y + (track.H-h)*r.scroll.Off/r.scroll.Max()
		c.FillRound(ui.R(track.X, y, track.W, h), 1.5, ui.Fade(ui.Paper, 0.45))
	}
}

// countsHeightPhone is how tall the marks counted are at width w on a phone: a line of
// the seats, a line for each mark and the thresholds.
func (r *Review) countsHeightPhone(w float64) float64 {
	return 12 + 48 + float64(len(review.Marks)+1)*26 + 8 + ui.TextHeight(lang.T("review.thresholds"), 13, w-32, false) + 12
}

// drawCountsPhone counts the marks with the seats across and the marks down, so the
// marks' words keep their size on a narrow screen.
func (r *Review) drawCountsPhone(c *ui.Canvas, box ui.Rect) {
	c.Card(box, 12, ui.Panel, ui.PanelEdge)
	chipW := markChipW()
	seats := r.res.Seats
	cols := ui.R(box.X+16+chipW+8, box.Y+12, box.W-32-chipW-8, 48).Cols(4, ui.Even(len(seats))...)
	counts := r.markCounts()
	for k, seat := range seats {
		col := cols[k]
		drawWoodenStand(c, col.CX(), col.Y+12, 14, r.view.colorOf(seat))
		c.Text(ui.Cut(seatName(r.seatNameOf(seat)), 13, col.W, true), col.CX(), col.Y+34, 13, true, ui.Ink, ui.Center)
	}
	for i, m := range review.Marks {
		y := box.Y + 12 + 48 + float64(i)*26
		chip := ui.R(box.X+16, y+2, chipW, 22)
		c.FillRound(chip, 6, markColor(m))
		c.Text(markWord(m), chip.CX(), chip.CY(), 13, true, ui.Paper, ui.Center)
		for k, seat := range seats {
			n := counts[seat][i]
			ink := ui.Ink
			if n == 0 {
				ink = ui.Fade(ui.InkSoft, 0.6)
			}
			c.Text(num(n), cols[k].CX(), chip.CY(), 15, n > 0, ink, ui.Center)
		}
	}
	acc := ui.R(box.X+16, box.Y+12+48+float64(len(review.Marks))*26+2, chipW, 22)
	c.TextFit(lang.T("review.accuracy"), acc.X, acc.CY(), 13, chipW, true, ui.Ink, ui.Left)
	for k, seat := range seats {
		c.Text(r.accuracyText(seat), cols[k].CX(), acc.CY(), 15, true, ui.Ink, ui.Center)
	}
	y := box.Y + 12 + 48 + float64(len(review.Marks)+1)*26 + 8
	c.Paragraph(lang.T("review.thresholds"), ui.R(box.X+16, y, box.W-32, box.Bottom()-y), 13, ui.InkSoft)
}

// drawMomentsPhone lists the key moments in rows a finger can pick (rows are in content
// coordinates, dy scrolls them).
func (r *Review) drawMomentsPhone(c *ui.Canvas, box ui.Rect, rows []ui.Rect, dy float64) {
	c.Card(box, 12, ui.Panel, ui.PanelEdge)
	c.TextFit(lang.T("review.moments"), box.X+16, box.Y+listHeadH/2+4, 17, box.W-32, true, ui.Ink, ui.Left)
	if len(r.res.Moments) == 0 {
		c.Paragraph(lang.T("review.moments_none"), ui.R(box.X+16, box.Y+listHeadH+4, box.W-32, 40), 14, ui.InkSoft)
		return
	}
	for i, mo := range r.res.Moments {
		row := rows[i].Shift(dy)
		d := r.res.Decisions[mo.Decision]
		c.FillRound(row, 6, ui.Fade(ui.Azulejo, 0.08))
		c.Text(num(i+1), row.X+14, row.CY(), 13, true, ui.Ink, ui.Center)
		c.FillCircle(row.X+34, row.CY(), 6, markColor(d.Mark))
		text := r.momentText(mo, d)
		h := ui.TextHeight(text, 14, row.W-50, false)
		c.Paragraph(text, ui.R(row.X+44, row.CY()-h/2, row.W-50, h), 14, ui.Ink)
	}
}

// drawListPhone is the decisions in rows a finger can pick: two lines for the move, the
// mark's chip and the coins lost under it. Only the rows inside clip are drawn.
func (r *Review) drawListPhone(c *ui.Canvas, box, rows, clip ui.Rect) {
	c.Card(box, 12, ui.Panel, ui.PanelEdge)
	c.TextFit(r.heading(), box.X+16, box.Y+listHeadH/2+4, 17, box.W-32, true, ui.Ink, ui.Left)
	chipW := markChipW()
	lines := r.listLines(phoneMoveW(rows.W))
	rowH := phoneRowH(lines)
	low := r.list.rect == rows && r.list.rowH > 0 // the low form's own list, scrolled by rows
	first := 0
	if low {
		first = int(r.list.top)
	}
	for i := first; i < len(r.res.Decisions); i++ {
		row, rowLines := ui.R(rows.X, rows.Y+float64(i-first)*rowH, rows.W, rowH-4), lines
		if t := r.rowTops; !low && i+1 < len(t) { // upright: each row as its move needs
			row, rowLines = ui.R(rows.X, rows.Y+t[i], rows.W, t[i+1]-t[i]-4), r.fit.each[i]
		}
		if row.Bottom() < clip.Y {
			continue
		}
		if row.Y > clip.Bottom() || (first > 0 || r.list.rect == rows) && row.Bottom() > rows.Bottom()+0.5 {
			break
		}
		d := r.res.Decisions[i]
		if i%2 == 0 {
			c.FillRound(row, 6, ui.Fade(ui.InkSoft, 0.07))
		}
		c.Text(num(d.Index+1), row.X+28, row.CY(), 13, false, ui.InkSoft, ui.Right)
		drawWoodenStand(c, row.X+42, row.CY(), 11, r.view.colorOf(d.Seat))
		chip := ui.R(row.Right()-chipW-4, row.CY()-19, chipW, 20)
		c.FillRound(chip, 6, markColor(d.Mark))
		c.Text(markWord(d.Mark), chip.CX(), chip.CY(), 13, true, ui.Paper, ui.Center)
		if d.Loss > 0 {
			c.Text(lossText(d.Loss), chip.Right(), chip.Bottom()+11, 13, true, markColor(d.Mark), ui.Right)
		}
		drawMoveLines(c, moveWhat(r.moveOf(d.Move)), ui.R(row.X+54, row.Y+2, phoneMoveW(rows.W), row.H-4), rowLines, ui.Ink)
	}
	if r.list.rect == rows && r.list.items > r.list.rows() {
		track := ui.R(box.Right()-6, rows.Y, 3, rows.H)
		c.Fill(track, ui.Fade(ui.InkSoft, 0.2))
		h := track.H * float64(r.list.rows()) / float64(r.list.items)
		y := track.Y + (track.H-h)*r.list.top/float64(r.list.items-r.list.rows())
		c.Fill(ui.R(track.X, y, track.W, h), ui.InkSoft)
	}
}
