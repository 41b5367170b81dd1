//go:build !js

package online

import (
	"fmt"
	"strings"

	"mercado/game/online"
	"mercado/game/table"
	"mercado/scenes"
	"mercado/ui/lang"
)

// The invites of a table hosted here, shown again: a friend who lost the link gets it
// back from the host's board (its menu) or from the tables list.

// hostedOf is a table hosted here as its invites page shows it, read from its entry in
// the list; false for a table joined here, or an entry without its invites.
func hostedOf(t savedTable) (hosted, bool) {
	if !t.Hosted || len(t.Invites) == 0 {
		return hosted{}, false
	}
	mine := -1
	if own, err := online.ParseInviteLink(t.Invite); err == nil {
		mine = own.Seat
	}
	h := hosted{saved: t}
	for i, text := range t.Invites {
		inv, err := online.ParseInvite(text)
		if err != nil || inv.Seat >= len(t.Names) {
			return hosted{}, false
		}
		if inv.Seat == mine {
			h.mine = i
		}
		h.names = append(h.names, t.Names[inv.Seat])
	}
	return h, true
}

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

// PauseItems adds "Show the invites" to the board's menu at a table hosted here: its
// invites page over the board, whose Back returns to the menu.
func (e *seatExtra) PauseItems() []scenes.PauseItem {
	t, ok := hostedHere(e.logs.st, e.remote.Invite().Table)
	if !ok {
		return nil
	}
	return []scenes.PauseItem{{Label: lang.T("online.show_invites"), Do: func(a *scenes.App) { a.Push(newInvites(t, nil)) }}}
}

// hostedTables is the list's tables hosted here, each with its number in the list.
func hostedTables(list []savedTable) (tables []hosted, numbers []int) {
	for i, t := range list {
		if h, ok := hostedOf(t); ok {
			tables, numbers = append(tables, h), append(numbers, i+1)
		}
	}
	return tables, numbers
}

// invitesChooser is the tables list's "Invites": the invites page of the one table hosted
// here, or, of several, a page to choose whose.
func invitesChooser(a *scenes.App, list []savedTable, dir string) scenes.Scene {
	tables, numbers := hostedTables(list)
	if len(tables) == 1 {
		return tableInvites(a, tables[0], list[numbers[0]-1], dir)
	}
	p := &page{title: lang.T("online.show_invites")}
	p.say(lang.T("online.invites_which"))
	for i, t := range tables {
		label := fmt.Sprintf("%d. %s", numbers[i], strings.Join(t.names, ", "))
		p.button(label, false, func(a *scenes.App) { a.Push(tableInvites(a, t, list[numbers[i]-1], dir)) })
	}
	p.back()
	return p
}

// tableInvites is a listed table's invites page; its first button takes the host's seat
// there (the window's host started first).
func tableInvites(a *scenes.App, t hosted, saved savedTable, dir string) *page {
	return newInvites(t, func(a *scenes.App) { a.Replace(resuming(a, saved, dir)) })
}
