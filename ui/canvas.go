package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"mercado/assets"
)

// Canvas draws in logical coordinates onto a screen of device pixels: every call is
// scaled by Scale, so shapes are drawn as vectors and icons rasterized at the final
// pixel size — crisp at any window size. It reuses its path and options so that a
// steady frame allocates nothing.
type Canvas struct {
	Dst   *ebiten.Image
	Scale float64

	img ebiten.DrawImageOptions
	txt text.DrawOptions

	// Sum is what the frame tallied so far looks like (tally.go); while tally is on
	// nothing is drawn.
	Sum   uint64
	tally bool
	// into is the canvas whose Sum a clipped canvas adds to (nil: its own), so that
	// what a scrolled view draws changes the frame's sum like the rest.
	into *Canvas
	// FocusRings shows the keyboard focus's ring on the focused button: only once the
	// keyboard has moved a focus since the last press of a mouse or a finger.
	FocusRings bool
}

func (c *Canvas) s(v float64) float32 { return float32(v * c.Scale) }

func scaleOf(cs *ebiten.ColorScale, col color.RGBA) {
	cs.Reset()
	cs.Scale(float32(col.R)/255, float32(col.G)/255, float32(col.B)/255, float32(col.A)/255)
}

// Fill paints a rectangle.
func (c *Canvas) Fill(r Rect, col color.RGBA) {
	if c.tally {
		c.mix(tallyFill)
		c.mixF(r.X, r.Y, r.W, r.H)
		c.mixCol(col)
		return
	}
	op := &c.img
	op.GeoM.Reset()
	op.GeoM.Scale(r.W*c.Scale, r.H*c.Scale)
	op.GeoM.Translate(r.X*c.Scale, r.Y*c.Scale)
	scaleOf(&op.ColorScale, col)
	op.Filter = ebiten.FilterNearest
	c.Dst.DrawImage(theSheet.whitePixel(), op)
}

// Shapes are drawn through sprites: each distinct shape (kind, pixel size, colour) is
// rendered once, anti-aliased, into a small image of its own (from its distance field,
// sprite_raster.go) and from then on drawn as that image. Images batch, so a whole frame
// costs a handful of draw calls.

type spriteKind uint8

const (
	fillRoundSprite spriteKind = iota
	strokeRoundSprite
	fillCircleSprite
	strokeCircleSprite
	shapeSprite
)

type spriteKey struct {
	kind   spriteKind
	w, h   int16 // the shape's size in device pixels
	radius int16 // corner radius in quarter pixels
	stroke int16 // stroke width in quarter pixels
	shape  Shape
	col    color.RGBA
}

// maxSprites bounds the cache by count; its pixels are bounded by the sheet they live
// on (sheet.go), which a shape that grows through an animation (a new size a frame)
// fills. A new scale (a window resize) starts every cache afresh.
const maxSprites = 4096

var (
	sprites    = map[spriteKey]*ebiten.Image{}
	cacheScale float64
)

// ensureScale starts the caches afresh when the canvas is drawn at a new scale: their
// pictures are drawn at the old one's pixel sizes.
func (c *Canvas) ensureScale() {
	if c.Scale != cacheScale {
		resetCaches()
		cacheScale = c.Scale
	}
}

// spritePad leaves room around a shape for its stroke and anti-aliasing.
func spritePad(k spriteKey) int {
	pad := int(k.stroke)/8 + 2
	if k.kind == shapeSprite { // triangles and diamonds reach past their nominal size
		pad += int(k.w)/8 + 2
	}
	return pad
}

func (c *Canvas) sprite(k spriteKey) *ebiten.Image {
	c.ensureScale()
	if len(sprites) >= maxSprites {
		resetCaches()
	}
	if img, ok := sprites[k]; ok {
		return img
	}
	pad := spritePad(k)
	img := theSheet.alloc(int(k.w)+2*pad, int(k.h)+2*pad)
	renderSprite(img, k, float32(pad))
	sprites[k] = img
	return img
}

func renderSprite(img *ebiten.Image, k spriteKey, pad float32) {
	w, h, rad := float64(k.w), float64(k.h), float64(k.radius)/4
	switch k.kind {
	case fillRoundSprite, strokeRoundSprite:
		rasterRound(img, w, h, rad, strokeWidth(k), float64(pad), k.col)
	case fillCircleSprite, strokeCircleSprite:
		rasterRound(img, w, h, w/2, strokeWidth(k), float64(pad), k.col)
	case shapeSprite:
		rasterShape(img, k.shape, w, float64(k.stroke)/4, float64(pad), k.col)
	}
}

