//go:build !js

package online

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/table"
)

// TestRemoteSeatsPlayAGame: a host and two people's seats, played through table.Game as
// the window's board plays them (Play a legal move of the seat's position, Poll what
// comes back), with a computer at the third seat and hidden money. After every decision
// each seat's position is the referee's wherever it is public (its view as the referee
// would send it is the same), every decision matches the true game's (mover, move,
// incomes, a revealed restaurant), and a rival's money is never more than the guess
// (the seat's own). Once over, each seat gets the record, and it replays to the final
// view's scores.
func TestRemoteSeatsPlayAGame(t *testing.T) {
	h := startHost(t, t.TempDir(), RefereeConfig{})
	defer h.Close()
	req := NewTableRequest{Seats: []NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Computer: "random"}}, Seed: seed(11)}
	reply, invites := newTable(t, h, req)
	var seats []*Remote
	for _, inv := range invites[:2] {
		r, err := JoinRemote(inv, ClientOptions{})
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		seats = append(seats, r)
	}
	var _ table.Game = seats[0]

	// The true game, replayed from the table's seed and the moves the seats saw.
	truth := func(moves []string) *game.State {
		rec := &game.Record{Players: []string{"Ana", "Rui", "computer random"}, Seed: 11, MoneyHidden: true, Moves: moves}
		s, err := rec.Start()
		if err != nil {
			t.Fatal(err)
		}
		for _, text := range moves {
			m, err := game.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			s.Apply(m)
		}
		return s
	}
	doc := &tableDoc{Seats: []seatDoc{{Name: "Ana"}, {Name: "Rui"}, {Name: "computer random", Computer: "random"}}, MoneyHidden: true}

	pollsBySeat := make([]int, 2)
	for iter := 0; !(seats[0].Over() && seats[1].Over()); iter++ {
		if iter > 300000 {
			t.Fatalf("the game did not end: seat 0 at revision %d, seat 1 at %d", seats[0].View().Revision, seats[1].View().Revision)
		}
		progressed := false
		for i, r := range seats {
			if err := r.Refused(); err != nil {
				t.Fatalf("seat %d: the referee refused a legal move: %v", i, err)
			}
			if r.HumanToMove() {
				legal := r.State().LegalMoves(nil)
				m := legal[(iter*7+i)%len(legal)]
				if _, err := r.Play(m); !errors.Is(err, table.ErrPending) {
					t.Fatalf("seat %d: Play(%v) = %v, want the move on its way", i, m, err)
				}
				if r.HumanToMove() {
					t.Fatalf("seat %d: still to move with its move on its way", i)
				}
				progressed = true
				continue
			}
			ev, ok := r.Poll()
			if !ok {
				continue
			}
			progressed = true
			pollsBySeat[i]++
			// The decision as it truly was, played on the true position before it.
			moves := r.Record().Moves
			n := len(r.Log())
			if n > len(moves) {
				t.Fatalf("seat %d: %d decisions for %d moves", i, n, len(moves))
			}
			trueBefore := truth(moves[:n-1])
			wantEv, err := table.Step(trueBefore.Clone(), ev.Move, false)
			if err != nil {
				t.Fatalf("seat %d, decision %d (%v): not legal in the true game: %v", i, n, ev.Move, err)
			}
			if ev.Seat != wantEv.Seat || ev.Move != wantEv.Move || ev.Preview.Income != wantEv.Preview.Income || ev.Preview.Cost != wantEv.Preview.Cost ||
				ev.RevealedAny != wantEv.RevealedAny || ev.Revealed != wantEv.Revealed || ev.EndsTurn != wantEv.EndsTurn {
				t.Fatalf("seat %d, decision %d: %+v\nwant %+v", i, n, ev, wantEv)
			}
			// Where it is public, the seat's position is the referee's.
			s := r.State()
			if r.Over() {
				break
			}
			got, err := seatView(reply.Table, &tableDoc{Seats: doc.Seats, MoneyHidden: true, Moves: moves[:n]}, s, i)
			if err != nil {
				t.Fatal(err)
			}
			want, err := seatView(reply.Table, &tableDoc{Seats: doc.Seats, MoneyHidden: true, Moves: moves[:n]}, truth(moves[:n]), i)
			if err != nil {
				t.Fatal(err)
			}
			gj, _ := json.Marshal(got)
			wj, _ := json.Marshal(want)
			if string(gj) != string(wj) {
				t.Fatalf("seat %d after decision %d: its position shows\n%s\nthe referee's\n%s", i, n, gj, wj)
			}
			// Nothing hidden: every rival's money is the guess, the seat's own.
			for p := range s.NumPlayers() {
				if p != i && s.Player(p).Money != s.Player(i).Money {
					t.Fatalf("seat %d knows seat %d's money as %d (its own is %d)", i, p, s.Player(p).Money, s.Player(i).Money)
				}
				if p != i && s.MoneyShown(i, p) {
					t.Fatalf("seat %d's position shows seat %d's money", i, p)
				}
			}
		}
		if !progressed {
			time.Sleep(time.Millisecond) // the network's turn
		}
	}
	// Both seats saw every decision, and the standings come from the referee's record.
	for i, r := range seats {
		if len(r.Log()) != r.View().Revision || pollsBySeat[i] != r.View().Revision {
			t.Fatalf("seat %d played out %d decisions of %d", i, len(r.Log()), r.View().Revision)
		}
		var final *table.Table
		for iter := 0; ; iter++ {
			if f, ok := r.Final(); ok {
				final = f
				break
			}
			if iter > 100000 {
				t.Fatalf("seat %d: no record after the end: %v", i, r.FinalError())
			}
			time.Sleep(time.Millisecond)
		}
		if !slices.Equal(final.Record().Moves, r.View().Moves) {
			t.Fatalf("seat %d: the record's moves are not the game's", i)
		}
		for p, pv := range r.View().Players {
			if pv.Score == nil || final.State().Score(p) != *pv.Score {
				t.Fatalf("seat %d: seat %d's final score %d, the view says %v", i, p, final.State().Score(p), pv.Score)
			}
		}
		if r.CanUndo() || r.Undo() || r.Concede(i) == nil {
			t.Fatalf("seat %d: undo or conceding offered online", i)
		}
	}
}

