//go:build !js

package online

import (
	"slices"

	"mercado/scenes"
	"mercado/ui/lang"
)

func init() {
	scenes.OnlineEntry = func() scenes.Scene { return newLobby() }
	scenes.Opening = hostAgain
}

// hostAgain starts the window's host when the window starts with tables hosted here, so
// that the friends' seats come back without anyone opening a screen; the menu says so.
// It opens no screen.
func hostAgain(a *scenes.App) scenes.Scene {
	list := readTables(a.Store)
	if !slices.ContainsFunc(list[:min(len(list), maxListed)], func(t savedTable) bool { return t.Hosted }) {
		return nil
	}
	dir, err := hostDir(a)
	if err != nil {
		return nil
	}
	a.Notice(lang.T("online.hosting_again"))
	go startHost(dir) // a failure is told where the tables are listed
	return nil
}

// newLobby is "Play online": host, join, or go back to one's tables.
func newLobby() *page {
	p := &page{title: lang.T("online.title")}
	p.say(lang.T("online.lobby_help"))
	p.button(lang.T("online.host"), true, func(a *scenes.App) { a.Push(scenes.NewSetupFor(lang.T("online.host"), hostTable)) })
	p.button(lang.T("online.join"), false, func(a *scenes.App) { a.Push(newJoin()) })
	p.button(lang.T("online.tables"), false, func(a *scenes.App) { a.Push(newTablesList(a)) })
	p.back()
	return p
}
