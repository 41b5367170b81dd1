//go:build !js

package host

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/online"
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
	req := online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Computer: "random"}}, Seed: seed(11)}
	reply, invites := newTable(t, h, req)
	var seats []*online.Remote
	for _, inv := range invites[:2] {
		r, err := online.JoinRemote(inv, online.ClientOptions{})
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
