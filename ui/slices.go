package ui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// A large rounded rectangle (a card, a panel, the campaign sheet scrolled on a phone)
// is drawn in nine slices of a small sprite of the same shape: its corners and edges as
// they are, and its middle row and column stretched. Away from the corners every row
// (and column) of a rounded rectangle's distance field is the same, so the slices give
// the very pixels the whole sprite would. A whole sprite of a tall card cost megabytes
// of pixels (rasterized on the CPU, copied for the GPU and kept on the sheet) for each
// size and colour; the small one costs a few kilobytes, whatever the card's size.

// sliceMargin is how far (in pixels) from a rounded rectangle's edge its rows and
// columns may differ: the corner's radius twice (the straight part starts one radius
// in, and a stroke's inner edge reaches another), half the stroke and room for
// anti-aliasing.
func sliceMargin(k spriteKey) int {
	rad := float64(k.radius) / 4
	return int(math.Ceil(2*rad+strokeWidth(k)/2)) + 2
}

// roundSlices is the small sprite a rounded rectangle k is drawn from in slices, and
// whether k is large enough to be worth it (circles and shapes never are).
func roundSlices(k spriteKey) (spriteKey, bool) {
	if k.kind != fillRoundSprite && k.kind != strokeRoundSprite {
		return k, false
	}
	side := int16(2*sliceMargin(k) + 1)
	if k.w <= 2*side && k.h <= 2*side {
		return k, false
	}
	small := k
	small.w, small.h = min(k.w, side), min(k.h, side)
	return small, true
}

// sliceAxis is one axis of a sliced draw: the sprite's pixels [from, to) drawn from
// offset at, stretched to length.
type sliceAxis struct{ from, to, at, length int }

// slicesOf splits one axis of a shape size pixels long (the small sprite's side
// small, pad pixels of border around both) into its first n pieces: all of it when it
// is not sliced, else the near edge, the middle pixel stretched and the far edge.
func slicesOf(size, small, pad, margin int) (parts [3]sliceAxis, n int) {
	full := small + 2*pad
	if size == small {
		return [3]sliceAxis{{0, full, 0, full}}, 1
	}
	mid := pad + margin
	return [3]sliceAxis{
		{0, mid, 0, mid},
		{mid, mid + 1, mid, size - 2*margin},
		{mid + 1, full, pad + size - margin, full - mid - 1},
	}, 3
}

// sliceKey names the pieces of one small sprite as one rectangle's axes slice it.
type sliceKey struct {
	small            spriteKey
	slicedW, slicedH bool
}

// sliceParts are the pieces of the small sprites as sub-images, made once (a sub-image
// is a new value each time it is asked for, and a steady frame allocates nothing);
// they go with the sprites when the caches start afresh.
var sliceParts = map[sliceKey]*[9]*ebiten.Image{}

// drawSliced draws the rounded rectangle k at (x, y) from the small sprite of its shape;
// the middle slice is left out where it shows nothing: a stroke's is clear, and with
// hollow the caller covers it next (a shadow under its face).
func (c *Canvas) drawSliced(k, small spriteKey, x, y int, hollow bool) {
	hollow = hollow || k.kind == strokeRoundSprite
	img := c.sprite(small)
	pad, margin := spritePad(k), sliceMargin(k)
	ya, ny := slicesOf(int(k.h), int(small.h), pad, margin)
	xa, nx := slicesOf(int(k.w), int(small.w), pad, margin)
	ys, xs := ya[:ny], xa[:nx]
	sk := sliceKey{small, nx > 1, ny > 1}
	parts, ok := sliceParts[sk]
	if !ok {
		parts = new([9]*ebiten.Image)
		at := img.Bounds().Min
		for i, sy := range ys {
			for j, sx := range xs {
				parts[3*i+j] = img.SubImage(image.Rect(at.X+sx.from, at.Y+sy.from, at.X+sx.to, at.Y+sy.to)).(*ebiten.Image)
			}
		}
		sliceParts[sk] = parts
	}
	op := &c.img
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterNearest
	for i, sy := range ys {
		for j, sx := range xs {
			if hollow && i == 1 && j == 1 {
				continue
			}
			op.GeoM.Reset()
			op.GeoM.Scale(float64(sx.length)/float64(sx.to-sx.from), float64(sy.length)/float64(sy.to-sy.from))
			op.GeoM.Translate(float64(x-pad+sx.at), float64(y-pad+sy.at))
			c.Dst.DrawImage(parts[3*i+j], op)
		}
	}
}
