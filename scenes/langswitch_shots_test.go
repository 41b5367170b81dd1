//go:build !js

package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"

	"mercado/assets"
	"mercado/game/table"
	"mercado/ui/lang"
)

// englishOnly are the pieces of the English catalog that the German one does not have:
// the words between a message's fields, whole short labels too. A German screen that
// draws one still speaks English there.
func englishOnly(t *testing.T) map[string]string {
	t.Helper()
	en, de := catalogForms(t, "en"), catalogForms(t, "de")
	field := regexp.MustCompile(`{{[^}]*}}`)
	pieces := map[string]string{}
	for key, forms := range en {
		german := strings.Join(de[key], "\n")
		for _, form := range forms {
			for _, piece := range field.Split(form, -1) {
				piece = strings.TrimSpace(piece)
				long := len([]rune(piece)) >= 6 && strings.Contains(piece, " ")
				label := len([]rune(piece)) >= 5 && piece == strings.TrimSpace(form)
				if (long || label) && !strings.Contains(german, piece) {
					pieces[piece] = key
				}
			}
		}
	}
	return pieces
}

// catalogForms are each key's texts (every plural form) in a language.
func catalogForms(t *testing.T, code string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	files, err := fs.Glob(assets.Catalogs(), code+"/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no catalogs for %s: %v", code, err)
	}
	for _, f := range files {
		data, err := fs.ReadFile(assets.Catalogs(), f)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		for k, v := range m {
			switch v := v.(type) {
			case string:
				out[k] = append(out[k], v)
			case map[string]any:
				for _, form := range v {
					if s, ok := form.(string); ok {
						out[k] = append(out[k], s)
					}
				}
			}
		}
	}
	return out
}

// Screens that keep words made once (a tooltip's card, the board's toast, a challenge's
// panel, a note of the pause menu, a damaged file's notice on the menu or the
// statistics) are opened in English; the language is then switched to Deutsch in the
// settings, as a player does, and back on the screen no English word is drawn.
func TestScreensFollowALanguageSwitch(t *testing.T) {
	english := englishOnly(t)
	names := []string{"board-tooltip", "board-tooltip-restaurant", "pause_concede", "tutorial-refused", "challenge-couples",
		"stats-damaged", "menu-notices", "menu-damaged-settings"}
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		defer lang.Set("en")
		var failed []error
		for _, name := range names {
			i := slices.IndexFunc(shots, func(sh shot) bool { return sh.name == name })
			if i < 0 {
				return fmt.Errorf("no screen %s", name)
			}
			if err := switchedShot(dst, shots[i], english); err != nil {
				failed = append(failed, fmt.Errorf("%s: %w", name, err))
			}
		}
		return errors.Join(failed...)
	})
}

// switchedShot prepares the screen in English, switches to the next language (Deutsch)
// in the settings opened over it, and checks the screen's texts after.
func switchedShot(dst *Offscreen, sh shot, english map[string]string) error {
	a := NewGameApp(table.NewMemStore(), "")
	defer closeAll(a)
	a.Settings.AnimSpeed, a.Settings.Language = AnimFast, "en"
	lang.Set("en")
	a.Script()
	if err := a.Step(dst, 1); err != nil {
		return err
	}
	if err := sh.prepare(a, dst); err != nil {
		return err
	}
	top := a.Top()
	a.Push(NewSettings())
	if err := a.StepSketched(dst, 2); err != nil {
		return err
	}
	nextLanguage(a, false)
	a.Pop()
	if err := a.StepSketched(dst, 2); err != nil {
		return err
	}
	if a.Top() != top || lang.Current() != "de" {
		return fmt.Errorf("back from the settings at %T in %s", a.Top(), lang.Current())
	}
	texts, err := textDrawnInFrame(a, dst)
	if err != nil {
		return err
	}
	for _, s := range texts {
		for piece, key := range english {
			if strings.Contains(s, piece) {
				return fmt.Errorf("in Deutsch it draws %q (%s's English %q)", s, key, piece)
			}
		}
	}
	return nil
}
