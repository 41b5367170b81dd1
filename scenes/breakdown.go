package scenes

import (
	"image/color"
	"strconv"
	"strings"

	"mercado/assets"
	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// breakdown is the end-of-game breakdown the scoring screen shows: every seat's coins
// by source and its best move, worked out by the engine from the game's record
// (game.Record.Breakdown), so the column of each seat adds up to its score. The texts
// are made once per language, not every frame.
type breakdown struct {
	seats   []game.SeatBreakdown // engine order
	version int                  // the language the texts were made in
	labels  [game.NumSources]string
	cells   [][game.NumSources]string
	totals  []string
	best    []string
	row     float64 // the height of a row, set by fit
	phone   bool    // set by fit: the phone's sizes (no text under 13 px; labels wrap)
}

var sourceKeys = [game.NumSources]string{
	"breakdown.start", "breakdown.stands", "breakdown.customers", "breakdown.others",
	"breakdown.restaurants", "breakdown.coins", "breakdown.payments", "breakdown.penalty",
}

// newBreakdown replays the table's record. A record the table made always replays; if it
// did not, the screen shows no breakdown rather than wrong figures.
func newBreakdown(t *table.Table) *breakdown {
	_, seats, err := t.Record().Breakdown()
	if err != nil {
		return &breakdown{version: -1}
	}
	return &breakdown{seats: seats, version: -1}
}

// words makes the texts for the language in use.
func (b *breakdown) words() {
	if b.version == lang.Version() {
		return
	}
	b.version = lang.Version()
	for src := range b.labels {
		b.labels[src] = lang.T(sourceKeys[src])
	}
	b.cells = make([][game.NumSources]string, len(b.seats))
	b.totals = make([]string, len(b.seats))
	b.best = make([]string, len(b.seats))
	for i, sb := range b.seats {
		for src, n := range sb.Coins {
			b.cells[i][src] = signed(n, game.Source(src) != game.FromStart)
		}
		b.totals[i] = num(sb.Total())
		b.best[i] = bestMoveText(sb.Best)
	}
}

// signed writes a figure of the ledger: "+12", "−3" (a true minus sign), "0"; the start
// money without a sign.
func signed(n int, sign bool) string {
	switch {
	case n < 0:
		return "−" + strconv.Itoa(-n)
	case n > 0 && sign:
		return "+" + strconv.Itoa(n)
	}
	return num(n)
}

// bestMoveText tells a seat's best move and what it brought, in the words the hints and
// the review use (moveWhat, built from the log's): "bring 3 customers who want fish and
// meat to the right of row 3: +9".
func bestMoveText(best game.TopMove) string {
	if best.Decision == 0 {
		return lang.T("breakdown.best.none")
	}
	return lang.F("breakdown.best.line", "What", moveWhat(best.Move), "Income", best.Income)
}

// Sizes of the breakdown table's parts.
const (
	bdHead  = 78 // rank, stand and name of each seat
	bdScore = 42 // the score
	bdLabel = 250
)

// fit sizes the table's rows to fill up to h (within reason) and returns the height
// drawTable then needs: a source, and the stands in the market, per row.
// On a phone the rows are as tall as two lines of a label and the table as tall as
// they need (it scrolls).
func (b *breakdown) fit(f ui.Form, h float64) float64 {
	b.phone = f != ui.Wide
	rest := b.head() + 8 + bdScore + 12
	b.row = max(28, min(40, (h-rest)/float64(game.NumSources+1)))
	if b.phone {
		b.row = 40
	}
	return rest + float64(game.NumSources+1)*b.row
}

// bdHeadScore is the line a phone adds to the head for each seat's score: on a short
// screen the score row at the foot of the ledger is out of sight at first, and the
// score is what the standings are for.
const bdHeadScore = 30

// head is the height of the table's head: each seat's rank, stand and name, and on a
// phone its score.
func (b *breakdown) head() float64 {
	if b.phone {
		return bdHead + bdHeadScore
	}
	return bdHead
}

// labelWidth is the width of the sources' names in a table r.W wide.
func (b *breakdown) labelWidth(w float64) float64 {
	if b.phone {
		return min(bdLabel, max(110, w*0.36))
	}
	return bdLabel
}

// label draws a source's name in its column: shrunk to fit on a desktop, on two lines
// at the least size on a phone.
func (b *breakdown) label(c *ui.Canvas, s string, x, mid, size, w float64, bold bool, col color.RGBA) {
	if !b.phone {
		c.TextFit(s, x, mid, size, w, bold, col, ui.Left)
		return
	}
	size = max(13, min(size, 14))
	lines := ui.Wrap(s, size, w, bold)
	if len(lines) > 2 {
		lines = append(lines[:1], ui.Cut(strings.Join(lines[1:], " "), size, w, bold))
	}
	lh := size * 1.2
	y := mid - lh*float64(len(lines)-1)/2
	for i, line := range lines {
		c.Text(line, x, y+lh*float64(i), size, bold, col, ui.Left)
	}
}

// drawTable draws the sources as rows and the seats as columns, best first: every
// column adds up to the score under it; the stands in the market break ties.
func (b *breakdown) drawTable(c *ui.Canvas, r ui.Rect, order []int, winners map[int]bool, seats []table.Seat, st *game.State) {
	b.words()
	c.Card(r, 12, ui.Panel, ui.PanelEdge)
	if len(b.seats) != len(seats) {
		return
	}
	labelW := b.labelWidth(r.W)
	area := r.W - labelW - 24 // the seats' columns share it, centred
	colW := min(140, area/float64(len(order)))
	left := r.X + labelW + 16 + (area-colW*float64(len(order)))/2
	colX := func(i int) float64 { return left + colW*(float64(i)+0.5) }
	for i, seat := range order {
		cx := colX(i)
		at, size := 16.0, 20.0 // the rank's and the stand's distance from the centre
		if b.phone {
			at, size = min(16, colW/4), min(20, colW/3)
		}
		if winners[seat] {
			c.Icon(assets.Trophy, ui.R(cx-at-size-2, r.Y+28-size, 2*size-4, 2*size-4), 1)
		} else {
			c.Text(num(i+1), cx-at, r.Y+26, size, true, ui.InkSoft, ui.Center)
		}
		drawWoodenStand(c, cx+at, r.Y+26, size, seats[seat].Color)
		if b.phone { // the least size, cut rather than shrunk
			c.Text(ui.Cut(seatName(seats[seat].Name), 13, colW-4, true), cx, r.Y+58, 13, true, ui.Ink, ui.Center)
			c.TextTab(b.totals[seat], cx, r.Y+bdHead+bdHeadScore/2-4, 22, true, ui.Ink, ui.Center)
		} else {
			c.TextFit(seatName(seats[seat].Name), cx, r.Y+58, 17, colW-10, true, ui.Ink, ui.Center)
		}
	}
	y := r.Y + b.head()
	for src := range game.NumSources {
		row := ui.R(r.X+8, y, r.W-16, b.row)
		if src%2 == 0 {
			c.FillRound(row, 6, ui.Fade(ui.InkSoft, 0.08))
		}
		mid := y + b.row/2
		b.label(c, b.labels[src], r.X+18, mid, 15, labelW-10, false, ui.Ink)
		for i, seat := range order {
			n := b.seats[seat].Coins[src]
			col := ui.Ink
			switch {
			case n == 0:
				col = ui.Fade(ui.InkSoft, 0.7)
			case n < 0:
				col = ui.Bad
			}
			c.TextTab(b.cells[seat][src], colX(i), mid, 16, false, col, ui.Center)
		}
		y += b.row
	}
	y += 4
	c.Line(r.X+16, y, r.Right()-16, y, 1.5, ui.Fade(ui.InkSoft, 0.6))
	y += 4
	b.label(c, lang.T("scoring.score"), r.X+18, y+bdScore/2, 18, labelW-10, true, ui.Ink)
	for i, seat := range order {
		c.TextTab(b.totals[seat], colX(i), y+bdScore/2, 26, true, ui.Ink, ui.Center)
	}
	y += bdScore
	b.label(c, lang.T("breakdown.stands_market"), r.X+18, y+b.row/2, 14, labelW-10, false, ui.InkSoft)
	for i, seat := range order {
		c.TextTab(num(st.Player(seat).StandsInMarket()), colX(i), y+b.row/2, 15, false, ui.InkSoft, ui.Center)
	}
}

// bestHeight is the height drawBest needs for n seats.
func bestHeight(n int) float64 { return 46 + 34*float64(n) + 8 }

// bestHeight is the height drawBest needs in the form at width w: on a phone each seat's
// move goes under its name, wrapped.
func (b *breakdown) bestHeight(f ui.Form, w float64, order []int, seats []table.Seat) float64 {
	if f == ui.Wide {
		return bestHeight(len(order))
	}
	b.words()
	h := 46.0
	for _, seat := range order {
		if seat < len(b.best) {
			h += 22 + ui.TextHeight(b.best[seat], 13, w-32, false) + 8
		}
	}
	return h + 4
}

// drawBest lists each seat's best move of the game, in the order of the standings.
func (b *breakdown) drawBest(c *ui.Canvas, r ui.Rect, order []int, seats []table.Seat) {
	b.words()
	c.Card(r, 12, ui.Panel, ui.PanelEdge)
	c.TextFit(lang.T("breakdown.best.title"), r.X+16, r.Y+24, 16, r.W-32, true, ui.Ink, ui.Left)
	if len(b.seats) != len(seats) {
		return
	}
	if b.phone {
		y := r.Y + 46
		for _, seat := range order {
			drawWoodenStand(c, r.X+26, y+10, 16, seats[seat].Color)
			c.TextFit(seatName(seats[seat].Name), r.X+42, y+10, 15, r.W-58, true, ui.Ink, ui.Left)
			y += 22 + c.Paragraph(b.best[seat], ui.R(r.X+16, y+22, r.W-32, 200), 13, ui.Ink) + 8
		}
		return
	}
	nameW := 0.0 // the widest name, within reason
	for _, seat := range order {
		nameW = max(nameW, ui.TextWidth(seatName(seats[seat].Name), 15, true))
	}
	nameW = min(nameW, r.W*0.3)
	for i, seat := range order {
		y := r.Y + 46 + 34*float64(i) + 17
		drawWoodenStand(c, r.X+26, y, 16, seats[seat].Color)
		c.TextFit(seatName(seats[seat].Name), r.X+42, y, 15, nameW, true, ui.Ink, ui.Left)
		drawBestLine(c, b.best[seat], r.X+56+nameW, y, r.W-72-nameW)
	}
}

// drawBestLine draws a seat's best move on its row of a desktop's panel, its middle at
// y: on one line where it fits, else on two smaller ones (a customer's move in words is
// long), shrunk only if even they do not hold it.
func drawBestLine(c *ui.Canvas, s string, x, y, w float64) {
	if ui.TextWidth(s, 15, false) <= w {
		c.Text(s, x, y, 15, false, ui.Ink, ui.Left)
		return
	}
	if lines := ui.Wrap(s, 13, w, false); len(lines) == 2 {
		c.Text(lines[0], x, y-8, 13, false, ui.Ink, ui.Left)
		c.Text(lines[1], x, y+8, 13, false, ui.Ink, ui.Left)
		return
	}
	c.TextFit(s, x, y, 15, w, false, ui.Ink, ui.Left)
}
