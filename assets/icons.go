package assets

import (
	"embed"
	"errors"
	"image"

	"mercado/game"
)

//go:embed twemoji/*.svg
var twemoji embed.FS

// Icon names an embedded picture. The goods and restaurants come first, in the engine's
// order, so a game.Good or game.Restaurant converts directly.
type Icon uint8

const (
	Fish Icon = iota
	Flower
	Tomato
	Meat
	Grape
	Pub
	Sushi
	Tea
	Pizza
	Burger
	Wine
	Person
	Coin
	Hourglass
	Bulb
	Trophy
	Bag
	Info
	Market
	// Book, Gear and Door are the main menu's; the window already uses them.
	Book
	Gear
	Door
	NumIcons
)

var iconFiles = [NumIcons]string{
	"fish", "flower", "tomato", "meat", "grape",
	"pub", "sushi", "tea", "pizza", "burger", "wine",
	"person", "coin", "hourglass", "bulb", "trophy", "bag", "info", "market",
	"book", "gear", "door",
}

// GoodIcon is the picture of a good.
func GoodIcon(g game.Good) Icon { return Fish + Icon(g) }

// RestaurantIcon is the picture of a restaurant kind.
func RestaurantIcon(r game.Restaurant) Icon { return Pub + Icon(r) }

// SVG is the embedded source of an icon.
func SVG(icon Icon) ([]byte, error) {
	if icon >= NumIcons {
		return nil, errUnknownIcon
	}
	return twemoji.ReadFile("twemoji/" + iconFiles[icon] + ".svg")
}

var errUnknownIcon = errors.New("unknown icon")

// IconPixels is the icon rasterized at px by px pixels (px clamped to 1..MaxIconPixels);
// an unknown or unreadable icon is transparent. It rasterizes on every call: the
// window's canvas keeps the results (ui.Canvas.Icon).
func IconPixels(icon Icon, px int) *image.RGBA {
	px = max(1, min(MaxIconPixels, px))
	if data, err := SVG(icon); err == nil {
		if rgba, err := Rasterize(data, px); err == nil {
			return rgba
		}
	}
	return image.NewRGBA(image.Rect(0, 0, px, px))
}
