package scenes

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/review"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// Review is the review of a finished game (game/review): every decision of the
// people at the table ranked against the hard computer's best, the estimated final lead
// over the game, the key moments, and any decision shown on the board with the better
// move beside the one played. The review is worked out in the background with a progress
// bar (in the browser the search gives way to the frames through ai.Pause, like the
// computer's thinking) and kept in the store beside the saves, so it is made only once.
type Review struct {
	rec    *game.Record
	seats  []table.Seat
	opt    review.Options
	states []game.State // the position before each move; the last is the end
	// forced names the reviewed seats' forced moves, which the list leaves out.
	forced string

	// The background work: done of total decisions, and the answer once finished.
	started     bool
	cancel      context.CancelFunc
	done, total atomic.Int64
	finished    chan reviewAnswer
	res         *review.Result
	err         error

	sel  int // the decision shown on the board; -1: the overview
	list reviewList
	fit  listFit // the lines the list's rows give their moves (review_rows.go)
	// rowTops are where, upright on a phone, each decision's row starts in the list's
	// rows, and last where they end (placePhoneRows).
	rowTops []float64
	view    tableView
	chart   ui.Rect // the chart's plot, for a click on it
	hoverM  int     // the key moment under the pointer, -1 for none
	moment  []ui.Rect

	back, prev, next, toList ui.Button

	// Show the line and Try it (review_line.go, review_try.go): the line of the decision
	// last asked for, whether it is on the board, and the note a try left on its way back.
	lineBtn, tryBtn ui.Button
	line            *reviewLine
	lineOn          bool
	tryNote         string

	// why is the better move's reason in words, kept for the decision it was worded for
	// (whyFor, from 1; 0: none yet) and the language version, so a frame does not ask
	// the engine again.
	why           []string
	whyFor, whyAt int

	// The phone forms (review_phone.go): their parts, the overview's scrolled column,
	// the card's scroll, whether a press began in the column, and the decision last
	// shown, to bring its row into view on the way back to the list.
	phone      reviewPhoneParts
	scroll     ui.Scroll
	cardScroll ui.Scroll
	swipe      ui.Swipe // a stroke across a decision turns to the next or previous (phone)
	pressIn    bool
	reveal     bool
	last       int
}

type reviewAnswer struct {
	res *review.Result
	err error
}

// reviewOptions is the work a review does: the default unless a test makes it lighter.
var reviewOptions = review.Options{}

// NewReview prepares the review of rec played by seats. The people's decisions are
// reviewed; at a table of computers only, everyone's.
func NewReview(rec *game.Record, seats []table.Seat) (*Review, error) {
	s, err := rec.Start()
	if err != nil {
		return nil, err
	}
	r := &Review{rec: rec, seats: seats, sel: -1, hoverM: -1, opt: reviewOptions}
	for i, text := range rec.Moves {
		m, err := game.ParseMove(text)
		if err == nil {
			r.states = append(r.states, *s)
			err = s.Play(m)
		}
		if err != nil {
			return nil, &game.MoveError{Move: i + 1, Text: text, Reason: err.Error()}
		}
	}
	r.states = append(r.states, *s)
	r.view.seats = seats
	r.opt.Seats = reviewedSeats(seats, s.NumPlayers())
	return r, nil
}

