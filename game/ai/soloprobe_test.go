//go:build !js

package ai

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"mercado/game"
)

// TestSoloProbe measures single challenges when MERCADO_PROBE names them, e.g.
//
//	MERCADO_PROBE=1,2,6 MERCADO_GAMES=10 MERCADO_ITERS=3000 MERCADO_ORACLE=1 \
//	  GOMAXPROCS=1 go test -run TestSoloProbe -v ./game/ai/
//
// It plays MERCADO_GAMES deals (seeds 1..N, default 10) of each challenge with hard at
// an iteration budget (MERCADO_ITERS, default 3000; reproducible and independent of the
// machine's load) and reports the mean score and fame. MERCADO_ORACLE=1 plays the same
// deals clairvoyantly: the search and the specialty choice see the bag, the stacks and
// the face-down restaurants, so the result bounds what the honest search could reach
// with the same effort and shows where its gap is largest.
func TestSoloProbe(t *testing.T) {
	only := os.Getenv("MERCADO_PROBE")
	if only == "" {
		t.Skip("set MERCADO_PROBE=1,2,... to measure challenges")
	}
	games := envInt("MERCADO_GAMES", 10)
	iters := envInt("MERCADO_ITERS", 3000)
	oracle := os.Getenv("MERCADO_ORACLE") == "1"
	first := envInt("MERCADO_FIRST", 1)
	setTunables()
	for _, f := range strings.Split(only, ",") {
		ch, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || ch < 1 || ch > 9 {
			t.Fatalf("MERCADO_PROBE: %q is not a challenge 1-9", f)
		}
		start := time.Now()
		score, fame := 0, 0
		var scores []string
		for g := first; g < first+games; g++ {
			sc, fm := probeGame(t, ch, uint64(g), iters, oracle)
			score += sc
			fame += fm
			scores = append(scores, strconv.Itoa(sc))
		}
		t.Logf("challenge %d %s oracle=%v iters=%d: mean score %.1f fame %.2f over %d games (%s) [%v]",
			ch, game.Challenges[ch].Name, oracle, iters, float64(score)/float64(games),
			float64(fame)/float64(games), games, strings.Join(scores, " "), time.Since(start).Round(time.Second))
	}
}

// probeGame plays one deal of a challenge and returns its score and fame.
func probeGame(t *testing.T, ch int, seed uint64, iters int, oracle bool) (int, int) {
	cfg := game.Config{Players: 1, Seed: seed*1000 + uint64(ch), Challenge: ch}
	if ch == 1 {
		if oracle {
			cfg.Specialty = oracleSpecialty(t, cfg, iters)
		} else {
			cfg.Specialty = ChooseSpecialty("hard", cfg.Seed, cfg)
		}
	}
	s, err := game.NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	p := NewHard(seed, Options{Iterations: iters, Workers: 1, clairvoyant: oracle})
	for !s.Over() {
		if err := s.Play(p.Choose(s)); err != nil {
			t.Fatal(err)
		}
	}
	f, _ := s.Fame()
	return s.Score(0), f
}

// oracleSpecialty names the good whose clairvoyant game scores best (each good played
// out with a quarter of the budget).
func oracleSpecialty(t *testing.T, cfg game.Config, iters int) game.Good {
	best, bestScore := game.Good(0), -1
	for g := game.Good(0); g < game.NumGoods; g++ {
		c := cfg
		c.Specialty = g
		s, err := game.NewGame(c)
		if err != nil {
			t.Fatal(err)
		}
		p := NewHard(cfg.Seed, Options{Iterations: max(1, iters/4), Workers: 1, clairvoyant: true})
		for !s.Over() {
			if err := s.Play(p.Choose(s)); err != nil {
				t.Fatal(err)
			}
		}
		if s.Score(0) > bestScore {
			best, bestScore = g, s.Score(0)
		}
	}
	return best
}

// TestSoloPolicy measures the quick policy alone (the search's playouts, no search) on
// MERCADO_POLICY's challenges over MERCADO_GAMES deals (default 400): cheap enough to
// tune the policy's weights before a search confirms them.
func TestSoloPolicy(t *testing.T) {
	only := os.Getenv("MERCADO_POLICY")
	if only == "" {
		t.Skip("set MERCADO_POLICY=1,2,... to measure the policy")
	}
	games := envInt("MERCADO_GAMES", 400)
	setTunables()
	for _, f := range strings.Split(only, ",") {
		ch, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || ch < 1 || ch > 9 {
			t.Fatalf("MERCADO_POLICY: %q is not a challenge 1-9", f)
		}
		score, fame := 0, 0
		for g := 1; g <= games; g++ {
			cfg := game.Config{Players: 1, Seed: uint64(g)*1000 + uint64(ch), Challenge: ch, Specialty: game.Good(g % game.NumGoods)}
			s, err := game.NewGame(cfg)
			if err != nil {
				t.Fatal(err)
			}
			rng := game.NewRNG(uint64(g))
			var buf []game.Move
			for !s.Over() {
				buf = s.LegalMoves(buf)
				s.Apply(rolloutMove(s, buf, &rng))
			}
			f, _ := s.Fame()
			score += s.Score(0)
			fame += f
		}
		t.Logf("challenge %d %s policy: mean score %.2f fame %.3f over %d games", ch, game.Challenges[ch].Name,
			float64(score)/float64(games), float64(fame)/float64(games), games)
	}
}

// setTunables sets the weights being tuned from the environment.
func setTunables() {
	for name, v := range map[string]*float64{"MERCADO_SOLOX": &soloExploration, "MERCADO_ENTRANCE": &soloEntranceWorth} {
		if x, err := strconv.ParseFloat(os.Getenv(name), 64); err == nil {
			*v = x
		}
	}
}
