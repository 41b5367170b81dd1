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

// FontSource is the Go font (regular or bold).
func FontSource(isBold bool) *text.GoTextFaceSource {
	loadFonts()
	if isBold {
		return bold
	}
	return regular
}

// Face is the Go font at a size in device pixels (rounded to half a pixel), cached.
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
