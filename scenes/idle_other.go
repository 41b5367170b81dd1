//go:build !js

package scenes

import "github.com/hajimehoshi/ebiten/v2"

// setLoopTPS sets the game loop's pace (in the browser the page's too, idle_js.go).
func setLoopTPS(tps int) { ebiten.SetTPS(tps) }

// pageWoken: outside the browser no page wakes the loop; it polls its input.
func pageWoken() bool { return false }
