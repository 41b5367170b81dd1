package main

import (
	"context"
	"encoding/json"
	"io/fs"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mercado/scenes"
)

// startMarks are a visit's time marks, in ms after navigation: the game's fetch begun,
// the game downloaded and compiled, the Go program set up, the first frame drawn; and
// which copy of the game it started from (packed, kept, plain).
type startMarks struct {
	Fetch, Loaded, Start, First float64
	From                        string
}

// visit opens the page in a new browser session on profile, waits for the first frame
// and gives its marks; then, when keep is set, starts a game and lets the page run a
// while (the browser writes the compiled code once the module's busy functions are
// optimized) before the browser closes.
func visit(t *testing.T, exe, profile, url string, keep bool) startMarks {
	t.Helper()
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), browserFlags(exe, profile, "en-GB")...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	tctx, cancelT := context.WithTimeout(ctx, 4*time.Minute)
	defer cancelT()
	p := &page{t: t, ctx: tctx}
	if err := chromedp.Do(tctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the first frame", 60*time.Second, func(st scenes.Status) bool { return st.Frame > 0 })
	raw := p.js(`({fetch: mercadoFetchMS, loaded: mercadoLoadedMS, start: mercadoStartMS, first: mercadoFirstFrameMS, from: mercadoWasmFrom})`)
	var m startMarks
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	if keep {
		p.click("menu.new_game") // the setup and a board run the game's busy code
		p.waitFor("the setup", 10*time.Second, func(st scenes.Status) bool { return st.Scene == "Setup" })
		p.click("setup.start")
		p.waitFor("a board", 15*time.Second, func(st scenes.Status) bool { return st.Scene == "Board" })
		time.Sleep(8 * time.Second)
	}
	if err := chromedp.Cancel(ctx); err != nil { // closes the browser as a person would
		t.Logf("closing the browser: %v", err)
	}
	return m
}

// TestBrowserSecondVisitCompilesNothing: every visit streams the game from the service
// worker's unpacked copy, a real response, so the browser keeps its compiled code
// (Chromium's code cache folder in the profile grows) and a visit in a new browser
// session on the same profile (a phone's browser closed overnight) compiles next to
// nothing. The marks of each visit are printed (go test -v); only a visit that draws
// nothing, or does not start from the worker's copy, fails, never a time.
func TestBrowserSecondVisitCompilesNothing(t *testing.T) {
	exe, web := browserAndWeb(t, "rv")
	srv := httptest.NewServer(WebHandler(web))
	defer srv.Close()
	profile := t.TempDir()
	for i, keep := range []bool{true, true, false} {
		m := visit(t, exe, profile, srv.URL+"/", keep)
		t.Logf("visit %d (new session): from the %s copy; fetch at %.0f ms, fetched and compiled at %.0f ms (%.0f ms), Go set up at %.0f ms, first frame at %.0f ms",
			i+1, m.From, m.Fetch, m.Loaded, m.Loaded-m.Fetch, m.Start, m.First)
		t.Logf("after visit %d: the profile keeps %d KB of compiled WebAssembly", i+1, dirKB(filepath.Join(profile, "Default", "Code Cache", "wasm")))
		if m.From != "worker" {
			t.Errorf("visit %d started from the %s copy, not the service worker's unpacked one", i+1, m.From)
		}
	}
}

// dirKB is how many KB the files under dir hold.
func dirKB(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if info, err := d.Info(); err == nil {
				n += info.Size()
			}
		}
		return nil
	})
	return n >> 10
}
