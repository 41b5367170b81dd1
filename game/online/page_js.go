//go:build js

package online

import (
	"strings"
	"syscall/js"
)

// PageInvite is the invite in the page's address after the '#', when the page was
// opened from an invite's link (httpserve_invite.go); ok is false when the address has
// none. A malformed one is an error that says what an invite looks like.
func PageInvite() (inv Invite, ok bool, err error) {
	hash := js.Global().Get("location").Get("hash")
	if hash.Type() != js.TypeString {
		return Invite{}, false, nil
	}
	text := strings.TrimPrefix(hash.String(), "#")
	if decoded, err := call(js.Global(), "decodeURIComponent", text); err == nil && decoded.Type() == js.TypeString {
		text = decoded.String()
	}
	if text == "" {
		return Invite{}, false, nil
	}
	inv, err = ParseInvite(text)
	return inv, err == nil, err
}
