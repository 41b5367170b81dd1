package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/ui"
	"mercado/ui/lang"
)

// Settings is the settings screen: it changes the preferences; each change applies at
// once and is saved.
type Settings struct {
	rows   []settingRow
	focus  ui.FocusList
	btns   []*ui.Button // the focus list's buttons, kept to allocate nothing a frame
	back   ui.Button
	scroll ui.Scroll // the rows on a phone
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

func NewSettings() *Settings {
	s := &Settings{}
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
			return lang.F("settings.seconds", "Seconds", oneDecimal(float64(a.Settings.HardBudgetMS)/1000))
		}, change: nextBudget},
		{name: "settings.fullscreen", value: func(a *App) string { return onOff(ebiten.IsFullscreen()) },
			change: func(a *App, _ bool) {
				a.Settings.Fullscreen = !ebiten.IsFullscreen()
				ebiten.SetFullscreen(a.Settings.Fullscreen)
			}},
		{name: "settings.confirm_turn", value: func(a *App) string { return onOff(a.Settings.ConfirmTurn) },
			change: func(a *App, _ bool) { a.Settings.ConfirmTurn = !a.Settings.ConfirmTurn }},
		{name: "settings.look", value: lookName, change: func(a *App, _ bool) { a.Settings.PlainLook = !a.Settings.PlainLook }},
	}
	return s
}

// label is the row's name as shown: on a touch screen, which has no F11 key, full screen
// is named without it.
func (r *settingRow) label(a *App) string {
	if r.name == "settings.fullscreen" && a.Touchscreen {
		return "settings.fullscreen_touch"
	}
	return r.name
}

