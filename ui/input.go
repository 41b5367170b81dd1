package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// MaxKeys bounds the keys reported in one frame (a fixed array: no allocation).
const MaxKeys = 8

// Input is one frame of player input, in logical coordinates. Mouse and touch are one
// pointer: the first finger down acts like the left mouse button, so every gesture
// works with either.
type Input struct {
	X, Y         float64 // the pointer
	PrevX, PrevY float64 // the pointer a frame ago (a fast flick moves it before the press is seen)
	Down         bool    // button or finger held
	Pressed      bool    // went down this frame
	Released     bool    // went up this frame
	Touch        bool    // the pointer is a finger
	Present      bool    // a pointer exists (a mouse, or a finger on the screen)
	WheelY       float64 // the mouse wheel this frame: positive rolls up (towards older lines)
	// Holding says that something is held down this frame: a key, a mouse button or a
	// finger (a screen that must not act on a press begun before it came waits for it).
	Holding bool
	keys    [MaxKeys]ebiten.Key
	nKeys   int
	chars   [MaxKeys]rune
	nChars  int
	Shift   bool
}

// Chars are the characters typed this frame (for name and seed fields).
func (in *Input) Chars() []rune { return in.chars[:in.nChars] }

// AddChar records a typed character.
func (in *Input) AddChar(r rune) {
	if in.nChars < MaxKeys {
		in.chars[in.nChars] = r
		in.nChars++
	}
}

// Key reports whether k was pressed this frame.
func (in *Input) Key(k ebiten.Key) bool {
	for i := 0; i < in.nKeys; i++ {
		if in.keys[i] == k {
			return true
		}
	}
	return false
}

// AddKey records a key press (used by the real source and by tests).
func (in *Input) AddKey(k ebiten.Key) {
	if in.nKeys < MaxKeys {
		in.keys[in.nKeys] = k
		in.nKeys++
	}
}

// Clear forgets this frame's events but keeps the pointer where it is.
func (in *Input) Clear() {
	in.Pressed, in.Released, in.WheelY, in.Shift, in.Holding = false, false, 0, false, false
	in.nKeys, in.nChars = 0, 0
}

// Source fills each frame's Input; scale converts device pixels to logical ones.
type Source interface {
	Read(in *Input, scale float64)
}

// Device reads the real mouse, touch screen and keyboard.
type Device struct {
	touches []ebiten.TouchID
	fresh   []ebiten.TouchID
	keys    []ebiten.Key
	held    []ebiten.Key
	chars   []rune
	finger  ebiten.TouchID
	onTouch bool
}

func (d *Device) Read(in *Input, scale float64) {
	in.Clear()
	in.PrevX, in.PrevY = in.X, in.Y
	d.touches = ebiten.AppendTouchIDs(d.touches[:0])
	switch {
	case d.onTouch:
		// Follow the finger that started the gesture until it lifts.
		if inpututil.IsTouchJustReleased(d.finger) {
			in.Down, in.Released, d.onTouch = false, true, false
			x, y := inpututil.TouchPositionInPreviousTick(d.finger)
			in.X, in.Y = float64(x)/scale, float64(y)/scale
		} else {
			x, y := ebiten.TouchPosition(d.finger)
			in.X, in.Y = float64(x)/scale, float64(y)/scale
			in.Down = true
		}
		in.Touch, in.Present = true, true
	case len(d.touches) > 0:
		// Only a finger that comes down now starts a gesture: a second finger still on
		// the glass when the first lifts must not press where it happens to rest.
		d.fresh = inpututil.AppendJustPressedTouchIDs(d.fresh[:0])
		if len(d.fresh) == 0 {
			in.Touch, in.Present = true, true
			break
		}
		d.finger, d.onTouch = d.fresh[0], true
		x, y := ebiten.TouchPosition(d.finger)
		in.X, in.Y = float64(x)/scale, float64(y)/scale
		in.Down, in.Pressed, in.Touch, in.Present = true, true, true, true
	default:
		x, y := ebiten.CursorPosition()
		in.X, in.Y = float64(x)/scale, float64(y)/scale
		in.Touch, in.Present = false, true
		in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
		in.Pressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
		in.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	}
	_, in.WheelY = ebiten.Wheel()
	d.keys = inpututil.AppendJustPressedKeys(d.keys[:0])
	for _, k := range d.keys {
		in.AddKey(k)
	}
	d.chars = ebiten.AppendInputChars(d.chars[:0])
	for _, r := range d.chars {
		in.AddChar(r)
	}
	in.Shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	d.held = inpututil.AppendPressedKeys(d.held[:0])
	in.Holding = in.Down || len(d.held) > 0 || len(d.touches) > 0 ||
		ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle)
}

// AnyKey says whether any key was pressed this frame.
func (in *Input) AnyKey() bool { return in.nKeys > 0 }

// Busy says that this frame has any input at all: something held, pressed, released,
// typed or rolled.
func (in *Input) Busy() bool {
	return in.Holding || in.Down || in.Pressed || in.Released || in.nKeys > 0 || in.nChars > 0 || in.WheelY != 0
}

// Without is a copy of the input with keys left out: a screen whose arrows do
// something else (Left and Right change a setting) gives its focus list the rest.
func (in *Input) Without(keys ...ebiten.Key) *Input {
	out := *in
	out.nKeys = 0
	for i := 0; i < in.nKeys; i++ {
		keep := true
		for _, k := range keys {
			if in.keys[i] == k {
				keep = false
			}
		}
		if keep {
			out.keys[out.nKeys] = in.keys[i]
			out.nKeys++
		}
	}
	return &out
}

// Edges hands out a press and its release in frames of their own. Ebitengine stamps
// each event with the Update that takes it in, so a click shorter than an Update (a
// resting loop runs a few a second, idle.go) comes as one frame both pressed and
// released, and one between two Updates comes so too. Whatever acts on the press and
// waits for its release (a button, a piece's gesture, a tab) would see the release in
// the press's own frame, or not at all. Split keeps such a frame's press and holds the
// release back to the next frame, so every screen sees the click it would see from a
// slower hand.
type Edges struct {
	raw   bool           // the button as the frames read so far left it
	shown bool           // the button as the frames handed out so far showed it
	queue [maxEdges]bool // edges still to hand out, oldest first: true a press
	n     int
}

// maxEdges bounds the edges held back: more than a hand makes between a few frames are
// dropped, oldest first.
const maxEdges = 4

// Split turns this frame's input into at most one edge of the button: a press, or a
// release, each in its own frame and in the order they came.
func (e *Edges) Split(in *Input) {
	switch {
	case in.Pressed && in.Released && e.raw: // let go, then pressed again
		e.push(false)
		e.push(true)
	case in.Pressed && in.Released:
		e.push(true)
		e.push(false)
		e.raw = false
	case in.Pressed:
		e.push(true)
		e.raw = true
	case in.Released:
		e.push(false)
		e.raw = false
	default:
		e.raw = in.Down
	}
	in.Pressed, in.Released = false, false
	if e.n == 0 {
		in.Down = e.raw
		return
	}
	press := e.queue[0]
	copy(e.queue[:], e.queue[1:e.n])
	e.n--
	in.Pressed, in.Released, in.Down = press, !press, press
	in.Holding = in.Holding || press
}

func (e *Edges) push(press bool) {
	if e.n == maxEdges {
		copy(e.queue[:], e.queue[1:])
		e.n--
	}
	e.queue[e.n] = press
	e.n++
}
