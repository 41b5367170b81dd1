package scenes

import "syscall/js"

// primaryPointerCoarse asks the page whether its primary pointer is a finger (a phone or
// a tablet, including one Chromium's touch emulation makes); known is false when the page
// cannot say.
func primaryPointerCoarse() (coarse, known bool) {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false, false
	}
	q := js.Global().Call("matchMedia", "(pointer: coarse)") // not translated: a CSS media query
	if !q.Truthy() {
		return false, false
	}
	return q.Get("matches").Truthy(), true
}
