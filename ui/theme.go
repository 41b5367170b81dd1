package ui

import "image/color"

// The palette: warm market colours, azulejo blue for accents, and four player colours
// that are told apart by shape as well (colour is never the only cue).
var (
	Background = rgb(0x2a1d15)
	Wood       = rgb(0x6b4226)
	WoodLight  = rgb(0x8a5a3b)
	Street     = rgb(0xb9a58a) // the ring of entrances around the market
	StreetDark = rgb(0x9c8a70)
	Floor      = rgb(0xf1e3c6) // an empty market space
	Marked     = rgb(0xdbe5ee) // a marked space (azulejo tint)
	Azulejo    = rgb(0x2f5d8c)
	Panel      = rgb(0xfff6e5)
	PanelEdge  = rgb(0x8a5a3b)
	Ink        = rgb(0x2a1d15)
	InkSoft    = rgb(0x6d5a4a)
	Paper      = rgb(0xfffaf0)
	Gold       = rgb(0xe0a526)
	GoldDark   = rgb(0x9a6b00)
	Good       = rgb(0x2e7d32) // legal / positive
	Bad        = rgb(0xc62828) // illegal / negative
	Dim        = color.RGBA{0, 0, 0, 120}
	Highlight  = color.RGBA{255, 214, 64, 255}
	FaceDown   = rgb(0x8d8d8d)
	Shadow     = color.RGBA{0, 0, 0, 70}
)

// GoodColors tint stand tiles by good: fish, flower, tomato, meat, grape.
var GoodColors = [5]color.RGBA{rgb(0xbfdcf2), rgb(0xf6cfe3), rgb(0xf7c6bd), rgb(0xe9d2bf), rgb(0xdacff0)}

// RestaurantColor is the face of an open restaurant tile.
var RestaurantColor = rgb(0xf3d9a4)

// PlayerColors are the wooden stands' colours; PlayerShapes gives each its own outline.
var PlayerColors = [4]color.RGBA{rgb(0xd84315), rgb(0x1e63b5), rgb(0x2e8b3e), rgb(0xf2b705)}

// Shape is a wooden stand's outline.
type Shape uint8

const (
	Circle Shape = iota
	Square
	Triangle
	Diamond
)

var PlayerShapes = [4]Shape{Circle, Square, Triangle, Diamond}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
}

// Fade returns c with its alpha multiplied by a (premultiplied).
func Fade(c color.RGBA, a float64) color.RGBA {
	a = min(1, max(0, a))
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// Mix blends a toward b by t.
func Mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}
