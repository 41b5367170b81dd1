//go:build js

package scenes

import (
	"syscall/js"

	"mercado/ui"
)

// In the browser a name is typed into a real text input on the page, so that a phone
// opens its keyboard and IME and paste work. A phone opens its keyboard only when the
// input takes the focus during the tap itself, before the game's next frame sees the
// tap: so the game lists the places of its text fields on the page each frame, and a
// listener focuses the input when a finger (or the mouse) is lifted on one of them. The
// game then reads the input's text every frame while it is focused; Enter, Tab or Esc
// in it, or a tap elsewhere, ends the typing.

// textInputID names the page's text input (the browser test types into it).
const textInputID = "mercado-text-input"

// pageText is the page's text input and the fields it answers for, in CSS px.
var pageText struct {
	el     js.Value
	fields [][4]float64
}

// textInput is the page's text input, made on first use.
func textInput() js.Value {
	if pageText.el.Truthy() {
		return pageText.el
	}
	doc := js.Global().Get("document")
	el := doc.Call("createElement", "input")
	el.Set("id", textInputID)
	el.Set("type", "text")
	el.Set("autocomplete", "off")
	el.Set("spellcheck", false)
	el.Set("enterKeyHint", "done")
	st := el.Get("style")
	// Out of sight but focusable, at 16 px so that a phone does not zoom in on it.
	for k, v := range map[string]string{"position": "fixed", "left": "0", "top": "0", "width": "1px", "height": "1px",
		"opacity": "0", "border": "0", "padding": "0", "fontSize": "16px", "pointerEvents": "none"} {
		st.Set(k, v)
	}
	// The handlers live as long as the page: the input is made once.
	el.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		switch args[0].Get("key").String() {
		case "Enter", "Escape", "Tab": // not translated: the browser's key names
			args[0].Call("preventDefault")
			el.Call("blur")
		}
		return nil
	}))
	focusOnField := js.FuncOf(func(_ js.Value, args []js.Value) any {
		x, y, ok := eventPoint(args[0])
		if !ok {
			return nil
		}
		for _, f := range pageText.fields {
			if x >= f[0] && x < f[0]+f[2] && y >= f[1] && y < f[1]+f[3] {
				el.Call("focus", map[string]any{"preventScroll": true})
				return nil
			}
		}
		return nil
	})
	js.Global().Call("addEventListener", "touchend", focusOnField)
	js.Global().Call("addEventListener", "mouseup", focusOnField)
	doc.Get("body").Call("appendChild", el)
	pageText.el = el
	return el
}

// eventPoint is where a touch ended or the mouse was released, in CSS px.
func eventPoint(e js.Value) (x, y float64, ok bool) {
	if t := e.Get("changedTouches"); t.Truthy() {
		if t.Length() == 0 {
			return 0, 0, false
		}
		e = t.Index(0)
	}
	cx, cy := e.Get("clientX"), e.Get("clientY")
	if cx.Type() != js.TypeNumber || cy.Type() != js.TypeNumber {
		return 0, 0, false
	}
	return cx.Float(), cy.Float(), true
}

// setTextFields lists the text fields on screen, in logical px at a's scale.
func setTextFields(a *App, fields ...ui.Rect) {
	textInput()
	k := a.scale / max(1, a.dpr)
	pageText.fields = pageText.fields[:0]
	for _, r := range fields {
		pageText.fields = append(pageText.fields, [4]float64{r.X * k, r.Y * k, r.W * k, r.H * k})
	}
}

// startTyping puts text in the page's input and gives it the focus; it reports
// whether the input has it (the page's keyboard then types the text).
func startTyping(text string) bool {
	el := textInput()
	el.Set("value", text)
	el.Call("focus", map[string]any{"preventScroll": true})
	return typingOnPage()
}

// typingOnPage reports whether the page's input has the focus.
func typingOnPage() bool {
	return pageText.el.Truthy() && js.Global().Get("document").Get("activeElement").Equal(pageText.el)
}

// typedOnPage is the text in the page's input.
func typedOnPage() string { return textInput().Get("value").String() }

// setTypedOnPage puts text in the page's input (the game refused part of what came).
func setTypedOnPage(text string) {
	if el := textInput(); el.Get("value").String() != text {
		el.Set("value", text)
	}
}

// stopTyping takes the focus from the page's input, which closes a phone's keyboard.
func stopTyping() {
	if typingOnPage() {
		pageText.el.Call("blur")
	}
}
