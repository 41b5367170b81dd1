package game

import (
	"fmt"
	"testing"
)

// CountLegalMoves and LegalMoveAt agree with LegalMoves move for move, and
// RandomLegalMove draws what a pick from the list would, on every position of random
// games of every kind (the specialty varies, and a third of the games start with other
// sums of money, so that both the paid-outright and the paid-by-income stands are walked).
func TestLegalMoveAtMatchesLegalMoves(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	positions := 0
	for _, k := range allGameKinds() {
		for g := 0; g < games; g++ {
			seed := uint64(g)*104729 + uint64(k.challenge)
			s, err := NewGame(Config{Players: k.players, Seed: seed, Challenge: k.challenge, Specialty: Good(seed % NumGoods)})
			if err != nil {
				t.Fatal(err)
			}
			if g%3 == 1 {
				for seat := range s.players[:s.numPlayers] {
					s.players[seat].Money = int(seed % 9)
				}
			}
			r := NewRNG(seed)
			var buf []Move
			for !s.Over() {
				buf = s.LegalMoves(buf)
				where := fmt.Sprintf("%dp challenge %d seed %d", k.players, k.challenge, seed)
				checkIndexing(t, s, buf, where)
				positions++
				if len(buf) == 0 {
					break // a solo game given no money may be stuck at once
				}
				a, b := r, r
				want := buf[a.Intn(len(buf))]
				got, ok := s.RandomLegalMove(&b)
				if !ok || got != want || a != b {
					t.Fatalf("%s: RandomLegalMove drew %v (ok %v), the list gives %v", where, got, ok, want)
				}
				s.Apply(buf[r.Intn(len(buf))])
				// The caches Apply keeps are what a recount from scratch gives.
				c := *s
				if c.recountBoard(); c != *s {
					t.Fatalf("%s: the board caches after a move differ from a recount", where)
				}
			}
			if !s.Over() {
				continue
			}
			if n := s.CountLegalMoves(); n != 0 {
				t.Fatalf("a finished game counts %d legal moves", n)
			}
			before := r
			if _, ok := s.RandomLegalMove(&r); ok || r != before {
				t.Fatal("a finished game drew a move")
			}
		}
	}
	if positions < 1000 {
		t.Fatalf("only %d positions", positions)
	}
}

func checkIndexing(t *testing.T, s *State, list []Move, where string) {
	t.Helper()
	if n := s.CountLegalMoves(); n != len(list) {
		t.Fatalf("%s: CountLegalMoves %d, LegalMoves lists %d", where, n, len(list))
	}
	for i, want := range list {
		if got, ok := s.LegalMoveAt(i); !ok || got != want {
			t.Fatalf("%s: LegalMoveAt(%d) = %v (ok %v), LegalMoves has %v", where, i, got, ok, want)
		}
	}
	for _, i := range []int{-1, len(list), len(list) + 1, MaxLegalMoves} {
		if m, ok := s.LegalMoveAt(i); ok {
			t.Fatalf("%s: LegalMoveAt(%d) of %d moves gave %v", where, i, len(list), m)
		}
	}
}

func BenchmarkCountLegalMoves(b *testing.B) {
	states := positionsFromRandomGames(200)
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		moves += states[i%len(states)].CountLegalMoves()
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// BenchmarkRandomLegalMove is a random player's whole decision.
func BenchmarkRandomLegalMove(b *testing.B) {
	states := positionsFromRandomGames(200)
	r := NewRNG(1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		states[i%len(states)].RandomLegalMove(&r)
	}
}

// BenchmarkMidgameMoves lists, counts and draws the moves of one money-poor midgame
// position, where most stands must pay for themselves (the costly case), with no cache
// misses between calls.
func BenchmarkMidgameMoves(b *testing.B) {
	s := midgame()
	buf := make([]Move, 0, MaxLegalMoves)
	r := NewRNG(1)
	b.Run("list", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			buf = s.LegalMoves(buf)
		}
	})
	b.Run("count", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			s.CountLegalMoves()
		}
	})
	b.Run("random", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			s.RandomLegalMove(&r)
		}
	})
}

// A playout drawn with RandomLegalMove, dealt with NewGameInto, allocates nothing.
func TestDrawnPlayoutDoesNotAllocate(t *testing.T) {
	var s State
	for _, k := range allGameKinds() {
		cfg := Config{Players: k.players, Seed: uint64(k.challenge) + 40, Challenge: k.challenge}
		r := NewRNG(cfg.Seed)
		allocs := testing.AllocsPerRun(100, func() {
			if err := NewGameInto(&s, cfg); err != nil {
				panic(err)
			}
			for !s.Over() {
				m, ok := s.RandomLegalMove(&r)
				if !ok {
					panic("no move in a game not over")
				}
				s.Apply(m)
			}
		})
		if allocs != 0 {
			t.Errorf("%+v: a drawn playout allocates %.1f times", cfg, allocs)
		}
	}
}
