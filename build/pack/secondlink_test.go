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
	host, err := online.StartHost(online.HostConfig{Listen: "127.0.0.1:0", Websocket: "127.0.0.1:0", DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	site, err := online.ServeWeb("127.0.0.1:0", web)
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	seed := uint64(4)
	_, invites, err := online.NewTable(host.AdminURL(), online.NewTableRequest{Seats: online.ParseSeats("Ana,Rui"), Seed: &seed})
	if err != nil {
		t.Fatal(err)
	}
	link := func(seat int) string {
		inv := invites[seat]
		inv.Server = host.WebsocketURL()
		return online.InviteLink(site.URL(), inv)
	}
	p := openPage(t, exe, "en-GB")
	if err := chromedp.Do(p.ctx, chromedp.Navigate(link(1))); err != nil {
		t.Fatal(err)
	}
	p.waitFor("Rui's board, Ana to move", 60*time.Second, func(st scenes.Status) bool {
		return st.Scene == "Board" && st.Game != nil && st.Game.ToMove == 0 && !st.Game.HumanToMove
	})
	anaLink := link(0)
	_, hash, _ := strings.Cut(anaLink, "#")
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`location.hash = `+strconv.Quote(hash)+`, true`)); err != nil {
		t.Fatal(err)
	}
	p.waitFor("Ana's board, her turn", 60*time.Second, func(st scenes.Status) bool {
		return st.Scene == "Board" && st.Game != nil && st.Game.ToMove == 0 && st.Game.HumanToMove
	})
}
