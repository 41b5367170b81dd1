package scenes

import (
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// browserIdleTPS is the slowed loop's pace in the browser, lower than the desktop's
// idleTPS: there the page wakes the loop at once on any input (mercadoWake), where the
// desktop's loop has to poll for it. What comes by itself while the page waits (a
// message from an online table) waits at most a quarter of a second.
const browserIdleTPS = 4

var wakeOnce sync.Once

// setLoopTPS sets the game loop's pace, and in the browser the page's too: Ebitengine
// runs its loop on requestAnimationFrame, so at a slowed TPS the page would still wake
// the game 60 times a second to run no Update and draw nothing (a fifth of a core in a
// waiting board, measured by TestBrowserWaitingPage). The page (index.html,
// mercadoFrameInterval) then hands out a frame only every 1/tps s, and at once on any
// input, when it also calls mercadoWake: the loop's next frame runs at full pace and
// takes the input, instead of waiting for the slowed loop's next tick.
func setLoopTPS(tps int) {
	wakeOnce.Do(func() {
		js.Global().Set("mercadoWake", js.FuncOf(func(js.Value, []js.Value) any {
			woken.Store(true)
			ebiten.SetTPS(fullTPS)
			return nil
		}))
	})
	interval := 0 // every frame of the screen
	if tps < fullTPS {
		tps = browserIdleTPS
		interval = 1000 / tps
	}
	ebiten.SetTPS(tps)
	if f := js.Global().Get("mercadoFrameInterval"); f.Type() == js.TypeFunction {
		f.Invoke(interval)
	}
}

// wakeLoop runs the loop at full pace and has the page hand out its held frame now.
func wakeLoop() {
	ebiten.SetTPS(fullTPS)
	if f := js.Global().Get("mercadoFrameInterval"); f.Type() == js.TypeFunction {
		f.Invoke(0)
	}
}
