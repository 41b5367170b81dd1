//go:build !js

package host

import "github.com/nats-io/nats.go"

// floodCuts is how many times the host cut a seat off for flooding.
func floodCuts(h *Host) int { return h.Referee.auth.conns.cutOff() }

// refereeLanes are the referee's connections that hear the seats' requests.
func refereeLanes(h *Host) []*nats.Conn { return h.Referee.cfg.lanes }
