package ui

// TextStyle is a named size and weight of text.
type TextStyle struct {
	Size float64
	Bold bool
}

// Type is the set of text styles a screen draws with, so a screen says "a heading" and
// the form decides how big that is. On phones one logical pixel is one CSS pixel, and no
// text is smaller than 13 px there.
type Type struct {
	Display TextStyle // the game's name on the menu
	Title   TextStyle // a screen's title
	Heading TextStyle // a panel's or section's name
	Body    TextStyle // sentences and buttons
	Label   TextStyle // numbers and names inside panels
	Caption TextStyle // the smallest: notes under things
}

// TypeFor is the text styles of a form.
func TypeFor(f Form) Type {
	if f == Wide {
		return Type{
			Display: TextStyle{64, true},
			Title:   TextStyle{30, true},
			Heading: TextStyle{20, true},
			Body:    TextStyle{16, false},
			Label:   TextStyle{14, false},
			Caption: TextStyle{12, false},
		}
	}
	return Type{
		Display: TextStyle{40, true},
		Title:   TextStyle{22, true},
		Heading: TextStyle{17, true},
		Body:    TextStyle{15, false},
		Label:   TextStyle{14, false},
		Caption: TextStyle{13, false},
	}
}

// MinTouch is the least size of a touch target in the phone forms (Apple's and Google's
// guidance: 44 CSS px).
const MinTouch = 44
