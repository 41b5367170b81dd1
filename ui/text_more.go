package ui

import "image/color"

// Centred wraps s to width w and draws its lines centred on cx from y down, at a size
// that is never shrunk (a phone keeps its least text size and wraps instead); it
// returns the height used.
func (c *Canvas) Centred(s string, cx, y, size, w float64, bold bool, col color.RGBA) float64 {
	lineH := size * 1.35
	lines := Wrap(s, size, w, bold)
	for i, line := range lines {
		c.Text(line, cx, y+lineH*(float64(i)+0.5), size, bold, col, Center)
	}
	return lineH * float64(len(lines))
}

// TextHeight is how tall s is wrapped to width w at size (as Centred and Paragraph
// draw it).
func TextHeight(s string, size, w float64, bold bool) float64 {
	if s == "" {
		return 0
	}
	return size * 1.35 * float64(len(Wrap(s, size, w, bold)))
}
