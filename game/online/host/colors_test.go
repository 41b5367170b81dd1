//go:build !js

package host

import (
	"strings"
	"testing"

	"mercado/game/online"
)

// TestSeatColors: a table made with the setup's colours carries them in every view, and
// a seat's screen draws each person in theirs; colours that clash, stray out of range or
// are given for some seats only are refused.
func TestSeatColors(t *testing.T) {
	h := startHost(t, t.TempDir(), RefereeConfig{})
	defer h.Close()
	c := func(n int) *int { return &n }
	_, invites := newTable(t, h, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Rui", Color: c(2)}, {Name: "Ana", Color: c(0)}, {Computer: "easy", Color: c(3)}}, Seed: seed(3)})
	r, err := online.JoinRemote(invites[1], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if seats := r.Seats(); seats[0].Color != 2 || seats[1].Color != 0 || seats[2].Color != 3 {
		t.Fatalf("the seats' colours: %+v", seats)
	}
	for _, bad := range [][]online.NewSeat{
		{{Name: "Rui", Color: c(1)}, {Name: "Ana", Color: c(1)}},
		{{Name: "Rui", Color: c(4)}, {Name: "Ana", Color: c(0)}},
		{{Name: "Rui", Color: c(1)}, {Name: "Ana"}},
	} {
		if _, _, err := NewTable(h.AdminURL(), online.NewTableRequest{Seats: bad}); err == nil || !strings.Contains(err.Error(), "colour") {
			t.Fatalf("colours %v: %v", bad, err)
		}
	}
}
