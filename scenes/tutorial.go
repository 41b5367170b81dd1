package scenes

import (
	"errors"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/game"
	"mercado/game/table"
	"mercado/game/tutorial"
	"mercado/ui"
	"mercado/ui/lang"
)

// The guided first game runs on the normal board: tutorialRun lays the lessons over it
// (a text box on the log's place, outlines and an arrow at the piece and the place, the
// refusals) and paces the computer, whose moves wait for their step. The lessons, the
// deal and what each step accepts are game/tutorial's; the window words and shows them.

// tutorialRun is the tutorial's side of a board: its mode (board_mode.go).
var (
	_ BandExtra = (*tutorialRun)(nil)
)

type tutorialRun struct {
	step  int
	begun int // the step whose start was seen (facts asked, progress saved); -1 none
	logAt int // decisions in the game before the step's own
	facts tutorial.Facts
	wait  int  // frames before the computer makes a Watch step's move
	moved bool // the step's moves have been made (an Undo step's taken back)
	used  bool // a Log step: the person looked back in the log
	prog  tutorial.Progress
	// path is the options the person took at the Choose steps so far; outcome, the
	// numbers of the option taken at this Choose step, for the words of its outcome.
	path    tutorial.Path
	outcome tutorial.Facts
	// pending are the moves left of the option begun at a Choose step (its take).
	pending []game.Move
	// note is said on the first step's card: why the tutorial starts over (its lessons
	// changed since the progress was saved).
	note string

	next, skip, leave ui.Button
	// fold is a floating box's head: a tap folds the box down to its title and buttons,
	// so that the market under it can be read, and opens it again. Each step starts open.
	fold     ui.Button
	folded   bool
	box      ui.Rect
	wideArea ui.Rect // on a desktop, the log's room, which the lessons use
}

// NewTutorial opens the guided first game where the person left it (or at its start).
// A progress file that cannot be read starts the tutorial afresh, as if there were none.
// A progress saved by an earlier list of lessons starts over too, and the first card
// says why.
func NewTutorial(a *App) (*Board, error) {
	prog, perr := tutorial.LoadProgress(a.Store)
	if prog.Finished {
		prog.Step = 0 // once through, it starts over
	}
	if prog.Step == 0 {
		prog.Path = nil
	}
	b, err := tutorialBoardOn(prog.Step, prog.Path)
	if err != nil && prog.Step != 0 {
		prog.Step, prog.Path = 0, nil
		b, err = tutorialBoardOn(0, nil)
	}
	if err != nil {
		return nil, err
	}
	run := b.mode.(*tutorialRun)
	run.prog = prog
	if errors.Is(perr, tutorial.ErrOtherLessons) {
		run.note = lang.T("tutorial.lessons_changed")
	}
	return b, nil
}

// tutorialBoard builds the practice game at a step, its choices the first options.
func tutorialBoard(step int) (*Board, error) { return tutorialBoardOn(step, nil) }

// tutorialBoardOn builds the practice game at a step on a path through the choices: the
// table replays the moves before it, and the computer's seat plays the script.
func tutorialBoardOn(step int, path tutorial.Path) (*Board, error) {
	seats := []table.Seat{
		{Name: soloName, Kind: table.Human, Color: 0},
		{Name: watchName, Kind: table.Computer, Level: "easy", Color: 1},
	}
	t, err := table.FromRecord(tutorial.Record(step, path, soloName, watchName), seats)
	if err != nil {
		return nil, err
	}
	if err := t.UsePlayer(tutorial.Rival, tutorial.NewOpponent()); err != nil {
		return nil, err
	}
	b := NewBoard(t) // never given the store: the practice game is not the save to continue
	b.SetMode(&tutorialRun{step: step, begun: -1, path: path})
	return b, nil
}

// openTutorial is the menu's "Learn to play".
func openTutorial(a *App) {
	b, err := NewTutorial(a)
	if err != nil {
		a.Notice(lang.F("tutorial.cannot_start", "Error", err.Error()))
		return
	}
	a.Push(b)
}

// tutorialEntry is how the menu offers the tutorial: first and highlighted with a word
// of what it is until it was opened once; with the step to resume at while unfinished.
type tutorialEntry struct {
	fresh bool
	note  string
}

func tutorialEntryOf(a *App) tutorialEntry {
	p, err := tutorial.LoadProgress(a.Store)
	switch {
	case err == nil && !p.Started:
		return tutorialEntry{fresh: true, note: lang.T("tutorial.menu_offer")}
	case err == nil && !p.Finished && p.Step > 0:
		return tutorialEntry{note: lang.F("tutorial.menu_resume", "Step", p.Step+1, "Steps", len(tutorial.Steps))}
	}
	return tutorialEntry{}
}

