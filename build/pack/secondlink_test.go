package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mercado/game/online"
	"mercado/scenes"
)

// TestBrowserSecondLinkJoinsThatSeat: a page open on one seat's link (Rui's) is given
// another seat's link (Ana's) in its address, as when a second link is opened in the same
// tab: the page leaves Rui's board and takes Ana's seat.
func TestBrowserSecondLinkJoinsThatSeat(t *testing.T) {
	exe, web := browserAndWeb(t)
	host, site := hostAndSite(t, web)
	ana, rui := pageTable(t, host, 4) // Ana, Rui and a computer; Ana plays first
	rui.Server = host.WebsocketURL()
	link := func(inv online.Invite) string { return online.InviteLink(site.URL(), inv) }
	p := openPage(t, exe, "en-GB")
	if err := chromedp.Do(p.ctx, chromedp.Navigate(link(rui))); err != nil {
		t.Fatal(err)
	}
	p.waitFor("Rui's board, Ana to move", 60*time.Second, func(st scenes.Status) bool {
		return st.Scene == "Board" && st.Game != nil && st.Game.ToMove == 0 && !st.Game.HumanToMove
	})
	_, hash, _ := strings.Cut(link(ana), "#")
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`location.hash = `+strconv.Quote(hash)+`, true`)); err != nil {
		t.Fatal(err)
	}
	p.waitFor("Ana's board, her turn", 60*time.Second, func(st scenes.Status) bool {
		return st.Scene == "Board" && st.Game != nil && st.Game.ToMove == 0 && st.Game.HumanToMove
	})
}
