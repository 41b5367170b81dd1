//go:build !js

package online_test

import (
	"testing"
	"time"

	"mercado/game/online"
	"mercado/game/online/host"
)

// TestSeatOnTwoDevices: one invite taken on a second device while the first still plays:
// the newer device holds the seat and the older is told so (its board may only look on),
// its goodbye does not mark the seat away, and the newer one plays the game to its end.
func TestSeatOnTwoDevices(t *testing.T) {
	// No presence ticks: only the seats' own words change their presence here.
	h := startHost(t, t.TempDir(), host.RefereeConfig{Ticks: make(chan time.Time)})
	defer h.Close()
	_, invites := newTable(t, h, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}}, Seed: seed(9), Iterations: 100})
	older, err := online.Connect(invites[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer older.Close()
	waitFor(t, "the first device to hold the seat", func() bool { v, err := older.View(); return err == nil && v.Device == online.ClientDevice(older) })
	newer, err := online.Connect(invites[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer newer.Close()
	waitFor(t, "the older device to be told", func() bool { older.View(); return older.Displaced() })
	if newer.Displaced() {
		t.Fatal("the newer device is told it lost the seat")
	}
	olderRemote := online.RemoteOf(older)
	if !olderRemote.Displaced() {
		t.Fatal("the older device's board is not told")
	}
	older.Close() // its goodbye is not the seat's
	rui, err := online.Connect(invites[1], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer rui.Close()
	// Rui asks after the goodbye reached the host (the referee hears both in order).
	if _, err := rui.View(); err != nil {
		t.Fatal(err)
	}
	if p := h.Referee.PresenceOf(invites[0].Table, 0); p == nil || p.State != online.PresenceHere {
		t.Fatalf("the older device's goodbye made Ana %+v", p)
	}
	if v, _ := rui.View(); v.Device == online.ClientDevice(newer) || v.Device == "" {
		t.Fatalf("Rui's view names device %q", v.Device)
	}
}
