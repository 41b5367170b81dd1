package main

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mercado/scenes"
)

// TestBrowserQuickClickAtRest: once the page has rested (its loop slowed to 4 updates
// a second), a click whose press and release come straight after one another, as the
// browser's events of one quick click do, reaches the game in one update, and still
// picks a stand up; a second such click puts it in the market. Desktop and browser share
// the input's path (ui.Edges); the window tests drive the same in scenes.
func TestBrowserQuickClickAtRest(t *testing.T) {
	exe, web := browserAndWeb(t)
	p := openGame(t, exe, web, "en-GB")
	p.waitFor("the menu", 60*time.Second, hasTarget("menu.new_game"))
	p.click("menu.new_game")
	p.waitFor("the setup", 10*time.Second, func(st scenes.Status) bool { return st.Scene == "Setup" })
	p.clickUntil("setup.seat1.", "setup.seat1.easy", 4)
	p.clickUntil("setup.first.", "setup.first.0", 3)
	p.click("setup.start")
	st := p.waitFor("the person's turn", 60*time.Second, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.HumanToMove && !st.Game.Thinking && hasTarget("stand.from")(st) && hasTarget("stand.to")(st)
	})
	before := *st.Game
	quick := func(x, y float64) {
		p.mouse(chromedp.MousePressed, x, y, true) // no wait between: one quick click
		p.mouse(chromedp.MouseReleased, x, y, false)
	}
	fx, fy, _ := targetXY(st, "stand.from")
	tx, ty, _ := targetXY(st, "stand.to")
	p.mouse(chromedp.MouseMoved, fx, fy, false)
	p.waitRest("over the stand")
	quick(fx, fy)
	// A held piece keeps the board drawing (the spaces it may go to pulse), so the
	// placing click comes a few frames later, at full pace. Had the first click been
	// lost, this one would fall on an empty space with nothing held.
	at := p.waitFor("a frame after the pick", 5*time.Second, func(scenes.Status) bool { return true }).Frame
	p.waitFor("frames after the pick", 5*time.Second, func(st scenes.Status) bool { return st.Frame > at+10 })
	p.mouse(chromedp.MouseMoved, tx, ty, false)
	p.waitFor("frames over the space", 5*time.Second, func(st scenes.Status) bool { return st.Frame > at+20 })
	quick(tx, ty)
	// Counted in frames, few: a lost click leaves the page resting at 4 frames a second.
	p.WaitFor("the stand in the market", 300, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.Stands == before.Stands+1 && st.Game.Moves > before.Moves
	})
}

// waitRest waits until the page has run more frames with nothing new drawn than its
// loop's two still seconds at full pace (scenes/idle.go): the loop has slowed.
func (p *page) waitRest(what string) {
	p.t.Helper()
	drawn, since := -1, 0
	p.waitFor("the page to rest "+what, 30*time.Second, func(st scenes.Status) bool {
		if st.Drawn != drawn {
			drawn, since = st.Drawn, st.Frame
		}
		return st.Frame-since > 2*60+10
	})
}
