//go:build js

package scenes

import (
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// screenScale is the screen's device pixels per CSS pixel as the page started (as
// Ebitengine reads it, once), whether or not the canvas uses them.
var screenScale = sync.OnceValue(func() float64 {
	if r := js.Global().Get("devicePixelRatio"); r.Type() == js.TypeNumber && r.Float() > 0 {
		return r.Float()
	}
	return 1
})

// deviceScale is the screen's device pixels per CSS pixel.
func (a *App) deviceScale() float64 { return screenScale() }

// softwareRenderer says the page's WebGL is drawn by the processor: Chromium's
// SwiftShader, Mesa's llvmpipe and softpipe, Windows' Basic Render Driver. The page has
// asked its first WebGL context (mercadoRenderer, "" where the browser will not say);
// else it asks a throwaway canvas's WebGL for its renderer, and gives the context back
// at once. A browser that will not say is taken to have a GPU.
func softwareRenderer() bool {
	if name := js.Global().Get("mercadoRenderer"); name.Type() == js.TypeString {
		return isSoftwareRenderer(name.String()) // the page's asked already (index.html)
	}
	doc := js.Global().Get("document")
	if doc.Type() != js.TypeObject {
		return false
	}
	gl := doc.Call("createElement", "canvas").Call("getContext", "webgl")
	if gl.Type() != js.TypeObject {
		return false
	}
	name := ""
	if info := gl.Call("getExtension", "WEBGL_debug_renderer_info"); info.Type() == js.TypeObject {
		if r := gl.Call("getParameter", info.Get("UNMASKED_RENDERER_WEBGL")); r.Type() == js.TypeString {
			name = r.String()
		}
	}
	if lose := gl.Call("getExtension", "WEBGL_lose_context"); lose.Type() == js.TypeObject {
		lose.Call("loseContext")
	}
	return isSoftwareRenderer(name)
}

// runOptions are the game loop's options in the browser: a canvas of CSS pixels where
// drawing is slow (sharp.go).
func (a *App) runOptions() *ebiten.RunGameOptions {
	return &ebiten.RunGameOptions{DisableHiDPI: a.sharp.start(screenScale(), softwareRenderer())}
}
