//go:build !js

package host

import (
	"strings"
	"testing"

	"mercado/game/online"
)

// TestMistypedInvites: the invites a host makes are whole (Invite.Mistyped is false), and
// each of their links with one letter of the table or the secret lost, doubled, or read
// wrong (an o typed as a 0, an l as a 1) is called mistyped, not merely unknown to the
// host. (A letter changed into another of the alphabet, or the seat's number, cannot be
// told from a whole invite without a checksum: the host then says it does not know it.)
func TestMistypedInvites(t *testing.T) {
	h := startHost(t, t.TempDir(), RefereeConfig{})
	t.Cleanup(h.Close)
	_, invites := newTable(t, h, threePeople())
	for _, inv := range invites {
		inv.Server = "ws://192.168.1.20:4223"
		link := online.InviteLink("http://192.168.1.20:8080/", inv)
		if got, err := online.ParseInviteLink(link); err != nil || got.Mistyped() {
			t.Fatalf("the host's invite %s: %+v, %v, mistyped %v", link, got, err, got.Mistyped())
		}
		at := strings.Index(link, "/"+inv.Table+"/")
		seat := at + 1 + len(inv.Table) + 1
		for i := at + 1; i < len(link); i++ {
			if link[i] == '/' || i == seat {
				continue // a slash lost is no invite at all; another seat's number reads whole
			}
			for _, typo := range []string{link[:i] + link[i+1:], link[:i+1] + link[i:], link[:i] + "0" + link[i+1:], link[:i] + "1" + link[i+1:]} {
				got, err := online.ParseInviteLink(typo)
				if err == nil && !got.Mistyped() {
					t.Fatalf("%s, one letter wrong, reads as a whole invite: %+v", typo, got)
				}
			}
		}
	}
}
