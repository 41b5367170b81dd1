package scenes

import (
	"testing"
	"time"

	"mercado/game/table"
)

// drawFrames feeds s n drawn frames, each every iv (the clock is made up: the test
// counts frames, not seconds), on a screen of dpr, from *at.
func drawFrames(s *sharpness, at *time.Time, drawn *int, n int, iv time.Duration, dpr float64) {
	for range n {
		s.frame(*at, *drawn, dpr, false)
		*drawn++
		*at = at.Add(iv)
	}
}

func TestSlowFramesDrawFewerPixels(t *testing.T) {
	at, drawn := time.Unix(0, 0), 0
	s := newSharpness()
	drawFrames(s, &at, &drawn, 40, 16*time.Millisecond, 3)
	if got := s.scale(3); got != 3 {
		t.Fatalf("quick frames drew at %v device pixels per CSS pixel, want the screen's 3", got)
	}
	// A few slow frames (glyphs, textures) among quick ones change nothing.
	for range 10 {
		drawFrames(s, &at, &drawn, 2, 400*time.Millisecond, 3)
		drawFrames(s, &at, &drawn, 3, 16*time.Millisecond, 3)
	}
	if got := s.scale(3); got != 3 {
		t.Fatalf("an odd slow frame lowered the scale to %v", got)
	}
	// Frames of half a second (a phone's screen drawn in software).
	drawFrames(s, &at, &drawn, sharpWarmup+sharpTimed, 500*time.Millisecond, 3)
	first := s.scale(3)
	if first >= 3 || first < 1 {
		t.Fatalf("after slow frames the scale is %v, want below 3 and at least 1", first)
	}
	// Still slow at the lower scale: lower again, never below one CSS pixel.
	drawFrames(s, &at, &drawn, 10*(sharpWarmup+sharpTimed), 300*time.Millisecond, 3)
	if got := s.scale(3); got != 1 {
		t.Fatalf("frames still slow left the scale at %v, want 1", got)
	}
	if got := s.scale(1.5); got != 1 {
		t.Fatalf("a screen of 1.5 after the limit draws at %v, want 1", got)
	}
}

func TestSlowFramesThatAreNotDrawingCountForNothing(t *testing.T) {
	at := time.Unix(0, 0)
	s := newSharpness()
	// A waiting page: frames that draw nothing come apart (the loop paced down) or not.
	for range 200 {
		s.frame(at, 7, 3, false)
		at = at.Add(400 * time.Millisecond)
	}
	// Drawn frames while the loop is paced down, or after the page was in the background.
	drawn := 7
	for range 200 {
		s.frame(at, drawn, 3, true)
		drawn++
		at = at.Add(250 * time.Millisecond)
	}
	for range 200 {
		s.frame(at, drawn, 3, false)
		drawn++
		at = at.Add(5 * time.Second)
	}
	// A screen at one device pixel per CSS pixel has nothing to give up.
	one := newSharpness()
	drawFrames(one, &at, &drawn, 200, time.Second, 1)
	if s.scale(3) != 3 || one.scale(1) != 1 {
		t.Fatalf("scales %v and %v, want 3 and 1: no drawing was timed", s.scale(3), one.scale(1))
	}
	var none *sharpness // the tests' loops have none
	none.frame(at, 1, 3, false)
	if none.scale(2) != 2 {
		t.Fatal("no governor changed the scale")
	}
}

