package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// logView is the whole game's log on the table: every decision told as a sentence,
// wrapped to the panel's width (never shrunk), scrolled by wheel, drag and keys, the
// newest line in view unless the person scrolled back, and the lines since a person's
// last turn marked as a recap when their turn comes. The board and the replay share it.
type logView struct {
	evs   []table.Event // copies of the decisions told (the table's log may be undone)
	seats []table.Seat
	lines []logLine
	lang  int // language version the lines were told in

	// recapFrom..recapTo are the events since the person's last turn (none when equal).
	recapFrom, recapTo int

	rows    []logRow
	rowsW   float64 // text width the rows were wrapped for
	rowsOld bool    // lines or recap changed since the rows were made

	held     bool // the person scrolled back: the view stays put, the newest is a click away
	top      int  // first row in view while held
	dragging bool
	dragY    float64
	dragTop  int
	newest   ui.Button
}

// logLine is one decision told, or one announcement of the table.
type logLine struct {
	text  string
	seat  int // who decided: the line carries their colour
	icon  assets.Icon
	note  bool // the table's announcement (the final round, the end): set apart
	event int  // the decision's index in the log

	wrapped []string // the text's rows at width wrapW
	wrapW   float64
}

// logRow is one row on screen: a wrapped piece of a line, or the recap's heading.
type logRow struct {
	line  int // index into lines; recapRow for the heading
	text  string
	first bool // the line's first row carries its marks
}

const recapRow = -1

// The log's measures: text never shrinks; long lines wrap.
const (
	logText   = 13.0
	logRowH   = 18.0
	logTop    = 36.0 // below the panel's title
	logGutter = 34.0 // the seat's stand and the move's icon
	logWheel  = 3    // rows per notch of the wheel
)

// set tells the decisions of events that are not told yet (an undo drops the lines of
// the decisions it took back) and marks the recap for recapSeat, the person whose
// turn it is (-1: no recap).
func (v *logView) set(events []table.Event, seats []table.Seat, recapSeat int) {
	if !sameSeats(seats, v.seats) {
		v.seats = append(v.seats[:0], seats...)
		v.evs = v.evs[:0]
	}
	keep := 0
	for keep < len(events) && keep < len(v.evs) && events[keep] == v.evs[keep] {
		keep++
	}
	if keep < len(v.evs) {
		v.evs = v.evs[:keep]
		n := len(v.lines)
		for n > 0 && v.lines[n-1].event >= keep {
			n--
		}
		v.lines = v.lines[:n]
		v.rowsOld = true
	}
	for i := keep; i < len(events); i++ {
		v.evs = append(v.evs, events[i])
		v.tell(i)
	}
	if lang.Version() != v.lang {
		v.retell()
	}
	from, to := recapRange(v.evs, recapSeat)
	if from != v.recapFrom || to != v.recapTo {
		v.recapFrom, v.recapTo, v.rowsOld = from, to, true
	}
}

// tell adds the lines of decision i.
func (v *logView) tell(i int) {
	ev := v.evs[i]
	v.lines = append(v.lines, logLine{text: moveSentence(ev, v.seats), seat: ev.Seat, icon: logIcon(ev.Move), event: i})
	if note := noteSentence(ev, v.seats); note != "" {
		v.lines = append(v.lines, logLine{text: note, seat: ev.Seat, icon: assets.Hourglass, note: true, event: i})
	}
	v.rowsOld = true
}

// retell tells every decision again in the language now in use.
func (v *logView) retell() {
	v.lang = lang.Version()
	v.lines = v.lines[:0]
	for i := range v.evs {
		v.tell(i)
	}
	v.rowsOld = true
}

func sameSeats(a, b []table.Seat) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// wrapLine breaks a line into rows of the log's width; the rows are its own (the wrap
// cache may be cleared).
func wrapLine(text string, w float64, bold bool) []string {
	return append([]string(nil), ui.Wrap(text, logText, w, bold)...)
}

// recapRange is the decisions since seat's last turn, up to the turn it is in now;
// from == to when there are none (or no seat).
func recapRange(events []table.Event, seat int) (from, to int) {
	if seat < 0 {
		return 0, 0
	}
	to = len(events)
	for to > 0 && !events[to-1].EndsTurn {
		to--
	}
	for i := to - 1; i >= 0; i-- {
		if events[i].Seat == seat && events[i].EndsTurn {
			from = i + 1
			break
		}
	}
	return min(from, to), to
}