func (r *tutorialRun) current() tutorial.Step { return tutorial.Steps[r.step] }

func (r *tutorialRun) last() bool { return r.step == len(tutorial.Steps)-1 }

// begin takes in a new step: its numbers asked of the engine now, the progress saved.
func (r *tutorialRun) begin(a *App, b *Board) {
	if b.toastBad {
		b.toast = "" // a refusal belongs to the step it was made in
	}
	r.begun = r.step
	r.folded = false
	r.logAt = len(tutorial.MovesBefore(r.step, r.path))
	r.moved = r.stepDone(b)
	r.used = false
	r.facts = tutorial.FactsOf(r.step, b.table.State())
	r.wait = a.frames(50)
	r.prog.Step, r.prog.Started, r.prog.Path = r.step, true, r.path
	r.save(a)
}

// made are the person's moves so far in the step (a Choose step's stand before its take).
func (r *tutorialRun) made(b *Board) []game.Move {
	var out []game.Move
	log := b.table.Log()
	for i := min(r.logAt, len(log)); i < len(log); i++ {
		out = append(out, log[i].Move)
	}
	return out
}

// chose notes the option a Choose step's moves took, once they are all made: the path
// goes on from it, and the card's outcome words are its numbers.
func (r *tutorialRun) chose(b *Board) {
	made := r.made(b)
	o := tutorial.OptionOf(r.step, made)
	if o < 0 {
		return
	}
	r.path = r.path.With(r.step, o)
	if start, err := tutorial.StateAt(r.step, r.path); err == nil {
		r.outcome = tutorial.OutcomeOf(start, made[0])
	}
}

// stepDone: the step's moves are on the table (all of a Watch step's turn), or an Undo
// step's move was taken back.
func (r *tutorialRun) stepDone(b *Board) bool {
	n := len(b.table.Log())
	switch st := r.current(); st.Kind {
	case tutorial.Do, tutorial.Watch:
		return n >= r.logAt+len(tutorial.Decisions(r.step, r.path))
	case tutorial.Choose:
		o := tutorial.OptionOf(r.step, r.made(b))
		return o >= 0 && n >= r.logAt+len(st.Options[o].Moves)
	case tutorial.Undo:
		return n < r.logAt
	}
	return false
}

func (r *tutorialRun) save(a *App) {
	if err := r.prog.Save(a.Store); err != nil {
		a.Notice(lang.F("tutorial.cannot_save", "Error", err.Error()))
	}
}

// Update runs the lesson each frame before the board does; true means the frame is the
// tutorial's (a button was used, or the finished game waits on the score).
func (r *tutorialRun) Update(a *App, b *Board) bool {
	if r.begun != r.step {
		r.begin(a, b)
	}
	st := r.current()
	if r.stepDone(b) {
		if !r.moved && b.toastBad {
			b.toast = "" // the right move is made: an earlier refusal no longer applies
		}
		if !r.moved && st.Kind == tutorial.Choose {
			r.chose(b)
		}
		r.moved = true
	}
	r.pending = nil
	if made := r.made(b); st.Kind == tutorial.Choose && !r.moved {
		if o := tutorial.OptionOf(r.step, made); o >= 0 {
			r.pending = st.Options[o].Moves[len(made):]
		}
	}
	if b.table.Over() && b.playing >= 0 && !b.anims.busy() {
		// The board stops following turns at the end (it would hand over to the
		// standings); the lesson keeps it on screen, so the last computer move's
		// "is playing" ends here once it has played out.
		b.playing = -1
	}
	if b.table.Over() && !r.last() && !(st.Kind == tutorial.Watch && r.moved) {
		r.step = len(tutorial.Steps) - 1 // a conceded game goes straight to the score
		return true
	}
	if (st.Kind == tutorial.Do || st.Kind == tutorial.Undo) && r.moved && !b.anims.busy() {
		r.step++
		return false
	}
	if st.Kind == tutorial.Hint && r.hintShown(b) {
		r.step++ // the next step plays the hinted move, with the hint still on show
		return false
	}
	if st.Kind == tutorial.Log && !r.used {
		r.used = r.lookedBack(a, b)
	}
	if st.Kind == tutorial.Watch && r.wait > 0 && !b.anims.busy() {
		r.wait--
	}
	if !b.table.HumanToMove() && !b.table.Over() && st.Kind != tutorial.Watch {
		// not "thinking": the computer waits for Next (or for the coin to be taken back)
		b.banner = lang.T("tutorial.banner_wait")
		if st.Kind == tutorial.Undo {
			b.banner = lang.T("tutorial.banner_undo")
		}
	}
	r.layout(a, b)
	in := &a.Input
	if r.fold.Update(in) {
		r.folded = !r.folded
		return true
	}
	if r.leave.Update(in) {
		a.Reset(a.to.menu())
		return true
	}
	if r.skip.Update(in) {
		r.skipStep(a, b)
		return true
	}
	enter := b.held == noPiece && (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace)) && !r.next.Disabled
	if r.next.Update(in) || enter {
		r.goOn(a, b)
		return true
	}
	if b.table.Over() {
		return true
	}
	// A press on the box is the box's, not the start of a drag on the board.
	return in.Pressed && r.box.Contains(in.X, in.Y)
}

