package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/ui"
)

// SettingsScene changes the preferences; they apply at once and are saved.
type SettingsScene struct {
	speed, budget, full, back ui.Button
}

func NewSettingsScene() *SettingsScene { return &SettingsScene{} }

func (s *SettingsScene) layout(a *App) {
	x := a.W/2 - 220
	s.speed = button(s.speed, ui.R(x, 180, 440, 50), "Animations: "+animSpeedNames[a.Settings.AnimSpeed])
	s.budget = button(s.budget, ui.R(x, 246, 440, 50), fmt.Sprintf("Hard computer thinks: %.1f s", float64(a.Settings.HardBudgetMS)/1000))
	full := "Fullscreen: off"
	if ebiten.IsFullscreen() {
		full = "Fullscreen: on (F11)"
	}
	s.full = button(s.full, ui.R(x, 312, 440, 50), full)
	s.back = button(s.back, ui.R(x, 400, 200, 50), "Back")
	s.back.Primary = true
}

func (s *SettingsScene) Update(a *App) {
	s.layout(a)
	in := &a.Input
	changed := false
	if s.speed.Update(in) {
		a.Settings.AnimSpeed = (a.Settings.AnimSpeed + 1) % (AnimInstant + 1)
		changed = true
	}
	if s.budget.Update(in) {
		i := 0
		for k, b := range budgets {
			if b == a.Settings.HardBudgetMS {
				i = k
			}
		}
		a.Settings.HardBudgetMS = budgets[(i+1)%len(budgets)]
		changed = true
	}
	if s.full.Update(in) {
		a.Settings.Fullscreen = !ebiten.IsFullscreen()
		ebiten.SetFullscreen(a.Settings.Fullscreen)
		changed = true
	}
	if changed {
		a.SaveSettings()
	}
	if s.back.Update(in) || in.Key(ebiten.KeyEscape) {
		a.Pop()
	}
}

func (s *SettingsScene) Draw(c *ui.Canvas, a *App) {
	s.layout(a)
	c.Text("Settings", a.W/2, 110, 40, true, ui.Paper, ui.Center)
	s.speed.Draw(c)
	s.budget.Draw(c)
	s.full.Draw(c)
	s.back.Draw(c)
	y := 500.0
	c.Text("Sound: none yet — effects and music arrive with the next version.", a.W/2, y, 15, false, ui.Fade(ui.Paper, 0.7), ui.Center)
	c.Text("Saves and settings live in "+a.StorePath(""), a.W/2, y+28, 15, false, ui.Fade(ui.Paper, 0.7), ui.Center)
}
