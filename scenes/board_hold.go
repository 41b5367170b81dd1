package scenes

// The held piece and the gestures: what lies under the pointer, picking a piece up,
// the preview where it would go, dropping it, and drawing it in hand.

import (
	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

// holding is the piece a person has in hand: the gesture that lifted it (a drag, or a
// click then a click on its place), the place under it and the engine's preview there.
type holding struct {
	gesture    ui.Gesture
	held       pieceID
	hover      target
	cursor     cursor
	preview    string
	previewOK  bool
	previewFor target
	// earned is what each stand would earn from the preview's move (StandEarnings);
	// raised, each stand's value once the move is made where it would rise (board_values.go)
	earned, raised [game.NumSpaces]int
	// lifted: the piece is dragged by a finger, so it is drawn, aimed and dropped above
	// the fingertip (touchLift), where the finger hides neither it nor its place
	lifted bool
}

// touchLift is how far above a finger a dragged piece rides: more than a fingertip is wide.
const touchLift = 64.0

// aim is the point a held piece is aimed at: the pointer, or above a dragging finger.
func (b *Board) aim(x, y float64) (float64, float64) {
	if b.lifted {
		return x, y - touchLift
	}
	return x, y
}

// target is a place on the market a piece can go: a space or an entrance.
type target struct {
	space    game.Space
	entrance game.Entrance
}

var noTarget = target{-1, -1}

func (t target) valid() bool { return t.space >= 0 || t.entrance >= 0 }

// pieceAt is the piece of the person to move under a point.
func (b *Board) pieceAt(x, y float64) (int, bool) {
	s := b.table.State()
	l := &b.view.layout
	seat := s.ToMove()
	if s.AwaitingTake() {
		i := 0
		d := s.Display()
		for g := game.Good(0); g < game.NumGoods; g++ {
			for k := 0; k < int(d[g]); k++ {
				if i < len(l.dispTile) && l.dispTile[i].Contains(x, y) {
					return int(displayPiece(g)), true
				}
				i++
			}
		}
		return 0, false
	}
	p := s.Player(seat)
	i := 0
	for g := game.Good(0); g < game.NumGoods; g++ {
		for k := 0; k < int(p.Hand[g]); k++ {
			if l.handTile(seat, i).Contains(x, y) {
				return int(standPiece(g)), true
			}
			i++
		}
	}
	i = 0
	for r := game.Restaurant(0); r < game.NumRestaurants; r++ {
		for k := 0; k < int(p.Supply[r]); k++ {
			if l.supplySlot(seat, i).Contains(x, y) {
				return int(restaurantPiece(r)), true
			}
			i++
		}
	}
	for n := 1; n <= game.MaxCustomers; n++ {
		for i := 0; i < min(game.AvailablePerStack, s.StackLen(n)); i++ {
			if l.custTile[n-1][i].Contains(x, y) {
				return int(customerPiece(s.StackAt(n, i))), true
			}
		}
	}
	return 0, false
}

// targetAt is the space or entrance under a point.
func (b *Board) targetAt(x, y float64) target {
	l := &b.view.layout
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		if l.space(sp).Contains(x, y) {
			return target{sp, -1}
		}
	}
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		if l.entrance(e).Contains(x, y) {
			return target{-1, e}
		}
	}
	return noTarget
}

func (b *Board) handlePointer(a *App, in *ui.Input) {
	if b.anims.traveling() {
		return
	}
	ev := b.gesture.Update(in, b.pieceAt)
	switch ev {
	case ui.Picked:
		b.pick(a, pieceID(b.gesture.Held))
		b.lifted = b.held != noPiece && b.gesture.Dragging && in.Touch
	case ui.Dropped:
		t := b.targetAt(b.aim(b.gesture.X, b.gesture.Y))
		b.drop(a, t)
	case ui.Canceled:
		b.cancelHold()
	}
	if b.held != noPiece && in.Present && !b.cursor.active {
		b.hover = b.targetAt(b.aim(in.X, in.Y))
	}
	if in.Pressed || in.Released {
		b.cursor.active = false
	}
}

// pick holds a piece; display tiles are taken at once (there is nowhere to put them).
func (b *Board) pick(a *App, p pieceID) {
	if p.isDisplay() {
		b.cancelHold()
		b.play(a, game.TakeMove(p.good()))
		return
	}
	b.held = p
	b.previewFor = noTarget
}

// drop places the held piece on t, or sends it back with the engine's reason.
func (b *Board) drop(a *App, t target) {
	p := b.held
	gx, gy := b.aim(b.gesture.X, b.gesture.Y)
	b.cancelHold()
	if !t.valid() || p == noPiece {
		return
	}
	m, ok := p.moveTo(t.space, t.entrance)
	if !ok {
		if p.isCustomer() {
			b.say(lang.T("game.drop.customer_on_entrance"), true)
		} else {
			b.say(lang.T("game.drop.piece_on_space"), true)
		}
		return
	}
	if !b.play(a, m) && a.frames(14) > 0 {
		// The refused piece slides back to where it came from.
		b.before = *b.table.State()
		w, h := pieceSize(p)
		from := ui.R(gx-w/2, gy-h/2, w, h)
		b.anims.add(anim{kind: travelAnim, frames: a.frames(14), from: from, to: b.sourceRect(p), piece: p, color: b.view.colorOf(b.table.State().ToMove())})
	}
}

