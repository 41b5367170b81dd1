package online

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
)

// Invite is what a person needs to take a seat: where the host is, the table, the seat
// and its secret. Written, it is one short URL: nats://HOST:PORT/TABLE/SEAT/SECRET
// (ws://… for a browser). A table of a cluster of hosts names the other nodes too, after
// ?also= (HOST:PORT, comma-separated), so that the invite outlives its own node.
type Invite struct {
	Server string // nats://HOST:PORT or ws://HOST:PORT
	Table  string
	Seat   int
	Secret string
	Also   string // the cluster's other nodes, HOST:PORT,HOST:PORT, reached the same way
}

// MaxAlso is how many other nodes an invite names at most.
const MaxAlso = 8

// A host makes every table id TableIDLen and every secret SecretLen letters of RandomID's
// alphabet (a-z, 2-7). An invite carries no checksum, so its shape is what tells a
// mistyped one: another length, or a 0, 1, 8 or 9 (an o, an l, a B or a g misread),
// cannot have come whole from a host.
const (
	TableIDLen = 10
	SecretLen  = 26
)

// Mistyped says the invite cannot be whole as a host made it: its table id or its
// secret is not of the length a host gives them, or has a character no host writes
// there (a letter lost, added or changed in typing or copying).
func (inv Invite) Mistyped() bool {
	return !hostMade(inv.Table, TableIDLen) || !hostMade(inv.Secret, SecretLen)
}

// hostMade says id has n characters of RandomID's alphabet.
func hostMade(id string, n int) bool {
	if len(id) != n {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= '2' && c <= '7') {
			return false
		}
	}
	return true
}

func (inv Invite) String() string {
	text := fmt.Sprintf("%s/%s/%d/%s", strings.TrimSuffix(inv.Server, "/"), inv.Table, inv.Seat, inv.Secret)
	if inv.Also != "" {
		text += "?also=" + inv.Also
	}
	return text
}

// Servers is every server the invite names, comma-separated, its own first (the other
// nodes are NATS addresses: a browser's ws:// invite names its own only).
func (inv Invite) Servers() string {
	servers := []string{inv.Server}
	scheme, _, _ := strings.Cut(inv.Server, "://")
	if inv.Also == "" || scheme != "nats" && scheme != "tls" {
		return inv.Server
	}
	for _, a := range strings.Split(inv.Also, ",") {
		servers = append(servers, scheme+"://"+a)
	}
	return strings.Join(servers, ",")
}

// parseAlso reads an invite's query: nothing, or also=HOST:PORT,HOST:PORT.
func parseAlso(query string) (string, bool) {
	if query == "" {
		return "", true
	}
	list, ok := strings.CutPrefix(query, "also=")
	if !ok || list == "" || strings.Count(list, ",") >= MaxAlso {
		return "", false
	}
	for _, a := range strings.Split(list, ",") {
		host, port, err := net.SplitHostPort(a)
		if n, perr := strconv.Atoi(port); err != nil || host == "" || perr != nil || n < 1 || n > 65535 ||
			strings.ContainsAny(host, "/?#@, ") {
			return "", false
		}
	}
	return list, true
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
	if err != nil || u.Host == "" || u.User != nil || u.Fragment != "" {
		return Invite{}, fmt.Errorf("not an invite; %s", want)
	}
	also, ok := parseAlso(u.RawQuery)
	if !ok {
		return Invite{}, fmt.Errorf("an invite's other nodes read ?also=HOST:PORT,HOST:PORT (at most %d); %s", MaxAlso, want)
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
	if err != nil || seat < 0 || seat > 3 || !ValidTableID(parts[0]) || !ValidTableID(parts[2]) {
		return Invite{}, fmt.Errorf("not an invite; %s", want)
	}
	return Invite{Server: u.Scheme + "://" + u.Host, Table: parts[0], Seat: seat, Secret: parts[2], Also: also}, nil
}
