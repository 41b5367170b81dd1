//go:build !js

package online

import (
	"errors"

	"mercado/game/online"
	"mercado/scenes"
	"mercado/ui/lang"
)

// newJoin asks for an invite.
func newJoin() *page {
	p := &page{title: lang.T("online.join"), field: &textField{limit: 512, hint: lang.T("online.invite_hint")}}
	p.say(lang.T("online.join_help"))
	p.button(lang.T("online.join_now"), true, func(a *scenes.App) {
		if _, err := online.ParseInvite(p.field.text); err != nil {
			p.lines = p.lines[:1]
			p.warn(lang.T("online.bad_invite"))
			return
		}
		a.Replace(joining(a, p.field.text))
	})
	p.button(lang.T("online.paste"), false, func(a *scenes.App) {
		text, err := pasteText()
		p.lines = p.lines[:1]
		if err != nil {
			p.warn(lang.T("online.no_clipboard"))
			return
		}
		p.field.set(text)
	})
	p.back()
	return p
}

// joining connects to the invite's seat off the window's goroutine, then puts the table
// on the board.
func joining(a *scenes.App, invite string) *page {
	store := a.Store
	return working(lang.T("online.join"), lang.T("online.connecting"), func() (any, error) {
		inv, err := online.ParseInvite(invite)
		if err != nil {
			return nil, err
		}
		r, err := online.JoinRemote(inv, online.ClientOptions{})
		if err != nil {
			return nil, err
		}
		saved := savedTable{Table: inv.Table, Invite: invite}
		for _, p := range r.View().Players {
			saved.Names = append(saved.Names, p.Name)
		}
		if old := findTable(readTables(store), invite); old != nil {
			saved.Hosted, saved.Invites = old.Hosted, old.Invites
		}
		rememberTable(store, saved)
		return r, nil
	}, func(a *scenes.App, v any, err error) {
		if err != nil {
			a.Replace(failed(lang.T("online.join"), joinProblem(err)))
			return
		}
		r := v.(*online.Remote)
		b := scenes.NewBoard(r)
		b.SetExtra(&seatExtra{r: r})
		a.Replace(b)
	})
}

// joinProblem words why a seat could not be taken.
func joinProblem(err error) string {
	if errors.Is(err, online.ErrInviteRefused) {
		return lang.T("online.invite_refused")
	}
	return lang.F("online.unreachable", "Error", err.Error())
}

func findTable(list []savedTable, invite string) *savedTable {
	for i := range list {
		if list[i].Invite == invite {
			return &list[i]
		}
	}
	return nil
}
