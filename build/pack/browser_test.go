package main

import (
	"math"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	gamebrowser "mercado/build/browser"
	"mercado/game"
	"mercado/scenes"
)

// TestBrowserGame plays the browser build in headless Chromium as a player meets it:
// the page loads and draws in the browser's language, sound waits for the first click,
// a game against the easy computer starts by clicks, a real drag opens a stand, a
// reload brings the saved game back, a record goes out as a download and comes back
// through the file input, and frames keep coming while the hard computer thinks.
// It reports the sizes and times the issue asks for (go test -v shows them).
func TestBrowserGame(t *testing.T) {
	exe, web := browserAndWeb(t)
	gz, err := os.Stat(filepath.Join(web, "mercado.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("mercado.wasm.gz: %.2f MB", float64(gz.Size())/(1<<20))
	if gz.Size() > 5<<20 {
		t.Errorf("the compressed game is %d bytes, over 5 MB", gz.Size())
	}
	srv := httptest.NewServer(WebHandler(web))
	defer srv.Close()

	p := openPage(t, exe, "de-DE")
	ctx := p.ctx

	// The page loads and draws, in the browser's language, with sound waiting.
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	st := p.waitFor("the first frame", 60*time.Second, func(st scenes.Status) bool { return st.Frame > 0 })
	first, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`mercadoFirstFrameMS`))
	if err != nil {
		t.Fatal(err)
	}
	shown := p.waitJS("the first frame on the screen", 60*time.Second, `window.mercadoShownMS ? Math.round(mercadoShownMS) : null`)
	marks, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`[mercadoLoadedMS, mercadoStartMS]`))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("navigation to first frame: drawn at %.0f ms, on the screen at %s ms (downloaded and compiled at %.0f ms, the game set up at %.0f ms)", first, shown, marks[0], marks[1])
	// Start-up time is measured and reported, not asserted: on this machine's software
	// renderer it moves with the Chromium build and the load (the same commit measured
	// 1.2-2.1 s, later 4.6 s, and 98 s at a load of 40). A start that is stuck fails the
	// wait for the first frame above.
	if st.Scene != "Menu" || st.Lang != "de" {
		t.Errorf("first screen %q in %q, want the menu in German (navigator.language de-DE)", st.Scene, st.Lang)
	}
	if st.Sound != "waiting" {
		t.Errorf("sound before any click is %q, want waiting", st.Sound)
	}

	id, w, h := p.smallestTarget(st)
	t.Logf("the menu's smallest target: %s, %.0fx%.0f CSS px", id, w, h)

	canvasFollowsWindow(p)

	// Two players, the second the easy computer, the person first.
	p.click("menu.new_game")
	p.waitFor("the setup with sound on", 5*time.Second, func(st scenes.Status) bool { return st.Scene == "Setup" && st.Sound == "on" })
	p.clickUntil("setup.seat1.", "setup.seat1.easy", 4)
	p.clickUntil("setup.first.", "setup.first.0", 3)
	p.click("setup.start")
	st = p.waitFor("the person's turn", 15*time.Second, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.HumanToMove && hasTarget("stand.from")(st)
	})
	before := *st.Game
	id, w, h = p.smallestTarget(st)
	t.Logf("the board's smallest target: %s, %.0fx%.0f CSS px", id, w, h)

	// A real drag opens a stand.
	p.drag("stand.from", "stand.to")
	st = p.waitFor("the stand in the market", 10*time.Second, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.Stands == before.Stands+1 && st.Game.Moves > before.Moves
	})
	played := *st.Game
	// The stand's sound played: the page's own audio decoded and started it.
	p.waitFor("the stand's sound", 10*time.Second, func(st scenes.Status) bool { return st.Effects > 0 })

	// A reload brings the saved game back.
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the menu offering to continue", 60*time.Second, hasTarget("menu.continue"))
	p.click("menu.continue")
	st = p.waitFor("the continued game", 10*time.Second, func(st scenes.Status) bool { return st.Game != nil })
	if st.Game.Moves < played.Moves || st.Game.Stands < played.Stands {
		t.Errorf("after reloading: %d decisions and %d stands, want at least %d and %d", st.Game.Moves, st.Game.Stands, played.Moves, played.Stands)
	}

	time.Sleep(500 * time.Millisecond)
	b0, _ := p.state()
	time.Sleep(time.Second)
	b1, _ := p.state()
	t.Logf("frame rate on the board, nobody thinking: %d fps (the game's own part of the last frame %.1f ms)", b1.Frame-b0.Frame, b1.FrameMS)
	exportAndImport(p)
	framesWhileHardThinks(p)
}

