//go:build !js

package scenes

import "mercado/ui"

// Outside the browser the game reads typed characters itself (ui.Input.Chars); there is
// no page and no text input on it (textentry_js.go).

func setTextFields(*App, ...ui.Rect) {}
func startTyping(string) bool        { return false }
func typingOnPage() bool             { return false }
func typedOnPage() string            { return "" }
func setTypedOnPage(string)          {}
func stopTyping()                    {}