// lookName is the board's look as the settings name it.
func lookName(a *App) string {
	if a.Settings.PlainLook {
		return lang.T("settings.look.plain")
	}
	return lang.T("settings.look.table")
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
	a.wordAgain()
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

// settingsParts is where the settings screen puts its parts. The rows and the notes
// under them are in content coordinates: on a phone they scroll inside view.
type settingsParts struct {
	title      ui.Rect // the title's line
	titleAlign ui.Align
	back       ui.Rect
	view       ui.Rect // the window the rows scroll in
	labels     []ui.Rect
	values     []ui.Rect // a row's button; for a volume, the room of − value +
	notes      ui.Rect   // the sound's state and the save folder, under the rows
	contentH   float64   // how tall the rows and notes are together
	step       float64   // a volume's − and + buttons' width
}

// settingsLayout arranges n rows. On a desktop: names right of the centre line's left,
// values right of it, the back button under them. On a phone the back button and the
// title are a band at the top and the rows scroll under it: upright each name above
// its value, on its side beside it.
func settingsLayout(scr ui.Rect, f ui.Form, n int) settingsParts {
	var l settingsParts
	if f == ui.Wide {
		x := scr.CX() - 300
		l.title, l.titleAlign = ui.R(scr.X, scr.Y+60, scr.W, 0), ui.Center
		l.view = scr
		for i := range n {
			y := scr.Y + 110 + float64(i)*50
			l.labels = append(l.labels, ui.R(scr.CX()-16-280, y, 280, 42))
			l.values = append(l.values, ui.R(x+300, y, 300, 42))
		}
		l.back = ui.R(scr.CX()-100, scr.Y+110+float64(n)*50+12, 200, 48)
		w := min(scr.W-80, 900)
		l.notes = ui.R(scr.CX()-w/2, l.back.Bottom()+20, w, 130)
		l.contentH, l.step = l.notes.Bottom()-scr.Y, 56
		return l
	}
	body := scr.InsetXY(12, 8)
	head, rest := body.CutTop(ui.MinTouch, 8)
	l.back, _ = head.CutLeft(104, 12)
	l.title, l.titleAlign = ui.R(l.back.Right()+12, head.CY(), head.Right()-l.back.Right()-12, 0), ui.Left
	l.view = scr
	l.view.Y, l.view.H = rest.Y, scr.Bottom()-rest.Y
	col := rest.Column(560)
	l.step = 52
	y := rest.Y + 4
	for range n {
		if f == ui.Tall {
			l.labels = append(l.labels, ui.R(col.X, y, col.W, 22))
			l.values = append(l.values, ui.R(col.X, y+24, col.W, ui.MinTouch))
			y += 24 + ui.MinTouch + 14
			continue
		}
		value, label := ui.R(col.X, y, col.W, ui.MinTouch).CutRight(col.W*0.55, 12)
		l.labels, l.values = append(l.labels, label), append(l.values, value)
		y += ui.MinTouch + 8
	}
	l.notes = ui.R(col.X, y+8, col.W, 150)
	l.contentH = l.notes.Bottom() - rest.Y
	return l
}

// FitsEveryForm: the settings lay themselves out upright and on its side too.
func (s *Settings) FitsEveryForm() {}

func (s *Settings) layout(a *App) settingsParts {
	l := settingsLayout(a.Screen(), a.Form, len(s.rows))
	dy := -s.scroll.Off
	for i := range s.rows {
		r := &s.rows[i]
		v := l.values[i].Shift(dy)
		r.btn = button(r.btn, v, r.value(a))
		if r.volume { // − value +
			r.less = button(r.less, ui.R(v.X, v.Y, l.step, v.H), "−")
			r.btn = button(r.btn, ui.R(v.Right()-l.step, v.Y, l.step, v.H), "+")
		}
	}
	s.back = button(s.back, l.back, lang.T("settings.back"))
	if a.Form == ui.Wide {
		s.back.Primary = true
	}
	return l
}

func (s *Settings) Update(a *App) {
	l := s.layout(a)
	in := s.scroll.Update(&a.Input, l.view, l.contentH)
	l = s.layout(a)
	if s.back.Update(in) || in.Key(ebiten.KeyEscape) {
		a.Pop()
		return
	}
	changed := false
	for i := range s.rows {
		r := &s.rows[i]
		if r.volume && r.less.Update(in) {
			r.change(a, true)
			s.focus.At, changed = i, true
		}
		if r.btn.Update(in) {
			r.change(a, false)
			s.focus.At, changed = i, true
		}
	}
	// Up, Down and Tab move between the rows; Right, Enter and Space change the focused
	// one forward, Left back.
	s.btns = s.btns[:0]
	for i := range s.rows {
		s.btns = append(s.btns, &s.rows[i].btn)
	}
	moved := s.focus.At
	if s.focus.Update(in.Without(ebiten.KeyArrowLeft, ebiten.KeyArrowRight), s.btns...) != nil || in.Key(ebiten.KeyArrowRight) {
		if s.focus.At >= 0 {
			s.rows[s.focus.At].change(a, false)
			changed = true
		}
	} else if in.Key(ebiten.KeyArrowLeft) && s.focus.At >= 0 {
		s.rows[s.focus.At].change(a, true)
		changed = true
	}
	if s.focus.At != moved && s.focus.At >= 0 {
		s.scroll.Show(l.labels[s.focus.At].Union(l.values[s.focus.At]), l.view)
	}
	if changed {
		a.applySettings()
		a.SaveSettings()
	}
}

func (s *Settings) Draw(c *ui.Canvas, a *App) {
	l := s.layout(a)
	ty := ui.TypeFor(a.Form)
	titleSize, labelSize, valueSize, noteSize := 38.0, 18.0, 18.0, 14.0
	if a.Form != ui.Wide {
		titleSize, labelSize, valueSize, noteSize = ty.Title.Size, ty.Body.Size, ty.Body.Size, ty.Caption.Size
	}
	in := c
	if a.Form != ui.Wide {
		in = c.Clip(l.view)
	}
	dy := -s.scroll.Off
	for i := range s.rows {
		r := &s.rows[i]
		r.btn.Focused = i == s.focus.At
		r.less.Focused = r.btn.Focused
		lb := l.labels[i].Shift(dy)
		switch {
		case a.Form == ui.Wide:
			in.TextFit(lang.T(r.label(a)), lb.Right(), lb.CY(), labelSize, lb.W, true, ui.Paper, ui.Right)
		default:
			in.TextFit(lang.T(r.label(a)), lb.X, lb.CY(), labelSize, lb.W, true, ui.Paper, ui.Left)
		}
		if r.volume {
			r.less.Draw(in)
			in.Text(r.value(a), (r.less.Rect.Right()+r.btn.Rect.X)/2, r.btn.Rect.CY(), valueSize, true, ui.Paper, ui.Center)
		}
		r.btn.Draw(in)
	}
	notes := l.notes.Shift(dy)
	y := notes.Y
	y += in.Paragraph(a.soundStatus(), ui.R(notes.X, y, notes.W, 60), noteSize, ui.Fade(ui.Paper, 0.75)) + 4
	in.Paragraph(lang.F("settings.saves_in", "Path", a.StorePath("")), ui.R(notes.X, y, notes.W, 60), noteSize, ui.Fade(ui.Paper, 0.75))
	c.TextFit(lang.T("settings.title"), l.title.X+l.title.W*b2f(l.titleAlign == ui.Center)/2, l.title.Y, titleSize, l.title.W, true, ui.Paper, l.titleAlign)
	s.back.Draw(c)
}

// b2f is 1 for true and 0 for false (half a width for a centred line).
func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
