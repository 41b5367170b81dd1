package ai

import (
	"testing"

	"mercado/game"
)

// tinyHard is a hard player with a small fixed iteration budget: deterministic and fast.
func tinyHard(seed uint64, iterations int) *Hard {
	return NewHard(seed, Options{Iterations: iterations, Workers: 2})
}

// newGame deals a game or fails the test.
func newGame(t testing.TB, players int, seed uint64, challenge int) *game.State {
	t.Helper()
	s, err := game.NewGame(game.Config{Players: players, Seed: seed, Challenge: challenge, Specialty: game.Good(seed % game.NumGoods)})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// midGame plays n decisions of quick-policy moves into s, to reach a varied position.
func midGame(s *game.State, n int, seed uint64) {
	rng := game.NewRNG(seed)
	var buf []game.Move
	for i := 0; i < n && !s.Over(); i++ {
		buf = s.LegalMoves(buf)
		s.Apply(rolloutMove(s, buf, &rng))
	}
}

// isLegal reports whether m is legal in s.
func isLegal(s *game.State, m game.Move) bool { return s.Check(m) == nil }
