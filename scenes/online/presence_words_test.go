//go:build !js

package online

import (
	"testing"
	"time"

	"mercado/game/online"
	"mercado/ui/lang"
)

// TestPresenceWords: the words on a seat's panel for each presence a view carries, in
// every language, with the time of day an absent person was last here.
func TestPresenceWords(t *testing.T) {
	defer lang.Set("en")
	lang.Set("en")
	since := "2026-11-25T20:40:00Z"
	for _, c := range []struct {
		p    *online.Presence
		want string
		here bool
	}{
		{nil, "", false},
		{&online.Presence{State: online.PresenceHere, Since: since}, "here", true},
		{&online.Presence{State: online.PresenceReconnecting, Since: since}, "reconnecting", false},
		{&online.Presence{State: online.PresenceAway, Since: since}, "away since 20:40", false},
		{&online.Presence{State: online.PresenceAway, Since: since, Vacant: true}, "away since 20:40", false},
		{&online.Presence{State: online.PresenceAway, Since: "yesterday"}, "away", false},
		{&online.Presence{State: online.PresenceAway}, "away", false}, // a host started again does not know since when
		{&online.Presence{State: online.PresenceAway, NotYet: true}, "not here yet", false},
		{&online.Presence{State: online.PresenceAway, Since: since, NotYet: true}, "not here yet", false},
	} {
		if got, here := presenceWords(c.p, time.UTC); got != c.want || here != c.here {
			t.Errorf("%+v: %q here=%v, want %q here=%v", c.p, got, here, c.want, c.here)
		}
	}
	lisbon := time.FixedZone("test", 3600)
	for _, code := range []string{"de", "fr", "uk"} {
		lang.Set(code)
		got, _ := presenceWords(&online.Presence{State: online.PresenceAway, Since: since}, lisbon)
		if got == "away since 21:40" || len(got) < len("21:40")+2 || got[len(got)-5:] != "21:40" {
			t.Errorf("%s: %q, want the language's words ending in 21:40", code, got)
		}
	}
}
