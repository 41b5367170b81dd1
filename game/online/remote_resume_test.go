//go:build !js

package online

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/table"
)

// TestRemoteResumeKeepsLog: Ana plays some turns of a hidden-money table through a
// Remote (Rui a bot, the third seat a computer), leaves just after her move, and comes
// back once the others have played on to her turn. Resumed with what she kept (through
// JSON, as the window keeps it), her log holds every decision of the game so far, hers
// and those made while she was gone, each the true game's (mover, move, income, cost),
// and no rival's money but her own guess. A kept view of another table, or one ahead of
// the table, is not taken.
func TestRemoteResumeKeepsLog(t *testing.T) {
	h := startHost(t, t.TempDir(), RefereeConfig{})
	defer h.Close()
	req := NewTableRequest{Seats: []NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Computer: "random"}}, Seed: seed(21), Money: "hidden"}
	_, invites := newTable(t, h, req)
	rui, err := Connect(invites[1], ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer rui.Close()
	go rui.Play(Bot{Level: "random"})

	ana, err := JoinRemote(invites[0], ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// Ana plays three turns; she leaves once the third is played out at her screen.
	made := 0
	for iter := 0; ; iter++ {
		if iter > 300000 {
			t.Fatalf("Ana's three turns were not played out (revision %d, %d decisions)", ana.View().Revision, len(ana.Log()))
		}
		if ana.Over() {
			t.Fatal("the game ended before Ana's three turns")
		}
		if n := len(ana.Log()); made >= 3 && n > 0 && ana.Log()[n-1].Seat == 0 && ana.Log()[n-1].EndsTurn {
			break
		}
		if ana.HumanToMove() {
			legal := ana.State().LegalMoves(nil)
			m := legal[len(legal)-1] // not a coin: three in a row would end the game
			if _, err := ana.Play(m); !errors.Is(err, table.ErrPending) {
				t.Fatalf("Play(%v) = %v", m, err)
			}
			if m.Kind != game.OpenStand { // a stand's turn ends with its tile
				made++
			}
			continue
		}
		if _, ok := ana.Poll(); !ok {
			time.Sleep(time.Millisecond)
		}
	}
	log, view := ana.Kept()
	if len(log) != view.Revision {
		t.Fatalf("Ana kept %d decisions for revision %d", len(log), view.Revision)
	}
	data, err := json.Marshal(struct {
		View *View
		Log  []table.Event
	}{view, log})
	if err != nil {
		t.Fatal(err)
	}
	left := view.Revision
	ana.Close()

	// The others play on to Ana's turn.
	for iter := 0; ; iter++ {
		if v := rui.Latest(); v != nil && v.Revision > left && v.ToMove != nil && *v.ToMove == 0 {
			break
		}
		if iter > 100000 {
			t.Fatalf("the others did not play on to Ana's turn: %+v", rui.Latest())
		}
		time.Sleep(time.Millisecond)
	}
	var kept struct {
		View *View
		Log  []table.Event
	}
	if err := json.Unmarshal(data, &kept); err != nil {
		t.Fatal(err)
	}
	back, err := JoinRemote(invites[0], ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	ahead := *kept.View
	ahead.Revision, ahead.Moves = back.View().Revision+1, append(append([]string(nil), back.View().Moves...), "coin")
	other := *kept.View
	other.Table = "elsewhere"
	if back.Resume(kept.Log, &ahead) || back.Resume(kept.Log, &other) || len(back.Log()) != 0 {
		t.Fatal("Resume took a view ahead of the table, or of another table")
	}
	if !back.Resume(kept.Log, kept.View) {
		t.Fatal("Resume refused Ana's own kept view")
	}
	now := back.View()
	got := back.Log()
	if now.Revision <= left || len(got) != now.Revision {
		t.Fatalf("back at revision %d (left at %d): %d decisions in the log", now.Revision, left, len(got))
	}
	s, err := (&game.Record{Players: []string{"Ana", "Rui", "computer random"}, Seed: 21, MoneyHidden: true}).Start()
	if err != nil {
		t.Fatal(err)
	}
	for i, text := range now.Moves {
		m, err := game.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		want, err := table.Step(s, m, false)
		if err != nil {
			t.Fatal(err)
		}
		ev := got[i]
		if ev.Seat != want.Seat || ev.Move != want.Move || ev.Preview.Income != want.Preview.Income || ev.Preview.Cost != want.Preview.Cost || ev.EndsTurn != want.EndsTurn {
			t.Fatalf("decision %d: %+v\nwant %+v", i, ev, want)
		}
		for p := 1; p < 3; p++ {
			if ev.MoneyBefore[p] != ev.MoneyBefore[0] {
				t.Fatalf("decision %d: the log holds seat %d's money %d, not Ana's guess %d", i, p, ev.MoneyBefore[p], ev.MoneyBefore[0])
			}
		}
	}
	if !back.HumanToMove() || back.State().ToMove() != 0 {
		t.Fatalf("back at the table, Ana is not to move: to move %d", back.State().ToMove())
	}
	t.Logf("Ana left at revision %d and came back at %d: %d decisions in her log, %d made while she was gone", left, now.Revision, len(got), now.Revision-left)
}
