//go:build !js

package scenes

import (
	"path/filepath"

	"mercado/game/table"
	"mercado/ui/lang"
)

// OpenStore finds the folder for saves and settings. When it cannot be used the game
// still runs, keeping saves in memory, and says so.
func OpenStore() (table.Store, string) { return storeAt(table.DefaultDir()) }

// storeWhere names the file a folder store keeps name in.
func storeWhere(s table.Store, name string) (string, bool) {
	if d, ok := s.(table.DirStore); ok {
		return filepath.Join(d.Dir, name), true
	}
	return "", false
}

// deliverRecord writes an exported record next to the saves and says where.
func deliverRecord(a *App, name string, data []byte) string {
	if err := a.Store.Write(name, data); err != nil {
		return lang.F("pause.export_failed", "Error", err.Error())
	}
	return lang.F("pause.exported", "Path", a.StorePath(name))
}

// askForRecord tells how to open a record on the desktop: drop its file on the window.
func askForRecord(*App) string { return lang.T("pause.open_how") }

// importPicked has nothing to do on the desktop, where records arrive by drag and drop.
func (a *App) importPicked() {}

// startHook has nothing to do on the desktop (the browser's page reads the status).
func (a *App) startHook() {}
