//go:build js

package online

import (
	"mercado/scenes"
	"mercado/ui/lang"
)

// In the browser the NATS client is not linked yet (it would come over the host's
// WebSocket listener): the menu's entry says so.
func init() {
	scenes.OnlineEntry = func() scenes.Scene {
		p := &page{title: lang.T("online.title")}
		p.say(lang.T("online.not_in_browser"))
		p.back()
		return p
	}
}
