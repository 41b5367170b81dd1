package assets

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"image"
	"io/fs"
	"strings"
	"testing"

	"mercado/game"
)

// These tests make no Ebitengine image, so they run without a display.

// Every icon is embedded, rasterizes at small and large sizes, and draws something
// without painting its whole square solid. (Inked pixels alone cannot tell: ℹ is a full
// rounded square, inked to the last pixel at 16 px, but its corners are not opaque.)
func TestEveryIconRasterizes(t *testing.T) {
	for icon := Icon(0); icon < NumIcons; icon++ {
		data, err := SVG(icon)
		if err != nil {
			t.Fatalf("icon %d (%s): %v", icon, iconFiles[icon], err)
		}
		for _, px := range []int{16, 64, 256} {
			img, err := Rasterize(data, px)
			if err != nil {
				t.Fatalf("%s at %d px: %v", iconFiles[icon], px, err)
			}
			if b := img.Bounds(); b != image.Rect(0, 0, px, px) {
				t.Fatalf("%s at %d px is %v", iconFiles[icon], px, b)
			}
			inked, opaque := 0, 0
			for i := 3; i < len(img.Pix); i += 4 {
				if img.Pix[i] > 0 {
					inked++
				}
				if img.Pix[i] == 255 {
					opaque++
				}
			}
			if share := float64(inked) / float64(px*px); share < 0.10 {
				t.Errorf("%s at %d px inks only %.0f%% of its square", iconFiles[icon], px, share*100)
			}
			if opaque == px*px {
				t.Errorf("%s at %d px is a solid square", iconFiles[icon], px)
			}
		}
	}
}

func TestBadSVGIsAnError(t *testing.T) {
	good, _ := SVG(Fish)
	cases := []struct {
		name string
		data []byte
		px   int
	}{
		{"garbage", []byte("\x00\x01 not an svg <<<"), 32},
		{"empty", nil, 32},
		{"zero size", good, 0},
		{"negative size", good, -5},
		{"too large", good, 10000},
	}
	for _, c := range cases {
		if _, err := Rasterize(c.data, c.px); err == nil {
			t.Errorf("%s: no error", c.name)
		}
	}
	// A truncated file may or may not parse, but must not panic.
	_, _ = Rasterize(good[:len(good)/3], 32)
	if _, err := SVG(NumIcons); err == nil {
		t.Error("an unknown icon has an SVG")
	}
}

// oksvg draws every arc after the first in a run like "a8 8 0 1 1 0-16 8 8 0 0 1 0 16"
// with the first arc's flags; Rasterize splits such runs, so the gear keeps its hole.
func TestArcRunsKeepTheirShape(t *testing.T) {
	got := string(splitArcs([]byte(`<path d="M18 26a8 8 0 1 1 0-16 8 8 0 0 1 0 16z"/>`)))
	if want := `<path d="M18 26a8 8 0 1 1 0 -16a8 8 0 0 1 0 16z"/>`; got != want {
		t.Errorf("split arcs:\n got %s\nwant %s", got, want)
	}
	data, _ := SVG(Gear)
	img, err := Rasterize(data, 64)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []int{26, 38} { // left and right of the hole's centre (32, 32)
		if a := img.RGBAAt(x, 32).A; a != 0 {
			t.Errorf("the gear's hole is painted at x=%d (alpha %d)", x, a)
		}
	}
}

// The embedded files and the Icon names match one to one: no unused art, none missing.
func TestEmbeddedFilesMatchIcons(t *testing.T) {
	files, err := fs.Glob(twemoji, "twemoji/*.svg")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != int(NumIcons) {
		t.Fatalf("%d SVG files embedded, %d icons named", len(files), NumIcons)
	}
	named := map[string]bool{}
	for _, n := range iconFiles {
		named["twemoji/"+n+".svg"] = true
	}
	for _, f := range files {
		if !named[f] {
			t.Errorf("%s is embedded but no icon uses it", f)
		}
	}
	if !strings.Contains(Credits, "CC-BY 4.0") {
		t.Error("the credits do not name Twemoji's licence")
	}
}

// Goods and restaurants convert to their own pictures, in the engine's order.
func TestGameOrder(t *testing.T) {
	for g := game.Good(0); g < game.NumGoods; g++ {
		if got := iconFiles[GoodIcon(g)]; got != g.String() {
			t.Errorf("good %s draws as %s", g, got)
		}
	}
	for r := game.Restaurant(0); r < game.NumRestaurants; r++ {
		if got := iconFiles[RestaurantIcon(r)]; got != r.String() {
			t.Errorf("restaurant %s draws as %s", r, got)
		}
	}
}

// The window asks for faces every frame: once made, a face costs no allocation.
func TestFaceIsCached(t *testing.T) {
	a := Face(17.2, true)
	if b := Face(17.0, true); a != b {
		t.Error("17.2 and 17.0 px are different faces")
	}
	if Face(17, false) == a {
		t.Error("regular and bold share a face")
	}
	// A face of twice the size is twice as tall: the size is the one asked for.
	h := func(f text.Face) float64 { m := f.Metrics(); return m.HAscent + m.HDescent }
	if r := h(Face(34, true)) / h(a); r < 1.9 || r > 2.1 {
		t.Errorf("34 px is %.2f times as tall as 17 px", r)
	}
	if n := testing.AllocsPerRun(100, func() { Face(17.2, true) }); n != 0 {
		t.Errorf("a warm Face allocates %v times", n)
	}
}

func TestAppIconAtEverySize(t *testing.T) {
	for _, px := range []int{16, 32, 48, 256, 1024} {
		img, err := AppIcon(px)
		if err != nil {
			t.Fatal(err)
		}
		if img.Bounds().Dx() != px || img.Bounds().Dy() != px {
			t.Fatalf("icon %d is %v", px, img.Bounds())
		}
		// The corners are rounded off (transparent), the middle of a tile is opaque.
		if _, _, _, a := img.At(0, 0).RGBA(); a != 0 {
			t.Errorf("icon %d: corner alpha %d, want transparent", px, a)
		}
		if _, _, _, a := img.At(px/4, px/4).RGBA(); a != 0xffff {
			t.Errorf("icon %d: tile alpha %d, want opaque", px, a)
		}
	}
	for _, px := range []int{0, 15, MaxIconPixels + 1} {
		if _, err := AppIcon(px); err == nil {
			t.Errorf("AppIcon(%d) gave no error", px)
		}
	}
}
