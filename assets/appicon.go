package assets

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
)

// The game's icon: four market spaces of an azulejo-blue market, each with its good, in
// the colours the board gives them. The window and the packaged builds use it at every
// size a system asks for.

var (
	iconBlue  = color.RGBA{0x2f, 0x5d, 0x8c, 0xff}
	iconEdge  = color.RGBA{0x1d, 0x3c, 0x5e, 0xff}
	iconTiles = [4]color.RGBA{{0xbf, 0xdc, 0xf2, 0xff}, {0xf6, 0xcf, 0xe3, 0xff}, {0xf7, 0xc6, 0xbd, 0xff}, {0xda, 0xcf, 0xf0, 0xff}}
	iconGoods = [4]Icon{Fish, Flower, Tomato, Grape}
)

// AppIcon draws the icon px pixels square (16 to MaxIconPixels).
func AppIcon(px int) (*image.RGBA, error) {
	if px < 16 || px > MaxIconPixels {
		return nil, fmt.Errorf("app icon size %d is outside 16..%d pixels", px, MaxIconPixels)
	}
	img := image.NewRGBA(image.Rect(0, 0, px, px))
	s := float64(px)
	fillRounded(img, 0, 0, s, s, s*0.22, iconEdge)
	edge := math.Max(1, s*0.035)
	fillRounded(img, edge, edge, s-2*edge, s-2*edge, s*0.22-edge, iconBlue)
	pad, gap := s*0.12, s*0.06
	tile := (s - 2*pad - gap) / 2
	for i := range 4 {
		x := pad + float64(i%2)*(tile+gap)
		y := pad + float64(i/2)*(tile+gap)
		fillRounded(img, x, y, tile, tile, tile*0.16, iconTiles[i])
		side := int(math.Round(tile * 0.78))
		if side < 4 {
			continue
		}
		svg, err := SVG(iconGoods[i])
		if err != nil {
			return nil, err
		}
		good, err := Rasterize(svg, side)
		if err != nil {
			return nil, err
		}
		at := image.Pt(int(math.Round(x+(tile-float64(side))/2)), int(math.Round(y+(tile-float64(side))/2)))
		draw.Draw(img, good.Bounds().Add(at), good, image.Point{}, draw.Over)
	}
	return img, nil
}

// fillRounded paints a rounded rectangle with soft edges (4x4 samples a pixel).
func fillRounded(img *image.RGBA, x, y, w, h, r float64, c color.RGBA) {
	const n = 4
	for py := int(y); py < int(math.Ceil(y+h)); py++ {
		for px := int(x); px < int(math.Ceil(x+w)); px++ {
			in := 0
			for sy := range n {
				for sx := range n {
					fx := float64(px) + (float64(sx)+0.5)/n
					fy := float64(py) + (float64(sy)+0.5)/n
					if insideRounded(fx-x, fy-y, w, h, r) {
						in++
					}
				}
			}
			if in == 0 {
				continue
			}
			a := float64(in) / (n * n)
			src := color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
			over(img, px, py, src)
		}
	}
}

func insideRounded(x, y, w, h, r float64) bool {
	if x < 0 || y < 0 || x > w || y > h {
		return false
	}
	cx := math.Max(r, math.Min(x, w-r))
	cy := math.Max(r, math.Min(y, h-r))
	dx, dy := x-cx, y-cy
	return dx*dx+dy*dy <= r*r
}

// over blends a premultiplied colour onto a pixel.
func over(img *image.RGBA, x, y int, src color.RGBA) {
	if !image.Pt(x, y).In(img.Rect) {
		return
	}
	i := img.PixOffset(x, y)
	p := img.Pix[i : i+4 : i+4]
	k := 255 - uint32(src.A)
	p[0] = uint8(uint32(src.R) + uint32(p[0])*k/255)
	p[1] = uint8(uint32(src.G) + uint32(p[1])*k/255)
	p[2] = uint8(uint32(src.B) + uint32(p[2])*k/255)
	p[3] = uint8(uint32(src.A) + uint32(p[3])*k/255)
}
