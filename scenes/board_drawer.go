package scenes

// The board's arrangement for the window's form, and on a phone its drawer: which seat
// has the stall, which part the drawer shows. The stand tiles open by themselves when a
// person is to take one, and close again after.

// FitsEveryForm: the board lays itself out upright and on its side on a phone.
func (b *Board) FitsEveryForm() {}

// arrange lays the table out for the app's form and screen, every frame: a rotation or
// a resized window takes effect at once and a held piece stays held.
func (b *Board) arrange(a *App) {
	s := b.table.State()
	solo := s.NumPlayers() == 1 && s.Challenge().Number != 0
	o := layoutFor{focus: b.focusSeat(), tray: b.view.tabs.tray, solo: solo}
	o.supplies = s.Player(o.focus).SupplySize()
	if be, ok := b.mode.(BandExtra); ok {
		o.reserve = be.Band(a.Form)
	}
	b.layOut(a, o)
	b.rules().rearrange(a, b, o)
	b.makeRoomForWhy()
}

// layOut arranges the board's parts for the app's form and screen with the options o.
func (b *Board) layOut(a *App, o layoutFor) {
	b.view.layout.arrange(a.Form, a.Screen(), a.W, a.H, b.table.State().NumPlayers(), o)
}

// focusSeat is the seat whose stall a phone shows in full: the person to move, or while
// the computers play, the person who last looked at the screen.
func (b *Board) focusSeat() int {
	s := b.table.State()
	if b.table.HumanToMove() || b.playing >= 0 && b.viewer < 0 {
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
	taking := b.table.HumanToMove() && b.table.State().AwaitingTake() && b.playing < 0
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
