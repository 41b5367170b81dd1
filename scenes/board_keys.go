package scenes

// Keyboard play: Tab picks the pieces in turn, the arrows walk a cursor over the
// market and its entrances, Enter places.

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/ui"
)

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
	s := b.table.State()
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
	if b.anims.traveling() {
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
		b.gesture.Pick(int(next))
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
