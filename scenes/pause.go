package scenes

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/ui"
	"mercado/ui/lang"
)

// Pause is the menu over a game in progress.
type Pause struct {
	board *Board
	items []menuItem
	focus ui.FocusList
	btns  []*ui.Button // the focus list's buttons, kept to allocate nothing a frame
	note  string
	sure  bool // concede asks twice
	// worded is the language the items and the note are in.
	worded int
}

func NewPause(b *Board) *Pause {
	p := &Pause{board: b, focus: ui.FocusList{At: 0}} // Enter resumes
	p.word()
	return p
}

// word makes the menu's items in the language in use. Their actions act on p itself:
// rewording must not leave them writing their notes to a menu no longer shown.
//
// Every mode has the same items in the same places (a player's hand learns where
// Settings is): what a mode does not allow is greyed, never left out.
func (p *Pause) word() {
	b := p.board
	p.items = nil
	p.worded = lang.Version()
	add := func(id, label string, do func(a *App)) {
		p.items = append(p.items, menuItem{id: id, btn: ui.Button{Label: label}, do: do})
	}
	add("pause.resume", lang.T("pause.resume"), func(a *App) { a.Pop() })
	r := b.rules() // a challenge's way out is the sheet, a try's the review
	add("pause.save_quit", r.quitLabel(), func(a *App) {
		if err := b.table.SaveError(); err != nil && !keptInMemory(err) && !r.unsaved() {
			p.note = lang.F("pause.not_saved", "Error", failureDetail(err))
			return
		}
		r.quit(a)
	})
	p.items = append(p.items, p.concedeItem(r))
	add("pause.how_to", lang.T("pause.how_to"), func(a *App) { a.Push(a.to.howTo()) })
	add("menu.settings", lang.T("menu.settings"), func(a *App) { a.Push(a.to.settings()) })
	add("pause.export", lang.T("pause.export"), func(a *App) { p.note = exportRecord(a, b) })
	add("pause.open", lang.T("pause.open"), func(a *App) { p.note = askForRecord(a) })
	if m, ok := b.mode.(PauseAdder); ok {
		for i, it := range m.PauseItems() {
			add(fmt.Sprint("pause.mode.", i), it.Label, it.Do)
		}
	}
	p.items[0].btn.Primary = true
}

// concedeItem is Concede (a challenge's Give up), which asks to be sure first; greyed
// where the game is not conceded (a game watched, a review's try, an online table).
func (p *Pause) concedeItem(r boardRules) menuItem {
	b := p.board
	label, sure, ok := r.concedeWords()
	ok = ok && b.Table() != nil
	if label == "" {
		label = lang.T("pause.concede")
	}
	return menuItem{id: "pause.concede", btn: ui.Button{Label: label, Disabled: !ok}, do: func(a *App) {
		switch {
		case !ok:
		case !p.sure:
			p.sure, p.note = true, sure
		default:
			if err := b.table.Concede(b.person()); err != nil {
				p.note = err.Error()
				return
			}
			a.Pop()
		}
	}}
}

func (p *Pause) IsOverlay() bool { return true }

// Targets are the pause menu's enabled items; gameStatus, the game it pauses.
func (p *Pause) Targets() []Target       { return itemTargets(p.items) }
func (p *Pause) gameStatus() *GameStatus { return p.board.gameStatus() }

// Resume words the menu again: the settings may have changed the language. A note
// in another language is dropped, and so is the ask to be sure of conceding, since
// conceding asks again.
func (p *Pause) Resume() {
	if p.sure || p.worded != lang.Version() {
		p.note = ""
	}
	p.word()
	p.sure = false
}

// pauseParts is where the pause menu puts its card, title, buttons and note.
type pauseParts struct {
	box     ui.Rect
	titleY  float64
	buttons []ui.Rect
	note    ui.Rect
}

