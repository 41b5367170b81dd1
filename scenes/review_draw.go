package scenes

import (
	"image/color"
	"math"

	"mercado/game"
	"mercado/game/review"
	"mercado/ui"
	"mercado/ui/lang"
)

func (r *Review) Draw(c *ui.Canvas, a *App) {
	r.layout(a)
	phone := a.Form != ui.Wide
	if r.sel >= 0 && r.res != nil {
		r.drawDecision(c, a, phone)
		return
	}
	if phone {
		h := r.phone.head
		c.TextFit(lang.T("review.title"), h.X, h.CY(), ui.TypeFor(a.Form).Title.Size, h.W, true, ui.Paper, ui.Left)
	} else {
		c.Fill(ui.R(0, 0, a.W, 48), ui.Wood)
		c.TextFit(lang.T("review.title"), 16, 24, 20, r.back.Rect.X-32, true, ui.Paper, ui.Left)
	}
	r.back.Draw(c)
	scr := a.Screen()
	w := min(720, scr.W-24) // a note's card: on a phone as wide as the screen
	switch {
	case r.err != nil:
		text := lang.F("review.failed", "Error", r.err.Error())
		card := scr.Centered(w, ui.TextHeight(text, 16, w-48, false)+48)
		c.Card(card, 14, ui.Panel, ui.PanelEdge)
		c.Paragraph(text, card.Inset(24), 16, ui.Bad)
	case r.res == nil:
		r.drawProgress(c, a)
	case len(r.res.Decisions) == 0:
		text := lang.T("review.none")
		card := scr.Centered(w, ui.TextHeight(text, 17, w-48, false)+48)
		c.Card(card, 14, ui.Panel, ui.PanelEdge)
		c.Paragraph(text, card.Inset(24), 17, ui.Ink)
	case phone:
		r.drawOverviewPhone(c, a)
	default:
		r.drawOverview(c, a)
	}
}

// drawProgress is the bar of the work in the background.
func (r *Review) drawProgress(c *ui.Canvas, a *App) {
	scr := a.Screen()
	w := min(760, scr.W-24)
	pad := min(48, w/16)
	note := lang.T("review.working_note")
	noteH := max(50, ui.TextHeight(note, 14, w-2*pad, false))
	card := scr.Centered(w, 170+noteH)
	c.Card(card, 14, ui.Panel, ui.PanelEdge)
	working := lang.T("review.working")
	if ui.FitSize(working, 20, card.W-48, true) >= 15 || a.Form == ui.Wide {
		c.TextFit(working, card.CX(), card.Y+44, 20, card.W-48, true, ui.Ink, ui.Center)
	} else { // a phone wraps it rather than shrinking it
		lines := ui.Wrap(working, 15, card.W-2*pad, true)
		for i, line := range lines[:min(2, len(lines))] {
			c.Text(line, card.CX(), card.Y+44+(float64(i)-0.5*float64(min(2, len(lines))-1))*20, 15, true, ui.Ink, ui.Center)
		}
	}
	done, total := r.done.Load(), r.total.Load()
	bar := ui.R(card.X+pad, card.Y+86, card.W-2*pad, 28)
	c.FillRound(bar, 8, ui.Fade(ui.InkSoft, 0.2))
	if total > 0 {
		w := bar.W * float64(done) / float64(total)
		c.FillRound(ui.R(bar.X, bar.Y, max(16, w), bar.H), 8, ui.Azulejo)
		c.Text(lang.F("review.progress", "Done", done, "Total", total), card.CX(), bar.Bottom()+26, 15, false, ui.InkSoft, ui.Center)
	}
	c.Paragraph(note, ui.R(card.X+pad, bar.Bottom()+48, card.W-2*pad, noteH), 14, ui.InkSoft)
}

