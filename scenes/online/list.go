package online

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"mercado/game/online"
	"mercado/scenes"
	"mercado/ui/lang"
)

// maxListed is how many tables the list offers to resume (the newest).
const maxListed = 5

// newTablesList is "Your online tables": each with its seats and, once its host has
// answered, whose turn it is ("your turn" marked); Resume takes the seat again.
func newTablesList(a *scenes.App) *page {
	p := &page{title: lang.T("online.tables")}
	list := readTables(a.Store)
	if len(list) > maxListed {
		list = list[:maxListed]
	}
	var mu sync.Mutex
	status := make([]tableState, len(list))
	for i := range status {
		status[i].text = lang.T("online.asking")
	}
	start := hostStarter(a)
	asking := 0 // the hosts asked and not answered yet
	ask := func() {
		mu.Lock()
		defer mu.Unlock()
		if asking > 0 {
			return
		}
		asking = len(list)
		for i, t := range list {
			go func() {
				s := tableStatus(t, start)
				mu.Lock()
				status[i] = s
				asking--
				mu.Unlock()
			}()
		}
	}
	ask()
	frames := 0
	// The sentences follow the hosts' answers every frame; the buttons are made once, so
	// that a press held over many frames is still a click when it is released.
	names := make([]string, len(list)) // each table's people, the seat played here marked
	for i, t := range list {
		names[i] = strings.Join(namesMarked(t), ", ")
	}
	say := func() {
		p.lines = nil
		if len(list) == 0 {
			p.say(lang.T("online.no_tables"))
		}
		mu.Lock()
		defer mu.Unlock()
		for i := range list {
			// Numbered, as the buttons are: the same friends may share several tables.
			text := fmt.Sprintf("%d. %s — %s", i+1, names[i], status[i].text)
			p.lines = append(p.lines, pageLine{text: text, col: inviteColour(status[i].yours)})
		}
	}
	for i, t := range list {
		p.button(lang.F("online.resume_n", "N", i+1, "Names", strings.Join(t.Names, ", ")), false, func(a *scenes.App) {
			a.Push(resuming(a, t, start))
		})
	}
	if tables, _ := hostedTables(list); len(tables) > 0 && showInvites != nil {
		p.button(lang.T("online.show_invites"), false, func(a *scenes.App) { a.Push(showInvites(a, list, start)) })
	}
	p.back()
	p.update = func(a *scenes.App, p *page) {
		if frames++; frames%listRefresh == 0 { // the hosts' state, live
			ask()
		}
		say()
	}
	say()
	return p
}

// listRefresh is how often, in frames, the list asks the hosts again (5 s at 60 Hz).
const listRefresh = 300

// namesMarked is the table's people with the seat played here marked as yours.
func namesMarked(t savedTable) []string {
	names := slices.Clone(t.Names)
	if inv, err := online.ParseInviteLink(t.Invite); err == nil && inv.Seat < len(names) {
		names[inv.Seat] = lang.F("online.you_mark", "Name", names[inv.Seat])
	}
	return names
}

// hostStarter starts the window's host for the tables kept here (set on the desktop;
// the browser hosts nothing, and its list holds only tables joined).
var hostStarter = func(a *scenes.App) func() error { return func() error { return nil } }

// showInvites is the list's "Show the invites": the invites of its tables hosted here,
// start starting the window's host (set on the desktop; nil in the browser).
var showInvites func(a *scenes.App, list []savedTable, start func() error) scenes.Scene

// resuming takes a listed table's seat again, starting the window's host first (start)
// when the table is kept here.
func resuming(a *scenes.App, t savedTable, start func() error) *page {
	if !t.Hosted {
		return joining(a, t.Invite)
	}
	return working(lang.T("online.tables"), lang.T("online.starting"), func() (any, error) {
		return nil, start()
	}, func(a *scenes.App, _ any, err error) {
		if err != nil {
			a.Replace(failed(lang.T("online.tables"), lang.F("online.host_failed", "Error", err.Error())))
			return
		}
		a.Replace(joining(a, t.Invite))
	})
}

// tableState is what the list says of a table: whose turn and how far the game is.
type tableState struct {
	text  string
	yours bool // it is this window's seat's turn
}

// tableStatus asks a table's host for the seat's view: your turn, whose turn, or over,
// with the move the table is at.
func tableStatus(t savedTable, start func() error) tableState {
	inv, err := online.ParseInvite(t.Invite)
	if err != nil {
		return tableState{text: lang.T("online.bad_invite")}
	}
	if t.Hosted {
		if err := start(); err != nil {
			return tableState{text: lang.T("online.unreachable_short")}
		}
	}
	c, err := online.Connect(inv, online.ClientOptions{})
	if err != nil {
		return tableState{text: lang.T("online.unreachable_short")}
	}
	defer c.Close()
	v, err := c.View()
	switch {
	case online.Unreadable(err):
		return tableState{text: lang.T("online.unreadable_short")}
	case err != nil:
		return tableState{text: lang.T("online.unreachable_short")}
	case v.Over:
		return tableState{text: lang.T("online.over")}
	}
	at := lang.F("online.at_move", "N", v.Revision+1)
	switch {
	case v.ToMove != nil && *v.ToMove == v.You:
		return tableState{text: lang.T("online.your_turn") + " · " + at, yours: true}
	case v.ToMove != nil && *v.ToMove >= 0 && *v.ToMove < len(v.Players):
		return tableState{text: lang.F("online.their_turn", "Name", v.Players[*v.ToMove].Name) + " · " + at}
	}
	return tableState{text: at}
}
