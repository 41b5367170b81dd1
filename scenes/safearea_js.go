package scenes

import (
	"strconv"
	"strings"
	"syscall/js"

	"mercado/ui"
)

// safeAreaCSS reads the page's safe-area insets in CSS pixels (index.html copies
// env(safe-area-inset-*) into custom properties, which Go can read).
func safeAreaCSS() ui.Insets {
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return ui.Insets{}
	}
	style := js.Global().Call("getComputedStyle", doc.Get("documentElement"))
	px := func(name string) float64 {
		v := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(style.Call("getPropertyValue", name).String()), "px"))
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f < 0 || f > 400 {
			return 0
		}
		return f
	}
	return ui.Insets{Top: px("--safe-top"), Right: px("--safe-right"), Bottom: px("--safe-bottom"), Left: px("--safe-left")}
}
