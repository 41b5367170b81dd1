package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/ui"
	"mercado/ui/lang"
)

// SettingsScene changes the preferences; each change applies at once and is saved.
type SettingsScene struct {
	rows  []settingRow
	focus int
	back  ui.Button
}

// settingRow is one preference: its name, its value as shown, and what a click (or
// Right/Enter; Left with back) does to it.
type settingRow struct {
	name   string // catalog key
	value  func(a *App) string
	change func(a *App, back bool)
	btn    ui.Button
	less   ui.Button // for volumes: a second button that turns it down
	volume bool
}

func NewSettingsScene() *SettingsScene {
	s := &SettingsScene{}
	s.rows = []settingRow{
		{name: "settings.language", value: func(a *App) string { return languageName(lang.Current()) }, change: nextLanguage},
		{name: "settings.effects", volume: true, value: func(a *App) string { return percent(a.Settings.Effects) },
			change: func(a *App, back bool) { a.Settings.Effects = stepVolume(a.Settings.Effects, back) }},
		{name: "settings.music", volume: true, value: func(a *App) string { return percent(a.Settings.Music) },
			change: func(a *App, back bool) { a.Settings.Music = stepVolume(a.Settings.Music, back) }},
		{name: "settings.mute", value: func(a *App) string { return onOff(a.Settings.Muted) },
			change: func(a *App, _ bool) { a.Settings.Muted = !a.Settings.Muted }},
		{name: "settings.animations", value: func(a *App) string { return lang.T(animSpeedKeys[a.Settings.AnimSpeed]) },
			change: func(a *App, back bool) {
				a.Settings.AnimSpeed = AnimSpeed(cycle(int(a.Settings.AnimSpeed), int(AnimInstant)+1, back))
			}},
		{name: "settings.hard_time", value: func(a *App) string {
			return lang.F("settings.seconds", "Seconds", fmt.Sprintf("%.1f", float64(a.Settings.HardBudgetMS)/1000))
		}, change: nextBudget},
		{name: "settings.fullscreen", value: func(a *App) string { return onOff(ebiten.IsFullscreen()) },
			change: func(a *App, _ bool) {
				a.Settings.Fullscreen = !ebiten.IsFullscreen()
				ebiten.SetFullscreen(a.Settings.Fullscreen)
			}},
		{name: "settings.confirm_turn", value: func(a *App) string { return onOff(a.Settings.ConfirmTurn) },
			change: func(a *App, _ bool) { a.Settings.ConfirmTurn = !a.Settings.ConfirmTurn }},
	}
	return s
}

var animSpeedKeys = [...]string{"settings.anim.slow", "settings.anim.normal", "settings.anim.fast", "settings.anim.instant"}

func languageName(code string) string {
	for _, l := range lang.Languages {
		if l.Code == code {
			return l.Name
		}
	}
	return code
}

// nextLanguage switches to the next language at once: every screen asks the catalogs
// again when it is drawn.
func nextLanguage(a *App, back bool) {
	i := 0
	for k, l := range lang.Languages {
		if l.Code == lang.Current() {
			i = k
		}
	}
	code := lang.Languages[cycle(i, len(lang.Languages), back)].Code
	a.Settings.Language = code
	lang.Set(code)
}

func nextBudget(a *App, back bool) {
	i := 0
	for k, b := range budgets {
		if b == a.Settings.HardBudgetMS {
			i = k
		}
	}
	a.Settings.HardBudgetMS = budgets[cycle(i, len(budgets), back)]
}

func cycle(i, n int, back bool) int {
	if back {
		return (i + n - 1) % n
	}
	return (i + 1) % n
}

// stepVolume moves a volume by a tenth, within 0..1.
func stepVolume(v float64, down bool) float64 {
	if down {
		v -= 0.1
	} else {
		v += 0.1
	}
	return max(0, min(1, float64(int(v*10+0.5))/10))
}

func percent(v float64) string { return fmt.Sprintf("%d %%", int(v*100+0.5)) }

func onOff(on bool) string {
	if on {
		return lang.T("settings.on")
	}
	return lang.T("settings.off")
}

func (s *SettingsScene) layout(a *App) {
	x := a.W/2 - 300
	for i := range s.rows {
		r := &s.rows[i]
		y := 110 + float64(i)*50
		r.btn = button(r.btn, ui.R(x+300, y, 300, 42), r.value(a))
		if r.volume { // − value +
			r.less = button(r.less, ui.R(x+300, y, 56, 42), "−")
			r.btn = button(r.btn, ui.R(x+544, y, 56, 42), "+")
			r.less.Focused = i == s.focus
		}
		r.btn.Focused = i == s.focus
	}
	s.back = button(s.back, ui.R(a.W/2-100, 110+float64(len(s.rows))*50+12, 200, 48), lang.T("settings.back"))
	s.back.Primary = true
}

func (s *SettingsScene) Update(a *App) {
	s.layout(a)
	in := &a.Input
	if s.back.Update(in) || in.Key(ebiten.KeyEscape) {
		a.Pop()
		return
	}
	changed := false
	for i := range s.rows {
		r := &s.rows[i]
		if r.volume && r.less.Update(in) {
			r.change(a, true)
			s.focus, changed = i, true
		}
		if r.btn.Update(in) {
			r.change(a, false)
			s.focus, changed = i, true
		}
	}
	s.focus = menuKeys(in, s.focus, len(s.rows))
	switch {
	case in.Key(ebiten.KeyArrowRight) || in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace):
		s.rows[s.focus].change(a, false)
		changed = true
	case in.Key(ebiten.KeyArrowLeft):
		s.rows[s.focus].change(a, true)
		changed = true
	}
	if changed {
		a.applySettings()
		a.SaveSettings()
	}
}

func (s *SettingsScene) Draw(c *ui.Canvas, a *App) {
	s.layout(a)
	c.Text(lang.T("settings.title"), a.W/2, 60, 38, true, ui.Paper, ui.Center)
	for i := range s.rows {
		r := &s.rows[i]
		c.TextFit(lang.T(r.name), a.W/2-16, r.btn.Rect.CY(), 18, 280, true, ui.Paper, ui.Right)
		if r.volume {
			r.less.Draw(c)
			c.Text(r.value(a), (r.less.Rect.Right()+r.btn.Rect.X)/2, r.btn.Rect.CY(), 18, true, ui.Paper, ui.Center)
		}
		r.btn.Draw(c)
	}
	s.back.Draw(c)
	y := s.back.Rect.Bottom() + 20
	w := min(a.W-80, 900)
	y += c.Paragraph(a.soundStatus(), ui.R(a.W/2-w/2, y, w, 60), 14, ui.Fade(ui.Paper, 0.75)) + 4
	c.Paragraph(lang.F("settings.saves_in", "Path", a.StorePath("")), ui.R(a.W/2-w/2, y, w, 60), 14, ui.Fade(ui.Paper, 0.75))
}