// drawOverview: the chart, the marks counted and the key moments on the left, the
// decisions on the right.
func (r *Review) drawOverview(c *ui.Canvas, a *App) {
	top, bottom := 60.0, a.H-12
	lw := math.Round((a.W - 48) * 0.55)
	x0 := 16.0
	right := ui.R(x0+lw+16, top, a.W-lw-48, bottom-top)
	countsH := 52 + 30*float64(len(r.res.Seats)) + 40
	momentsH := 48 + 28.0
	if len(r.res.Moments) > 0 {
		momentsH = 48 + r.momentRowsH(lw)
	}
	chartH := max(200, bottom-top-countsH-momentsH-20)
	r.drawChart(c, ui.R(x0, top, lw, chartH), 16, 12)
	r.drawCounts(c, ui.R(x0, top+chartH+10, lw, countsH))
	r.drawMoments(c, ui.R(x0, top+chartH+countsH+20, lw, bottom-(top+chartH+countsH+20)))
	r.drawList(c, right)
}

// solo reports whether the game had one player: the chart is then the estimated score.
func (r *Review) solo() bool { return len(r.rec.Players) == 1 }

// drawChart plots each reviewed seat's estimated final lead after each of its decisions,
// the marks of the costly ones on it; head and small are the sizes of its title and its
// figures.
func (r *Review) drawChart(c *ui.Canvas, box ui.Rect, head, small float64) {
	c.Card(box, 12, ui.Panel, ui.PanelEdge)
	title := lang.T("review.chart")
	if r.solo() {
		title = lang.T("review.chart_solo")
	}
	// one line, or on a narrow phone two at a size still above the figures'
	size, lines := ui.FitSize(title, head, box.W-32, true), []string{title}
	if size < small+1 {
		size = small + 1
		lines = ui.Wrap(title, size, box.W-32, true)
	}
	lh := size * 1.25
	for i, line := range lines[:min(2, len(lines))] {
		c.Text(ui.Cut(line, size, box.W-32, true), box.X+16, box.Y+22+float64(i)*lh, size, true, ui.Ink, ui.Left)
	}
	extra := float64(min(2, len(lines))-1) * lh
	plot := ui.R(box.X+56, box.Y+44+extra, box.W-76, box.H-76-extra)
	r.chart = plot
	lo, hi := 0.0, 0.0
	for _, d := range r.res.Decisions {
		lo, hi = min(lo, d.Lead), max(hi, d.Lead)
	}
	step := chartStep(hi - lo)
	lo, hi = math.Floor(lo/step)*step, math.Ceil(hi/step)*step
	if hi-lo < step {
		hi = lo + step
	}
	py := func(v float64) float64 { return plot.Bottom() - plot.H*(v-lo)/(hi-lo) }
	for v := lo; v <= hi+step/2; v += step {
		col, w := ui.Fade(ui.InkSoft, 0.25), 1.0
		if v == 0 && !r.solo() {
			col, w = ui.Fade(ui.Ink, 0.6), 2
		}
		c.Line(plot.X, py(v), plot.Right(), py(v), w, col)
		c.Text(signedWhole(v, !r.solo()), plot.X-8, py(v), small, false, ui.InkSoft, ui.Right)
	}
	c.Text(lang.T("review.chart_moves"), plot.Right(), plot.Bottom()+18, small, false, ui.InkSoft, ui.Right)
	for _, seat := range r.res.Seats {
		col := ui.PlayerColors[r.view.colorOf(seat)&3]
		px, py0, have := 0.0, 0.0, false
		for _, d := range r.res.Decisions {
			if d.Seat != seat {
				continue
			}
			x, y := r.chartX(d.Index), py(d.Lead)
			if have {
				c.Line(px, py0, x, y, 2.5, col)
			}
			px, py0, have = x, y, true
		}
	}
	for i, d := range r.res.Decisions {
		if d.Mark.Rank() >= review.Inaccuracy.Rank() {
			rad := 3.5 + float64(d.Mark.Rank())
			c.FillCircle(r.chartX(d.Index), py(d.Lead), rad, markColor(d.Mark))
		}
		for mi, mo := range r.res.Moments {
			if mo.Decision == i {
				x, y := r.chartX(d.Index), py(d.Lead)
				c.StrokeCircle(x, y, 9, 2, ui.Ink)
				c.Text(num(mi+1), x, y-18, small, true, ui.Ink, ui.Center)
			}
		}
	}
}

