package scenes

import (
	"errors"
	"fmt"
	"testing"

	"mercado/game"
)

// A card open when the person's decision passes the turn closes at once, is closed when
// the computer's move starts and while it plays out, and stays closed on the next turn
// until the pointer moves: no card covers the pieces that move.
func TestTooltipClosesWhenTheTurnPasses(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc, b, err := newBoardApp(dst, nil, 4)
		if err != nil {
			return err
		}
		defer closeAll(a)
		s := b.table.State()
		sp := findSpace(s, game.FaceDown)
		if sp < 0 {
			return errors.New("no face-down restaurant to ask about")
		}
		r := b.view.layout.space(sp)
		if text, err := hoverTip(a, sc, dst, b, r); err != nil || text == "" {
			return fmt.Errorf("no card over a restaurant (%q): %v", text, err)
		}
		m, ok := firstMove(s, game.Coin)
		if !ok {
			return errors.New("no coin to take")
		}
		if !b.play(a, m) {
			return errors.New("the coin was refused")
		}
		started := false
		for f := 0; f < 60*frameRate && !(started && b.table.HumanToMove() && !b.anims.busy()); f++ {
			if err := a.StepSketched(dst, 1); err != nil {
				return err
			}
			if b.tip.shown() {
				return fmt.Errorf("frame %d after the coin (the computer's move started: %v): the card %q is up", f, started, b.tip.text)
			}
			started = started || b.playing >= 0
		}
		if !started {
			return errors.New("the computer's move never started")
		}
		if err := a.StepSketched(dst, 3*tipDelay); err != nil {
			return err
		}
		if b.tip.shown() {
			return fmt.Errorf("the card %q came back on the next turn with the pointer still", b.tip.text)
		}
		sc.Move(r.CX()+2*tipStill, r.CY(), 1) // the person looks again: the cards answer
		if err := a.StepSketched(dst, 2*tipDelay); err != nil {
			return err
		}
		if !b.tip.shown() {
			return errors.New("no card once the pointer moved and rested again")
		}
		return nil
	})
}
