package main

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mercado/build/browser"
	"mercado/scenes"
	"mercado/ui"
)

// TestBrowserAppOffline checks the browser version as an app: its manifest is served,
// valid, and names icons that load at their sizes; the service worker registers, takes
// control and keeps every file of the game; a new version's worker replaces the old one
// and deletes its cache; and with the server gone the page reloads, reaches the menu and
// plays: a tap (touch) starts a new game, unlocks the sound and asks once for the full
// screen, while a mouse click in another tab never asks.
func TestBrowserAppOffline(t *testing.T) {
	exe, web := browserAndWeb(t)
	srv := httptest.NewServer(WebHandler(web))
	defer srv.Close()

	p := openPage(t, exe, "en-GB")
	ctx := p.ctx
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the first frame", 60*time.Second, func(st scenes.Status) bool { return st.Frame > 0 })

	checkManifest(p)

	// The worker takes control and keeps the game's files.
	keep := p.waitJS("the service worker in control", 90*time.Second, `(async () => {
		if (!navigator.serviceWorker.controller) return null;
		const names = await caches.keys();
		if (names.length !== 1) return null;
		const keys = await (await caches.open(names[0])).keys();
		return {cache: names[0], files: keys.map((r) => new URL(r.url).pathname)};
	})()`)
	var kept struct {
		Cache string
		Files []string
	}
	if err := json.Unmarshal(keep, &kept); err != nil {
		t.Fatal(err)
	}
	if kept.Cache != "mercado-"+testVersion {
		t.Errorf("the cache is %q, want mercado-%s", kept.Cache, testVersion)
	}
	for _, f := range []string{"/", "/index.html", "/wasm_exec.js", "/mercado.wasm.gz", "/manifest.webmanifest", "/icon-192.png", "/sound/music.mp3", "/sound/coin.mp3"} {
		if !slices.Contains(kept.Files, f) {
			t.Errorf("the offline copy lacks %s (it keeps %v)", f, kept.Files)
		}
	}

	// A new version: its worker installs, takes over and deletes the old cache.
	names := []string{"mercado.wasm", "mercado.wasm.gz", "index.html", "wasm_exec.js", "icon.png", manifestName}
	for _, ic := range appIcons {
		names = append(names, ic.name)
	}
	template, err := os.ReadFile("../web/sw.js")
	if err != nil {
		t.Fatal(err)
	}
	worker, err := serviceWorker(template, "v2", names)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(web, "sw.js"), worker, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`navigator.serviceWorker.getRegistration().then((r) => r.update()).then(() => true)`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
	p.waitJS("the new version's cache alone", 90*time.Second, `caches.keys().then((k) => k.length === 1 && k[0] === "mercado-v2" ? k : null)`)

	// No network: the page reloads from the offline copy and plays.
	srv.Close()
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	st := p.waitFor("the menu with no network", 60*time.Second, func(st scenes.Status) bool { return st.Scene == "Menu" && hasTarget("menu.new_game")(st) })
	if st.Sound != "waiting" {
		t.Errorf("sound before any tap is %q, want waiting", st.Sound)
	}
	p.Touchscreen()
	p.tap("menu.new_game")
	p.waitFor("the setup after a tap, sound on", 60*time.Second, func(st scenes.Status) bool { return st.Scene == "Setup" && st.Sound == "on" })
	asked := p.js(`sessionStorage.getItem("mercado-fullscreen-asked")`)
	if string(asked) != `"1"` {
		t.Errorf("a tap did not ask for the full screen (session flag %s)", asked)
	}
	p.tap("setup.start")
	p.waitFor("a game with no network", 60*time.Second, func(st scenes.Status) bool { return st.Scene == "Board" && st.Game != nil })
	t.Logf("kept %d files in %s, replaced by mercado-v2; offline the page reloaded, a tap started a game with sound", len(kept.Files), kept.Cache)

	// A mouse click, in a tab of its own session, never asks for the full screen.
	tab, cancelTab := chromedp.NewContext(ctx)
	defer cancelTab()
	q := newPage(t, tab)
	if err := chromedp.Do(tab, chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	q.waitFor("the menu in a new tab", 60*time.Second, hasTarget("menu.new_game"))
	q.click("menu.new_game")
	q.waitFor("the setup after a click", 60*time.Second, func(st scenes.Status) bool { return st.Scene == "Setup" })
	if got := q.js(`String(sessionStorage.getItem("mercado-fullscreen-asked")) + "," + String(!!document.fullscreenElement)`); string(got) != `"null,false"` {
		t.Errorf("a mouse click asked for the full screen: %s", got)
	}
}

// checkManifest reads the page's manifest as the browser would and loads each icon.
func checkManifest(p *page) {
	t := p.t
	raw := p.waitJS("the manifest", 10*time.Second, `(async () => {
		const link = document.querySelector('link[rel="manifest"]');
		if (!link) return null;
		const res = await fetch(link.href);
		const m = await res.json();
		const icons = [];
		for (const ic of m.icons) {
			const r = await fetch(new URL(ic.src, link.href));
			const bmp = await createImageBitmap(await r.blob());
			icons.push({sizes: ic.sizes, purpose: ic.purpose, type: r.headers.get("Content-Type"), w: bmp.width, h: bmp.height});
		}
		return {type: res.headers.get("Content-Type"), m, icons};
	})()`)
	var got struct {
		Type  string
		Icons []struct {
			Sizes, Purpose, Type string
			W, H                 int
		}
	}
	var m map[string]any // the manifest as written
	var whole map[string]json.RawMessage
	if err := json.Unmarshal(raw, &whole); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(whole["m"], &m); err != nil {
		t.Fatal(err)
	}
	if got.Type != "application/manifest+json" {
		t.Errorf("the manifest is served as %q", got.Type)
	}
	want := map[string]string{"name": "Mercado", "short_name": "Mercado", "display": "standalone", "orientation": "any",
		"start_url": "./", "theme_color": hexColor(ui.Background), "background_color": hexColor(ui.Background)}
	for k, v := range want {
		if m[k] != v {
			t.Errorf("manifest %s is %v, want %q", k, m[k], v)
		}
	}
	sizes := map[string]bool{}
	for _, ic := range got.Icons {
		var w, h int
		if _, err := fmt.Sscanf(ic.Sizes, "%dx%d", &w, &h); err != nil || ic.W != w || ic.H != h || ic.Type != "image/png" {
			t.Errorf("icon %s (%s) loads as %s %dx%d", ic.Sizes, ic.Purpose, ic.Type, ic.W, ic.H)
		}
		sizes[ic.Sizes+" "+ic.Purpose] = true
	}
	for _, s := range []string{"192x192 any", "512x512 any", "512x512 maskable"} {
		if !sizes[s] {
			t.Errorf("the manifest has no %s icon", s)
		}
	}
}

// js evaluates expr (a promise is awaited) and gives its JSON.
func (p *page) js(expr string) json.RawMessage {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[json.RawMessage](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("evaluating %.60s: %v", expr, err)
	}
	return v
}

// waitJS evaluates expr until it gives something other than null.
func (p *page) waitJS(what string, limit time.Duration, expr string) json.RawMessage {
	p.t.Helper()
	limit = max(limit, browser.WaitGuard) // the page's own work, not its frames: a guard only
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if v := p.js(expr); string(v) != "null" && len(v) > 0 {
			return v
		}
	}
	p.t.Fatalf("waited %v for %s", limit, what)
	return nil
}
