package scenes

import (
	"math"

	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

// Tooltips: every piece of the table explains itself in words. A mouse resting on a
// piece for tipDelay frames, or a finger held still on it as long, opens a card saying
// what the piece is and what it would do now; the words come from tip_words.go. While a
// piece is held the placement preview speaks instead, so the card stays away.

// tipDelay is how long the pointer rests before the card opens (0.5 s at 60 frames a second).
const tipDelay = 30

// tipLinger is how long a card opened by a long press stays after the finger lifts.
const tipLinger = 180

// tipStill is how far (logical pixels) a finger may wander and still be a long press.
const tipStill = 6

// tooltip follows the pointer and decides when a card is shown and what it says.
type tooltip struct {
	spot      tipSpot
	rest      int // frames the pointer has rested on spot
	x, y      float64
	pressX    float64
	pressY    float64
	touch     bool
	longPress bool // the card came from a long press: its release must not pick the piece
	linger    int  // frames a long press's card stays after the finger lifted
	mouseSeen bool // while lingering: the mouse pointer a touch screen reports
	mouseX    float64
	mouseY    float64
	text      string
	hash      uint64 // the position the text was written for
	// keepClear is a card the tip must not cover (the tutorial's lesson, whose title
	// sits right under the pieces beside it); empty on every other board.
	keepClear ui.Rect
	seen      uint64 // the table's position when the cards last looked (tipAsleep)
}

// tipAsleep keeps the cards closed after the pass screen lifted, and once the table
// moved (tipsAfterMove), until the pointer that rested then moves past tipStill from
// where it rested, or presses: a card must not cover the pieces that move, nor come back
// over the next turn's table with nobody asking.
func (b *Board) tipAsleep(in *ui.Input) bool {
	if h := b.table.State().Hash(); h != b.tip.seen {
		b.tipsAfterMove() // a move made, taken back or heard that no animation showed
	}
	if !b.tipWait {
		return false
	}
	if math.IsNaN(b.tipX) {
		b.tipX, b.tipY = in.X, in.Y
	}
	if in.Pressed || math.Abs(in.X-b.tipX) > tipStill || math.Abs(in.Y-b.tipY) > tipStill {
		b.tipWait = false
	}
	return b.tipWait
}

// tipsAfterMove closes the card when a move is played out or the turn passes, and keeps
// the cards asleep until the pointer moves (tipAsleep).
func (b *Board) tipsAfterMove() {
	b.tip.reset()
	b.tip.seen = b.table.State().Hash()
	b.tipWait, b.tipX, b.tipY = true, math.NaN(), math.NaN()
}

// shown reports whether a card is on screen.
func (t *tooltip) shown() bool { return t.text != "" }

// update follows this frame's pointer over the table drawn by v from s. quiet hides the
// card (a piece is held, a move is travelling). It reports true on the frame a long
// press's finger lifts: the scene then forgets the press, so that reading a piece does
// not pick it up.
func (t *tooltip) update(in *ui.Input, v *tableView, s *game.State, quiet bool) (swallow bool) {
	if quiet || !in.Present && t.linger == 0 {
		t.reset()
		return false
	}
	if in.Touch {
		return t.updateTouch(in, v, s)
	}
	if t.linger > 0 && !in.Down && t.lingerOn(in) {
		return false
	}
	t.touch, t.longPress, t.linger = false, false, 0
	spot := spotAt(&v.layout, s, in.X, in.Y)
	if in.Down || spot != t.spot {
		t.rest = 0
		t.text = ""
	}
	t.spot, t.x, t.y = spot, in.X, in.Y
	t.rest++
	if !in.Down && t.rest >= tipDelay {
		t.write(v, s)
	}
	return false
}

// updateTouch: a finger held still on a piece opens its card; lifting it leaves the card
// a moment to be read.
func (t *tooltip) updateTouch(in *ui.Input, v *tableView, s *game.State) bool {
	t.touch = true
	switch {
	case in.Pressed:
		t.reset()
		t.touch = true
		t.pressX, t.pressY = in.X, in.Y
		t.spot = spotAt(&v.layout, s, in.X, in.Y)
		t.x, t.y = in.X, in.Y
	case in.Down:
		if math.Abs(in.X-t.pressX) > tipStill || math.Abs(in.Y-t.pressY) > tipStill {
			t.reset() // the finger moves: a drag, not a question
			t.touch = true
			t.pressX, t.pressY = math.Inf(1), math.Inf(1)
			return false
		}
		t.rest++
		if t.rest >= tipDelay && t.spot.kind != tipNone {
			t.longPress = true
			t.write(v, s)
		}
	case in.Released:
		if t.longPress {
			t.longPress, t.linger = false, tipLinger
			return true
		}
		t.reset()
	default:
		if t.linger > 0 {
			t.linger--
			if t.linger == 0 {
				t.reset()
			}
		}
	}
	return false
}

// lingerOn keeps a long press's card after the finger lifted. A touch screen then
// reports the mouse at a fixed place, so the card stays until that pointer moves or
// the time is up.
func (t *tooltip) lingerOn(in *ui.Input) bool {
	if !t.mouseSeen {
		t.mouseSeen, t.mouseX, t.mouseY = true, in.X, in.Y
	}
	if in.X != t.mouseX || in.Y != t.mouseY {
		return false
	}
	if t.linger--; t.linger == 0 {
		t.reset()
	}
	return true
}

// reset closes the card and forgets the pointer's rest; the table's position seen stays.
func (t *tooltip) reset() {
	*t = tooltip{seen: t.seen}
}

// write words the card for the spot, again only when the position or the language
// changed.
func (t *tooltip) write(v *tableView, s *game.State) {
	if t.spot.kind == tipNone {
		t.text = ""
		return
	}
	if h := s.Hash() ^ uint64(lang.Version())<<48; t.text == "" || h != t.hash {
		t.text, t.hash = tipText(s, t.spot, v.seats), h
	}
}

// spotAt is what lies under a point of the table, if anything a tooltip explains.
func spotAt(l *boardLayout, s *game.State, x, y float64) tipSpot {
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		if l.space(sp).Contains(x, y) {
			return tipSpot{kind: tipSpace, which: int(sp)}
		}
	}
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		if l.entrance(e).Contains(x, y) {
			return tipSpot{kind: tipEntrance, which: int(e)}
		}
	}
	for seat := 0; seat < s.NumPlayers(); seat++ {
		if !l.players[seat].Contains(x, y) {
			continue
		}
		if l.chip[seat] {
			return tipSpot{} // a phone's chip of another player: its name and money only
		}
		p := s.Player(seat)
		i := 0
		for g := game.Good(0); g < game.NumGoods; g++ {
			for k := 0; k < int(p.Hand[g]); k++ {
				if l.handTile(seat, i).Contains(x, y) {
					return tipSpot{kind: tipHand, which: seat, item: int(g)}
				}
				i++
			}
		}
		i = 0
		for r := game.Restaurant(0); r < game.NumRestaurants; r++ {
			for k := 0; k < int(p.Supply[r]); k++ {
				if l.supplySlot(seat, i).Contains(x, y) {
					return tipSpot{kind: tipSupply, which: seat, item: int(r)}
				}
				i++
			}
		}
		return tipSpot{}
	}
	for n := 1; n <= game.MaxCustomers; n++ {
		if l.custNum[n-1].Contains(x, y) {
			return tipSpot{kind: tipStack, which: n}
		}
		for i := 0; i < min(game.AvailablePerStack, s.StackLen(n)); i++ {
			if l.custTile[n-1][i].Contains(x, y) {
				return tipSpot{kind: tipCustomer, which: int(s.StackAt(n, i))}
			}
		}
	}
	i := 0
	d := s.Display()
	for g := game.Good(0); g < game.NumGoods; g++ {
		for k := 0; k < int(d[g]); k++ {
			if i < len(l.dispTile) && l.dispTile[i].Contains(x, y) {
				return tipSpot{kind: tipDisplay, which: int(g)}
			}
			i++
		}
	}
	if bagRect(l).Contains(x, y) {
		return tipSpot{kind: tipBag}
	}
	return tipSpot{}
}

