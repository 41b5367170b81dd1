package scenes

import (
	"fmt"
	"testing"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/table"
	"mercado/ui/lang"
)

// The coin button warns when the engine says the coin ends the game; the decision that
// ends it plays out (TestLastMovePlaysOutBeforeTheStandings) and the standings follow
// within two seconds, saying how the game ended.
func TestLastDecisionGoesToTheStandings(t *testing.T) {
	seats := []table.Seat{{Name: "Ana", Kind: table.Human, Color: 0}, {Name: "Bo", Kind: table.Human, Color: 1}}
	whole, err := table.New(table.Config{Seats: seats, First: 0, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if err := playTo(whole, 1<<30); err != nil {
		t.Fatal(err)
	}
	onGame(t, 390, 844, func(dst *Screen) error {
		a, sc := testApp(nil)
		tb, err := table.New(table.Config{Seats: seats, First: 0, Seed: 5})
		if err != nil {
			return err
		}
		if err := playTo(tb, len(whole.Log())-1); err != nil {
			return err
		}
		b := NewBoard(tb)
		a.Reset(b)
		defer closeAll(a)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		p, _ := ai.New("medium", 1, 0)
		m := p.Choose(tb.State())
		if !tb.State().Ends(m) {
			return fmt.Errorf("the last decision %s does not end the game", m)
		}
		if m.Kind == game.Coin && b.coin.Label != lang.T("game.button.coin_ends") {
			return fmt.Errorf("the coin that ends the game is labelled %q", b.coin.Label)
		}
		b.play(a, m)
		frames := 0
		for ; frames < 600; frames++ {
			if _, ok := a.Top().(*Scoring); ok {
				break
			}
			if err := a.Step(dst, 1); err != nil {
				return err
			}
		}
		s, ok := a.Top().(*Scoring)
		if !ok || frames > a.frames(120) {
			return fmt.Errorf("the standings came %d frames after the last decision (%T on top)", frames, a.Top())
		}
		if s.howItEnded() == "" {
			return fmt.Errorf("the standings do not say how the game ended (%v)", tb.State().EndReason())
		}
		t.Logf("the standings came %d frames after the last decision (%s): %q", frames, m, s.howItEnded())
		return nil
	})
}