// sourceRect is where a piece of the person to move lies when not held.
func (b *Board) sourceRect(p pieceID) ui.Rect {
	s := b.table.State()
	l := &b.view.layout
	seat := s.ToMove()
	switch {
	case p.isStand():
		return l.handTile(seat, handIndex(s.Player(seat).Hand, p.good()))
	case p.isRestaurant():
		return l.supplySlot(seat, supplyIndex(s.Player(seat).Supply, p.restaurant()))
	case p.isCustomer():
		if r, ok := l.customerRect(s, p.tile()); ok {
			return r
		}
	}
	return l.board
}

func (b *Board) cancelHold() {
	b.held = noPiece
	b.hover = noTarget
	b.lifted = false
	b.gesture.Cancel()
}

// updatePreview asks the engine what the hovered placement would bring, or why it is
// not allowed, once per new target.
func (b *Board) updatePreview() {
	if b.held == noPiece || !b.hover.valid() {
		b.preview = ""
		b.previewFor = noTarget
		return
	}
	if b.hover == b.previewFor {
		return
	}
	b.previewFor = b.hover
	b.earned, b.raised = [game.NumSpaces]int{}, [game.NumSpaces]int{}
	m, ok := b.held.moveTo(b.hover.space, b.hover.entrance)
	if !ok {
		b.preview, b.previewOK = "", false
		return
	}
	s := b.table.State()
	if err := s.Check(m); err != nil {
		b.preview, b.previewOK = refusalText(err, b.table.State()), false
		return
	}
	p := b.markPreview(s, m) // the totals, the stands' shares and their new values
	b.preview, b.previewOK = previewText(p, s.ToMove(), b.view.seats), true
	if s.Ends(m) {
		b.preview += " " + lang.T("game.preview.ends")
	}
}

// marks lights the legal targets of the held piece.
func (b *Board) marks(pickable bool) marks {
	m := noMarks(b.viewer)
	m.turn = b.playing
	m.thinking = b.table.Thinking()
	m.thinksLong = b.table.ThinkingTakesLong()
	m.pickable = pickable && !b.anims.traveling()
	if b.cursor.active && pickable {
		t := b.cursor.target()
		m.cursorSpace, m.cursorEnt = t.space, t.entrance
	}
	if b.anims.traveling() {
		for i := range b.anims.list {
			if b.anims.list[i].kind == travelAnim {
				m.heldSource = b.anims.list[i].piece
			}
		}
	}
	if b.held == noPiece || b.held.isDisplay() {
		return m
	}
	m.holding, m.heldSource = true, b.held
	for _, mv := range b.legal {
		switch {
		case mv.Kind == game.OpenStand && b.held.isStand() && mv.Good == b.held.good():
			m.spaceOK[mv.Space] = true
		case mv.Kind == game.OpenRestaurant && b.held.isRestaurant() && mv.Restaurant == b.held.restaurant():
			m.spaceOK[mv.Space] = true
		case mv.Kind == game.BringCustomer && b.held.isCustomer() && mv.Tile == b.held.tile():
			m.entranceOK[mv.Entrance] = true
		}
	}
	m.hoverSpace, m.hoverEnt = b.hover.space, b.hover.entrance
	b.rules().narrow(&m)
	return m
}

// drawHeld paints the piece in hand under the pointer (or lifted at its place when
// picked by a click or the keyboard) and the preview of where it would go.
func (b *Board) drawHeld(c *ui.Canvas, a *App) {
	if b.held == noPiece || b.held.isDisplay() {
		return
	}
	w, h := pieceSize(b.held)
	if b.view.layout.Form != ui.Wide { // a phone's pieces are as big as its market's spaces
		k := b.view.layout.cell / 96
		w, h = w*k, h*k
	}
	x, y := b.aim(a.Input.X, a.Input.Y)
	if !b.gesture.Dragging || b.cursor.active {
		if b.hover.valid() {
			r := b.hoverRect()
			x, y = r.CX(), r.CY()
		} else if b.view.layout.Form != ui.Wide {
			// on a phone, raised over its own place: the market has no room beside it
			r := b.sourceRect(b.held)
			x, y = r.CX(), r.CY()-10
		} else {
			x, y = b.view.layout.board.CX(), b.view.layout.board.Bottom()+26
		}
	}
	col := b.view.colorOf(b.table.State().ToMove())
	drawPiece(c, b.held, ui.R(x-w/2+3, y-h/2+5, w, h), col, 0.3)
	drawPiece(c, b.held, ui.R(x-w/2, y-h/2, w, h), col, 0.92)
	b.drawEarnMarks(c)
	if b.preview != "" {
		b.drawTip(c, b.preview, x, b.tipClearOfMarks(b.preview, x, y-h/2-8, y+h/2+8), b.previewOK)
	}
}

func (b *Board) hoverRect() ui.Rect {
	if b.hover.space >= 0 {
		return b.view.layout.space(b.hover.space)
	}
	return b.view.layout.entrance(b.hover.entrance)
}

// drawTip is a speech-bubble label above (x, y).
func (b *Board) drawTip(c *ui.Canvas, msg string, x, y float64, ok bool) {
	size, r := 15.0, b.tipRect(msg, x, y)
	w := r.W
	face, ink := ui.Paper, ui.Ink
	if !ok {
		face, ink = ui.Mix(ui.Paper, ui.Bad, 0.15), ui.Bad
	}
	c.Card(r, 8, face, ui.PanelEdge)
	c.TextFit(msg, r.CX(), r.CY(), size, w-16, true, ink, ui.Center)
}
