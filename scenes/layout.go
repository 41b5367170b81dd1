package scenes

import (
	"mercado/game"
	"mercado/ui"
)

// boardLayout places everything of the table on the logical screen. In the wide form
// (desktop, tablet) the player panels stand on the left, the market in the middle where
// the eye goes, the customers, the display and the log on the right. On phones (tall
// and low forms, layout_phone.go) the market fills the width or the height, the player
// to move gets the stall below or beside it, the others are chips, and the customers,
// the stand tiles, the log and a solo challenge share a drawer with tabs.
type boardLayout struct {
	W, H     float64
	Form     ui.Form
	topBar   ui.Rect
	board    ui.Rect
	ring     float64 // depth of the entrance ring
	cell     float64
	players  [game.MaxPlayers]ui.Rect
	numSeats int
	custArea ui.Rect
	custTile [game.MaxCustomers][game.AvailablePerStack]ui.Rect
	custNum  [game.MaxCustomers]ui.Rect // each stack's count of tiles
	dispArea ui.Rect
	dispTile [game.DisplaySize]ui.Rect
	logArea  ui.Rect // empty while the log is not shown (a phone's drawer on another tab)
	actions  ui.Rect

	// The buttons' places: the helps and the menu, and the moves that are not pieces.
	hintBtn, undoBtn, menuBtn ui.Rect
	coinBtn, redrawBtn        ui.Rect
	status                    ui.Rect // the status line (in the wide form, in the top bar)
	challArea                 ui.Rect // a solo challenge's panel; empty when not shown

	// The phone forms: one seat's stall in full, the others as chips, and the drawer.
	focus   int // the seat whose stall is shown in full
	chip    [game.MaxPlayers]bool
	hand    [game.MaxPlayers][game.MaxHand]ui.Rect
	supply  [game.MaxPlayers][game.NumRestaurants]ui.Rect
	money   [game.MaxPlayers]ui.Rect
	tabs    [numTrays]ui.Rect // the drawer's tabs; an empty one is not offered
	tray    trayPart          // the drawer's part shown
	drawer  ui.Rect           // the drawer's panel
	tabsRow ui.Rect           // the row of its tabs
	extra   ui.Rect           // the room kept by layoutFor.reserve
}

// layoutFor says what a board's arrangement depends on besides the screen: the seat
// shown in full on a phone, the drawer's part and whether a solo challenge's panel is
// wanted.
type layoutFor struct {
	focus int
	tray  trayPart
	solo  bool
	// reserve is a height kept free at the foot of a phone's column (the replay's
	// controls), or in the wide form under the seats' panels (a board extra's buttons);
	// it becomes the layout's extra.
	reserve float64
	noHelps bool // no hint or undo buttons (the replay)
	// noStatus gives a phone's status line's room to the parts below it (a lesson that
	// floats says better what the line would say).
	noStatus bool
	// stallLast puts a phone's stall at the foot of the drawer, its moves that are not
	// pieces above it: a lesson floating between the market and the stall then has the
	// ring, the tabs and those moves to cover (the tutorial on a short phone).
	stallLast bool
	// supplies is the restaurants in the focus seat's supply: on a phone the stall's
	// slots close up so that all of them stay on it.
	supplies int
}

// compute lays the table out in the wide form on a w x h logical screen (at least the
// design size).
func (l *boardLayout) compute(w, h float64, seats int) {
	l.arrange(ui.Wide, ui.R(0, 0, w, h), w, h, seats, layoutFor{})
}

// arrange lays the table out in form f; scr is the screen less its safe-area margins.
func (l *boardLayout) arrange(f ui.Form, scr ui.Rect, w, h float64, seats int, o layoutFor) {
	*l = boardLayout{W: w, H: h, Form: f, numSeats: seats, focus: max(0, min(seats-1, o.focus)), tray: o.tray}
	if f == ui.Wide {
		l.wide(w, h, seats, o.solo, o.reserve)
		return
	}
	l.phone(scr, w, h, seats, o)
}

