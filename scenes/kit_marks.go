package scenes

// The kit's mark colours: a review's marks in the review, its phone form and the
// statistics' accuracy.

import (
	"image/color"

	"mercado/game/review"
	"mercado/ui"
)

// markColors colour the marks, best first: greens for moves that keep the lead, gold,
// orange and red for the coins lost. The mark's word is always written beside it, so
// colour is never the only cue.
var markColors = [...]color.RGBA{ui.Good, {0x7c, 0xa8, 0x3a, 255}, ui.GoldDark, {0xd9, 0x6a, 0x10, 255}, ui.Bad}

func markColor(m review.Mark) color.RGBA {
	if i := m.Rank(); i >= 0 {
		return markColors[i]
	}
	return ui.InkSoft
}
