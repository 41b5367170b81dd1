package ai

import (
	"fmt"
	"testing"

	"mercado/game"
)

// playOut plays a whole game of s with the players by seat, checking every move.
func playOut(t *testing.T, s *game.State, players []Player) {
	t.Helper()
	for steps := 0; !s.Over(); steps++ {
		if steps > 2000 {
			t.Fatalf("the game did not end after %d decisions", steps)
		}
		p := players[s.ToMove()]
		m := p.Choose(s)
		if err := s.Play(m); err != nil {
			t.Fatalf("%s chose illegal %v at decision %d: %v", p.Name(), m, steps+1, err)
		}
	}
}

// TestLegalityCheapLevels plays thousands of games of random, easy and medium: every
// player count and every solo challenge, checking each move with the engine.
func TestLegalityCheapLevels(t *testing.T) {
	perConfig := 150
	if testing.Short() {
		perConfig = 15
	}
	games := 0
	for _, level := range []string{"random", "easy", "medium"} {
		for ch := 0; ch <= game.NumChallenges; ch++ {
			for np := 1; np <= 4; np++ {
				if ch > 0 && np > 1 {
					continue
				}
				n := perConfig
				if ch > 0 {
					n = perConfig / 2
				}
				for g := 0; g < n; g++ {
					seed := uint64(1000*ch + 100*np + g)
					s := newGame(t, np, seed, ch)
					players := make([]Player, np)
					for i := range players {
						// Mix in the other levels so every level meets varied play.
						lv := level
						if i > 0 && g%2 == 1 {
							lv = Levels[(i+g)%3]
						}
						p, err := New(lv, seed+uint64(i), 0)
						if err != nil {
							t.Fatal(err)
						}
						players[i] = p
					}
					playOut(t, s, players)
					games++
				}
			}
		}
	}
	t.Logf("%d games, every move legal", games)
}

// TestLegalityHard plays fewer games with a tiny search: every player count, every
// challenge, hard in every seat.
func TestLegalityHard(t *testing.T) {
	for ch := 0; ch <= game.NumChallenges; ch++ {
		for np := 1; np <= 4; np++ {
			if ch > 0 && np > 1 {
				continue
			}
			t.Run(fmt.Sprintf("challenge%d-players%d", ch, np), func(t *testing.T) {
				t.Parallel()
				games := 2
				if ch == 0 {
					games = 3
				}
				for g := 0; g < games; g++ {
					seed := uint64(77 + 10*ch + g)
					s := newGame(t, np, seed, ch)
					players := make([]Player, np)
					for i := range players {
						players[i] = tinyHard(seed+uint64(i), 40)
					}
					playOut(t, s, players)
				}
			})
		}
	}
}

// TestSoloEveryLevelEveryChallenge: each level finishes each challenge with a score.
func TestSoloEveryLevelEveryChallenge(t *testing.T) {
	for _, level := range Levels {
		for ch := 1; ch <= game.NumChallenges; ch++ {
			s := newGame(t, 1, uint64(ch), ch)
			p, err := New(level, 9, 0)
			if err != nil {
				t.Fatal(err)
			}
			if level == "hard" {
				p = tinyHard(9, 60)
			}
			playOut(t, s, []Player{p})
			if _, ok := s.Fame(); !ok {
				t.Fatalf("%s challenge %d: no fame after the game", level, ch)
			}
		}
	}
}