// chartStep is a round step for the chart's lines: about four of them.
func chartStep(span float64) float64 {
	for _, s := range []float64{2, 5, 10, 20, 50, 100} {
		if span/s <= 5 {
			return s
		}
	}
	return 200
}

// drawCounts counts each reviewed seat's marks, and says where the marks begin.
func (r *Review) drawCounts(c *ui.Canvas, box ui.Rect) {
	c.Card(box, 12, ui.Panel, ui.PanelEdge)
	nameW, accW := 150.0, 100.0
	cw := (box.W - 32 - nameW - accW) / float64(len(review.Marks))
	accX := box.Right() - 16 - accW/2
	c.TextFit(lang.T("review.accuracy"), accX, box.Y+24, 13, accW-6, true, ui.Ink, ui.Center)
	for i, m := range review.Marks {
		x := box.X + 16 + nameW + float64(i)*cw
		c.FillRound(ui.R(x+2, box.Y+12, cw-4, 24), 6, markColor(m))
		c.TextFit(markWord(m), x+cw/2, box.Y+24, 13, cw-10, true, ui.Paper, ui.Center)
	}
	perSeat := r.markCounts()
	for row, seat := range r.res.Seats {
		y := box.Y + 56 + float64(row)*30
		drawWoodenStand(c, box.X+26, y, 14, r.view.colorOf(seat))
		c.TextFit(seatName(r.seatNameOf(seat)), box.X+40, y, 15, nameW-30, true, ui.Ink, ui.Left)
		for i, n := range perSeat[seat] {
			x := box.X + 16 + nameW + float64(i)*cw
			col := ui.Ink
			if n == 0 {
				col = ui.Fade(ui.InkSoft, 0.6)
			}
			c.Text(num(n), x+cw/2, y, 16, n > 0, col, ui.Center)
		}
		c.Text(r.accuracyText(seat), accX, y, 16, true, ui.Ink, ui.Center)
	}
	c.Paragraph(lang.T("review.thresholds"), ui.R(box.X+16, box.Bottom()-36, box.W-32, 34), 12, ui.InkSoft)
}

// accuracyText is a reviewed seat's accuracy for the game, 0 to 100 (review.Result).
func (r *Review) accuracyText(seat int) string {
	for i, s := range r.res.Seats {
		if s == seat && i < len(r.res.Accuracy) {
			return num(r.res.Accuracy[i])
		}
	}
	return "—" // not translated: a dash for "none"
}

// markCounts counts each reviewed seat's decisions by mark, in the order of review.Marks.
func (r *Review) markCounts() map[int][]int {
	perSeat := map[int][]int{}
	for _, seat := range r.res.Seats {
		perSeat[seat] = make([]int, len(review.Marks))
	}
	for _, d := range r.res.Decisions {
		if perSeat[d.Seat] == nil {
			perSeat[d.Seat] = make([]int, len(review.Marks))
		}
		if k := d.Mark.Rank(); k >= 0 && k < len(review.Marks) {
			perSeat[d.Seat][k]++
		}
	}
	return perSeat
}

func (r *Review) seatNameOf(seat int) string {
	if seat >= 0 && seat < len(r.seats) {
		return r.seats[seat].Name
	}
	if seat >= 0 && seat < len(r.rec.Players) {
		return r.rec.Players[seat]
	}
	return "?"
}

