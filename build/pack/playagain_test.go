package main

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/scenes"
)

// TestBrowserPlayAgainAtOnce is Play again on a phone's page (issue 57): the page opened
// from a finished table's link shows its standings; the moment the host makes the next
// table for the same people, the standings' first button offers to join it, and one tap
// takes the seat there. Then, at another finished table, the page's person presses Play
// again before the host did: the waiting page takes the seat by itself when the table is
// made. The watch asks the finished table once, when the standings open (the status's
// Watching), and again only after a reconnection: the next table made after that reaches
// the page only through the view the host pushes as it makes it. Each is counted in
// the page's frames from the host's making of the table; the time is logged.
func TestBrowserPlayAgainAtOnce(t *testing.T) {
	exe, web := browserAndWeb(t)
	h, site := hostAndSite(t, web)
	first, second := finishedTable(t, h, 21), finishedTable(t, h, 22)

	p := openPage(t, exe, "en-GB")
	p.phone(390, 844)
	p.Touchscreen()
	if err := chromedp.Do(p.ctx, chromedp.Navigate(pageLink(site, h, first[0]))); err != nil {
		t.Fatal(err)
	}
	p.standingsWatching("the first table's standings")
	made := p.makeNext(h, first)
	st := p.waitFor("the next table offered", time.Minute, func(st scenes.Status) bool {
		return targetLabel(st, "scoring.again") == "Join the next table"
	})
	made.offered(st, "the standings offered the next table")
	p.tap("scoring.again")
	made.atBoard(p.atNextBoard("the seat at the next table, in one tap"), "from Play again to the page's board, by a tap on Join")

	if err := chromedp.Do(p.ctx, chromedp.Navigate(pageLink(site, h, second[0]))); err != nil {
		t.Fatal(err)
	}
	p.standingsWatching("the second table's standings")
	p.tap("scoring.again")
	p.waitFor("the page waiting for the host", time.Minute, func(st scenes.Status) bool { return st.Scene == "*online.page" })
	made = p.makeNext(h, second)
	made.atBoard(p.atNextBoard("the seat at the next table, by itself"), "from Play again to the page's board, the page waiting")
}

// finishedTable makes a table of Ana and Rui on h, dealt by seed, and plays it to its
// end by a random bot on each seat; it gives the seats' invites.
func finishedTable(t *testing.T, h *host.Host, seed uint64) []online.Invite {
	t.Helper()
	_, invites, err := host.NewTable(h.AdminURL(), online.NewTableRequest{Seats: online.ParseSeats("Ana,Rui"), Seed: &seed})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, len(invites))
	for _, inv := range invites {
		c, err := online.Connect(inv, online.ClientOptions{})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		go func() { _, err := c.Play(online.Bot{Level: "random"}); done <- err }()
	}
	for range invites {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	return invites
}

// pageLink is the link to inv's seat on the page the host's web listener serves.
func pageLink(site *host.WebServer, h *host.Host, inv online.Invite) string {
	inv.Server = h.WebsocketURL()
	return online.InviteLink(site.URL(), inv)
}

// standingsWatching waits for the standings of a finished table whose watch has had its
// first answer (from then on only the host's pushed view can tell of the next table),
// and then for the page to rest, its loop slowed as a phone's is while its person looks
// at the host's screen: restFrames more frames.
func (p *page) standingsWatching(what string) {
	p.t.Helper()
	st := p.waitFor(what, time.Minute, func(st scenes.Status) bool {
		return st.Scene == "Scoring" && st.Game != nil && st.Game.Watching
	})
	from := st.Frame
	st = p.waitFor(what+" at rest", time.Minute, func(st scenes.Status) bool { return st.Frame >= from+restFrames })
	if got := targetLabel(st, "scoring.again"); got != "Play again" {
		p.t.Fatalf("before the host made the next table the standings offer %q", got)
	}
}

// restFrames is how many still frames slow the page's loop (scenes' idleAfter), and a
// few more.
const restFrames = 2*60 + 30

// nextMade is the host's making of a next table, as the page's frames and the clock
// saw it.
type nextMade struct {
	t     *testing.T
	frame int
	at    time.Time
}

// nextFrames is how many of the page's frames may pass from the host's making of the
// next table to the page's offer of it: 2 s at full pace (the page wakes for the view).
const nextFrames = 2 * 60

// makeNext has h make the next table after the finished table of invites, for the same
// people (as the desktop's Play again does).
func (p *page) makeNext(h *host.Host, invites []online.Invite) nextMade {
	p.t.Helper()
	st, _ := p.state()
	m := nextMade{t: p.t, frame: st.Frame, at: time.Now()}
	if _, _, err := host.NewTable(h.AdminURL(), online.NewTableRequest{Seats: online.ParseSeats("Ana,Rui"), Follows: invites[0].Table}); err != nil {
		p.t.Fatal(err)
	}
	return m
}

// offered checks the page's frames from the making to st.
func (m nextMade) offered(st scenes.Status, what string) {
	m.t.Helper()
	frames := st.Frame - m.frame
	m.t.Logf("%s %d frames and %v after the host made it", what, frames, time.Since(m.at).Round(time.Millisecond))
	if frames > nextFrames {
		m.t.Errorf("%s %d frames after the host made it, want at most %d", what, frames, nextFrames)
	}
}

// atBoard logs the time from the making to the page's board at the next table.
func (m nextMade) atBoard(st scenes.Status, what string) {
	m.t.Helper()
	m.t.Logf("%s: %v (%d frames)", what, time.Since(m.at).Round(time.Millisecond), st.Frame-m.frame)
}

// atNextBoard waits for the page's board at a table not over, and checks the page took
// no more frames to get there than nextFrames beyond the seat's own joining.
func (p *page) atNextBoard(what string) scenes.Status {
	p.t.Helper()
	return p.waitFor(what, time.Minute, func(st scenes.Status) bool {
		return st.Scene == "Board" && st.Game != nil && !st.Game.Over && st.Game.Moves == 0
	})
}
