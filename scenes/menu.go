package scenes

import (
	"errors"
	"image/color"
	"io/fs"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// Version is set by main from the build (git describe).
var Version = "dev"

// Menu is the title screen.
type Menu struct {
	items   []menuItem
	focus   int
	saved   *table.Table
	saveErr string
	checked bool
	// campaignNote says that a campaign challenge is in progress.
	campaignNote string
	footer       string
	// learn is how the tutorial is offered: highlighted until it was opened once.
	learn tutorialEntry
}

type menuItem struct {
	id   string // the catalog key of its label: a name that does not change with the language
	btn  ui.Button
	note string
	do   func(a *App)
}

func NewMenu() *Menu { return &Menu{} }

// checkSave looks for a game to continue; a save that cannot be read is named, never
// in the way of a new game.
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
	m.campaignNote = ""
	if cur := a.sheet().Current; cur != nil {
		m.campaignNote = lang.F("menu.campaign_in_progress", "Number", cur.Challenge, "Name", challengeName(cur.Challenge))
	}
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

// fileDetail is the technical part of a file problem as a message quotes it: printable
// and short, whatever the file held.
func fileDetail(err error) string {
	if err == nil {
		return ""
	}
	s := []rune(table.Printable(err.Error()))
	if len(s) > maxDetailRunes {
		s = append(s[:maxDetailRunes-1], '…')
	}
	return string(s)
}

// maxDetailRunes keeps a file problem to a few lines under the menu.
const maxDetailRunes = 160

func (m *Menu) build() {
	m.items = m.items[:0]
	add := func(key string, icon assets.Icon, do func(a *App)) *menuItem {
		m.items = append(m.items, menuItem{id: key, btn: ui.Button{Label: lang.T(key), Icon: icon, HasIcon: true}, do: do})
		return &m.items[len(m.items)-1]
	}
	add("menu.new_game", assets.Market, func(a *App) { a.Push(NewSetup()) }).btn.Primary = true
	cont := add("menu.continue", assets.Hourglass, func(a *App) {
		if m.saved != nil {
			m.saved.SetStore(a.Store)
			a.Push(NewBoard(m.saved))
			m.saved, m.checked = nil, false
		}
	})
	cont.btn.Disabled = m.saved == nil
	if m.saveErr != "" {
		cont.note = m.saveErr
	}
	camp := add("menu.campaign", assets.Trophy, func(a *App) { a.Push(NewCampaign()) })
	camp.note = m.campaignNote
	m.learn.apply(add("tutorial.menu", assets.Bulb, openTutorial))
	add("menu.how_to", assets.Book, func(a *App) { a.Push(NewHowTo()) })
	add("menu.stats", assets.Coin, func(a *App) { a.Push(NewStats()) })
	add("menu.settings", assets.Gear, func(a *App) { a.Push(NewSettingsScene()) })
	if runtime.GOOS != "js" {
		add("menu.quit", assets.Door, func(a *App) { a.Quit() })
	}
}

func (m *Menu) layout(a *App) {
	x := a.W/2 - 170
	y, step := 250.0, 58.0
	// Notes that would not fit under the buttons draw the buttons closer and higher.
	if need := notesHeight(m.notes(a), 14); need > a.H-32-(y+float64(len(m.items))*step+14) {
		y, step = 236, 52
	}
	for i := range m.items {
		m.items[i].btn.Rect = ui.R(x, y+float64(i)*step, 340, 48)
		m.items[i].btn.Focused = i == m.focus
	}
}

func (m *Menu) Update(a *App) {
	if !m.checked {
		m.checkSave(a)
	}
	m.layout(a)
	in := &a.Input
	for i := range m.items {
		it := &m.items[i]
		if it.btn.Update(in) && it.do != nil {
			it.do(a)
			return
		}
	}
	m.focus = menuKeys(in, m.focus, len(m.items))
	if in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) {
		it := &m.items[m.focus]
		if !it.btn.Disabled && it.do != nil {
			it.do(a)
		}
	}
}

// menuKeys moves a keyboard focus with the arrows and Tab.
func menuKeys(in *ui.Input, focus, n int) int {
	if n == 0 {
		return 0
	}
	if in.Key(ebiten.KeyArrowDown) || (in.Key(ebiten.KeyTab) && !in.Shift) {
		focus = (focus + 1) % n
	}
	if in.Key(ebiten.KeyArrowUp) || (in.Key(ebiten.KeyTab) && in.Shift) {
		focus = (focus + n - 1) % n
	}
	return focus
}

