package main

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"mercado/build/browser"
	"mercado/game/online/host"
	"mercado/scenes"
)

// A page with the game in it, driven as a player would: clicks and drags of the real
// mouse at the places the game's status names.

// findChromium is the browser the test drives: Debian's chromium (make test installs it).
func findChromium() string { return browser.Find() }

// testVersion is the version the browser tests' web build is made with.
const testVersion = "e2e"

// sharedWeb is the web build of this tree that every browser test starts from, made
// once for the package: a build links and packs the whole game, which takes seconds on
// a quiet machine and tens of them on a busy one.
var sharedWeb struct {
	once sync.Once
	dir  string
	err  error
}

// TestMain removes the shared web build after the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if sharedWeb.dir != "" {
		os.RemoveAll(sharedWeb.dir)
	}
	os.Exit(code)
}

// browserAndWeb is what a browser test needs: the chromium to drive (the test skips
// without one, or fails under make test, which installs it) and the web build of this
// tree (version testVersion), copied to a folder of the test's own, which it may change.
func browserAndWeb(t *testing.T) (exe, web string) {
	t.Helper()
	if exe = findChromium(); exe == "" {
		if os.Getenv("MERCADO_REQUIRE_BROWSER") != "" {
			t.Fatal("no chromium to drive (make test installs Debian's chromium)")
		}
		t.Skip("no chromium here; make test installs it and runs this test")
	}
	sharedWeb.once.Do(func() {
		if sharedWeb.dir, sharedWeb.err = os.MkdirTemp("", "mercado-web-"); sharedWeb.err == nil {
			sharedWeb.err = Web("../..", sharedWeb.dir, testVersion)
		}
	})
	if sharedWeb.err != nil {
		t.Fatalf("making the web build: %v", sharedWeb.err)
	}
	web = t.TempDir()
	if err := os.CopyFS(web, os.DirFS(sharedWeb.dir)); err != nil {
		t.Fatal(err)
	}
	return exe, web
}

// openPage starts a headless Chromium with a profile of its own, in lang, and gives
// its page to drive; the browser closes when the test ends.
func openPage(t *testing.T, exe, lang string) *page {
	return openBrowser(t, browserFlags(exe, t.TempDir(), lang))
}

