package scenes

import (
	"fmt"
	"testing"

	"mercado/game"
	"mercado/ui"
)

// layoutSizes are the windows the board is checked at, in CSS pixels at a device scale
// of 1: phones upright and on their side and tablets upright and on their side, used by
// fingers; a touch monitor large enough for the desktop's arrangement; desktops.
var layoutSizes = []formSize{
	{360, 640, true}, {390, 844, true}, {412, 915, true}, {768, 1024, true},
	{640, 360, true}, {844, 390, true}, {915, 412, true},
	{1024, 768, true}, {1366, 1024, true}, {1920, 1080, true},
	{1280, 720, false}, {1280, 800, false}, {1024, 768, false},
}

// namedRect is a part of the layout, named for a test's message.
type namedRect struct {
	name   string
	rect   ui.Rect
	target bool // a place a finger aims at
}

// layoutParts lists what a layout shows: its targets and its other panels.
func layoutParts(l *boardLayout, seats int) []namedRect {
	var out []namedRect
	add := func(name string, r ui.Rect, target bool) {
		if r.W > 0 && r.H > 0 {
			out = append(out, namedRect{name, r, target})
		}
	}
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		add(fmt.Sprint("space ", sp), l.space(sp), true)
	}
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		add(fmt.Sprint("entrance ", e), l.entrance(e), true)
	}
	if l.Form == ui.Wide {
		for seat := 0; seat < seats; seat++ {
			for i := 0; i < game.MaxHand; i++ {
				add(fmt.Sprint("hand ", seat, i), l.handTile(seat, i), true)
			}
		}
	} else {
		for i := 0; i < game.MaxHand; i++ {
			add(fmt.Sprint("hand ", i), l.handTile(l.focus, i), true)
		}
		// the restaurants of a supply as large as games bring (they close up beyond)
		for i := 0; i < 2; i++ {
			add(fmt.Sprint("supply ", i), l.supplySlot(l.focus, i), true)
		}
		for seat := 0; seat < seats; seat++ {
			if l.chip[seat] {
				add(fmt.Sprint("chip ", seat), l.players[seat], false)
			}
		}
		for p := range l.tabs {
			add(fmt.Sprint("tab ", p), l.tabs[p], true)
		}
	}
	for n := range l.custTile {
		add(fmt.Sprint("count ", n+1), l.custNum[n], false)
		for i := range l.custTile[n] {
			add(fmt.Sprint("customer ", n+1, i), l.custTile[n][i], true)
		}
	}
	for i, r := range l.dispTile {
		add(fmt.Sprint("display ", i), r, true)
	}
	add("hint", l.hintBtn, true)
	add("undo", l.undoBtn, true)
	add("menu", l.menuBtn, true)
	add("coin", l.coinBtn, true)
	add("redraw", l.redrawBtn, true)
	add("log", l.logArea, false)
	add("status", l.status, false)
	return out
}

// Every arrangement of the board, at every size, for every number of seats and every
// part of a phone's drawer: all parts lie on the screen (inside the safe area on a
// phone), no two targets overlap, and on a phone every target is at least 44 CSS px
// each way, the least a finger hits.
func TestBoardLayoutsFitEveryScreen(t *testing.T) {
	for _, size := range layoutSizes {
		sc := ui.ScreenFor(size.w, size.h, 1, size.touch)
		// the phones of 390 px and more have notches and home bars (those of 360 px
		// have none): a notch upright, and on its side at one end and the bar below
		safe := ui.Insets{}
		notched := min(size.w, size.h) >= 390 && min(size.w, size.h) < 600
		if sc.Form == ui.Tall && notched {
			safe = ui.Insets{Top: 47, Bottom: 34}
		} else if sc.Form == ui.Low && notched {
			safe = ui.Insets{Left: 47, Right: 47, Bottom: 21}
		}
		scr := ui.R(0, 0, sc.W, sc.H).Pad(safe)
		for seats := 1; seats <= game.MaxPlayers; seats++ {
			for tray := trayPart(0); tray < numTrays; tray++ {
				for _, focus := range []int{0, seats - 1} {
					var l boardLayout
					l.arrange(sc.Form, scr, sc.W, sc.H, seats, layoutFor{focus: focus, tray: tray, solo: seats == 1})
					where := fmt.Sprintf("%dx%d (%v, touch %v), %d seats, drawer %d, focus %d", size.w, size.h, sc.Form, size.touch, seats, tray, focus)
					unit := 0.0 // CSS px of a logical one, where a finger aims
					if size.touch {
						unit = sc.Scale
					}
					checkParts(t, where, &l, seats, scr, unit)
				}
			}
		}
	}
}

