//go:build !js

package host

import (
	"encoding/json"
	"strings"
	"testing"

	"mercado/game/online"
)

// TestPlayAgain: a finished table's host makes the next table for the same people; each
// seat's view of the old table then names that seat's place at the new one, with its own
// secret only, and the invite it makes takes that seat. A table still being played, or
// one of another size, cannot be followed.
func TestPlayAgain(t *testing.T) {
	h := startHost(t, t.TempDir(), RefereeConfig{})
	defer h.Close()
	req := online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Computer: "easy"}}, Seed: seed(14), Iterations: 100}
	_, first := newTable(t, h, req)
	_, _, err := NewTable(h.AdminURL(), online.NewTableRequest{Seats: req.Seats, Follows: first[0].Table})
	if err == nil || !strings.Contains(err.Error(), "still being played") {
		t.Fatalf("following a table in play: %v", err)
	}
	playAll(t, first[:2], "random", nil, nil)
	if _, _, err := NewTable(h.AdminURL(), online.NewTableRequest{Seats: req.Seats[:2], Follows: first[0].Table}); err == nil {
		t.Fatal("a table of two followed a table of three")
	}
	again := req
	again.Follows, again.Seed = first[0].Table, seed(15)
	_, next := newTable(t, h, again)
	for seat := range 2 {
		c, err := online.Connect(first[seat], online.ClientOptions{})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		waitFor(t, "the next table in the old table's view", func() bool {
			_, err := c.View()
			_, ok := c.NextInvite()
			return err == nil && ok
		})
		inv, _ := c.NextInvite()
		if inv != next[seat] {
			t.Fatalf("seat %d's view names %+v; the host made %+v", seat, inv, next[seat])
		}
		other := next[1-seat].Secret
		if v := c.Latest(); strings.Contains(string(mustJSON(t, v)), other) {
			t.Fatalf("seat %d's view carries the other seat's secret", seat)
		}
		n, err := online.Connect(inv, online.ClientOptions{})
		if err != nil {
			t.Fatalf("seat %d's next invite: %v", seat, err)
		}
		if v, err := n.View(); err != nil || v.You != seat || v.Revision != 0 {
			t.Fatalf("seat %d at the next table: %+v %v", seat, v, err)
		}
		n.Close()
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
