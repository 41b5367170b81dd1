package scenes

// The kit's buttons: what every screen's buttons share.

import "mercado/ui"

// button keeps a button's press state across frames while its place and label follow
// the layout.
func button(b ui.Button, r ui.Rect, label string) ui.Button {
	b.Rect, b.Label = r, label
	return b
}
