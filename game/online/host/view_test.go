//go:build !js

package host

import (
	"encoding/json"
	"strings"
	"testing"

	"mercado/game/online"
)

// TestSeatViewHidesWhatTheRulesHide plays a hidden-money game with the engine alone and
// checks every seat's view at every move: rivals' money null until the end, then shown;
// face-down restaurants without their identity; the view rebuilds into a position with
// the same legal moves for the seat to move.
func TestSeatViewHidesWhatTheRulesHide(t *testing.T) {
	for _, seats := range [][]online.NewSeat{
		{{Name: "Ana"}, {Name: "Rui"}, {Computer: "easy"}},
		{{Name: "Ana"}, {Name: "Rui"}, {Name: "Inês"}, {Name: "Zé"}}, // the fourth seat's spare pub
	} {
		for seed := range uint64(4) {
			checkViewsThroughGame(t, seats, seed)
		}
	}
}

func checkViewsThroughGame(t *testing.T, seats []online.NewSeat, seed uint64) {
	doc, _, err := newTableDoc(seats, seed, true, 0)
	if err != nil {
		t.Fatal(err)
	}
	s, err := doc.record().Replay()
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; ; step++ {
		for seat := range doc.Seats {
			v, err := seatView("t", doc, s, seat)
			if err != nil {
				t.Fatal(err)
			}
			data, _ := json.Marshal(v)
			if strings.Contains(string(v.Position), "hidden:") || strings.Contains(string(v.Position), "money") || strings.Contains(string(v.Position), "best_action") {
				t.Fatalf("move %d, seat %d: the position says too much: %s", step, seat, v.Position)
			}
			for _, p := range v.Players {
				if shown := p.Money != nil; shown != (s.Over() || p.Seat == seat) {
					t.Fatalf("move %d, seat %d: seat %d's money shown=%v: %s", step, seat, p.Seat, shown, data)
				}
			}
			if s.Over() {
				continue
			}
			if (len(v.Legal) > 0) != (s.ToMove() == seat) {
				t.Fatalf("move %d: seat %d gets %d legal moves; seat %d is to move", step, seat, len(v.Legal), s.ToMove())
			}
			if seat == s.ToMove() {
				rebuilt, err := v.State()
				if err != nil {
					t.Fatalf("move %d: %v", step, err)
				}
				if got, want := len(rebuilt.LegalMoves(nil)), len(v.Legal); got != want {
					t.Fatalf("move %d: the rebuilt position has %d legal moves, the referee %d", step, got, want)
				}
			}
		}
		if s.Over() {
			break
		}
		m := s.LegalMoves(nil)[step%s.CountLegalMoves()]
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
		doc.Moves = append(doc.Moves, m.String())
	}
}
