package scenes

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"mercado/game/table"
	"mercado/ui/lang"
)

// A settings file that is not one falls back to the defaults and says so; values out of
// range fall back one by one.
func TestSettingsFileFallsBack(t *testing.T) {
	s, err := ParseSettings([]byte("{not json"))
	if err == nil || s != DefaultSettings() {
		t.Fatalf("garbage: %+v, %v", s, err)
	}
	s, err = ParseSettings([]byte(`{"language":"pt","effects_volume":7,"music_volume":-1,"anim_speed":9,"muted":true,"confirm_turn":true}`))
	d := DefaultSettings()
	if err != nil || s.Language != "" || s.Effects != d.Effects || s.Music != d.Music || s.AnimSpeed != d.AnimSpeed || !s.Muted || !s.ConfirmTurn {
		t.Fatalf("out of range: %+v, %v", s, err)
	}
}

// The language changes at once from Settings, is saved, and the menu speaks it when the
// player goes back; a new start reads it from the file.
func TestLanguageSwitchesAtOnce(t *testing.T) {
	defer lang.Set("en")
	onGame(t, 960, 540, func(dst *Screen) error {
		store := table.NewMemStore()
		a, sc := testApp(store)
		defer closeAll(a)
		s := NewSettingsScene()
		a.Push(s)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, s.rows[0].btn.Rect) // English → Deutsch
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if lang.Current() != "de" || a.Settings.Language != "de" {
			return fmt.Errorf("language %q, setting %q", lang.Current(), a.Settings.Language)
		}
		if s.back.Label != lang.T("settings.back") || s.back.Label == "Back" {
			return fmt.Errorf("the back button says %q", s.back.Label)
		}
		data, err := store.Read(SettingsName)
		var saved Settings
		if err != nil || json.Unmarshal(data, &saved) != nil || saved.Language != "de" {
			return fmt.Errorf("saved settings %s (%v)", data, err)
		}
		click(sc, s.back.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		m, ok := a.Top().(*Menu)
		if !ok || m.items[0].btn.Label != "Neues Spiel" {
			return fmt.Errorf("the menu after switching: %T %q", a.Top(), m.items[0].btn.Label)
		}
		lang.Set("en")
		b := NewGameApp(store, "")
		defer closeAll(b)
		if lang.Current() != "de" || !strings.HasPrefix(b.Settings.Language, "de") {
			return fmt.Errorf("a new start speaks %q", lang.Current())
		}
		return nil
	})
}