// drawMoments lists the key moments; each opens its decision.
func (r *Review) drawMoments(c *ui.Canvas, box ui.Rect) {
	c.Card(box, 12, ui.Panel, ui.PanelEdge)
	c.TextFit(lang.T("review.moments"), box.X+16, box.Y+22, 16, box.W-32, true, ui.Ink, ui.Left)
	r.moment = r.moment[:0]
	if len(r.res.Moments) == 0 {
		c.Paragraph(lang.T("review.moments_none"), ui.R(box.X+16, box.Y+40, box.W-32, box.H-44), 14, ui.InkSoft)
		return
	}
	y := box.Y + 40
	for i, mo := range r.res.Moments {
		row := ui.R(box.X+8, y, box.W-16, r.momentRowH(i, box.W))
		if row.Bottom() > box.Bottom()-4 {
			break
		}
		y = row.Bottom() + 2
		r.moment = append(r.moment, row)
		if i == r.hoverM {
			c.FillRound(row, 6, ui.Fade(ui.Azulejo, 0.12))
		}
		d := r.res.Decisions[mo.Decision]
		c.Text(num(i+1), row.X+14, row.CY(), 13, true, ui.Ink, ui.Center)
		c.FillCircle(row.X+36, row.CY(), 6, markColor(d.Mark))
		text := r.momentText(mo, d)
		th := ui.TextHeight(text, 14, row.W-60, false)
		c.Paragraph(text, ui.R(row.X+50, row.CY()-th/2, row.W-60, th), 14, ui.Ink)
	}
}

// momentRowH is how tall key moment i's row is in a card boxW wide on the desktop: one
// line, or as many as its words need at their size (a long sentence, in French say, was
// shrunk to fit one line before).
func (r *Review) momentRowH(i int, boxW float64) float64 {
	mo := r.res.Moments[i]
	return max(26, ui.TextHeight(r.momentText(mo, r.res.Decisions[mo.Decision]), 14, boxW-16-60, false)+6)
}

// momentRowsH is how tall the key moments' rows are together in a card boxW wide.
func (r *Review) momentRowsH(boxW float64) float64 {
	h := 0.0
	for i := range r.res.Moments {
		h += r.momentRowH(i, boxW) + 2
	}
	return h
}

func (r *Review) momentText(mo review.Moment, d review.Decision) string {
	stored := r.seatNameOf(d.Seat)
	name := seatName(stored)
	if mo.Kind == review.MomentTurn {
		key := byYou(stored, "review.moment.ahead", "review.moment.ahead_you")
		if d.Lead < 0 {
			key = byYou(stored, "review.moment.behind", "review.moment.behind_you")
		}
		return lang.F(key, "Move", d.Index+1, "Name", name, "Lead", leadText(d.Lead))
	}
	return lang.F(byYou(stored, "review.moment.loss", "review.moment.loss_you"), "Move", d.Index+1, "Name", name, "Loss", oneDecimal(d.Loss), "What", moveWhat(r.moveOf(d.Move)))
}

// moveOf reads a move of the review (they were all checked against the record).
func (r *Review) moveOf(text string) game.Move {
	m, _ := game.ParseMove(text)
	return m
}

