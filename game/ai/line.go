package ai

import (
	"sync/atomic"

	"mercado/game"
)

// LineMinVisits is the least a move of the line must have been searched: below it the
// search had no settled idea of what follows, and the line ends there.
const LineMinVisits = 12

// JudgeLine is the line the coach's search expects from s: the move Judge names best
// (the same search: the same seed, view and iterations), then at each step the reply
// the search visited most, as long as it was searched at least LineMinVisits times,
// up to most decisions. The search sees only the mover's view; its tree is open-loop
// (one node for a move in every deal where it is legal), so the line is followed on s
// itself: a step whose move is not legal in s (the real draw differs from the deals)
// takes the most visited legal one, and the line stops where none is. Every move
// returned is legal when played in order on s. It depends only on s and iterations;
// nil when stop was set before it finished or s has no legal move.
func JudgeLine(s *game.State, iterations, most int, stop *atomic.Bool) []game.Move {
	if stop == nil {
		stop = new(atomic.Bool)
	}
	if s.Over() || most <= 0 {
		return nil
	}
	v := s.View(s.ToMove())
	h := NewHard(judgeSeed, Options{Iterations: max(1, iterations), Workers: 1})
	stats := h.think(v, stop)
	if stop.Load() || len(stats.legal) == 0 {
		return nil
	}
	first := stats.best()
	line := []game.Move{first}
	c := s.Clone()
	c.Apply(first)
	sr := h.workers[0]
	if len(sr.nodes) == 0 { // a single legal move: no search was grown
		return line
	}
	cur := int32(-1)
	for _, ch := range sr.nodes[0].children {
		if sr.nodes[ch].move == first {
			cur = ch
			break
		}
	}
	var buf []game.Move
	for cur >= 0 && len(line) < most && !c.Over() {
		buf = c.LegalMoves(buf[:0])
		next, best := int32(-1), int32(0)
		for _, ch := range sr.nodes[cur].children {
			n := &sr.nodes[ch]
			if n.visits < LineMinVisits || !contains(buf, n.move) {
				continue
			}
			if next < 0 || n.visits > best || n.visits == best && n.util[n.seat] > sr.nodes[next].util[n.seat] {
				next, best = ch, n.visits
			}
		}
		if next < 0 {
			break
		}
		m := sr.nodes[next].move
		line = append(line, m)
		c.Apply(m)
		cur = next
	}
	return line
}

func contains(moves []game.Move, m game.Move) bool {
	for _, x := range moves {
		if x == m {
			return true
		}
	}
	return false
}