// openGame serves the web build in web on loopback while the test runs and opens the
// game's page in a browser of exe speaking lang.
func openGame(t *testing.T, exe, web, lang string) *page {
	srv := httptest.NewServer(WebHandler(web))
	t.Cleanup(srv.Close)
	p := openPage(t, exe, lang)
	if err := chromedp.Do(p.ctx, chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	return p
}

// openBrowser starts a headless Chromium with flags and gives its page to drive, with
// browser.SessionGuard as a guard against a hang (not a measure); it closes when the
// test ends.
func openBrowser(t *testing.T, flags []chromedp.ExecAllocatorOption) *page {
	bp := browser.OpenWith(t, flags)
	return &page{Page: bp, t: t, ctx: bp.Context()}
}

// browserFlags start a headless browser that needs no GPU and no network beyond the
// test's own server (this machine's network is closed: background fetches would fail).
func browserFlags(exe, profile, lang string) []chromedp.ExecAllocatorOption {
	return browser.Flags(exe, profile, lang)
}

// page is a browser.Page with the waits of build/pack's tests (limits as durations, at
// least waitFloor) and its own ways of clicking and tapping.
type page struct {
	*browser.Page
	t   *testing.T
	ctx context.Context
}

// newPage drives the page of the browser context ctx.
func newPage(t *testing.T, ctx context.Context) *page {
	return &page{Page: browser.On(t, ctx), t: t, ctx: ctx}
}

// state reads window.mercado.state(); ok is false until the game has drawn a frame.
func (p *page) state() (st scenes.Status, ok bool) {
	p.t.Helper()
	return p.State()
}

// waitFor polls the state until cond holds. Its limit is what a quiet machine would
// need at most, and it is counted in the game's own frames (60 a second), not in the
// wall clock: a loaded machine runs the page slowly, so the page gets as many frames as
// a quiet one would have drawn in max(limit, waitFloor). The wall clock only guards
// against a page that is stuck (no new frame for stuckAfter) or a wait beyond browser.WaitGuard.
func (p *page) waitFor(what string, limit time.Duration, cond func(scenes.Status) bool) scenes.Status {
	p.t.Helper()
	return p.WaitFor(what, int(max(limit, waitFloor).Seconds()*60), cond)
}

// waitFloor is the shortest wait for anything the page should do, as frames at 60 a
// second (browser.Page.WaitFor has the wall-clock guards).
const waitFloor = time.Minute

// targetXY finds a target by ID prefix in st, in CSS pixels.
func targetXY(st scenes.Status, prefix string) (x, y float64, ok bool) {
	return browser.Target(st, prefix)
}

// smallestTarget checks that every target in st has a size and gives the smallest, in
// CSS pixels, so tests can measure what a finger has to hit.
func (p *page) smallestTarget(st scenes.Status) (id string, w, h float64) {
	p.t.Helper()
	if len(st.Targets) == 0 {
		p.t.Errorf("the %s names no targets", st.Scene)
	}
	for _, tg := range st.Targets {
		if tg.W <= 0 || tg.H <= 0 {
			p.t.Errorf("target %s on the %s has no size: %vx%v", tg.ID, st.Scene, tg.W, tg.H)
			continue
		}
		if id == "" || min(tg.W, tg.H) < min(w, h) {
			id, w, h = tg.ID, tg.W, tg.H
		}
	}
	return id, w * st.Scale, h * st.Scale
}

func hasTarget(id string) func(scenes.Status) bool { return browser.Has(id) }

func (p *page) mouse(typ input.DispatchMouseEventType, x, y float64, held bool) {
	p.t.Helper()
	opt := func(e *input.DispatchMouseEventParams) {
		e.Button = input.MouseButtonLeft
		if held || typ == chromedp.MousePressed {
			e.Buttons = 1
		}
		if typ != chromedp.MouseMoved {
			e.ClickCount = 1
		}
	}
	if typ == chromedp.MouseMoved && !held {
		opt = func(e *input.DispatchMouseEventParams) {}
	}
	if err := chromedp.Do(p.ctx, chromedp.MouseEvent(typ, x, y, opt)); err != nil {
		p.t.Fatalf("mouse %s at %.0f,%.0f: %v", typ, x, y, err)
	}
}

// click presses and releases the left button on the target with the ID prefix, a few
// frames apart, as a hand does.
func (p *page) click(prefix string) {
	p.t.Helper()
	st := p.waitFor("a target "+prefix, 10*time.Second, hasTarget(prefix))
	x, y, _ := targetXY(st, prefix)
	p.mouse(chromedp.MouseMoved, x, y, false)
	time.Sleep(50 * time.Millisecond)
	p.mouse(chromedp.MousePressed, x, y, true)
	time.Sleep(60 * time.Millisecond)
	p.mouse(chromedp.MouseReleased, x, y, false)
	time.Sleep(60 * time.Millisecond)
}

// drag holds the left button from one target to another, moving in steps.
func (p *page) drag(from, to string) {
	p.t.Helper()
	st := p.waitFor("targets "+from+" and "+to, 10*time.Second, func(st scenes.Status) bool {
		return hasTarget(from)(st) && hasTarget(to)(st)
	})
	fx, fy, _ := targetXY(st, from)
	tx, ty, _ := targetXY(st, to)
	p.mouse(chromedp.MouseMoved, fx, fy, false)
	time.Sleep(50 * time.Millisecond)
	p.mouse(chromedp.MousePressed, fx, fy, true)
	const steps = 10
	for i := 1; i <= steps; i++ {
		time.Sleep(30 * time.Millisecond)
		f := float64(i) / steps
		p.mouse(chromedp.MouseMoved, fx+(tx-fx)*f, fy+(ty-fy)*f, true)
	}
	time.Sleep(60 * time.Millisecond)
	p.mouse(chromedp.MouseReleased, tx, ty, false)
	time.Sleep(60 * time.Millisecond)
}

// clickUntil clicks the target with the ID prefix until a target with the wanted ID
// shows (a button that cycles through choices), at most n times.
func (p *page) clickUntil(prefix, want string, n int) {
	p.t.Helper()
	for range n {
		if st, _ := p.state(); hasTarget(want)(st) {
			return
		}
		p.click(prefix)
	}
	p.waitFor(fmt.Sprintf("%s after clicking %s", want, prefix), 2*time.Second, hasTarget(want))
}

// frameRate is what rate measured: frames a second, the longest wait between two
// frames, and the time measured.
type frameRate struct {
	slice      float64 // the computer's thinking slice at the end, in ms
	fps        float64
	longestGap time.Duration
	span       time.Duration
	// still is the frames a second over the polls (every 40 ms or so) that saw a frame
	// drawing nothing new, or no frame at all: the page's pace when nothing animates. A
	// drawn frame is slow here (software rendering: tens of ms), and the computer thinks
	// while its previous decision's pieces fly, so those animations would weigh on the
	// measure whether or not anything thinks.
	still float64
}

// rate counts the frames the page draws for d, or with d zero for as long as a
// computer thinks (at most 20 s).
func (p *page) rate(d time.Duration) frameRate {
	start := time.Now()
	first, _ := p.state()
	last, lastAt, lastNew := first, start, start
	var r frameRate
	var stillFrames int
	var stillSpan time.Duration
	for time.Since(start) < 20*time.Second {
		st, _ := p.state()
		now := time.Now()
		if d == 0 && (st.Game == nil || !st.Game.Thinking) {
			break
		}
		if st.Frame != last.Frame {
			r.longestGap = max(r.longestGap, now.Sub(lastNew))
			lastNew = now
		}
		if frames := st.Frame - last.Frame; frames == 0 || st.Drawn-last.Drawn < frames {
			stillFrames += st.Frame - last.Frame
			stillSpan += now.Sub(lastAt)
		}
		last, lastAt = st, now
		if d > 0 && now.Sub(start) >= d {
			break
		}
		time.Sleep(40 * time.Millisecond)
	}
	r.span, r.slice = lastAt.Sub(start), last.SliceMS
	if r.span > 0 {
		r.fps = float64(last.Frame-first.Frame) / r.span.Seconds()
	}
	if stillSpan > 0 {
		r.still = float64(stillFrames) / stillSpan.Seconds()
	}
	return r
}

// shot saves the page as it is to MERCADO_BROWSER_SHOTS (when set), named after what
// it shows, the page's size and its language: pictures for a person to look at.
func (p *page) shot(what string) {
	dir := os.Getenv("MERCADO_BROWSER_SHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Logf("no picture of %s: %v", what, err)
		return
	}
	size := strings.Trim(string(p.js(`innerWidth + "x" + innerHeight + "-" + navigator.language`)), `"`)
	name := filepath.Join(dir, what+"-"+size+".png")
	if err := os.WriteFile(name, png, 0o644); err != nil {
		p.t.Logf("no picture of %s: %v", what, err)
	}
}

// hostAndSite is a host on loopback (NATS and its WebSocket) and the web build served
// beside it, both closed at the test's end.
func hostAndSite(t *testing.T, web string) (*host.Host, *host.WebServer) {
	t.Helper()
	h, err := host.StartHost(host.HostConfig{Listen: "127.0.0.1:0", Websocket: "127.0.0.1:0", DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Close)
	site, err := host.ServeWeb("127.0.0.1:0", web)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(site.Close)
	return h, site
}
