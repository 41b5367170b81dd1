package scenes

import (
	"errors"
	"fmt"
	"testing"

	"mercado/ui/lang"
)

// The first tap on Concede asks to be sure, on the pause menu the person sees (it was
// asked on a copy of the menu made when it opened, so nothing showed); the second ends
// the game.
func TestConcedeAsksOnTheFirstTap(t *testing.T) {
	onGame(t, 390, 844, func(dst *Offscreen) error {
		a, sc, b, err := newPhoneBoard(dst, 42)
		if err != nil {
			return err
		}
		defer closeAll(a)
		p, err := openPause(a, dst, sc, b)
		if err != nil {
			return err
		}
		concede := func() error { return choosePause(a, dst, sc, p, "pause.concede") }
		if err := concede(); err != nil {
			return err
		}
		if b.table.Over() || a.Top() != p || p.note != lang.T("pause.concede_sure") {
			return fmt.Errorf("after one tap on Concede: game over %v, top %T, note %q", b.table.Over(), a.Top(), p.note)
		}
		if err := concede(); err != nil {
			return err
		}
		if !b.table.Over() {
			return errors.New("the second tap on Concede did not end the game")
		}
		return nil
	})
}