// checkParts: every part on the screen, no target over another, and where fingers use
// the screen (unit, the CSS pixels of a logical one, above 0) every target at least
// ui.MinTouch CSS px each way.
func checkParts(t *testing.T, where string, l *boardLayout, seats int, scr ui.Rect, unit float64) {
	t.Helper()
	parts := layoutParts(l, seats)
	if l.Form == ui.Wide {
		scr = ui.R(0, 0, l.W, l.H)
	}
	for i, p := range parts {
		if !scr.Within(p.rect) {
			t.Errorf("%s: %s %v lies outside the screen %v", where, p.name, p.rect, scr)
		}
		if unit > 0 && p.target && (p.rect.W*unit < ui.MinTouch-0.01 || p.rect.H*unit < ui.MinTouch-0.01) {
			t.Errorf("%s: %s is %.1fx%.1f CSS px, under %d", where, p.name, p.rect.W*unit, p.rect.H*unit, ui.MinTouch)
		}
		for _, q := range parts[i+1:] {
			if (p.target || q.target) && p.rect.Overlaps(q.rect) && !inside(p, q) {
				t.Errorf("%s: %s %v overlaps %s %v", where, p.name, p.rect, q.name, q.rect)
			}
		}
	}
	if l.Form != ui.Wide {
		if !l.board.Within(l.space(game.SpaceAt(2, 2))) || l.cell < ui.MinTouch {
			t.Errorf("%s: the market's spaces are %.1f px", where, l.cell)
		}
		if l.logArea.W > 0 && l.tray != trayLog {
			t.Errorf("%s: the log is shown with the drawer on part %d", where, l.tray)
		}
	}
}

// inside: a target that lies on a panel (a customer tile in the drawer) is no overlap.
func inside(p, q namedRect) bool {
	return (!p.target && p.rect.Within(q.rect)) || (!q.target && q.rect.Within(p.rect)) ||
		(!p.target && q.target && p.rect.Within(q.rect)) || (!q.target && p.target && p.rect.Within(q.rect))
}

// The form follows the window's shape: a phone upright is tall, on its side low, and
// the desktop sizes keep the wide arrangement.
func TestBoardFormFollowsTheShape(t *testing.T) {
	want := map[formSize]ui.Form{
		{390, 844, true}: ui.Tall, {360, 640, true}: ui.Tall, {768, 1024, true}: ui.Tall,
		{844, 390, true}: ui.Low, {640, 360, true}: ui.Low,
		{1024, 768, true}: ui.Low, {1366, 1024, true}: ui.Low, {1920, 1080, true}: ui.Wide,
		{1280, 720, false}: ui.Wide, {1280, 800, false}: ui.Wide, {1024, 768, false}: ui.Wide,
	}
	for size, f := range want {
		sc := ui.ScreenFor(size.w, size.h, 1, size.touch)
		var l boardLayout
		l.arrange(sc.Form, ui.R(0, 0, sc.W, sc.H), sc.W, sc.H, 2, layoutFor{})
		if l.Form != f {
			t.Errorf("%v: form %v, want %v", size, l.Form, f)
		}
	}
}

// A long game may leave a seat with every restaurant in its supply: on a phone its stall
// closes them up so that the last still lies on the stall, at every size.
func TestStallHoldsEveryRestaurant(t *testing.T) {
	for _, size := range layoutSizes {
		sc := ui.ScreenFor(size.w, size.h, 1, size.touch)
		if sc.Form == ui.Wide {
			continue
		}
		scr := ui.R(0, 0, sc.W, sc.H)
		for supplies := 0; supplies <= game.NumRestaurants; supplies++ {
			var l boardLayout
			l.arrange(sc.Form, scr, sc.W, sc.H, 2, layoutFor{tray: trayStall, supplies: supplies})
			stall := l.players[l.focus]
			for i := 0; i < supplies; i++ {
				if r := l.supplySlot(l.focus, i); !stall.Within(r) || r.Overlaps(l.handTile(l.focus, game.MaxHand-1)) {
					t.Errorf("%dx%d, %d restaurants: the %dth %v is off the stall %v or on the hand", size.w, size.h, supplies, i+1, r, stall)
				}
			}
		}
	}
}