// hintShown: the hint the person asked for is on the board.
func (r *tutorialRun) hintShown(b *Board) bool {
	_, _, ready := b.table.Hint()
	return b.hintOn && ready
}

// lookedBack: the person scrolled, dragged or paged the log on show (a phone shows it
// once its tab is open).
func (r *tutorialRun) lookedBack(a *App, b *Board) bool {
	area, in := b.view.layout.logArea, &a.Input
	if area.W == 0 {
		return false
	}
	over := in.Present && area.Contains(in.X, in.Y)
	return over && (in.WheelY != 0 || in.Pressed) || in.Key(ebiten.KeyPageUp) || in.Key(ebiten.KeyPageDown)
}

// goOn is Next: the following step, after a Jump step the game some rounds later, or
// after the score the scoring screen.
func (r *tutorialRun) goOn(a *App, b *Board) {
	if r.current().Kind == tutorial.Jump {
		later, err := tutorialBoardOn(r.step+1, r.path)
		if err != nil {
			a.Notice(lang.F("tutorial.cannot_start", "Error", err.Error()))
			a.Reset(a.to.menu())
			return
		}
		later.mode.(*tutorialRun).prog = r.prog
		a.Replace(later)
		return
	}
	if !r.last() {
		r.step++
		return
	}
	r.prog = tutorial.Progress{Started: true, Finished: true}
	r.save(a)
	a.play(assets.SoundEnd)
	b.finished = true
	a.Replace(a.to.standings(b.Table()))
}

// skipStep goes past a step without doing it: the tutorial makes a Do step's move for
// the person (the game stays on the lessons' line), the computer moves at once.
func (r *tutorialRun) skipStep(a *App, b *Board) {
	st := r.current()
	switch {
	case st.Kind == tutorial.Read, st.Kind == tutorial.Jump, st.Kind == tutorial.Log, st.Kind == tutorial.Hint:
		r.goOn(a, b)
	case st.Kind == tutorial.Undo && !r.moved:
		if b.table.Undo() {
			b.anims.clear()
			b.cancelHold()
		}
	case r.moved:
		if !b.anims.busy() {
			r.step++
		}
	case st.Kind == tutorial.Do && b.table.HumanToMove() && !b.anims.traveling():
		b.cancelHold()
		b.playNow(a, st.Move)
	case st.Kind == tutorial.Choose && b.table.HumanToMove() && !b.anims.traveling():
		made := r.made(b)
		opt := st.Options[max(0, tutorial.OptionOf(r.step, made))]
		b.cancelHold()
		b.playNow(a, opt.Moves[min(len(made), len(opt.Moves)-1)])
	case st.Kind == tutorial.Watch:
		r.wait = 0
	}
}

// letsRivalMove: the computer moves only in its Watch steps, once the person had a
// moment to read what is coming.
func (r *tutorialRun) letsRivalMove() bool {
	return (r.begun == r.step && r.current().Kind == tutorial.Watch && r.wait <= 0)
}

// allowsHelp: the step is the one that teaches the board's help of this kind
// (tutorial.Undo or tutorial.Hint); hints and undo are off at every other step.
func (r *tutorialRun) allowsHelp(h boardHelp) bool {
	kind := tutorial.Undo
	if h == helpHint {
		kind = tutorial.Hint
	}
	return r.begun == r.step && r.current().Kind == kind && !r.moved
}

// helpsOffText is why hints and undo are refused: the tutorial's lessons.
func (r *tutorialRun) helpsOffText() string { return lang.T("tutorial.no_helps") }

// confirms: a lesson's move is made at once, never asked again.
func (r *tutorialRun) confirms() bool { return false }