// drawList is the decisions, one row each: the move's number, who, what, the mark and
// the coins lost.
func (r *Review) drawList(c *ui.Canvas, box ui.Rect) {
	c.Card(box, 12, ui.Panel, ui.PanelEdge)
	c.TextFit(r.heading(), box.X+16, box.Y+22, 16, box.W-32, true, ui.Ink, ui.Left)
	r.list.rect = ui.R(box.X+8, box.Y+42, box.W-16, box.H-50)
	textW := deskMoveW(r.list.rect.W)
	lines := r.listLines(textW)
	r.list.rowH = deskRowH(lines)
	r.list.clamp()
	from, to := r.list.visible()
	markW, lossW := deskMarkW, deskLossW
	for i := from; i < to; i++ {
		d := r.res.Decisions[i]
		row := ui.R(r.list.rect.X, r.list.rect.Y+float64(i-from)*r.list.rowH, r.list.rect.W, r.list.rowH-2)
		if i%2 == 0 {
			c.FillRound(row, 6, ui.Fade(ui.InkSoft, 0.07))
		}
		c.Text(num(d.Index+1), row.X+30, row.CY(), 13, false, ui.InkSoft, ui.Right)
		drawWoodenStand(c, row.X+46, row.CY(), 11, r.view.colorOf(d.Seat))
		drawMoveLines(c, moveWhat(r.moveOf(d.Move)), ui.R(row.X+58, row.Y+1, textW, row.H-2), lines, ui.Ink)
		chip := ui.R(row.Right()-markW-lossW-4, row.CY()-11, markW, 22)
		c.FillRound(chip, 6, markColor(d.Mark))
		c.TextFit(markWord(d.Mark), chip.CX(), chip.CY(), 12, chip.W-8, true, ui.Paper, ui.Center)
		if d.Loss > 0 {
			c.Text(lossText(d.Loss), row.Right()-6, row.CY(), 13, true, markColor(d.Mark), ui.Right)
		}
	}
	if r.list.items > r.list.rows() { // where the view is in the list
		track := ui.R(box.Right()-6, r.list.rect.Y, 3, r.list.rect.H)
		c.Fill(track, ui.Fade(ui.InkSoft, 0.2))
		h := track.H * float64(r.list.rows()) / float64(r.list.items)
		y := track.Y + (track.H-h)*r.list.top/float64(r.list.items-r.list.rows())
		c.Fill(ui.R(track.X, y, track.W, h), ui.InkSoft)
	}
}

// drawDecision shows one decision on the board: the position before it, the move
// played and the better move as pieces where they would go, and the card that says
// what it cost. On a phone the title is the status line, the mover's panel is marked
// and the card scrolls.
func (r *Review) drawDecision(c *ui.Canvas, a *App, phone bool) {
	d := r.res.Decisions[r.sel]
	s := &r.states[d.Index]
	l := &r.view.layout
	title := lang.F("review.detail.title", "Move", d.Index+1, "Total", len(r.rec.Moves), "Name", seatName(r.seatNameOf(d.Seat)))
	if r.lineOn && r.line != nil {
		title = r.lineTitle(d)
	}
	m := noMarks(everyone)
	legend, card, sc := l.actions, l.logArea, (*ui.Scroll)(nil)
	if phone {
		drawStatusText(c, title, r.phone.head)
		m.turn = d.Seat
		legend, card, sc = r.phone.legend, r.phone.card, &r.cardScroll
	} else {
		c.Fill(l.topBar, ui.Wood)
		c.TextFit(title, 16, 24, 18, r.prev.Rect.X-32, true, ui.Paper, ui.Left)
	}
	if r.lineOn && r.line != nil {
		r.drawLineBoard(c, d, &m)
		r.drawLineCard(c, card, sc)
		for _, b := range []*ui.Button{&r.prev, &r.next, &r.toList, &r.back} {
			b.Draw(c)
		}
		return
	}
	r.view.log.set(nil, r.view.seats, -1)
	r.view.draw(c, s, &m)
	played, best := r.moveOf(d.Move), r.moveOf(d.Best)
	col := r.view.colorOf(d.Seat)
	if d.Best != d.Move {
		r.drawGhost(c, s, best, col, ui.Azulejo, 0.45+0.3*pulse())
	}
	r.drawGhost(c, s, played, col, markColor(d.Mark), 0.9)
	r.drawLegend(c, legend, d)
	r.drawCard(c, card, s, d, played, best, sc)
	for _, b := range []*ui.Button{&r.prev, &r.next, &r.toList, &r.back, &r.lineBtn, &r.tryBtn} {
		b.Draw(c)
	}
}

