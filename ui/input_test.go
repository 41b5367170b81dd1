package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestInputWithoutKeys(t *testing.T) {
	var in Input
	in.AddKey(ebiten.KeyArrowLeft)
	in.AddKey(ebiten.KeyTab)
	in.AddKey(ebiten.KeyArrowRight)
	out := in.Without(ebiten.KeyArrowLeft, ebiten.KeyArrowRight)
	if out.Key(ebiten.KeyArrowLeft) || out.Key(ebiten.KeyArrowRight) || !out.Key(ebiten.KeyTab) {
		t.Fatal("Without kept the wrong keys")
	}
	if !in.Key(ebiten.KeyArrowLeft) {
		t.Fatal("Without changed the input itself")
	}
}

// A frame both pressed and released (a click shorter than an Update) is handed out as
// a press and, the next frame, its release; a release and a new press in one frame of
// a held button come in that order.
func TestEdgesSplitAClickOfOneFrame(t *testing.T) {
	var e Edges
	type frame struct{ down, pressed, released bool }
	read := func(f frame) frame {
		in := Input{Down: f.down, Pressed: f.pressed, Released: f.released}
		e.Split(&in)
		return frame{in.Down, in.Pressed, in.Released}
	}
	steps := []struct{ in, want frame }{
		{frame{true, true, true}, frame{true, true, false}},     // the click's frame: its press
		{frame{false, false, false}, frame{false, false, true}}, // the next: its release
		{frame{false, false, false}, frame{false, false, false}},
		{frame{true, true, false}, frame{true, true, false}}, // an ordinary press, held
		{frame{true, false, false}, frame{true, false, false}},
		{frame{true, true, true}, frame{false, false, true}}, // let go and pressed again at once
		{frame{true, false, false}, frame{true, true, false}},
		{frame{true, false, false}, frame{true, false, false}},
		{frame{false, false, true}, frame{false, false, true}},
	}
	for i, s := range steps {
		if got := read(s.in); got != s.want {
			t.Fatalf("frame %d: %+v gave %+v, want %+v", i, s.in, got, s.want)
		}
	}
}

// A gesture that gets a press and its release in one frame picks the piece, as a
// slower click does.
func TestGesturePicksOnAClickOfOneFrame(t *testing.T) {
	var g Gesture
	at := func(x, y float64) (int, bool) { return 7, x < 100 }
	in := Input{X: 50, Y: 50, Down: true, Pressed: true, Released: true}
	if ev := g.Update(&in, at); ev != Picked || !g.Active || g.Held != 7 || g.Dragging {
		t.Fatalf("a click of one frame: %v, held %d active %v", ev, g.Held, g.Active)
	}
	in = Input{X: 300, Y: 50, PrevX: 300, PrevY: 50, Down: true, Pressed: true, Released: true}
	if ev := g.Update(&in, at); ev != Dropped || g.Active {
		t.Fatalf("the placing click of one frame: %v, active %v", ev, g.Active)
	}
}