func TestQuickFramesLiftAKeptLimit(t *testing.T) {
	store := table.NewMemStore()
	at, drawn := time.Unix(0, 0), 0
	s := loadSharpness(store)
	drawFrames(s, &at, &drawn, 100, 600*time.Millisecond, 3)
	if s.scale(3) != 1 {
		t.Fatalf("slow frames left the scale at %v, want 1", s.scale(3))
	}
	s.save(store)
	// The next start begins at the limit kept; frames that stay slowish keep it.
	s = loadSharpness(store)
	if s.scale(3) != 1 {
		t.Fatalf("the next start draws at %v, want the kept 1", s.scale(3))
	}
	drawFrames(s, &at, &drawn, 100, 80*time.Millisecond, 3)
	if s.scale(3) != 1 {
		t.Fatalf("frames of 80 ms at the limit lifted it to %v", s.scale(3))
	}
	// Quick screens (a menu) between slow ones (a board drawn in software) keep it.
	for range 20 {
		drawFrames(s, &at, &drawn, 10*sharpTimed, 16*time.Millisecond, 3)
		drawFrames(s, &at, &drawn, sharpTimed, 80*time.Millisecond, 3)
	}
	if s.scale(3) != 1 {
		t.Fatalf("quick screens among slow ones lifted the limit to %v", s.scale(3))
	}
	// Frames at the screen's pace for long (a GPU after all): the limit goes, in steps.
	drawFrames(s, &at, &drawn, 300, 16*time.Millisecond, 3)
	if s.scale(3) != 3 {
		t.Fatalf("quick frames left the scale at %v, want the screen's 3", s.scale(3))
	}
}

func TestAKeptLimitThatDoesNotReadIsNone(t *testing.T) {
	for _, text := range []string{"", "{", "null", `{"limit": 0.2}`, `{"limit": -1}`, `{"limit": 1e308}`, `{"limit": "2"}`, "\x00\xff"} {
		store := table.NewMemStore()
		if err := store.Write(sharpName, []byte(text)); err != nil {
			t.Fatal(err)
		}
		if got := loadSharpness(store).scale(3); got != 3 {
			t.Errorf("%q: the screen of 3 draws at %v, want 3", text, got)
		}
	}
	if got := loadSharpness(nil).scale(2); got != 2 {
		t.Errorf("no store: %v, want 2", got)
	}
}

func TestTheCanvasKeepsCSSPixelsWhereDrawingIsSlow(t *testing.T) {
	kept := &sharpness{limit: 1.3}
	cases := []struct {
		name     string
		s        *sharpness
		dpr      float64
		software bool
		want     bool
	}{
		{"a GPU, nothing kept", newSharpness(), 3, false, false},
		{"software", newSharpness(), 3, true, true},
		{"software on a screen of CSS pixels", newSharpness(), 1, true, false},
		{"a limit kept", kept, 3, false, true},
		{"a limit kept above the screen's", &sharpness{limit: 2}, 1.5, false, false},
	}
	for _, c := range cases {
		if got := c.s.start(c.dpr, c.software); got != c.want {
			t.Errorf("%s: canvas of CSS pixels %v, want %v", c.name, got, c.want)
		}
	}
	if kept.scale(3) != 1 {
		t.Errorf("a canvas of CSS pixels draws at %v, want 1", kept.scale(3))
	}
	// Quick frames there lift the limit for the next start only.
	at, drawn := time.Unix(0, 0), 0
	drawFrames(kept, &at, &drawn, 300, 16*time.Millisecond, 3)
	if kept.limit != 0 || kept.scale(3) != 1 {
		t.Errorf("after quick frames: limit %v drawing at %v, want 0 and still 1", kept.limit, kept.scale(3))
	}
	// A software renderer's canvas with no limit kept has nothing to lift or to save.
	soft := newSharpness()
	soft.start(3, true)
	for range 300 {
		if soft.frame(at, drawn, 3, false) {
			t.Fatal("quick frames on a software canvas with no limit changed it")
		}
		drawn++
		at = at.Add(16 * time.Millisecond)
	}
	for name, want := range map[string]bool{
		"ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)": true,
		"llvmpipe (LLVM 15.0.6, 256 bits)":                                                 true,
		"ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)": true,
		"ANGLE (Apple, ANGLE Metal Renderer: Apple M1, Unspecified Version)":               false,
		"Adreno (TM) 650": false,
		"":                false,
	} {
		if isSoftwareRenderer(name) != want {
			t.Errorf("%q drawn in software: %v, want %v", name, !want, want)
		}
	}
}
