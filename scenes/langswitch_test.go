package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/campaign"
	"mercado/ui"
	"mercado/ui/lang"
)

// untilStill runs frames until the script is used up and no screen is coming or going:
// a board the computer plays on never rests, so its pieces' moving is not waited for.
func untilStill(a *App, dst *Offscreen, sc *ui.Script) error {
	return until(a, dst, "the script's end", func() bool { return sc.Pending() == 0 && a.fade == 0 && a.pending == nil })
}

// switchLanguage goes from the board on top to its pause menu, the settings and the
// next language, and back to the board, as a player does.
func switchLanguage(a *App, dst *Offscreen, sc *ui.Script) error {
	b, ok := a.Top().(*Board)
	if !ok {
		return fmt.Errorf("the language is switched from %T, not a board", a.Top())
	}
	sc.Key(ebiten.KeyEscape)
	if err := untilStill(a, dst, sc); err != nil {
		return err
	}
	p, ok := a.Top().(*Pause)
	if !ok {
		return fmt.Errorf("Esc opened %T", a.Top())
	}
	i := slices.IndexFunc(p.items, func(it menuItem) bool { return it.id == "menu.settings" })
	if i < 0 {
		return fmt.Errorf("the pause menu has no settings")
	}
	click(sc, p.items[i].btn.Rect)
	if err := untilStill(a, dst, sc); err != nil {
		return err
	}
	s, ok := a.Top().(*Settings)
	if !ok {
		return fmt.Errorf("Settings opened %T", a.Top())
	}
	click(sc, s.rows[0].btn.Rect) // the next language
	sc.Key(ebiten.KeyEscape)      // back to the pause menu
	sc.Key(ebiten.KeyEscape)      // and to the board
	if err := untilStill(a, dst, sc); err != nil {
		return err
	}
	if a.Top() != b {
		return fmt.Errorf("back from the settings at %T, not the board", a.Top())
	}
	return nil
}

// Switched to Deutsch while watching the computer play a challenge, the challenge's
// panel names what is being played in German at once: no word stays English.
func TestWatchPanelFollowsTheLanguage(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		defer closeAll(a)
		defer lang.Set("en")
		startChallenge(a, campaign.Watch, 0, 3, 5, 0)
		if err := untilStill(a, dst, sc); err != nil {
			return err
		}
		watching := lang.T("campaign.mode.watch")
		if texts, err := textDrawnInFrame(a, dst); err != nil || !slices.Contains(texts, watching) {
			return fmt.Errorf("the panel does not say %q in English (%v): %q", watching, err, texts)
		}
		if err := switchLanguage(a, dst, sc); err != nil {
			return err
		}
		if lang.Current() != "de" {
			return fmt.Errorf("the settings switched to %q, not Deutsch", lang.Current())
		}
		texts, err := textDrawnInFrame(a, dst)
		if err != nil {
			return err
		}
		if slices.Contains(texts, watching) || !slices.Contains(texts, lang.T("campaign.mode.watch")) {
			return fmt.Errorf("in Deutsch the panel says %q, not %q", texts, lang.T("campaign.mode.watch"))
		}
		return nil
	})
}

// The pause menu's note does not outlive its language: asked to be sure of conceding,
// then switched to another language in the settings, the menu holds no English note
// (and asks again before conceding).
func TestPauseNoteFollowsTheLanguage(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc, b, err := newBoardApp(dst, nil, 4)
		if err != nil {
			return err
		}
		defer closeAll(a)
		defer lang.Set("en")
		p := NewPause(b)
		a.Push(p)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if err := choosePause(a, dst, sc, p, "pause.concede"); err != nil {
			return err
		}
		if p.note != lang.T("pause.concede_sure") {
			return fmt.Errorf("Concede said %q", p.note)
		}
		if err := choosePause(a, dst, sc, p, "menu.settings"); err != nil {
			return err
		}
		s, ok := a.Top().(*Settings)
		if !ok {
			return fmt.Errorf("Settings opened %T", a.Top())
		}
		click(sc, s.rows[0].btn.Rect)
		sc.Key(ebiten.KeyEscape)
		if err := untilStill(a, dst, sc); err != nil {
			return err
		}
		texts, err := textDrawnInFrame(a, dst)
		if err != nil {
			return err
		}
		if a.Top() != p || lang.Current() == "en" {
			return fmt.Errorf("back from the settings at %T in %s", a.Top(), lang.Current())
		}
		lang.Set("en")
		if sure := lang.T("pause.concede_sure"); strings.Contains(strings.Join(texts, " "), sure) {
			return fmt.Errorf("back from the settings the pause menu still says %q", sure)
		}
		return nil
	})
}