// Resume makes the menu look for a save again when it comes back on top.
func (m *Menu) Resume() { m.checked = false }

func (m *Menu) Draw(c *ui.Canvas, a *App) {
	if !m.checked {
		return
	}
	m.layout(a)
	drawMenuBackdrop(c, a, m.items[0].btn.Rect.Y < 250)            // crowded: the notes need the room
	c.Text("Mercado", a.W/2, 110, 72, true, ui.Paper, ui.Center)   // not translated: the game's name
	c.Text("de Lisboa", a.W/2, 170, 30, false, ui.Gold, ui.Center) // not translated: the game's name
	c.Text(lang.T("menu.subtitle"), a.W/2, 212, 16, false, ui.Fade(ui.Paper, 0.8), ui.Center)
	for i := range m.items {
		m.items[i].btn.Draw(c)
	}
	m.drawNotes(c, a, m.items[len(m.items)-1].btn.Rect.Bottom()+16, a.H-32)
	c.TextFit(m.footer, a.W/2, a.H-18, 12, a.W-40, false, ui.Fade(ui.Paper, 0.55), ui.Center)
}

// menuNote is a sentence under the menu's buttons.
type menuNote struct {
	text string
	col  color.RGBA
}

// notes are the sentences under the buttons: the buttons' notes, then the app's.
func (m *Menu) notes(a *App) []menuNote {
	var notes []menuNote
	for _, it := range m.items {
		if it.note == "" {
			continue
		}
		col := ui.Fade(ui.Paper, 0.7)
		if it.note == m.saveErr {
			col = ui.Highlight
		}
		notes = append(notes, menuNote{it.note, col})
	}
	for _, n := range a.Notices {
		notes = append(notes, menuNote{n, ui.Highlight})
	}
	return notes
}

const notesWidth, notesGap = 660.0, 6.0

func notesHeight(notes []menuNote, size float64) float64 {
	h := 0.0
	for _, n := range notes {
		h += float64(len(ui.Wrap(n.text, size, notesWidth, false)))*size*1.35 + notesGap
	}
	return h
}

// drawNotes writes the notes under the buttons between top and bottom: smaller when
// they would not fit, and never over the footer, however many there are.
func (m *Menu) drawNotes(c *ui.Canvas, a *App, top, bottom float64) {
	notes := m.notes(a)
	size := 14.0
	if notesHeight(notes, size) > bottom-top {
		size = 12
	}
	y := top
	for _, n := range notes {
		room := bottom - y - size*1.35 // Paragraph starts a line while its top is in the box
		if room < 0 {
			break
		}
		y += c.Paragraph(n.text, ui.R(a.W/2-notesWidth/2, y, notesWidth, room), size, n.col) + notesGap
	}
}

// drawMenuBackdrop lays a few of the game's pieces around the title like a table.
// With crowded notes the low customer tiles, which the notes would run over, stay away.
func drawMenuBackdrop(c *ui.Canvas, a *App, crowded bool) {
	for i := 0; i < 5; i++ {
		x := 60 + float64(i)*70
		drawStandTile(c, ui.R(x, 300+float64(i%2)*40, 60, 60), game.Good(i), i%4, 0.9)
		drawStandTile(c, ui.R(a.W-x-60, 420-float64(i%2)*40, 60, 60), game.Good(4-i), (i+1)%4, 0.9)
	}
	drawRestaurant(c, ui.R(120, 470, 70, 70), game.Pub, 0.9)
	drawRestaurant(c, ui.R(a.W-200, 240, 70, 70), game.Sushi, 0.9)
	if crowded {
		return
	}
	drawCustomerTile(c, ui.R(200, 560, 100, 60), mustTile(3, game.Fish, game.Meat), 0.9)
	drawCustomerTile(c, ui.R(a.W-320, 560, 100, 60), mustTile(2, game.Flower, game.Grape), 0.9)
}

func mustTile(n int, a, b game.Good) game.CustomerTile {
	t, _ := game.TileOf(n, game.GoodsOf(a, b))
	return t
}
