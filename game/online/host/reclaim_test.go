//go:build !js

package host

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"mercado/game/online"
)

// TestPlayTakesTheSeatBack: a person whose seat the others handed to a computer while
// they were away starts `online play` again: it takes the seat back (reclaim) and plays
// to the end of the game, as the window and the page do, instead of giving up at the
// first move the referee refuses.
func TestPlayTakesTheSeatBack(t *testing.T) {
	clock := NewManualClock(time.Date(2026, 12, 2, 20, 0, 0, 0, time.UTC))
	h := startHost(t, t.TempDir(), RefereeConfig{Heartbeat: 100 * time.Millisecond, Now: clock.Now, Burst: 1_000_000})
	t.Cleanup(h.Close)
	_, invites := newTable(t, h, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}}, Seed: seed(8), Iterations: 100})
	ana := connectSeats(t, invites[:1], nil, nil)[0]
	rui, err := online.Connect(invites[1], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	mustView(t, rui)
	rui.Close() // Rui goes, and stays away past the table's limit
	clock.Advance(online.DefaultAwayLimit + time.Minute)
	waitFor(t, "Rui's seat vacant", func() bool {
		v, err := ana.View()
		return err == nil && v.Players[1].Presence != nil && v.Players[1].Presence.Vacant
	})
	if r, err := ana.Vote(online.Vote{Seat: 1, Level: "easy"}); err != nil || !r.HandedOver {
		t.Fatalf("Ana's vote: %+v %v; want Rui's seat handed over", r, err)
	}

	// Rui is back with `online play`; Ana plays on.
	var stdout, stderr bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- playSeat("online play", invites[1], online.Bot{Level: "random", Iterations: 100}, online.ClientOptions{}, false, &stdout, &stderr)
	}()
	final, err := ana.Play(online.Bot{Level: "random", Iterations: 100})
	if err != nil {
		t.Fatalf("Ana's game: %v", err)
	}
	if code := <-done; code != exitOK || !strings.Contains(stdout.String(), "game over") {
		t.Fatalf("Rui's `online play` after his seat was handed over: exit %d\n%s%s", code, stdout.String(), stderr.String())
	}
	if final.Players[1].StandIn != "" {
		t.Fatalf("at the end a computer still plays Rui's seat: %+v", final.Players[1])
	}
}
