package ai

import (
	"fmt"
	"math"
	"os"
	"testing"

	"mercado/game"
)

// TestFitEstimate fits the weights of the fitted estimate (evalfit.go) when MERCADO_FIT
// is set, and compares it with the hand-made estimate on positions it was not fitted on.
// The positions come from games the playout policy plays against itself (the positions
// the search judges are the ends of such playouts): at every decision a seat's features
// and, once the game is over, its final score. The fit is least squares with a little
// ridge. It prints the weights to paste into fittedWeights.
func TestFitEstimate(t *testing.T) {
	if os.Getenv("MERCADO_FIT") == "" {
		t.Skip("set MERCADO_FIT=1 to fit the estimate")
	}
	games := envInt("MERCADO_FIT_GAMES", 3000)
	for np := 2; np <= game.MaxPlayers; np++ {
		train, test := fitData(t, np, games, 1), fitData(t, np, games/3, 1_000_003)
		w := leastSquares(train, 1e-3)
		hand, fit := 0.0, 0.0
		handWin, fitWin, n := 0, 0, 0
		for _, pos := range test {
			for seat := 0; seat < np; seat++ {
				hand += sq(pos.hand[seat] - pos.final[seat])
				fit += sq(dot(&w, &pos.f[seat]) - pos.final[seat])
			}
			var fe [game.MaxPlayers]float64
			for seat := 0; seat < np; seat++ {
				fe[seat] = dot(&w, &pos.f[seat])
			}
			if argmax(pos.hand[:np]) == argmax(pos.final[:np]) {
				handWin++
			}
			if argmax(fe[:np]) == argmax(pos.final[:np]) {
				fitWin++
			}
			n++
		}
		m := float64(n * np)
		t.Logf("%d players: %d training positions, %d test; RMS error of the final score: hand-made %.2f, fitted %.2f; leader predicted: hand-made %.1f%%, fitted %.1f%%",
			np, len(train), n, math.Sqrt(hand/m), math.Sqrt(fit/m), 100*float64(handWin)/float64(n), 100*float64(fitWin)/float64(n))
		t.Logf("weights %d players: %s", np, fmt.Sprintf("%#v", w))
	}
}

type fitPos struct {
	f     [game.MaxPlayers][numFeatures]float64
	hand  [game.MaxPlayers]float64 // the hand-made estimate
	final [game.MaxPlayers]float64
}

// fitData plays games of the policy and keeps every decision's position.
func fitData(t *testing.T, np, games int, seed uint64) []fitPos {
	var out []fitPos
	var buf []game.Move
	for g := 0; g < games; g++ {
		s, err := game.NewGame(game.Config{Players: np, Seed: seed + uint64(g)})
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRNG(seed*31 + uint64(g))
		start := len(out)
		var snaps []*game.State
		for !s.Over() {
			snaps = append(snaps, s.Clone())
			buf = s.LegalMoves(buf)
			s.Apply(rolloutMove(s, buf, &rng))
		}
		for _, d := range snaps {
			var pos fitPos
			for seat := 0; seat < np; seat++ {
				features(d, seat, &pos.f[seat])
				pos.final[seat] = float64(s.Score(seat))
			}
			estimate(d, &pos.hand)
			out = append(out, pos)
		}
		_ = start
	}
	return out
}

// leastSquares solves the ridge normal equations for all seats' rows.
func leastSquares(data []fitPos, ridge float64) [numFeatures]float64 {
	var a [numFeatures][numFeatures + 1]float64
	for _, pos := range data {
		for seat := range pos.f {
			f := &pos.f[seat]
			if f[numFeatures-1] == 0 { // seat not in the game
				continue
			}
			for i := range numFeatures {
				for j := range numFeatures {
					a[i][j] += f[i] * f[j]
				}
				a[i][numFeatures] += f[i] * pos.final[seat]
			}
		}
	}
	for i := range numFeatures {
		a[i][i] += ridge * float64(len(data))
	}
	// Gauss-Jordan with partial pivoting.
	for c := range numFeatures {
		p := c
		for r := c + 1; r < numFeatures; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		for r := range numFeatures {
			if r != c && a[c][c] != 0 {
				k := a[r][c] / a[c][c]
				for j := c; j <= numFeatures; j++ {
					a[r][j] -= k * a[c][j]
				}
			}
		}
	}
	var w [numFeatures]float64
	for i := range numFeatures {
		if a[i][i] != 0 {
			w[i] = a[i][numFeatures] / a[i][i]
		}
	}
	return w
}

func sq(x float64) float64 { return x * x }

func argmax(v []float64) int {
	b := 0
	for i := range v {
		if v[i] > v[b] {
			b = i
		}
	}
	return b
}

// TestFittedMatch plays hard with the fitted estimate against hard with the hand-made
// one when MERCADO_FITMATCH names the games, at MERCADO_ITERS iterations (default 400)
// in MERCADO_PLAYERS-player games (default 2; in 3-4 players one fitted seat against the
// rest), seats rotated.
func TestFittedMatch(t *testing.T) {
	games := envInt("MERCADO_FITMATCH", 0)
	if games == 0 {
		t.Skip("set MERCADO_FITMATCH=games")
	}
	iters := envInt("MERCADO_ITERS", 400)
	np := envInt("MERCADO_PLAYERS", 2)
	wins, score, other := 0.0, 0, 0
	for g := 0; g < games; g++ {
		s, err := game.NewGame(game.Config{Players: np, Seed: uint64(g)*104729 + 11})
		if err != nil {
			t.Fatal(err)
		}
		seat := g % np
		players := make([]*Hard, np)
		for i := range players {
			players[i] = NewHard(uint64(g*10+i), Options{Iterations: iters, Workers: 1, fitted: i == seat})
		}
		for !s.Over() {
			if err := s.Play(players[s.ToMove()].Choose(s)); err != nil {
				t.Fatal(err)
			}
		}
		for _, w := range s.Winners() {
			if w == seat {
				wins += 1 / float64(len(s.Winners()))
			}
		}
		score += s.Score(seat)
		for i := 0; i < np; i++ {
			if i != seat {
				other += s.Score(i)
			}
		}
	}
	t.Logf("fitted vs hand-made, %d players, %d iterations: fitted wins %.1f%% of %d games (fair %.1f%%), %.1f to %.1f on average",
		np, iters, 100*wins/float64(games), games, 100/float64(np), float64(score)/float64(games), float64(other)/float64(games*(np-1)))
}
