package online

import (
	"fmt"
	"strings"
	"testing"

	"mercado/game/online"
	"mercado/ui/lang"
)

// TestJoinProblemWords: why a seat could not be taken is said in the player's language,
// each cause in its own words — an offline device is not told the host is unreachable,
// and the English error text never stands in for another language.
func TestJoinProblemWords(t *testing.T) {
	defer lang.Set("en")
	causes := map[string]error{
		"online.offline":        fmt.Errorf("joining: %w", online.ErrOffline),
		"online.invite_refused": fmt.Errorf("joining: %w", online.ErrInviteRefused),
		"online.bad_invite":     errBadInvite,
		"online.mistyped":       fmt.Errorf("joining: %w", errMistyped),
	}
	english := map[string]string{}
	for _, code := range []string{"en", "de", "fr", "uk"} {
		lang.Set(code)
		for key, err := range causes {
			got := joinProblem(err)
			if got != lang.T(key) || got == key || got == "" {
				t.Errorf("%s: joinProblem(%v) = %q, want the words of %s", code, err, got, key)
			}
			if strings.Contains(got, "joining:") {
				t.Errorf("%s: joinProblem(%v) = %q repeats the program's error", code, err, got)
			}
			if code == "en" {
				english[key] = got
			} else if got == english[key] {
				t.Errorf("%s: %s is still in English: %q", code, key, got)
			}
		}
	}
}
