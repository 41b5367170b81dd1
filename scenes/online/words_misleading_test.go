//go:build !js

package online

import (
	"strings"
	"testing"
	"time"

	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/ui/lang"
)

// TestBannerWordsOnline: the status line at an online table never says a seat is
// thinking while it is away, reconnecting or played by a computer, nor on the seat's
// own screen while it is its turn (its take-a-tile step included); while the host cannot
// be reached it says so, whoever is to move — in every language.
func TestBannerWordsOnline(t *testing.T) {
	defer lang.Set("en")
	for _, l := range lang.Languages {
		lang.Set(l.Code)
		thinking := lang.F("game.banner.thinking", "Name", "Bia")
		for _, c := range []struct {
			what string
			k    bannerKey
			own  bool
			en   string
		}{
			{"Bia away", bannerKey{presence: online.PresenceAway}, false, "Bia is away: the table waits for their move."},
			{"Bia reconnecting", bannerKey{presence: online.PresenceReconnecting}, false, "Bia is reconnecting: the table waits for their move."},
			{"a computer for Bia", bannerKey{presence: online.PresenceAway, standIn: "medium"}, false, "A computer is playing for Bia…"},
			{"Bia's own turn", bannerKey{presence: online.PresenceHere, human: true}, true, "Bia, your turn: drag a stand, a customer tile or a restaurant onto the market."},
			{"Bia's own take step", bannerKey{presence: online.PresenceHere, human: true, take: true}, true, "Bia: take a stand tile from the display (tap or click it)."},
			{"Bia's own move on its way", bannerKey{presence: online.PresenceHere}, true, "Your move is on its way to the host…"},
			{"the host down", bannerKey{conn: "reconnecting", presence: online.PresenceHere}, false, "The host is away — your moves will be sent when it is back."},
			{"the host down on Bia's turn", bannerKey{conn: "reconnecting", human: true}, true, "The host is away — your moves will be sent when it is back."},
		} {
			if c.k.conn == "" {
				c.k.conn = "here"
			}
			got := bannerWords(c.k, c.own, "Bia")
			if got == "" || got == thinking || strings.Contains(got, "{{") {
				t.Errorf("%s, %s: %q", l.Code, c.what, got)
			}
			if l.Code == "en" && got != c.en {
				t.Errorf("%s: %q, want %q", c.what, got, c.en)
			}
		}
		// Another person here and deciding: the board's own words.
		if got := bannerWords(bannerKey{conn: "here", presence: online.PresenceHere}, false, "Bia"); got != "" {
			t.Errorf("%s: Bia here and deciding: %q, want the board's own", l.Code, got)
		}
	}
}

// TestVoteButtonSaysNeeded: the button on a vacant seat counts the votes so far
// against the votes that hand it over, as the referee counts them (a majority of the
// people here, the seat itself and computers not counted).
func TestVoteButtonSaysNeeded(t *testing.T) {
	defer lang.Set("en")
	here := &online.Presence{State: online.PresenceHere}
	vacant := &online.Presence{State: online.PresenceAway, Vacant: true}
	players := []online.PlayerView{
		{Name: "Ana", Presence: here},
		{Name: "Rui", Presence: vacant, HandOverVotes: []int{0}},
		{Name: "Inês", Presence: here},
		{Name: "Bot", Computer: "easy"},
	}
	if n := votesNeeded(players, 1); n != 2 {
		t.Fatalf("votes needed for Rui's seat: %d, want 2", n)
	}
	for _, l := range lang.Languages {
		lang.Set(l.Code)
		label, _ := seatAction(players[1], false, votesNeeded(players, 1))
		if !strings.Contains(label, "1") || !strings.Contains(label, "2") || strings.Contains(label, "{{") {
			t.Errorf("%s: %q does not say 1 of 2", l.Code, label)
		}
		if l.Code == "en" && label != "Let a computer play Rui's seat · votes: 1 of 2" {
			t.Errorf("en: %q", label)
		}
	}
}

