package online

import (
	"fmt"
	"net/url"
	"strings"
)

// A browser joins from a link to the host's web build with the invite after the '#':
// http://HOST:PORT/#ws://HOST:PORT/TABLE/SEAT/SECRET. The page is the same for every
// seat; the part after '#' never leaves the browser (it is not sent to the web server),
// and tells the page the NATS WebSocket URL and the seat's credential.

// InviteLink is the link that opens page (the host's web build as WebServer.URL names
// it, http://HOST:PORT/) on inv's seat; inv's server is the host's WebSocket URL (ws://
// or wss://).
func InviteLink(page string, inv Invite) string {
	if u, err := url.Parse(page); err == nil && u.Path == "" {
		page += "/"
	}
	return page + "#" + inv.String()
}

// ParseInviteLink reads an invite, or a link with one after its '#'.
func ParseInviteLink(text string) (Invite, error) {
	text = strings.TrimSpace(text)
	if !strings.HasPrefix(text, "http://") && !strings.HasPrefix(text, "https://") {
		return ParseInvite(text)
	}
	if len(text) > 1024 {
		return Invite{}, fmt.Errorf("that is %d characters, too long for an invite's link", len(text))
	}
	u, err := url.Parse(text)
	if err != nil || u.Fragment == "" {
		return Invite{}, fmt.Errorf("that link has no invite after its '#'")
	}
	return ParseInvite(u.Fragment)
}
