package ui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Clip is a canvas that draws only inside r (a scrolled view's window): the same
// coordinates, on the part of the screen r covers.
func (c *Canvas) Clip(r Rect) *Canvas {
	b := c.Dst.Bounds()
	px := image.Rect(int(math.Floor(r.X*c.Scale)), int(math.Floor(r.Y*c.Scale)),
		int(math.Ceil(r.Right()*c.Scale)), int(math.Ceil(r.Bottom()*c.Scale))).Intersect(b)
	if px.Empty() {
		px = image.Rect(b.Min.X, b.Min.Y, b.Min.X, b.Min.Y)
	}
	return &Canvas{Dst: c.Dst.SubImage(px).(*ebiten.Image), Scale: c.Scale}
}
