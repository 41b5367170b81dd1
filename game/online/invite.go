package online

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// Invite is what a person needs to take a seat: where the host is, the table, the seat
// and its secret. Written, it is one short URL: nats://HOST:PORT/TABLE/SEAT/SECRET
// (ws://… for a browser).
type Invite struct {
	Server string // nats://HOST:PORT or ws://HOST:PORT
	Table  string
	Seat   int
	Secret string
}

func (inv Invite) String() string {
	return fmt.Sprintf("%s/%s/%d/%s", strings.TrimSuffix(inv.Server, "/"), inv.Table, inv.Seat, inv.Secret)
}

// ParseInvite reads an invite, refusing anything else with a message that says what an
// invite looks like.
func ParseInvite(text string) (Invite, error) {
	const want = "an invite looks like nats://HOST:PORT/TABLE/SEAT/SECRET"
	text = strings.TrimSpace(text)
	if len(text) > 512 {
		return Invite{}, fmt.Errorf("that is %d characters, too long for an invite; %s", len(text), want)
	}
	u, err := url.Parse(text)
	if err != nil || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return Invite{}, fmt.Errorf("not an invite; %s", want)
	}
	switch u.Scheme {
	case "nats", "tls", "ws", "wss":
	default:
		return Invite{}, fmt.Errorf("an invite's server starts nats://, tls://, ws:// or wss://, not %s://; %s", u.Scheme, want)
	}
	parts := strings.Split(strings.Trim(u.Path, "/"), "/")
	if len(parts) != 3 {
		return Invite{}, fmt.Errorf("not an invite; %s", want)
	}
	seat, err := strconv.Atoi(parts[1])
	if err != nil || seat < 0 || seat > 3 || !validTableID(parts[0]) || !validTableID(parts[2]) {
		return Invite{}, fmt.Errorf("not an invite; %s", want)
	}
	return Invite{Server: u.Scheme + "://" + u.Host, Table: parts[0], Seat: seat, Secret: parts[2]}, nil
}
