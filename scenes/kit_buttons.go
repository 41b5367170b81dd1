package scenes

// The kit's buttons: what every screen's buttons share.

import "mercado/ui"

// button keeps a button's press state across frames while its place and label follow
// the layout.
func button(b ui.Button, r ui.Rect, label string) ui.Button {
	b.Rect, b.Label = r, label
	return b
}

// menuItem is one button of a menu (the menu's, the pause menu's): its button, a note
// under it, and what it does.
type menuItem struct {
	id   string // the catalog key of its label: a name that does not change with the language
	btn  ui.Button
	note string
	do   func(a *App)
}

// itemTargets are a menu's enabled items as the status names them: by their catalog keys.
func itemTargets(items []menuItem) []Target {
	var out []Target
	for _, it := range items {
		if !it.btn.Disabled {
			out = append(out, targetAt(it.id, it.btn.Label, it.btn.Rect))
		}
	}
	return out
}
