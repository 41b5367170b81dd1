package assets

import (
	"image"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// The Go fonts' digits are tabular: every one is as wide as the others, so that figures
// line up in columns. In a sentence that reads like a typewriter's ("1 of 8 stands", a
// "1" standing in a wide box of its own). proportionalFigures spaces them as letters are
// spaced: each digit as wide as its ink plus even side bearings (never wider than the
// tabular box), so that figures sit in their text. Columns of numbers keep the font's
// own tabular figures (FaceOf, NewLineFaceOf with tabular). Either way the zero is drawn
// plain, without the slash the Go fonts give it for telling 0 from O in code (plainZero).

// figureBearing is a proportional digit's side bearing, in ems.
const figureBearing = 0.055

// proportionalFigures is a face whose digits are spaced proportionally (or kept
// tabular) and whose zero is plain; every other rune is the wrapped face's.
type proportionalFigures struct {
	font.Face
	adv   [10]fixed.Int26_6 // each digit's advance
	shift [10]fixed.Int26_6 // how far its ink moves left from where the font puts it
	src   *opentype.Font    // the font f was made of, for the zero's outline
	ppem  fixed.Int26_6
	buf   sfnt.Buffer
}

// newProportionalFigures wraps f, a face of size px made of src; tabular keeps the
// digits' widths.
func newProportionalFigures(f font.Face, src *opentype.Font, px float64, tabular bool) font.Face {
	p := &proportionalFigures{Face: f, src: src, ppem: fixed.Int26_6(0.5 + px*64)}
	bearing := fixed.Int26_6(px * figureBearing * 64)
	for d := range p.adv {
		b, tab, ok := f.GlyphBounds(rune('0' + d))
		if !ok || tabular {
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
	if d == 0 {
		if dr, mask, ok := p.plainZero(dot); ok {
			return dr, mask, image.Point{}, p.adv[0], true
		}
	}
	dr, mask, mp, _, ok := p.Face.Glyph(dot, r)
	return dr, mask, mp, p.adv[d], ok
}

// plainZero rasterizes the zero at dot with its counter whole: the outer contour, and
// for the counter (which the slash cuts in two) the outer contour shrunk onto the
// counter's bounds and run the other way round.
func (p *proportionalFigures) plainZero(dot fixed.Point26_6) (image.Rectangle, *image.Alpha, bool) {
	gi, err := p.src.GlyphIndex(&p.buf, '0')
	if err != nil || gi == 0 {
		return image.Rectangle{}, nil, false
	}
	segs, err := p.src.LoadGlyph(&p.buf, gi, p.ppem, nil)
	if err != nil || len(segs) == 0 {
		return image.Rectangle{}, nil, false
	}
	outer, counter, ok := zeroContours(segs)
	if !ok {
		return image.Rectangle{}, nil, false
	}
	ob, ib := outer.Bounds(), counter.Bounds()
	db := ob.Add(dot)
	dr := image.Rect(db.Min.X.Floor(), db.Min.Y.Floor(), db.Max.X.Ceil(), db.Max.Y.Ceil())
	bias := fixed.Point26_6{X: dot.X - fixed.I(dr.Min.X), Y: dot.Y - fixed.I(dr.Min.Y)}
	r := vector.NewRasterizer(dr.Dx(), dr.Dy())
	trace(r, outer, func(q fixed.Point26_6) fixed.Point26_6 { return q.Add(bias) })
	shrink := func(q fixed.Point26_6) fixed.Point26_6 {
		x := ib.Min.X + fixed.Int26_6(int64(q.X-ob.Min.X)*int64(ib.Max.X-ib.Min.X)/int64(max(1, ob.Max.X-ob.Min.X)))
		y := ib.Min.Y + fixed.Int26_6(int64(q.Y-ob.Min.Y)*int64(ib.Max.Y-ib.Min.Y)/int64(max(1, ob.Max.Y-ob.Min.Y)))
		return fixed.Point26_6{X: x, Y: y}.Add(bias)
	}
	trace(r, reversed(outer), shrink)
	mask := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
	r.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	return dr, mask, true
}

// zeroContours splits a zero's outline into its outer contour and the rest (its
// counter's pieces); a zero of one contour has nothing to mend.
func zeroContours(segs sfnt.Segments) (outer, counter sfnt.Segments, ok bool) {
	for i := 1; i < len(segs); i++ {
		if segs[i].Op == sfnt.SegmentOpMoveTo {
			return segs[:i], segs[i:], true
		}
	}
	return nil, nil, false
}

// reversed is a contour (a move and lines and quadratic curves) run the other way.
func reversed(c sfnt.Segments) sfnt.Segments {
	end := func(s sfnt.Segment) fixed.Point26_6 {
		if s.Op == sfnt.SegmentOpQuadTo {
			return s.Args[1]
		}
		return s.Args[0]
	}
	out := sfnt.Segments{{Op: sfnt.SegmentOpMoveTo, Args: [3]fixed.Point26_6{end(c[len(c)-1])}}}
	for k := len(c) - 1; k >= 1; k-- {
		to := end(c[k-1])
		switch c[k].Op {
		case sfnt.SegmentOpQuadTo:
			out = append(out, sfnt.Segment{Op: sfnt.SegmentOpQuadTo, Args: [3]fixed.Point26_6{c[k].Args[0], to}})
		default:
			out = append(out, sfnt.Segment{Op: sfnt.SegmentOpLineTo, Args: [3]fixed.Point26_6{to}})
		}
	}
	return out
}

// trace draws the segments onto the rasterizer, each point moved by at.
func trace(r *vector.Rasterizer, segs sfnt.Segments, at func(fixed.Point26_6) fixed.Point26_6) {
	f := func(q fixed.Point26_6) (float32, float32) { q = at(q); return float32(q.X) / 64, float32(q.Y) / 64 }
	for _, s := range segs {
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			r.MoveTo(f(s.Args[0]))
		case sfnt.SegmentOpLineTo:
			r.LineTo(f(s.Args[0]))
		case sfnt.SegmentOpQuadTo:
			x0, y0 := f(s.Args[0])
			x1, y1 := f(s.Args[1])
			r.QuadTo(x0, y0, x1, y1)
		}
	}
	r.ClosePath()
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
