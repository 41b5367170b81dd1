package scenes

import (
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"
)

// WindowPlace is the game window's size and, when Placed, its position: the upper-left
// corner of its content on the monitor. All in device-independent pixels, as ebiten's
// window calls take them.
type WindowPlace struct {
	W      int  `json:"w"`
	H      int  `json:"h"`
	X      int  `json:"x"`
	Y      int  `json:"y"`
	Placed bool `json:"placed"`
}

// The window's measures: it opens at the game's 16:10 size, shrunk to fit the screen with
// a margin, never below what the layouts can be read at.
const (
	windowW, windowH       = 1280, 800
	windowMinW, windowMinH = 640, 360 // also the limit a person may drag the window down to
	windowMaxSide          = 1 << 15  // no screen is wider: a larger remembered size is damage
	windowFitShare         = 0.9      // of the monitor a new window may take
)

// sane drops what no window can be: a size outside the limits, a position far off any
// monitor. Only the file is consulted; the monitor is checked when the window opens.
func (p WindowPlace) sane() WindowPlace {
	if p.W < windowMinW || p.H < windowMinH || p.W > windowMaxSide || p.H > windowMaxSide {
		return WindowPlace{}
	}
	if p.X < -windowMaxSide || p.Y < -windowMaxSide || p.X > windowMaxSide || p.Y > windowMaxSide {
		p.X, p.Y, p.Placed = 0, 0, false
	}
	if !p.Placed {
		p.X, p.Y = 0, 0
	}
	return p
}

// fitWindow chooses where the window opens on a monitor of monW x monH (0: unknown) from
// the place remembered (W 0: none). A remembered size that still fits the monitor is
// kept, and its position if the whole window lies on the monitor; otherwise the window
// system centres it. Anything else gets the game's size shrunk to the monitor.
func fitWindow(monW, monH int, saved WindowPlace) WindowPlace {
	saved = saved.sane()
	if monW <= 0 || monH <= 0 { // no monitor known: the remembered size, or the game's
		if saved.W > 0 {
			return WindowPlace{W: saved.W, H: saved.H}
		}
		return WindowPlace{W: windowW, H: windowH}
	}
	if saved.W > 0 && saved.W <= monW && saved.H <= monH {
		p := WindowPlace{W: saved.W, H: saved.H}
		if saved.Placed && saved.X >= 0 && saved.Y >= 0 && saved.X+saved.W <= monW && saved.Y+saved.H <= monH {
			p.X, p.Y, p.Placed = saved.X, saved.Y, true
		}
		return p
	}
	scale := min(1, windowFitShare*float64(monW)/windowW, windowFitShare*float64(monH)/windowH)
	w, h := int(windowW*scale+0.5), int(windowH*scale+0.5)
	// a tiny screen still gets a window the layouts can be read in, as large as the screen
	w, h = max(w, min(windowMinW, monW)), max(h, min(windowMinH, monH))
	return WindowPlace{W: w, H: h}
}

// desktopWindow: the window has a size and a place (in a browser the page decides).
func desktopWindow() bool { return runtime.GOOS != "js" }

// openWindow sizes and places the window before the game runs, from the settings.
func openWindow(s Preferences) {
	if !desktopWindow() {
		return
	}
	mw, mh := 0, 0
	if m := ebiten.Monitor(); m != nil {
		mw, mh = m.Size()
	}
	p := fitWindow(mw, mh, s.Window)
	ebiten.SetWindowSize(p.W, p.H)
	if p.Placed {
		ebiten.SetWindowPosition(p.X, p.Y)
	}
}

// windowWatch notices when the person resized or moved the window, and once the window
// has stayed so for a second, remembers it in the settings.
type windowWatch struct {
	seen   WindowPlace // at the last look
	saved  WindowPlace // what the settings hold (or what the window opened at)
	steady int         // frames the window has looked as seen
	tick   int
	looked bool
}

// windowLook is how often (frames) the window is looked at; windowSteady how long a
// new size must stay before it is written.
const (
	windowLook   = 15
	windowSteady = 60
)

// watchWindow looks at the window now and then; the App's Update calls it.
func (a *App) watchWindow() {
	w := a.window
	if w == nil {
		return
	}
	if w.tick++; w.tick%windowLook != 0 {
		return
	}
	if ebiten.IsFullscreen() || ebiten.IsWindowMinimized() || ebiten.IsWindowMaximized() {
		return // a maximized window is the screen's size, not one the person chose
	}
	var p WindowPlace
	p.W, p.H = ebiten.WindowSize()
	p.X, p.Y = ebiten.WindowPosition()
	p.Placed = true
	if !w.looked { // where the window opened: nothing to remember yet
		w.seen, w.saved, w.looked = p, p, true
		return
	}
	if p != w.seen {
		w.seen, w.steady = p, 0
		return
	}
	w.steady += windowLook
	if p == w.saved || w.steady < windowSteady || p.sane() != p {
		return
	}
	w.saved = p
	a.Settings.Window = p
	a.SaveSettings()
}
