package ui

import (
	"image/color"
	"math"
	"reflect"

	"github.com/hajimehoshi/ebiten/v2"
)

// A tallying canvas draws nothing: each call only folds what it would draw (the
// primitive, its place, size, colour, text and image) into Sum. Two frames with the same
// sum look the same, so the app can keep the last frame on screen instead of drawing
// it again (see App.Draw): a waiting game then costs next to nothing.

// StartTally makes the canvas tally instead of draw, from a fresh sum.
func (c *Canvas) StartTally() { c.tally, c.Sum = true, fnvOffset }

// StopTally makes the canvas draw again; Sum keeps the tallied frame's sum.
func (c *Canvas) StopTally() { c.tally = false }

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// tallyKind names each primitive, so that a rectangle never sums like a circle.
const (
	tallyFill uint64 = iota + 1
	tallySprite
	tallyLine
	tallyImage
	tallyIcon
	tallyText
	tallyClip
)

// summed is the canvas whose Sum this one's drawing adds to.
func (c *Canvas) summed() *Canvas {
	if c.into != nil {
		return c.into
	}
	return c
}

func (c *Canvas) mix(v uint64) {
	t := c.summed()
	for range 8 {
		t.Sum ^= v & 0xff
		t.Sum *= fnvPrime
		v >>= 8
	}
}

func (c *Canvas) mixF(vs ...float64) {
	for _, v := range vs {
		c.mix(math.Float64bits(v))
	}
}

func (c *Canvas) mixCol(col color.RGBA) {
	c.mix(uint64(col.R) | uint64(col.G)<<8 | uint64(col.B)<<16 | uint64(col.A)<<24)
}

func (c *Canvas) mixString(s string) {
	c.mix(uint64(len(s)))
	t := c.summed()
	for i := 0; i < len(s); i++ {
		t.Sum ^= uint64(s[i])
		t.Sum *= fnvPrime
	}
}

// mixImage sums an image by identity: a drawn image's pixels are not read, so an image
// whose content changes between frames must make its caller draw anyway (the app's
// cross-fade does).
func (c *Canvas) mixImage(img *ebiten.Image) {
	c.mix(uint64(reflect.ValueOf(img).Pointer()))
	b := img.Bounds()
	c.mix(uint64(b.Dx())<<32 | uint64(b.Dy()))
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// Tallying reports whether the canvas only tallies.
func (c *Canvas) Tallying() bool { return c.tally }
