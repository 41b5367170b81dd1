package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"mercado/scenes"
)

// A tablet on its side (1024x768 and 1366x1024, used by touch) gets the phone's
// arrangement with finger-sized targets, not the desktop's shrunk: the page's coarse
// pointer makes the game choose the Low form, and every target of the menu and of the
// board is at least 44 CSS px each way.
func TestBrowserTablet(t *testing.T) {
	exe, web := browserAndWeb(t, "e2e")
	srv := httptest.NewServer(http.FileServer(http.Dir(web)))
	defer srv.Close()
	// the small tablet at an iPad's device scale of 2, the large one at 1: at 3 their
	// pixels took seconds a frame in this software renderer at a load of 20
	for _, size := range [][3]int64{{1024, 768, 2}, {1366, 1024, 1}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			actx, cancel := chromedp.NewExecAllocator(context.Background(), browserFlags(exe, t.TempDir(), "en-GB")...)
			defer cancel()
			ctx, cancel := chromedp.NewContext(actx)
			defer cancel()
			ctx, cancel = context.WithTimeout(ctx, pageGuard) // a guard against a hang, not a measure
			defer cancel()
			p := &page{t: t, ctx: ctx}
			p.tablet(size[0], size[1], float64(size[2]))
			if _, err := chromedp.Call(ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5}); err != nil {
				t.Fatal(err)
			}
			if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/")); err != nil {
				t.Fatal(err)
			}
			st := p.waitFor("the menu", 60*time.Second, hasTarget("menu.new_game"))
			if st.Form != "low" {
				t.Errorf("the menu on a %dx%d tablet is %q, want low", size[0], size[1], st.Form)
			}
			checkTargets(t, st)
			p.tap("menu.new_game")
			p.waitFor("the setup", 10*time.Second, func(st scenes.Status) bool { return st.Scene == "Setup" })
			p.tapUntil("setup.seat1.", "setup.seat1.easy", 4)
			p.tap("setup.start")
			st = p.waitFor("the person's turn", 3*time.Minute, func(st scenes.Status) bool {
				return st.Game != nil && st.Game.HumanToMove && hasTarget("stand.from")(st)
			})
			if st.Form != "low" {
				t.Errorf("the board on a %dx%d tablet is %q, want low", size[0], size[1], st.Form)
			}
			checkTargets(t, st)
			id, w, h := p.smallestTarget(st)
			t.Logf("%dx%d tablet: the board's smallest target %s, %.0fx%.0f CSS px", size[0], size[1], id, w, h)
		})
	}
}

// tablet makes the page a tablet on its side of w x h CSS px at device scale dpr.
func (p *page) tablet(w, h int64, dpr float64) {
	p.t.Helper()
	orient := &emulation.ScreenOrientation{Type: emulation.ScreenOrientationTypeLandscapePrimary, Angle: 90}
	_, err := chromedp.Call(p.ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
		Width: w, Height: h, DeviceScaleFactor: dpr, Mobile: true, ScreenWidth: w, ScreenHeight: h, ScreenOrientation: orient,
	})
	if err != nil {
		p.t.Fatalf("emulating a %dx%d tablet: %v", w, h, err)
	}
}
