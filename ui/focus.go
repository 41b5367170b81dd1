package ui

import "github.com/hajimehoshi/ebiten/v2"

// FocusList is a screen's keyboard focus over its buttons: Tab and the arrows move it,
// Shift+Tab goes back, Enter or Space presses the focused button. Every screen uses this
// one scheme, so the keys mean the same everywhere.
type FocusList struct {
	At int // the focused button, -1 before the keyboard is used
}

// NoFocus is a list nobody has tabbed into yet.
func NoFocus() FocusList { return FocusList{At: -1} }

// Update moves the focus over buttons (in keyboard order, disabled ones skipped), marks
// the focused one and says which button the keyboard pressed, or nil.
func (f *FocusList) Update(in *Input, buttons ...*Button) *Button {
	n := len(buttons)
	if n == 0 {
		f.At = -1
		return nil
	}
	step := 0
	switch {
	case in.Key(ebiten.KeyTab) && in.Shift, in.Key(ebiten.KeyArrowUp), in.Key(ebiten.KeyArrowLeft):
		step = -1
	case in.Key(ebiten.KeyTab), in.Key(ebiten.KeyArrowDown), in.Key(ebiten.KeyArrowRight):
		step = 1
	}
	if f.At >= n {
		f.At = n - 1
	}
	if step != 0 {
		if f.At < 0 && step < 0 {
			f.At = 0
		}
		for range n { // at most once round, past disabled buttons
			f.At = (f.At + step + n) % n
			if !buttons[f.At].Disabled {
				break
			}
		}
	}
	var pressed *Button
	for i, b := range buttons {
		b.Focused = i == f.At
		if b.Focused && !b.Disabled && (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace)) {
			pressed = b
		}
	}
	return pressed
}

// Navigates says the keyboard moved a focus this frame (Tab or an arrow): from then on
// the focused button shows its ring, until a mouse or a finger presses (a tap leaves no
// keyboard ring behind, as a browser's :focus-visible).
func (in *Input) Navigates() bool {
	return in.Key(ebiten.KeyTab) || in.Key(ebiten.KeyArrowUp) || in.Key(ebiten.KeyArrowDown) ||
		in.Key(ebiten.KeyArrowLeft) || in.Key(ebiten.KeyArrowRight)
}