// pauseLayout arranges n buttons on a card over the board: one column on a desktop and
// upright, two columns on a phone on its side (seven buttons are taller than it). The
// card grows for a note that needs more room (noteNeeds says how tall the note is at a
// width; nil for none), up to the screen.
func pauseLayout(scr ui.Rect, f ui.Form, n int, noteNeeds func(w float64) float64) pauseParts {
	var l pauseParts
	cols, h, gap, noteH := 1, 48.0, 12.0, 80.0
	if f != ui.Wide {
		h, gap, noteH = ui.MinTouch+4, 8, 60
	}
	if f == ui.Low {
		cols, h, noteH = 2, ui.MinTouch, 50
	}
	rows := (n + cols - 1) / cols
	head := 90.0 // the title's band
	if f != ui.Wide {
		head = 52
	}
	boxW := 440.0
	if f == ui.Low {
		boxW = 640
	}
	inner := float64(rows)*(h+gap) - gap
	boxW = min(boxW, scr.W-16)
	if f == ui.Wide {
		boxW = 440
	}
	if noteNeeds != nil {
		noteH = max(noteH, noteNeeds(boxW-40)+20)
	}
	box := ui.R(0, 0, boxW, min(scr.H-16, head+inner+10+noteH))
	if f == ui.Wide {
		box.H = 80 + float64(n)*60 + max(90, noteH)
		box = ui.R(scr.CX()-220, max(scr.Y+8, min(scr.Y+110, scr.Bottom()-8-box.H)), 440, box.H)
	} else {
		box = scr.Centered(box.W, box.H)
		box.Y = max(scr.Y+8, box.Y)
	}
	l.box = box
	l.titleY = box.Y + head/2 + 2
	if f == ui.Wide {
		l.titleY = box.Y + 40
		gap = 12
	}
	_, body := box.InsetXY(20, 0).CutTop(head, 0)
	body = body.Column(min(body.W, 340*float64(cols)+gap*float64(cols-1)))
	block, rest := body.CutTop(inner, 10)
	l.buttons = block.Grid(cols, rows, gap)[:n]
	if cols == 1 {
		l.buttons, _ = block.Stack(n, h, gap)
	}
	l.note = ui.R(box.X+20, rest.Y, box.W-40, max(0, box.Bottom()-rest.Y-10))
	return l
}

// FitsEveryForm: the pause menu lays itself out upright and on its side too.
func (p *Pause) FitsEveryForm() {}

func (p *Pause) layout(a *App) pauseParts {
	note, size := p.noteText(), pauseNoteSize(a.Form)
	l := pauseLayout(a.Screen(), a.Form, len(p.items), func(w float64) float64 { return ui.TextHeight(note, size, w, false) })
	for i := range p.items {
		p.items[i].btn.Rect = l.buttons[i]
	}
	return l
}

func (p *Pause) Update(a *App) {
	p.layout(a)
	in := &a.Input
	if in.Key(ebiten.KeyEscape) {
		a.Pop()
		return
	}
	p.btns = p.btns[:0]
	for i := range p.items {
		p.btns = append(p.btns, &p.items[i].btn)
	}
	pressed := p.focus.Update(in, p.btns...)
	for i := range p.items {
		if p.items[i].btn.Update(in) || pressed == &p.items[i].btn {
			p.items[i].do(a)
			return
		}
	}
}

func (p *Pause) Draw(c *ui.Canvas, a *App) {
	l := p.layout(a)
	ty := ui.TypeFor(a.Form)
	c.Fill(ui.R(0, 0, a.W, a.H), ui.Fade(ui.Background, 0.8))
	c.Card(l.box, 16, ui.Panel, ui.PanelEdge)
	c.TextFit(p.title(), l.box.CX(), l.titleY, ty.Title.Size, l.box.W-40, true, ui.Ink, ui.Center)
	for i := range p.items {
		p.items[i].btn.Draw(c)
	}
	if note := p.noteText(); note != "" {
		c.Paragraph(note, l.note, pauseNoteSize(a.Form), ui.Ink)
	}
}

// noteText is the note under the buttons: what a button last said, else a save that
// is failing (a game watched has nothing to save).
func (p *Pause) noteText() string {
	if p.note != "" {
		return p.note
	}
	b := p.board
	if err := b.table.SaveError(); err != nil && !b.rules().unsaved() {
		return saveFailure(err)
	}
	return ""
}

func pauseNoteSize(f ui.Form) float64 {
	if f != ui.Wide {
		return ui.TypeFor(f).Caption.Size
	}
	return 14
}

// title is the menu's heading: what is paused. A review's try is not the game (and
// once it has ended nothing is paused at all: it is over). An online table is not
// paused either: it goes on at the others' screens.
func (p *Pause) title() string {
	return p.board.rules().pauseTitle()
}

// exportRecord writes the game record next to the saves and says where. While the
// money is hidden from people sharing the screen it refuses: replaying the moves would
// tell every seat's money.
func exportRecord(a *App, b *Board) string {
	if b.coversMoney() && !b.table.Over() {
		return lang.T("pause.export_hidden")
	}
	if b.Table() == nil && !b.table.Over() {
		return lang.T("online.export_later") // the referee gives the record once the game is over
	}
	return exportGame(a, b.table.Record(), time.Now())
}
