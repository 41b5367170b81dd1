//go:build !js

package online_test

import (
	"errors"
	"fmt"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/game/table"
)

// TestRemoteRefusalIsKept: a proposal the referee refuses (made on an old revision) is
// kept for the window to say once, and the seat may decide again.
func TestRemoteRefusalIsKept(t *testing.T) {
	h := startHost(t, t.TempDir(), host.RefereeConfig{})
	defer h.Close()
	_, invites := newTable(t, h, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}}, Seed: seed(3)})
	r, err := online.JoinRemote(invites[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if !r.HumanToMove() {
		t.Fatal("seat 0 is not to move at the start")
	}
	online.ProposeInFlight(r, online.Proposal{ID: "old", Revision: 5, Move: "coin"})
	err = r.Refused()
	var refused *online.RefusedError
	if !errors.As(err, &refused) || refused.Reply.Refused != online.RefusedStale {
		t.Fatalf("refusal %v, want stale", err)
	}
	if r.Refused() != nil {
		t.Fatal("the refusal was given twice")
	}
	if !r.HumanToMove() {
		t.Fatal("after the refusal the seat may not decide again")
	}
}

// TestRemoteHiddenCoinGameEnds is the browser's whole-game test without the browser: a
// hidden-money table of three, Ana's seat a Remote played as the board plays it (her first
// stand when one is open to her, then a coin each turn), Rui and Inês bots on their own
// connections that play at random for the first decisions and then take a coin whenever
// they may, so that the game ends by the coin rule. Ana's Remote must play out every
// decision and reach the end, and the record must come.
func TestRemoteHiddenCoinGameEnds(t *testing.T) {
	h := startHost(t, t.TempDir(), host.RefereeConfig{})
	defer h.Close()
	_, invites := newTable(t, h, online.NewTableRequest{Seats: online.ParseSeats("Ana,Rui,Inês"), Money: "hidden", Seed: seed(3)})
	var told atomic.Int32 // the views the window was told of (it wakes its loop on each)
	ana, err := online.JoinRemote(invites[0], online.ClientOptions{OnView: func(*online.View) { told.Add(1) }})
	if err != nil {
		t.Fatal(err)
	}
	defer ana.Close()
	const randomUntil = 8
	bots := make(chan error, 2)
	for _, inv := range invites[1:] {
		c, err := online.Connect(inv, online.ClientOptions{})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		go func() { bots <- coinBot(c, randomUntil) }()
	}
	stands := 0
	for iter := 0; !ana.Over(); iter++ {
		if iter > 200000 {
			latest := online.RemoteClient(ana).Latest()
			_, err := latest.State()
			t.Fatalf("Ana's seat did not reach the end: revision %d on screen, %d heard (over %v, its position: %v)",
				ana.View().Revision, latest.Revision, latest.Over, err)
		}
		if err := ana.Refused(); err != nil {
			t.Fatalf("Ana's move refused: %v", err)
		}
		select {
		case err := <-bots:
			if err != nil {
				t.Fatal(err)
			}
		default:
		}
		if ana.HumanToMove() {
			legal := ana.State().LegalMoves(nil)
			m := legal[0] // a stand's tile, or a coin, or else what is left
			for _, l := range legal {
				if stands == 0 && l.Kind == game.OpenStand {
					m = l
					break
				}
				if l.Kind == game.Coin {
					m = l
				}
			}
			if m.Kind == game.OpenStand {
				stands++
			}
			if _, err := ana.Play(m); !errors.Is(err, table.ErrPending) {
				t.Fatalf("Play(%v) = %v", m, err)
			}
			continue
		}
		if _, ok := ana.Poll(); !ok {
			time.Sleep(time.Millisecond)
		}
	}
	if len(ana.Log()) != ana.View().Revision {
		t.Fatalf("Ana played out %d decisions of %d", len(ana.Log()), ana.View().Revision)
	}
	for iter := 0; ; iter++ {
		if _, ok := ana.Final(); ok {
			break
		}
		if iter > 100000 {
			t.Fatalf("no record after the end: %v", ana.FinalError())
		}
		time.Sleep(time.Millisecond)
	}
	if int(told.Load()) < ana.View().Revision {
		t.Fatalf("the window was told of %d views in a game of %d decisions", told.Load(), ana.View().Revision)
	}
	t.Logf("a %d-decision game to the end; Ana opened %d stand", ana.View().Revision, stands)
}

// coinBot plays c's seat to the end: at random until the table has made randomUntil
// decisions, then a coin whenever the coin is open to it.
func coinBot(c *online.Client, randomUntil int) error {
	bot := online.Bot{Level: "random"}
	if _, err := c.View(); err != nil {
		return err
	}
	done := -1 // the revision of the last proposal applied
	for {
		v := c.Latest()
		if v.Over {
			return nil
		}
		if v.ToMove == nil || *v.ToMove != v.You || v.Revision <= done {
			online.ClientWait(c)
			continue
		}
		move := "coin"
		if v.Revision < randomUntil || !slices.Contains(v.Legal, move) {
			var err error
			if move, err = bot.Choose(v); err != nil {
				return err
			}
		}
		reply, err := online.ProposeUntilAnswered(c, online.Proposal{ID: online.RandomID(22), Revision: v.Revision, Move: move})
		if err != nil {
			return err
		}
		switch reply.Refused {
		case "", online.RefusedReplayed:
			done = v.Revision
		case online.RefusedStale, online.RefusedConflict, online.RefusedUnavailable:
			c.View()
		default:
			return fmt.Errorf("%s at revision %d refused: %s", move, v.Revision, reply.Reason)
		}
	}
}
