//go:build !js

package host

import (
	"testing"

	"mercado/game"
	"mercado/game/online"
)

// benchGame plays a four-seat game to its end and returns the table's document and
// every state along it (the first before any move), for the view benchmarks.
func benchGame(b *testing.B) (*tableDoc, []*game.State) {
	b.Helper()
	seats := []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Name: "Inês"}, {Name: "Zé"}}
	doc, _, err := newTableDoc(seats, 7, true, 0)
	if err != nil {
		b.Fatal(err)
	}
	s, err := doc.record().Replay()
	if err != nil {
		b.Fatal(err)
	}
	states := []*game.State{s.Clone()}
	for step := 0; !s.Over(); step++ {
		m := s.LegalMoves(nil)[(step*7)%s.CountLegalMoves()]
		if err := s.Play(m); err != nil {
			b.Fatal(err)
		}
		doc.Moves = append(doc.Moves, m.String())
		states = append(states, s.Clone())
	}
	return doc, states
}

// BenchmarkEncodePosition: the shared position of every move of a four-seat game, as
// the referee writes it once per move (an op is one position).
func BenchmarkEncodePosition(b *testing.B) {
	_, states := benchGame(b)
	views := make([]*game.State, len(states))
	for i, s := range states {
		views[i] = s.View(0)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		encodePosition(views[i%len(views)])
	}
}

// BenchmarkSeatViews: what the referee does after a move of a four-seat game, the
// table's shared view made from the last one's and every seat's view encoded (an op is
// one move).
func BenchmarkSeatViews(b *testing.B) {
	doc, states := benchGame(b)
	moves := doc.Moves
	var prev *tableView
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		n := i % len(states)
		if n == 0 {
			prev = nil
		}
		doc.Moves = moves[:n]
		tv := newTableView("t1", doc, states[n], (n+3)%4, prev)
		for seat := range doc.Seats {
			tv.encode(tv.forSeat(seat))
		}
		prev = tv
	}
}