// textArea is where the rows go inside the log's panel.
func logTextArea(a ui.Rect) ui.Rect {
	return ui.R(a.X+12+logGutter, a.Y+logTop, a.W-24-logGutter-6, a.H-logTop-8)
}

// layout wraps the lines to the panel's width when they or the width changed.
func (v *logView) layout(a ui.Rect) {
	if lang.Version() != v.lang {
		v.retell()
	}
	w := logTextArea(a).W
	if !v.rowsOld && w == v.rowsW {
		return
	}
	v.rowsOld, v.rowsW = false, w
	v.rows = v.rows[:0]
	for i, l := range v.lines {
		if v.recapFrom < v.recapTo && l.event == v.recapFrom && (i == 0 || v.lines[i-1].event != l.event) {
			v.rows = append(v.rows, logRow{line: recapRow, text: lang.T("log.recap")})
		}
		if l.wrapW != w {
			// each line is wrapped once for a width: a long game re-wraps nothing old
			v.lines[i].wrapped, v.lines[i].wrapW = wrapLine(l.text, w, l.note), w
		}
		for k, text := range v.lines[i].wrapped {
			v.rows = append(v.rows, logRow{line: i, text: text, first: k == 0})
		}
	}
}

// shownRows is how many rows may be shown: the rows of the last hideLast decisions,
// still on their way to the market, wait.
func (v *logView) shownRows(hideLast int) int {
	limit := len(v.evs) - hideLast
	n := len(v.rows)
	for n > 0 {
		r := v.rows[n-1]
		if r.line != recapRow && v.lines[r.line].event < limit {
			break
		}
		n--
	}
	return n
}

// window is the first row in view and how many rows fit.
func (v *logView) window(a ui.Rect, total int) (first, fit int) {
	fit = max(1, int(logTextArea(a).H/logRowH))
	last := max(0, total-fit)
	if !v.held {
		return last, fit
	}
	return max(0, min(v.top, last)), fit
}

// scroll moves the view by n rows (negative: towards older lines); reaching the newest
// line follows it again.
func (v *logView) scroll(a ui.Rect, total, n int) {
	first, fit := v.window(a, total)
	first += n
	last := max(0, total-fit)
	v.held = first < last
	v.top = max(0, min(first, last))
}

// update scrolls by the wheel over the log, a drag on it, PageUp and PageDown, and the
// "newest" button.
func (v *logView) update(in *ui.Input, a ui.Rect, hideLast int) {
	v.layout(a)
	total := v.shownRows(hideLast)
	_, fit := v.window(a, total)
	over := in.Present && a.Contains(in.X, in.Y)
	if v.held && v.newest.Update(in) {
		v.held = false
		return
	}
	if over && in.WheelY != 0 {
		n := int(in.WheelY * logWheel)
		if n == 0 {
			n = 1
			if in.WheelY > 0 {
				n = -1
			}
		} else {
			n = -n
		}
		v.scroll(a, total, n)
	}
	if in.Key(ebiten.KeyPageUp) {
		v.scroll(a, total, -max(1, fit-1))
	}
	if in.Key(ebiten.KeyPageDown) {
		v.scroll(a, total, max(1, fit-1))
	}
	switch {
	case in.Pressed && over && !v.newest.Rect.Contains(in.X, in.Y):
		v.dragging, v.dragY = true, in.Y
		v.dragTop, _ = v.window(a, total)
	case v.dragging && in.Down:
		// the rows follow the pointer, as a finger moves a page
		first, _ := v.window(a, total)
		v.scroll(a, total, v.dragTop-int((in.Y-v.dragY)/logRowH)-first)
	case v.dragging:
		v.dragging = false
	}
}

