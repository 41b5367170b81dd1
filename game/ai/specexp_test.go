package ai

import (
	"os"
	"strconv"
	"testing"

	"mercado/game"
)

func TestSpecPolicyExp(t *testing.T) {
	if os.Getenv("MERCADO_SPECEXP") == "" {
		t.Skip()
	}
	for name, v := range map[string]*float64{"SPEC_EPS": &specEpsilon, "SPEC_DEAD": &specDeadTile, "SPEC_HELPER": &specHelperScale, "SPEC_OTHER": &specOtherStand} {
		if x, err := strconv.ParseFloat(os.Getenv(name), 64); err == nil {
			*v = x
		}
	}
	games := envInt("MERCADO_GAMES", 400)
	for _, spec := range []bool{false, true} {
		score, fame := 0, 0
		for g := 1; g <= games; g++ {
			cfg := game.Config{Players: 1, Seed: uint64(g)*1000 + 1, Challenge: 1, Specialty: game.Good(g % game.NumGoods)}
			s, _ := game.NewGame(cfg)
			rng := game.NewRNG(uint64(g))
			var buf []game.Move
			for !s.Over() {
				buf = s.LegalMoves(buf)
				if spec {
					s.Apply(specialistMove(s, buf, &rng))
				} else {
					s.Apply(rolloutMove(s, buf, &rng))
				}
			}
			f, _ := s.Fame()
			score += s.Score(0)
			fame += f
		}
		t.Logf("spec=%v eps=%v dead=%v helper=%v other=%v: %.2f", spec, specEpsilon, specDeadTile, specHelperScale, specOtherStand, float64(score)/float64(games))
	}
}

func TestSpecNames(t *testing.T) {
	if os.Getenv("MERCADO_SPECNAMES") == "" {
		t.Skip()
	}
	setTunables()
	for _, set := range [][2]int{{1, 5}, {11, 20}} {
		for seed := set[0]; seed <= set[1]; seed++ {
			cfg := game.Config{Players: 1, Seed: campaignDealSeed(uint64(seed), 1), Challenge: 1}
			t.Logf("seed %d: solo %v hard %v", seed, ChooseSpecialty("solo", cfg.Seed, cfg), ChooseSpecialty("hard", cfg.Seed, cfg))
		}
	}
}
