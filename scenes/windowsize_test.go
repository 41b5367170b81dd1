package scenes

import (
	"encoding/json"
	"testing"
)

// The window opens at a size that fits the monitor, in the game's 16:10 shape, and a
// remembered size and place are kept only while they still fit.
func TestFitWindow(t *testing.T) {
	for _, c := range []struct {
		name       string
		monW, monH int
		saved      WindowPlace
		want       WindowPlace
	}{
		{"large monitor, nothing remembered", 1920, 1200, WindowPlace{}, WindowPlace{W: 1280, H: 800}},
		{"1024x768 gets a window inside it", 1024, 768, WindowPlace{}, WindowPlace{W: 922, H: 576}},
		{"1366x768 laptop", 1366, 768, WindowPlace{}, WindowPlace{W: 1106, H: 691}},
		{"a tiny screen still gets the least readable window", 640, 480, WindowPlace{}, WindowPlace{W: 640, H: 360}},
		{"a screen below the least: the screen", 600, 300, WindowPlace{}, WindowPlace{W: 600, H: 300}},
		{"no monitor known", 0, 0, WindowPlace{}, WindowPlace{W: 1280, H: 800}},
		{"no monitor known, size remembered", 0, 0, WindowPlace{W: 1000, H: 700, X: 5, Y: 5, Placed: true}, WindowPlace{W: 1000, H: 700}},
		{"remembered size and place kept", 1920, 1080, WindowPlace{W: 1500, H: 900, X: 100, Y: 50, Placed: true},
			WindowPlace{W: 1500, H: 900, X: 100, Y: 50, Placed: true}},
		{"remembered size without a place", 1920, 1080, WindowPlace{W: 1500, H: 900}, WindowPlace{W: 1500, H: 900}},
		{"remembered place off the screen's right: centred", 1920, 1080, WindowPlace{W: 1000, H: 700, X: 1800, Y: 100, Placed: true},
			WindowPlace{W: 1000, H: 700}},
		{"remembered place above the screen: centred", 1920, 1080, WindowPlace{W: 1000, H: 700, X: 10, Y: -40, Placed: true},
			WindowPlace{W: 1000, H: 700}},
		{"remembered place from a larger monitor", 1280, 1024, WindowPlace{W: 1000, H: 700, X: 2500, Y: 1300, Placed: true},
			WindowPlace{W: 1000, H: 700}},
		{"remembered size too large for this monitor: refitted", 1024, 768, WindowPlace{W: 1900, H: 1150, X: 0, Y: 0, Placed: true},
			WindowPlace{W: 922, H: 576}},
		{"remembered size below the least: refitted", 1920, 1200, WindowPlace{W: 200, H: 100}, WindowPlace{W: 1280, H: 800}},
		{"remembered nonsense: refitted", 1920, 1200, WindowPlace{W: -5, H: 1 << 30, X: -1 << 40, Placed: true}, WindowPlace{W: 1280, H: 800}},
	} {
		if got := fitWindow(c.monW, c.monH, c.saved); got != c.want {
			t.Errorf("%s: fitWindow(%d, %d, %+v) = %+v, want %+v", c.name, c.monW, c.monH, c.saved, got, c.want)
		}
		got := fitWindow(c.monW, c.monH, c.saved)
		if c.monW > 0 && (got.W > c.monW || got.H > c.monH) {
			t.Errorf("%s: a %dx%d window on a %dx%d monitor", c.name, got.W, got.H, c.monW, c.monH)
		}
	}
}

// The settings file keeps the window's place; a damaged one is dropped, the rest kept.
func TestSettingsRememberTheWindow(t *testing.T) {
	s := DefaultPreferences()
	s.Window = WindowPlace{W: 1100, H: 700, X: 30, Y: 40, Placed: true}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParsePreferences(data)
	if err != nil || back != s {
		t.Fatalf("read back %+v (%v), wrote %+v", back, err, s)
	}
	back, err = ParsePreferences([]byte(`{"muted":true,"window":{"w":99999999,"h":5,"x":1,"y":1,"placed":true}}`))
	if err != nil || back.Window != (WindowPlace{}) || !back.Muted {
		t.Fatalf("a damaged window: %+v (%v)", back, err)
	}
	back, err = ParsePreferences([]byte(`{"window":{"w":1000,"h":700,"x":-99999999,"y":1,"placed":true}}`))
	if err != nil || back.Window != (WindowPlace{W: 1000, H: 700}) {
		t.Fatalf("a place far off: %+v (%v)", back.Window, err)
	}
}