// allows lets a move through when it is the step's lesson and says why not otherwise.
func (r *tutorialRun) allows(b *Board, m game.Move) bool {
	ref := tutorial.Check(r.step, r.made(b), b.table.State(), m)
	if ref.Reason == tutorial.Allowed {
		return true
	}
	b.say(tutorialRefusal(ref, b.table.State(), r.current().ID), true)
	return false
}

// narrow lights only the step's place when the person holds the step's piece.
func (r *tutorialRun) narrow(m *marks) {
	if !m.holding {
		return
	}
	st := r.current()
	m.spaceOK, m.entranceOK = [game.NumSpaces]bool{}, [game.NumEntrances]bool{}
	switch st.Kind {
	case tutorial.Do:
		lightFor(m, st.Move)
	case tutorial.Choose:
		for _, o := range st.Options { // a choice lights each option's place, not the rest
			lightFor(m, o.Moves[0])
		}
	}
}

// lightFor lights want's place when the held piece is want's.
func lightFor(m *marks, want game.Move) {
	switch {
	case want.Kind == game.OpenStand && m.heldSource == standPiece(want.Good),
		want.Kind == game.OpenRestaurant && m.heldSource == restaurantPiece(want.Restaurant):
		m.spaceOK[want.Space] = true
	case want.Kind == game.BringCustomer && m.heldSource == customerPiece(want.Tile):
		m.entranceOK[want.Entrance] = true
	}
}

// layout places the text box beside the market where the log is (wideBox) and its
// buttons along its foot. A phone has no log beside the market: there the board keeps a
// band free at the foot of its column for the box (tutorialReserve), or the box floats
// where it hides nothing the step points at (floatingBox).
func (r *tutorialRun) layout(a *App, b *Board) {
	l := &b.view.layout
	label := lang.T("tutorial.next")
	if r.last() {
		label = lang.T("tutorial.finish")
	}
	r.fold.Rect, r.fold.Disabled = ui.Rect{}, true // only a floating box folds
	if l.Form == ui.Wide {
		r.box = r.wideBox(b)
		foot := r.box.Bottom() - 44
		r.leave = button(r.leave, ui.R(r.box.X+10, foot, 100, 34), lang.T("tutorial.leave"))
		r.skip = button(r.skip, ui.R(r.box.X+116, foot, 112, 34), lang.T("tutorial.skip"))
		r.next = button(r.next, ui.R(r.box.Right()-130, foot, 120, 34), label)
	} else {
		r.box = l.extra
		floating := r.box.H == 0
		if floating {
			r.box = r.floatingBox(a, b)
		}
		if floating {
			r.fold.Rect, r.fold.Disabled = ui.R(r.box.X, r.box.Y, r.box.W, ui.MinTouch), false
		}
		foot, _ := r.box.InsetXY(8, 8).CutBottom(ui.MinTouch, 0)
		bs := foot.Cols(phoneGap, ui.Fr(1), ui.Fr(1), ui.Fr(1.2))
		r.leave = button(r.leave, bs[0], lang.T("tutorial.leave"))
		r.skip = button(r.skip, bs[1], lang.T("tutorial.skip"))
		r.next = button(r.next, bs[2], label)
	}
	r.next.Primary = true
	st := r.current()
	switch st.Kind {
	case tutorial.Do, tutorial.Undo, tutorial.Hint:
		r.next.Disabled = true
	case tutorial.Watch, tutorial.Choose:
		r.next.Disabled = !r.moved || b.anims.busy()
	case tutorial.Log:
		r.next.Disabled = !r.used
	default:
		r.next.Disabled = false
	}
	r.skip.Disabled = r.last() || (st.Moves() && b.anims.busy())
}

// Draw lays the lesson over the board: the outlines and the arrow, then the text box.
func (r *tutorialRun) Draw(c *ui.Canvas, a *App, b *Board) {
	if r.begun != r.step {
		return
	}
	r.layout(a, b)
	st := r.current()
	spots := st.Spots()
	if st.Kind == tutorial.Watch && len(spots) == 2 {
		spots = spots[1:] // the computer's piece comes from its own panel: show where it goes
	}
	if !(st.Moves() && r.moved) {
		glow := 0.55 + 0.45*pulse()
		var rects []ui.Rect
		for _, sp := range spots {
			if rect, ok := r.spotRect(b, sp); ok {
				rects = append(rects, rect)
				c.FillRound(rect.Inset(2), 8, ui.Fade(ui.Highlight, 0.18*glow))
				c.StrokeRound(rect.Inset(-4), 10, 5, ui.Fade(ui.GoldDark, glow))
				c.StrokeRound(rect.Inset(-9), 12, 3, ui.Fade(ui.Highlight, glow*0.8))
			}
		}
		// an arrow from the piece to its place; a step that shows other things has none,
		// but a choice shows each option's piece and place, and an arrow between them
		arrows := st.Kind == tutorial.Do && len(st.Show) == 0 && len(rects) == 2 ||
			st.Kind == tutorial.Choose && len(rects) == len(spots) && len(rects)%2 == 0
		for k := 0; arrows && b.held == noPiece && k+1 < len(rects); k += 2 {
			drawArrow(c, rects[k], rects[k+1], ui.Fade(ui.Gold, 0.9))
		}
	}
	r.drawBox(c, b)
}

