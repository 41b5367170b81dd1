package scenes

import (
	"image"
	"image/color"
	"math"
)

// The table's wood: dark walnut planks, drawn by this code for the project (no picture
// file). The texture is one square of woodTile pixels that repeats seamlessly both ways:
// woodPlanks planks across it, each with its own shade, its grain waving along it in
// whole periods of the square, and one butt joint, staggered from plank to plank.

const (
	woodTile   = 512
	woodPlanks = 4
)

// Walnut's tones: the grain's dark lines, the wood between them, a seam's light edge.
var (
	woodDark  = color.RGBA{72, 44, 27, 255}
	woodMid   = color.RGBA{116, 74, 45, 255}
	woodLight = color.RGBA{140, 94, 60, 255}
)

// woodHash is a small integer hash (Wang's), so that the texture is the same every run.
func woodHash(v uint32) uint32 {
	v = (v ^ 61) ^ (v >> 16)
	v *= 9
	v ^= v >> 4
	v *= 0x27d4eb2d
	v ^= v >> 15
	return v
}

// woodUnit is a hash as a number in 0..1.
func woodUnit(v uint32) float64 { return float64(woodHash(v)&0xffff) / 0xffff }

// woodPixels is the wood texture, woodTile pixels square.
func woodPixels() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, woodTile, woodTile))
	ph := woodTile / woodPlanks
	var wave [woodTile]float64
	for p := range woodPlanks {
		pl := newPlank(p, ph)
		for x := range wave {
			wave[x] = pl.wave(x)
		}
		for v := range ph {
			for x := range woodTile {
				img.SetRGBA(x, p*ph+v, pl.at(x, v, wave[x]))
			}
		}
	}
	return img
}

// plank is one plank's own make: its seed, shade, joint and number of rings.
type plank struct {
	p, ph int
	seed  uint32
	tone  float64
	joint int
	rings float64
}

func newPlank(p, ph int) plank {
	seed := uint32(p*7919 + 101)
	return plank{p: p, ph: ph, seed: seed, tone: 0.9 + 0.2*woodUnit(seed+1),
		joint: int(woodUnit(seed) * woodTile), rings: 11 + 5*woodUnit(seed+2)}
}

// wave is how far the rings bend at x along the plank, in whole periods of the tile.
func (pl plank) wave(x int) float64 {
	a := 2 * math.Pi * float64(x) / woodTile
	return 0.6*math.Sin(a+6*woodUnit(pl.seed+3)) + 0.22*math.Sin(a*3+6*woodUnit(pl.seed+4)) + 0.05*math.Sin(a*11+6*woodUnit(pl.seed+5))
}

// at is the colour at x along the plank, v pixels into its height, its rings bent by wave.
func (pl plank) at(x, v int, wave float64) color.RGBA {
	j := (x - pl.joint + woodTile) % woodTile
	switch {
	case v < 2 || j < 2: // the gap between planks
		return woodDark
	case v == 2 || j == 2:
		return woodLight
	}
	// the rings seen from the side: lines along the plank
	g := 0.5 + 0.5*math.Sin(2*math.Pi*(float64(v)/float64(pl.ph)*pl.rings+wave))
	g = g * g * g * g
	fibre := woodUnit(uint32(v*131+pl.p*977)+uint32(x/29)*7) * 0.25 // short streaks along the grain
	c := mixRGB(woodMid, woodDark, min(1, g*0.75+fibre*0.4))
	return color.RGBA{shade(c.R, pl.tone), shade(c.G, pl.tone), shade(c.B, pl.tone), 255}
}

func mixRGB(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
}

func shade(v uint8, f float64) uint8 { return uint8(min(255, float64(v)*f)) }
