package ui

import "github.com/hajimehoshi/ebiten/v2"

// Script is an input source played from a queue of frames: the screenshot tool and the
// window tests drive the real game through it exactly as a person's mouse, finger and
// keyboard would, one frame at a time.
type Script struct {
	queue []Input
	last  Input
}

// Read hands out the next queued frame, or a quiet frame with the pointer where it was.
func (s *Script) Read(in *Input, scale float64) {
	px, py := in.X, in.Y
	defer func() { in.PrevX, in.PrevY = px, py }()
	if len(s.queue) == 0 {
		*in = s.last
		in.Clear()
		return
	}
	*in = s.queue[0]
	s.queue = s.queue[1:]
	s.last = *in
}

// Pending is how many frames are still queued.
func (s *Script) Pending() int { return len(s.queue) }

func (s *Script) push(f func(in *Input)) {
	in := s.last
	if len(s.queue) > 0 {
		in = s.queue[len(s.queue)-1]
	}
	in.Clear()
	in.Present = true
	f(&in)
	s.queue = append(s.queue, in)
}

// Move glides the pointer to (x, y) over a few frames, keeping the button as it is.
func (s *Script) Move(x, y float64, steps int) {
	from := s.last
	if len(s.queue) > 0 {
		from = s.queue[len(s.queue)-1]
	}
	steps = max(1, steps)
	for i := 1; i <= steps; i++ {
		t := float64(i) / float64(steps)
		s.push(func(in *Input) { in.X, in.Y = Lerp(from.X, from.Y, x, y, t) })
	}
}

// Press and Release the button (or finger, with touch) where the pointer is.
func (s *Script) Press(touch bool) {
	s.push(func(in *Input) { in.Down, in.Pressed, in.Touch, in.Holding = true, true, touch, true })
}

func (s *Script) Release() {
	s.push(func(in *Input) { in.Down, in.Released = false, true })
}

// QuickClick presses and releases the button where the pointer is, both in one frame:
// a click shorter than an Update, or one that fell between two (Ebitengine hands both
// edges to the next Update). The button is up after it, as in the frames that follow.
func (s *Script) QuickClick() {
	s.push(func(in *Input) { in.Down, in.Pressed, in.Released, in.Holding = false, true, true, true })
}

// Click presses and releases at (x, y).
func (s *Script) Click(x, y float64) {
	s.Move(x, y, 1)
	s.Press(false)
	s.Release()
}

// Hold presses at (x0, y0) and moves to (x1, y1) over steps frames, still holding.
func (s *Script) Hold(x0, y0, x1, y1 float64, steps int, touch bool) {
	s.Move(x0, y0, 1)
	s.Press(touch)
	s.Move(x1, y1, steps)
}

// Drag is Hold, then a release at (x1, y1).
func (s *Script) Drag(x0, y0, x1, y1 float64, steps int, touch bool) {
	s.Hold(x0, y0, x1, y1, steps, touch)
	s.Release()
}

// Wheel rolls the mouse wheel by dy notches for one frame (positive: up).
func (s *Script) Wheel(dy float64) { s.push(func(in *Input) { in.WheelY = dy }) }

// Key presses a key for one frame; Type types characters.
func (s *Script) Key(k ebiten.Key) { s.push(func(in *Input) { in.AddKey(k); in.Holding = true }) }

// HoldKey presses k and keeps it down for frames frames in all, then lets it go.
func (s *Script) HoldKey(k ebiten.Key, frames int) {
	s.Key(k)
	for range frames - 1 {
		s.push(func(in *Input) { in.Holding = true })
	}
}

// KeyShift presses k with Shift held for one frame.
func (s *Script) KeyShift(k ebiten.Key) { s.push(func(in *Input) { in.AddKey(k); in.Shift = true }) }

func (s *Script) Type(text string) {
	for _, r := range text {
		s.push(func(in *Input) { in.AddChar(r) })
	}
}

// Idle queues frames with no input.
func (s *Script) Idle(frames int) {
	for range frames {
		s.push(func(in *Input) {})
	}
}
