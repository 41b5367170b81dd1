//go:build !js

package online_test

import (
	"testing"
	"time"

	"mercado/game/online"
	"mercado/game/online/host"
)

// TestRemoteShowsOthersPresence: the window's seat sees another person's presence from
// the views published when only that presence changed (no move made): here, then away
// once they close.
func TestRemoteShowsOthersPresence(t *testing.T) {
	h := startHost(t, t.TempDir(), host.RefereeConfig{Heartbeat: 50 * time.Millisecond})
	defer h.Close()
	_, invites := newTable(t, h, threePeople())
	r, err := online.JoinRemote(invites[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	rui, err := online.Connect(invites[1], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	state := func(seat int) string {
		p := r.Players()
		if seat >= len(p) || p[seat].Presence == nil {
			return ""
		}
		return p[seat].Presence.State
	}
	waitFor(t, "seat 1 here at seat 0's window", func() bool { return state(1) == online.PresenceHere })
	revision := r.View().Revision
	rui.Close()
	waitFor(t, "seat 1 away at seat 0's window", func() bool { return state(1) == online.PresenceAway })
	if p := r.Players()[1].Presence; p.Since == "" {
		t.Fatalf("seat 1 away with no time: %+v", p)
	}
	if r.View().Revision != revision {
		t.Fatalf("no move was made, yet the revision went from %d to %d", revision, r.View().Revision)
	}
}
