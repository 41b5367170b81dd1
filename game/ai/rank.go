package ai

import (
	"sort"

	"mercado/game"
)

// Scored is a legal move with the value a player gives it.
//
// Value is in coins. For medium and hard it is the estimated final score margin of the
// mover over the best other seat if the move is played (in solo play: the estimated
// final score of the challenge); for easy and random it is the immediate gain the move
// is picked by (income less stand cost, plus easy's noise; random gives every move 0).
type Scored struct {
	Move  game.Move
	Value float64
}

// ranker is implemented by every level: its own ordering of the legal moves.
type ranker interface {
	rank(s *game.State, n int) []Scored
}

// Rank returns up to n legal moves for the seat to move in s, best first, as p would
// order them (n <= 0: all). It is empty when the game is over.
func Rank(p Player, s *game.State, n int) []Scored {
	if r, ok := p.(ranker); ok {
		return r.rank(s, n)
	}
	if s.Over() {
		return nil
	}
	return []Scored{{Move: p.Choose(s)}}
}

// topN sorts by value, best first (ties in generation order), and keeps n.
func topN(list []Scored, n int) []Scored {
	sort.SliceStable(list, func(i, j int) bool { return list[i].Value > list[j].Value })
	if n > 0 && len(list) > n {
		list = list[:n]
	}
	return list
}

// bestOf is a ranking's first move, or Take 1 Coin when nothing is legal (the game is over).
func bestOf(ranked []Scored) game.Move {
	if len(ranked) == 0 {
		return game.CoinMove()
	}
	return ranked[0].Move
}
