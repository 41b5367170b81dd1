package game

import "testing"

// playRandom plays one game with uniformly random legal moves and returns its length.
func playRandom(s *State, r *RNG, buf []Move) ([]Move, int) {
	n := 0
	for !s.Over() {
		buf = s.LegalMoves(buf)
		s.Apply(buf[r.Intn(len(buf))])
		n++
	}
	return buf, n
}

func benchmarkRandomGames(b *testing.B, players int) {
	r := NewRNG(1)
	buf := make([]Move, 0, MaxLegalMoves)
	decisions := 0
	for i := 0; i < b.N; i++ {
		s, _ := NewGame(Config{Players: players, Seed: uint64(i)})
		var n int
		buf, n = playRandom(s, &r, buf)
		decisions += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
}

func BenchmarkRandomGame2P(b *testing.B) { benchmarkRandomGames(b, 2) }
func BenchmarkRandomGame4P(b *testing.B) { benchmarkRandomGames(b, 4) }

// BenchmarkRandomGameDrawn2P is the same games played the quickest way the engine
// offers: dealt into one reused state, each move drawn by RandomLegalMove (the same
// moves as BenchmarkRandomGame2P's, without listing them).
func BenchmarkRandomGameDrawn2P(b *testing.B) {
	r := NewRNG(1)
	var s State
	decisions := 0
	for i := 0; i < b.N; i++ {
		NewGameInto(&s, Config{Players: 2, Seed: uint64(i)})
		for !s.Over() {
			m, _ := s.RandomLegalMove(&r)
			s.Apply(m)
			decisions++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
}

// midgame returns a 2-player position a dozen random decisions in.
func midgame() *State {
	s, _ := NewGame(Config{Players: 2, Seed: 7})
	r := NewRNG(7)
	var buf []Move
	for i := 0; i < 24 && !s.Over(); i++ {
		buf = s.LegalMoves(buf)
		s.Apply(buf[r.Intn(len(buf))])
	}
	return s
}

// positionsFromRandomGames collects every position of some random 2-player games.
func positionsFromRandomGames(games int) []State {
	var out []State
	r := NewRNG(3)
	var buf []Move
	for g := 0; g < games; g++ {
		s, _ := NewGame(Config{Players: 2, Seed: uint64(g)})
		for !s.Over() {
			out = append(out, *s)
			buf = s.LegalMoves(buf)
			s.Apply(buf[r.Intn(len(buf))])
		}
	}
	return out
}

func BenchmarkLegalMoves(b *testing.B) {
	states := positionsFromRandomGames(200)
	buf := make([]Move, 0, MaxLegalMoves)
	moves := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = states[i%len(states)].LegalMoves(buf)
		moves += len(buf)
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// BenchmarkCheck is the referee's check of a legal move (selfplay checks every move).
func BenchmarkCheck(b *testing.B) {
	states := positionsFromRandomGames(20)
	moves := make([]Move, len(states))
	r := NewRNG(5)
	for i := range states {
		moves[i], _ = states[i].RandomLegalMove(&r)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if states[i%len(states)].Check(moves[i%len(states)]) != nil {
			b.Fatal("a legal move refused")
		}
	}
}

func BenchmarkApply(b *testing.B) {
	s := midgame()
	moves := s.LegalMoves(nil)
	for i := 0; i < b.N; i++ {
		c := *s
		c.Apply(moves[i%len(moves)])
	}
}

func BenchmarkClone(b *testing.B) {
	s := midgame()
	var sink *State
	for i := 0; i < b.N; i++ {
		sink = s.Clone()
	}
	_ = sink
}

// BenchmarkCloneInto is the search's copy: into a state it reuses.
func BenchmarkCloneInto(b *testing.B) {
	s := midgame()
	var c State
	for i := 0; i < b.N; i++ {
		s.CloneInto(&c)
	}
}

// BenchmarkPlayout plays a 2-player midgame position out with random moves, the way a
// search's playout reuses one state and one buffer.
func BenchmarkPlayout(b *testing.B) {
	s := midgame()
	var c State
	r := NewRNG(1)
	buf := make([]Move, 0, MaxLegalMoves)
	for i := 0; i < b.N; i++ {
		s.CloneInto(&c)
		buf, _ = playRandom(&c, &r, buf)
	}
}

func BenchmarkNewGame(b *testing.B) {
	for i := 0; i < b.N; i++ {
		NewGame(Config{Players: 2, Seed: uint64(i)})
	}
}

// BenchmarkNewGameInto deals into a reused state, as selfplay does game after game.
func BenchmarkNewGameInto(b *testing.B) {
	var s State
	for i := 0; i < b.N; i++ {
		NewGameInto(&s, Config{Players: 2, Seed: uint64(i)})
	}
}

func BenchmarkView(b *testing.B) {
	s := midgame()
	for i := 0; i < b.N; i++ {
		s.View(0)
	}
}

func BenchmarkDeterminize(b *testing.B) {
	v := midgame().View(0)
	r := NewRNG(1)
	for i := 0; i < b.N; i++ {
		v.Determinize(&r)
	}
}
