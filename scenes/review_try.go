package scenes

import (
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// Try it: from a decision of the review, the game played on from the position before
// it, the decider's seat played by the person and every other seat as it was (the same
// computers at the same levels). It is a new table made from the record up to the
// decision, with no store: it is never saved, never kept among the finished games and
// never counted in the statistics, and the original game and its files are not touched.
// The board says it is a try; its pause menu and its end lead back to the review, which
// is still at that decision.

// reviewTry is a board's try: its mode (board_mode.go).
func (*reviewTry) scenesMode() {}

type reviewTry struct {
	from   int      // the move the try starts at, from 1
	start  int      // the log's length at the start: undo never goes before it
	game   []int    // the original game's final scores, to compare with the try's
	names  []string // as the seats store them: seatName words them when shown
	over   bool
	back   ui.Button
	result ui.Rect // the card that says how the try ended
}

// tryIt opens a try of the decision on the board.
func (r *Review) tryIt(a *App) {
	if r.res == nil || r.sel < 0 || !r.gameOver() { // see gameOver
		return
	}
	d := r.res.Decisions[r.sel]
	rec := *r.rec
	rec.Moves = slices.Clone(r.rec.Moves[:d.Index])
	seats := slices.Clone(lineSeats(r.seats, len(r.rec.Players)))
	seats[d.Seat].Kind, seats[d.Seat].Level = table.Human, ""
	t, err := table.FromRecord(&rec, seats)
	if err != nil {
		a.NoticeWords(func() string { return lang.F("review.failed", "Error", err.Error()) })
		return
	}
	end := &r.states[len(r.states)-1]
	try := &reviewTry{from: d.Index + 1, start: d.Index}
	for i, s := range seats {
		try.game = append(try.game, end.Score(i))
		try.names = append(try.names, s.Name)
	}
	b := NewBoard(t)
	b.SetMode(try)
	a.Push(b)
}

// IsTry reports whether the board plays a try of a review (tests).
func (b *Board) IsTry() bool {
	_, ok := b.mode.(*reviewTry)
	return ok
}

// undoable reports whether the board's undo stays within the try: it takes back the
// person's last turn, which must have begun after the try did.
func (t *reviewTry) undoable(tb table.Game) bool {
	if t.over { // the end's card takes every input: nothing to take back now
		return false
	}
	log, seats := tb.Log(), tb.Seats()
	for i := len(log) - 1; i >= t.start; i-- {
		if seats[log[i].Seat].Kind == table.Human && (i == 0 || log[i-1].EndsTurn) {
			return true
		}
	}
	return false
}

// status is the board's top line during a try: that it is one, and from which move.
func (t *reviewTry) status(line string) string {
	return lang.F("review.try.status", "Move", t.from, "Status", line)
}

// Update runs the try's end: once the last move has played out, the board shows how the
// try ended against the game and waits for the way back. True when it took the frame.
func (t *reviewTry) Update(a *App, b *Board) bool {
	if !b.table.Over() || b.anims.busy() {
		return false
	}
	if !t.over {
		t.over, b.finished = true, true
		b.viewer = everyone // the try is over: every seat's money shows, as on the standings
		b.mk = noMarks(everyone)
		a.play(assets.SoundEnd)
	}
	t.layout(a, b)
	in := &a.Input
	// Menu stays as it looks: enabled, opening the pause menu (its way back is the
	// review's, and How to play, the settings and Export of the try still mean something)
	b.layoutButtons(a)
	if b.menu.Update(in) {
		a.Push(NewPause(b))
		return true
	}
	if t.back.Update(in) || in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyEscape) {
		a.Pop()
	}
	return true
}

// layout places the end's card over the market, as tall as its words, and its way back.
func (t *reviewTry) layout(a *App, b *Board) {
	board := b.view.layout.board
	w := min(board.W-16, 460)
	h := 28 + t.wordsHeight(a, b, w-32) + 10 + ui.MinTouch
	t.result = board.Centered(w, min(board.H-16, h))
	btn, _ := t.result.InsetXY(16, 14).CutBottom(ui.MinTouch, 8)
	t.back = button(t.back, btn, lang.T("review.try.back"))
	t.back.Primary = true
}

// words are the end card's paragraphs and their sizes.
func (t *reviewTry) words(a *App, b *Board) []cardLine {
	ty := ui.TypeFor(a.Form)
	s := b.table.State()
	return []cardLine{
		{lang.T("review.try.over"), ty.Heading.Size, ui.Ink},
		{lang.F("review.try.result", "Scores", t.scores(s.Score)), ty.Body.Size, ui.Ink},
		{lang.F("review.try.game", "Scores", t.scores(func(i int) int { return t.game[i] })), ty.Caption.Size, ui.InkSoft},
	}
}

func (t *reviewTry) wordsHeight(a *App, b *Board, w float64) float64 {
	h := 0.0
	for _, p := range t.words(a, b) {
		h += ui.TextHeight(p.text, p.size, w, false) + 6
	}
	return h
}

// scores is "Ana 45 · Rui 41", in seat order.
func (t *reviewTry) scores(score func(i int) int) string {
	parts := make([]string, len(t.names))
	for i, n := range t.names {
		parts[i] = seatName(n) + " " + num(score(i))
	}
	return strings.Join(parts, " · ")
}

// Draw shows the try's end: the scores of the try and of the game.
func (t *reviewTry) Draw(c *ui.Canvas, a *App, b *Board) {
	if !t.over {
		return
	}
	t.layout(a, b)
	card := t.result
	c.FillRound(card.Offset(2, 3), 14, ui.Shadow)
	c.Card(card, 14, ui.Panel, ui.PanelEdge)
	in := card.InsetXY(16, 14)
	y := in.Y
	for _, p := range t.words(a, b) {
		y += c.Paragraph(p.text, ui.R(in.X, y, in.W, t.back.Rect.Y-y), p.size, p.col) + 6
	}
	t.back.Draw(c)
}

// unsaved: a try is never saved, and its board says nothing of the saves.
func (t *reviewTry) unsaved() bool { return true }

// pauseTitle: a try is not the game (and once it has ended nothing is paused at all: it
// is over).
func (t *reviewTry) pauseTitle() string {
	if t.over {
		return lang.T("review.try.over_title")
	}
	return lang.T("review.try.paused")
}

// quitLabel and quit: the way out of a try is the review, still at its decision.
func (t *reviewTry) quitLabel() string { return lang.T("review.try.back") }
func (t *reviewTry) quit(a *App)       { a.Pop(); a.Pop() }

// concedeWords: a try is left, not conceded.
func (t *reviewTry) concedeWords() (string, string, bool) { return "", "", false }
