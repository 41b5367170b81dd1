//go:build !js

package online

import (
	"errors"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/online"
	"mercado/game/table"
)

// While a friend thinks, an online board draws nothing new: the hourglass on their seat
// stands still. It beat twice a second, and each beat redrew the whole screen for as long
// as the friend thought, and kept the game loop from ever resting (a waiting phone ran
// 60 updates a second; drawn in software at a phone's scale, each beat held the page
// half a second, and the friend's move waited behind it).
func TestWaitingOnlineBoardDrawsNothing(t *testing.T) {
	w := newWindow(t)
	_, invites := threeSeatTable(t)
	for _, inv := range invites[1:] { // Rui and Inês are here, and never move
		c, err := online.Connect(inv, online.ClientOptions{})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		if _, err := c.View(); err != nil {
			t.Fatal(err)
		}
	}
	ana, err := online.JoinRemote(invites[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer ana.Close()
	b, _ := seatBoard(ana, logKeeper{})
	w.app.Reset(b)
	w.until(t, "the board", 60*60, func() bool { return ana.State() != nil })
	if ana.HumanToMove() { // Ana's coin, so that a friend is to move
		if _, err := ana.Play(game.CoinMove()); err != nil && !errors.Is(err, table.ErrPending) {
			t.Fatal(err)
		}
	}
	w.until(t, "a friend to move, every seat here", 60*60, func() bool {
		for _, p := range ana.Players() {
			if p.Presence == nil || p.Presence.State != online.PresenceHere {
				return false
			}
		}
		return !ana.HumanToMove() && ana.Thinking() && !b.Busy()
	})
	// What the move and the turn's change draw (the log's new line, the toast) plays
	// out; then one frame in full.
	if err := w.app.StepSketched(w.dst, 600); err != nil {
		t.Fatal(err)
	}
	if err := w.app.Step(w.dst, 1); err != nil {
		t.Fatal(err)
	}
	before := w.app.Status(1).Drawn
	// A second and a half of the friend's thinking, at least, whatever the machine's
	// speed: a beat twice a second would have redrawn the screen.
	for range 15 {
		time.Sleep(100 * time.Millisecond)
		if err := w.app.Step(w.dst, 2); err != nil {
			t.Fatal(err)
		}
	}
	if drawn := w.app.Status(1).Drawn - before; drawn != 0 {
		t.Errorf("the board drew %d frames while a friend thought", drawn)
	}
}
