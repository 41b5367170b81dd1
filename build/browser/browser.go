// Package browser drives the game's browser build in a headless Chromium, for tests
// outside build/pack (build/pack's own browser tests keep their page helpers beside
// them): the build made from this tree, a page opened as a phone with a touchscreen, its
// state read from window.mercado.state() and its targets tapped and dragged by a finger.
//
// Only tests import it; nothing the game ships links it. It imports scenes (for Status)
// and chromedp.
package browser

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"mercado/scenes"
)

// Find is the Chromium to drive (Debian's chromium: make test installs it), "" when
// there is none.
func Find() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Web makes the browser build of this tree in a folder of the test's own (`go run
// ./build/pack web`, whose compiling the build cache shares with every other build).
func Web(t testing.TB) string {
	t.Helper()
	gomod, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil || strings.TrimSpace(string(gomod)) == "" {
		t.Fatalf("finding the module's root: %v", err)
	}
	dir := t.TempDir()
	cmd := exec.Command("go", "run", "./build/pack", "web", "-version", "e2e", dir)
	cmd.Dir = filepath.Dir(strings.TrimSpace(string(gomod)))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("making the web build: %v\n%s", err, out)
	}
	return dir
}

// Page is a page of a headless Chromium.
type Page struct {
	t   testing.TB
	ctx context.Context
}

// Guards against a hang, not measures: a loaded machine runs the page slowly, so waits
// are counted in the page's frames (see WaitFor).
// WaitGuard is the longest any one wait may last by the wall clock, SessionGuard a
// whole browser session (a loaded machine, load 40, took over 15 minutes for a test that
// takes one when quiet).
const (
	SessionGuard = 30 * time.Minute
	stuckAfter   = 2 * time.Minute
	WaitGuard    = 10 * time.Minute
)

// On drives the page of the browser context ctx (a test that starts its browser with
// flags of its own).
func On(t testing.TB, ctx context.Context) *Page { return &Page{t: t, ctx: ctx} }

// Context is the page's browser context, for chromedp actions of the test's own.
func (p *Page) Context() context.Context { return p.ctx }

// Flags start a headless Chromium (exe) in lang with the profile folder given, that
// needs no GPU and no network beyond the test's own servers (background fetches would
// fail on a closed network).
func Flags(exe, profile, lang string) []chromedp.ExecAllocatorOption {
	return append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("lang", lang),
		chromedp.Flag("accept-lang", lang),
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(1280, 800),
	)
}

// Open starts a headless Chromium (exe) in lang with a profile of its own, keeping its
// timers running in the background (a page waiting for the others must not be slowed);
// it closes when the test ends.
func Open(t testing.TB, exe, lang string) *Page {
	return OpenWith(t, append(Flags(exe, t.TempDir(), lang),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-features", "IntensiveWakeUpThrottling")))
}

// OpenWith starts a headless Chromium with flags (Flags and the test's own) and gives
// its page, with SessionGuard as a guard against a hang (not a measure); it closes when
// the test ends.
func OpenWith(t testing.TB, flags []chromedp.ExecAllocatorOption) *Page {
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), flags...)
	t.Cleanup(cancelAlloc)
	ctx, cancelBrowser := chromedp.NewContext(actx)
	t.Cleanup(cancelBrowser)
	ctx, cancelGuard := context.WithTimeout(ctx, SessionGuard)
	t.Cleanup(cancelGuard)
	return &Page{t: t, ctx: ctx}
}

// Phone makes the page a phone of w x h CSS px (device scale 3) with a touchscreen,
// whose pieces land at once (the settings' instant animations, as a player may choose:
// a test waits for turns, not for pieces flying on a software renderer).
func (p *Page) Phone(w, h int64) { p.PhoneAt(w, h, 3) }

// PhoneAt is Phone at the device scale dpr (1: a canvas of w x h pixels, the least a
// software renderer has to draw).
func (p *Page) PhoneAt(w, h int64, dpr float64) {
	p.t.Helper()
	p.Device(w, h, dpr)
	p.Touchscreen()
	if _, err := chromedp.Call(p.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{
		Source: `localStorage.setItem("mercado/settings.json", '{"anim_speed": 3}')`,
	}); err != nil {
		p.t.Fatalf("setting instant pieces: %v", err)
	}
}

// Device makes the page a mobile device of w x h CSS px at device scale dpr, upright or
// on its side by its shape.
func (p *Page) Device(w, h int64, dpr float64) {
	p.t.Helper()
	orient := &emulation.ScreenOrientation{Type: emulation.ScreenOrientationTypePortraitPrimary}
	if w > h {
		orient = &emulation.ScreenOrientation{Type: emulation.ScreenOrientationTypeLandscapePrimary, Angle: 90}
	}
	_, err := chromedp.Call(p.ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
		Width: w, Height: h, DeviceScaleFactor: dpr, Mobile: true, ScreenWidth: w, ScreenHeight: h, ScreenOrientation: orient,
	})
	if err != nil {
		p.t.Fatalf("emulating a %dx%d device: %v", w, h, err)
	}
}

// Touchscreen makes the page's pointer a finger: touch events, up to five at once.
func (p *Page) Touchscreen() {
	p.t.Helper()
	if _, err := chromedp.Call(p.ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5}); err != nil {
		p.t.Fatalf("emulating a touchscreen: %v", err)
	}
}