// keepClear is the lesson's box on screen, which hover tips keep clear of.
func (r *tutorialRun) keepClear() ui.Rect {
	if r.begun != r.step {
		return ui.Rect{}
	}
	return r.box
}

// spotRect is where a spot lies on the screen.
func (r *tutorialRun) spotRect(b *Board, sp tutorial.Spot) (ui.Rect, bool) {
	l := &b.view.layout
	s := b.state()
	switch sp.Kind {
	case tutorial.SpaceSpot:
		return l.space(sp.Space), true
	case tutorial.EntranceSpot:
		return l.entrance(sp.Entrance), true
	case tutorial.HandSpot:
		p := s.Player(sp.Seat)
		if sp.HasGood {
			if p.Hand[sp.Good] == 0 {
				return ui.Rect{}, false
			}
			return l.handTile(sp.Seat, handIndex(p.Hand, sp.Good)), true
		}
		first, last := l.handTile(sp.Seat, 0), l.handTile(sp.Seat, game.MaxHand-1)
		return ui.R(first.X, first.Y, last.Right()-first.X, first.H), true
	case tutorial.SupplySpot:
		p := s.Player(sp.Seat)
		if p.Supply[sp.Restaurant] == 0 {
			return ui.Rect{}, false
		}
		return l.supplySlot(sp.Seat, supplyIndex(p.Supply, sp.Restaurant)), true
	case tutorial.CustomerSpot:
		r, ok := l.customerRect(s, sp.Tile)
		if ok && r.W == 0 { // on a phone, in the drawer behind its tab: the tab shows the way
			r = l.tabs[trayCustomers]
		}
		return r, ok && r.W > 0
	case tutorial.DisplaySpot:
		d := s.Display()
		if i := handIndex(d, sp.Good); d[sp.Good] > 0 && i < len(l.dispTile) {
			r := l.dispTile[i]
			if r.W == 0 {
				r = l.tabs[trayDisplay]
			}
			return r, r.W > 0
		}
	case tutorial.MoneySpot:
		return l.moneySpot(sp.Seat), true
	case tutorial.CoinButton, tutorial.RedrawButton:
		r := l.coinBtn // where the button goes (the board arranges itself before it places its buttons)
		if sp.Kind == tutorial.RedrawButton {
			r = l.redrawBtn
		}
		if r.W == 0 { // on a phone, in the drawer's stall: its tab shows the way
			r = l.tabs[trayStall]
		}
		return r, r.W > 0
	case tutorial.HintButton:
		return l.hintBtn, l.hintBtn.W > 0
	case tutorial.UndoButton:
		return l.undoBtn, l.undoBtn.W > 0
	case tutorial.LogSpot:
		if l.logArea.W > 0 {
			return l.logArea, true
		}
		t := l.tabs[trayLog]
		return t, t.W > 0
	case tutorial.DisplayRow:
		row := l.dispTile[0]
		for _, t := range l.dispTile[1:] {
			row = row.Union(t)
		}
		return row, row.W > 0
	case tutorial.FinalRoundSign:
		if s.FinalRound() >= 0 && !s.Over() {
			return ui.R(170, 9, 118, 30), true // where the top bar draws it
		}
	}
	return ui.Rect{}, false
}

