package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"mercado/assets"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// Board is the game itself: the table view plus everything a person does on it — drag
// or click pieces, keyboard play, buttons, hints, undo — and the animations of every
// decision. The rules are asked of the engine; seats, thinking and saving of the table.
type Board struct {
	t    *table.Table
	view tableView
	mk   marks

	legal    []game.Move
	legalBuf [game.MaxLegalMoves]game.Move
	seen     int // log length the caches were built for
	told     int // language version the banner was worded in
	undos    int

	g          ui.Gesture
	held       pieceID
	hover      target
	cursor     cursor
	preview    string
	previewOK  bool
	previewFor target

	toast      string
	toastBad   bool
	toastUntil int

	banner   string
	hint     string
	hintOn   bool
	hintMove game.Move
	why      hintWhy // the hint's reason in words (hintwhy.go)

	coin, redraw, undo, hintBtn, menu ui.Button

	q      anims
	before game.State // the position drawn while a computer's piece travels

	sess *session // the campaign's side of a solo challenge; nil in an ordinary game

	tut *tutorialRun // the guided first game's lessons (tutorial.go); nil in any other game

	viewer   int // the person whose money the panels may show (nobody before a hand-off)
	passedTo int // with hidden money: the person who last said "ready" at the pass screen
	frame    int
	finished bool

	confirm confirmation // a turn-ending move waiting to be confirmed
	playing int          // a computer whose decision still plays out on screen, or -1
	saves   saveNotice   // an autosave that failed, said at once and tried again

	tip tooltip // what the piece under the pointer is, in words (tooltip.go)

	thinking thinkWatch // how long the computers take, as the frames see it

	refused   bool // a drop was refused this frame: the refusal's sound is due
	turnChime bool // a person's turn came: the chime waits for the animations
}

// target is a place on the market a piece can go: a space or an entrance.
type target struct {
	space    game.Space
	entrance game.Entrance
}

var noTarget = target{-1, -1}

func (t target) valid() bool { return t.space >= 0 || t.entrance >= 0 }

// NewBoard puts a table on the screen.
func NewBoard(t *table.Table) *Board {
	b := &Board{t: t, held: noPiece, hover: noTarget, previewFor: noTarget, seen: -1, passedTo: -1, playing: -1}
	b.view.seats = t.Seats()
	b.viewer = b.firstHuman()
	if b.coversMoney() {
		b.viewer = nobody // until someone has taken the screen at the pass screen
	}
	b.mk = noMarks(b.viewer) // drawn before the first update, during the cross-fade
	b.cursor = cursor{x: 3, y: 3}
	return b
}

// NewChallengeBoard puts a solo challenge on the screen for the campaign.
func NewChallengeBoard(t *table.Table, sess *session) *Board {
	b := NewBoard(t)
	b.sess = sess
	b.view.challenge.mode = modeText(sess)
	return b
}

// helpsAllowed: hints and undo, which a campaign run leaves off unless the player
// turned them on (the challenge is then marked on the sheet).
func (b *Board) helpsAllowed() bool { return b.tut == nil && (b.sess == nil || b.sess.helps) }

func (b *Board) firstHuman() int {
	for i, s := range b.t.Seats() {
		if s.Kind == table.Human {
			return i
		}
	}
	return -1
}

// Close stops any computer thinking when the board leaves the stack.
func (b *Board) Close() { b.t.Close() }

// Table is the game on this board (for tests and the pause menu).
func (b *Board) Table() *table.Table { return b.t }

func (b *Board) state() *game.State {
	if b.q.traveling() {
		return &b.before
	}
	return b.t.State()
}

