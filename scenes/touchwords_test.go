package scenes

import (
	"strings"
	"testing"

	"mercado/ui/lang"
)

// On a touch screen no setting is named by a key the phone or tablet does not have; the
// desktop keeps naming F11.
func TestTouchSettingsNameNoKeys(t *testing.T) {
	defer lang.Set("en")
	s := NewSettings()
	for _, code := range []string{"en", "de", "fr", "uk"} {
		lang.Set(code)
		for _, touch := range []bool{false, true} {
			a := &App{Touchscreen: touch}
			f11 := false
			for i := range s.rows {
				f11 = f11 || strings.Contains(lang.T(s.rows[i].label(a)), "F11")
			}
			if f11 == touch {
				t.Errorf("%s, touch %v: a row names F11: %v", code, touch, f11)
			}
		}
	}
}
