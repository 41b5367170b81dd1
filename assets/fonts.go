package assets

import (
	"bytes"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

var (
	fontOnce    sync.Once
	regular     *text.GoTextFaceSource
	bold        *text.GoTextFaceSource
	faceCache   = map[faceKey]*text.GoTextFace{}
	faceCacheMu sync.Mutex
)

type faceKey struct {
	halfPoints int
	bold       bool
}

// loadFonts parses the fonts on first use. They are compiled in, so a parse error is a
// broken build, not a run-time condition: it panics.
func loadFonts() {
	fontOnce.Do(func() {
		var err error
		if regular, err = text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF)); err != nil {
			panic("the embedded Go Regular font is unreadable: " + err.Error())
		}
		if bold, err = text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF)); err != nil {
			panic("the embedded Go Bold font is unreadable: " + err.Error())
		}
	})
}

// FontSource is Go Regular or Go Bold, parsed once. Safe from any goroutine.
func FontSource(isBold bool) *text.GoTextFaceSource {
	loadFonts()
	if isBold {
		return bold
	}
	return regular
}

// Face is the Go font at a size in device pixels (rounded to half a pixel, clamped to
// 1..2000), made once per size and weight; later calls only look it up and allocate
// nothing. Safe from any goroutine.
func Face(size float64, isBold bool) *text.GoTextFace {
	k := faceKey{int(math.Round(max(1, min(2000, size)) * 2)), isBold}
	faceCacheMu.Lock()
	defer faceCacheMu.Unlock()
	if f, ok := faceCache[k]; ok {
		return f
	}
	f := &text.GoTextFace{Source: FontSource(isBold), Size: float64(k.halfPoints) / 2}
	faceCache[k] = f
	return f
}
