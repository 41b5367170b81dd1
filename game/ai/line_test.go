package ai

import "testing"

// The line begins with the judge's best move, every move of it is legal in turn on the
// real position, it is the same on every run, and it goes past the first move (the
// search has an idea of the replies).
func TestJudgeLine(t *testing.T) {
	longer := 0
	for seed := uint64(1); seed <= 4; seed++ {
		s := newGame(t, 2+int(seed%3), seed, 0)
		midGame(s, 8+int(seed)*5, seed)
		if s.Over() {
			continue
		}
		line := JudgeLine(s, lineTestIters, 8, nil)
		ranked := Judge(s.View(s.ToMove()), lineTestIters, nil)
		if len(line) == 0 || line[0] != ranked[0].Move {
			t.Fatalf("seed %d: line %v does not begin with the judge's best %v", seed, line, ranked[0].Move)
		}
		if len(line) > 8 {
			t.Fatalf("seed %d: %d moves, more than the 8 asked for", seed, len(line))
		}
		c := s.Clone()
		for i, m := range line {
			if !isLegal(c, m) {
				t.Fatalf("seed %d: move %d of the line, %v, is not legal", seed, i+1, m)
			}
			c.Apply(m)
		}
		again := JudgeLine(s, lineTestIters, 8, nil)
		if len(again) != len(line) {
			t.Fatalf("seed %d: two runs gave lines of %d and %d moves", seed, len(line), len(again))
		}
		for i := range line {
			if again[i] != line[i] {
				t.Fatalf("seed %d: two runs differ at move %d: %v and %v", seed, i+1, line[i], again[i])
			}
		}
		t.Logf("seed %d: a line of %d moves: %v", seed, len(line), line)
		if len(line) > 1 {
			longer++
		}
	}
	if longer == 0 {
		t.Fatal("no line went past its first move")
	}
}

// lineTestIters keeps the test quick; at the judge's 3000 the lines of these positions ran 3 to 5 moves.
var lineTestIters = 600
