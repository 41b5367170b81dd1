package scenes

import (
	"slices"
	"sync/atomic"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/review"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// Show the line: from a decision of the review, the moves the judge's search expected
// after its better move (ai.JudgeLine: the same search, seed and iterations that named
// it), played on the board one by one and told in the log's sentences. The review is of
// a game that is over, so the line is followed on the real position, everything shown.

// lineMost is how many decisions a line shows at most: about a round of two players.
const lineMost = 6

// reviewLine is the line of one decision, worked out in the background.
type reviewLine struct {
	decision int // the review's decision it belongs to
	stop     atomic.Bool
	ready    chan lineAnswer
	moves    []game.Move
	states   []game.State  // states[k]: the position after k moves of the line
	events   []table.Event // the line's moves as the log tells them
	err      error
	working  bool
	step     int // how many of its moves are on the board
}

type lineAnswer struct {
	moves  []game.Move
	states []game.State
	events []table.Event
	err    error
}

// judgeIterations is the search the review's best moves come from.
func (r *Review) judgeIterations() int {
	if r.opt.Iterations > 0 {
		return r.opt.Iterations
	}
	return review.DefaultIterations
}

// gameOver reports whether the reviewed game is over. A record can be opened (and
// reviewed) in the middle of a game; its line and its try would then play the real
// draws still to come, which the rules hide while the game is live, so both are offered
// only for a game that is over.
func (r *Review) gameOver() bool { return r.states[len(r.states)-1].Over() }

// showLine opens the line of the decision on the board, working it out if need be.
func (r *Review) showLine() {
	if r.res == nil || r.sel < 0 || !r.gameOver() {
		return
	}
	if r.line != nil && r.line.decision == r.sel {
		r.lineOn = true
		return
	}
	r.closeLine()
	d := r.res.Decisions[r.sel]
	ln := &reviewLine{decision: r.sel, ready: make(chan lineAnswer, 1), working: true}
	r.line, r.lineOn = ln, true
	start := r.states[d.Index] // a copy: the goroutine never shares the screen's states
	rec, seats, iters := r.rec, r.seats, r.judgeIterations()
	go func() { ln.ready <- workLine(&start, rec, seats, d.Index, iters, &ln.stop) }()
}

// workLine finds the line from start (the position before move index of rec) and tells
// it: the events come from the table replaying the record up to there and then the line,
// so the sentences are the log's own.
func workLine(start *game.State, rec *game.Record, seats []table.Seat, index, iters int, stop *atomic.Bool) lineAnswer {
	moves := ai.JudgeLine(start, iters, lineMost, stop)
	if len(moves) == 0 {
		return lineAnswer{}
	}
	states := []game.State{*start}
	s := start.Clone()
	tried := *rec
	tried.Moves = slices.Clone(rec.Moves[:index])
	for _, m := range moves {
		s.Apply(m)
		states = append(states, *s)
		tried.Moves = append(tried.Moves, m.String())
	}
	t, err := table.FromRecord(&tried, lineSeats(seats, len(rec.Players)))
	if err != nil {
		return lineAnswer{err: err}
	}
	return lineAnswer{moves: moves, states: states, events: t.Log()[index:]}
}

// lineSeats are the seats to tell a line with: the review's, or named from the record.
func lineSeats(seats []table.Seat, n int) []table.Seat {
	if len(seats) == n {
		return seats
	}
	out := make([]table.Seat, n)
	for i := range out {
		out[i] = table.Seat{Name: lang.F("review.seat", "Number", i+1), Kind: table.Human, Color: i}
	}
	return out
}

// pollLine collects a line worked out.
func (r *Review) pollLine() {
	ln := r.line
	if ln == nil || !ln.working {
		return
	}
	select {
	case ans := <-ln.ready:
		ln.working = false
		ln.moves, ln.states, ln.events, ln.err = ans.moves, ans.states, ans.events, ans.err
	default:
	}
}

// closeLine stops the line's work and forgets it.
func (r *Review) closeLine() {
	if r.line != nil {
		r.line.stop.Store(true)
	}
	r.line, r.lineOn = nil, false
}

// LineShown is the line on the board and how many of its moves are played (tests).
func (r *Review) LineShown() (moves []game.Move, step int, ok bool) {
	if !r.lineOn || r.line == nil || r.line.working {
		return nil, 0, false
	}
	return r.line.moves, r.line.step, true
}

// stepLine moves the line on the board by delta moves.
func (r *Review) stepLine(delta int) {
	if ln := r.line; ln != nil && !ln.working {
		ln.step = max(0, min(len(ln.moves), ln.step+delta))
	}
}

// lineButtons words the steps of the line.
func (r *Review) lineButtons() {
	ln := r.line
	r.prev.Label, r.next.Label, r.toList.Label = lang.T("review.line.back"), lang.T("review.line.forward"), lang.T("review.line.close")
	r.prev.Disabled = ln == nil || ln.working || ln.step == 0
	r.next.Disabled = ln == nil || ln.working || ln.step >= len(ln.moves)
}

// lineTitle is the top line while the line is shown.
func (r *Review) lineTitle(d review.Decision) string {
	if ln := r.line; ln != nil && !ln.working && len(ln.moves) > 0 {
		return lang.F("review.line.title", "Move", d.Index+1, "Step", ln.step, "Total", len(ln.moves))
	}
	return lang.F("review.line.title_working", "Move", d.Index+1)
}

// drawLineBoard is the line's position on the board: the position after the moves
// played so far, the next one outlined in blue where it will go.
func (r *Review) drawLineBoard(c *ui.Canvas, d review.Decision, m *marks) {
	ln := r.line
	s := &r.states[d.Index]
	if !ln.working && ln.step < len(ln.states) {
		s = &ln.states[ln.step]
	}
	r.view.log.set(nil, r.view.seats, -1)
	r.view.draw(c, s, m)
	if !ln.working && ln.step < len(ln.moves) {
		r.drawGhost(c, s, ln.moves[ln.step], r.view.colorOf(s.ToMove()), ui.Azulejo, 0.45+0.3*pulse())
	}
}

// lineParagraphs are the line's card in words: what it is, then one sentence a move
// played so far, the newest last and marked.
func (r *Review) lineParagraphs() []cardLine {
	ln := r.line
	out := []cardLine{{lang.T("review.line.heading"), 16, ui.Ink}}
	switch {
	case ln.working:
		return append(out, cardLine{lang.T("review.line.working"), 14, ui.InkSoft})
	case ln.err != nil:
		return append(out, cardLine{lang.F("review.failed", "Error", ln.err.Error()), 14, ui.Bad})
	case len(ln.moves) == 0:
		return append(out, cardLine{lang.T("review.line.none"), 14, ui.InkSoft})
	}
	if after := len(ln.moves) - 1; after > 0 {
		out = append(out, cardLine{lang.N("review.line.about", after), 13, ui.InkSoft})
	} else {
		out = append(out, cardLine{lang.T("review.line.about_alone"), 13, ui.InkSoft})
	}
	if ln.step == 0 {
		out = append(out, cardLine{lang.T("review.line.start"), 14, ui.Azulejo})
	}
	for k := 0; k < ln.step && k < len(ln.events); k++ {
		ev := ln.events[k]
		text := num(k+1) + ". " + moveSentence(ev, r.view.seats)
		if note := noteSentence(ev, r.view.seats); note != "" {
			text += " " + note
		}
		col := ui.InkSoft
		if k == ln.step-1 {
			col = ui.Ink
		}
		out = append(out, cardLine{text, 14, col})
	}
	if ln.step == len(ln.moves) {
		out = append(out, cardLine{lang.T("review.line.end"), 13, ui.InkSoft})
	}
	return out
}

// lineCardHeight is how tall the line's card is at width w, all its words in.
func (r *Review) lineCardHeight(w float64) float64 {
	h := 16.0
	for _, p := range r.lineParagraphs() {
		h += ui.TextHeight(p.text, p.size, w-32, false) + 6
	}
	return h + 8
}

// drawLineCard is the line in words where the decision's card is; sc scrolls a phone's
// card (nil on a desktop, where the oldest sentences give way to the newest).
func (r *Review) drawLineCard(c *ui.Canvas, box ui.Rect, sc *ui.Scroll) {
	c.Card(box, 12, ui.Panel, ui.PanelEdge)
	paras := r.lineParagraphs()
	in, off := c, 0.0
	if sc != nil {
		in, off = c.Clip(box.Inset(2)), sc.Off
	} else {
		// a desktop's card keeps the heading and the newest sentences that fit
		for len(paras) > 2 && r.heightOf(paras, box.W)+24 > box.H {
			paras = slices.Delete(paras, 1, 2)
		}
	}
	y := box.Y + 14 - off
	for _, p := range paras {
		y += in.Paragraph(p.text, ui.R(box.X+16, y, box.W-32, 4000), p.size, p.col) + 6
	}
}

func (r *Review) heightOf(paras []cardLine, w float64) float64 {
	h := 0.0
	for _, p := range paras {
		h += ui.TextHeight(p.text, p.size, w-32, false) + 6
	}
	return h
}
