package main

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/png"

	"mercado/assets"
)

// iconPNG draws the game's icon px square as PNG bytes.
func iconPNG(px int) ([]byte, error) {
	img, err := assets.AppIcon(px)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// icnsTypes are the PNG entries of a macOS icon file: the type code and its pixels (the
// @2x types are the Retina versions of the smaller sizes).
var icnsTypes = []struct {
	code string
	px   int
}{
	{"icp4", 16}, {"icp5", 32}, {"icp6", 64}, {"ic07", 128}, {"ic08", 256}, {"ic09", 512},
	{"ic10", 1024}, {"ic11", 32}, {"ic12", 64}, {"ic13", 256}, {"ic14", 512},
}

// icns makes a macOS .icns file: "icns", the file's length, then each entry as its type,
// its length and a PNG (all lengths big-endian and counting their 8-byte headers).
func icns() ([]byte, error) {
	var body bytes.Buffer
	for _, t := range icnsTypes {
		data, err := iconPNG(t.px)
		if err != nil {
			return nil, err
		}
		body.WriteString(t.code)
		binary.Write(&body, binary.BigEndian, uint32(8+len(data)))
		body.Write(data)
	}
	var out bytes.Buffer
	out.WriteString("icns")
	binary.Write(&out, binary.BigEndian, uint32(8+body.Len()))
	out.Write(body.Bytes())
	return out.Bytes(), nil
}

// iconImages draws the icon at each size.
func iconImages(sizes ...int) ([]image.Image, error) {
	var imgs []image.Image
	for _, px := range sizes {
		img, err := assets.AppIcon(px)
		if err != nil {
			return nil, err
		}
		imgs = append(imgs, img)
	}
	return imgs, nil
}