// bagRect is the bag's icon and count beside the display (tableView draws them in it):
// the room right of the last display tile, clear of it, up to the display's edge.
func bagRect(l *boardLayout) ui.Rect {
	last := l.dispTile[len(l.dispTile)-1]
	x := last.Right() + 12
	right := l.dispArea.Right() - 8
	if right < x+60 { // no display panel around the tiles: the bag's own width
		right = x + 80
	}
	return ui.R(x, last.Y, right-x, last.H+4)
}

// draw paints the card beside the pointer: below and to the right of a mouse's arrow,
// above a finger (which hides what is under it), always inside the screen and never
// over the point the pointer shows.
func (t *tooltip) draw(c *ui.Canvas, l *boardLayout) {
	if t.text == "" {
		return
	}
	r, lines := t.card(l)
	c.FillRound(r.Offset(2, 3), 10, ui.Shadow)
	c.Card(r, 10, ui.Paper, ui.PanelEdge)
	for i, ln := range lines {
		c.Text(ln, r.X+tipPad, r.Y+tipPad+tipSize/2+float64(i)*tipSize*1.35, tipSize, false, ui.Ink, ui.Left)
	}
}

// The tip card's measures.
const tipSize, tipPad, tipMaxW = 15.0, 12.0, 340.0

// card is where the tip's card goes and its text's lines.
func (t *tooltip) card(l *boardLayout) (ui.Rect, []string) {
	lines := ui.Wrap(t.text, tipSize, tipMaxW-2*tipPad, false)
	w := 0.0
	for _, ln := range lines {
		w = max(w, ui.TextWidth(ln, tipSize, false))
	}
	lh := tipSize * 1.35
	w, h := w+2*tipPad, float64(len(lines))*lh+2*tipPad-(lh-tipSize)
	r := tipPlace(t.x, t.y, w, h, l.W, l.H, t.touch)
	if k := t.keepClear; k.W > 0 && r.Overlaps(k) {
		r = clearOf(r, k, t.x, t.y, l.W, l.H)
	}
	return r, lines
}