// drawGhost shows a move without making it: its piece at its place outlined in edge,
// or the display tile it takes outlined. A coin or a redraw has no place: the card
// says it.
func (r *Review) drawGhost(c *ui.Canvas, s *game.State, m game.Move, col int, edge color.RGBA, alpha float64) {
	l := &r.view.layout
	var rc ui.Rect
	var p pieceID
	switch m.Kind {
	case game.OpenStand:
		rc, p = l.space(m.Space).Inset(10), standPiece(m.Good)
	case game.OpenRestaurant:
		rc, p = l.space(m.Space).Inset(10), restaurantPiece(m.Restaurant)
	case game.BringCustomer:
		rc, p = l.tileIn(m.Entrance), customerPiece(m.Tile)
	case game.Take:
		if i := handIndex(s.Display(), m.Good); i < len(l.dispTile) && l.dispTile[i].W > 0 {
			c.StrokeRound(l.dispTile[i].Inset(-6), 12, 4, edge)
		}
		return
	default:
		return
	}
	drawPiece(c, p, rc, col, alpha)
	c.StrokeRound(rc.Inset(-4), 10, 4, edge)
}

// drawLegend tells the two outlines apart under the market.
func (r *Review) drawLegend(c *ui.Canvas, strip ui.Rect, d review.Decision) {
	y := strip.CY()
	x := strip.X + 8
	c.StrokeRound(ui.R(x, y-10, 20, 20), 5, 4, markColor(d.Mark))
	label := lang.T("review.legend.played")
	c.Text(label, x+30, y, 14, true, ui.Paper, ui.Left)
	if d.Best != d.Move {
		x += 30 + ui.TextWidth(label, 14, true) + 28
		c.StrokeRound(ui.R(x, y-10, 20, 20), 5, 4, ui.Azulejo)
		c.Text(lang.T("review.legend.better"), x+30, y, 14, true, ui.Paper, ui.Left)
	}
}

// cardLine is a paragraph of the card in words.
type cardLine struct {
	text string
	size float64
	col  color.RGBA
}

// cardLines are the decision in words: the moves played and better, what each costs
// and earns at once (from the engine's preview), and the lead.
func (r *Review) cardLines(s *game.State, d review.Decision, played, best game.Move) []cardLine {
	var out []cardLine
	para := func(text string, size float64, col color.RGBA) { out = append(out, cardLine{text, size, col}) }
	now := func(m game.Move) {
		if m.IsAction() && m.Kind != game.Coin {
			para(previewText(s.Preview(m), d.Seat, r.seats), 13, ui.InkSoft)
		}
	}
	para(lang.F("review.detail.played", "What", moveWhat(played)), 15, ui.Ink)
	now(played)
	if d.Best == d.Move {
		para(lang.T("review.detail.same"), 14, ui.InkSoft)
	} else {
		para(lang.F("review.detail.better", "What", moveWhat(best)), 15, ui.Azulejo)
		now(best)
		for _, line := range r.betterWhy(s, d, best) {
			para(line, 13, ui.InkSoft)
		}
	}
	switch {
	case r.solo() && d.Best == d.Move:
		para(lang.F("review.detail.score_same", "Lead", oneDecimal(d.Lead)), 13, ui.InkSoft)
	case r.solo():
		para(lang.F("review.detail.score", "Lead", oneDecimal(d.Lead), "Best", oneDecimal(d.BestLead)), 13, ui.InkSoft)
	case d.Best == d.Move:
		para(lang.F("review.detail.lead_same", "Lead", leadText(d.Lead)), 13, ui.InkSoft)
	default:
		para(lang.F("review.detail.lead", "Lead", leadText(d.Lead), "Best", leadText(d.BestLead)), 13, ui.InkSoft)
	}
	return out
}

