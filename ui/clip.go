package ui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Clip is a canvas that draws only inside r (a scrolled view's window): the same
// coordinates, on the part of the screen r covers. While c tallies, the clipped canvas
// tallies too, into c's sum: a view that scrolls changes the frame's sum, so the frame
// is drawn (whole, over a cleared screen) instead of the scrolled text drawn over the
// last frame.
func (c *Canvas) Clip(r Rect) *Canvas {
	b := c.Dst.Bounds()
	px := image.Rect(int(math.Floor(r.X*c.Scale)), int(math.Floor(r.Y*c.Scale)),
		int(math.Ceil(r.Right()*c.Scale)), int(math.Ceil(r.Bottom()*c.Scale))).Intersect(b)
	if px.Empty() {
		px = image.Rect(b.Min.X, b.Min.Y, b.Min.X, b.Min.Y)
	}
	if c.tally {
		c.mix(tallyClip)
		c.mix(uint64(uint32(int32(px.Min.X))) | uint64(uint32(int32(px.Min.Y)))<<32)
		c.mix(uint64(uint32(int32(px.Max.X))) | uint64(uint32(int32(px.Max.Y)))<<32)
	}
	return &Canvas{Dst: c.Dst.SubImage(px).(*ebiten.Image), Scale: c.Scale, tally: c.tally, into: c.summed(), FocusRings: c.FocusRings}
}
