package assets

import (
	"bytes"
	"fmt"
	"image"
	"regexp"

	"github.com/srwiley/rasterx"

	"mercado/assets/internal/oksvg"
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
	icon, err := oksvg.ReadIconStream(bytes.NewReader(splitArcs(svg)), oksvg.WarnErrorMode)
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

var (
	pathData = regexp.MustCompile(`\sd="[^"]*"`)
	// An arc command and its numbers; e and E stay inside, being exponents.
	arcCommand = regexp.MustCompile(`[aA][^a-df-zA-DF-Z]*`)
	svgNumber  = regexp.MustCompile(`[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?`)
)

// splitArcs repeats the letter before every arc of a path's "a 1 1 0 0 1 2 2 1 1 0 0 1 …"
// run. oksvg draws each arc after the first in such a run with the first arc's flags and
// end point, which tears holes and curves in Twemoji's gear, bulb, burger and person;
// one arc per command is the same path, and oksvg reads it right.
func splitArcs(svg []byte) []byte {
	return pathData.ReplaceAllFunc(svg, func(d []byte) []byte {
		return arcCommand.ReplaceAllFunc(d, func(arc []byte) []byte {
			nums := svgNumber.FindAll(arc, -1)
			if len(nums) <= 7 || len(nums)%7 != 0 {
				return arc // one arc, or a malformed run oksvg reports itself
			}
			var out []byte
			for i, n := range nums {
				if i%7 == 0 {
					out = append(out, arc[0])
				} else {
					out = append(out, ' ')
				}
				out = append(out, n...)
			}
			return out
		})
	})
}