// betterWhy is why the better move is better, in the hint's words: what it earns, costs
// and sets up, what it leaves the next player against the move played and whether the
// played move's bigger gain would still have been there, from the engine's queries on
// what the mover could see (review.Why, which mercado review --json words in English).
// They say "you" only to the person the review speaks to; another seat's decision names
// its player.
func (r *Review) betterWhy(s *game.State, d review.Decision, best game.Move) []string {
	if r.whyFor == d.Index+1 && r.whyAt == lang.Version() {
		return r.why
	}
	why := review.Why(s, d, best, r.moveOf(d.Move))
	named := reviewSpeaksTo(r.seats) != d.Seat
	r.why, r.whyFor, r.whyAt = reasonSentences(why, r.seats, named), d.Index+1, lang.Version()
	return r.why
}

// cardHeight is how tall the shown decision's card is at width w, all its words in.
func (r *Review) cardHeight(w float64) float64 {
	if r.res == nil || r.sel < 0 {
		return 0
	}
	d := r.res.Decisions[r.sel]
	h := 12 + 28 + 10.0
	if text, beside := lossLine(d, w); text != "" && !beside {
		h += ui.TextHeight(text, 14, w-32, false) + 6
	}
	for _, line := range r.cardLines(&r.states[d.Index], d, r.moveOf(d.Move), r.moveOf(d.Best)) {
		h += ui.TextHeight(line.text, line.size, w-32, false) + 6
	}
	return h + 8
}

// lossLine is what a decision lost in words, and whether it fits beside the mark's chip
// on a card of width w at a readable size (else it gets a line of its own).
func lossLine(d review.Decision, w float64) (string, bool) {
	if d.Loss <= 0 {
		return "", true
	}
	text := lang.F("review.detail.lost", "Loss", oneDecimal(d.Loss))
	return text, ui.FitSize(text, 15, w-14-130-26, true) >= 13
}

// drawCard is the decision in words, where the log is on the table; sc is a phone's
// scroll of the card (its words then draw clipped to the card), nil on a desktop.
func (r *Review) drawCard(c *ui.Canvas, box ui.Rect, s *game.State, d review.Decision, played, best game.Move, sc *ui.Scroll) {
	c.Card(box, 12, ui.Panel, ui.PanelEdge)
	in, off, most := c, 0.0, 0.0
	if sc != nil {
		in, off, most = c.Clip(box.Inset(2)), sc.Off, sc.Max()
	}
	top := box.Y - off
	chip := ui.R(box.X+14, top+12, 130, 28)
	in.FillRound(chip, 7, markColor(d.Mark))
	in.TextFit(markWord(d.Mark), chip.CX(), chip.CY(), 15, chip.W-10, true, ui.Paper, ui.Center)
	y := chip.Bottom() + 10
	if text, beside := lossLine(d, box.W); beside {
		in.TextFit(text, chip.Right()+12, chip.CY(), 15, box.Right()-chip.Right()-26, true, markColor(d.Mark), ui.Left)
	} else if text != "" {
		y += in.Paragraph(text, ui.R(box.X+16, y, box.W-32, 200), 14, markColor(d.Mark)) + 6
	}
	bottom := box.Bottom() - 8
	if sc != nil {
		bottom = y + 4000 // the clip ends it
	}
	for _, line := range r.cardLines(s, d, played, best) {
		if sc == nil && ui.TextHeight(line.text, line.size, box.W-32, false) > bottom-y {
			break // a desktop's card shows the sentences that fit whole, the first first
		}
		y += in.Paragraph(line.text, ui.R(box.X+16, y, box.W-32, max(0, bottom-y)), line.size, line.col) + 6
	}
	if most > 0 { // more words below or above
		track := ui.R(box.Right()-5, box.Y+8, 3, box.H-16)
		h := max(20, track.H*box.H/(box.H+most))
		c.FillRound(ui.R(track.X, track.Y+(track.H-h)*off/most, 3, h), 1.5, ui.Fade(ui.InkSoft, 0.5))
	}
}
