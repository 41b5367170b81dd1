package scenes

import (
	"encoding/json"
	"math"
	"slices"
	"strings"
	"time"

	"mercado/game/table"
)

// A device that draws its frames slowly draws them at fewer pixels. Chromium without a
// GPU (a blocklisted driver, a remote desktop, a virtual machine) draws WebGL in software,
// whose cost follows the pixels: there a phone's screen at three device pixels per CSS
// pixel took half a second a frame, so another seat's move showed half a second late and
// every animation crawled (BenchmarkWindowAndPhone: 548 ms from the window to the page).
// Once the game's own loop has seen its drawn frames come more than sharpSlow apart, it
// draws at fewer device pixels per CSS pixel, down to one (what a desktop at 100% shows),
// and keeps that limit for the next start. In the browser a page whose renderer draws in
// software, or that starts with a limit kept, keeps its canvas itself at CSS pixels
// (start): the page looks softer and answers about seven times sooner (74 ms). A device
// with a GPU draws a frame in milliseconds and never gets here. Frames that come quickly
// at the limit lift it again; the layout, which reads CSS pixels, does not change with it.
type sharpness struct {
	limit float64 // the most device pixels drawn per CSS pixel; 0: no limit
	// canvas says the page's canvas itself has one pixel per CSS pixel, set at the start
	// (see start): the page draws at 1 whatever the limit says, and a lifted
	// limit waits for the next start.
	canvas bool
	last   time.Time       // when the last Draw began
	drawn  int             // the app's drawn frames when the last Draw began
	warmup int             // drawn frames still to pass before timing them
	timed  []time.Duration // the last intervals that followed a drawn frame
	quick  int             // judgements in a row that found frames quick under the limit
}

const (
	// sharpSlow is a frame slower than eight a second: an animation that stutters and a
	// move that shows late.
	sharpSlow = 125 * time.Millisecond
	// sharpTimed is how many drawn frames in a row are judged together, by their median:
	// one slow frame (a font's glyphs rasterised, a texture filled, a pause of the
	// browser's) changes nothing.
	sharpTimed = 5
	// sharpWarmup frames after the start are not timed: they compile the shaders and
	// fill the textures; after a change, sharpSettle frames draw every glyph anew.
	sharpWarmup = 3
	sharpSettle = 2
	// sharpLift judgements in a row of frames quicker than a quarter of sharpSlow lift
	// the limit a step: many, as a quick screen (a menu) may come before a slow one (the
	// board); a board drawn in software at one device pixel per CSS pixel is not quick.
	sharpLift = 12
	// A gap this long after a drawn frame is a page in the background or a stall, not
	// the cost of drawing.
	sharpStall = 2 * time.Second
)

func newSharpness() *sharpness { return &sharpness{warmup: sharpWarmup} }

// scale is how many device pixels to draw per CSS pixel on a screen of dpr.
func (s *sharpness) scale(dpr float64) float64 {
	switch {
	case s == nil || (s.limit == 0 && !s.canvas):
		return dpr
	case s.canvas:
		return 1
	}
	return min(dpr, s.limit)
}

// frame notes a Draw beginning at now: drawn is the app's count of drawn frames, dpr
// the screen's device pixels per CSS pixel, and slowed says the loop is paced down while
// nothing happens (its frames come apart on purpose). It says whether the limit changed.
func (s *sharpness) frame(now time.Time, drawn int, dpr float64, slowed bool) bool {
	if s == nil {
		return false
	}
	iv, after := now.Sub(s.last), drawn != s.drawn && !s.last.IsZero()
	s.last, s.drawn = now, drawn
	scale := s.scale(dpr)
	switch {
	case !after || slowed || iv >= sharpStall || dpr <= 1:
		return false
	case s.warmup > 0:
		s.warmup--
		return false
	}
	s.timed = append(s.timed, iv)
	if len(s.timed) < sharpTimed {
		return false
	}
	m := median(s.timed)
	s.timed = s.timed[:0]
	// The cost follows the pixels, which follow the scale squared; aim at half the slow
	// frame (the browser's own part of a frame does not shrink with the pixels).
	want := scale * math.Sqrt(float64(sharpSlow/2)/float64(m))
	if m > sharpSlow/4 {
		s.quick = 0
	} else if scale < dpr {
		s.quick++
	}
	switch {
	case m > sharpSlow && scale > 1: // a fifth less at least, so a frame a little slow still moves
		s.limit = max(1, min(want, scale*0.8))
	case s.quick >= sharpLift && s.canvas && s.limit != 0: // quick for long: full pixels from the next start
		s.limit = 0
	case s.quick >= sharpLift && !s.canvas: // quick for long (a limit kept from a slower day)
		s.limit = min(max(want, scale*1.25), dpr)
		if s.limit == dpr {
			s.limit = 0
		}
	default:
		return false
	}
	s.warmup, s.quick = sharpSettle, 0
	return true
}

func median(ds []time.Duration) time.Duration {
	c := slices.Clone(ds)
	slices.Sort(c)
	return c[len(c)/2]
}

// sharpName keeps the limit for the next start, so that a device known to draw slowly
// draws its first frames at the pixels it can afford.
const sharpName = "drawing.json"

type sharpFile struct {
	Limit float64 `json:"limit"` // device pixels per CSS pixel; 0: the screen's own
}

// loadSharpness is the governor with the limit kept in store; a file that does not read
// as one is no limit.
func loadSharpness(store table.Store) *sharpness {
	s := newSharpness()
	if store == nil {
		return s
	}
	var f sharpFile
	if data, err := store.Read(sharpName); err == nil && json.Unmarshal(data, &f) == nil && f.Limit >= 1 && f.Limit <= 16 {
		s.limit = f.Limit
	}
	return s
}

// save keeps the limit in store (a failure costs only the next start's first frames).
func (s *sharpness) save(store table.Store) {
	if store == nil {
		return
	}
	if data, err := json.Marshal(sharpFile{Limit: s.limit}); err == nil {
		_ = store.Write(sharpName, data)
	}
}

// start decides, before the game's loop starts in the browser, whether the page's canvas
// keeps one pixel per CSS pixel (Ebitengine's DisableHiDPI): it does on a screen of more
// than one device pixel per CSS pixel when the renderer draws in software, or when a
// limit is kept from an earlier start. Drawing at fewer pixels into a canvas of the
// screen's own still pays for the canvas's pixels: on a phone's screen emulated in
// Chromium's software renderer a move then showed in 200 ms, with the canvas itself at
// one pixel per CSS pixel in 70 ms (BenchmarkWindowAndPhone).
func (s *sharpness) start(dpr float64, software bool) bool {
	if dpr <= 1 || (!software && (s.limit == 0 || s.limit >= dpr)) {
		return false
	}
	s.canvas = true
	return true
}

// isSoftwareRenderer says a WebGL renderer's name is one that draws with the processor:
// Chromium's SwiftShader, Mesa's llvmpipe and softpipe, Windows' Basic Render Driver.
func isSoftwareRenderer(name string) bool {
	name = strings.ToLower(name)
	for _, s := range []string{"swiftshader", "llvmpipe", "softpipe", "basic render"} { // not translated: renderers' names
		if strings.Contains(name, s) {
			return true
		}
	}
	return false
}
