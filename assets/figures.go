package assets

import (
	"image"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// The Go fonts' digits are tabular: every one is as wide as the others, so that figures
// line up in columns. In a sentence that reads like a typewriter's ("1 of 8 stands", a
// "1" standing in a wide box of its own). proportionalFigures spaces them as letters are
// spaced: each digit as wide as its ink plus even side bearings (never wider than the
// tabular box), so that figures sit in their text. Columns of numbers keep the font's
// own tabular figures (FaceOf, NewLineFaceOf with tabular).

// figureBearing is a proportional digit's side bearing, in ems.
const figureBearing = 0.055

// proportionalFigures is a face whose digits are spaced proportionally; every other
// rune is the wrapped face's.
type proportionalFigures struct {
	font.Face
	adv   [10]fixed.Int26_6 // each digit's advance
	shift [10]fixed.Int26_6 // how far its ink moves left from where the font puts it
}

// newProportionalFigures wraps f, a face of size px.
func newProportionalFigures(f font.Face, px float64) font.Face {
	p := &proportionalFigures{Face: f}
	bearing := fixed.Int26_6(px * figureBearing * 64)
	for d := range p.adv {
		b, tab, ok := f.GlyphBounds(rune('0' + d))
		if !ok {
			p.adv[d] = tab
			continue
		}
		ink := b.Max.X - b.Min.X
		adv := min(tab, ink+2*bearing)
		p.adv[d] = adv
		p.shift[d] = b.Min.X - (adv-ink)/2
	}
	return p
}

func digit(r rune) (int, bool) { return int(r - '0'), r >= '0' && r <= '9' }

// Glyph draws a digit moved into its proportional box.
func (p *proportionalFigures) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	d, ok := digit(r)
	if !ok {
		return p.Face.Glyph(dot, r)
	}
	dot.X -= p.shift[d]
	dr, mask, mp, _, ok := p.Face.Glyph(dot, r)
	return dr, mask, mp, p.adv[d], ok
}

// GlyphBounds is a digit's ink in its proportional box.
func (p *proportionalFigures) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	d, ok := digit(r)
	if !ok {
		return p.Face.GlyphBounds(r)
	}
	b, _, ok := p.Face.GlyphBounds(r)
	b.Min.X -= p.shift[d]
	b.Max.X -= p.shift[d]
	return b, p.adv[d], ok
}

// GlyphAdvance is a digit's proportional advance.
func (p *proportionalFigures) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	if d, ok := digit(r); ok {
		return p.adv[d], true
	}
	return p.Face.GlyphAdvance(r)
}
