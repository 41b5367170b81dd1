package ui

import "testing"

func TestScrollByWheelDragAndFocus(t *testing.T) {
	view := R(0, 100, 300, 200)
	var s Scroll
	in := &Input{X: 50, Y: 150, Present: true, WheelY: -2}
	s.Update(in, view, 500)
	if !near(s.Off, 2*wheelStep) {
		t.Fatalf("wheel scrolled to %v", s.Off)
	}
	in = &Input{X: 50, Y: 150, Present: true, WheelY: -100}
	s.Update(in, view, 500)
	if !near(s.Off, 300) || !near(s.Max(), 300) {
		t.Fatalf("scrolled past the end: %v of %v", s.Off, s.Max())
	}
	// A finger drags the content down by 100: it scrolls back, and the buttons never
	// see the press that became a scroll.
	s.Update(&Input{X: 50, Y: 150, Present: true, Down: true, Pressed: true}, view, 500)
	seen := s.Update(&Input{X: 50, Y: 250, Present: true, Down: true}, view, 500)
	if !near(s.Off, 200) || seen.Present || !s.Dragging() {
		t.Fatalf("drag: off %v, buttons see the pointer %v", s.Off, seen.Present)
	}
	seen = s.Update(&Input{X: 50, Y: 250, Present: true, Released: true}, view, 500)
	if seen.Present || s.Dragging() {
		t.Fatal("the release that ends a scroll reached the buttons")
	}
	// A tap that does not move is the buttons'.
	s.Update(&Input{X: 50, Y: 150, Present: true, Down: true, Pressed: true}, view, 500)
	if seen = s.Update(&Input{X: 52, Y: 152, Present: true, Released: true}, view, 500); !seen.Present {
		t.Fatal("a tap was taken for a scroll")
	}
	s.Show(R(0, 110, 10, 40), view)
	if !near(s.Off, 10) {
		t.Fatalf("Show scrolled to %v", s.Off)
	}
	s.Show(R(0, 500, 10, 40), view)
	if !near(s.Off, 240) {
		t.Fatalf("Show scrolled to %v", s.Off)
	}
	// Content that fits never scrolls.
	var f Scroll
	f.Update(&Input{X: 50, Y: 150, Present: true, WheelY: -3}, view, 150)
	if f.Off != 0 {
		t.Fatalf("content that fits scrolled to %v", f.Off)
	}
}
