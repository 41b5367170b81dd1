package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/campaign"
	"mercado/ui"
	"mercado/ui/lang"
)

// Pause is the menu over a game in progress.
type Pause struct {
	board *Board
	items []menuItem
	focus int
	note  string
	sure  bool // concede asks twice
}

func NewPause(b *Board) *Pause {
	p := &Pause{board: b}
	add := func(id, label string, do func(a *App)) {
		p.items = append(p.items, menuItem{id: id, btn: ui.Button{Label: label}, do: do})
	}
	add("pause.resume", lang.T("pause.resume"), func(a *App) { a.Pop() })
	sess := b.sess
	quitLabel := lang.T("pause.save_quit")
	switch {
	case sess != nil && sess.mode == campaign.Watch:
		quitLabel = lang.T("pause.stop_watching")
	case sess != nil:
		quitLabel = lang.T("pause.save_sheet")
	}
	add("pause.save_quit", quitLabel, func(a *App) {
		if err := b.t.SaveError(); err != nil && (sess == nil || sess.mode != campaign.Watch) {
			p.note = lang.F("pause.not_saved", "Error", err.Error())
			return
		}
		a.Reset(NewMenu())
		if sess != nil {
			a.Push(NewCampaign())
		}
	})
	if sess == nil || sess.mode != campaign.Watch {
		concede, sure := lang.T("pause.concede"), lang.T("pause.concede_sure")
		if sess.inRun() {
			concede, sure = lang.T("pause.give_up"), lang.T("pause.give_up_run")
		} else if sess != nil {
			concede, sure = lang.T("pause.give_up"), lang.T("pause.give_up_practice")
		}
		add("pause.concede", concede, func(a *App) {
			if !p.sure {
				p.sure = true
				p.note = sure
				return
			}
			if err := b.t.Concede(b.person()); err != nil {
				p.note = err.Error()
				return
			}
			a.Pop()
		})
	}
	add("pause.how_to", lang.T("pause.how_to"), func(a *App) { a.Push(NewHowTo()) })
	add("menu.settings", lang.T("menu.settings"), func(a *App) { a.Push(NewSettingsScene()) })
	add("pause.export", lang.T("pause.export"), func(a *App) { p.note = exportRecord(a, b) })
	add("pause.open", lang.T("pause.open"), func(a *App) { p.note = askForRecord(a) })
	p.items[0].btn.Primary = true
	return p
}

func (p *Pause) IsOverlay() bool { return true }

// Resume words the menu again: the settings may have changed the language.
func (p *Pause) Resume() {
	p.items = NewPause(p.board).items
	p.sure = false
}

func (p *Pause) layout(a *App) {
	for i := range p.items {
		p.items[i].btn.Rect = ui.R(a.W/2-170, 200+float64(i)*60, 340, 48)
		p.items[i].btn.Focused = i == p.focus
	}
}

func (p *Pause) Update(a *App) {
	p.layout(a)
	in := &a.Input
	if in.Key(ebiten.KeyEscape) {
		a.Pop()
		return
	}
	for i := range p.items {
		if p.items[i].btn.Update(in) {
			p.items[i].do(a)
			return
		}
	}
	p.focus = menuKeys(in, p.focus, len(p.items))
	if in.Key(ebiten.KeyEnter) {
		p.items[p.focus].do(a)
	}
}

func (p *Pause) Draw(c *ui.Canvas, a *App) {
	p.layout(a)
	c.Fill(ui.R(0, 0, a.W, a.H), ui.Fade(ui.Background, 0.8))
	box := ui.R(a.W/2-220, 110, 440, 80+float64(len(p.items))*60+90)
	c.Card(box, 16, ui.Panel, ui.PanelEdge)
	c.Text(lang.T("pause.title"), a.W/2, 150, 30, true, ui.Ink, ui.Center)
	for i := range p.items {
		p.items[i].btn.Draw(c)
	}
	if p.note != "" {
		c.Paragraph(p.note, ui.R(box.X+20, box.Bottom()-80, box.W-40, 70), 14, ui.Ink)
	}
}

// exportRecord writes the game record next to the saves and says where.
func exportRecord(a *App, b *Board) string {
	data, err := b.t.Record().MarshalJSON()
	if err != nil {
		return lang.F("pause.export_failed", "Error", err.Error())
	}
	name := "mercado-" + time.Now().Format("2006-01-02-150405") + ".json"
	return deliverRecord(a, name, data)
}
