package scenes

import (
	"mercado/game"
	"mercado/ui"
)

// boardLayout places everything of the table on the logical screen: player panels on
// the left, the market in the middle where the eye goes, the customers, the display
// and the log on the right. It adapts to the logical size (at least 1280x720).
type boardLayout struct {
	W, H     float64
	topBar   ui.Rect
	board    ui.Rect
	ring     float64 // depth of the entrance ring
	cell     float64
	players  [game.MaxPlayers]ui.Rect
	numSeats int
	custArea ui.Rect
	custTile [game.MaxCustomers][game.AvailablePerStack]ui.Rect
	dispArea ui.Rect
	dispTile [game.DisplaySize]ui.Rect
	logArea  ui.Rect
	actions  ui.Rect
}

func (l *boardLayout) compute(w, h float64, seats int) {
	l.W, l.H, l.numSeats = w, h, seats
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
	ph := min(170, (colH-gap*float64(seats-1))/float64(max(1, seats)))
	for i := range l.players {
		l.players[i] = ui.R(ox+12, top+float64(i)*(ph+gap), 264, ph)
	}

	rx, rw := ox+900, 368.0
	l.custArea = ui.R(rx, top, rw, 292)
	for n := 0; n < game.MaxCustomers; n++ {
		for i := 0; i < game.AvailablePerStack; i++ {
			l.custTile[n][i] = ui.R(rx+44+float64(i)*104, top+30+float64(n)*65, 96, 58)
		}
	}
	l.dispArea = ui.R(rx, top+300, rw, 104)
	for i := range l.dispTile {
		l.dispTile[i] = ui.R(rx+14+float64(i)*76, top+334, 64, 64)
	}
	l.logArea = ui.R(rx, top+412, rw, h-top-412-12)
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

// tileIn is where a customer tile sits in an entrance slot.
func (l *boardLayout) tileIn(e game.Entrance) ui.Rect {
	r := l.entrance(e)
	if r.W > r.H {
		return r.Centered(88, 52)
	}
	return r.Centered(52, 88)
}

// handTile is the i-th tile of a seat's hand in its panel.
func (l *boardLayout) handTile(seat, i int) ui.Rect {
	p := l.players[seat]
	s := min(48, p.H*0.32)
	return ui.R(p.X+12+float64(i)*(s+8), p.Y+34, s, s)
}

// supplySlot is the i-th restaurant of a seat's supply in its panel.
func (l *boardLayout) supplySlot(seat, i int) ui.Rect {
	p := l.players[seat]
	s := min(36, p.H*0.24)
	return ui.R(p.X+12+float64(i)*(s+4), p.Bottom()-s-10, s, s)
}

// moneySpot is where a seat's money is shown (coins fly there).
func (l *boardLayout) moneySpot(seat int) ui.Rect {
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
