//go:build js

package online

import (
	"errors"
	"syscall/js"
)

// In the browser the clipboard is read by navigator.clipboard.readText, which a browser
// allows only just after a tap or click (the Paste button's), and may ask the person
// first or refuse; pasting into the field itself (a long press, Ctrl+V) always works.

var errNoClipboard = errors.New("the browser did not let the page read the clipboard") // not translated: the screen says online.paste_refused

// readClipboard asks the browser for the clipboard's text; the answer comes on the
// channel when the browser gives it.
func readClipboard() (out <-chan pasted) {
	ch := make(chan pasted, 1)
	out = ch
	defer func() {
		if recover() != nil { // readText threw instead of refusing: the same for the player
			ch <- pasted{err: errNoClipboard}
		}
	}()
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() || clip.Get("readText").Type() != js.TypeFunction {
		ch <- pasted{err: errNoClipboard}
		return
	}
	var then, fail js.Func
	done := func(p pasted) {
		ch <- p
		then.Release()
		fail.Release()
	}
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Type() == js.TypeString {
			done(pasted{text: args[0].String()})
		} else {
			done(pasted{err: errNoClipboard})
		}
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		done(pasted{err: errNoClipboard})
		return nil
	})
	clip.Call("readText").Call("then", then, fail)
	return
}
