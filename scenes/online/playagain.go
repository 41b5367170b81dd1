package online

import (
	"time"

	"mercado/game/online"
	"mercado/scenes"
	"mercado/ui/lang"
)

// Play again, after an online game: the window that hosts the table makes the next one
// for the same people, in the same seats, and shows its invites (hostNext, desktop
// only); every other screen waits for it and takes its own seat there with one click,
// reading its place from the finished table's view (online.Client.NextInvite), which
// tells each seat its own secret only.

// hostNext makes the next table for the people of the finished table as its view shows
// them, when this window hosts it (nil in the browser, which hosts nothing); false when
// it does not.
var hostNext func(a *scenes.App, inv online.Invite, v *online.View) bool

// playAgain is the standings' first button at an online table.
func playAgain(a *scenes.App, inv online.Invite, v *online.View) {
	if hostNext != nil && hostNext(a, inv, v) {
		return
	}
	a.Reset(scenes.NewMenu())
	a.Push(waitForNext(inv))
}

// nextPoll is how often a screen waiting for the next table asks its old table.
const nextPoll = 2 * time.Second

// waitForNext is the page of a screen waiting for its host to make the next table: it
// asks the finished table every nextPoll until it names the seat's place there, then
// takes it. Back stops waiting.
func waitForNext(inv online.Invite) *page {
	p := &page{title: lang.T("online.play_again")}
	p.say(lang.T("online.waiting_next"))
	found := make(chan online.Invite, 1)
	stop := make(chan struct{})
	go func() {
		c, err := online.Connect(inv, online.ClientOptions{})
		if err != nil {
			return
		}
		defer c.Close()
		for {
			if _, err := c.View(); err == nil {
				if next, ok := c.NextInvite(); ok {
					found <- next
					scenes.Wake()
					return
				}
			}
			select {
			case <-stop:
				return
			case <-time.After(nextPoll):
			}
		}
	}()
	p.update = func(a *scenes.App, p *page) {
		select {
		case next := <-found:
			a.Replace(joining(a, next.String()))
		default:
		}
	}
	p.button(lang.T("online.back"), false, func(a *scenes.App) {
		close(stop)
		a.Pop()
	})
	return p
}