// draw paints the log panel; colorOf gives a seat's colour.
func (v *logView) draw(c *ui.Canvas, a ui.Rect, colorOf func(int) int, hideLast int) {
	v.layout(a)
	c.Card(a, 10, ui.Panel, ui.PanelEdge)
	c.Text(lang.T("game.panel.log"), a.X+14, a.Y+15, 16, true, ui.Ink, ui.Left)
	total := v.shownRows(hideLast)
	first, fit := v.window(a, total)
	ta := logTextArea(a)
	// The rows are painted in layers (bands, marks, icons, words) so that the drawing
	// stays a few batches of one kind each rather than four per row.
	for layer := range logLayers {
		y := ta.Y
		for i := first; i < min(total, first+fit); i++ {
			// the tail of a line cut off above is left out: half a sentence misleads
			if r := v.rows[i]; r.first || r.line == recapRow || !v.cutAbove(i, first) {
				v.drawRow(c, layer, a, ta, r, y, colorOf)
			}
			y += logRowH
		}
	}
	if total > fit { // where the view is in the whole game's log
		track := ui.R(a.Right()-9, ta.Y, 4, float64(fit)*logRowH)
		c.FillRound(track, 2, ui.Fade(ui.InkSoft, 0.15))
		h := max(12, track.H*float64(fit)/float64(total))
		pos := track.Y + (track.H-h)*float64(first)/float64(max(1, total-fit))
		c.FillRound(ui.R(track.X, pos, track.W, h), 2, ui.Fade(ui.InkSoft, 0.55))
	}
	if v.held && first < total-fit {
		label := lang.T("log.newest")
		const h = 28 // a button this high writes its label at 0.45 of it, unshrunk
		w := ui.TextWidth(label, h*0.45, true) + 24
		// in the title's row, where it hides no line
		v.newest = button(v.newest, ui.R(a.Right()-w-10, a.Y+3, w, h), label)
		v.newest.Draw(c)
	} else {
		v.newest.Rect = ui.Rect{}
	}
}

// eventAt is the decision whose line is drawn at (x, y) in the panel a, as draw lays the
// rows out; false on the title, the recap's heading, a cut-off tail or no row.
func (v *logView) eventAt(a ui.Rect, x, y float64, hideLast int) (int, bool) {
	v.layout(a)
	ta := logTextArea(a)
	if !a.Contains(x, y) || y < ta.Y {
		return 0, false
	}
	total := v.shownRows(hideLast)
	first, fit := v.window(a, total)
	i := first + int((y-ta.Y)/logRowH)
	if i >= min(total, first+fit) {
		return 0, false
	}
	r := v.rows[i]
	if r.line == recapRow || !r.first && v.cutAbove(i, first) {
		return 0, false
	}
	return v.lines[r.line].event, true
}

// cutAbove: row i continues a line whose first row is above row first, out of view.
func (v *logView) cutAbove(i, first int) bool {
	for k := i; k >= first; k-- {
		if v.rows[k].first {
			return false
		}
	}
	return true
}

// The layers of the log's rows, painted one after the other.
const (
	bandLayer = iota
	markLayer
	iconLayer
	wordLayer
	logLayers
)

// drawRow paints one layer of a row whose top is at y.
func (v *logView) drawRow(c *ui.Canvas, layer int, a, ta ui.Rect, r logRow, y float64, colorOf func(int) int) {
	cy := y + logRowH/2
	if r.line == recapRow {
		switch layer {
		case bandLayer:
			w := ui.TextWidth(r.text, 12, true)
			c.Line(a.X+12, cy, ta.X-6, cy, 1, ui.GoldDark)
			c.Line(ta.X+w+8, cy, ta.Right(), cy, 1, ui.GoldDark)
		case wordLayer:
			c.Text(r.text, ta.X, cy, 12, true, ui.GoldDark, ui.Left)
		}
		return
	}
	l := &v.lines[r.line]
	switch layer {
	case bandLayer:
		if l.event >= v.recapFrom && l.event < v.recapTo {
			c.Fill(ui.R(a.X+6, y, a.W-18, logRowH), ui.Fade(ui.Highlight, 0.22))
		}
	case markLayer:
		if r.first && !l.note {
			drawWoodenStand(c, a.X+18, cy, 12, colorOf(l.seat))
		}
	case iconLayer:
		if r.first {
			c.Icon(l.icon, ui.R(a.X+27, cy-8, 16, 16), 1)
		}
	case wordLayer:
		ink := ui.Ink
		if l.note {
			ink = ui.GoldDark
		}
		c.Text(r.text, ta.X, cy, logText, l.note, ink, ui.Left)
	}
}

// personToMove is the seat whose recap the log marks: the person to move, -1 while a
// computer thinks.
func personToMove(t table.Game) int {
	if t.Over() || !t.HumanToMove() {
		return -1
	}
	return t.State().ToMove()
}
