package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

func (b *Board) layoutButtons(a *App) {
	l := &b.view.l
	right := l.W - 12
	b.menu = button(b.menu, ui.R(right-110, 6, 110, 36), lang.T("game.button.menu"))
	b.undo = button(b.undo, ui.R(right-226, 6, 106, 36), lang.T("game.button.undo"))
	b.undo.Disabled = !b.t.CanUndo() || b.q.traveling() || b.playing >= 0 || !b.helpsAllowed()
	b.hintBtn = button(b.hintBtn, ui.R(right-342, 6, 106, 36), lang.T("game.button.hint"))
	b.hintBtn.Icon, b.hintBtn.HasIcon = assets.Bulb, true
	b.hintBtn.Disabled = !b.t.HumanToMove() || b.playing >= 0 || !b.helpsAllowed()
	act := l.actions
	b.coin = button(b.coin, ui.R(act.X, act.Y, 200, act.H), lang.T("game.button.coin"))
	b.coin.Icon, b.coin.HasIcon = assets.Coin, true
	b.coin.Disabled = !b.has(game.Coin) || b.q.traveling()
	label := lang.T("game.button.redraw_hand")
	if b.t.State().AwaitingTake() {
		label = lang.T("game.button.redraw_display")
	}
	b.redraw = button(b.redraw, ui.R(act.X+212, act.Y, 200, act.H), label)
	b.redraw.Disabled = !b.has(game.Redraw) || b.q.traveling()
}

// button keeps a button's press state across frames while its place and label follow
// the layout.
func button(b ui.Button, r ui.Rect, label string) ui.Button {
	b.Rect, b.Label = r, label
	return b
}

func (b *Board) has(kind game.MoveKind) bool {
	if !b.t.HumanToMove() {
		return false
	}
	for _, m := range b.legal {
		if m.Kind == kind {
			return true
		}
	}
	return false
}

func (b *Board) handleButtons(a *App, in *ui.Input) {
	if b.coin.Update(in) || (in.Key(ebiten.KeyC) && !b.coin.Disabled) {
		b.cancelHold()
		b.play(a, game.CoinMove())
	}
	if b.redraw.Update(in) || (in.Key(ebiten.KeyR) && !b.redraw.Disabled) {
		b.cancelHold()
		b.play(a, game.RedrawMove())
	}
	if b.hintBtn.Update(in) || in.Key(ebiten.KeyH) {
		if b.helpsAllowed() {
			b.sess.noteHelp(a)
			b.t.StartHint()
			b.hintOn = true
			b.hint = lang.T("game.hint.looking")
		} else {
			b.say(b.helpsOffText(), true)
		}
	}
	if b.hintOn {
		if m, v, ok := b.t.Hint(); ok {
			b.hintMove = m
			b.hint = hintText(m, v, b.t.State())
		}
	}
}

// pieceAt is the piece of the person to move under a point.
func (b *Board) pieceAt(x, y float64) (int, bool) {
	s := b.t.State()
	l := &b.view.l
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
	l := &b.view.l
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
	if b.q.traveling() {
		return
	}
	ev := b.g.Update(in, b.pieceAt)
	switch ev {
	case ui.Picked:
		b.pick(a, pieceID(b.g.Held))
	case ui.Dropped:
		t := b.targetAt(b.g.X, b.g.Y)
		b.drop(a, t)
	case ui.Canceled:
		b.cancelHold()
	}
	if b.held != noPiece && in.Present && !b.cursor.active {
		b.hover = b.targetAt(in.X, in.Y)
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
		b.before = *b.t.State()
		w, h := pieceSize(p)
		from := ui.R(b.g.X-w/2, b.g.Y-h/2, w, h)
		b.q.add(anim{kind: travelAnim, frames: a.frames(14), from: from, to: b.sourceRect(p), piece: p, color: b.view.colorOf(b.t.State().ToMove())})
	}
}

// sourceRect is where a piece of the person to move lies when not held.
func (b *Board) sourceRect(p pieceID) ui.Rect {
	s := b.t.State()
	l := &b.view.l
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
	b.g.Cancel()
}

// cursor is the keyboard's place on a 7x7 grid: the market (1..5) and its entrance ring.
type cursor struct {
	x, y   int
	active bool
}

func (c cursor) target() target {
	switch {
	case c.x >= 1 && c.x <= 5 && c.y >= 1 && c.y <= 5:
		return target{game.SpaceAt(c.x-1, c.y-1), -1}
	case c.y == 0 && c.x >= 1 && c.x <= 5:
		return target{-1, entranceAt(game.Top, c.x-1)}
	case c.y == 6 && c.x >= 1 && c.x <= 5:
		return target{-1, entranceAt(game.Bottom, c.x-1)}
	case c.x == 0 && c.y >= 1 && c.y <= 5:
		return target{-1, entranceAt(game.Left, c.y-1)}
	case c.x == 6 && c.y >= 1 && c.y <= 5:
		return target{-1, entranceAt(game.Right, c.y-1)}
	}
	return noTarget
}

func entranceAt(side game.Side, i int) game.Entrance {
	return game.Entrance(int(side)*game.BoardSize + i)
}

