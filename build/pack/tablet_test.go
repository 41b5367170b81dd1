package main

import (
	"testing"
	"time"

	"mercado/scenes"
)

// A tablet on its side (1024x768 and 1366x1024, used by touch) gets the phone's
// arrangement with finger-sized targets, not the desktop's shrunk: the page's coarse
// pointer makes the game choose the Low form, and every target of the menu and of the
// board is at least 44 CSS px each way. One session: the board and menu of the small
// tablet, then the same page moved to the large one (as a tablet's screen mirrored to a
// larger one), its board and, through the pause menu, its menu.
func TestBrowserTablet(t *testing.T) {
	p, url := touchPage(t, "en-GB")
	// the small tablet at an iPad's device scale of 2, the large one at 1: at 3 their
	// pixels took seconds a frame in this software renderer at a load of 20
	p.tablet(1024, 768, 2)
	small := "1024x768 tablet"
	p.checkTabletScreen(small, p.toSetup(url))
	p.tapUntil("setup.seat1.", "setup.seat1.easy", 4)
	p.tap("setup.start")
	st := p.waitFor("the person's turn", 3*time.Minute, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.HumanToMove && hasTarget("stand.from")(st)
	})
	p.checkTabletScreen(small, st)

	large := "1366x1024 tablet"
	p.tablet(1366, 1024, 1)
	st = p.waitFor("the board laid out for "+large, time.Minute, func(now scenes.Status) bool {
		return now.Scale != st.Scale && now.Game != nil && hasTarget("stand.from")(now)
	})
	p.checkTabletScreen(large, st)
	p.tap("board.menu")
	p.waitFor("the pause menu", 10*time.Second, func(st scenes.Status) bool { return st.Scene == "Pause" })
	p.tap("pause.save_quit")
	p.checkTabletScreen(large, p.waitFor("the menu", time.Minute, func(st scenes.Status) bool {
		return st.Scene == "Menu" && hasTarget("menu.new_game")(st)
	}))
}

// checkTabletScreen checks that the screen st on a tablet is in the low form with every
// target at least 44 CSS px, and reports its smallest target.
func (p *page) checkTabletScreen(tablet string, st scenes.Status) {
	p.t.Helper()
	if st.Form != "low" {
		p.t.Errorf("the %s on a %s is %q, want low", st.Scene, tablet, st.Form)
	}
	checkTargets(p.t, st)
	id, w, h := p.smallestTarget(st)
	p.t.Logf("%s: the %s's smallest target %s, %.0fx%.0f CSS px", tablet, st.Scene, id, w, h)
}

// tablet makes the page a tablet on its side of w x h CSS px at device scale dpr.
func (p *page) tablet(w, h int64, dpr float64) { p.Device(w, h, dpr) }
