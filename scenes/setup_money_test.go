package scenes

import (
	"errors"
	"fmt"
	"testing"

	"mercado/game/table"
	"mercado/ui/lang"
)

// TestSetupMoneyButtonTurnsAgainstComputers: with one person against computers the
// money button turns open money hidden and back, says so on its label, and a game
// started hidden shows the person their own coins and not the computer's.
func TestSetupMoneyButtonTurnsAgainstComputers(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc := testApp(table.NewMemStore())
		s := NewSetup()
		a.Push(s)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if s.hiddenMoney() || s.moneyB.Label != lang.T("setup.money_open") {
			return fmt.Errorf("one person against a computer starts with %q", s.moneyB.Label)
		}
		click(sc, s.moneyB.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if !s.hiddenMoney() || s.moneyB.Label != lang.T("setup.money_hidden") {
			return fmt.Errorf("the money button left %q (%q)", s.money, s.moneyB.Label)
		}
		click(sc, s.moneyB.Rect)
		click(sc, s.moneyB.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if !s.hiddenMoney() {
			return fmt.Errorf("two more clicks left %q", s.money)
		}
		click(sc, s.startB.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		b, ok := a.Top().(*Board)
		if !ok {
			return fmt.Errorf("Start opened %T", a.Top())
		}
		st := b.table.State()
		if !st.MoneyHidden() {
			return errors.New("the game shows the money the player chose to hide")
		}
		me := b.firstHuman()
		for seat := range st.NumPlayers() {
			if shown := moneyText(st, b.viewer, seat) != "?"; shown != (seat == me) {
				return fmt.Errorf("seat %d's money shown %v to seat %d", seat, shown, me)
			}
		}
		closeAll(a)
		return nil
	})
}
