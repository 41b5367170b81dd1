//go:build !js

package host

import (
	"errors"
	"fmt"
	"io"
	"time"

	"mercado/game/online"
)

// How `online play` and `online record` wait for a host that is not there yet (one
// restarting, or started after them): they try again every firstConnectRetry for up to
// firstConnectWait, saying so once. A host that answers and refuses the invite is
// believed at once, unless it has just come up after the wait: a starting host listens a
// moment before it has read its tables and admits their seats, and is given
// startingHostGrace to do so.
const (
	firstConnectWait  = time.Minute
	firstConnectRetry = 200 * time.Millisecond
	startingHostGrace = 10 * time.Second
)

// connectWaiting takes the invite's seat as Connect does, waiting for its host as above.
func connectWaiting(command string, inv online.Invite, opt online.ClientOptions, stderr io.Writer) (*online.Client, error) {
	start := time.Now()
	var waited bool
	var refusedSince time.Time
	for {
		c, err := online.Connect(inv, opt)
		if err == nil {
			return c, nil
		}
		now := time.Now()
		refused := errors.Is(err, online.ErrInviteRefused)
		if refused && refusedSince.IsZero() {
			refusedSince = now
		}
		switch {
		case refused && (!waited || now.Sub(refusedSince) >= startingHostGrace):
			return nil, err
		case now.Sub(start) >= firstConnectWait:
			return nil, fmt.Errorf("%w (waited a minute)", err)
		}
		if !waited {
			fmt.Fprintf(stderr, "mercado %s: waiting for the host at %s\n", command, inv.Server)
			waited = true
		}
		time.Sleep(firstConnectRetry)
	}
}
