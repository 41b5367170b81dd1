package main

import (
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"mercado/game"
	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/scenes"
)

// TestBrowserOnlineGameByTouch is the whole game: a host and three seats play a
// hidden-money table to the end. Rui and Inês are bots on their own connections: the
// random level for the first decisions, then a coin on each of their turns (coinBot);
// Ana is a phone's browser in headless Chromium, opened from her invite's link on the
// page the host serves, taking every turn by touch on the real board: her first stand
// dragged by a finger onto the market (and its tile tapped), then a tap on the coin
// button each turn. So the game ends by the coin rule (every seat takes one in a row,
// engine-rules.md 3.4) a few turns in, as short as a whole game can be on a slow software
// renderer. Her standings, and the bots' final views, give the scores the referee's
// record replays to; after it, the standings' first button leads back to online play,
// not to a game at this screen.
//
// It once stalled at the game's end: the coin ending's last view has as many coins in a
// row as end the game, a position the engine did not read back, so the page's seat
// dropped that view and waited for ever (TestRemoteHiddenCoinGameEnds plays the same
// game without the browser).
func TestBrowserOnlineGameByTouch(t *testing.T) {
	exe, web := browserAndWeb(t)
	h, site := hostAndSite(t, web)
	seed := uint64(3)
	_, invites, err := host.NewTable(h.AdminURL(), online.NewTableRequest{
		Seats: online.ParseSeats("Ana,Rui,Inês"), Money: "hidden", Seed: &seed,
	})
	if err != nil {
		t.Fatal(err)
	}
	ana := invites[0]
	ana.Server = h.WebsocketURL()
	link := online.InviteLink(site.URL(), ana)

	type botEnd struct {
		final *online.View
		err   error
	}
	const randomUntil = 8 // the decisions before the bots only take coins
	ends := make([]chan botEnd, 2)
	clients := make([]*online.Client, 2)
	for i := range clients {
		c, err := online.Connect(invites[i+1], online.ClientOptions{})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		clients[i], ends[i] = c, make(chan botEnd, 1)
		go func() { v, err := coinBot(c, randomUntil); ends[i] <- botEnd{v, err} }()
	}
	botsPlaying := func() {
		for i, end := range ends {
			select {
			case e := <-end:
				if e.err != nil {
					t.Fatalf("seat %d's bot: %v", i+1, e.err)
				}
				end <- e // over: read again at the end
			default:
			}
		}
	}

	// A page waiting minutes for the others must keep its timers: no background throttling.
	flags := append(browserFlags(exe, t.TempDir(), "en-GB"),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-features", "IntensiveWakeUpThrottling"))
	p := openBrowser(t, flags)
	ctx := p.ctx
	p.phone(390, 844)
	p.Touchscreen()
	// The pieces land at once (the settings' instant animations, as a player may choose):
	// the test waits for turns, not for pieces flying, on a slow software renderer.
	if _, err := chromedp.Call(ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{
		Source: `localStorage.setItem("mercado/settings.json", '{"anim_speed": 3}')`,
	}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(link)); err != nil {
		t.Fatal(err)
	}
	p.waitFor("Ana's board", 60*time.Second, func(st scenes.Status) bool { return st.Scene == "Board" && st.Game != nil })

	stands, coins := 0, 0
	for {
		st := p.waitFor("Ana's turn or the end", 2*time.Minute, func(st scenes.Status) bool {
			botsPlaying()
			return st.Scene != "Board" || st.Game != nil && st.Game.Over ||
				st.Game != nil && st.Game.HumanToMove && !st.Game.Thinking && (hasTarget("board.coin")(st) || hasTarget("take")(st))
		})
		if st.Scene != "Board" || st.Game.Over {
			break
		}
		if st.Game.ToMove != 0 {
			t.Fatalf("the board says Ana is to move, but seat %d is", st.Game.ToMove)
		}
		moves := st.Game.Moves
		t.Logf("Ana's turn at decision %d", moves)
		switch {
		case hasTarget("take")(st): // the stand's tile, to end that turn
			p.tap("take")
		case stands == 0 && hasTarget("stand.from")(st) && hasTarget("stand.to")(st):
			p.touchDrag("stand.from", "stand.to", nil)
			stands++
		default:
			p.tap("board.coin")
			coins++
		}
		p.waitFor("Ana's decision played", time.Minute, func(st scenes.Status) bool {
			return st.Scene != "Board" || st.Game != nil && (st.Game.Moves > moves || st.Game.Over)
		})
	}
	if stands == 0 {
		t.Errorf("Ana never dragged a stand: no turn offered one")
	}
	st := p.waitFor("Ana's standings", time.Minute, func(st scenes.Status) bool { return st.Scene == "Scoring" })

	var finals []*online.View
	for i, end := range ends {
		e := <-end
		if e.err != nil {
			t.Fatalf("seat %d's bot: %v", invites[i+1].Seat, e.err)
		}
		finals = append(finals, e.final)
	}
	data, err := clients[0].Record()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if !rec.MoneyHidden || len(rec.Moves) != finals[0].Revision {
		t.Errorf("the record: money hidden %v, %d moves; the table ended at revision %d", rec.MoneyHidden, len(rec.Moves), finals[0].Revision)
	}
	if len(st.Game.Scores) != 3 {
		t.Fatalf("Ana's standings give %d scores: %+v", len(st.Game.Scores), st.Game)
	}
	for seat := range 3 {
		if got := st.Game.Scores[seat]; got != s.Score(seat) {
			t.Errorf("Ana's standings give seat %d %d; the record replays to %d", seat, got, s.Score(seat))
		}
		for i, f := range finals {
			if sc := f.Players[seat].Score; sc == nil || *sc != s.Score(seat) {
				t.Errorf("bot %d's final view gives seat %d %v; the record replays to %d", i+1, seat, sc, s.Score(seat))
			}
		}
	}
	scores := st.Game.Scores
	// After an online game the standings lead back to online play.
	p.tap("scoring.again")
	st = p.waitFor("the screen after the standings", 30*time.Second, func(st scenes.Status) bool { return st.Scene != "Scoring" })
	if st.Scene != "*online.page" {
		t.Errorf("after an online game the standings' first button opened %s, not online play", st.Scene)
	}
	t.Logf("a %d-move hidden-money game to the end: Ana (the page, by touch) opened %d stand and took %d coins; scores %v", len(rec.Moves), stands, coins, scores)
}

// coinBot plays c's seat to the end: the random level until the table has made
// randomUntil decisions, then a coin whenever the coin is open to it (the rest of a
// turn, as a stand's tile, by the random level). It watches the views the seat hears.
func coinBot(c *online.Client, randomUntil int) (*online.View, error) {
	bot := online.Bot{Level: "random"}
	if _, err := c.View(); err != nil {
		return nil, err
	}
	done := -1 // the revision of the last proposal the referee applied
	for {
		v := c.Latest()
		if v.Over {
			return v, nil
		}
		if v.ToMove == nil || *v.ToMove != v.You || v.Revision <= done {
			time.Sleep(20 * time.Millisecond) // the next view is on its way
			continue
		}
		move := "coin"
		if v.Revision < randomUntil || !slices.Contains(v.Legal, move) {
			var err error
			if move, err = bot.Choose(v); err != nil {
				return nil, err
			}
		}
		reply, err := c.Propose(online.Proposal{ID: fmt.Sprintf("bot%d-%d", v.You, v.Revision), Revision: v.Revision, Move: move})
		var refused *online.RefusedError
		switch {
		case errors.As(err, &refused) && (refused.Reply.Refused == "stale" || refused.Reply.Refused == "too-many"):
			time.Sleep(100 * time.Millisecond)
		case err != nil:
			return nil, fmt.Errorf("%s at revision %d: %w", move, v.Revision, err)
		case reply.Refused != "":
			return nil, fmt.Errorf("%s at revision %d refused: %s", move, v.Revision, reply.Reason)
		default:
			done = v.Revision
		}
	}
}
