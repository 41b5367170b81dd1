//go:build js

package lang

import "syscall/js"

// System is the browser's language (navigator.language).
func System() string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return "en"
	}
	l := nav.Get("language")
	if l.Type() != js.TypeString {
		return "en"
	}
	return Supported(l.String())
}
