package ui

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestRowsShareWhatFixedPartsLeave(t *testing.T) {
	r := R(0, 10, 100, 200)
	rows := r.Rows(10, Px(40), Fr(1), Fr(3))
	if !near(rows[0].H, 40) || !near(rows[1].H, 35) || !near(rows[2].H, 105) {
		t.Fatalf("heights %v %v %v", rows[0].H, rows[1].H, rows[2].H)
	}
	if !near(rows[1].Y, 60) || !near(rows[2].Bottom(), 210) {
		t.Fatalf("places %v %v", rows[1].Y, rows[2].Bottom())
	}
}

func TestFixedPartsShrinkWhenTheyDoNotFit(t *testing.T) {
	cols := R(0, 0, 110, 10).Cols(10, Px(100), Px(100))
	if !near(cols[0].W, 50) || !near(cols[1].X, 60) || !near(cols[1].Right(), 110) {
		t.Fatalf("%v", cols)
	}
}

func TestCutsNeverGoNegative(t *testing.T) {
	band, rest := R(0, 0, 50, 30).CutTop(40, 8)
	if band.H != 30 || rest.H != 0 {
		t.Fatalf("band %v rest %v", band, rest)
	}
	band, rest = R(0, 0, 50, 30).CutRight(20, 5)
	if band.X != 30 || rest.W != 25 {
		t.Fatalf("band %v rest %v", band, rest)
	}
	if p := R(0, 0, 10, 10).Pad(Insets{Top: 8, Bottom: 8}); p.H != 0 {
		t.Fatalf("pad %v", p)
	}
}

func TestGridAndFlow(t *testing.T) {
	g := R(0, 0, 100, 100).Grid(2, 2, 0)
	if len(g) != 4 || g[3] != R(50, 50, 50, 50) {
		t.Fatalf("%v", g)
	}
	parts, h := R(0, 0, 100, 500).Flow(5, 44, 44, 4)
	if parts[2].Y != 48 || parts[2].X != 0 || h != 44*3+8 {
		t.Fatalf("%v %v", parts, h)
	}
	for i, a := range parts {
		for _, b := range parts[i+1:] {
			if a.Overlaps(b) {
				t.Fatalf("%v overlaps %v", a, b)
			}
		}
	}
}

func TestScreenForPicksAFormByShape(t *testing.T) {
	cases := []struct {
		w, h  int
		dpr   float64
		touch bool
		form  Form
		lw    float64
		lh    float64
	}{
		{1280, 800, 1, false, Wide, 1280, 800},
		{1280, 720, 1, false, Wide, 1280, 720},
		{2560, 1440, 2, false, Wide, 1280, 720},
		{922, 576, 1, false, Wide, 1280, 799.7},
		{390 * 3, 844 * 3, 3, true, Tall, 390, 844},
		{360 * 2, 640 * 2, 2, true, Tall, 360, 640},
		{844 * 3, 390 * 3, 3, true, Low, 844, 390},
		{640, 360, 1, true, Low, 640, 360},
		// tablets: a phone form at one logical pixel to the CSS pixel, the largest scaled
		{768 * 2, 1024 * 2, 2, true, Tall, 768, 1024},
		{1024 * 2, 768 * 2, 2, true, Low, 1024, 768},
		{1366 * 2, 1024 * 2, 2, true, Low, 1120.5, 840},
		{1024 * 2, 1366 * 2, 2, true, Tall, 840, 1120.5},
		// the same windows used by a mouse keep the desktop's arrangement
		{1024, 768, 1, false, Wide, 1280, 960},
		{1366, 1024, 1, false, Wide, 1280, 959.6},
		// a touch monitor large enough for the desktop's arrangement at finger size
		{1920, 1080, 1, true, Wide, 1280, 720},
	}
	for _, c := range cases {
		s := ScreenFor(c.w, c.h, c.dpr, c.touch)
		if s.Form != c.form || math.Abs(s.W-c.lw) > 0.5 || math.Abs(s.H-c.lh) > 0.5 {
			t.Errorf("%dx%d@%v touch %v: got %v %.1fx%.1f, want %v %.0fx%.0f", c.w, c.h, c.dpr, c.touch, s.Form, s.W, s.H, c.form, c.lw, c.lh)
		}
		if c.form != Wide && s.Scale < c.dpr {
			t.Errorf("%dx%d@%v: a logical pixel is smaller than a CSS pixel", c.w, c.h, c.dpr)
		}
		if c.touch && c.form == Wide && s.Scale/c.dpr < WideTouchScale {
			t.Errorf("%dx%d@%v: the desktop's arrangement at %.2f under a finger", c.w, c.h, c.dpr, s.Scale/c.dpr)
		}
	}
	if s := ScreenFor(0, 0, 0, true); s.Scale <= 0 || s.W <= 0 {
		t.Fatalf("empty window: %+v", s)
	}
}

func TestPhoneTextIsAtLeast13(t *testing.T) {
	for _, f := range []Form{Tall, Low} {
		ty := TypeFor(f)
		for _, st := range []TextStyle{ty.Display, ty.Title, ty.Heading, ty.Body, ty.Label, ty.Caption} {
			if st.Size < 13 {
				t.Errorf("%v: style of %v px", f, st.Size)
			}
		}
	}
}

func TestColumnIsCentredAndNeverWider(t *testing.T) {
	c := R(10, 0, 400, 50).Column(300)
	if !near(c.X, 60) || !near(c.W, 300) {
		t.Fatalf("%v", c)
	}
	if c := R(0, 0, 200, 50).Column(300); !near(c.W, 200) || !near(c.X, 0) {
		t.Fatalf("%v", c)
	}
}

func TestBarStacksWhenNarrow(t *testing.T) {
	parts, h := R(0, 0, 1000, 100).Bar(3, 250, 160, 52, 10)
	if len(parts) != 3 || h != 52 || !near(parts[0].W, 250) || !near(parts[1].CX(), 500) {
		t.Fatalf("wide bar %v %v", parts, h)
	}
	parts, h = R(0, 0, 360, 300).Bar(3, 250, 160, 48, 8)
	if len(parts) != 3 || !near(h, 3*48+2*8) || !near(parts[2].Y, 112) || !near(parts[0].W, 360) {
		t.Fatalf("narrow bar %v %v", parts, h)
	}
	for i := range parts {
		for j := i + 1; j < len(parts); j++ {
			if parts[i].Overlaps(parts[j]) {
				t.Fatalf("%v overlaps %v", parts[i], parts[j])
			}
		}
	}
}
