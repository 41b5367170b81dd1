//go:build !js

package online_test

import (
	"encoding/json"
	"errors"
	"os"
	"strconv"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/game/table"
)

// The resumed game: its seed and how many decisions Ana's seat is played on another device,
// chosen so that face-down restaurants are turned up while she is gone (every seat plays
// a fixed way: the computers by the table's seed, Ana and her stand-in their last move).
var resumeSeed, resumeGap = uint64(envInt("RESUME_SEED", 25)), envInt("RESUME_GAP", 4)

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return n
	}
	return def
}

// standIn plays seat inv on another device, its last legal move each turn (a coin only
// when nothing else is open), until the table has made until decisions.
func standIn(t *testing.T, inv online.Invite, until int) {
	t.Helper()
	c, err := online.Connect(inv, online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.View(); err != nil {
		t.Fatal(err)
	}
	done := -1
	for {
		v := c.Latest()
		if v.Over || v.Revision >= until {
			return
		}
		if v.ToMove == nil || *v.ToMove != inv.Seat || len(v.Legal) == 0 || v.Revision <= done {
			online.ClientWait(c)
			continue
		}
		reply, err := online.ProposeUntilAnswered(c, online.Proposal{ID: online.RandomID(22), Revision: v.Revision, Move: v.Legal[len(v.Legal)-1]})
		if err != nil {
			t.Fatal(err)
		}
		if reply.Refused != "" && reply.Refused != online.RefusedReplayed {
			t.Fatalf("the stand-in's move at %d: %s", v.Revision, reply.Reason)
		}
		done = v.Revision
	}
}

// TestRemoteResumeKeepsLog: Ana plays some turns of a hidden-money table through a
// Remote (Rui a bot, the third seat a computer), leaves just after her move, and comes
// back once the others have played on to her turn. Resumed with what she kept (through
// JSON, as the window keeps it), her log holds every decision of the game so far, hers
// and those made while she was gone, each the true game's (mover, move, income, cost),
// and no rival's money but her own guess. A kept view of another table, or one ahead of
// the table, is not taken.
func TestRemoteResumeKeepsLog(t *testing.T) {
	h := startHost(t, t.TempDir(), host.RefereeConfig{})
	defer h.Close()
	req := online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Computer: "random"}, {Computer: "random"}}, Seed: seed(resumeSeed), Money: "hidden"}
	_, invites := newTable(t, h, req)
	rui, err := online.Connect(invites[0], online.ClientOptions{}) // watches the table from Ana's seat's side
	if err != nil {
		t.Fatal(err)
	}
	defer rui.Close()

	ana, err := online.JoinRemote(invites[0], online.ClientOptions{})
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
		View *online.View
		Log  []table.Event
	}{view, log})
	if err != nil {
		t.Fatal(err)
	}
	left := view.Revision
	ana.Close()

	// Ana's seat is played on another device for a while (its last move's face-down
	// restaurants are the ones the guess gets wrong), then the others play on to her turn.
	standIn(t, invites[0], left+resumeGap)
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
		View *online.View
		Log  []table.Event
	}
	if err := json.Unmarshal(data, &kept); err != nil {
		t.Fatal(err)
	}
	back, err := online.JoinRemote(invites[0], online.ClientOptions{})
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
	s, err := (&game.Record{Players: []string{"Ana", "computer random", "computer random"}, Seed: resumeSeed, MoneyHidden: true}).Start()
	if err != nil {
		t.Fatal(err)
	}
	turnedUp := 0 // face-down restaurants turned up while Ana was gone
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
		// A face-down restaurant turned up is named as the seats saw it, not as guessed.
		if ev.RevealedAny != want.RevealedAny || ev.Revealed != want.Revealed {
			t.Fatalf("decision %d turns up %v %v; the game turned up %v %v", i, ev.RevealedAny, ev.Revealed, want.RevealedAny, want.Revealed)
		}
		if want.RevealedAny && i >= left {
			turnedUp++
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
	if turnedUp < 2 {
		t.Fatalf("only %d face-down restaurants were turned up while Ana was gone: the test needs a game that turns up more", turnedUp)
	}
	t.Logf("Ana left at revision %d and came back at %d: %d decisions in her log, %d made while she was gone, %d turning up a face-down restaurant",
		left, now.Revision, len(got), now.Revision-left, turnedUp)
}
