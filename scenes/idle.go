package scenes

// A waiting page (the menu, How to play, the standings, a board waiting for a person)
// draws nothing new (still.go), but Ebitengine still runs Update and Draw 60 times a
// second, and each Draw tallies the frame to learn that: in a browser that is a fifth of
// a core for a page at rest. After two seconds with nothing drawn and no input, the game
// loop slows to idleTPS; the first input or drawn frame brings it back to full speed,
// and Draw between two slowed Updates returns at once (nothing can have changed: the
// app's clock, input and animations move only in Update). Only the game's own window
// paces itself so; the tests' and screenshots' loops keep their own speed. In the
// browser the page slows its frames with it, further, and wakes the loop on any input
// (idle_js.go). What comes by itself while the screen waits (another seat's move at an
// online table) wakes the loop too: Wake.
//
// A click shorter than a slowed Update, or one between two, reaches the app as one frame
// both pressed and released (Ebitengine stamps each event with the Update that takes it
// in); App.Update hands its press and its release to the scene in frames of their own
// (ui.Edges), so every screen takes it as a slower click. Ebitengine's own advice for a
// game at rest, Update at full speed with Draw returning at once, would need Draw to know
// without tallying that nothing changed; with the tally at every Update it measured no
// cheaper (the resting menu under Xvfb, no sound device, at a load of 12 on 2 cores:
// 3.9% of a core at 60 updates a second against 3.5% at 10).

import (
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
)

const (
	fullTPS = 60
	idleTPS = 10
	// idleAfter is how many still frames without input slow the loop: longer than the
	// app's own short waits (a tutorial's computer waits 50 frames before it moves).
	idleAfter = 2 * fullTPS
	// wakeGrace is how many frames a wake (Wake, or the page's own on input) keeps the
	// loop at full speed when it brings nothing new to draw: room for a message heard to
	// be taken in and drawn. An online seat hears a view every few seconds while others
	// think (their presence), and each once counted as input: the loop then never rested
	// while a friend thought (60 updates a second on a waiting phone, measured by
	// BenchmarkWindowAndPhone's page).
	wakeGrace = fullTPS / 2
)

// idlePace slows the game loop while nothing happens.
type idlePace struct {
	still   int  // Updates in a row with nothing drawn and no input
	drawn   int  // the app's drawn frames at the last Update
	slow    bool // the loop runs at idleTPS
	updated bool // an Update ran since the last Draw
	px, py  float64
	setTPS  func(int) // setLoopTPS (a test's recorder)
}

// newIdlePace paces the game's own window.
func newIdlePace() *idlePace { return &idlePace{setTPS: setLoopTPS} }

// update runs at the end of every Update.
func (p *idlePace) update(a *App) {
	p.updated = true
	in := &a.Input
	busy := a.drawn != p.drawn || in.Pressed || in.Released || in.Down || in.WheelY != 0 ||
		in.Navigates() || len(in.Chars()) > 0 || in.X != p.px || in.Y != p.py || a.fade > 0
	p.drawn, p.px, p.py = a.drawn, in.X, in.Y
	switch {
	case busy:
		p.still = 0
	case pageWoken(): // full speed for a moment: what woke it may yet draw
		p.still = min(p.still, idleAfter-wakeGrace)
	default:
		p.still++
	}
	if slow := p.still >= idleAfter; slow != p.slow {
		p.slow = slow
		if slow {
			p.setTPS(idleTPS)
		} else {
			p.setTPS(fullTPS)
		}
	}
}

// skipDraw says Draw has nothing to do: the loop is slowed and no Update ran since the
// last Draw.
func (p *idlePace) skipDraw() bool {
	if p == nil {
		return false
	}
	skip := p.slow && !p.updated
	p.updated = false
	return skip
}

// woken: since the loop last looked, something it does not see as input asked for full
// speed (the page's input in the browser, a message: Wake).
var woken atomic.Bool

// Wake brings a slowed game loop back to full speed at once. Any goroutine may call it:
// an online seat's connection does, for each view it hears, so that another seat's move
// shows at once rather than at the slowed loop's next tick.
func Wake() {
	woken.Store(true)
	wakeLoop()
}

// pageWoken reports whether anything woke the loop since the last call: the idle pace
// counts it as input.
func pageWoken() bool { return woken.Swap(false) }

// framesPerUpdate is how many frames of full speed an Update stands for now: 1 at full
// speed (and in the tests' loops, which keep their own), more while the loop is slowed.
// What counts down seconds in frames, but draws nothing new meanwhile, counts by it.
func framesPerUpdate() int {
	if tps := ebiten.TPS(); tps > 0 && tps < fullTPS {
		return fullTPS / tps
	}
	return 1
}
