package scenes

import (
	"errors"
	"fmt"
	"image"
	"io"
	"io/fs"
	"os"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/game"
	"mercado/game/table"
	"mercado/ui/lang"
	"mercado/ui/sound"
)

// NewGameApp builds the app as a player meets it: the menu on top of a store, with the
// saved settings applied.
func NewGameApp(store table.Store, notice string) *App {
	a := NewApp(store, NewMenu())
	if notice != "" {
		a.Notice(notice)
	}
	a.loadSettings()
	return a
}

// loadSettings reads the saved settings; damaged ones are kept aside, the defaults
// take their place, and the menu says so.
func (a *App) loadSettings() {
	err := table.ReadOrKeep(a.Store, SettingsName, func(data []byte) (err error) {
		a.Settings, err = ParsePreferences(data)
		return err
	})
	if err != nil {
		a.Settings = DefaultPreferences()
	}
	lang.Set(a.Settings.language())
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		a.NoticeWords(func() string { return settingsProblem(err) })
	}
}

// settingsProblem words a settings file that could not be read: the defaults are used,
// and a copy of the file is kept like every damaged file (table.ReadOrKeep).
func settingsProblem(err error) string {
	var d *table.DamagedError
	if errors.As(err, &d) && d.Copy != "" {
		return lang.F("settings.damaged_kept", "Error", fileDetail(d.Err), "File", d.Copy)
	}
	return lang.F("settings.unreadable", "Error", fileDetail(err))
}

// Run opens the game window and plays until the player quits. With
// MERCADO_FIRST_FRAME=1 it reports how long the first frame took from start and quits
// (make first-frame measures it).
func Run(started time.Time) error {
	store, notice := OpenStore()
	a := NewGameApp(store, notice)
	var opening Scene // the scene the app opens on, over the menu
	if Opening != nil {
		if opening = Opening(a); opening != nil {
			a.Push(opening)
		}
	}
	if os.Getenv("MERCADO_FIRST_FRAME") == "1" {
		a.OnFirstFrame = func() {
			fmt.Fprintf(os.Stderr, "first frame %d ms after start\n", time.Since(started).Milliseconds()) // not translated: a developer's measurement
			a.quit = true
		}
	}
	a.startHook()
	a.Sound = sound.New()
	a.applySettings()
	a.Sound.SetMusic(true)
	ebiten.SetWindowTitle("Mercado") // not translated: the game's name
	setWindowIcon()
	openWindow(a.Settings)
	a.window = &windowWatch{}
	ebiten.SetWindowSizeLimits(windowMinW, windowMinH, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetFullscreen(a.Settings.Fullscreen)
	// The app draws only frames that change (still.go); the screen keeps the last one.
	ebiten.SetScreenClearedEveryFrame(false)
	a.idle = newIdlePace()           // and the loop slows while nothing happens (idle.go)
	a.sharp = loadSharpness(a.Store) // and draws fewer pixels where frames come slowly (sharp.go)
	awaitBrief(opening)
	err := ebiten.RunGameWithOptions(a, a.runOptions())
	if errors.Is(err, ErrQuit) {
		return nil
	}
	return err
}

// storeAt opens a folder store; when the folder can be read but not written, a store
// reading it and keeping what it cannot write in memory; when it cannot be read either,
// one that keeps trying to write there; with no folder at all, a memory store. The
// notice says which; every failed save says so on the board too (table.WriteError).
func storeAt(dir string, err error) (table.Store, string) {
	if err == nil {
		st := table.DirStore{Dir: dir}
		if err = st.Write(".probe", []byte("ok")); err == nil {
			_ = st.Remove(".probe")
			return st, ""
		}
		if ro, ok := table.OpenReadOnly(dir); ok { // read what is there, write to memory
			return ro, lang.F("files.read_only", "Path", table.Visible(dir), "Error", table.Printable(innermost(err).Error()))
		}
		return table.NewFallbackStore(dir), lang.F("app.saves_off", "Error", table.Printable(err.Error()))
	}
	return table.NewMemStore(), lang.F("app.saves_off", "Error", table.Printable(err.Error()))
}

// innermost is the plain reason inside an error that names files ("permission
// denied" rather than the whole operation on a temporary file).
func innermost(err error) error {
	for {
		inner := errors.Unwrap(err)
		if inner == nil {
			return err
		}
		err = inner
	}
}

// setWindowIcon gives the window the game's icon at the sizes window systems pick from
// (a browser page has its own, from index.html).
func setWindowIcon() {
	if runtime.GOOS == "js" {
		return
	}
	var icons []image.Image
	for _, px := range []int{16, 32, 48, 64, 128} {
		if img, err := assets.AppIcon(px); err == nil {
			icons = append(icons, img)
		}
	}
	ebiten.SetWindowIcon(icons)
}

// StorePath tells the player where a stored file lives.
func (a *App) StorePath(name string) string {
	if where, ok := storeWhere(a.Store, name); ok {
		return where
	}
	if name == "" {
		return lang.T("app.in_memory_only")
	}
	return lang.F("app.in_memory", "Name", name)
}

// importDropped opens a record file dropped on the window as a new game at one screen.
func (a *App) importDropped() {
	files := ebiten.DroppedFiles()
	if files == nil {
		return
	}
	entries, err := fs.ReadDir(files, ".")
	if err != nil || len(entries) == 0 {
		return
	}
	name := entries[0].Name()
	f, err := files.Open(name)
	if err != nil {
		a.Say(lang.F("app.cannot_open", "Name", name, "Error", err.Error()))
		return
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, game.MaxRecordBytes+1))
	if err != nil {
		a.Say(lang.F("app.cannot_read", "Name", name, "Error", err.Error()))
		return
	}
	a.openRecordFile(name, data)
}

// openRecordFile opens a record file the player handed over; one that is not a record
// is named and changes nothing: the game on screen, if any, goes on.
func (a *App) openRecordFile(name string, data []byte) {
	if err := a.OpenRecord(data); err != nil {
		a.Say(lang.F("app.not_a_record", "Name", name, "Error", err.Error()))
	}
}

// sayer scenes can show a message in place (the board's toast).
type sayer interface {
	say(msg string, bad bool)
}

// Say tells the player something on the current screen, or on the menu.
func (a *App) Say(msg string) {
	if s, ok := a.Top().(sayer); ok {
		s.say(msg, true)
		return
	}
	a.Notice(msg)
}

// OpenRecord starts the game a record describes, every seat played by a person.
func (a *App) OpenRecord(data []byte) error {
	rec, err := game.ParseRecord(data)
	if err != nil {
		return err
	}
	var seats []table.Seat
	for i, name := range rec.Players {
		seats = append(seats, table.Seat{Name: name, Kind: table.Human, Color: i})
	}
	t, err := table.FromRecord(rec, seats)
	if err != nil {
		return err
	}
	t.SetStore(a.Store)
	if t.Over() {
		r, err := a.to.replay(rec, seats)
		if err != nil {
			return err
		}
		a.Reset(a.to.menu())
		a.Push(r)
		return nil
	}
	a.Reset(a.to.menu())
	a.Push(a.to.game(t))
	return nil
}
