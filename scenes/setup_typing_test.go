package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// On the desktop a name is typed with the keys: a click on the name, letters (a digit
// in the seed only), Backspace, and Enter ends it; what a name cannot hold is left out.
func TestSetupNameTypedWithKeys(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		s := NewSetup()
		a.Push(s)
		defer closeAll(a)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		old := s.seats[0].name
		click(sc, s.seats[0].nameB.Rect)
		sc.Key(ebiten.KeyBackspace)
		sc.Type("é\x07z")
		sc.Key(ebiten.KeyEnter)
		sc.Type("q") // after Enter: typed nowhere
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		want := string([]rune(old)[:len([]rune(old))-1]) + "éz"
		if s.seats[0].name != want || s.editing != -1 {
			return fmt.Errorf("the name is %q (editing %d), want %q finished", s.seats[0].name, s.editing, want)
		}
		return nil
	})
}
