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
	select {
	case f := <-l.work:
		f()
	case <-l.stop:
		return ebiten.Termination
	default:
	}
	return nil
}

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

// Screen is an offscreen image of a chosen size that an app draws on.
type Screen struct {
	loop *Loop
	img  *ebiten.Image
}

// NewScreen makes a w x h screen on the loop.
func NewScreen(l *Loop, w, h int) (*Screen, error) {
	s := &Screen{loop: l}
	err := l.Run(func() error { s.img = newScreenImage(w, h); return nil }) // like the window's screen
	return s, err
}

// Close frees the image.
func (s *Screen) Close() { _ = s.loop.Run(func() error { s.img.Deallocate(); return nil }) }

// Pixels reads the last drawn frame.
func (s *Screen) Pixels() (*image.RGBA, error) {
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
func (a *App) Step(dst *Screen, n int) error {
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

// StepUntil runs frames until done reports true, giving background thinking real time;
// it gives up after limit of wall time and reports whether done was reached.
func (a *App) StepUntil(dst *Screen, limit time.Duration, done func() bool) bool {
	end := time.Now().Add(limit)
	for !done() {
		if time.Now().After(end) {
			return false
		}
		if err := a.Step(dst, 1); err != nil {
			return false
		}
	}
	return true
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