// drawArrow is a bent arrow from one rectangle's edge to another's.
func drawArrow(c *ui.Canvas, from, to ui.Rect, col color.RGBA) {
	x0, y0, x1, y1 := from.CX(), from.CY(), to.CX(), to.CY()
	dx, dy := x1-x0, y1-y0
	d := math.Hypot(dx, dy)
	if d < 1 {
		return
	}
	ux, uy := dx/d, dy/d
	// start and end just outside the two rectangles
	start := min(d/3, max(from.W, from.H)/2+8)
	end := min(d/3, max(to.W, to.H)/2+8)
	x0, y0 = x0+ux*start, y0+uy*start
	x1, y1 = x1-ux*end, y1-uy*end
	// a gentle curve: a few straight pieces through a point pushed sideways
	mx, my := (x0+x1)/2-uy*d*0.12, (y0+y1)/2+ux*d*0.12
	const n = 12
	px, py := x0, y0
	for i := 1; i <= n; i++ {
		t := float64(i) / n
		qx := (1-t)*(1-t)*x0 + 2*(1-t)*t*mx + t*t*x1
		qy := (1-t)*(1-t)*y0 + 2*(1-t)*t*my + t*t*y1
		c.Line(px, py, qx, qy, 5, col)
		px, py = qx, qy
	}
	// the head, along the curve's last direction
	hx, hy := x1-mx, y1-my
	hd := math.Hypot(hx, hy)
	if hd < 1 {
		return
	}
	hx, hy = hx/hd, hy/hd
	const size = 18
	c.Line(x1, y1, x1-hx*size-hy*size*0.6, y1-hy*size+hx*size*0.6, 5, col)
	c.Line(x1, y1, x1-hx*size+hy*size*0.6, y1-hy*size-hx*size*0.6, 5, col)
}

// drawChevron draws a small chevron centred at x, y, its point down or up.
func drawChevron(c *ui.Canvas, x, y float64, down bool, col color.RGBA) {
	dy := 4.0
	if !down {
		dy = -dy
	}
	c.Line(x-7, y-dy, x, y+dy, 3, col)
	c.Line(x, y+dy, x+7, y-dy, 3, col)
}

// drawBox is the lesson's text: which step, its title and words, and the buttons.
func (r *tutorialRun) drawBox(c *ui.Canvas, b *Board) {
	box := r.box
	c.FillRound(box.Offset(3, 4), 12, ui.Shadow)
	c.Card(box, 12, ui.Paper, ui.GoldDark)
	c.StrokeRound(box.Inset(-2), 13, 2, ui.Gold)
	title, _ := tutorialWords(r.current(), r.facts, b.view.layout.Form)
	counter := lang.F("tutorial.counter", "Step", r.step+1, "Steps", len(tutorial.Steps))
	right, titleW := box.Right()-14, box.W-120
	if !r.fold.Disabled { // a chevron at the head says it folds (down) or opens (up)
		drawChevron(c, box.Right()-22, box.Y+19, !r.folded, ui.InkSoft)
		right, titleW = right-24, titleW-24
	}
	c.TextFit(counter, right, box.Y+20, 13, 90, false, ui.InkSoft, ui.Right)
	c.TextFit(title, box.X+14, box.Y+20, 18, titleW, true, ui.Ink, ui.Left)
	if !r.folded {
		text, room, size, _ := r.cardText(b)
		c.Paragraph(text, room, size, ui.Ink)
	}
	r.leave.Draw(c)
	r.skip.Draw(c)
	r.next.Draw(c)
}

// cardText is the card's words (after the first step's note, if any), the room they
// have between its title and its buttons, and the largest size from 15 down to the
// least the form allows at which they fit there; fits says whether they do at that size.
func (r *tutorialRun) cardText(b *Board) (text string, room ui.Rect, size float64, fits bool) {
	text = r.words(r.step, b.view.layout.Form)
	box := r.box
	top := 38.0
	if b.view.layout.Form != ui.Wide { // a phone's every line counts
		top = 34
	}
	room = ui.R(box.X+14, box.Y+top, box.W-28, max(0, r.leave.Rect.Y-box.Y-top-4))
	size, least := 15.0, 11.0
	if b.view.layout.Form != ui.Wide {
		least = ui.TypeFor(b.view.layout.Form).Caption.Size // a phone's text is never smaller
	}
	// a hair of slack: a box cut to the words' exact height must not lose a line to rounding
	over := func() bool { return float64(len(ui.Wrap(text, size, room.W, false)))*size*1.35 > room.H+0.01 }
	for size > least && over() {
		size--
	}
	return text, room, size, !over()
}