// Navigate opens url.
func (p *Page) Navigate(url string) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Navigate(url)); err != nil {
		p.t.Fatalf("opening %s: %v", url, err)
	}
}

// State reads window.mercado.state(); ok is false until the game has drawn a frame.
func (p *Page) State() (st scenes.Status, ok bool) {
	p.t.Helper()
	js, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`typeof mercado === "undefined" ? "" : mercado.state()`))
	if err != nil {
		p.t.Fatalf("reading the game's state: %v", err)
	}
	if js == "" || js == "{}" {
		return st, false
	}
	if err := json.Unmarshal([]byte(js), &st); err != nil {
		p.t.Fatalf("the game's state is not JSON: %v\n%s", err, js)
	}
	return st, true
}

// WaitFor polls the state until cond holds, for at most frames of the page's own frames
// (60 a second): a loaded machine draws them slowly and so waits longer. The wall clock
// only guards against a page that draws nothing new for minutes.
func (p *Page) WaitFor(what string, frames int, cond func(scenes.Status) bool) scenes.Status {
	p.t.Helper()
	start := time.Now()
	var last scenes.Status
	base, seen, lastNew := -1, -1, start
	for {
		if st, ok := p.State(); ok {
			last = st
			if cond(st) {
				return st
			}
			if base < 0 || st.Frame < seen { // the first look, or a reloaded page
				base = st.Frame
			}
			if st.Frame != seen {
				seen, lastNew = st.Frame, time.Now()
			}
		}
		switch {
		case base >= 0 && seen-base > frames:
			p.t.Fatalf("the page ran %d frames without %s; last state: %+v", seen-base, what, last)
		case time.Since(lastNew) > stuckAfter:
			p.t.Fatalf("the page drew no new frame for %v waiting for %s; last state: %+v", stuckAfter, what, last)
		case time.Since(start) > WaitGuard:
			p.t.Fatalf("waited %v for %s; last state: %+v", WaitGuard, what, last)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Named is the first target of st whose ID starts with prefix.
func Named(st scenes.Status, prefix string) (scenes.Target, bool) {
	for _, tg := range st.Targets {
		if strings.HasPrefix(tg.ID, prefix) {
			return tg, true
		}
	}
	return scenes.Target{}, false
}

// Target is the centre of the first target whose ID starts with prefix, in CSS pixels.
func Target(st scenes.Status, prefix string) (x, y float64, ok bool) {
	tg, ok := Named(st, prefix)
	return tg.X * st.Scale, tg.Y * st.Scale, ok
}

// Has says whether st names a target with the ID prefix.
func Has(prefix string) func(scenes.Status) bool {
	return func(st scenes.Status) bool { _, _, ok := Target(st, prefix); return ok }
}

// Touch sends one touch event of the first finger at (x, y) CSS px.
func (p *Page) Touch(typ input.DispatchTouchEventType, x, y float64) {
	p.t.Helper()
	id, radius := 1.0, 8.0
	pts := []*input.TouchPoint{{X: x, Y: y, ID: &id, RadiusX: &radius, RadiusY: &radius}}
	if typ == input.DispatchTouchEventTypeTouchEnd {
		pts = []*input.TouchPoint{}
	}
	if _, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts}); err != nil {
		p.t.Fatalf("touch %s at %.0f,%.0f: %v", typ, x, y, err)
	}
}

// Tap touches the target with the ID prefix in st and lifts the finger, as a finger
// does; it gives the moment the finger lifted.
func (p *Page) Tap(st scenes.Status, prefix string) (lifted time.Time) {
	p.t.Helper()
	x, y, ok := Target(st, prefix)
	if !ok {
		p.t.Fatalf("no target %s to tap on the %s", prefix, st.Scene)
	}
	p.Touch(input.DispatchTouchEventTypeTouchStart, x, y)
	time.Sleep(80 * time.Millisecond)
	p.Touch(input.DispatchTouchEventTypeTouchEnd, x, y)
	lifted = time.Now()
	time.Sleep(80 * time.Millisecond)
	return lifted
}

// TouchLift is how far above the fingertip a dragged piece rides, in layout units
// (scenes' touchLift).
const TouchLift = 64.0

// Drag moves a finger from one target of st to another, so that the piece riding above
// the fingertip lands on the place.
func (p *Page) Drag(st scenes.Status, from, to string) {
	p.t.Helper()
	fx, fy, ok1 := Target(st, from)
	tx, ty, ok2 := Target(st, to)
	if !ok1 || !ok2 {
		p.t.Fatalf("no targets %s and %s to drag between on the %s", from, to, st.Scene)
	}
	ty += TouchLift * st.Scale
	p.Touch(input.DispatchTouchEventTypeTouchStart, fx, fy)
	const steps = 10
	for i := 1; i <= steps; i++ {
		time.Sleep(40 * time.Millisecond)
		f := float64(i) / steps
		p.Touch(input.DispatchTouchEventTypeTouchMove, fx+(tx-fx)*f, fy+(ty-fy)*f)
	}
	time.Sleep(100 * time.Millisecond)
	p.Touch(input.DispatchTouchEventTypeTouchEnd, tx, ty)
	time.Sleep(100 * time.Millisecond)
}

// Shot saves the page as it is to dir/name.png when dir is set (pictures for a person
// to look at).
func (p *Page) Shot(dir, name string) {
	if dir == "" {
		return
	}
	if png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot()); err == nil {
		os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644)
	}
}
