//go:build !js

package online_test

import (
	"testing"
	"time"

	"mercado/game/online"
	"mercado/game/online/host"
)

// The helpers of the tests that play a Remote or a Client against a host, as package
// host's own tests have them (online_test.go, faults_test.go there).

// startHost runs a host on free loopback ports with its data in a test folder.
func startHost(t *testing.T, dir string, cfg host.RefereeConfig) *host.Host {
	t.Helper()
	h, err := host.StartHost(host.HostConfig{Listen: "127.0.0.1:0", Websocket: "127.0.0.1:0", DataDir: dir, Referee: cfg})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func newTable(t *testing.T, h *host.Host, req online.NewTableRequest) (online.NewTableReply, []online.Invite) {
	t.Helper()
	reply, invites, err := host.NewTable(h.AdminURL(), req)
	if err != nil {
		t.Fatal(err)
	}
	return reply, invites
}

func seed(n uint64) *uint64 { return &n }

// threePeople is a hidden-money table of three people (played by bots in the tests).
func threePeople() online.NewTableRequest {
	return online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Name: "Inês"}}, Seed: seed(7), Iterations: 200}
}

// waitFor waits until cond holds; it fails after three minutes.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for range 18000 {
		if cond() {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("gave up waiting for %s", what)
}
