package ui

import (
	"bytes"
	"fmt"
	"image/color"
	"testing"
)

// keyPixels is the whole sprite of rounded rectangle k, as renderSprite rasterizes it.
func keyPixels(k spriteKey) (pix []byte, iw, ih int) {
	pad := spritePad(k)
	iw, ih = int(k.w)+2*pad, int(k.h)+2*pad
	pix = roundPixels(iw, ih, float64(k.w), float64(k.h), float64(k.radius)/4, strokeWidth(k), float64(pad), k.col)
	return append([]byte(nil), pix...), iw, ih
}

// TestSlicedRoundsAreTheWholeSprite puts large rounded rectangles (filled and
// stroked, thin and thick, round and square corners, wide, tall and both) together from
// their small sprite's slices as drawSliced does, and finds every pixel as the whole
// sprite has it; and the small sprite costs a small part of the whole one.
func TestSlicedRoundsAreTheWholeSprite(t *testing.T) {
	col := color.RGBA{200, 100, 50, 255}
	sliced := 0
	for _, kind := range []spriteKind{fillRoundSprite, strokeRoundSprite} {
		for _, size := range [][2]int16{{900, 1400}, {700, 44}, {40, 600}, {120, 90}, {61, 300}} {
			for _, radius := range []float64{0, 0.4, 4, 12, 16.5} {
				for _, stroke := range []float64{0, 1, 1.5, 3.25} {
					if (kind == strokeRoundSprite) != (stroke > 0) {
						continue
					}
					k := spriteKey{kind: kind, w: size[0], h: size[1], radius: quarter(radius), stroke: quarter(stroke), col: col}
					small, ok := roundSlices(k)
					if !ok {
						continue
					}
					sliced++
					name := fmt.Sprintf("%v %dx%d radius %.2f stroke %.2f", kind, k.w, k.h, radius, stroke)
					whole, iw, ih := keyPixels(k)
					part, sw, sh := keyPixels(small)
					if 4*sw*sh*20 > 4*iw*ih && k.w > 200 && k.h > 200 {
						t.Errorf("%s: the small sprite is %dx%d, not much smaller than %dx%d", name, sw, sh, iw, ih)
					}
					got := make([]byte, len(whole))
					pad, margin := spritePad(k), sliceMargin(k)
					ya, ny := slicesOf(int(k.h), int(small.h), pad, margin)
					xa, nx := slicesOf(int(k.w), int(small.w), pad, margin)
					for _, ay := range ya[:ny] {
						for _, ax := range xa[:nx] {
							for y := range ay.length {
								sy := ay.from + y*(ay.to-ay.from)/ay.length
								for x := range ax.length {
									sx := ax.from + x*(ax.to-ax.from)/ax.length
									copy(got[4*((ay.at+y)*iw+ax.at+x):][:4], part[4*(sy*sw+sx):][:4])
								}
							}
						}
					}
					if !bytes.Equal(got, whole) {
						for i := 0; i < len(got); i += 4 {
							if !bytes.Equal(got[i:i+4], whole[i:i+4]) {
								t.Errorf("%s: pixel (%d,%d) is %v from the slices, %v in the whole sprite", name, i/4%iw, i/4/iw, got[i:i+4], whole[i:i+4])
								break
							}
						}
					}
				}
			}
		}
	}
	if sliced < 20 {
		t.Errorf("only %d of the rectangles were sliced", sliced)
	}
}

// middleOf is where drawSliced would draw the middle slice of rounded rectangle k drawn
// at (x, y), in the destination's pixels.
func middleOf(k spriteKey, x, y int) (x0, y0, x1, y1 int) {
	small, _ := roundSlices(k)
	pad, margin := spritePad(k), sliceMargin(k)
	ya, _ := slicesOf(int(k.h), int(small.h), pad, margin)
	xa, _ := slicesOf(int(k.w), int(small.w), pad, margin)
	x0, y0 = x-pad+xa[1].at, y-pad+ya[1].at
	return x0, y0, x0 + xa[1].length, y0 + ya[1].length
}

// TestHollowSlicesHideNothing checks what leaving out a middle slice relies on: a
// stroke's middle is clear, and where RaisedRound leaves out its shadow's middle, every
// pixel of it lies under the face's opaque pixels, at every scale a screen draws at.
func TestHollowSlicesHideNothing(t *testing.T) {
	col := color.RGBA{200, 100, 50, 255}
	checked := 0
	face := R(10.3, 7.6, 300, 180)
	for _, scale := range []float64{1, 1.25, 2, 3} {
		c := &Canvas{Scale: scale}
		for _, radius := range []float64{0, 4, 10, 14} {
			for _, stroke := range []float64{1, 1.5, 3} {
				_, _, w, h := c.pixelBox(face)
				k := spriteKey{kind: strokeRoundSprite, w: int16(w), h: int16(h), radius: quarter(radius * scale), stroke: quarter(stroke * scale), col: col}
				small, ok := roundSlices(k)
				if !ok {
					t.Fatalf("a %dx%d stroke is not sliced", w, h)
				}
				pix, sw, _ := keyPixels(small)
				mid := spritePad(k) + sliceMargin(k)
				if a := pix[4*(mid*sw+mid)+3]; a != 0 {
					t.Errorf("scale %v radius %v stroke %v: a stroke's middle has alpha %d", scale, radius, stroke, a)
				}
				checked++
			}
			for _, off := range [][2]float64{{2, 3}, {3, 5}, {3, 4}} {
				if radius < max(off[0], off[1]) {
					continue // RaisedRound draws such a shadow whole
				}
				fx, fy, fw, fh := c.pixelBox(face)
				sx, sy, sw, sh := c.pixelBox(face.Offset(off[0], off[1]))
				fk := spriteKey{kind: fillRoundSprite, w: int16(fw), h: int16(fh), radius: quarter(radius * scale), col: col}
				sk := spriteKey{kind: fillRoundSprite, w: int16(sw), h: int16(sh), radius: quarter(radius * scale), col: Shadow}
				pix, iw, _ := keyPixels(fk)
				pad := spritePad(fk)
				x0, y0, x1, y1 := middleOf(sk, sx, sy)
				for py := y0; py < y1; py++ {
					for px := x0; px < x1; px++ {
						ix, iy := px-fx+pad, py-fy+pad
						if ix < 0 || iy < 0 || ix >= iw || 4*(iy*iw+ix)+3 >= len(pix) || pix[4*(iy*iw+ix)+3] != 255 {
							t.Fatalf("scale %v radius %v offset %v: the shadow's middle shows at (%d,%d)", scale, radius, off, px, py)
						}
					}
				}
				checked++
			}
		}
	}
	if checked < 50 {
		t.Errorf("only %d cases checked", checked)
	}
}