// strokeWidth is a stroke sprite's line width in pixels, and 0 for a fill.
func strokeWidth(k spriteKey) float64 {
	if k.kind == strokeRoundSprite || k.kind == strokeCircleSprite {
		return float64(k.stroke) / 4
	}
	return 0
}

func (c *Canvas) pixelBox(r Rect) (x, y, w, h int) {
	x, y = int(math.Round(r.X*c.Scale)), int(math.Round(r.Y*c.Scale))
	return x, y, int(math.Round(r.Right()*c.Scale)) - x, int(math.Round(r.Bottom()*c.Scale)) - y
}

func quarter(v float64) int16 { return int16(min(32000, math.Round(v*4))) }

// drawSprite draws the sprite k at (x, y); hollow leaves out a sliced rounded
// rectangle's middle, which the caller covers next (see drawSliced).
func (c *Canvas) drawSprite(k spriteKey, x, y int, hollow bool) {
	if k.w <= 0 || k.h <= 0 {
		return
	}
	if c.tally {
		c.mix(tallySprite)
		c.mix(uint64(k.kind) | uint64(uint16(k.w))<<8 | uint64(uint16(k.h))<<24 | uint64(k.shape)<<40)
		c.mix(uint64(uint16(k.radius)) | uint64(uint16(k.stroke))<<16 | uint64(uint32(int32(x)))<<32)
		c.mix(uint64(uint32(int32(y))))
		c.mixCol(k.col)
		return
	}
	if small, ok := roundSlices(k); ok {
		c.drawSliced(k, small, x, y, hollow)
		return
	}
	img := c.sprite(k)
	pad := spritePad(k)
	op := &c.img
	op.GeoM.Reset()
	op.GeoM.Translate(float64(x-pad), float64(y-pad))
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterNearest
	c.Dst.DrawImage(img, op)
}

func (c *Canvas) round(r Rect, radius, stroke float64, col color.RGBA, kind spriteKind, hollow bool) {
	x, y, w, h := c.pixelBox(r)
	c.drawSprite(spriteKey{kind: kind, w: int16(w), h: int16(h), radius: quarter(radius * c.Scale), stroke: quarter(stroke * c.Scale), col: col}, x, y, hollow)
}

// FillRound paints a rounded rectangle.
func (c *Canvas) FillRound(r Rect, radius float64, col color.RGBA) {
	c.round(r, radius, 0, col, fillRoundSprite, false)
}

// StrokeRound outlines a rounded rectangle.
func (c *Canvas) StrokeRound(r Rect, radius, width float64, col color.RGBA) {
	c.round(r, radius, width, col, strokeRoundSprite, false)
}

// Card is a rounded panel with a soft shadow and an edge.
func (c *Canvas) Card(r Rect, radius float64, face, edge color.RGBA) {
	c.RaisedRound(r, radius, 2, 3, face)
	c.StrokeRound(r, radius, 1.5, edge)
}

// RaisedRound paints a rounded rectangle with a shadow cast (dx, dy) below it. Under an
// opaque face whose corners are rounder than the shadow is offset, the shadow's middle
// lies wholly beneath the face and only its rim is drawn: on a phone's screen the board
// and the panels would otherwise fill their pixels once more for nothing.
func (c *Canvas) RaisedRound(r Rect, radius, dx, dy float64, face color.RGBA) {
	hidden := face.A == 255 && radius >= max(dx, dy)
	c.round(r.Offset(dx, dy), radius, 0, Shadow, fillRoundSprite, hidden)
	c.FillRound(r, radius, face)
}

func (c *Canvas) circle(cx, cy, rad, stroke float64, col color.RGBA, kind spriteKind) {
	d := int(math.Round(2 * rad * c.Scale))
	x, y := int(math.Round(cx*c.Scale))-d/2, int(math.Round(cy*c.Scale))-d/2
	c.drawSprite(spriteKey{kind: kind, w: int16(d), h: int16(d), stroke: quarter(stroke * c.Scale), col: col}, x, y, false)
}

// FillCircle paints a disc.
func (c *Canvas) FillCircle(cx, cy, rad float64, col color.RGBA) {
	c.circle(cx, cy, rad, 0, col, fillCircleSprite)
}

// StrokeCircle outlines a circle.
func (c *Canvas) StrokeCircle(cx, cy, rad, width float64, col color.RGBA) {
	c.circle(cx, cy, rad, width, col, strokeCircleSprite)
}