// wide is the desktop arrangement, made for 1280x720 and centred in larger screens.
func (l *boardLayout) wide(w, h float64, seats int, solo bool, reserve float64) {
	ox := (w - DesignW) / 2
	l.topBar = ui.R(0, 0, w, 48)
	top := 56.0
	side := 600.0
	by := top + max(0, (h-top-side-56)/2)
	l.board = ui.R(ox+288, by, side, side)
	l.ring, l.cell = 60, 96
	l.actions = ui.R(ox+288, by+side+8, side, 44)

	colH := h - top - 12
	gap := 8.0
	if reserve > 0 {
		colH -= reserve + gap
	}
	ph := min(170, (colH-gap*float64(seats-1))/float64(max(1, seats)))
	for i := range l.players {
		l.players[i] = ui.R(ox+12, top+float64(i)*(ph+gap), 264, ph)
	}
	if reserve > 0 { // right under the last seat's panel
		l.extra = ui.R(ox+12, top+float64(max(1, seats))*(ph+gap), 264, reserve)
	}

	rx, rw := ox+900, 368.0
	l.custArea = ui.R(rx, top, rw, 292)
	for n := 0; n < game.MaxCustomers; n++ {
		for i := 0; i < game.AvailablePerStack; i++ {
			l.custTile[n][i] = ui.R(rx+44+float64(i)*104, top+30+float64(n)*65, 96, 58)
		}
		l.custNum[n] = ui.R(rx+4, top+30+float64(n)*65, 36, 58)
	}
	l.dispArea = ui.R(rx, top+300, rw, 104)
	for i := range l.dispTile {
		l.dispTile[i] = ui.R(rx+14+float64(i)*76, top+334, 64, 64)
	}
	l.logArea = ui.R(rx, top+412, rw, h-top-412-12)

	right := w - 12
	l.menuBtn = ui.R(right-110, 6, 110, 36)
	l.undoBtn = ui.R(right-226, 6, 106, 36)
	l.hintBtn = ui.R(right-342, 6, 106, 36)
	act := l.actions
	l.coinBtn = ui.R(act.X, act.Y, 200, act.H)
	l.redrawBtn = ui.R(act.X+212, act.Y, 200, act.H)
	l.status = ui.R(170, 0, l.hintBtn.X-16-170, 48)
	if solo {
		p := l.players[0]
		l.challArea = ui.R(p.X, p.Bottom()+8, p.W, h-p.Bottom()-20)
	}
}

// space is the rectangle of a market space.
func (l *boardLayout) space(sp game.Space) ui.Rect {
	return ui.R(l.board.X+l.ring+float64(sp.Col())*l.cell, l.board.Y+l.ring+float64(sp.Row())*l.cell, l.cell, l.cell)
}

// entrance is the slot of an entrance in the ring around the market.
func (l *boardLayout) entrance(e game.Entrance) ui.Rect {
	i := float64(e.Index())
	b := l.board
	switch e.Side() {
	case game.Top:
		return ui.R(b.X+l.ring+i*l.cell, b.Y, l.cell, l.ring)
	case game.Bottom:
		return ui.R(b.X+l.ring+i*l.cell, b.Bottom()-l.ring, l.cell, l.ring)
	case game.Left:
		return ui.R(b.X, b.Y+l.ring+i*l.cell, l.ring, l.cell)
	default:
		return ui.R(b.Right()-l.ring, b.Y+l.ring+i*l.cell, l.ring, l.cell)
	}
}

// tileIn is where a customer tile sits in an entrance slot: 88x52 in the wide form's
// 96x60 slot, in proportion in a phone's.
func (l *boardLayout) tileIn(e game.Entrance) ui.Rect {
	r := l.entrance(e)
	long, short := min(88, l.cell*0.92), min(52, l.ring-8)
	if r.W > r.H {
		return r.Centered(long, short)
	}
	return r.Centered(short, long)
}

// handTile is the i-th tile of a seat's hand in its panel.
func (l *boardLayout) handTile(seat, i int) ui.Rect {
	if l.Form != ui.Wide {
		return l.hand[seat][max(0, min(game.MaxHand-1, i))]
	}
	p := l.players[seat]
	s := min(48, p.H*0.32)
	return ui.R(p.X+12+float64(i)*(s+8), p.Y+34, s, s)
}

// supplySlot is the i-th restaurant of a seat's supply in its panel.
func (l *boardLayout) supplySlot(seat, i int) ui.Rect {
	if l.Form != ui.Wide {
		return l.supply[seat][max(0, min(game.NumRestaurants-1, i))]
	}
	p := l.players[seat]
	s := min(36, p.H*0.24)
	return ui.R(p.X+12+float64(i)*(s+4), p.Bottom()-s-10, s, s)
}

// moneySpot is where a seat's money is shown (coins fly there).
func (l *boardLayout) moneySpot(seat int) ui.Rect {
	if l.Form != ui.Wide {
		return l.money[seat]
	}
	p := l.players[seat]
	return ui.R(p.Right()-96, p.Y+34, 84, 44)
}

// customerRect is where an available customer tile lies on the customers panel.
func (l *boardLayout) customerRect(s *game.State, t game.CustomerTile) (ui.Rect, bool) {
	n := t.Customers()
	for i := 0; i < min(game.AvailablePerStack, s.StackLen(n)); i++ {
		if s.StackAt(n, i) == t {
			return l.custTile[n-1][i], true
		}
	}
	return ui.Rect{}, false
}
