//go:build !js

package online

import (
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
