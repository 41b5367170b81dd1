//go:build !js

package online

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/scenes"
	"mercado/ui"
	"mercado/ui/lang"
)

// threeSeatTable is a table of Ana, Rui and Inês on a host of the test's own, whose
// referee's clock the test moves on (to make a seat vacant) and whose heartbeat is quick.
func threeSeatTable(t *testing.T) (*host.ManualClock, []online.Invite) {
	t.Helper()
	clock := host.NewManualClock(time.Date(2026, 11, 25, 20, 0, 0, 0, time.UTC))
	h, err := host.StartHost(host.HostConfig{Listen: "127.0.0.1:0", DataDir: t.TempDir(),
		Referee: host.RefereeConfig{Heartbeat: 250 * time.Millisecond, Now: clock.Now, Burst: 1_000_000}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Close)
	seed := uint64(7)
	_, invites, err := host.NewTable(h.AdminURL(), online.NewTableRequest{
		Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Name: "Inês"}}, Seed: &seed, Iterations: 200})
	if err != nil {
		t.Fatal(err)
	}
	return clock, invites
}

// eventually polls cond every 10 ms and fails with what after three minutes (a guard).
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for range 18000 { // a guard of three minutes against a host that never answers
		if cond() {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("%s: it did not come", what)
}

// answerOf sends e's vote or reclaim for seat and waits for the words the board says.
func answerOf(t *testing.T, e *seatExtra, seat int, reclaim bool) (string, bool) {
	t.Helper()
	e.ask(seat, reclaim)
	var words string
	var refused bool
	eventually(t, "the referee's answer", func() bool {
		e.mu.Lock()
		defer e.mu.Unlock()
		words, refused = e.answer, e.refused
		return !e.asking && words != ""
	})
	e.mu.Lock()
	e.answer = ""
	e.mu.Unlock()
	return words, refused
}

// TestSeatButtonsWithReferee: with the real referee, Rui's seat gets the others' "Let a
// computer play" only once it is vacant, with the votes so far; the vote that carries
// hands it over; Rui back sees "Take my seat back" and takes it; refusals are in words.
func TestSeatButtonsWithReferee(t *testing.T) {
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
	anaSees := func(seat int) online.PlayerView { return ana.Players()[seat] }
	eventually(t, "Rui and Inês here", func() bool {
		p, q := anaSees(1).Presence, anaSees(2).Presence
		return p != nil && q != nil && p.State == online.PresenceHere && q.State == online.PresenceHere
	})
	e := &seatExtra{remote: ana}
	if words, refused := answerOf(t, e, 2, false); !refused || words != lang.T("online.refused_not_away") {
		t.Fatalf("a vote on Inês, who is here: %q refused=%v", words, refused)
	}

	// Rui leaves: away, but not yet vacant, so no button.
	rui.Close()
	eventually(t, "Rui away", func() bool { p := anaSees(1).Presence; return p != nil && p.State == online.PresenceAway })
	if label, _ := seatAction(anaSees(1), false, votesNeeded(ana.Players(), 1)); label != "" {
		t.Fatalf("Rui just gone, and his seat offers %q", label)
	}
	clock.Advance(online.DefaultAwayLimit + time.Minute)
	eventually(t, "Rui's seat vacant", func() bool { return anaSees(1).Presence.Vacant })
	if label, reclaim := seatAction(anaSees(1), false, votesNeeded(ana.Players(), 1)); label != "Let a computer play Rui's seat" || reclaim {
		t.Fatalf("Rui's vacant seat offers %q (reclaim %v)", label, reclaim)
	}
	if label, _ := seatAction(anaSees(1), true, 0); label != "" {
		t.Fatalf("one's own vacant seat offers %q", label)
	}
	if words, refused := answerOf(t, e, 1, false); refused || words != "Your vote counts: 1 of 2 needed." {
		t.Fatalf("Ana's vote: %q refused=%v", words, refused)
	}
	eventually(t, "Ana's vote on Rui's panel", func() bool {
		label, _ := seatAction(anaSees(1), false, votesNeeded(ana.Players(), 1))
		return label == "Let a computer play Rui's seat · votes: 1 of 2"
	})
	if r, err := ines.Vote(online.Vote{Seat: 1}); err != nil || !r.HandedOver {
		t.Fatalf("Inês's vote: %+v %v", r, err)
	}
	eventually(t, "a computer in Rui's seat", func() bool { return anaSees(1).StandIn != "" })
	if label, _ := seatAction(anaSees(1), false, votesNeeded(ana.Players(), 1)); label != "" {
		t.Fatalf("Rui's seat handed over still offers %q", label)
	}

	// Rui comes back: his own seat offers to take it back.
	back, err := online.JoinRemote(invites[1], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	if label, reclaim := seatAction(back.Players()[1], true, 0); label != "Take my seat back" || !reclaim {
		t.Fatalf("Rui back sees %q (reclaim %v)", label, reclaim)
	}
	ruiExtra := &seatExtra{remote: back}
	if words, refused := answerOf(t, ruiExtra, 1, true); refused || words != lang.T("online.seat_back") {
		t.Fatalf("Rui's reclaim: %q refused=%v", words, refused)
	}
	if words, refused := answerOf(t, ruiExtra, 1, true); !refused || words != lang.T("online.refused_not_handed_over") {
		t.Fatalf("Rui's second reclaim: %q refused=%v", words, refused)
	}
	eventually(t, "Rui's own seat again at Ana's", func() bool { return anaSees(1).StandIn == "" })
}

// TestSeatButtonClickVotes: in the window, Ana's click on the button on Rui's vacant
// seat sends her vote; the board says the count and the panel's button shows it.
func TestSeatButtonClickVotes(t *testing.T) {
	w := newWindow(t)
	clock, invites := threeSeatTable(t)
	ines, err := online.Connect(invites[2], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer ines.Close()
	// Inês takes her view, as a seat does on joining: it gives her client the table's
	// heartbeat (250 ms here, three ticks of slack for a busy machine; without a view her client
	// keeps its own pace and the referee may count her reconnecting, so that Ana's vote alone would
	// hand Rui's seat over and the count would never show).
	if _, err := ines.View(); err != nil {
		t.Fatal(err)
	}
	rui, err := online.Connect(invites[1], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ana, err := online.JoinRemote(invites[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer ana.Close()
	b, extra := seatBoard(ana, logKeeper{})
	w.app.Reset(b)
	rui.Close()
	w.until(t, "Rui away", 60*60, func() bool { p := ana.Players()[1].Presence; return p != nil && p.State == online.PresenceAway })
	clock.Advance(online.DefaultAwayLimit + time.Minute)
	w.until(t, "the button on Rui's seat", 60*60, func() bool {
		return len(extra.seatButtons) > 1 && extra.seatButtons[1] != nil && extra.seatButtons[1].btn.Rect.W > 0
	})
	if got := extra.seatButtons[1].btn.Label; got != "Let a computer play Rui's seat" {
		t.Fatalf("Rui's seat's button says %q", got)
	}
	// The button has the band the board keeps for it: it covers no seat's panel (Rui's
	// stands, the others' tags) and stays on the screen.
	btn := extra.seatButtons[1].btn.Rect
	for seat := range 3 {
		if p := b.SeatPanel(seat); btn.Overlaps(p) {
			t.Errorf("the button %+v covers seat %d's panel %+v", btn, seat, p)
		}
	}
	if !ui.R(0, 0, w.app.W, w.app.H).Within(btn) {
		t.Errorf("the button %+v is off the %vx%v screen", btn, w.app.W, w.app.H)
	}
	// Inês is here again after the clock's jump (her next heartbeat), so that Ana's vote
	// is one of the two needed: with Inês counted away, it alone would hand the seat over
	// at once, and the count would never be seen.
	w.until(t, "Inês here", 60*60, func() bool { p := ana.Players()[2].Presence; return p != nil && p.State == online.PresenceHere })
	w.click(t, extra.seatButtons[1].btn.Rect)
	w.until(t, "Ana's vote counted", 60*60, func() bool {
		return slices.Equal(ana.Players()[1].HandOverVotes, []int{0})
	})
	w.until(t, "the count on the button", 60*10, func() bool {
		return extra.seatButtons[1] != nil && extra.seatButtons[1].btn.Label == "Let a computer play Rui's seat · votes: 1 of 2"
	})

	// A phone, upright and on its side: the button keeps to its band there too, clear
	// of Ana's stall (her hand and its buttons) and of the others' chips.
	for _, size := range []struct {
		w, h int
		form ui.Form
	}{{390, 844, ui.Tall}, {844, 390, ui.Low}} {
		phone, err := scenes.NewOffscreen(testLoop, size.w, size.h)
		if err != nil {
			t.Fatal(err)
		}
		defer phone.Close()
		w.dst = phone
		w.until(t, fmt.Sprintf("the board laid out for %dx%d", size.w, size.h), 60, func() bool { return b.Form() == size.form })
		if err := w.app.Step(w.dst, 4); err != nil { // the buttons take their places from the new layout
			t.Fatal(err)
		}
		for _, tg := range w.app.Status(1).Targets {
			if tg.ID == "board.tab.0" { // the stall's tab, where the stall has no room of its own
				w.click(t, ui.R(tg.X-tg.W/2, tg.Y-tg.H/2, tg.W, tg.H))
			}
		}
		btn := extra.seatButtons[1].btn.Rect
		for seat := range 3 {
			if p := b.SeatPanel(seat); btn.Overlaps(p) {
				t.Errorf("at %dx%d the button %+v covers seat %d's panel %+v", size.w, size.h, btn, seat, p)
			}
		}
		for _, tg := range w.app.Status(1).Targets {
			r := ui.R(tg.X-tg.W/2, tg.Y-tg.H/2, tg.W, tg.H)
			if r != btn && btn.Overlaps(r) {
				t.Errorf("at %dx%d the button %+v covers the board's %s %+v", size.w, size.h, btn, tg.ID, r)
			}
		}
		if !ui.R(0, 0, w.app.W, w.app.H).Within(btn) {
			t.Errorf("at %dx%d the button %+v is off the screen", size.w, size.h, btn)
		}
	}
}