// refresh rebuilds what depends on the position: the legal moves, the log and the banner.
func (b *Board) refresh(a *App) {
	n := len(b.t.Log())
	if n == b.seen && lang.Version() == b.told {
		return
	}
	b.seen, b.told = n, lang.Version() // the settings may change the language mid-game
	s := b.t.State()
	b.legal = s.LegalMoves(b.legalBuf[:0])
	log := b.t.Log()
	b.view.log.set(log, b.view.seats, personToMove(b.t))
	b.hint, b.hintOn = "", false
	b.previewFor = noTarget
	b.banner = bannerText(s, b.view.seats, b.t.HumanToMove())
	if b.t.HumanToMove() {
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
	b.view.l.compute(a.W, a.H, b.t.State().NumPlayers())
	b.refresh(a)
	b.saves.update(b)
	b.thinking.observe(b.t.Thinking(), time.Now())
	b.q.step()
	in := &a.Input
	b.view.log.update(in, b.view.l.logArea, b.view.hideLast)
	if b.tip.update(in, &b.view, b.state(), b.held != noPiece || b.q.traveling() || b.confirm.on) {
		b.g.Cancel() // the long press asked what the piece is: its release does not pick it up
	}

	if b.refused {
		b.refused = false
		a.play(assets.SoundInvalid)
	}
	if b.turnChime && !b.q.busy() {
		b.turnChime = false
		a.play(assets.SoundTurn)
	}
	if b.tut.update(a, b) {
		return
	}
	if b.t.Over() {
		if !b.q.busy() && !b.finished {
			b.finished = true
			a.play(assets.SoundEnd)
			if b.sess != nil {
				a.Replace(NewChallengeResult(b.t, b.sess, b.sess.finish(a, b.t)))
			} else {
				a.Replace(NewScoring(b.t))
			}
			b.noteStats(a) // after the sheet took a challenge's result (statsrecord.go)
		}
		return
	}
	if b.t.HumanToMove() && b.updateConfirm(a, in) {
		b.mk = b.marks(true)
		return
	}
	if b.playing >= 0 && !b.q.busy() {
		b.playing = -1 // the computer's piece has landed and its income has flown
	}
	if in.Key(ebiten.KeyEscape) && b.held == noPiece {
		a.Push(NewPause(b))
		return
	}
	b.layoutButtons(a)
	if b.menu.Update(in) {
		a.Push(NewPause(b))
		return
	}
	if b.undo.Update(in) || in.Key(ebiten.KeyU) || (in.Key(ebiten.KeyZ) && ebiten.IsKeyPressed(ebiten.KeyControl)) {
		if !b.helpsAllowed() {
			b.say(b.helpsOffText(), true)
		} else if b.t.CanUndo() && b.playing < 0 && !b.q.traveling() && b.t.Undo() {
			b.sess.noteHelp(a)
			b.q.clear()
			b.cancelHold()
			b.say(lang.T("game.undone"), false)
		}
	}
	if !b.t.HumanToMove() {
		b.cancelHold()
		if !b.q.busy() && b.tut.letsRivalMove() {
			b.before = *b.t.State()
			if ev, ok := b.t.Poll(); ok {
				b.animate(a, ev, &b.before, true)
			}
		}
		b.mk = b.marks(false)
		return
	}
	if b.playing >= 0 {
		b.mk = b.marks(false) // the person's turn begins when the computer's has played out
		return
	}
	if b.needsPassScreen() {
		seat := b.t.State().ToMove()
		a.Push(NewPassTo(b.view.seats[seat].Name, func() { b.passedTo, b.viewer = seat, seat }))
		return
	}
	b.handleButtons(a, in)
	b.handlePointer(a, in)
	b.handleKeys(a, in)
	b.updatePreview()
	b.mk = b.marks(true)
}

// coversMoney: with hidden money and several people at one screen, the screen shows a
// person's money only after the pass screen handed it to them, and until it is handed
// to the next: the previous person still looks while their move plays out.
func (b *Board) coversMoney() bool {
	return b.t.State().MoneyHidden() && b.t.Humans() > 1
}

// needsPassScreen: the board is covered between two people's turns so nobody sees
// another's money.
func (b *Board) needsPassScreen() bool {
	return b.coversMoney() && b.t.State().ToMove() != b.passedTo && !b.q.busy()
}

// person is the seat of the person at the screen, for what they decide outside a turn
// (conceding): the one it was handed to, or else the first person at the table.
func (b *Board) person() int {
	if b.viewer >= 0 {
		return b.viewer
	}
	return b.firstHuman()
}

func (b *Board) say(msg string, bad bool) {
	b.toast, b.toastBad, b.toastUntil = msg, bad, b.frame+150
	b.refused = b.refused || bad
}

// play makes a person's move and animates its income; an illegal one is refused with
// the engine's reason.
func (b *Board) play(a *App, m game.Move) bool {
	if !b.tut.allows(b, m) {
		return false
	}
	if b.tut == nil && b.needsConfirm(a, m) {
		b.confirm.on, b.confirm.move = true, m
		return true
	}
	return b.playNow(a, m)
}

// playNow makes the move without asking.
func (b *Board) playNow(a *App, m game.Move) bool {
	before := *b.t.State()
	ev, err := b.t.Play(m)
	if err != nil {
		b.say(refusalText(err, &before), true)
		return false
	}
	b.animate(a, ev, &before, false)
	return true
}

// animate queues the pictures of one decision: the piece travelling (computer moves),
// then the coins and "+N" labels of every seat that earned.
func (b *Board) animate(a *App, ev table.Event, before *game.State, travel bool) {
	l := &b.view.l
	from, to, piece := b.movePath(ev, before)
	if travel {
		b.playing = ev.Seat
	}
	delay := 0
	if travel && piece != noPiece && a.frames(36) > 0 {
		b.q.add(anim{kind: travelAnim, frames: a.frames(36), from: from, to: to, piece: piece, color: b.view.colorOf(ev.Seat), decision: true})
		delay = a.frames(36)
	}
	a.decisionSound(ev, delay)
	if a.frames(40) == 0 {
		return
	}
	// Each stand that earns shows its "+N" and sends coins to its owner's money; money
	// that no stand earns (a coin, a restaurant's coin) comes from the move's place.
	_, earned := before.StandEarnings(ev.Move)
	var fromStands [game.MaxPlayers]int
	for sp, v := range earned {
		if v == 0 {
			continue
		}
		owner := ev.Seat
		if c := before.Space(game.Space(sp)); c.Kind == game.StandSpace {
			owner = int(c.Owner)
		}
		fromStands[owner] += v
		r := l.space(game.Space(sp))
		b.q.add(anim{kind: labelAnim, delay: delay, frames: a.frames(60), to: r, text: "+" + num(v), good: true})
		b.coins(a, r, l.moneySpot(owner), min(v, 4), delay+a.frames(12))
	}
	for seat := 0; seat < before.NumPlayers(); seat++ {
		inc := ev.Preview.Income[seat]
		if inc == 0 {
			continue
		}
		if rest := inc - fromStands[seat]; rest > 0 {
			b.coins(a, to, l.moneySpot(seat), min(rest, 4), delay)
			if piece != noPiece { // a coin's gain shows beside the money only
				b.q.add(anim{kind: labelAnim, delay: delay, frames: a.frames(60), to: to, text: "+" + num(rest), good: true})
			}
		}
		text := "+" + num(inc)
		b.q.add(anim{kind: labelAnim, delay: delay + a.frames(30), frames: a.frames(50), to: b.besideMoney(seat, text, 0), text: text, good: true, rise: 8})
	}
	if ev.Preview.Cost > 0 {
		text := "−" + num(ev.Preview.Cost)
		b.q.add(anim{kind: labelAnim, delay: delay + a.frames(10), frames: a.frames(60), to: b.besideMoney(ev.Seat, text, 22), text: text, rise: 8})
	}
	if travel && delay == 0 {
		// nothing travelled (coin, redraw): hold a moment so a person can follow
		b.q.add(anim{kind: labelAnim, frames: a.frames(30), to: l.topBar, text: ""})
	}
}

// besideMoney is where a seat's gain or cost label floats: just right of the money as
// drawn (never over it, the name or the level), dy below the money's line.
func (b *Board) besideMoney(seat int, label string, dy float64) ui.Rect {
	ms := b.view.l.moneySpot(seat)
	x := ms.X + moneyTextX + ui.TextWidth(moneyText(b.t.State(), b.viewer, seat), moneyTextSize, true) + 8
	w := ui.TextWidth(label, labelSize, true)
	return ui.R(x, ms.CY()+dy-labelSize/2, w, labelSize)
}

// coins sends n coins flying one after another.
func (b *Board) coins(a *App, from, to ui.Rect, n, delay int) {
	for k := 0; k < n; k++ {
		b.q.add(anim{kind: coinAnim, delay: delay + k*a.frames(5), frames: a.frames(32), from: from, to: to})
	}
}

// movePath is where a decision's piece comes from and goes to, on the screen.
func (b *Board) movePath(ev table.Event, s *game.State) (from, to ui.Rect, p pieceID) {
	l := &b.view.l
	m := ev.Move
	switch m.Kind {
	case game.OpenStand:
		return l.handTile(ev.Seat, handIndex(s.Player(ev.Seat).Hand, m.Good)), l.space(m.Space).Inset(10), standPiece(m.Good)
	case game.OpenRestaurant:
		return l.supplySlot(ev.Seat, supplyIndex(s.Player(ev.Seat).Supply, m.Restaurant)), l.space(m.Space).Inset(10), restaurantPiece(m.Restaurant)
	case game.BringCustomer:
		from, _ := l.customerRect(s, m.Tile)
		return from, l.tileIn(m.Entrance), customerPiece(m.Tile)
	case game.Take:
		d := s.Display()
		return l.dispTile[handIndex(d, m.Good)], l.handTile(ev.Seat, s.Player(ev.Seat).HandSize()), displayPiece(m.Good)
	}
	// a coin or a redraw: nothing travels
	ms := l.moneySpot(ev.Seat)
	return ms, ms, noPiece
}

// handIndex is the position of the first tile of good g in a row of tiles ordered by good.
func handIndex(counts [game.NumGoods]int8, g game.Good) int {
	i := 0
	for k := game.Good(0); k < g; k++ {
		i += int(counts[k])
	}
	return i
}

func supplyIndex(counts [game.NumRestaurants]int8, r game.Restaurant) int {
	i := 0
	for k := game.Restaurant(0); k < r; k++ {
		i += int(counts[k])
	}
	return i
}
