//go:build !js

package online

import (
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
	status := make([]string, len(list))
	for i := range status {
		status[i] = lang.T("online.asking")
	}
	dir, _ := hostDir(a)
	for i, t := range list {
		go func() {
			s := tableStatus(t, dir)
			mu.Lock()
			status[i] = s
			mu.Unlock()
		}()
	}
	build := func() {
		p.lines, p.buttons = nil, nil
		if len(list) == 0 {
			p.say(lang.T("online.no_tables"))
		}
		mu.Lock()
		for i, t := range list {
			line := pageLine{text: strings.Join(t.Names, ", ") + " — " + status[i], col: inviteColour(status[i] == lang.T("online.your_turn"))}
			p.lines = append(p.lines, line)
		}
		mu.Unlock()
		for _, t := range list {
			p.button(lang.F("online.resume", "Names", strings.Join(t.Names, ", ")), false, func(a *scenes.App) {
				a.Push(resuming(a, t, dir))
			})
		}
		p.back()
	}
	p.update = func(a *scenes.App, p *page) { build() }
	build()
	return p
}

// resuming takes a listed table's seat again, starting the window's host first when the
// table is kept here.
func resuming(a *scenes.App, t savedTable, dir string) *page {
	if !t.Hosted {
		return joining(a, t.Invite)
	}
	return working(lang.T("online.tables"), lang.T("online.starting"), func() (any, error) {
		_, err := startHost(dir)
		return nil, err
	}, func(a *scenes.App, _ any, err error) {
		if err != nil {
			a.Replace(failed(lang.T("online.tables"), lang.F("online.host_failed", "Error", err.Error())))
			return
		}
		a.Replace(joining(a, t.Invite))
	})
}

// tableStatus asks a table's host for the seat's view: your turn, whose turn, or over.
func tableStatus(t savedTable, dir string) string {
	inv, err := online.ParseInvite(t.Invite)
	if err != nil {
		return lang.T("online.bad_invite")
	}
	if t.Hosted {
		if _, err := startHost(dir); err != nil {
			return lang.T("online.unreachable_short")
		}
	}
	c, err := online.Connect(inv, online.ClientOptions{})
	if err != nil {
		return lang.T("online.unreachable_short")
	}
	defer c.Close()
	v, err := c.View()
	switch {
	case err != nil:
		return lang.T("online.unreachable_short")
	case v.Over:
		return lang.T("online.over")
	case v.ToMove != nil && *v.ToMove == v.You:
		return lang.T("online.your_turn")
	case v.ToMove != nil && *v.ToMove < len(v.Players):
		return lang.F("online.their_turn", "Name", v.Players[*v.ToMove].Name)
	}
	return ""
}
