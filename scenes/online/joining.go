package online

import (
	"errors"

	"mercado/game/online"
	"mercado/scenes"
	"mercado/ui/lang"
)

// errBadInvite is an invite that does not read as one (its words: online.bad_invite).
var errBadInvite = errors.New("not an invite") // not translated: joinProblem words it

// errMistyped is an invite whose shape no host makes (a letter lost or changed in typing:
// online.Invite.Mistyped); its words: online.mistyped.
var errMistyped = errors.New("a mistyped invite") // not translated: joinProblem words it

// failed is a page that says why something could not be done.
func failed(title, why string) *page {
	p := &page{title: title}
	p.warn(why)
	p.back()
	return p
}

// failedBack is failed whose Back goes to the page from (the Join page, with what was
// typed in its field) rather than to the page under it; failed when from is nil.
func failedBack(title, why string, from *page) *page {
	if from == nil {
		return failed(title, why)
	}
	p := &page{title: title}
	p.warn(why)
	p.button(lang.T("online.back"), false, func(a *scenes.App) { a.Replace(from) })
	return p
}

// joining connects to the invite's seat off the window's goroutine, then puts the table
// on the board.
func joining(a *scenes.App, invite string) *page { return joiningFrom(a, invite, nil) }

// joiningFrom is joining from the page from: a refusal's Back goes back to it.
func joiningFrom(a *scenes.App, invite string, from *page) *page {
	store := a.Store
	return working(lang.T("online.join"), lang.T("online.connecting"), func() (any, error) {
		inv, err := online.ParseInvite(invite)
		if err != nil {
			return nil, errBadInvite
		}
		if inv.Mistyped() {
			return nil, errMistyped
		}
		r, err := online.JoinRemote(inv, online.ClientOptions{OnView: func(*online.View) { scenes.Wake() }})
		if err != nil {
			return nil, err
		}
		saved := savedTable{Table: inv.Table, Invite: invite}
		for _, p := range r.View().Players {
			saved.Names = append(saved.Names, p.Name)
		}
		if old := findTable(readTables(store), invite); old != nil {
			saved.Hosted, saved.Invites, saved.Links = old.Hosted, old.Invites, old.Links
		}
		rememberTable(store, saved)
		return r, nil
	}, func(a *scenes.App, v any, err error) {
		if err != nil {
			a.Replace(failedBack(lang.T("online.join"), joinProblem(err), from))
			return
		}
		r := v.(*online.Remote)
		resumeLog(a.Store, r)
		b, _ := seatBoard(r, logKeeper{st: a.Store})
		a.Replace(b)
	})
}

// joinProblem words why a seat could not be taken.
func joinProblem(err error) string {
	switch {
	case errors.Is(err, online.ErrInviteRefused):
		return lang.T("online.invite_refused")
	case errors.Is(err, online.ErrOffline):
		return lang.T("online.offline")
	}
	switch {
	case errors.Is(err, errBadInvite):
		return lang.T("online.bad_invite")
	case errors.Is(err, errMistyped):
		return lang.T("online.mistyped")
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
