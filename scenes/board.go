package scenes

import (
	"errors"
	"math"
	"time"

	"mercado/assets"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// Board is the game itself: the table view plus everything a person does on it — drag
// or click pieces, keyboard play, buttons, hints, undo — and the animations of every
// decision. The rules are asked of the engine; seats, thinking and saving of the table.
type Board struct {
	table table.Game // a table at this screen, or a seat of an online table
	view  tableView
	mk    marks

	legal    []game.Move
	legalBuf [game.MaxLegalMoves]game.Move
	seen     int         // log length the caches were built for
	seenAt   *game.State // and the position (an online seat's changes with each view)
	told     int         // language version the banner was worded in
	undos    int

	holding                  // the piece in hand and its gesture (board_hold.go)
	feedback                 // the toast (board_feedback.go)
	hinting                  // the hint asked for (board_feedback.go)
	why          hintWhy     // the hint's reason in words (hintwhy.go)
	boardButtons             // coin, redraw, undo, hint, menu (board_buttons.go)
	drawer       drawerState // a phone's drawer following the turn (board_drawer.go)
	banner       string

	anims  anims      // the animations running (anim.go)
	before game.State // the position drawn while a computer's piece travels

	// mode is the kind of game beyond an ordinary one at this screen (board_mode.go): the
	// tutorial's lessons, a campaign challenge, a review's try, an online seat; nil for none.
	mode BoardMode

	viewer   int // the person whose money the panels may show (nobody before a hand-off)
	passedTo int // with hidden money: the person who last said "ready" at the pass screen
	frame    int
	finished bool

	confirm confirmation // a turn-ending move waiting to be confirmed
	playing int          // a computer whose decision still plays out on screen, or -1
	saves   saveNotice   // an autosave that failed, said at once and tried again

	tip tooltip // what the piece under the pointer is, in words (tooltip.go)
	// tipWait: the pass screen has just lifted, and the pointer that said ready rests
	// over some piece; no card opens until it moves (tipAsleep).
	tipWait bool
	tipX    float64 // where it rested (NaN until the board's first frame after)
	tipY    float64

	thinking thinkWatch // how long the computers take, as the frames see it
	hintTime thinkWatch // and how long a hint takes (the browser test reports it)

	refused   bool // a drop was refused this frame: the refusal's sound is due
	turnChime bool // a person's turn came: the chime waits for the animations
}

// NewBoard puts a table on the screen.
func NewBoard(t table.Game) *Board {
	b := &Board{table: t, seen: -1, passedTo: -1, playing: -1}
	b.held, b.hover, b.previewFor = noPiece, noTarget, noTarget
	b.view.seats = t.Seats()
	b.viewer = b.firstHuman()
	if b.coversMoney() {
		b.viewer = nobody // until someone has taken the screen at the pass screen
	}
	b.mk = noMarks(b.viewer) // drawn before the first update, during the cross-fade
	b.cursor = cursor{x: 3, y: 3}
	return b
}

func (b *Board) firstHuman() int {
	for i, s := range b.table.Seats() {
		if s.Kind == table.Human {
			return i
		}
	}
	return -1
}

// Close stops any computer thinking when the board leaves the stack.
func (b *Board) Close() { b.table.Close() }

// Table is the game on this board when it is played at this screen (for tests, the
// campaign and the tutorial); nil for a seat of an online table.
func (b *Board) Table() *table.Table {
	t, _ := b.table.(*table.Table)
	return t
}

// Game is the game on this board, at this screen or online.
func (b *Board) Game() table.Game { return b.table }

func (b *Board) state() *game.State {
	if b.anims.traveling() {
		return &b.before
	}
	return b.table.State()
}

// refresh rebuilds what depends on the position: the legal moves, the log and the banner.
func (b *Board) refresh(a *App) {
	n, s := len(b.table.Log()), b.table.State()
	if n == b.seen && s == b.seenAt && lang.Version() == b.told {
		return
	}
	b.seen, b.seenAt, b.told = n, s, lang.Version() // the settings may change the language mid-game
	b.legal = s.LegalMoves(b.legalBuf[:0])
	log := b.table.Log()
	b.view.log.set(log, b.view.seats, personToMove(b.table))
	b.hint, b.hintOn = "", false
	b.previewFor = noTarget
	b.banner = bannerText(s, b.view.seats, b.table.HumanToMove())
	b.letGo()
	if b.table.HumanToMove() {
		if !b.coversMoney() {
			b.viewer = s.ToMove()
		}
		// The chime marks a turn handed over: after a computer's move or another person's.
		if n > 0 && log[n-1].EndsTurn && (log[n-1].ByComputer || log[n-1].Seat != s.ToMove()) {
			b.turnChime = true
		}
	}
}

func (b *Board) Update(a *App) {
	b.frame++
	b.arrange(a)
	b.refresh(a)
	b.followTurn()
	defer b.saves.update(a, b) // after this frame's move: a failed save shows on its frame
	in := &a.Input
	b.updateCues(a, in)
	if b.mode != nil && b.mode.Update(a, b) {
		return
	}
	if b.table.Over() {
		b.updateOver(a)
		return
	}
	if b.table.HumanToMove() && b.updateConfirm(a, in) {
		b.mk = b.marks(true)
		return
	}
	if b.playing >= 0 && !b.anims.busy() {
		b.playing = -1 // the computer's piece has landed and its income has flown
	}
	if b.updatePauseAndUndo(a, in) {
		return
	}
	if b.view.tabs.update(in, &b.view.layout) { // a phone's drawer reads on whoever is to move
		b.arrange(a)
	}
	if !b.table.HumanToMove() {
		b.updateRivalTurn(a)
		return
	}
	if b.playing >= 0 {
		b.mk = b.marks(false) // the person's turn begins when the computer's has played out
		return
	}
	if b.betweenPeople() {
		b.waitForNextPerson(a)
		return
	}
	b.handleButtons(a, in)
	b.handlePointer(a, in)
	b.handleKeys(a, in)
	b.updatePreview()
	b.mk = b.marks(true)
}

// updateCues moves what runs every frame whoever is to move: the thinking and hint
// clocks, the pieces in flight, the log's scroll, the tooltip, and the sounds of a
// refusal and of a turn that came.
func (b *Board) updateCues(a *App, in *ui.Input) {
	b.thinking.observe(b.table.Thinking(), time.Now())
	b.hintTime.observe(b.table.HintThinking(), time.Now())
	b.anims.step()
	if b.view.layout.logArea.W > 0 { // a phone shows the log only on its tab
		b.view.log.update(in, b.view.layout.logArea, b.view.hideLast)
	}
	if b.tip.update(in, &b.view, b.state(), b.held != noPiece || b.anims.traveling() || b.confirm.on || b.tipAsleep(in)) {
		b.gesture.Cancel() // the long press asked what the piece is: its release does not pick it up
	}

	if b.refused {
		b.refused = false
		a.play(assets.SoundInvalid)
	}
	if b.turnChime && !b.anims.busy() {
		b.turnChime = false
		a.play(assets.SoundTurn)
	}
}

// updateOver is a finished game's frame: once its last pieces have landed and its final
// table is known, the standings (or a challenge's result) replace the board.
func (b *Board) updateOver(a *App) {
	// An online game's standings wait for its record, which the referee gives once over.
	final, known := b.table.Final()
	if b.anims.busy() || b.finished || !known {
		return
	}
	b.finished = true
	a.play(assets.SoundEnd)
	a.Replace(b.rules().standings(a, b, final))
	if final == b.table {
		b.noteStats(a) // after the sheet took a challenge's result (stats_record.go)
	}
}

// updatePauseAndUndo lays out the buttons and answers Esc and Menu (the pause opens:
// it says true, and the frame ends) and Undo.
func (b *Board) updatePauseAndUndo(a *App, in *ui.Input) (paused bool) {
	if in.Key(ebiten.KeyEscape) && b.held == noPiece {
		a.Push(NewPause(b))
		return true
	}
	b.layoutButtons(a)
	if b.menu.Update(in) {
		a.Push(NewPause(b))
		return true
	}
	if b.undo.Update(in) || in.Key(ebiten.KeyU) || (in.Key(ebiten.KeyZ) && ebiten.IsKeyPressed(ebiten.KeyControl)) {
		if r := b.rules(); !r.allowsHelp(helpUndo) {
			b.say(r.helpsOffText(), true)
		} else if b.table.CanUndo() && r.undoable(b.table) && b.playing < 0 && !b.anims.traveling() && b.table.Undo() {
			r.usedHelp(a)
			b.anims.clear()
			b.cancelHold()
			b.say(lang.T("game.undone"), false)
		}
	}
	return false
}

// updateRivalTurn is a frame while a computer or a remote seat is to move: once the last
// move has played out, the next one is taken and animated.
func (b *Board) updateRivalTurn(a *App) {
	b.cancelHold()
	if !b.anims.busy() && b.rules().letsRivalMove() {
		b.before = *b.table.State()
		if ev, ok := b.table.Poll(); ok {
			b.animate(a, ev, &b.before, true)
		}
	}
	b.mk = b.marks(false)
}

// waitForNextPerson: the move is made and the next person has not taken the screen:
// whatever arrives now is dropped, not kept for them, and once the move has played out
// the pass screen asks for them.
func (b *Board) waitForNextPerson(a *App) {
	b.cancelHold()
	b.mk = b.marks(false)
	if !b.anims.busy() {
		seat := b.table.State().ToMove()
		a.Push(NewPassTo(b.view.seats[seat].Name, func() {
			b.passedTo, b.viewer = seat, seat
			b.tipWait, b.tipX, b.tipY = true, math.NaN(), math.NaN()
		}))
	}
}

// coversMoney: with hidden money and several people at one screen, the screen shows a
// person's money only after the pass screen handed it to them, and only until their move
// is made.
func (b *Board) coversMoney() bool {
	return b.table.State().MoneyHidden() && b.table.Humans() > 1
}

// betweenPeople: the money is covered and the seat to move is not the person who last
// took the screen (their move is made, a computer plays, or the next person has not said
// ready). The screen is then nobody's: it shows no one's money and acts for no one.
func (b *Board) betweenPeople() bool {
	return b.coversMoney() && b.table.State().ToMove() != b.passedTo
}

// letGo hides the last person's money the moment their move is made, before its
// animation (whose labels are placed beside the money as drawn) is queued.
func (b *Board) letGo() {
	if b.betweenPeople() {
		b.viewer = nobody
		b.cancelHold()
	}
}

// person is the seat of the person at the screen, for what they decide outside a turn
// (conceding): the one it was last handed to, or else the first person at the table.
func (b *Board) person() int {
	switch {
	case b.passedTo >= 0:
		return b.passedTo
	case b.viewer >= 0:
		return b.viewer
	}
	return b.firstHuman()
}

// play makes a person's move and animates its income; an illegal one is refused with
// the engine's reason.
func (b *Board) play(a *App, m game.Move) bool {
	r := b.rules()
	if !r.allows(b, m) {
		return false
	}
	if r.confirms() && b.needsConfirm(a, m) {
		b.confirm.on, b.confirm.move = true, m
		return true
	}
	return b.playNow(a, m)
}

// playNow makes the move without asking.
func (b *Board) playNow(a *App, m game.Move) bool {
	before := *b.table.State()
	ev, err := b.table.Play(m)
	if errors.Is(err, table.ErrPending) {
		b.cancelHold() // sent: the move comes back through Poll, as a rival's does
		return true
	}
	if err != nil {
		b.say(refusalText(err, &before), true)
		return false
	}
	b.letGo()
	b.animate(a, ev, &before, false)
	return true
}

// SeatKind is the words for a seat's kind (a person, a computer and its level, online)
// the panel writes.
func SeatKind(s table.Seat) string { return seatKindText(s) }

// Say shows msg on the board for a moment (bad: as a refusal, with its sound).
func (b *Board) Say(msg string, bad bool) { b.say(msg, bad) }

// SeatPanel is where seat i is drawn (its panel, or a phone's chip or stall); empty when
// it is not shown.
func (b *Board) SeatPanel(i int) ui.Rect {
	if i < 0 || i >= len(b.view.layout.players) {
		return ui.Rect{}
	}
	return b.view.layout.players[i]
}

// Form is the board's current arrangement.
func (b *Board) Form() ui.Form { return b.view.layout.Form }

// Busy: an animation is under way.
func (b *Board) Busy() bool { return b.anims.busy() }

// PlayMove makes the person's move m as a drop or a key would (the refusal, if any, is
// said on the board); for scripts and the screenshots.
func (b *Board) PlayMove(a *App, m game.Move) bool { return b.play(a, m) }
