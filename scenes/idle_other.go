//go:build !js

package scenes

import "github.com/hajimehoshi/ebiten/v2"

// setLoopTPS sets the game loop's pace (in the browser the page's too, idle_js.go).
func setLoopTPS(tps int) { ebiten.SetTPS(tps) }

// wakeLoop runs the loop at full pace (the idle pace sees Wake's flag at its next Update).
func wakeLoop() { ebiten.SetTPS(fullTPS) }
