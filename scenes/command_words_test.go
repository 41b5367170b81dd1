package scenes

import (
	"testing"

	"mercado/game"
	"mercado/game/reason"
	"mercado/ui/lang"
)

// The commands' English (package reason, used by game/cli without the catalogs) names
// every kind of move exactly as the window's English hint does, and the commands speak
// the other languages from the window's catalogs.
func TestCommandWordsMatchTheWindow(t *testing.T) {
	defer lang.Set("en")
	lang.Set("en")
	s, err := game.NewGame(game.Config{Players: 3, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRNG(4)
	kinds := map[game.MoveKind]int{}
	var moves []game.Move
	for i := 0; i < 80 && !s.Over(); i++ {
		legal := s.LegalMoves(nil)
		moves = append(moves, legal...)
		m := standFirstMove(s, &rng)
		s.Apply(m)
	}
	for _, m := range moves {
		kinds[m.Kind]++
		if got, want := reason.MoveEnglish(m), moveWhat(m); got != want {
			t.Errorf("%v: the commands say %q, the window %q", m, got, want)
		}
	}
	for _, k := range []game.MoveKind{game.OpenStand, game.OpenRestaurant, game.BringCustomer, game.Coin, game.Take} {
		if kinds[k] == 0 {
			t.Errorf("no move of kind %v was compared", k)
		}
	}
	if err := SetCommandLanguage("de"); err != nil {
		t.Fatal(err)
	}
	if got, en := CommandMove(game.CoinMove()), reason.MoveEnglish(game.CoinMove()); got == en || got != lang.T("game.hint.coin") {
		t.Errorf("in German the coin is %q", got)
	}
	if err := SetCommandLanguage("xx"); err == nil {
		t.Error("an unknown language was taken")
	}
}
