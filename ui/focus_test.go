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

// The focused button's ring is drawn only while the canvas shows focus rings (the
// keyboard moved a focus since the last tap or click): a tapped screen shows none.
func TestFocusRingOnlyAfterTheKeyboard(t *testing.T) {
	sum := func(focused, rings bool) uint64 {
		c := &Canvas{Scale: 1, FocusRings: rings}
		c.StartTally()
		b := Button{Rect: R(10, 10, 120, 44), Label: "Play", Focused: focused}
		b.Draw(c)
		return c.Sum
	}
	if sum(true, false) != sum(false, false) {
		t.Error("a focused button draws its ring without the keyboard")
	}
	if sum(true, true) == sum(false, true) {
		t.Error("a focused button draws no ring after the keyboard")
	}
	var in Input
	in.AddKey(ebiten.KeyTab)
	if !in.Navigates() {
		t.Error("Tab does not move a focus")
	}
	in.Clear()
	in.AddKey(ebiten.KeyEnter)
	if in.Navigates() {
		t.Error("Enter counts as moving a focus")
	}
}
