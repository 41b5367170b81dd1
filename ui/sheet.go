package ui

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// The sheet is the one texture that every cached picture of the canvas lives on: the
// shapes' sprites, the lines of text and the icons, and the white pixel that fills are
// drawn from. Its size is fixed, so what the caches hold costs the same memory after
// two hours as after two minutes.
//
// Why not Ebitengine's own atlas: it packs small images onto shared textures that grow
// (by doubling) when full and never shrink while any image is left on them; a glyph or
// the white pixel keeps one alive. Each window size fills the caches with sprites of
// its own, so in a long session with resizes the atlas stepped from 32 MB to 64 MB and
// on (the long monkey: 170 MB at the start, 396 MB after 26 minutes). On the sheet,
// when a picture no longer fits, every cache starts afresh on the same texture.
//
// Pictures are placed in shelves, left to right and row by row, with a pixel of space
// around each so that a linearly filtered draw never picks up a neighbour. One texture
// also keeps a frame's draws in one batch, as the atlas did.

// sheetSide is the sheet's width and its greatest height in pixels (64 MB of texture):
// more than a frame of the largest screens draws, well inside what graphics drivers
// offer. It starts a quarter as tall (16 MB) and doubles when it fills, since small
// windows never need the rest.
var sheetSide = 4096

// maxLoneBytes bounds the pictures too large for the sheet (wider or taller than half
// its side: a panel on a screen of 4K), which get textures of their own until the caches start afresh.
const maxLoneBytes = 32 << 20

type sheet struct {
	img *ebiten.Image
	// side is the sheet's width and greatest height, rows its height now.
	side, rows int
	// x, y and rowH are the shelf being filled: its top, the next free column and its
	// tallest picture so far.
	x, y, rowH int
	white      *ebiten.Image
	lone       []*ebiten.Image
	loneBytes  int
	// Textures counts the textures the sheet has made (itself and lone pictures), for
	// the tests.
	Textures int
	// Resets counts the times the caches started afresh.
	Resets int
}

var theSheet sheet

// sheetPad is the empty border kept around each picture.
const sheetPad = 1

// ensure makes the texture on first use (inside the game loop, where the graphics
// driver is known).
func (s *sheet) ensure() {
	if s.img != nil {
		return
	}
	s.side = sheetSide
	if m := ebiten.MaxImageSize(); m > 0 {
		s.side = min(s.side, m)
	}
	s.make(s.side / 4)
}

// make makes the texture, rows tall, and puts the white pixel on it.
func (s *sheet) make(rows int) {
	s.rows = rows
	s.img = ebiten.NewImageWithOptions(image.Rect(0, 0, s.side, rows), &ebiten.NewImageOptions{Unmanaged: true})
	s.Textures++
	s.x, s.y, s.rowH = 0, 0, 0
	s.placeWhite()
}

// placeWhite puts the white pixel first on a fresh sheet: a 3x3 white square whose
// centre is drawn, so that even a linear filter reads only white.
func (s *sheet) placeWhite() {
	sq := s.place(3, 3)
	sq.Fill(color.White)
	b := sq.Bounds()
	s.white = sq.SubImage(image.Rect(b.Min.X+1, b.Min.Y+1, b.Min.X+2, b.Min.Y+2)).(*ebiten.Image)
}

// whitePixel is the source of solid rectangles drawn as images, which batch well.
func (s *sheet) whitePixel() *ebiten.Image {
	s.ensure()
	return s.white
}

// place is a free w x h region of the sheet, or nil when the sheet is full.
func (s *sheet) place(w, h int) *ebiten.Image {
	pw, ph := w+2*sheetPad, h+2*sheetPad
	if s.x+pw > s.side { // the next shelf
		s.x, s.y, s.rowH = 0, s.y+s.rowH, 0
	}
	if s.x+pw > s.side || s.y+ph > s.rows {
		return nil
	}
	r := image.Rect(s.x+sheetPad, s.y+sheetPad, s.x+sheetPad+w, s.y+sheetPad+h)
	s.x += pw
	s.rowH = max(s.rowH, ph)
	return s.img.SubImage(r).(*ebiten.Image)
}

// alloc is an empty w x h image for a cached picture: a region of the sheet, or a
// texture of its own when the picture is larger than the sheet can be. When the sheet
// is full every cache starts afresh first (so a picture handed out earlier must not be kept
// past the call that got it: the caches hold them, and forget them together).
func (s *sheet) alloc(w, h int) *ebiten.Image {
	s.ensure()
	w, h = max(1, w), max(1, h)
	if w > s.side/2 || h > s.side/2 { // it would leave little room for the rest
		return s.alone(w, h)
	}
	if img := s.place(w, h); img != nil {
		return img
	}
	// Full: every cache starts afresh, on a sheet twice as tall while it is not yet at
	// its greatest (a window that fills it holds more than a small one draws).
	resetCaches()
	if s.rows < s.side {
		s.img.Deallocate()
		s.make(min(s.side, 2*s.rows))
	}
	if img := s.place(w, h); img != nil {
		return img
	}
	return s.alone(w, h) // not reached: half the side fits on an empty sheet
}

// alone is a w x h texture of its own, for a picture too large for the sheet.
func (s *sheet) alone(w, h int) *ebiten.Image {
	if s.loneBytes >= maxLoneBytes {
		resetCaches()
	}
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	s.lone = append(s.lone, img)
	s.loneBytes += 4 * w * h
	s.Textures++
	return img
}

// reset empties the sheet for new pictures and releases the lone ones.
func (s *sheet) reset() {
	for _, img := range s.lone {
		img.Deallocate()
	}
	s.lone, s.loneBytes = nil, 0
	if s.img == nil {
		return
	}
	s.img.Clear()
	s.x, s.y, s.rowH = 0, 0, 0
	s.placeWhite()
	s.Resets++
}

// resetCaches forgets every cached picture at once and empties the sheet they are on:
// the shapes, the lines of text and the icons.
func resetCaches() {
	clear(sprites)
	clear(textSprites)
	clear(icons)
	clear(sliceParts)
	theSheet.reset()
}

// UseSheetSide starts the caches afresh on a sheet at most side pixels wide and tall
// (at most 4096): the tests use a small one, to fill it with few pictures.
func UseSheetSide(side int) {
	resetCaches()
	if theSheet.img != nil {
		theSheet.img.Deallocate()
		theSheet.img = nil
	}
	sheetSide = max(64, min(4096, side))
}

// SheetStats is what the picture caches have cost so far: the textures made for them
// and the times they started afresh.
func SheetStats() (textures, resets int) { return theSheet.Textures, theSheet.Resets }
