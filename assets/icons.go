package assets

import (
	"embed"
	"errors"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

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

// maxCachedPixels bounds the sizes kept: larger requests are clamped (they only happen
// on huge screens, where the clamped icon is scaled up a little).
const maxCachedPixels = 1024

// cache[icon][px] is the rasterized icon; a slice lookup keeps Image allocation-free.
// cachedBytes is what its pixels take: past maxCachedBytes (sizes of windows the game
// is no longer drawn at, icons growing through an animation) it starts afresh.
var (
	cache       [NumIcons][]*ebiten.Image
	cachedBytes int
)

const maxCachedBytes = 32 << 20

var blank *ebiten.Image

// Image is the icon rasterized at px by px device pixels (px clamped to 1..1024), made
// once per size and then only looked up, so calling it every frame allocates nothing.
// An unknown icon is a 1x1 transparent image. The cache has no lock: call Image only
// from the Ebitengine game goroutine (Update and Draw).
func Image(icon Icon, px int) *ebiten.Image {
	px = max(1, min(maxCachedPixels, px))
	if icon >= NumIcons {
		if blank == nil {
			blank = ebiten.NewImage(1, 1)
		}
		return blank
	}
	if len(cache[icon]) <= px {
		grown := make([]*ebiten.Image, maxCachedPixels+1)
		copy(grown, cache[icon])
		cache[icon] = grown
	}
	if img := cache[icon][px]; img != nil {
		return img
	}
	var rgba *image.RGBA
	if data, err := SVG(icon); err == nil {
		rgba, _ = Rasterize(data, px)
	}
	if rgba == nil {
		rgba = image.NewRGBA(image.Rect(0, 0, px, px))
	}
	if cachedBytes >= maxCachedBytes {
		forgetImages()
	}
	img := ebiten.NewImageFromImage(rgba)
	cache[icon][px] = img
	cachedBytes += 4 * px * px
	return img
}

// forgetImages releases every cached icon at once (the garbage collector does not see
// their pixels).
func forgetImages() {
	for i := range cache {
		for px, img := range cache[i] {
			if img != nil {
				img.Deallocate()
				cache[i][px] = nil
			}
		}
	}
	cachedBytes = 0
}
