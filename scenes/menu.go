package scenes

import (
	"errors"
	"image/color"
	"io/fs"
	"runtime"

	"mercado/assets"
	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// Version is set by main from the build (git describe).
var Version = "dev"

// OnlineEntry, when set (by scenes/online), is the first screen of playing online.
var OnlineEntry func() Scene

// Opening, when set (by scenes/online in the browser), is a screen to show over the
// menu when the game starts: the seat of the invite whose link opened the page.
var Opening func(a *App) Scene

// Arriving, when set (by scenes/online in the browser), is asked every frame for a screen
// the page's address has come to call for since (another invite's link opened in the open
// page): the stack is then the menu and that screen.
var Arriving func(a *App) Scene

// Menu is the title screen.
type Menu struct {
	items   []menuItem
	focus   ui.FocusList
	btns    []*ui.Button // the focus list's buttons, kept to allocate nothing a frame
	saved   *table.Table
	saveErr string
	checked bool
	// campaignNote says that a campaign challenge is in progress, or why the one in
	// progress could not be read.
	campaignNote string
	// saveTrouble says that the game's last save failed (App.saveTrouble).
	saveTrouble string
	footer      string
	// learn is how the tutorial is offered: highlighted until it was opened once.
	learn tutorialEntry
}

func NewMenu() *Menu { return &Menu{focus: ui.FocusList{At: 0}} } // Enter starts a new game

// checkSave looks for a game to continue; a save that cannot be read is named, never
// in the way of a new game.
// Targets are the menu's enabled items.
func (m *Menu) Targets() []Target { return itemTargets(m.items) }

func (m *Menu) checkSave(a *App) {
	m.checked = true
	m.saved, m.saveErr = nil, ""
	t, err := table.LoadStore(a.Store)
	switch {
	case err == nil:
		m.saved = t
	case !errors.Is(err, fs.ErrNotExist):
		m.saveErr = saveProblem(err)
	}
	cur := a.sheet().Current // read first: it finds a challenge that cannot be read
	m.campaignNote = a.challengeNote
	if cur != nil {
		m.campaignNote = lang.F("menu.campaign_in_progress", "Number", cur.Challenge, "Name", challengeName(cur.Challenge))
	}
	m.saveTrouble = saveTroubleNote(a.saveTrouble)
	m.footer = lang.F("menu.footer", "Version", Version)
	m.learn = tutorialEntryOf(a)
	m.build()
}

// saveProblem words a save that could not be read: why, in short, and what became of
// the file (a copy kept, or left alone in a folder that cannot be written).
func saveProblem(err error) string {
	var d *table.DamagedError
	if !errors.As(err, &d) {
		return lang.F("menu.save_unreadable", "Error", fileDetail(err))
	}
	why := fileDetail(d.Err)
	switch {
	case d.Copy != "":
		return lang.F("files.save_damaged_kept", "Error", why, "File", d.Copy)
	case errors.Is(d.CopyErr, table.ErrReadOnly):
		return lang.F("files.save_damaged_untouched", "Error", why)
	}
	return lang.F("files.save_damaged_lost", "Error", why, "Reason", fileDetail(d.CopyErr))
}

func (m *Menu) build() {
	m.items = m.items[:0]
	add := func(key string, icon assets.Icon, do func(a *App)) *menuItem {
		m.items = append(m.items, menuItem{id: key, btn: ui.Button{Label: lang.T(key), Icon: icon, HasIcon: true}, do: do})
		return &m.items[len(m.items)-1]
	}
	add("menu.new_game", assets.Market, func(a *App) { a.Push(a.to.setup()) }).btn.Primary = true
	cont := add("menu.continue", assets.Hourglass, func(a *App) {
		if m.saved != nil {
			m.saved.SetStore(a.Store)
			a.Push(a.to.game(m.saved))
			m.saved, m.checked = nil, false
		}
	})
	cont.btn.Disabled = m.saved == nil
	if m.saveErr != "" {
		cont.note = m.saveErr
	}
	if OnlineEntry != nil {
		add("menu.online", assets.Person, func(a *App) { a.Push(OnlineEntry()) })
	}
	camp := add("menu.campaign", assets.Trophy, func(a *App) { a.Push(a.to.campaign()) })
	camp.note = m.campaignNote
	m.learn.apply(add("tutorial.menu", assets.Bulb, func(a *App) { a.to.tutorial(a) }))
	add("menu.how_to", assets.Book, func(a *App) { a.Push(a.to.howTo()) })
	add("menu.stats", assets.Coin, func(a *App) { a.Push(a.to.stats()) })
	add("menu.finished", assets.Bag, func(a *App) { a.Push(a.to.finished()) })
	add("menu.settings", assets.Gear, func(a *App) { a.Push(a.to.settings()) })
	if runtime.GOOS != "js" {
		add("menu.quit", assets.Door, func(a *App) { a.Quit() })
	}
}

func (m *Menu) layout(a *App) menuParts {
	notes := m.notes(a)
	l := menuLayout(a.Screen(), a.Form, len(m.items), lang.T("menu.subtitle"), m.footer, func(size, w float64) float64 { return notesHeight(notes, size, w) })
	for i := range m.items {
		m.items[i].btn.Rect = l.buttons[i]
	}
	return l
}

// FitsEveryForm: the menu lays itself out upright and on its side too.
func (m *Menu) FitsEveryForm() {}

func (m *Menu) Update(a *App) {
	if !m.checked {
		m.checkSave(a)
	}
	m.layout(a)
	in := &a.Input
	m.btns = m.btns[:0]
	for i := range m.items {
		m.btns = append(m.btns, &m.items[i].btn)
	}
	pressed := m.focus.Update(in, m.btns...)
	for i := range m.items {
		it := &m.items[i]
		if (it.btn.Update(in) || pressed == &it.btn) && it.do != nil {
			it.do(a)
			return
		}
	}
}

// Resume makes the menu look for a save again when it comes back on top.
func (m *Menu) Resume() { m.checked = false }

func (m *Menu) Draw(c *ui.Canvas, a *App) {
	if !m.checked {
		return
	}
	l := m.layout(a)
	if a.Form == ui.Wide {
		drawMenuBackdrop(c, a, l)
	}
	// "Mercado" and "de Lisboa" are not translated: the game's name.
	c.TextFit("Mercado", l.titleX, l.titleY, l.titleSize, l.textW, true, ui.Paper, l.titleAlign) // not translated: the game's name
	c.TextFit("de Lisboa", l.nameX, l.nameY, l.nameSize, l.textW, false, ui.Gold, l.nameAlign)   // not translated: the game's name
	switch {
	case l.taglineSize == 0: // a short phone's notes took the tagline's room
	case l.wrap:
		c.Centred(lang.T("menu.subtitle"), l.cx, l.taglineY-l.taglineSize*0.675, l.taglineSize, l.textW, false, ui.Fade(ui.Paper, 0.8))
	default:
		c.TextFit(lang.T("menu.subtitle"), l.cx, l.taglineY, l.taglineSize, l.textW, false, ui.Fade(ui.Paper, 0.8), ui.Center)
	}
	for i := range m.items {
		m.items[i].btn.Draw(c)
	}
	m.drawNotes(c, a, l)
	if l.wrap {
		c.Centred(m.footer, l.footer.CX(), l.footer.Y, l.footerSize, l.footer.W, false, ui.Fade(ui.Paper, 0.55))
	} else {
		c.TextFit(m.footer, l.footer.CX(), l.footer.CY(), l.footerSize, l.footer.W, false, ui.Fade(ui.Paper, 0.55), ui.Center)
	}
}

// menuNote is a sentence under the menu's buttons.
type menuNote struct {
	text string
	col  color.RGBA
}

// notes are the sentences under the buttons: first what went wrong (the buttons'
// problems, a failing save, the app's notices), then the buttons' other notes, which
// a phone leaves out first when they do not all fit.
func (m *Menu) notes(a *App) []menuNote {
	var notes []menuNote
	for _, it := range m.items {
		if it.note != "" && (it.note == m.saveErr || it.note == a.challengeNote) {
			notes = append(notes, menuNote{it.note, ui.Highlight})
		}
	}
	if m.saveTrouble != "" {
		notes = append(notes, menuNote{m.saveTrouble, ui.Highlight})
	}
	for _, n := range a.Notices {
		notes = append(notes, menuNote{n, ui.Highlight})
	}
	for _, it := range m.items {
		if it.note != "" && it.note != m.saveErr && it.note != a.challengeNote {
			notes = append(notes, menuNote{it.note, ui.Fade(ui.Paper, 0.7)})
		}
	}
	return notes
}

const notesWidth, notesGap = 660.0, 6.0

func notesHeight(notes []menuNote, size, width float64) float64 {
	h := 0.0
	for _, n := range notes {
		h += float64(len(ui.Wrap(n.text, size, width, false)))*size*1.35 + notesGap
	}
	return h
}

// drawNotes writes the notes under the buttons into their part (placeNotes).
func (m *Menu) drawNotes(c *ui.Canvas, a *App, l menuParts) {
	notes := m.notes(a)
	size, at := placeNotes(notes, l.notes, a.Form)
	for i, y := range at {
		if y >= 0 {
			c.Paragraph(notes[i].text, ui.R(l.notes.X, y, l.notes.W, l.notes.Bottom()-y), size, notes[i].col)
		}
	}
}

// placeNotes says where each note starts in r (-1: left out) and at what size: smaller
// when they would not fit (on a desktop; a phone keeps its least size), and each whole
// or not at all, never over the footer; a note that does not fit is left out so that a
// later, shorter one may. The notes come worst first (notes), so what went wrong is
// the last to go.
func placeNotes(notes []menuNote, r ui.Rect, f ui.Form) (size float64, at []float64) {
	size, least := 14.0, 12.0
	if f != ui.Wide {
		size, least = ui.TypeFor(f).Caption.Size, ui.TypeFor(f).Caption.Size
	}
	if notesHeight(notes, size, r.W) > r.H {
		size = least
	}
	at = make([]float64, len(notes))
	y := r.Y
	for i, n := range notes {
		h := notesHeight([]menuNote{n}, size, r.W) - notesGap
		if y+h > r.Bottom()+0.01 {
			at[i] = -1
			continue
		}
		at[i] = y
		y += h + notesGap
	}
	return size, at
}

// drawMenuBackdrop lays a few of the game's pieces around the title like a table,
// leaving out any the buttons would stand on (two columns of them reach far out). With
// crowded notes the low customer tiles, which the notes would run over, stay away.
func drawMenuBackdrop(c *ui.Canvas, a *App, l menuParts) {
	free := func(r ui.Rect) bool {
		for _, b := range l.buttons {
			if b.Inset(-8).Overlaps(r) {
				return false
			}
		}
		return true
	}
	for i := 0; i < 5; i++ {
		x := 60 + float64(i)*70
		if r := ui.R(x, 300+float64(i%2)*40, 60, 60); free(r) {
			drawStandTile(c, r, game.Good(i), i%4, 0.9)
		}
		if r := ui.R(a.W-x-60, 420-float64(i%2)*40, 60, 60); free(r) {
			drawStandTile(c, r, game.Good(4-i), (i+1)%4, 0.9)
		}
	}
	drawRestaurant(c, ui.R(120, 470, 70, 70), game.Pub, 0.9)
	drawRestaurant(c, ui.R(a.W-200, 240, 70, 70), game.Sushi, 0.9)
	if l.crowded {
		return
	}
	drawCustomerTile(c, ui.R(200, 560, 100, 60), mustTile(3, game.Fish, game.Meat), 0.9)
	drawCustomerTile(c, ui.R(a.W-320, 560, 100, 60), mustTile(2, game.Flower, game.Grape), 0.9)
}

// apply offers the tutorial on its item as its entry says.
func (e tutorialEntry) apply(it *menuItem) {
	it.btn.Primary = e.fresh
	it.note = e.note
}