// Line draws a straight stroke as a rotated bar (it needs no anti-aliased path).
func (c *Canvas) Line(x0, y0, x1, y1, width float64, col color.RGBA) {
	dx, dy := (x1-x0)*c.Scale, (y1-y0)*c.Scale
	length := math.Hypot(dx, dy)
	if length == 0 {
		return
	}
	wpx := max(1, width*c.Scale)
	if c.tally {
		c.mix(tallyLine)
		c.mixF(x0, y0, x1, y1, wpx)
		c.mixCol(col)
		return
	}
	op := &c.img
	op.GeoM.Reset()
	op.GeoM.Scale(length, wpx)
	op.GeoM.Translate(0, -wpx/2)
	op.GeoM.Rotate(math.Atan2(dy, dx))
	op.GeoM.Translate(x0*c.Scale, y0*c.Scale)
	scaleOf(&op.ColorScale, col)
	op.Filter = ebiten.FilterLinear
	c.Dst.DrawImage(theSheet.whitePixel(), op)
}

// Shape paints a player's wooden stand marker: the player colour in its own outline
// (circle, square, triangle, diamond) with a dark rim, centred on (cx, cy).
func (c *Canvas) Shape(sh Shape, cx, cy, size float64, col color.RGBA) {
	d := int(math.Round(size * c.Scale))
	x, y := int(math.Round(cx*c.Scale))-d/2, int(math.Round(cy*c.Scale))-d/2
	c.drawSprite(spriteKey{kind: shapeSprite, w: int16(d), h: int16(d), stroke: quarter(max(1.2, size/14) * c.Scale), shape: sh, col: col}, x, y, false)
}

// Image draws img stretched onto r.
func (c *Canvas) Image(img *ebiten.Image, r Rect, alpha float64) {
	if c.tally {
		c.mix(tallyImage)
		c.mixImage(img)
		c.mixF(r.X, r.Y, r.W, r.H, alpha)
		return
	}
	b := img.Bounds()
	op := &c.img
	op.GeoM.Reset()
	op.GeoM.Scale(r.W*c.Scale/float64(b.Dx()), r.H*c.Scale/float64(b.Dy()))
	op.GeoM.Translate(r.X*c.Scale, r.Y*c.Scale)
	op.ColorScale.Reset()
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	c.Dst.DrawImage(img, op)
}

// Icon draws an emoji icon into the square centred in r, rasterized at its pixel size.
func (c *Canvas) Icon(icon assets.Icon, r Rect, alpha float64) {
	sq := r.Square()
	px := int(math.Ceil(sq.W * c.Scale))
	if c.tally { // without rasterizing the icon
		c.mix(tallyIcon)
		c.mix(uint64(icon)<<32 | uint64(px))
		c.mixF(sq.X, sq.Y, sq.W, alpha)
		return
	}
	c.Image(c.icon(icon, px), sq, alpha)
}

type iconKey struct {
	icon assets.Icon
	px   int
}

// icons are the icons rasterized at the sizes drawn, on the sheet with the rest.
var icons = map[iconKey]*ebiten.Image{}

// maxIconPixels bounds the sizes rasterized: larger ones (only on huge screens) are
// the largest scaled up a little.
const maxIconPixels = 1024

func (c *Canvas) icon(icon assets.Icon, px int) *ebiten.Image {
	c.ensureScale()
	k := iconKey{icon, max(1, min(maxIconPixels, px))}
	if img, ok := icons[k]; ok {
		return img
	}
	img := theSheet.alloc(k.px, k.px)
	img.WritePixels(assets.IconPixels(icon, k.px).Pix)
	icons[k] = img
	return img
}

// TextDrawn, when set (by the tests), hears every line of text drawn, so that a test
// can read what a frame says without reading its pixels.
var TextDrawn func(s string)

// Align says where text sits against its anchor point.
type Align uint8

const (
	Left Align = iota
	Center
	Right
)

// Text draws one line with its vertical middle at y. Lines are rendered once per
// (text, size, weight) into white sprites and tinted when drawn: shaping text every
// frame would allocate, and a sprite is one batched image draw. Whatever s holds, the
// line stays one line no wider than the screen: control characters are shown as
// escapes (OneLine) and a line wider than the screen is cut with an ellipsis, so that
// no text image outgrows what the graphics card can hold.
func (c *Canvas) Text(s string, x, y, size float64, bold bool, col color.RGBA, align Align) {
	c.text(s, x, y, size, bold, false, col, align)
}

// TextTab is Text with tabular figures: every digit as wide as the others, for numbers
// that line up in a column (Text spaces digits proportionally, as they sit in a sentence).
func (c *Canvas) TextTab(s string, x, y, size float64, bold bool, col color.RGBA, align Align) {
	c.text(s, x, y, size, bold, true, col, align)
}

