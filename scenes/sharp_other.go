//go:build !js

package scenes

import "github.com/hajimehoshi/ebiten/v2"

// deviceScale is the screen's device pixels per CSS pixel (per point).
func (a *App) deviceScale() float64 {
	if s := ebiten.Monitor().DeviceScaleFactor(); s > 0 {
		return s
	}
	return 1
}

// runOptions are the game loop's options: the defaults (a desktop's window draws fewer
// pixels only through Layout, sharp.go).
func (a *App) runOptions() *ebiten.RunGameOptions { return &ebiten.RunGameOptions{} }
