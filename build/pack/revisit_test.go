package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mercado/build/browser"
	"mercado/scenes"
)

// TestBrowserLaterVisits opens the game in three browser sessions, one after the other,
// on the same profile, as a phone opens it again the next day: the first visit compiles
// the game as it arrives from the network (it does not wait for the service worker) and
// the worker installs once the game runs, keeping the game unpacked; the second compiles
// the worker's copy, and Chromium, given that response as it is, keeps the compiled code
// beside it; the third takes that code. It prints each visit's time marks from the
// navigation's start (the page's script running, the page choosing where the game
// comes from, the game's response, the game compiled, set up, the first frame drawn,
// and on the screen once WebGL has run its commands) and the compiled code kept. These
// are measurements (the machine's load moves them); what fails is a visit that draws
// nothing, or that takes the game from elsewhere than it should.
func TestBrowserLaterVisits(t *testing.T) {
	exe, web := browserAndWeb(t)
	srv := httptest.NewServer(WebHandler(web))
	defer srv.Close()
	profile := t.TempDir()
	var marks []visitMarks
	for visit := 1; visit <= 3; visit++ {
		m := visitOnce(t, exe, profile, srv.URL, visit)
		t.Logf("visit %d: the game from the %s; ms after navigation: script %.0f, worker %.0f, response %.0f, compiled %.0f, set up %.0f, first frame drawn %.0f, on the screen %.0f; after it the worker's cache holds %.1f MB of compiled code",
			visit, m.from, m.script, m.worker, m.fetched, m.loaded, m.started, m.first, m.shown, float64(keptCode(profile))/(1<<20))
		want := "worker"
		if visit == 1 {
			want = "network" // the worker installs while the game runs
		}
		if m.from != want {
			t.Errorf("visit %d took the game from the %s, want the %s", visit, m.from, want)
		}
		marks = append(marks, m)
	}
	t.Logf("later visits compile in %.0f and %.0f ms against %.0f ms the first time, and are on the screen at %.0f and %.0f ms against %.0f ms",
		marks[1].loaded, marks[2].loaded, marks[0].loaded, marks[1].shown, marks[2].shown, marks[0].shown)
}

// keptCode is the size of what Chromium keeps beside the service worker's cached
// responses (its simple cache's third stream, files named *_1): the compiled code of a
// response given to WebAssembly.instantiateStreaming.
func keptCode(profile string) int64 {
	var n int64
	filepath.WalkDir(filepath.Join(profile, "Default", "Service Worker", "CacheStorage"), func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(d.Name(), "_1") {
			if info, err := d.Info(); err == nil {
				n += info.Size()
			}
		}
		return nil
	})
	return n
}

// visitMarks are one visit's time marks, in ms from the navigation's start, and where
// the page took the game from.
type visitMarks struct {
	from                                                   string
	script, worker, fetched, loaded, started, first, shown float64
}

// visitOnce starts the browser on profile, opens the page until it draws its first
// frame and, on the first visit, until the service worker keeps the unpacked game, on
// the second until Chromium keeps the code compiled from it; then it closes the browser
// as a person would, so that it writes what it keeps.
func visitOnce(t *testing.T, exe, profile, url string, visit int) visitMarks {
	t.Helper()
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), browserFlags(exe, profile, "en-GB")...)
	defer cancelAlloc()
	ctx, _ := chromedp.NewContext(actx)
	ctx, cancel := context.WithTimeout(ctx, browser.SessionGuard) // a guard against a hang, not a measure
	defer cancel()
	p := newPage(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/")); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the first frame", 60*time.Second, func(st scenes.Status) bool { return st.Frame > 0 })
	p.waitJS("the first frame on the screen", 60*time.Second, `window.mercadoShownMS || null`)
	var m visitMarks
	got := p.js(`[mercadoWasmFrom, mercadoScriptMS, mercadoWorkerMS, window.mercadoFetchMS || 0, mercadoLoadedMS, mercadoStartMS, mercadoFirstFrameMS, mercadoShownMS]`)
	var raw []any
	if err := json.Unmarshal(got, &raw); err != nil || len(raw) != 8 {
		t.Fatalf("the page's time marks %s: %v", got, err)
	}
	m.from = fmt.Sprint(raw[0])
	for i, mark := range []*float64{&m.script, &m.worker, &m.fetched, &m.loaded, &m.started, &m.first, &m.shown} {
		*mark, _ = raw[i+1].(float64)
	}
	if visit == 1 {
		p.waitJS("the service worker keeping the unpacked game", 90*time.Second, `(async () => {
			if (!navigator.serviceWorker.controller) return null;
			for (const name of await caches.keys()) {
				const res = await (await caches.open(name)).match("mercado.wasm");
				if (res && res.headers.get("Content-Type") === "application/wasm") return true;
			}
			return null;
		})()`)
	}
	p.waitFor("the menu", 60*time.Second, hasTarget("menu.new_game"))
	// Chromium writes the compiled code once the game's busy functions are optimized;
	// the second visit, the first to compile the worker's copy, waits for it a while (a
	// measurement: the next visit reports it).
	for i := 0; visit == 2 && keptCode(profile) == 0 && i < 60; i++ {
		time.Sleep(500 * time.Millisecond)
	}
	time.Sleep(2 * time.Second) // the browser writes the compiled code it keeps
	if err := chromedp.Cancel(ctx); err != nil {
		t.Logf("closing the browser: %v", err)
	}
	return m
}
