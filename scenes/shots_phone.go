//go:build !js

package scenes

import "mercado/game/table"

// phoneShots show the lower part of the screens that scroll on a phone (on a desktop
// they fit, and these show the same as their unscrolled shots).
var phoneShots = []shot{
	{"setup-four-scrolled", func(a *App, dst *Offscreen) error {
		s := NewSetup()
		a.Push(s)
		if err := a.Step(dst, 2); err != nil {
			return err
		}
		s.add()
		s.add()
		s.scroll.Off = 1e6 // the end: the update keeps it to the content
		return a.Step(dst, 30)
	}},
	{"settings-scrolled", func(a *App, dst *Offscreen) error {
		s := NewSettings()
		s.scroll.Off = 1e6
		a.Push(s)
		return a.Step(dst, 30)
	}},
	{"campaign-panel", func(a *App, dst *Offscreen) error {
		demoSheet(a)
		cs := NewCampaign()
		cs.chosen, cs.scroll.Off = 3, 1e6
		a.Push(cs)
		return a.Step(dst, 30)
	}},
	{"scoring-scrolled", func(a *App, dst *Offscreen) error {
		an := ana
		an.Kind, an.Level = table.Computer, "medium"
		t, err := demoTable(a, 8, an, rui, ines, tiago)
		if err != nil {
			return err
		}
		if err := playTo(t, 1<<30); err != nil {
			return err
		}
		s := NewScoring(t)
		s.scroll.Off = 1e6
		a.Push(s)
		return a.Step(dst, 30)
	}},
	{"how-to-play-scrolled", func(a *App, dst *Offscreen) error {
		h := NewHowTo()
		h.page, h.scroll.Off = len(howtoPages)-1, 1e6
		a.Push(h)
		return a.Step(dst, 30)
	}},
}

func init() { shots = append(shots, phoneShots...) }