// reviewedSeats are the people's seats, or every seat when no person played.
func reviewedSeats(seats []table.Seat, n int) []int {
	var out []int
	for i := 0; i < n && i < len(seats); i++ {
		if seats[i].Kind == table.Human {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		for i := range n {
			out = append(out, i)
		}
	}
	return out
}

// openReview pushes the review of rec, or tells why it cannot be made.
func openReview(a *App, rec *game.Record, seats []table.Seat) {
	r, err := NewReview(rec, seats)
	if err != nil {
		a.NoticeWords(func() string { return lang.F("review.failed", "Error", err.Error()) })
		return
	}
	a.Push(r)
}

// start takes the stored review, or begins working one out in the background.
func (r *Review) start(a *App) {
	r.started = true
	if a.Store != nil {
		if res := review.Load(a.Store, r.rec, r.opt); res != nil {
			r.setResult(res)
			r.noteAccuracy(a)
			return
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel = cancel
	r.finished = make(chan reviewAnswer, 1)
	progress := func(done, total int) {
		r.done.Store(int64(done))
		r.total.Store(int64(total))
	}
	go func() {
		res, err := r.work(ctx, progress)
		r.finished <- reviewAnswer{res, err}
	}()
}

// work is the review this screen shows: review.Run of its record with the screen's work
// and seats, the same function of the record as mercado review.
func (r *Review) work(ctx context.Context, progress func(done, total int)) (*review.Result, error) {
	opt := r.opt
	opt.Progress = progress
	return review.Run(ctx, r.rec, opt)
}

// poll collects the finished review and keeps it in the store.
func (r *Review) poll(a *App) {
	if r.finished == nil {
		return
	}
	select {
	case ans := <-r.finished:
		r.finished, r.cancel = nil, nil
		if ans.err != nil {
			r.err = ans.err
			return
		}
		r.setResult(ans.res)
		if a.Store != nil {
			_ = review.Save(a.Store, r.rec, ans.res) // without it, the review is made again next time
		}
		r.noteAccuracy(a)
	default:
	}
}

func (r *Review) setResult(res *review.Result) {
	r.res = res
	r.list.items = len(res.Decisions)
	r.forced = forcedMoves(res.Seats, r.states)
}

// forcedMoves lists the moves of the reviewed seats that are no decision, as the review
// leaves out a move when it was the only legal one ("#13, #27"; "" when none).
func forcedMoves(seats []int, states []game.State) string {
	var forced []string
	var buf [game.MaxLegalMoves]game.Move
	for i := 0; i+1 < len(states); i++ {
		s := &states[i]
		if slices.Contains(seats, s.ToMove()) && len(s.LegalMoves(buf[:0])) == 1 {
			forced = append(forced, fmt.Sprintf("#%d", i+1))
		}
	}
	return strings.Join(forced, ", ")
}

// heading is the list's heading: how many decisions, and which moves are missing from
// it because they were forced, so that a gap in the numbers is explained.
func (r *Review) heading() string {
	if r.forced == "" {
		return lang.F("review.decisions", "Count", len(r.res.Decisions))
	}
	return lang.F("review.decisions_forced", "Count", len(r.res.Decisions), "Moves", r.forced)
}

// Close stops the work when the screen leaves.
func (r *Review) Close() {
	if r.cancel != nil {
		r.cancel()
	}
	r.closeLine()
}

// Ready reports whether the review is there to show (tests).
func (r *Review) Ready() bool { return r.res != nil }

func (r *Review) layout(a *App) {
	if a.Form != ui.Wide {
		r.layoutPhone(a)
		return
	}
	right := a.W - 12
	r.back = button(r.back, ui.R(right-130, 6, 130, 36), lang.T("review.back"))
	if r.sel >= 0 {
		r.view.layout.compute(a.W, a.H, r.states[0].NumPlayers())
		r.toList = button(r.toList, ui.R(right-130-12-200, 6, 200, 36), lang.T("review.list"))
		r.next = button(r.next, ui.R(r.toList.Rect.X-12-150, 6, 150, 36), lang.T("review.next"))
		r.prev = button(r.prev, ui.R(r.next.Rect.X-8-150, 6, 150, 36), lang.T("review.prev"))
		r.prev.Disabled = r.sel == 0
		r.next.Disabled = r.res == nil || r.sel >= len(r.res.Decisions)-1
		acts, _ := r.view.layout.actions.CutRight(min(r.view.layout.actions.W*0.6, 2*190+10), 0)
		bs := acts.Cols(10, ui.Even(2)...)
		r.placeLineTry(bs[0], bs[1])
		if r.lineOn {
			r.lineButtons()
		}
	}
}

// placeLineTry puts Show the line and Try it at their places.
func (r *Review) placeLineTry(line, try ui.Rect) {
	r.lineBtn = button(r.lineBtn, line, lang.T("review.line.show"))
	r.tryBtn = button(r.tryBtn, try, lang.T("review.try.open"))
	r.lineBtn.Disabled, r.tryBtn.Disabled = !r.gameOver(), !r.gameOver()
}

// updateDecisionTools answers Show the line and Try it (and their keys, L and T) on a
// decision; true when one acted.
func (r *Review) updateDecisionTools(a *App, in *ui.Input) bool {
	switch {
	case r.lineBtn.Update(in) || in.Key(ebiten.KeyL):
		r.showLine()
	case r.tryBtn.Update(in) || in.Key(ebiten.KeyT):
		r.tryIt(a)
	default:
		return false
	}
	return true
}

// updateLine answers the line's steps: back and forward, and the way back to the
// decision (the list's button, Esc); true when the line took the input.
func (r *Review) updateLine(a *App, in *ui.Input) {
	switch {
	case r.back.Update(in):
		a.Pop()
	case r.toList.Update(in) || in.Key(ebiten.KeyEscape) || in.Key(ebiten.KeyBackspace) || in.Key(ebiten.KeyL):
		r.lineOn = false
	case r.prev.Update(in) || in.Key(ebiten.KeyArrowLeft) || in.Key(ebiten.KeyArrowUp):
		r.stepLine(-1)
	case r.next.Update(in) || in.Key(ebiten.KeyArrowRight) || in.Key(ebiten.KeyArrowDown) || in.Key(ebiten.KeySpace):
		r.stepLine(1)
	}
}

func (r *Review) Update(a *App) {
	if !r.started {
		r.start(a)
	}
	r.poll(a)
	r.pollLine()
	r.layout(a)
	if a.Form != ui.Wide {
		r.updatePhone(a)
		return
	}
	in := &a.Input
	if r.sel >= 0 && r.lineOn {
		r.updateLine(a, in)
		return
	}
	if r.sel >= 0 {
		if r.updateDecisionTools(a, in) {
			return
		}
		switch {
		case r.back.Update(in):
			a.Pop()
		case r.toList.Update(in) || in.Key(ebiten.KeyEscape) || in.Key(ebiten.KeyBackspace):
			r.sel = -1
		case r.prev.Update(in) || in.Key(ebiten.KeyArrowLeft) || in.Key(ebiten.KeyArrowUp):
			r.sel = max(0, r.sel-1)
		case r.next.Update(in) || in.Key(ebiten.KeyArrowRight) || in.Key(ebiten.KeyArrowDown):
			r.sel = min(len(r.res.Decisions)-1, r.sel+1)
		}
		return
	}
	if r.back.Update(in) || in.Key(ebiten.KeyEscape) {
		a.Pop()
		return
	}
	if r.res == nil {
		return
	}
	r.hoverM = -1
	for i, rc := range r.moment {
		if rc.Contains(in.X, in.Y) {
			r.hoverM = i
			if in.Released {
				r.show(r.res.Moments[i].Decision)
				return
			}
		}
	}
	if in.Released && r.chart.Contains(in.X, in.Y) {
		if d := r.nearestDecision(in.X); d >= 0 {
			r.show(d)
			return
		}
	}
	if i, ok := r.list.update(in); ok {
		r.show(i)
	}
	if in.Key(ebiten.KeyEnter) && len(r.res.Decisions) > 0 {
		r.show(0)
	}
}

// show puts decision i on the board.
func (r *Review) show(i int) {
	if r.res != nil && i >= 0 && i < len(r.res.Decisions) {
		r.sel, r.last = i, i
		r.lineOn = false
		r.cardScroll.Off = 0
		r.list.keepInView(i)
	}
}

// Shown is the decision on the board, or nil on the overview (tests).
func (r *Review) Shown() *review.Decision {
	if r.res == nil || r.sel < 0 {
		return nil
	}
	return &r.res.Decisions[r.sel]
}

// nearestDecision is the decision whose point on the chart is nearest to x.
func (r *Review) nearestDecision(x float64) int {
	best, bestD := -1, 0.0
	for i, d := range r.res.Decisions {
		dx := r.chartX(d.Index) - x
		if dx < 0 {
			dx = -dx
		}
		if best < 0 || dx < bestD {
			best, bestD = i, dx
		}
	}
	return best
}

// chartX is where the decision before move index sits on the chart.
func (r *Review) chartX(index int) float64 {
	return r.chart.X + r.chart.W*float64(index+1)/float64(max(1, len(r.rec.Moves)))
}
