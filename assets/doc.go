// Package assets holds the game's embedded art and fonts and their loader. There are no
// downloaded bitmaps: goods, restaurants, people and a few interface symbols are Twemoji
// SVGs (CC-BY 4.0, see twemoji/LICENSE.md), rasterized at the size they are drawn in
// device pixels, so they stay crisp from 1280x720 to 4K; text uses the Go fonts, which
// cover Latin, Greek and Cyrillic.
package assets