// floatingBox is the lesson's place on a phone too short to keep a band for it (see
// Board.arrange): as tall as its words need at the phone's least text size, across the
// foot of the screen (on its side, of the column beside the market), or higher up, the
// lowest place where it hides nothing the lesson points at (the top holds the helps and
// the status line, which the lesson says better). Where every place hides something, it
// goes where it hides the least.
func (r *tutorialRun) floatingBox(a *App, b *Board) ui.Rect {
	in := a.Screen().Inset(phonePad)
	if l := &b.view.layout; l.Form == ui.Low { // on its side: in the column beside the market
		_, in = in.CutLeft(l.board.Right()+10-in.X, 0)
	}
	h := min(in.H, max(tutorialFloatLeast, r.neededHeight(b, in.W)))
	if r.folded {
		h = tutorialFolded
	}
	keep := r.inSight(b)
	hides := func(box ui.Rect) int {
		n := 0
		for _, rect := range keep {
			if rect.Overlaps(box) {
				n++
			}
		}
		return n
	}
	best := ui.R(in.X, in.Bottom()-h, in.W, h)
	least := hides(best)
	for y := best.Y - 8; least > 0 && y >= in.Y; y -= 8 {
		if box := ui.R(in.X, y, in.W, h); hides(box) < least {
			best, least = box, hides(box)
		}
	}
	if top := ui.R(in.X, in.Y, in.W, h); least > 0 && hides(top) < least {
		best = top
	}
	return best
}

// tutorialMarketSteps are the lessons whose words speak of the market's pieces as a
// whole (the first look at the market and its face-down restaurants): a floating box
// leaves all of them in sight where it can.
var tutorialMarketSteps = map[string]bool{"welcome": true, "start": true}

// inSight are the places a floating lesson box keeps clear of: what the step points at,
// upright the person's money, and the market's pieces when its words speak of them.
func (r *tutorialRun) inSight(b *Board) []ui.Rect {
	var out []ui.Rect
	for _, sp := range r.current().Spots() {
		if rect, ok := r.spotRect(b, sp); ok && rect.W > 0 {
			out = append(out, rect)
		}
	}
	// upright, the person's money (the head of the stall at the drawer's foot) stays in
	// sight too: the lessons count with it ("your 1 coin is enough")
	if l := &b.view.layout; l.Form == ui.Tall {
		if m := l.moneySpot(tutorial.Person); m.W > 0 {
			out = append(out, m)
		}
	}
	if tutorialMarketSteps[r.current().ID] {
		s := b.state()
		for sp := game.Space(0); sp < game.NumSpaces; sp++ {
			if s.Space(sp).Kind != game.Empty {
				out = append(out, b.view.layout.space(sp))
			}
		}
	}
	return out
}

// floatsOverHand: on a phone on its side, the lesson's floating box covers the person's
// hand or something the step points at.
func (r *tutorialRun) floatsOverHand(a *App, b *Board) bool {
	l := &b.view.layout
	if r == nil || l.Form != ui.Low {
		return false
	}
	box := r.floatingBox(a, b)
	for i := range game.MaxHand {
		if t := l.handTile(l.focus, i); t.W > 0 && t.Overlaps(box) {
			return true
		}
	}
	return r.pointsInto(b, box)
}

// tutorialFloatLeast is the least height of a floating lesson box: a title, two lines
// and the buttons; tutorialFolded, a folded one's: its head (a touch target) and the
// buttons.
const (
	tutorialFloatLeast = 130.0
	tutorialFolded     = 2*ui.MinTouch + 16
)

// neededHeight is the height a phone's lesson box of width w takes to show its title,
// its words at the phone's least text size and its buttons (as drawBox lays them out).
func (r *tutorialRun) neededHeight(b *Board, w float64) float64 {
	return cardHeight(b.view.layout.Form, r.words(r.step, b.view.layout.Form), w)
}

// words are step i's text for form, after the first step's note, if any. At the step
// on show, a Choose step says what the option taken brought once it is made, and
// before that, between its stand and its take, which tile to take.
func (r *tutorialRun) words(i int, form ui.Form) string {
	st := tutorial.Steps[i]
	if i == r.step && i == r.begun && st.Kind == tutorial.Choose {
		if r.moved {
			return tutorialOutcome(st, st.Options[r.path.Of(tutorial.ChoiceIndex(i))].ID, r.outcome)
		}
		if len(r.pending) > 0 {
			return wantText(r.pending[0]) + "."
		}
	}
	_, text := tutorialWords(st, r.facts, form)
	if r.note != "" && i == 0 {
		text = r.note + " " + text
	}
	return text
}

// cardHeight is the height a phone's lesson box of width w takes to show its title, text
// at the phone's least text size and its buttons (as drawBox lays them out).
func cardHeight(form ui.Form, text string, w float64) float64 {
	size := ui.TypeFor(form).Caption.Size
	lines := float64(len(ui.Wrap(text, size, w-28, false)))
	return 34 + lines*size*1.35 + 4 + ui.MinTouch + 8 // title, words, gap, buttons, margin
}

