package scenes

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// setLoopTPS sets the game loop's pace, and in the browser the page's too: Ebitengine
// runs its loop on requestAnimationFrame, so at a slowed TPS the page would still wake
// the game 60 times a second to run no Update and draw nothing (a fifth of a core in a
// waiting board, measured by TestBrowserWaitingPage). The page (index.html,
// mercadoFrameInterval) then hands out a frame only every 1/tps s, and at once on any
// input.
func setLoopTPS(tps int) {
	ebiten.SetTPS(tps)
	interval := 0 // every frame of the screen
	if tps < fullTPS {
		interval = 1000 / tps
	}
	if f := js.Global().Get("mercadoFrameInterval"); f.Type() == js.TypeFunction {
		f.Invoke(interval)
	}
}
