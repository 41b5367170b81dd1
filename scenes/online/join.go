package online

import (
	"runtime"
	"strings"

	"mercado/game/online"
	"mercado/scenes"
	"mercado/ui/lang"
)

// newJoin asks for an invite: typed, pasted into the field, or read from the clipboard
// by Paste. An invite's link (http://HOST:PORT/#ws://…) is taken as its invite.
func newJoin() *page {
	p := &page{title: lang.T("online.join"), field: &textField{limit: 1024, hint: lang.T(joinWords().hint)}}
	p.say(lang.T(joinWords().help))
	var pasting <-chan pasted
	p.update = func(a *scenes.App, p *page) {
		select {
		case got := <-pasting: // never while nil: no paste under way
			pasting = nil
			p.lines = p.lines[:1]
			if got.err != nil {
				p.warn(lang.T(joinWords().noClipboard))
				return
			}
			p.field.set(got.text)
		default:
		}
	}
	p.button(lang.T("online.join_now"), true, func(a *scenes.App) {
		p.lines = p.lines[:1]
		inv, err := online.ParseInviteLink(p.field.text)
		switch {
		case err != nil:
			p.warn(lang.T("online.bad_invite"))
		case inv.Mistyped():
			p.warn(lang.T("online.mistyped"))
		case !reachableHere(inv):
			p.warn(lang.T("online.browser_needs_ws"))
		default:
			a.Replace(joiningFrom(a, inv.String(), p)) // a refusal's Back comes back here, the field as typed
		}
	})
	p.button(lang.T("online.paste"), false, func(a *scenes.App) {
		p.lines = p.lines[:1]
		pasting = readClipboard()
	})
	p.back()
	return p
}

// pasted is what the clipboard held, or why it could not be read.
type pasted struct {
	text string
	err  error
}

// joinWordKeys are the Join screen's words that differ between the desktop and the
// browser.
type joinWordKeys struct{ help, hint, noClipboard string }

func joinWords() joinWordKeys {
	if runtime.GOOS == "js" {
		return joinWordKeys{"online.join_help_browser", "online.invite_hint_browser", "online.paste_refused"}
	}
	return joinWordKeys{"online.join_help", "online.invite_hint", "online.no_clipboard"}
}

// reachableHere: the invite's server can be reached from here. A browser speaks to NATS
// only over a WebSocket (ws://, wss://), so a nats:// invite is for the desktop game.
func reachableHere(inv online.Invite) bool {
	return runtime.GOOS != "js" || strings.HasPrefix(inv.Server, "ws://") || strings.HasPrefix(inv.Server, "wss://")
}
