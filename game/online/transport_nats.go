//go:build !js

package online

import (
	"errors"
	"fmt"
	"net"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
)

// natsTransport is the desktop's transport: nats.go, over TCP (nats://) or a WebSocket
// (ws://), reconnecting by itself without end.
type natsTransport struct{ nc *nats.Conn }

// dial connects to server (nats://, tls://, ws:// or wss://) with the seat's
// credential; dialer, when not nil, makes the network connections.
func dial(server string, dialer interface {
	Dial(network, address string) (net.Conn, error)
}, opt DialOptions) (Transport, error) {
	state := func(s ConnState) {
		if opt.State != nil {
			opt.State(s)
		}
	}
	options := []nats.Option{
		nats.UserInfo(opt.User, opt.Password),
		nats.CustomInboxPrefix(opt.InboxPrefix),
		nats.Name(opt.Name),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(reconnectWait),
		nats.IgnoreAuthErrorAbort(), // a restarting host admits the seats a moment after it listens
		nats.ReconnectHandler(func(*nats.Conn) { state(Connected) }),
		nats.DisconnectErrHandler(func(*nats.Conn, error) { state(Reconnecting) }),
		nats.ClosedHandler(func(*nats.Conn) { state(Closed) }),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
			if opt.Problem != nil {
				opt.Problem(err)
			}
		}),
	}
	if dialer != nil {
		options = append(options, nats.SetCustomDialer(dialer))
	}
	nc, err := nats.Connect(server, options...)
	if errors.Is(err, nats.ErrAuthorization) || err != nil && strings.Contains(strings.ToLower(err.Error()), "authorization") {
		return nil, ErrInviteRefused
	}
	if err != nil {
		return nil, fmt.Errorf("could not reach the host at %s: %v", server, err)
	}
	return natsTransport{nc}, nil
}

func (t natsTransport) Request(subject string, data []byte, timeout time.Duration) ([]byte, error) {
	msg, err := t.nc.Request(subject, data, timeout)
	switch {
	case errors.Is(err, nats.ErrTimeout):
		return nil, fmt.Errorf("%w (%w)", ErrTimeout, err)
	case errors.Is(err, nats.ErrConnectionClosed):
		return nil, fmt.Errorf("%w (%w)", ErrClosed, err)
	case err != nil:
		return nil, err
	}
	return msg.Data, nil
}

func (t natsTransport) Subscribe(subject string, heard func([]byte)) error {
	_, err := t.nc.Subscribe(subject, func(m *nats.Msg) { heard(m.Data) })
	return err
}

func (t natsTransport) Publish(subject string, data []byte) error { return t.nc.Publish(subject, data) }

func (t natsTransport) Flush() error { return t.nc.Flush() }

func (t natsTransport) Close() { t.nc.Close() }

// Conn is the seat's NATS connection (desktop only: tests use it to try what a hostile
// client would).
func (c *Client) Conn() *nats.Conn { return c.conn.(natsTransport).nc }
