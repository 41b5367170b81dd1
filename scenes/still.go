package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// A waiting game draws nothing new. Each frame the app first tallies what it would draw
// (ui.Canvas.StartTally: every primitive's place, colour and text folded into one sum,
// without drawing). When the sum, the screen and the focus are those of the frame on
// screen, Draw draws nothing: with the screen not cleared every frame, Ebitengine keeps
// the last frame and skips presenting it, so the GPU and the compositor rest. Anything
// that changes the picture (an animation step, a computer's move, a toast running out,
// a hover, a new language, a resize) changes the sum and is drawn that frame; nothing
// needs to announce itself.

// shownFrame is what was last drawn to the screen.
type shownFrame struct {
	screen  *ebiten.Image
	w, h    int
	sum     uint64
	focused bool
	stale   bool // the last frame drawn was a cross-fade's (its sum does not describe it)
}

// needsDrawing tallies the frame and reports whether it differs from the one on screen.
// A cross-fade is drawn every frame without tallying: its picture is an image's.
func (a *App) needsDrawing(screen *ebiten.Image) bool {
	sh := &a.shown
	b := screen.Bounds()
	focused := ebiten.IsFocused()
	same := screen == sh.screen && b.Dx() == sh.w && b.Dy() == sh.h && focused == sh.focused && !sh.stale
	sh.screen, sh.w, sh.h, sh.focused = screen, b.Dx(), b.Dy(), focused
	if a.fade > 0 && a.from != nil {
		sh.stale = true
		return true
	}
	a.canvas.StartTally()
	a.drawScene(screen, a.Top())
	a.canvas.StopTally()
	sum := a.canvas.Sum
	same = same && sum == sh.sum
	sh.sum, sh.stale = sum, false
	return !same
}

// Drawn is how many frames the app has actually drawn (the others showed the last one).
func (a *App) Drawn() int { return a.drawn }

// Fading reports whether a cross-fade from the screen before is still on screen.
func (a *App) Fading() bool { return a.fade > 0 && a.from != nil }
