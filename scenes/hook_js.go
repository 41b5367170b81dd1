//go:build js

package scenes

import (
	"encoding/json"
	"sync/atomic"
	"syscall/js"
	"time"

	"mercado/assets"
	"mercado/game/ai"
)

// startHook makes the computer's thinking give way to the frames (see ai.Pause and
// pacer), and offers the page window.mercado.state(): the app's Status as JSON, as of
// the last frame drawn. The status is taken on the game goroutine after each frame, so the
// page never reads a half-made frame, and only once the page has asked for it (the
// browser tests do, a player's page never): "{}" until the frame after the first ask.
func (a *App) startHook() {
	state := "{}"
	var asked atomic.Bool
	js.Global().Set("mercadoStartMS", js.Global().Get("performance").Call("now"))
	drawn := make(chan struct{}, 1)
	pace := newPacer()
	a.pace = pace
	ai.Pause = func() time.Duration {
		pace.pause(time.Now())
		waitForFrame(drawn)
		pace.resume(time.Now())
		return pace.slice
	}
	a.OnFrame = func() {
		pace.frame(time.Now())
		select {
		case drawn <- struct{}{}:
		default:
		}
		if a.frame == 1 { // when the page first shows the game, from the navigation's start
			js.Global().Set("mercadoFirstFrameMS", js.Global().Get("performance").Call("now"))
			js.Global().Set("mercadoFirstScene", sceneName(a.Top()))
			if shown := js.Global().Get("mercadoGameShown"); shown.Type() == js.TypeFunction {
				shown.Invoke() // the loading screen gives way to the game
			}
			markShown()
			assets.FetchSounds() // what can wait for the first frame
		}
		if !asked.Load() {
			return
		}
		if data, err := json.Marshal(a.Status(a.dpr)); err == nil {
			state = string(data)
		}
	}
	hook := js.Global().Get("Object").New() // not translated: a JavaScript name
	hook.Set("state", js.FuncOf(func(js.Value, []js.Value) any {
		asked.Store(true)
		return state
	}))
	js.Global().Set("mercado", hook)
}

// markShown sets mercadoShownMS at the screen's next frame: the first frame's drawing
// commands go to WebGL after Draw returns (Ebitengine's flush, which also compiles its
// shaders and fills the textures), so the game is on the screen only then. The browser
// tests report both marks.
func markShown() {
	var shown js.Func
	shown = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Set("mercadoShownMS", js.Global().Get("performance").Call("now"))
		shown.Release()
		return nil
	})
	js.Global().Call("requestAnimationFrame", shown)
}

// waitForFrame lets the page draw a frame before the computer thinks on: its thinking
// goes on between frames. A page in the background draws no frames, so the wait is
// bounded.
func waitForFrame(drawn chan struct{}) {
	select { // a frame drawn while the search worked does not count
	case <-drawn:
	default:
	}
	select {
	case <-drawn:
	case <-time.After(100 * time.Millisecond):
	}
}
