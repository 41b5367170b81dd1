package assets

import (
	"bytes"
	"fmt"
	"image"

	"github.com/srwiley/oksvg"
	"github.com/srwiley/rasterx"
)

// MaxIconPixels bounds a rasterized icon's side.
const MaxIconPixels = 4096

// Rasterize draws an SVG into a px by px image with a transparent background. It needs
// no display, so the tests check every icon with it.
func Rasterize(svg []byte, px int) (img *image.RGBA, err error) {
	if px <= 0 || px > MaxIconPixels {
		return nil, fmt.Errorf("icon size %d is outside 1..%d pixels", px, MaxIconPixels)
	}
	if len(bytes.TrimSpace(svg)) == 0 {
		return nil, fmt.Errorf("empty SVG")
	}
	defer func() {
		// oksvg is not hardened against every malformed file: a bad icon is an error.
		if r := recover(); r != nil {
			img, err = nil, fmt.Errorf("unreadable SVG: %v", r)
		}
	}()
	icon, err := oksvg.ReadIconStream(bytes.NewReader(svg), oksvg.WarnErrorMode)
	if err != nil {
		return nil, fmt.Errorf("unreadable SVG: %w", err)
	}
	if icon.ViewBox.W <= 0 || icon.ViewBox.H <= 0 {
		return nil, fmt.Errorf("the SVG has no size")
	}
	icon.SetTarget(0, 0, float64(px), float64(px))
	img = image.NewRGBA(image.Rect(0, 0, px, px))
	scanner := rasterx.NewScannerGV(px, px, img, img.Bounds())
	icon.Draw(rasterx.NewDasher(px, px, scanner), 1)
	return img, nil
}