func (c *Canvas) text(s string, x, y, size float64, bold, tab bool, col color.RGBA, align Align) {
	if s == "" {
		return
	}
	if TextDrawn != nil {
		TextDrawn(s)
	}
	if c.tally { // without shaping the text
		c.mix(tallyText)
		c.mixString(s)
		c.mixF(x, y, size)
		c.mix(uint64(align)<<8 | b2u(bold) | b2u(tab)<<1)
		c.mixCol(col)
		return
	}
	img := c.textSprite(s, size*c.Scale, bold, tab, c.maxTextPx())
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	px := x * c.Scale
	switch align {
	case Center:
		px -= float64(w) / 2
	case Right:
		px -= float64(w)
	}
	op := &c.img
	op.GeoM.Reset()
	op.GeoM.Translate(math.Round(px), math.Round(y*c.Scale-float64(h)/2))
	scaleOf(&op.ColorScale, col)
	op.Filter = ebiten.FilterNearest
	c.Dst.DrawImage(img, op)
}

type textKey struct {
	s    string
	size int16 // device pixels, in quarters
	bold bool
	tab  bool // tabular figures
}

// maxTextSprites bounds the cache of drawn lines by count; the sheet bounds their
// pixels.
const maxTextSprites = 2048

var textSprites = map[textKey]*ebiten.Image{}

// maxTextPixels bounds a text image's width, well inside the smallest texture size
// graphics drivers offer.
const maxTextPixels = 4096

// maxTextPx is the widest line the canvas draws, in device pixels: the screen's width.
func (c *Canvas) maxTextPx() float64 {
	w := maxTextPixels
	if c.Dst != nil {
		w = min(w, max(64, c.Dst.Bounds().Dx()))
	}
	return float64(w)
}

func (c *Canvas) textSprite(s string, sizePx float64, bold, tab bool, maxPx float64) *ebiten.Image {
	c.ensureScale()
	if len(textSprites) >= maxTextSprites {
		resetCaches()
	}
	k := textKey{s, quarter(sizePx), bold, tab}
	if img, ok := textSprites[k]; ok {
		return img
	}
	face := assets.FaceOf(sizePx, bold, tab)
	line := Cut(OneLine(s), sizePx, maxPx-2, bold)
	w, h := text.Measure(line, face, 0)
	iw, ih := int(math.Ceil(w))+2, int(math.Ceil(h))+2
	img := theSheet.alloc(iw, ih)
	img.WritePixels(linePixels(line, sizePx, bold, tab, iw, ih, face.Metrics().HAscent))
	textSprites[k] = img
	return img
}

var widths = map[textKey]float64{}

// TextWidth measures at a nominal scale (widths scale linearly with the size); the
// answers are remembered, since layouts ask every frame.
func TextWidth(s string, size float64, bold bool) float64 { return textWidth(s, size, bold, false) }

// TextWidthTab measures a line TextTab draws.
func TextWidthTab(s string, size float64, bold bool) float64 { return textWidth(s, size, bold, true) }

func textWidth(s string, size float64, bold, tab bool) float64 {
	k := textKey{s, quarter(size), bold, tab}
	if w, ok := widths[k]; ok {
		return w
	}
	if len(widths) >= 4*maxTextSprites {
		clear(widths)
	}
	w := text.Advance(s, assets.FaceOf(size, bold, tab))
	widths[k] = w
	return w
}

// FitSize is the largest size up to want at which s fits into width.
func FitSize(s string, want, width float64, bold bool) float64 {
	w := TextWidth(s, want, bold)
	if w <= width || w == 0 {
		return want
	}
	// Widths do not scale exactly with the size (glyphs snap to pixels), so step down
	// until it really fits.
	size := want * width / w
	for size > 6 && TextWidth(s, size, bold) > width {
		size *= 0.96
	}
	return max(6, size)
}

// TextFit draws one line shrunk as needed to fit width, and cut with an ellipsis when
// even the smallest size is too wide.
func (c *Canvas) TextFit(s string, x, y, size, width float64, bold bool, col color.RGBA, align Align) {
	size = FitSize(s, size, width, bold)
	c.Text(Cut(s, size, width, bold), x, y, size, bold, col, align)
}

// Paragraph draws word-wrapped text from the top-left of r and returns the height used.
func (c *Canvas) Paragraph(s string, r Rect, size float64, col color.RGBA) float64 {
	lineH := size * 1.35
	y := r.Y + lineH/2
	for _, line := range Wrap(s, size, r.W, false) {
		if y-lineH/2 > r.Bottom() {
			break
		}
		c.Text(line, r.X, y, size, false, col, Left)
		y += lineH
	}
	return y - lineH/2 - r.Y
}
