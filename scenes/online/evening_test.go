//go:build !js

package online

import (
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/hajimehoshi/ebiten/v2"

	"mercado/build/browser"
	"mercado/game"
	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/game/table"
	"mercado/scenes"
	"mercado/ui/lang"
)

// TestAnEveningOnline is issue 39's evening of three friends. Ana hosts from her window
// (Ana, Rui and Bia, hidden money, Rui to play first) and takes her own seat; Rui's
// window joins by pasting his link; Bia's phone (a headless Chromium page, 390x844, with
// a touchscreen) opens the link read from the QR code in the invites page's pixels, from
// the web build the window's host serves. Rui takes a coin (the C key), Bia drags a stand
// onto the market by touch and taps the tile it asks for, Ana drags one with the mouse.
// Then Ana's window closes, its host with it; Rui takes a coin while the host is away;
// Ana's window opens again on the same saves, the host comes back by itself, Rui's window
// and Bia's page carry on by themselves, and Ana resumes her seat from her tables list.
// They play to the end: Bia opens stands while she can pay, else takes a coin, the
// windows take coins (every seat taking a coin in a row ends the game).
//
// Every frame looked at, on every seat, shows "?" for the rivals' money; Rui's coin made
// while the host was away is in the record once, and the record has as many decisions,
// and coins by seat, as the three made; every screen's standings give the scores the
// record replays to.
func TestAnEveningOnline(t *testing.T) {
	exe := browser.Find()
	if exe == "" {
		if os.Getenv("MERCADO_REQUIRE_DISPLAY") != "" {
			t.Fatal("no chromium to drive (make test installs Debian's chromium)")
		}
		t.Skip("no chromium here; make test installs it and runs this test")
	}
	if testLoop == nil {
		t.Skip("no display")
	}
	build := browser.Web(t)
	t.Log("web build made")
	stopHost()
	findWebDir = func() (string, error) { return build, nil }
	t.Cleanup(func() { stopHost(); findWebDir = host.FindWebDir })

	// Ana hosts; the table's seats start from Rui: Rui 0, Bia 1, Ana 2.
	const rui, bia, ana = 0, 1, 2
	saves := table.NewMemStore()
	anaW := windowOn(t, saves)
	err := hostTable(anaW.app, table.Config{Seats: []table.Seat{{Name: "Ana", Kind: table.Human},
		{Name: "Rui", Kind: table.Human, Color: 1}, {Name: "Bia", Kind: table.Human, Color: 2}},
		MoneyHidden: true, First: 1, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	p := invitesPage(t, anaW)
	links := map[string]string{}
	for _, l := range p.lines {
		if name, link, ok := strings.Cut(l.text, ": "); ok {
			links[name] = link
		}
	}
	anaW.click(t, pageButtonOf(t, anaW.app, lang.T("online.next_invite"))) // Rui's first, then Bia's
	bLink := qrOf(t, anaW, p)
	if bLink != links["Bia"] || !strings.HasPrefix(bLink, "http://") {
		t.Fatalf("the QR code holds %q; Bia's link on the page is %q", bLink, links["Bia"])
	}
	anaW.click(t, pageButtonOf(t, anaW.app, lang.F("online.take_seat", "Name", "Ana")))
	anaW.until(t, "Ana's board", 60*60, func() bool { return boardOf(anaW.app) != nil })
	if seat := boardOf(anaW.app).Game().(*online.Remote).Seat(); seat != ana {
		t.Fatalf("Ana's window took seat %d, not hers (%d), though Rui plays first", seat, ana)
	}

	ruiW := newWindow(t)
	ruiW.app.Push(newJoin())
	if err := ruiW.app.Step(ruiW.dst, 2); err != nil {
		t.Fatal(err)
	}
	ruiW.in.Type(links["Rui"])
	if err := ruiW.app.Step(ruiW.dst, len(links["Rui"])+2); err != nil {
		t.Fatal(err)
	}
	ruiW.click(t, pageButtonOf(t, ruiW.app, lang.T("online.join_now")))
	ruiW.until(t, "Rui's board", 60*60, func() bool { return boardOf(ruiW.app) != nil })

	t.Log("Ana and Rui at their boards")
	phone := &phoneSeat{page: browser.Open(t, exe, "en-GB"), seat: bia}
	phone.page.Phone(390, 844)
	phone.page.Navigate(bLink)
	phone.wait(t, "Bia's board", func(st scenes.Status) bool { return st.Scene == "Board" && st.Game != nil })
	firstFrameIsTheBoard(t, phone.page)

	t.Log("Bia at her board")
	e := &evening{t: t, phone: phone, windows: map[int]*window{ana: anaW, rui: ruiW}}
	e.coin(rui)
	e.phoneTurn()
	if !e.stand(ana) {
		e.coin(ana)
	}

	t.Log("Ana's window closes")
	// Ana's window closes, and its host with it.
	closeBoard(anaW)
	stopHost()
	delete(e.windows, ana)
	e.coin(rui) // made while the host is away: sent when it is back
	anaW = windowOn(t, saves)
	if s := scenes.Opening(anaW.app); s != nil {
		t.Fatalf("the window opening again showed %T", s)
	}
	if !slices.Contains(anaW.app.Notices, lang.T("online.hosting_again")) {
		t.Fatalf("the menu's notices: %q", anaW.app.Notices)
	}
	// Bia's page hears Rui's coin by itself, once the host is back.
	phone.wait(t, "Rui's coin on Bia's page", func(st scenes.Status) bool { return st.Game != nil && st.Game.Moves >= e.made })
	anaW.app.Push(scenes.OnlineEntry())
	if err := anaW.app.Step(anaW.dst, 3); err != nil {
		t.Fatal(err)
	}
	anaW.click(t, pageButtonOf(t, anaW.app, lang.T("online.tables")))
	if err := anaW.app.Step(anaW.dst, 3); err != nil {
		t.Fatal(err)
	}
	anaW.click(t, pageButtonOf(t, anaW.app, lang.F("online.resume_n", "N", 1, "Names", "Rui, Bia, Ana")))
	anaW.until(t, "Ana's board again", 60*60, func() bool { return boardOf(anaW.app) != nil })
	e.windows[ana] = anaW
	t.Log("Ana back at her board")
	e.seenEverywhere()

	for turn := 0; !e.over(); turn++ {
		if turn > 30 {
			t.Fatal("no end after 30 more turns")
		}
		switch e.toMove() {
		case bia:
			e.phoneTurn()
		default:
			e.coin(e.toMove())
		}
	}
	e.checkEnd(links["Rui"])
}

// evening is the three seats of TestAnEveningOnline and what they have done.
type evening struct {
	t       *testing.T
	phone   *phoneSeat
	windows map[int]*window // by seat, while open
	made    int             // decisions made by the three, each once
	coins   [3]int          // coins taken, by seat
	stands  int             // stands Bia opened
}

// phoneSeat is Bia's page, at its seat.
type phoneSeat struct {
	page *browser.Page
	seat int
}

// wait polls Bia's page for cond (for up to a minute of its frames), checking on each
// look that it shows no rival's money.
func (ph *phoneSeat) wait(t *testing.T, what string, cond func(scenes.Status) bool) scenes.Status {
	t.Helper()
	return ph.page.WaitFor(what, 60*60, func(st scenes.Status) bool {
		if st.Scene == "Board" && st.Game != nil && !st.Game.Over { // the standings show all
			noRivalMoney(t, "Bia's page", ph.seat, st.Game.Money)
		}
		return cond(st)
	})
}

// noRivalMoney fails when a board's money words show any seat's but seat's.
func noRivalMoney(t *testing.T, who string, seat int, money []string) {
	t.Helper()
	if len(money) != 3 {
		t.Fatalf("%s names the money of %d seats: %q", who, len(money), money)
	}
	for p, m := range money {
		if p != seat && m != "?" {
			t.Fatalf("%s shows seat %d's hidden money: %q", who, p, money)
		}
	}
}

// untilSeen steps w until done, checking every frame's board for rivals' money.
func (e *evening) untilSeen(seat int, what string, done func(b *scenes.Board) bool) {
	e.t.Helper()
	w := e.windows[seat]
	frames := 0
	w.until(e.t, what, 60*60, func() bool {
		frames++
		b := boardOf(w.app)
		if frames%600 == 0 {
			e.t.Logf("seat %d waiting %d frames for %s: top %T", seat, frames, what, w.app.Top())
		}
		if b == nil {
			return false
		}
		if frames%600 == 0 {
			e.t.Logf("seat %d: %d decisions, %d made; %s", seat, len(b.Game().Log()), e.made, b.Game().(*online.Remote).Connection())
		}
		if g := w.app.Status(1).Game; g != nil && !g.Over {
			noRivalMoney(e.t, "a window", seat, g.Money)
		}
		return done(b)
	})
}

// toMove is whose turn it is, as Rui's window sees it.
func (e *evening) toMove() int { return boardOf(e.windows[0].app).Game().State().ToMove() }

func (e *evening) over() bool {
	return boardOf(e.windows[0].app) == nil || boardOf(e.windows[0].app).Game().Over()
}

// coin: seat's window takes a coin (the C key) on its turn; every open screen then shows
// it, except while the host is away (the window's own move is then only queued).
func (e *evening) coin(seat int) {
	e.t.Helper()
	e.t.Logf("seat %d takes a coin at decision %d", seat, e.made)
	e.untilSeen(seat, "a turn to take a coin", func(b *scenes.Board) bool {
		return b.Game().HumanToMove() && !b.Busy() && len(b.Game().Log()) == e.made
	})
	e.windows[seat].in.Key(ebiten.KeyC)
	e.made++
	e.coins[seat]++
	// The window's own frames take the key: the coin is sent, or queued while the host
	// is away.
	e.untilSeen(seat, "the coin taken", func(b *scenes.Board) bool { return !b.Game().HumanToMove() || len(b.Game().Log()) == e.made })
	if hostRunning() {
		e.seenEverywhere()
	}
}

// stand: seat's window drags a stand onto the market (the mouse, from the board's
// targets) and clicks the tiles it asks for; false, with nothing done, when no stand can
// be opened.
func (e *evening) stand(seat int) bool {
	e.t.Helper()
	e.t.Logf("seat %d opens a stand at decision %d", seat, e.made)
	w := e.windows[seat]
	var st scenes.Status
	e.untilSeen(seat, "a turn to open a stand", func(b *scenes.Board) bool {
		st = w.app.Status(1)
		return b.Game().HumanToMove() && !b.Busy() && len(b.Game().Log()) == e.made && browser.Has("board.coin")(st)
	})
	from, ok1 := browser.Named(st, "stand.from")
	to, ok2 := browser.Named(st, "stand.to")
	if !ok1 || !ok2 {
		return false
	}
	w.in.Drag(from.X, from.Y, to.X, to.Y, 10, false)
	e.made++
	for {
		e.untilSeen(seat, "the stand played", func(b *scenes.Board) bool {
			st = w.app.Status(1)
			return len(b.Game().Log()) == e.made && (!b.Game().HumanToMove() || browser.Has("take")(st))
		})
		take, ok := browser.Named(st, "take")
		if !ok {
			break
		}
		w.in.Click(take.X, take.Y)
		e.made++
	}
	e.seenEverywhere()
	return true
}

// phoneTurn: Bia plays her turn by touch: a stand dragged onto the market (and the
// tile it asks for tapped) while she has opened fewer than two, else a coin.
func (e *evening) phoneTurn() {
	e.t.Helper()
	ready := func(st scenes.Status) bool {
		return st.Game != nil && st.Game.HumanToMove && !st.Game.Thinking && st.Game.Moves == e.made && browser.Has("board.coin")(st)
	}
	e.t.Logf("Bia's turn at decision %d", e.made)
	st := e.phone.wait(e.t, "Bia's turn", ready)
	if browser.Has("stand.from")(st) && browser.Has("stand.to")(st) {
		e.phone.page.Drag(st, "stand.from", "stand.to")
		e.made++
		e.stands++
		for {
			st = e.phone.wait(e.t, "the stand played", func(st scenes.Status) bool {
				return st.Game != nil && st.Game.Moves == e.made && (!st.Game.HumanToMove || browser.Has("take")(st))
			})
			if !browser.Has("take")(st) {
				break
			}
			e.phone.page.Tap(st, "take")
			e.made++
		}
	} else {
		e.phone.page.Tap(st, "board.coin")
		e.made++
		e.coins[e.phone.seat]++
	}
	e.seenEverywhere()
}

// seenEverywhere waits for every open screen to show every decision made.
func (e *evening) seenEverywhere() {
	e.t.Helper()
	for _, seat := range slices.Sorted(maps.Keys(e.windows)) {
		e.untilSeen(seat, "the last decision", func(b *scenes.Board) bool { return len(b.Game().Log()) == e.made })
	}
	e.phone.wait(e.t, "the last decision on Bia's page", func(st scenes.Status) bool {
		return st.Game != nil && st.Game.Moves == e.made
	})
}

// checkEnd reads the record with Rui's link: every decision once, and the standings on
// every screen give its scores.
func (e *evening) checkEnd(ruiLink string) {
	t := e.t
	inv, err := online.ParseInviteLink(ruiLink)
	if err != nil {
		t.Fatal(err)
	}
	c, err := online.Connect(inv, online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	data, err := c.Record()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Moves) != e.made {
		t.Fatalf("the record has %d decisions; the three made %d", len(rec.Moves), e.made)
	}
	s, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	coins := [3]int{}
	for _, text := range rec.Moves {
		m, err := game.ParseMove(text)
		if err == nil && m.Kind == game.Coin {
			coins[s.ToMove()]++
		}
		if err == nil {
			err = s.Play(m)
		}
		if err != nil {
			t.Fatalf("the record's move %q: %v", text, err)
		}
	}
	if coins != e.coins {
		t.Fatalf("coins in the record by seat %v; taken %v", coins, e.coins)
	}
	st := e.phone.wait(t, "Bia's standings", func(st scenes.Status) bool { return st.Scene == "Scoring" })
	for seat := range 3 {
		if st.Game.Scores[seat] != s.Score(seat) {
			t.Errorf("Bia's standings give seat %d %d; the record replays to %d", seat, st.Game.Scores[seat], s.Score(seat))
		}
	}
	for seat, w := range e.windows {
		w.until(t, "the standings", 60*60, func() bool { _, ok := w.app.Top().(*scenes.Scoring); return ok })
		if g := w.app.Status(1).Game; g == nil || !slices.Equal(g.Scores, st.Game.Scores) {
			t.Errorf("seat %d's standings: %+v; Bia's: %v", seat, g, st.Game.Scores)
		}
	}
	t.Logf("%d decisions (Bia opened %d stands), coins by seat %v, scores %v", e.made, e.stands, e.coins, st.Game.Scores)
}

// closeBoard closes the board on top of w, as closing its window does.
func closeBoard(w *window) {
	if c, ok := w.app.Top().(interface{ Close() }); ok {
		c.Close()
	}
}

// hostRunning says whether the window's host runs.
func hostRunning() bool {
	hostMu.Lock()
	defer hostMu.Unlock()
	return running != nil
}

// firstFrameIsTheBoard checks that a page opened from a table's link kept its loading
// screen while the seat connected and drew the board as its first frame: unless the
// connection took longer than the page waits for it (then the first frame came a
// second or more after the game started, and showed the connecting page).
func firstFrameIsTheBoard(t *testing.T, p *browser.Page) {
	t.Helper()
	got, err := chromedp.Run(p.Context(), chromedp.Evaluate[[]any](`[mercadoFirstScene, mercadoFirstFrameMS - mercadoStartMS, document.getElementById("loading") === null]`))
	if err != nil || len(got) != 3 {
		t.Fatalf("the page's first frame: %v, %v", got, err)
	}
	scene, _ := got[0].(string)
	waited, _ := got[1].(float64)
	if gone, _ := got[2].(bool); !gone {
		t.Error("the loading screen is still there over the board")
	}
	if scene != "Board" && waited < float64(time.Second/time.Millisecond) {
		t.Errorf("the page's first frame showed %s %.0f ms after the game started, not the board", scene, waited)
	}
}
