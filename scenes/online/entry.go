//go:build !js

package online

import (
	"mercado/scenes"
	"mercado/ui/lang"
)

func init() { scenes.OnlineEntry = func() scenes.Scene { return newLobby() } }

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

// afterOnlineGame is where the standings of an online game lead: the online tables,
// over the menu and Play online.
func afterOnlineGame(a *scenes.App) {
	a.Reset(scenes.NewMenu())
	a.Push(newLobby())
	a.Push(newTablesList(a))
}
