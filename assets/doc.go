// Package assets holds the game's embedded art and fonts and their loaders. There are no
// downloaded bitmaps: goods, restaurants, people and a few interface symbols are Twemoji
// SVGs (CC-BY 4.0, see twemoji/LICENSE.md), rasterized at the size they are drawn in
// device pixels, so they stay crisp at any window size and scale; text uses the Go fonts,
// which cover Latin, Greek and Cyrillic (the game is to be translated into Ukrainian).
//
// Rasterize needs no display; Image and Face are for the Ebitengine game goroutine.
//
// It imports game (goods and restaurants name their icons) and its patched SVG reader
// (internal/oksvg); never ui, ui/lang or the screens, which build on it.
package assets
