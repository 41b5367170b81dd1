package ai

import (
	"testing"

	"mercado/game"
)

// benchPosition is a 2-player position a few turns in.
func benchPosition(b *testing.B) *game.State {
	s := newGame(b, 2, 3, 0)
	midGame(s, 10, 3)
	return s
}

// BenchmarkHardIteration measures one search iteration of one worker (determinize,
// descend, roll out, judge, back up).
func BenchmarkHardIteration(b *testing.B) {
	s := benchPosition(b)
	h := NewHard(1, Options{Iterations: b.N, Workers: 1})
	b.ResetTimer()
	h.Choose(s)
}

func BenchmarkMedium(b *testing.B) {
	s := benchPosition(b)
	md := NewMedium(1)
	for b.Loop() {
		md.Choose(s)
	}
}

func BenchmarkEasy(b *testing.B) {
	s := benchPosition(b)
	e := NewEasy(1)
	for b.Loop() {
		e.Choose(s)
	}
}
