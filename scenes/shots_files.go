//go:build !js

package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/campaign"
	"mercado/game/table"
)

// fileShots are the screens that tell of files: a save that fails, damaged files kept
// aside, and the cover a double press cannot lift.
var fileShots = []shot{
	{"board-save-failed", func(a *App, dst *Offscreen) error { _, err := onFailingSave(a, dst); return err }},
	{"pause-save-failed", func(a *App, dst *Offscreen) error {
		b, err := onFailingSave(a, dst)
		if err != nil {
			return err
		}
		a.Push(NewPause(b))
		return a.Step(dst, 30)
	}},
	{"menu-save-failed", func(a *App, dst *Offscreen) error {
		if _, err := onFailingSave(a, dst); err != nil {
			return err
		}
		a.Reset(NewMenu())
		return a.Step(dst, 30)
	}},
	{"menu-damaged-settings", func(a *App, dst *Offscreen) error {
		return menuWithDamaged(a, dst, map[string]string{SettingsName: `{"language": 7`})
	}},
	{"menu-notices", func(a *App, dst *Offscreen) error {
		sheet := campaign.New()
		sheet.Current = &campaign.Current{Mode: campaign.Practice, Challenge: 3}
		data, err := sheet.Marshal()
		if err != nil {
			return err
		}
		return menuWithDamaged(a, dst, map[string]string{SettingsName: `{"language": 7`,
			table.SaveName: `{"version": 1, "seats": [`, campaign.FileName: string(data)})
	}},
	{"pass-to-double-press", shotDoublePress},
}

func init() { shots = append(shots, fileShots...) }

// shotSaveFolder is where the screenshots' failing saves were tried.
const shotSaveFolder = "/home/ana/.config/mercado" // not translated: a path

// refusingStore is a folder that takes no files (an immutable one): every write fails
// as the folder store reports it.
type refusingStore struct{ *table.MemStore }

func (refusingStore) Write(name string, data []byte) error {
	return &table.WriteError{Path: filepath.Join(shotSaveFolder, name), Err: syscall.EPERM}
}

// onFailingSave puts the mid-game board on screen, its folder refusing the saves.
func onFailingSave(a *App, dst *Offscreen) (*Board, error) {
	b, err := onMidGame(a, dst)
	if err != nil {
		return nil, err
	}
	a.Store = refusingStore{table.NewMemStore()}
	b.table.(*table.Table).SetStore(a.Store)
	return b, a.Step(dst, 20)
}

// menuWithDamaged starts the menu on a store holding the files given, as a player
// would meet them (the settings read as the game starts).
func menuWithDamaged(a *App, dst *Offscreen, files map[string]string) error {
	for name, data := range files {
		if err := a.Store.Write(name, []byte(data)); err != nil {
			return err
		}
	}
	// The defaults speak the system's language: the tool's, as on a system in it.
	language := a.Settings.Language
	if language != "" {
		old, had := os.LookupEnv("LC_ALL")
		os.Setenv("LC_ALL", language)
		defer func() {
			if had {
				os.Setenv("LC_ALL", old)
			} else {
				os.Unsetenv("LC_ALL")
			}
		}()
	}
	a.loadSettings()
	a.Settings.Language = language
	a.campaign = nil // read again, as at the start
	a.Reset(NewMenu())
	return a.Step(dst, 30)
}

// shotDoublePress is the cover for the next person after Ana took a coin with its key
// and pressed Enter again 0.1 s later, on the cover's second frame: it stays up.
func shotDoublePress(a *App, dst *Offscreen) error {
	if _, _, err := hotSeatPastCover(a, dst); err != nil {
		return err
	}
	sc := a.Script()
	sc.Key(ebiten.KeyC)
	if !a.StepUntil(dst, 10*frameRate, func() bool { _, ok := a.Top().(*PassTo); return ok }) {
		return fmt.Errorf("no cover after the coin but %T", a.Top()) // not translated: screenshot tool
	}
	sc.Key(ebiten.KeyEnter)
	return a.Step(dst, 12)
}