// exportAndImport saves the game's record as a download and opens it again through the
// page's file input, as the browser's file picker would hand it over.
func exportAndImport(p *page) {
	t := p.t
	downloads := t.TempDir()
	if _, err := chromedp.CallBrowser(p.ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads,
	}); err != nil {
		t.Fatal(err)
	}
	p.click("board.menu")
	p.waitFor("the pause menu", 5*time.Second, func(st scenes.Status) bool { return st.Scene == "Pause" })
	p.click("pause.export")
	var path string
	for deadline := time.Now().Add(gamebrowser.WaitGuard); path == "" && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		found, _ := filepath.Glob(filepath.Join(downloads, "mercado-*.json"))
		if len(found) > 0 {
			path = found[0]
		}
	}
	if path == "" {
		t.Fatal("the exported record was not downloaded")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		t.Fatalf("the downloaded record does not read: %v", err)
	}
	p.click("pause.open")
	if err := chromedp.Do(p.ctx, chromedp.SetUploadFiles(chromedp.CSS("#mercado-record-input"), []string{path})); err != nil {
		t.Fatal(err)
	}
	if rec.MoneyHidden { // every seat of an opened record is a person: with hidden money the screen is handed over
		p.click("pass.ready")
	}
	st := p.waitFor("the opened record", 10*time.Second, func(st scenes.Status) bool {
		return st.Scene == "Board" && st.Game != nil && st.Game.HumanToMove
	})
	if st.Game.Moves != len(rec.Moves) {
		t.Errorf("the opened record has %d decisions, the file %d", st.Game.Moves, len(rec.Moves))
	}
	t.Logf("record exported as %s (%d decisions) and opened again", filepath.Base(path), len(rec.Moves))
}

// framesWhileHardThinks plays against the hard computer and compares the frames the
// page draws while it thinks (once the person's pieces have landed) with those it draws
// while the person is to move.
func framesWhileHardThinks(p *page) {
	t := p.t
	// Settings live in localStorage like the saves: a longer thinking time put there
	// before a reload is the game's.
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`localStorage.setItem("mercado/settings.json", '{"hard_budget_ms": 4000}'), true`)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(p.ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	p.click("menu.new_game")
	p.clickUntil("setup.seat1.", "setup.seat1.hard", 4)
	p.clickUntil("setup.first.", "setup.first.0", 3)
	p.click("setup.start")
	p.waitFor("the person's turn", 15*time.Second, hasTarget("stand.from"))
	time.Sleep(time.Second) // the board's opening animations end
	idle := p.rate(2 * time.Second)
	p.drag("stand.from", "stand.to")
	p.click("take") // the new hand tile ends the turn
	// The pointer leaves the board, as a hand leaves the mouse: resting on the pieces it
	// would raise their cards, an animation of its own.
	p.mouse(chromedp.MouseMoved, 2, 2, false)
	started := p.waitFor("the hard computer thinking", 15*time.Second, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.Thinking
	})
	time.Sleep(600 * time.Millisecond) // the person's pieces finish moving
	thinking := p.rate(0)
	done := p.waitFor("the hard computer's move", 20*time.Second, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.LongestThinkMS > 0
	})
	t.Logf("frames on the board: %.1f fps while the person is to move, %.1f fps while hard thinks (%.1f while nothing else moves; longest gap %d ms, thinking in %.1f ms slices); it thought %d ms on a %d ms budget",
		idle.fps, thinking.fps, thinking.still, thinking.longestGap.Milliseconds(), thinking.slice, done.Game.LongestThinkMS, done.Game.BudgetMS)
	// The frame rates and the length of the thinking as the frames saw it are
	// measurements, printed above: a loaded machine moves them by more than any margin
	// (at load 17 the page drew 28.6 fps idle, then 1.3 while hard thought; at load 40
	// the test's own look at the page came after the thinking had ended). What a busy
	// machine cannot change is checked: the search gave the page its turn again and again
	// (ai.Pause; a search that never paused would hold the page's one thread for the
	// whole budget), in slices the pacer did not starve, on the budget of the settings.
	if pauses := done.Pauses - started.Pauses; pauses < 2 {
		t.Errorf("the hard computer's search paused %d times for the page while it thought %d ms: it kept the page from its frames", pauses, done.Game.LongestThinkMS)
	}
	if thinking.slice < 2 {
		t.Errorf("the search was left %.1f ms slices between frames: it starves", thinking.slice)
	}
	if done.Game.BudgetMS != 4000 {
		t.Errorf("the hard budget is %d ms, not the 4000 ms of the settings in localStorage", done.Game.BudgetMS)
	}
}

// canvasFollowsWindow checks that the game's canvas fills the page's window, also after
// the window changes size, and that the game lays itself out for the new size.
func canvasFollowsWindow(p *page) {
	t := p.t
	fills := func(w, h float64) {
		t.Helper()
		var got []float64
		for deadline := time.Now().Add(gamebrowser.WaitGuard); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			var err error
			got, err = chromedp.Run(p.ctx, chromedp.Evaluate[[]float64](`(() => {
				const r = document.querySelector("canvas").getBoundingClientRect();
				return [r.width, r.height, innerWidth, innerHeight];
			})()`))
			if err != nil {
				t.Fatal(err)
			}
			if got[0] == got[2] && got[1] == got[3] && (w == 0 || got[2] == w && got[3] == h) {
				return
			}
		}
		t.Fatalf("the canvas is %vx%v in a %vx%v window", got[0], got[1], got[2], got[3])
	}
	fills(0, 0)
	before, _ := p.state()
	if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(900, 600)); err != nil {
		t.Fatal(err)
	}
	fills(900, 600)
	// The layout is made for 1280x720 and scaled to fit: 900/1280 of it here.
	after := p.waitFor("the game laid out for 900x600", 3*time.Second, func(st scenes.Status) bool {
		return math.Abs(st.Scale-900.0/1280) < 0.01
	})
	if err := chromedp.Do(p.ctx, chromedp.ResetViewport()); err != nil {
		t.Fatal(err)
	}
	fills(0, 0)
	t.Logf("the canvas fills the window and follows it: scale %.3f, then %.3f at 900x600", before.Scale, after.Scale)
}