// clearOf moves a tip card r that covers the card k to the side of the pointer (x, y)
// away from k: above it, below it, or beside it, whichever clears k and stays on the W x
// H screen; when none does, the tip stays where it was.
func clearOf(r, k ui.Rect, x, y, W, H float64) ui.Rect {
	const gap, margin = 16.0, 6.0
	for _, c := range []ui.Rect{
		ui.R(r.X, y-gap-r.H, r.W, r.H), // above the pointer
		ui.R(r.X, y+gap, r.W, r.H),     // below it
		ui.R(x-gap-r.W, r.Y, r.W, r.H), // to its left
		ui.R(k.X-gap-r.W, y-r.H/2, r.W, r.H),
	} {
		c.X = max(margin, min(W-margin-c.W, c.X))
		if c.Y >= margin && c.Bottom() <= H-margin && !c.Overlaps(k) && !c.Contains(x, y) {
			return c
		}
	}
	return r
}

// tipPlace puts a w x h card near the pointer at (x, y) on a W x H screen: it prefers
// below-right of a mouse and above a finger, flips to the other side when that side has
// no room, and slides along the edge to stay on the screen. The pointer's point stays
// outside the card.
func tipPlace(x, y, w, h, W, H float64, touch bool) ui.Rect {
	const gapX, gapY, margin = 16.0, 22.0, 6.0
	w, h = min(w, W-2*margin), min(h, H-2*margin)
	above := touch
	if !above && y+gapY+h > H-margin {
		above = true
	} else if above && y-gapY-h-24 < margin {
		above = false
	}
	r := ui.R(x+gapX, y+gapY, w, h)
	if touch {
		r.X = x - w/2
	}
	if above {
		r.Y = y - gapY - h
		if touch {
			r.Y -= 24 // the fingertip is wide
		}
	}
	r.X = max(margin, min(W-margin-w, r.X))
	r.Y = max(margin, min(H-margin-h, r.Y))
	if r.Contains(x, y) { // pushed back over the pointer by the edges: go beside it
		if x+gapX+w <= W-margin {
			r.X = x + gapX
		} else {
			r.X = x - gapX - w
		}
	}
	return r
}
