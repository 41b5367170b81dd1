package scenes

import (
	"errors"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/ui/lang"
)

// TestSettingsFromThePauseMenu: the settings open from a game's pause menu, and a
// language changed there words the pause menu and the board anew.
func TestSettingsFromThePauseMenu(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc, b, err := newBoardApp(dst, nil, 4)
		if err != nil {
			return err
		}
		defer lang.Set("en")
		banner := b.banner
		sc.Key(ebiten.KeyEscape)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		p, ok := a.Top().(*Pause)
		if !ok {
			return fmt.Errorf("Esc opened %T", a.Top())
		}
		var settings *menuItem
		for i := range p.items {
			if p.items[i].id == "menu.settings" {
				settings = &p.items[i]
			}
		}
		if settings == nil {
			return errors.New("the pause menu offers no settings")
		}
		click(sc, settings.btn.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		s, ok := a.Top().(*Settings)
		if !ok {
			return fmt.Errorf("Settings opened %T", a.Top())
		}
		click(sc, s.rows[0].btn.Rect) // the next language
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if lang.Current() == "en" {
			return errors.New("the language did not change")
		}
		sc.Key(ebiten.KeyEscape)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if a.Top() != p {
			return fmt.Errorf("leaving the settings went to %T, not the pause menu", a.Top())
		}
		if got := p.items[0].btn.Label; got != lang.T("pause.resume") || got == "Resume" {
			return fmt.Errorf("the pause menu still says %q in %s", got, lang.Current())
		}
		sc.Key(ebiten.KeyEscape)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if b.banner == banner {
			return fmt.Errorf("the board still says %q", b.banner)
		}
		closeAll(a)
		return nil
	})
}