// TestRemoteRefusalIsKept: a proposal the referee refuses (made on an old revision) is
// kept for the window to say once, and the seat may decide again.
func TestRemoteRefusalIsKept(t *testing.T) {
	h := startHost(t, t.TempDir(), RefereeConfig{})
	defer h.Close()
	_, invites := newTable(t, h, NewTableRequest{Seats: []NewSeat{{Name: "Ana"}, {Name: "Rui"}}, Seed: seed(3)})
	r, err := JoinRemote(invites[0], ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if !r.HumanToMove() {
		t.Fatal("seat 0 is not to move at the start")
	}
	r.waitFor = 0
	r.mu.Lock()
	r.inFlight = true
	r.mu.Unlock()
	r.propose(Proposal{ID: "old", Revision: 5, Move: "coin"})
	err = r.Refused()
	var refused *RefusedError
	if !errors.As(err, &refused) || refused.Reply.Refused != refusedStale {
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
	h := startHost(t, t.TempDir(), RefereeConfig{})
	defer h.Close()
	_, invites := newTable(t, h, NewTableRequest{Seats: ParseSeats("Ana,Rui,Inês"), Money: "hidden", Seed: seed(3)})
	var told atomic.Int32 // the views the window was told of (it wakes its loop on each)
	ana, err := JoinRemote(invites[0], ClientOptions{OnView: func(*View) { told.Add(1) }})
	if err != nil {
		t.Fatal(err)
	}
	defer ana.Close()
	const randomUntil = 8
	bots := make(chan error, 2)
	for _, inv := range invites[1:] {
		c, err := Connect(inv, ClientOptions{})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		go func() { bots <- coinBot(c, randomUntil) }()
	}
	stands := 0
	for iter := 0; !ana.Over(); iter++ {
		if iter > 200000 {
			latest := ana.client.Latest()
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
func coinBot(c *Client, randomUntil int) error {
	bot := Bot{Level: "random"}
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
			c.wait()
			continue
		}
		move := "coin"
		if v.Revision < randomUntil || !slices.Contains(v.Legal, move) {
			var err error
			if move, err = bot.Choose(v); err != nil {
				return err
			}
		}
		reply, err := c.proposeUntilAnswered(Proposal{ID: randomID(22), Revision: v.Revision, Move: move})
		if err != nil {
			return err
		}
		switch reply.Refused {
		case "", refusedReplayed:
			done = v.Revision
		case refusedStale, refusedConflict, refusedUnavailable:
			c.View()
		default:
			return fmt.Errorf("%s at revision %d refused: %s", move, v.Revision, reply.Reason)
		}
	}
}
