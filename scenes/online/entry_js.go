//go:build js

package online

import (
	"sync/atomic"
	"syscall/js"

	"mercado/game/online"
	"mercado/scenes"
	"mercado/ui/lang"
)

// In the browser a seat is taken by opening its invite's link: the page's address
// carries the invite after '#' (online.PageInvite), and the game goes straight to that
// seat's board; or by pasting the link or its invite on the Join screen. The page keeps
// the tables it joined (in the browser's storage, as its saves) and lists them, to take
// a seat again without the link. Hosting needs the desktop game (the NATS server is not
// in the wasm).
func init() {
	scenes.OnlineEntry = func() scenes.Scene {
		p := &page{title: lang.T("online.title")}
		p.say(lang.T("online.browser_help"))
		if _, ok, _ := online.PageInvite(); ok {
			p.button(lang.T("online.take_page_seat"), true, func(a *scenes.App) { a.Push(pageJoin(a)) })
		}
		p.button(lang.T("online.join"), false, func(a *scenes.App) { a.Push(newJoin()) })
		p.button(lang.T("online.tables"), false, func(a *scenes.App) { a.Push(newTablesList(a)) })
		p.back()
		return p
	}
	scenes.Opening = func(a *scenes.App) scenes.Scene {
		if _, ok, err := online.PageInvite(); ok || err != nil {
			return pageJoin(a)
		}
		return nil
	}
	var arrived atomic.Bool // the page's address changed to another invite
	js.Global().Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any {
		arrived.Store(true)
		return nil
	}))
	scenes.Arriving = func(a *scenes.App) scenes.Scene {
		if !arrived.Swap(false) {
			return nil
		}
		if _, ok, err := online.PageInvite(); ok || err != nil {
			return pageJoin(a)
		}
		return nil
	}
}

// pageJoin joins the seat of the invite in the page's address, or says why it cannot.
func pageJoin(a *scenes.App) scenes.Scene {
	inv, ok, err := online.PageInvite()
	if err != nil || !ok {
		return failed(lang.T("online.join"), lang.T("online.bad_invite"))
	}
	return joining(a, inv.String())
}
