package ui

import "mercado/assets"

// Button is a clickable label. Scenes keep their buttons and lay them out each frame.
type Button struct {
	Rect     Rect
	Label    string
	Icon     assets.Icon
	HasIcon  bool
	Disabled bool
	Primary  bool // the main action on a screen
	Focused  bool // chosen with the keyboard
	hot      bool
	pressed  bool
}

// Update tracks the pointer and reports a click: press and release both on the button.
func (b *Button) Update(in *Input) bool {
	b.hot = in.Present && b.Rect.Contains(in.X, in.Y) && !b.Disabled
	if b.Disabled {
		b.pressed = false
		return false
	}
	if in.Pressed && b.hot {
		b.pressed = true
	}
	if in.Released {
		clicked := b.pressed && b.hot
		b.pressed = false
		return clicked
	}
	return false
}

// Draw paints the button.
func (b *Button) Draw(c *Canvas) {
	face, edge, ink := Paper, PanelEdge, Ink
	if b.Primary {
		face, edge, ink = Azulejo, rgb(0x1d3d5e), Paper
	}
	switch {
	case b.Disabled:
		face, ink = Mix(face, rgb(0x9e9e9e), 0.55), Mix(ink, rgb(0x9e9e9e), 0.6)
	case b.pressed && b.hot:
		face = Mix(face, Ink, 0.15)
	case b.hot:
		face = Mix(face, Highlight, 0.3)
	}
	r := b.Rect
	c.Card(r, 8, face, edge)
	if b.Focused && c.FocusRings {
		c.StrokeRound(r.Inset(-3), 10, 2.5, Highlight)
	}
	size := min(20, r.H*0.45)
	x, w := r.X+10, r.W-20
	if b.HasIcon {
		isz := r.H * 0.6
		if b.Label == "" {
			c.Icon(b.Icon, r.Centered(isz, isz), alphaOf(b.Disabled))
			return
		}
		c.Icon(b.Icon, Rect{r.X + 8, r.CY() - isz/2, isz, isz}, alphaOf(b.Disabled))
		x, w = r.X+isz+12, r.W-isz-20
	}
	c.TextFit(b.Label, x+w/2, r.CY(), size, w, true, ink, Center)
}

func alphaOf(disabled bool) float64 {
	if disabled {
		return 0.4
	}
	return 1
}
