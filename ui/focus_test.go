package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestFocusListSkipsDisabledAndPresses(t *testing.T) {
	a, b, c := &Button{}, &Button{Disabled: true}, &Button{}
	f := NoFocus()
	var in Input
	in.AddKey(ebiten.KeyTab)
	f.Update(&in, a, b, c)
	if f.At != 0 || !a.Focused {
		t.Fatalf("first Tab: %d", f.At)
	}
	f.Update(&in, a, b, c)
	if f.At != 2 || !c.Focused || a.Focused {
		t.Fatalf("second Tab skips the disabled button: %d", f.At)
	}
	in.Clear()
	in.AddKey(ebiten.KeyTab)
	in.Shift = true
	f.Update(&in, a, b, c)
	if f.At != 0 {
		t.Fatalf("Shift+Tab: %d", f.At)
	}
	in.Clear()
	in.AddKey(ebiten.KeyEnter)
	if got := f.Update(&in, a, b, c); got != a {
		t.Fatalf("Enter pressed %v", got)
	}
	in.Clear()
	if got := f.Update(&in, a, b, c); got != nil {
		t.Fatalf("nothing pressed, got %v", got)
	}
}