// wideBox is the lesson's place beside the market: where the log is (the lessons point
// at no piece there). The log step keeps the log's lower part in sight for the person
// to scroll; while the hint's reason is on show, the box sits under its card.
func (r *tutorialRun) wideBox(b *Board) ui.Rect {
	area := r.wideArea
	if r.current().Kind == tutorial.Log {
		box, _ := area.CutTop(area.H*tutorialLogShare, 0)
		return box
	}
	if why, _, _, ok := b.hintWhyBox(b.hintWhyText()); ok && b.table.HumanToMove() {
		// The reason's card takes the log's room: the lesson goes over the customers
		// and the stand tiles when it points at none of them, else under the card.
		l := &b.view.layout
		over := l.custArea.Union(l.dispArea)
		if !r.pointsInto(b, over) {
			return over
		}
		top := min(why.Bottom()+8, area.Bottom()-tutorialWideLeast)
		return ui.R(area.X, top, area.W, area.Bottom()-top)
	}
	return area
}

// pointsInto: something the step points at lies in area.
func (r *tutorialRun) pointsInto(b *Board, area ui.Rect) bool {
	for _, sp := range r.current().Spots() {
		if rect, ok := r.spotRect(b, sp); ok && rect.W > 0 && rect.Overlaps(area) {
			return true
		}
	}
	return false
}

// shareLog keeps, on a desktop, the room beside the market for the lesson, and at the
// log step gives the log its lower half (the board arranges itself each frame first).
func (r *tutorialRun) shareLog(l *boardLayout) {
	if l.Form != ui.Wide {
		return
	}
	r.wideArea = l.logArea
	if r.current().Kind == tutorial.Log {
		_, l.logArea = l.logArea.CutTop(l.logArea.H*tutorialLogShare, 10)
	}
}

// tutorialLogShare is the part of the log's room the lesson keeps at the log step.
const tutorialLogShare = 0.58

// tutorialWideLeast is the least height of the lesson's box beside the market.
const tutorialWideLeast = 220.0

// reserveFor is the band a phone's board keeps free for the lesson's text box of width w:
// tutorialReserve, or taller where the longest step's words need more at the phone's
// least text size (a tablet's column is narrow for its height). The longest, not this
// step's: the board keeps its arrangement from step to step.
func (r *tutorialRun) reserveFor(b *Board, w float64) float64 {
	form := b.view.layout.Form
	h := tutorialReserve(form)
	if w <= 0 {
		return h
	}
	for i := range tutorial.Steps {
		h = max(h, cardHeight(form, r.words(i, form), w))
		for _, o := range tutorial.Steps[i].Options {
			h = max(h, cardHeight(form, tutorialOutcome(tutorial.Steps[i], o.ID, r.outcome), w))
		}
	}
	return h
}

// tutorialReserve is the band a phone's board keeps free for the lesson's text box: a
// few lines of text over a row of buttons.
func tutorialReserve(f ui.Form) float64 {
	if f == ui.Low {
		return 150
	}
	return 190
}

// Band is the band a phone's board keeps free for the lesson's text box: a few lines of
// text over a row of buttons (tutorialReserve). A desktop's lesson takes the log's room.
func (r *tutorialRun) Band(f ui.Form) float64 {
	if f == ui.Wide {
		return 0
	}
	return tutorialReserve(f)
}

// rearrange makes the board's arrangement fit the lesson: its band as tall as the
// longest step's words need, or on a short phone none, the lesson floating where it
// hides nothing it points at; and on a desktop the log's room shared.
func (r *tutorialRun) rearrange(a *App, b *Board, o layoutFor) {
	if o.reserve > 0 {
		if need := r.reserveFor(b, b.view.layout.extra.W); need > o.reserve {
			o.reserve = need // the lesson's words need a taller band than the usual
			b.layOut(a, o)
		}
	}
	if o.reserve > 0 && b.view.layout.crowded() {
		// A short phone has no room for the lesson's band below the drawer: the board
		// keeps its parts, and the lesson floats where it hides none it points at.
		o.reserve = 0
		// Upright, the stall goes to the drawer's foot: the lesson then floats between
		// it and the market, over the ring, the tabs and the coin and redraw (360x640:
		// a lesson over the stall's place covered the market's fifth row).
		o.stallLast = a.Form == ui.Tall
		b.layOut(a, o)
		if r.floatsOverHand(a, b) {
			// On its side the lesson may find no place clear of the person's hand and
			// of what it points at (844x390: five lines covered 14 px of the hand): the
			// status line, which the lesson says better, gives its room.
			o.noStatus = true
			b.layOut(a, o)
		}
	}
	r.shareLog(&b.view.layout)
}
