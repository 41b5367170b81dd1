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
