package scenes

import (
	"fmt"
	"image"
	"runtime/debug"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/ui"
)

// Driving the app frame by frame without a window of its own: the screenshot tool and
// the window tests run the real scenes this way, with a Script standing in for the
// person. Each app frame runs as one tick of Ebitengine's loop, because Ebitengine
// sends the frame's drawing to the GPU when a tick ends.

// Loop is an ebiten.Game that runs work handed to it from another goroutine, one piece
// per tick, on the game goroutine.
type Loop struct {
	work chan func()
	stop chan struct{}
}

func NewLoop() *Loop { return &Loop{work: make(chan func()), stop: make(chan struct{})} }

func (l *Loop) Update() error {
	// A tick with no work waits for some (a while at most, so that the window still
	// hears its events): ticking on empty, as fast as it can, kept the loop's window
	// presenting all the time the work did something else, a core's fraction for nothing.
	idle := time.NewTimer(loopIdle)
	defer idle.Stop()
	select {
	case f := <-l.work:
		f()
		// The tests' window is not the game's: a scene that asks for fullscreen (the
		// monkey finds the setting) would make every later tick present a whole screen
		// in software, at a fraction of the speed.
		if ebiten.IsFullscreen() {
			ebiten.SetFullscreen(false)
		}
	case <-l.stop:
		return ebiten.Termination
	case <-idle.C:
	}
	return nil
}

// loopIdle is the longest a Loop's tick waits for work.
const loopIdle = 50 * time.Millisecond

func (l *Loop) Draw(*ebiten.Image)         {}
func (l *Loop) Layout(w, h int) (int, int) { return w, h }

// Stop ends the loop after the current tick.
func (l *Loop) Stop() { close(l.stop) }

// Run runs f on the game goroutine and waits for it; a panic comes back as an error.
func (l *Loop) Run(f func() error) error {
	result := make(chan error, 1)
	l.work <- func() {
		defer func() {
			if r := recover(); r != nil {
				result <- fmt.Errorf("panic: %v\n%s", r, debug.Stack())
			}
		}()
		result <- f()
	}
	return <-result
}

// Offscreen is an off-screen render target of a chosen size that an app draws on (the
// tests and the screenshots use it in place of the window).
type Offscreen struct {
	loop *Loop
	img  *ebiten.Image
}

// NewOffscreen makes a w x h off-screen target on the loop.
func NewOffscreen(l *Loop, w, h int) (*Offscreen, error) {
	s := &Offscreen{loop: l}
	err := l.Run(func() error { s.img = newScreenImage(w, h); return nil }) // like the window's screen
	return s, err
}

// Close frees the image.
func (s *Offscreen) Close() { _ = s.loop.Run(func() error { s.img.Deallocate(); return nil }) }

// Pixels reads the last drawn frame.
func (s *Offscreen) Pixels() (*image.RGBA, error) {
	rgba := image.NewRGBA(s.img.Bounds())
	err := s.loop.Run(func() error { s.img.ReadPixels(rgba.Pix); return nil })
	return rgba, err
}

// Script swaps the app's input for a scripted one and returns it.
func (a *App) Script() *ui.Script {
	s := &ui.Script{}
	a.Source = s
	return s
}

// Step runs n frames, each an Update and a Draw onto the screen.
func (a *App) Step(dst *Offscreen, n int) error {
	for range n {
		err := dst.loop.Run(func() error {
			if err := a.Update(); err != nil {
				return err
			}
			a.Draw(dst.img) // it paints every pixel
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// StepUndrawn runs one frame's Update alone, as Ebitengine does when drawing falls behind
// its 60 ticks a second: the app's clock and input go on, the screen keeps its last
// picture.
func (a *App) StepUndrawn(dst *Offscreen) error {
	return dst.loop.Run(a.Update)
}

// Sketched frames: the window tests that check the app's state, not its pixels, run
// most frames sketched. Every scene's Draw still runs each frame (on the tallying
// canvas, as a still frame's does: the same layouts, words and amounts, the same hooks
// that hear them), but the software GL of the test display paints nothing, which is
// where the time of a drawn frame goes. The last frame of a wait is drawn, so the
// screen shows where the wait ended.

// sketchFrame runs the drawing of the frame (both scenes of a cross-fade) on the
// tallying canvas and marks the picture on screen as old.
func (a *App) sketchFrame(screen *ebiten.Image) {
	a.canvas.StartTally()
	if a.fade > 0 && a.from != nil {
		a.drawScene(screen, a.from)
	}
	a.drawScene(screen, a.Top())
	a.canvas.StopTally()
	a.shown.stale = true // the next drawn frame paints in full
}

// StepSketched runs n sketched frames: each an Update and a Draw on the tallying canvas.
func (a *App) StepSketched(dst *Offscreen, n int) error {
	a.sketch = true
	defer func() { a.sketch = false }()
	return a.Step(dst, n)
}

// StepUntilSketched is StepUntil with every frame sketched but the last picture, which
// is drawn (a Draw after the last Update, as when the display's rate outruns the
// updates), so the screen and its layouts are those of the frame the wait ended on.
func (a *App) StepUntilSketched(dst *Offscreen, frames int, done func() bool) bool {
	a.sketch = true
	ok := a.StepUntil(dst, frames, done)
	a.sketch = false
	if err := dst.loop.Run(func() error { a.Draw(dst.img); return nil }); err != nil {
		return false
	}
	return ok
}

// frameRate is the frames in a second of the app's clock: Ebitengine runs Update 60
// times a second, and the app counts its time (animations, waits) in those frames.
const frameRate = 60

// stepGuard is the wall-clock limit of one StepUntil: a guard against a wait that never
// ends, far beyond anything a loaded machine needs.
const stepGuard = 10 * time.Minute

// StepUntil runs frames until done reports true and reports whether it did. It gives up
// after frames frames of the app's own clock, so that a loaded machine, drawing slowly,
// gets as many as a fast one. Frames while a computer, a hint or a review works in the
// background do not count: that work takes the time it takes, however many frames pass
// meanwhile, and between those frames StepUntil leaves the processor to it a little.
// Only stepGuard is wall time.
func (a *App) StepUntil(dst *Offscreen, frames int, done func() bool) bool {
	end := time.Now().Add(stepGuard)
	for n := 0; !done(); {
		if n >= frames || time.Now().After(end) {
			return false
		}
		working := a.backgroundWork()
		if err := a.Step(dst, 1); err != nil {
			return false
		}
		if working {
			time.Sleep(time.Millisecond)
		} else {
			n++
		}
	}
	return true
}

// backgroundWork reports whether a scene on the stack waits for work on another
// goroutine: a computer's move, a hint or a review.
func (a *App) backgroundWork() bool {
	for _, s := range a.stack {
		switch s := s.(type) {
		case *Board:
			if s.table.Thinking() || s.table.HintThinking() {
				return true
			}
		case *Review:
			if s.finished != nil || s.line != nil && s.line.working {
				return true
			}
		}
	}
	return false
}

// RunLoop runs Ebitengine with a Loop while work drives it from another goroutine; the
// loop stops when work returns. Ticks run as fast as they can.
func RunLoop(work func(l *Loop) error) error {
	l := NewLoop()
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetWindowSize(320, 200)
	var workErr error
	go func() {
		workErr = work(l)
		l.Stop()
	}()
	if err := ebiten.RunGame(l); err != nil {
		return err
	}
	return workErr
}
