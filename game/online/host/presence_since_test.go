//go:build !js

package host

import (
	"testing"
	"time"

	"mercado/game/online"
)

// TestPresenceSinceAfterRestart: a referee that starts again does not know when each
// person was last here, so a seat not heard yet is away with no time, not "away since"
// the referee's own start; once heard and gone again, its time is the true one.
func TestPresenceSinceAfterRestart(t *testing.T) {
	now := time.Date(2026, 11, 25, 20, 40, 0, 0, time.UTC)
	book := newPresenceBook(func() time.Time { return now })
	book.admit("T-1", time.Hour)
	if p := book.of("T-1"); p.State != online.PresenceAway || p.Since != "" {
		t.Fatalf("a seat not heard since the referee started: %+v, want away with no time", p)
	}
	now = now.Add(time.Minute)
	book.heard("T-1")
	if p := book.of("T-1"); p.State != online.PresenceHere || p.Since != "2026-11-25T20:41:00Z" {
		t.Fatalf("a seat heard: %+v", p)
	}
	now = now.Add(time.Minute)
	book.left("T-1", "")
	if p := book.of("T-1"); p.State != online.PresenceAway || p.Since != "2026-11-25T20:42:00Z" {
		t.Fatalf("a seat gone: %+v, want away since 20:42", p)
	}
	// A seat never heard still becomes vacant once the limit has passed since the
	// referee started: the others may hand it over.
	now = now.Add(2 * time.Hour)
	book.tick()
	if p := book.of("T-1"); !p.Vacant {
		t.Fatalf("a seat gone two hours: %+v, want vacant", p)
	}
}
