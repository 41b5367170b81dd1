package main

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mercado/scenes"
)

// TestBrowserWatch watches the computer play The Specialist in the browser, as a player
// would: the campaign's sheet, W for Watch, the computer naming its good, then its game.
// The campaign's computer is the solo planner there too (ai.CampaignLevel); its naming
// and its decisions share the page's one thread, so what is checked is what a busy
// machine cannot change: both gave the page its turn again and again (ai.Pause), and the
// game moves on. How long the naming and the decisions took is reported (go test -v),
// not asserted.
func TestBrowserWatch(t *testing.T) {
	exe, web := browserAndWeb(t)
	p := openGame(t, exe, web, "en-GB")
	p.waitFor("the menu", 60*time.Second, hasTarget("menu.campaign"))
	p.click("menu.campaign")
	sheet := p.waitFor("the campaign's sheet", 10*time.Second, func(st scenes.Status) bool { return st.Scene == "Campaign" })
	if err := chromedp.Do(p.ctx, chromedp.KeyEvent("w")); err != nil {
		t.Fatal(err)
	}
	// Counted from the sheet, where nothing searches: a loaded machine may let the
	// naming end before the test first sees its screen.
	p.waitFor("the computer naming its good", 10*time.Second, func(st scenes.Status) bool { return st.Scene == "Specialty" })
	asked := time.Now()
	p.shot("watch-specialty")
	board := p.waitFor("the watched board", 60*time.Second, func(st scenes.Status) bool {
		return st.Scene == "Board" && st.Game != nil
	})
	t.Logf("the computer named its good and the board came %d ms after the naming screen (1.5 s of it showing the good); its search paused %d times for the page",
		time.Since(asked).Milliseconds(), board.Pauses-sheet.Pauses)
	if pauses := board.Pauses - sheet.Pauses; pauses < 2 {
		t.Errorf("naming The Specialist's good paused %d times: it kept the page from its frames", pauses)
	}
	if board.Game.HumanToMove {
		t.Fatal("watching, the board waits for the person")
	}

	// The computer plays on its own: ten decisions, each giving way to the page.
	start := time.Now()
	const decisions = 10
	done := p.waitFor("ten decisions of the watched computer", 10*time.Minute, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.Moves >= board.Game.Moves+decisions
	})
	p.shot("watch-board")
	took := time.Since(start)
	t.Logf("%d decisions in %d ms (%d ms each on average, the longest %d ms on a %d ms budget, as the frames saw them); %d frames ran, the search paused %d times",
		done.Game.Moves-board.Game.Moves, took.Milliseconds(), took.Milliseconds()/int64(done.Game.Moves-board.Game.Moves),
		done.Game.LongestThinkMS, done.Game.BudgetMS, done.Frame-board.Frame, done.Pauses-board.Pauses)
	if pauses := done.Pauses - board.Pauses; pauses < decisions {
		t.Errorf("the watched computer's searches paused %d times in %d decisions: they kept the page from its frames", pauses, decisions)
	}
	if done.Frame <= board.Frame {
		t.Errorf("no frame ran while the computer played (%d, then %d)", board.Frame, done.Frame)
	}
	if done.Scene != "Board" {
		t.Errorf("watching, the screen became %s", done.Scene)
	}
}
