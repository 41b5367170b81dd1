package scenes

import "mercado/ui"

// The board's arrangement for the window's form, and on a phone its drawer: which seat
// has the stall, which part the drawer shows. The stand tiles open by themselves when a
// person is to take one, and close again after.

// FitsEveryForm: the board lays itself out upright and on its side on a phone.
func (b *Board) FitsEveryForm() {}

// arrange lays the table out for the app's form and screen, every frame: a rotation or
// a resized window takes effect at once and a held piece stays held.
func (b *Board) arrange(a *App) {
	s := b.t.State()
	solo := s.NumPlayers() == 1 && s.Challenge().Number != 0
	o := layoutFor{focus: b.focusSeat(), tray: b.view.tabs.tray, solo: solo}
	o.supplies = s.Player(o.focus).SupplySize()
	if b.tut != nil && a.Form != ui.Wide {
		o.reserve = tutorialReserve(a.Form)
	}
	if be, ok := b.extra.(BandExtra); ok && b.tut == nil {
		o.reserve = be.Band(a.Form)
	}
	b.view.l.arrange(a.Form, a.Screen(), a.W, a.H, s.NumPlayers(), o)
	if o.reserve > 0 && b.tut != nil {
		if need := b.tut.reserveFor(b, b.view.l.extra.W); need > o.reserve {
			o.reserve = need // the lesson's words need a taller band than the usual
			b.view.l.arrange(a.Form, a.Screen(), a.W, a.H, s.NumPlayers(), o)
		}
	}
	if o.reserve > 0 && b.tut != nil && b.view.l.crowded() {
		// A short phone has no room for the lesson's band below the drawer: the board
		// keeps its parts, and the lesson floats where it hides none it points at.
		o.reserve = 0
		// Upright, the stall goes to the drawer's foot: the lesson then floats between
		// it and the market, over the ring, the tabs and the coin and redraw (360x640:
		// a lesson over the stall's place covered the market's fifth row).
		o.stallLast = a.Form == ui.Tall
		b.view.l.arrange(a.Form, a.Screen(), a.W, a.H, s.NumPlayers(), o)
		if b.tut.floatsOverHand(a, b) {
			// On its side the lesson may find no place clear of the person's hand and
			// of what it points at (844x390: five lines covered 14 px of the hand): the
			// status line, which the lesson says better, gives its room.
			o.noStatus = true
			b.view.l.arrange(a.Form, a.Screen(), a.W, a.H, s.NumPlayers(), o)
		}
	}
	if o.reserve > 0 && b.tut == nil && b.view.l.crowded() {
		// A phone on its side has no room below the drawer for a band of its own (an
		// online table's vote): the status line, which says less than the hand, gives
		// its room rather than the band covering the hand.
		o.noStatus = true
		b.view.l.arrange(a.Form, a.Screen(), a.W, a.H, s.NumPlayers(), o)
	}
	b.makeRoomForWhy()
	b.tut.shareLog(&b.view.l)
}

// focusSeat is the seat whose stall a phone shows in full: the person to move, or while
// the computers play, the person who last looked at the screen.
func (b *Board) focusSeat() int {
	s := b.t.State()
	if b.t.HumanToMove() || b.playing >= 0 && b.viewer < 0 {
		return s.ToMove()
	}
	if p := b.person(); p >= 0 {
		return p
	}
	return s.ToMove()
}

// drawerState remembers the drawer's part from before the stand tiles opened by
// themselves, to go back to it after the take.
type drawerState struct {
	taking     bool
	trayBefore trayPart
}

// followTurn opens the stand tiles when the person to move must take one and goes back
// to the part shown before once taken.
func (b *Board) followTurn() {
	taking := b.t.HumanToMove() && b.t.State().AwaitingTake() && b.playing < 0
	if taking == b.drawer.taking {
		return
	}
	b.drawer.taking = taking
	tabs := &b.view.tabs
	if taking {
		b.drawer.trayBefore, tabs.tray = tabs.tray, trayDisplay
	} else if tabs.tray == trayDisplay {
		tabs.tray = b.drawer.trayBefore
	}
}
