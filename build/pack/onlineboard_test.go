package main

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mercado/game/online"
	"mercado/scenes"
)

// TestBrowserSeatBoard: the game's own page, opened from a seat's invite link (served by
// the host's web listener as a phone would fetch it), goes straight to the Board for that
// seat, playing it through online.Remote over the browser's NATS transport. On the seat's
// turn a click on the coin button, where the page's status names it, takes a coin; the
// desktop seat beside it (nats.go, playing by a bot) sees that move in its view.
func TestBrowserSeatBoard(t *testing.T) {
	exe, web := browserAndWeb(t)
	host, site := hostAndSite(t, web)

	browserSeat, desktopSeat := pageTable(t, host, 5)
	link := online.InviteLink(site.URL(), browserSeat)

	desktop, err := online.Connect(desktopSeat, online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer desktop.Close()
	go func() { _, _ = desktop.Play(online.Bot{Level: "random"}) }() // plays on until the browser's seat stops

	p := openPage(t, exe, "en-GB")
	ctx := p.ctx
	if err := chromedp.Do(ctx, chromedp.Navigate(link)); err != nil {
		t.Fatal(err)
	}
	st := p.waitFor("the seat's board", 60*time.Second, func(st scenes.Status) bool { return st.Scene == "Board" && st.Game != nil })
	if st.Game.Over {
		t.Fatalf("the seat's board opened on a game already over: %+v", st.Game)
	}
	st = p.waitFor("the seat's turn", 60*time.Second, func(st scenes.Status) bool {
		return st.Scene == "Board" && st.Game != nil && st.Game.HumanToMove && !st.Game.Thinking && hasTarget("board.coin")(st)
	})
	if st.Game.ToMove != 0 {
		t.Fatalf("the board says the person is to move, but seat %d is (the link was seat 0's)", st.Game.ToMove)
	}
	// The desktop seat's view of the same position: seat 0 to move at some revision.
	var at int
	for v := desktop.Latest(); ; v = desktop.Latest() {
		if v != nil && v.ToMove != nil && *v.ToMove == 0 {
			at = v.Revision
			break
		}
		if ctx.Err() != nil {
			t.Fatalf("the desktop seat never saw seat 0 to move (last view: %+v)", desktop.Latest())
		}
		time.Sleep(10 * time.Millisecond)
	}
	moves := st.Game.Moves
	p.click("board.coin")
	p.waitFor("the coin taken", 30*time.Second, func(st scenes.Status) bool { return st.Game != nil && st.Game.Moves > moves })
	for v := desktop.Latest(); ; v = desktop.Latest() {
		if v != nil && v.Revision > at && len(v.Moves) > at {
			t.Logf("the desktop seat saw seat 0's move %q at revision %d", v.Moves[at], at)
			break
		}
		if ctx.Err() != nil {
			t.Fatalf("the desktop seat never saw the browser's move after revision %d", at)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
