package scenes

// The animations of a decision: the piece travelling, the coins and the gain and cost
// labels flying to the money.

import (
	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
)

// animate queues the pictures of one decision: the piece travelling (computer moves),
// then the coins and "+N" labels of every seat that earned.
func (b *Board) animate(a *App, ev table.Event, before *game.State, travel bool) {
	l := &b.view.layout
	from, to, piece := b.movePath(ev, before)
	b.tipsAfterMove() // no card over the pieces that move (tooltip.go)
	if travel {
		b.playing = ev.Seat
	}
	delay := 0
	if travel && piece != noPiece && a.frames(36) > 0 {
		b.anims.add(anim{kind: travelAnim, frames: a.frames(36), from: from, to: to, piece: piece, color: b.view.colorOf(ev.Seat), decision: true})
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
		b.anims.add(anim{kind: labelAnim, delay: delay, frames: a.frames(60), to: r, text: "+" + num(v), good: true})
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
				b.anims.add(anim{kind: labelAnim, delay: delay, frames: a.frames(60), to: to, text: "+" + num(rest), good: true})
			}
		}
		text := "+" + num(inc)
		b.anims.add(anim{kind: labelAnim, delay: delay + a.frames(30), frames: a.frames(50), to: b.besideMoney(seat, text, 0), text: text, good: true, rise: 8})
	}
	if ev.Preview.Cost > 0 {
		text := "−" + num(ev.Preview.Cost)
		b.anims.add(anim{kind: labelAnim, delay: delay + a.frames(10), frames: a.frames(60), to: b.besideMoney(ev.Seat, text, 22), text: text, rise: 8})
	}
	if travel && delay == 0 {
		// nothing travelled (coin, redraw): hold a moment so a person can follow
		b.anims.add(anim{kind: labelAnim, frames: a.frames(30), to: l.topBar, text: ""})
	}
}

// besideMoney is where a seat's gain or cost label floats: just right of the money as
// drawn (never over it, the name or the level), dy below the money's line.
func (b *Board) besideMoney(seat int, label string, dy float64) ui.Rect {
	ms := b.view.layout.moneySpot(seat)
	x := ms.X + moneyTextX + ui.TextWidth(moneyText(b.table.State(), b.viewer, seat), moneyTextSize, true) + 8
	w := ui.TextWidth(label, labelSize, true)
	return ui.R(x, ms.CY()+dy-labelSize/2, w, labelSize)
}

// coins sends n coins flying one after another.
func (b *Board) coins(a *App, from, to ui.Rect, n, delay int) {
	for k := 0; k < n; k++ {
		b.anims.add(anim{kind: coinAnim, delay: delay + k*a.frames(5), frames: a.frames(32), from: from, to: to})
	}
}

// movePath is where a decision's piece comes from and goes to, on the screen.
func (b *Board) movePath(ev table.Event, s *game.State) (from, to ui.Rect, p pieceID) {
	l := &b.view.layout
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
