package ui

// DragThreshold is how far (logical pixels) a press must move to become a drag; less
// is a click, which picks the piece up for click-to-place.
const DragThreshold = 8

// Gesture turns pointer input into the two ways of moving a piece: drag it and drop it,
// or click it and then click where it goes. The scene says what lies under the pointer;
// Gesture only tracks the stroke, like examples/drag's stroke, for mouse and touch alike.
type Gesture struct {
	Held     int  // the piece being moved; meaningful while Active
	Active   bool // a piece is held (dragged or picked)
	Dragging bool // the piece follows the pointer (false: picked by a click)
	X, Y     float64
	pressX   float64
	pressY   float64
	pressed  bool
	pressOn  int
	pressHit bool
}

// GestureEvent says what happened this frame.
type GestureEvent uint8

const (
	NoEvent  GestureEvent = iota
	Picked                // a piece was picked up (drag started or clicked)
	Dropped               // the held piece was released or a target clicked, at X,Y
	Canceled              // the held piece went back (Escape or a click on nothing)
	Clicked               // a click that was not about a piece (scene decides)
)

// Update advances the gesture. pieceAt reports which piece (if any) lies under a point.
// A frame may bring a press and its release together (a click shorter than an Update):
// the press is taken first, then the release, as two frames would have.
func (g *Gesture) Update(in *Input, pieceAt func(x, y float64) (int, bool)) GestureEvent {
	g.X, g.Y = in.X, in.Y
	if in.Pressed {
		g.press(in, pieceAt)
	}
	switch {
	case in.Released && g.pressed:
		return g.release()
	case in.Down && !in.Pressed && g.pressed && !g.Active && g.pressHit:
		if abs(in.X-g.pressX) > DragThreshold || abs(in.Y-g.pressY) > DragThreshold {
			g.Held, g.Active, g.Dragging = g.pressOn, true, true
			return Picked
		}
	}
	return NoEvent
}

// press notes where a press began and what lies there. A picked piece stays held: this
// press places it (on release), or re-picks another.
func (g *Gesture) press(in *Input, pieceAt func(x, y float64) (int, bool)) {
	g.pressed, g.pressX, g.pressY = true, in.X, in.Y
	g.pressOn, g.pressHit = pieceAt(in.X, in.Y)
	if !g.pressHit { // a quick flick: the press began where the pointer just was
		if g.pressOn, g.pressHit = pieceAt(in.PrevX, in.PrevY); g.pressHit {
			g.pressX, g.pressY = in.PrevX, in.PrevY
		}
	}
}

// release ends the stroke: a drag drops, a click picks, places or puts back.
func (g *Gesture) release() GestureEvent {
	g.pressed = false
	if g.Active && g.Dragging {
		g.Active, g.Dragging = false, false
		return Dropped
	}
	if g.Active { // picked: this click is the placement, or a new pick
		if g.pressHit && g.pressOn != g.Held {
			g.Held = g.pressOn
			return Picked
		}
		if g.pressHit && g.pressOn == g.Held {
			g.Active = false
			return Canceled
		}
		g.Active = false
		return Dropped
	}
	if g.pressHit {
		g.Held, g.Active, g.Dragging = g.pressOn, true, false
		return Picked
	}
	return Clicked
}

// Pick holds a piece as if clicked (keyboard play).
func (g *Gesture) Pick(piece int) {
	g.Held, g.Active, g.Dragging, g.pressed = piece, true, false, false
}

// Cancel drops whatever is held.
func (g *Gesture) Cancel() { g.Active, g.Dragging, g.pressed = false, false, false }

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}
