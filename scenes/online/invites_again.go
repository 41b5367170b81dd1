//go:build !js

package online

import (
	"fmt"
	"strings"

	"mercado/game/table"
	"mercado/scenes"
	"mercado/ui/lang"
)

// The invites of a table hosted here, shown again: a friend who lost the link gets it
// back from the host's board (its menu) or from the tables list.

// hostedHere is the entry of table in the window's list (kept in st) when it is hosted
// here.
func hostedHere(st table.Store, id string) (hosted, bool) {
	for _, t := range readTables(st) {
		if t.Table == id {
			return hostedOf(t)
		}
	}
	return hosted{}, false
}

var _ scenes.PauseAdder = (*seatExtra)(nil)

// PauseItems adds "Show the invites" to the board's menu at a table hosted here: its
// invites page over the board, whose Back returns to the menu.
func (e *seatExtra) PauseItems() []scenes.PauseItem {
	t, ok := hostedHere(e.logs.st, e.remote.Invite().Table)
	if !ok {
		return nil
	}
	return []scenes.PauseItem{{Label: lang.T("online.show_invites"), Do: func(a *scenes.App) { a.Push(newInvites(t, nil)) }}}
}

func init() {
	showInvites = invitesChooser
	hostStarter = func(a *scenes.App) func() error {
		dir, err := hostDir(a)
		return func() error {
			if err != nil {
				return err
			}
			_, err := startHost(dir)
			return err
		}
	}
}

// invitesChooser is the tables list's "Show the invites": the invites page of the one
// table hosted here, or, of several, a page to choose whose; start starts the window's
// host.
func invitesChooser(a *scenes.App, list []savedTable, start func() error) scenes.Scene {
	tables, numbers := hostedTables(list)
	if len(tables) == 1 {
		return tableInvites(a, tables[0], list[numbers[0]-1], start)
	}
	p := &page{title: lang.T("online.show_invites")}
	p.say(lang.T("online.invites_which"))
	for i, t := range tables {
		label := fmt.Sprintf("%d. %s", numbers[i], strings.Join(t.names, ", "))
		p.button(label, false, func(a *scenes.App) { a.Push(tableInvites(a, t, list[numbers[i]-1], start)) })
	}
	p.back()
	return p
}

// tableInvites is a listed table's invites page; its first button takes the host's seat
// there (the window's host started first).
func tableInvites(a *scenes.App, t hosted, saved savedTable, start func() error) *page {
	return newInvites(t, func(a *scenes.App) { a.Replace(resuming(a, saved, start)) })
}
