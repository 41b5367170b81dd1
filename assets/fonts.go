package assets

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

var (
	fontOnce    sync.Once
	regular     *opentype.Font
	bold        *opentype.Font
	faceCache   = map[faceKey]text.Face{}
	faceCacheMu sync.Mutex
)

// maxFaces bounds the faces kept. Each face keeps the glyphs it has drawn, and every
// window size draws at sizes of its own: past the bound the faces start afresh, and the
// glyphs of sizes no longer drawn go with them.
const maxFaces = 160

type faceKey struct {
	halfPoints int
	bold       bool
	tabular    bool
}

// loadFonts parses the fonts on first use. They are compiled in, so a parse error is a
// broken build, not a run-time condition: it panics.
func loadFonts() {
	fontOnce.Do(func() {
		var err error
		if regular, err = opentype.Parse(goregular.TTF); err != nil {
			panic("the embedded Go Regular font is unreadable: " + err.Error())
		}
		if bold, err = opentype.Parse(gobold.TTF); err != nil {
			panic("the embedded Go Bold font is unreadable: " + err.Error())
		}
	})
}

// Face is the Go font at a size in device pixels (rounded to half a pixel, clamped to
// 1..2000), its digits spaced proportionally for sentences (figures.go), made once per
// size and weight (up to maxFaces of them); later calls only look it up and allocate
// nothing. Safe from any goroutine.
func Face(size float64, isBold bool) text.Face { return FaceOf(size, isBold, false) }

// FaceOf is Face with the font's own tabular digits when tabular is set: for numbers
// that line up in columns.
func FaceOf(size float64, isBold, tabular bool) text.Face {
	k := faceKey{int(math.Round(max(1, min(2000, size)) * 2)), isBold, tabular}
	faceCacheMu.Lock()
	defer faceCacheMu.Unlock()
	if f, ok := faceCache[k]; ok {
		return f
	}
	loadFonts()
	src := regular
	if isBold {
		src = bold
	}
	of, err := opentype.NewFace(src, &opentype.FaceOptions{Size: float64(k.halfPoints) / 2, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("the embedded Go font cannot be sized: " + err.Error())
	}
	f := text.NewGoXFace(figuresOf(of, src, float64(k.halfPoints)/2, tabular))
	if len(faceCache) >= maxFaces {
		clear(faceCache)
	}
	faceCache[k] = f
	return f
}

// NewLineFace is the Go font at a size in device pixels (rounded like Face's) as a face
// of its own, for drawing lines of text into pixels on the processor, its digits spaced
// like Face's. Unlike Face it is not shared: an opentype face is for one goroutine at a
// time.
func NewLineFace(size float64, isBold bool) font.Face { return NewLineFaceOf(size, isBold, false) }

// NewLineFaceOf is NewLineFace with tabular digits when tabular is set (like FaceOf).
func NewLineFaceOf(size float64, isBold, tabular bool) font.Face {
	halfPoints := int(math.Round(max(1, min(2000, size)) * 2))
	faceCacheMu.Lock()
	loadFonts()
	faceCacheMu.Unlock()
	src := regular
	if isBold {
		src = bold
	}
	of, err := opentype.NewFace(src, &opentype.FaceOptions{Size: float64(halfPoints) / 2, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("the embedded Go font cannot be sized: " + err.Error())
	}
	return figuresOf(of, src, float64(halfPoints)/2, tabular)
}

// figuresOf is f, made of src at size px, with a plain zero and proportional digits
// (tabular: the font's own widths).
func figuresOf(f font.Face, src *opentype.Font, px float64, tabular bool) font.Face {
	return newProportionalFigures(f, src, px, tabular)
}
