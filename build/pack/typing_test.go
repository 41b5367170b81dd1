package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"mercado/scenes"
)

// TestBrowserTypingAtEverySize types a name into the setup by touch, in German (its
// words are the longest), at each phone and tablet size the layouts are made for, in one
// session as a device turned and resized: at each the tap on the name gives the page's
// text input the focus (what opens a phone's keyboard), the typed name shows in its
// seat and Enter keeps it. TestBrowserPhone does the same in English at 390x844 and
// 844x390 on its way to a game. With MERCADO_BROWSER_SHOTS=DIR set, every typing test
// saves the setup as the name shows, the input still focused (page.shot).
func TestBrowserTypingAtEverySize(t *testing.T) {
	exe, web := browserAndWeb(t)
	srv := httptest.NewServer(http.FileServer(http.Dir(web)))
	defer srv.Close()
	p := openPage(t, exe, "de-DE")
	p.touchscreen()
	p.device(360, 640, 2) // 2, not a phone's 3: fewer pixels for the software renderer
	p.toSetup(srv.URL + "/")
	for i, size := range []struct {
		w, h int64
		dpr  float64
		form string
	}{
		{360, 640, 2, "tall"}, {844, 390, 2, "low"}, {768, 1024, 2, "tall"}, {1024, 768, 2, "low"},
	} {
		if i > 0 {
			p.device(size.w, size.h, size.dpr)
		}
		p.waitFor(fmt.Sprintf("the %s layout at %dx%d", size.form, size.w, size.h), 10*time.Second, func(st scenes.Status) bool {
			return st.Form == size.form && st.Scene == "Setup"
		})
		typeNameOnPhone(p, []string{"Jürgen Straßburg", "Zoë Ñandú", "Ґанна Їжак", "Conceição Gonçalves"}[i])
	}
}

// device makes the page a touch device of w x h CSS px at device scale dpr, upright or
// on its side by its shape.
func (p *page) device(w, h int64, dpr float64) {
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
