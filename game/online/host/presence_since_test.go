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
	book.admit("T-1", time.Hour, true)
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

// TestSeatNotHereYet: a person who has never taken their seat is not here yet (not away),
// and is not vacant, whatever the time since the table was made, until the limit has run
// from the moment the first of the others took a seat; then the others may hand it over.
func TestSeatNotHereYet(t *testing.T) {
	now := time.Date(2026, 11, 25, 20, 0, 0, 0, time.UTC)
	book := newPresenceBook(func() time.Time { return now })
	for _, u := range []string{"T-0", "T-1", "T-2"} {
		book.admit(u, 10*time.Minute, false)
	}
	book.admit("U-0", 10*time.Minute, false) // another table, whose person came long ago
	book.heard("U-0")
	vacant := func(u string) bool { book.tick(); return book.of(u).Vacant }

	now = now.Add(12 * time.Minute) // the first friend arrives twelve minutes after the making
	book.heard("T-0")
	if p := book.of("T-1"); !p.NotYet || p.State != online.PresenceAway || p.Vacant {
		t.Fatalf("a seat never opened: %+v, want not here yet, not vacant", p)
	}
	if p := book.of("T-0"); p.NotYet || p.State != online.PresenceHere {
		t.Fatalf("the seat that arrived: %+v", p)
	}
	if vacant("T-1") || vacant("T-2") {
		t.Fatal("a seat never opened is vacant as the first friend arrives, twelve minutes after the table was made")
	}
	now = now.Add(10*time.Minute - time.Second)
	if vacant("T-1") {
		t.Fatal("a seat never opened is vacant before the limit has run from the first arrival")
	}
	now = now.Add(time.Second)
	if !vacant("T-1") || !vacant("T-2") {
		t.Fatalf("seats never opened, the limit run from the first arrival: %+v %+v, want vacant", book.of("T-1"), book.of("T-2"))
	}
	now = now.Add(time.Minute)
	book.heard("T-2") // late, but here
	if p := book.of("T-2"); p.NotYet || p.Vacant || p.State != online.PresenceHere {
		t.Fatalf("the late friend arrived: %+v", p)
	}

	// A table nobody has come to: nobody to miss anyone yet.
	book.admit("V-0", time.Minute, false)
	book.admit("V-1", time.Minute, false)
	now = now.Add(time.Hour)
	if vacant("V-0") || vacant("V-1") {
		t.Fatal("a table nobody came to has a vacant seat")
	}
}
