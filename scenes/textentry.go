package scenes

import "mercado/ui"

// The page's text input for the screens of other packages (scenes/online's invite
// field): in the browser a field types through a real text input on the page, so that a
// phone opens its keyboard and a paste (keyboard, long press, the browser's menu) comes
// in whole; elsewhere these do nothing and the window's keys type (ui.Input.Chars).

// SetTextFields tells the page where the screen's text fields are, so that a tap on one
// gives the page's input the focus during the tap itself.
func SetTextFields(a *App, fields ...ui.Rect) { setTextFields(a, fields...) }

// StartTyping puts text in the page's input and gives it the focus; false when there is
// no page (the window's keys type) or the input did not take it.
func StartTyping(text string) bool { return startTyping(text) }

// TypingOnPage reports whether the page's input has the focus (Enter, Esc or a tap
// elsewhere takes it away).
func TypingOnPage() bool { return typingOnPage() }

// TypedOnPage is the text in the page's input.
func TypedOnPage() string { return typedOnPage() }

// SetTypedOnPage puts text in the page's input (what the field refused leaves it).
func SetTypedOnPage(text string) { setTypedOnPage(text) }

// StopTyping takes the focus from the page's input.
func StopTyping() { stopTyping() }
