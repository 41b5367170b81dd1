package online

import (
	"errors"
	"time"
)

// Transport is all a seat's client needs of a NATS connection: ask and wait for the
// answer, hear a subject, say something, and be told when the connection comes and
// goes. The desktop's is nats.go (transport_nats.go); the browser's is the official
// JavaScript client, @nats-io/nats-core, behind a small bridge (transport_js.go), because
// nats.go linked into the browser build would add 1.8 MB to its download. The client
// (client.go) is the same code on both.
type Transport interface {
	// Request sends data on subject and returns the answer, or an error once timeout
	// has passed without one.
	Request(subject string, data []byte, timeout time.Duration) ([]byte, error)
	// Subscribe calls heard with every message on subject, one at a time, in order.
	Subscribe(subject string, heard func(data []byte)) error
	// Publish sends data on subject without waiting for anything.
	Publish(subject string, data []byte) error
	// Flush returns once the server has seen everything sent so far.
	Flush() error
	// Close ends the connection; it does not come back.
	Close()
}

// ConnState is where a seat's connection is.
type ConnState int

const (
	// Connected: the connection is up (after the first connection, and after each
	// reconnection; the client asks for its view again then).
	Connected ConnState = iota
	// Reconnecting: the connection was lost and the transport tries again by itself.
	Reconnecting
	// Closed: the connection was closed and will not come back.
	Closed
)

func (s ConnState) String() string {
	switch s {
	case Connected:
		return "connected"
	case Reconnecting:
		return "reconnecting"
	case Closed:
		return "closed"
	}
	return "unknown"
}

// DialOptions say how a transport connects a seat.
type DialOptions struct {
	// User and Password are the seat's credential (an invite's TABLE-SEAT and secret).
	User, Password string
	// InboxPrefix is where the answers to the seat's requests come: its own, since NATS
	// lets a seat hear only that.
	InboxPrefix string
	// Name names the connection in the server's monitoring.
	Name string
	// State, when set, is told every change of the connection's state, after the first
	// connection is up. It must not block.
	State func(ConnState)
	// Problem, when set, is told the errors the server reports about the connection
	// (a permissions violation). It must not block.
	Problem func(error)
}

// Errors every transport reports the same way, whatever its library.
var (
	// ErrClosed: the connection was closed (Close was called).
	ErrClosed = errors.New("the connection to the host is closed")
	// ErrTimeout: no answer came in time (the client asks again).
	ErrTimeout = errors.New("the host did not answer in time")
	// ErrOffline: the browser says it has no network at all.
	ErrOffline = errors.New("online play needs the network, and this device is offline; games on this device still work without it")
)

// reconnectWait is how long a transport waits between tries to reach the host again.
const reconnectWait = 100 * time.Millisecond
