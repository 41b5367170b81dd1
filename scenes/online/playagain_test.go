//go:build !js

package online

import (
	"testing"

	"mercado/game/online"
	"mercado/ui/lang"
)

// TestPlayAgainFromTheStandings: a table hosted by Ana's window is played to its end (by
// bots on both seats); Play again on Ana's standings makes the next table for the same
// people and shows its invites, and Rui's screen, waiting on Play again, takes his seat at
// that table by itself, from the view the host publishes as it makes it (the watch asks
// the finished table once, before, and again only after a reconnection). A screen that
// comes to its standings after the table was made offers to join it, and takes the seat
// in one tap, with no waiting page.
func TestPlayAgainFromTheStandings(t *testing.T) {
	ana, first := hostingWindow(t, 16)
	invites := make([]online.Invite, 2)
	views := make([]*online.View, 2)
	done := make(chan error, 2)
	for i := range invites {
		var err error
		if invites[i], err = online.ParseInvite(first.saved.Invites[i]); err != nil {
			t.Fatal(err)
		}
		c, err := online.Connect(invites[i], online.ClientOptions{})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		go func() { v, err := c.Play(online.Bot{Level: "random"}); views[i] = v; done <- err }()
	}
	for range invites {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	rui := newWindow(t)
	watch := watchNext(invites[1])
	rui.app.Push(waitForNext(watch))
	rui.until(t, "the watch's first ask", 60*60, func() bool { return watch.asked.Load() > 0 })
	playAgain(ana.app, invites[0], views[0], watchNext(invites[0]))
	var next hosted
	ana.until(t, "the next table's invites", 60*60, func() bool {
		p, ok := ana.app.Top().(*page)
		return ok && p.title == lang.T("online.invites")
	})
	for _, st := range readTables(ana.app.Store) {
		if st.Hosted && st.Table != invites[0].Table {
			next.saved = st
		}
	}
	if next.saved.Table == "" || len(next.saved.Names) != 2 || next.saved.Names[1] != "Rui" {
		t.Fatalf("the next table kept here: %+v", next.saved)
	}
	rui.until(t, "Rui's board at the next table", 60*60, func() bool {
		b := boardOf(rui.app)
		return b != nil && b.Game().(*online.Remote).Table() == next.saved.Table
	})
	if seat := boardOf(rui.app).Game().(*online.Remote).Seat(); seat != 1 {
		t.Fatalf("Rui took seat %d at the next table", seat)
	}
	if c, ok := rui.app.Top().(interface{ Close() }); ok {
		c.Close()
	}

	late := newWindow(t) // Rui's screen again, at its standings after the table was made
	lateWatch := watchNext(invites[1])
	late.until(t, "the next table offered", 60*60, func() bool { return lateWatch.againLabel() == lang.T("online.join_next") })
	playAgain(late.app, invites[1], views[1], lateWatch)
	if p, ok := late.app.Top().(*page); ok && p.title == lang.T("online.play_again") {
		t.Fatal("a tap on Join the next table, made already, waits for the host")
	}
	late.until(t, "Rui's board at the next table, in one tap", 60*60, func() bool {
		b := boardOf(late.app)
		return b != nil && b.Game().(*online.Remote).Table() == next.saved.Table
	})
	if c, ok := late.app.Top().(interface{ Close() }); ok {
		c.Close()
	}
}
