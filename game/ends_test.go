package game

import (
	"fmt"
	"testing"
)

// Ends says, before a move, whether playing it ends the game, and changes nothing: in
// random games of every kind each decision's Ends matches the position after it, and
// games end by coins and by the final round among them.
func TestEndsForetellsTheEnd(t *testing.T) {
	reasons := map[EndReason]int{}
	for _, k := range allGameKinds() {
		for g := 0; g < 20; g++ {
			seed := uint64(g)*104729 + uint64(k.challenge)
			s, err := NewGame(Config{Players: k.players, Seed: seed, Challenge: k.challenge})
			if err != nil {
				t.Fatal(err)
			}
			r := NewRNG(seed)
			var moves []Move
			for step := 0; !s.Over(); step++ {
				if step > 1000 {
					t.Fatalf("seed %d: the game does not end", seed)
				}
				moves = s.LegalMoves(moves)
				m := moves[r.Intn(len(moves))]
				if k.players > 1 && r.Intn(3) == 0 && s.Preview(CoinMove()).Cost == 0 && isLegalMove(s, CoinMove()) {
					m = CoinMove() // more coins, so that runs of coins end games too
				}
				before := mustJSON(s)
				ends := s.Ends(m)
				if string(mustJSON(s)) != string(before) {
					t.Fatalf("seed %d: Ends(%s) changed the position", seed, m)
				}
				if err := s.Play(m); err != nil {
					t.Fatal(err)
				}
				if ends != s.Over() {
					t.Fatalf("seed %d, %dp: Ends(%s) said %v, the game is over: %v", seed, k.players, m, ends, s.Over())
				}
			}
			reasons[s.EndReason()]++
		}
	}
	if reasons[EndCoins] == 0 || reasons[EndMarketFull] == 0 {
		t.Errorf("the games ended by %v: want coins and the final round among them", fmt.Sprint(reasons))
	}
}

func isLegalMove(s *State, m Move) bool { return s.Check(m) == nil }