// TestSeatWordsWithReferee: with the real referee, Ana's screen says Rui is away (not
// thinking) when he has gone; a seat handed to a computer says a computer plays it, not
// "away since"; Ana's own turn says it is hers; and once the host cannot be reached every
// seat's tag says so, not only Ana's own.
func TestSeatWordsWithReferee(t *testing.T) {
	defer lang.Set("en")
	lang.Set("en")
	clock, invites := threeSeatTable(t)
	ana, err := online.JoinRemote(invites[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer ana.Close()
	ines, err := online.Connect(invites[2], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer ines.Close()
	rui, err := online.Connect(invites[1], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	e := &seatExtra{remote: ana}
	eventually(t, "Rui here", func() bool { p := ana.Players()[1].Presence; return p != nil && p.State == online.PresenceHere })
	rui.Close()
	eventually(t, "Rui away", func() bool { p := ana.Players()[1].Presence; return p != nil && p.State == online.PresenceAway })
	eventually(t, "Ana's turn", ana.HumanToMove)
	e.keepBanner()
	if mover := ana.State().ToMove(); mover != 0 || e.Banner() != "Ana, your turn: drag a stand, a customer tile or a restaurant onto the market." {
		t.Fatalf("seat %d to move; Ana's status line: %q", mover, e.Banner())
	}
	if tag, _ := e.seatTag(1); !strings.HasPrefix(tag, "away") {
		t.Fatalf("Rui's tag: %q", tag)
	}
	clock.Advance(online.DefaultAwayLimit + time.Minute)
	eventually(t, "Rui's seat vacant", func() bool { return ana.Players()[1].Presence.Vacant })
	for _, voter := range []func(online.Vote) (online.Reply, error){ana.Vote, ines.Vote} {
		if _, err := voter(online.Vote{Seat: 1}); err != nil {
			t.Fatal(err)
		}
	}
	eventually(t, "a computer in Rui's seat", func() bool { return ana.Players()[1].StandIn != "" })
	if tag, _ := e.seatTag(1); tag != "computer plays" {
		t.Fatalf("Rui's seat, played by a computer, says %q", tag)
	}
}

// TestHostAwayOnEverySeat: once the host cannot be reached, every person's seat says
// so (the last view's "here" is old news) and the status line tells what happens to
// one's moves.
func TestHostAwayOnEverySeat(t *testing.T) {
	defer lang.Set("en")
	lang.Set("en")
	h, err := host.StartHost(host.HostConfig{Listen: "127.0.0.1:0", DataDir: t.TempDir(),
		Referee: host.RefereeConfig{Heartbeat: 50 * time.Millisecond, Burst: 1_000_000}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	seed := uint64(7)
	_, invites, err := host.NewTable(h.AdminURL(), online.NewTableRequest{
		Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Name: "Bot", Computer: "easy"}}, Seed: &seed, Iterations: 200})
	if err != nil {
		t.Fatal(err)
	}
	ana, err := online.JoinRemote(invites[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer ana.Close()
	rui, err := online.Connect(invites[1], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer rui.Close()
	e := &seatExtra{remote: ana}
	eventually(t, "Rui here", func() bool { p := ana.Players()[1].Presence; return p != nil && p.State == online.PresenceHere })
	h.Close()
	eventually(t, "the host gone", func() bool { return ana.Connection() == "reconnecting" })
	for seat, want := range []string{"you · host away", "host away", ""} {
		if tag, _ := e.seatTag(seat); tag != want {
			t.Errorf("seat %d's tag with the host gone: %q, want %q", seat, tag, want)
		}
	}
	e.keepBanner()
	if got := e.Banner(); got != "The host is away — your moves will be sent when it is back." {
		t.Errorf("the status line with the host gone: %q", got)
	}
}

// TestJoinBackKeepsTheInvite: Back after a refused join comes back to the Join page
// with the invite as it was typed, to correct it.
func TestJoinBackKeepsTheInvite(t *testing.T) {
	defer lang.Set("en")
	lang.Set("en")
	_, invites := threeSeatTable(t)
	wrong := invites[1]
	wrong.Secret = strings.Repeat("x", len(wrong.Secret))
	typed := wrong.String()
	w := newWindow(t)
	w.app.Push(newJoin())
	if err := w.app.Step(w.dst, 2); err != nil {
		t.Fatal(err)
	}
	w.in.Type(typed)
	if err := w.app.Step(w.dst, len(typed)+2); err != nil {
		t.Fatal(err)
	}
	w.click(t, pageButtonOf(t, w.app, lang.T("online.join_now")))
	w.until(t, "the refusal", 60*60, func() bool {
		p, ok := w.app.Top().(*page)
		return ok && len(p.lines) > 0 && p.field == nil && strings.Contains(p.lines[0].text, lang.T("online.invite_refused"))
	})
	if err := w.app.Step(w.dst, 30); err != nil { // the page laid out, its fade done
		t.Fatal(err)
	}
	w.click(t, pageButtonOf(t, w.app, lang.T("online.back")))
	w.until(t, "the Join page again", 600, func() bool {
		p, ok := w.app.Top().(*page)
		return ok && p.field != nil
	})
	if got := w.app.Top().(*page).field.text; got != typed {
		t.Fatalf("the field after Back: %q, want %q", got, typed)
	}
}