func (c *cursor) move(dx, dy int) {
	nx, ny := c.x+dx, c.y+dy
	if nx < 0 || nx > 6 || ny < 0 || ny > 6 {
		return
	}
	if (nx == 0 || nx == 6) && (ny == 0 || ny == 6) {
		return // the corners hold nothing
	}
	c.x, c.y = nx, ny
}

// place is the cursor's grid position of a target.
func (t target) place() (x, y int) {
	if t.space >= 0 {
		return t.space.Col() + 1, t.space.Row() + 1
	}
	i := t.entrance.Index()
	switch t.entrance.Side() {
	case game.Top:
		return i + 1, 0
	case game.Bottom:
		return i + 1, 6
	case game.Left:
		return 0, i + 1
	}
	return 6, i + 1
}

// toLegal moves the cursor to the legal target nearest to it (staying put when it is
// on one already), so that a piece picked by the keyboard never starts on a refusal.
func (c *cursor) toLegal(targets []target) {
	best := -1
	for _, t := range targets {
		x, y := t.place()
		if d := abs(x-c.x) + abs(y-c.y); best < 0 || d < best {
			best, c.x, c.y = d, x, y
			if d == 0 {
				return
			}
		}
	}
}

func abs(n int) int { return max(n, -n) }

// legalTargets are the places the engine allows piece p to go now.
func (b *Board) legalTargets(p pieceID) []target {
	var out []target
	for _, mv := range b.legal {
		if q, ok := p.moveTo(mv.Space, mv.Entrance); ok && q == mv {
			switch mv.Kind {
			case game.OpenStand, game.OpenRestaurant:
				out = append(out, target{mv.Space, -1})
			case game.BringCustomer:
				out = append(out, target{-1, mv.Entrance})
			}
		}
	}
	return out
}

// pieces lists what the person to move can pick up, in reading order, for Tab.
func (b *Board) pieces() []pieceID {
	var out []pieceID
	s := b.t.State()
	if s.AwaitingTake() {
		d := s.Display()
		for g := game.Good(0); g < game.NumGoods; g++ {
			if d[g] > 0 {
				out = append(out, displayPiece(g))
			}
		}
		return out
	}
	p := s.Player(s.ToMove())
	for g := game.Good(0); g < game.NumGoods; g++ {
		if p.Hand[g] > 0 {
			out = append(out, standPiece(g))
		}
	}
	for r := game.Restaurant(0); r < game.NumRestaurants; r++ {
		if p.Supply[r] > 0 {
			out = append(out, restaurantPiece(r))
		}
	}
	for _, t := range s.AvailableCustomers() {
		out = append(out, customerPiece(t))
	}
	return out
}

func (b *Board) handleKeys(a *App, in *ui.Input) {
	if b.q.traveling() {
		return
	}
	if in.Key(ebiten.KeyTab) {
		list := b.pieces()
		if len(list) == 0 {
			return
		}
		i := -1
		for k, p := range list {
			if p == b.held {
				i = k
			}
		}
		step := 1
		if in.Shift {
			step = len(list) - 1
		}
		next := list[(i+step+len(list))%len(list)]
		b.g.Pick(int(next))
		b.held = next
		b.previewFor = noTarget
		if !next.isDisplay() {
			b.cursor.active = true
			b.cursor.toLegal(b.legalTargets(next))
			b.hover = b.cursor.target()
		}
	}
	moved := false
	for _, k := range [4]struct {
		key    ebiten.Key
		dx, dy int
	}{{ebiten.KeyArrowLeft, -1, 0}, {ebiten.KeyArrowRight, 1, 0}, {ebiten.KeyArrowUp, 0, -1}, {ebiten.KeyArrowDown, 0, 1}} {
		if in.Key(k.key) {
			b.cursor.move(k.dx, k.dy)
			moved = true
		}
	}
	if moved {
		b.cursor.active = true
		b.hover = b.cursor.target()
	}
	if in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) {
		switch {
		case b.held.isDisplay():
			p := b.held
			b.cancelHold()
			b.play(a, game.TakeMove(p.good()))
		case b.held != noPiece && b.cursor.active:
			b.drop(a, b.cursor.target())
		}
	}
	if in.Key(ebiten.KeyEscape) && b.held != noPiece {
		b.cancelHold()
	}
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
	m, ok := b.held.moveTo(b.hover.space, b.hover.entrance)
	if !ok {
		b.preview, b.previewOK = "", false
		return
	}
	s := b.t.State()
	if err := s.Check(m); err != nil {
		b.preview, b.previewOK = refusalText(err, b.t.State()), false
		return
	}
	b.preview, b.previewOK = previewText(s.Preview(m), s.ToMove(), b.view.seats), true
}

// marks lights the legal targets of the held piece.
func (b *Board) marks(pickable bool) marks {
	m := noMarks(b.viewer)
	m.turn = b.playing
	m.thinking = b.t.Thinking()
	m.pickable = pickable && !b.q.traveling()
	if b.cursor.active && pickable {
		t := b.cursor.target()
		m.cursorSpace, m.cursorEnt = t.space, t.entrance
	}
	if b.q.traveling() {
		for i := range b.q.list {
			if b.q.list[i].kind == travelAnim {
				m.heldSource = b.q.list[i].piece
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
	b.tut.narrow(&m)
	return m
}
