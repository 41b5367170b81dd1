package ui

import (
	"image"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"mercado/assets"
)

// Lines of text are drawn into pixels on the processor and written onto the sheet, like
// the shapes. Drawn with Ebitengine's text package, each glyph of each size became an
// image of its own on Ebitengine's atlas, kept by its face: every window size draws at
// sizes of its own, so the glyphs' textures grew with the sizes a session had been
// through (72 to 96 MB in the long monkey) and never shrank. Here the glyphs are only
// masks in passing; what stays is the line on the sheet, which has a fixed size.

type lineFaceKey struct {
	halfPoints int
	bold, tab  bool
}

// maxLineFaces bounds the faces kept for drawing lines (each keeps a little memory of
// its own for rasterizing, no glyphs).
const maxLineFaces = 64

var lineFaces = map[lineFaceKey]font.Face{}

// lineFace is the face lines of size sizePx are drawn with (on the game goroutine).
func lineFace(sizePx float64, bold, tab bool) font.Face {
	k := lineFaceKey{int(math.Round(max(1, min(2000, sizePx)) * 2)), bold, tab}
	if f, ok := lineFaces[k]; ok {
		return f
	}
	if len(lineFaces) >= maxLineFaces {
		clear(lineFaces)
	}
	f := assets.NewLineFaceOf(sizePx, bold, tab)
	lineFaces[k] = f
	return f
}

// linePixels is one line of text in white, premultiplied RGBA rows of iw x ih pixels,
// with a pixel of border and its baseline ascent below the top (as text.Draw puts it).
func linePixels(line string, sizePx float64, bold, tab bool, iw, ih int, ascent float64) []byte {
	pix := clearPixels(iw, ih)
	dst := &image.RGBA{Pix: pix, Stride: 4 * iw, Rect: image.Rect(0, 0, iw, ih)}
	d := font.Drawer{Dst: dst, Src: image.White, Face: lineFace(sizePx, bold, tab),
		Dot: fixed.Point26_6{X: fixed.I(1), Y: fixed.I(1 + int(math.Floor(ascent)))}}
	d.DrawString(line)
	return pix
}
