package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Rounded rectangles and circles, the most common sprites, are rasterised on the CPU
// from their distance field instead of through vector paths: every panel, button and
// piece needs one on the first frame, and the vector route (paths flattened, then
// filled through the GPU one by one) made the first frame wait hundreds of
// milliseconds on a desktop and seconds in a browser. A pixel's coverage is its
// distance to the edge, clamped to one pixel of anti-aliasing.

// spritePixels is reused from sprite to sprite (sprites are made on the game goroutine).
var spritePixels []byte

// clearPixels is spritePixels sized for iw x ih pixels, all transparent.
func clearPixels(iw, ih int) []byte {
	n := 4 * iw * ih
	if cap(spritePixels) < n {
		spritePixels = make([]byte, n)
	}
	pix := spritePixels[:n]
	clear(pix)
	return pix
}

// rasterRound draws a filled or stroked rounded rectangle (a circle is one whose radius
// is half its side) of w x h pixels with corner radius rad, at pad pixels inside img;
// stroke > 0 outlines it with a line that wide, centred on the edge.
func rasterRound(img *ebiten.Image, w, h, rad, stroke, pad float64, col color.RGBA) {
	b := img.Bounds()
	img.WritePixels(roundPixels(b.Dx(), b.Dy(), w, h, rad, stroke, pad, col))
}

// roundPixels is rasterRound's picture, premultiplied RGBA rows of iw x ih pixels.
func roundPixels(iw, ih int, w, h, rad, stroke, pad float64, col color.RGBA) []byte {
	pix := clearPixels(iw, ih)
	rad = max(0, min(rad, w/2, h/2))
	cx, cy := pad+w/2, pad+h/2
	ix, iy := w/2-rad, h/2-rad // the half extents of the rectangle the corners round
	for y := range ih {
		qy := math.Abs(float64(y)+0.5-cy) - iy
		row := pix[4*iw*y:]
		for x := range iw {
			qx := math.Abs(float64(x)+0.5-cx) - ix
			d := min(max(qx, qy), 0) - rad
			if qx > 0 || qy > 0 {
				d += math.Hypot(max(qx, 0), max(qy, 0))
			}
			if stroke > 0 {
				d = math.Abs(d) - stroke/2
			}
			a := min(1, max(0, 0.5-d))
			if a == 0 {
				continue
			}
			// color.RGBA is alpha-premultiplied, as WritePixels wants it.
			p := row[4*x : 4*x+4 : 4*x+4]
			p[0], p[1], p[2], p[3] = scaleByte(col.R, a), scaleByte(col.G, a), scaleByte(col.B, a), scaleByte(col.A, a)
		}
	}
	return pix
}

func scaleByte(v uint8, a float64) uint8 { return uint8(float64(v)*a + 0.5) }

// rasterShape draws a wooden stand marker (see Canvas.Shape) of side size at pad pixels
// inside img: a soft shadow 1.5 px below, the player's colour, and a rim of width rim in
// the colour darkened, each from the shape's distance field.
func rasterShape(img *ebiten.Image, sh Shape, size, rim, pad float64, col color.RGBA) {
	b := img.Bounds()
	iw, ih := b.Dx(), b.Dy()
	pix := clearPixels(iw, ih)
	h := size / 2
	cx, cy := pad+h, pad+h
	edge := Mix(col, Ink, 0.6)
	for y := range ih {
		for x := range iw {
			px, py := float64(x)+0.5-cx, float64(y)+0.5-cy
			d := shapeDistance(sh, h, px, py)
			shadow := coverage(shapeDistance(sh, h, px, py-1.5))
			var out [4]float64
			over(&out, Shadow, shadow)
			over(&out, col, coverage(d))
			over(&out, edge, coverage(math.Abs(d)-rim/2))
			if out[3] == 0 {
				continue
			}
			p := pix[4*(y*iw+x) : 4*(y*iw+x)+4 : 4*(y*iw+x)+4]
			for i := range p {
				p[i] = uint8(min(255, out[i]+0.5))
			}
		}
	}
	img.WritePixels(pix)
}

// coverage is how much of a pixel lies inside an edge at signed distance d.
func coverage(d float64) float64 { return min(1, max(0, 0.5-d)) }

// over lays col at coverage a over the premultiplied pixel out.
func over(out *[4]float64, col color.RGBA, a float64) {
	if a == 0 {
		return
	}
	src := [4]float64{float64(col.R) * a, float64(col.G) * a, float64(col.B) * a, float64(col.A) * a}
	keep := 1 - src[3]/255
	for i := range out {
		out[i] = src[i] + out[i]*keep
	}
}

// shapeDistance is the signed distance from (px, py), relative to the centre, to the
// outline of a marker of half size h: negative inside. The outlines are those the
// markers always had: a circle, a square with rounded corners, a triangle, a diamond.
func shapeDistance(sh Shape, h, px, py float64) float64 {
	switch sh {
	case Square:
		s, r := 0.9*h, 0.2*h
		qx, qy := math.Abs(px)-(s-r), math.Abs(py)-(s-r)
		return math.Hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r
	case Triangle:
		return polygonDistance(px, py, [][2]float64{{0, -1.05 * h}, {1.1 * h, 0.85 * h}, {-1.1 * h, 0.85 * h}})
	case Diamond:
		return polygonDistance(px, py, [][2]float64{{0, -1.1 * h}, {1.05 * h, 0}, {0, 1.1 * h}, {-1.05 * h, 0}})
	default: // Circle
		return math.Hypot(px, py) - h
	}
}

// polygonDistance is the signed distance from (px, py) to a convex polygon whose corners
// run clockwise on the screen (y down): the distance to its nearest side, negative
// inside. Corners come out round when stroked, as a round line join would draw them.
func polygonDistance(px, py float64, corners [][2]float64) float64 {
	dist, inside := math.Inf(1), true
	for i, a := range corners {
		b := corners[(i+1)%len(corners)]
		ex, ey := b[0]-a[0], b[1]-a[1]
		wx, wy := px-a[0], py-a[1]
		t := min(1, max(0, (wx*ex+wy*ey)/(ex*ex+ey*ey)))
		dist = min(dist, math.Hypot(wx-ex*t, wy-ey*t))
		if ex*wy-ey*wx < 0 { // left of a clockwise side: outside
			inside = false
		}
	}
	if inside {
		return -dist
	}
	return dist
}
