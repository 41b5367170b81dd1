package scenes

import (
	"fmt"
	"strings"
	"time"

	"mercado/ui"
	"mercado/ui/lang"
)

// Status is what the app shows, in a form a program can read: the browser build offers it
// to the page (window.mercado.state()), so that an end-to-end test can see what a player
// sees and find where to click without reading pixels.
type Status struct {
	Frame int // frames of the game loop so far (a frame that changed nothing is not redrawn)
	Drawn int // of those, the frames drawn
	// FrameMS is the time the game itself took for the last frame (update and draw).
	FrameMS float64
	// SliceMS is how long the computer may think between two frames, in the browser.
	SliceMS float64 `json:",omitempty"`
	// Pauses is how many times, in the browser, a search (the computer's, a hint's, a
	// review's) has paused so far to let a frame through.
	Pauses int    `json:",omitempty"`
	Scene  string // the scene on top, by its type: Menu, Setup, Board, ...
	Lang   string
	Sound  string // "on", "waiting" (for the first click or tap) or "off"
	// Music says the music is sounding now; Effects is how many effects have sounded.
	Music   bool `json:",omitempty"`
	Effects int  `json:",omitempty"`
	// Scale is CSS pixels (or window points) per layout unit, for turning Targets into
	// places to click.
	Scale float64
	// Pixels is the device pixels drawn per CSS pixel: the screen's own, or fewer on a
	// device that draws slowly (sharp.go).
	Pixels float64
	Form   string      // the arrangement: wide, tall (a phone upright) or low (on its side)
	Game   *GameStatus `json:",omitempty"`
	// Targets are the places a person would click or drag from and to, in layout units.
	Targets []Target
}

// GameStatus is the position of the game on the board.
type GameStatus struct {
	Moves       int // decisions so far
	Stands      int // stands in the market, every player's
	ToMove      int
	HumanToMove bool
	Over        bool
	Thinking    bool // a computer is thinking
	// LongestThinkMS is the longest a computer has thought on this board, as the frames
	// saw it, and BudgetMS the hard level's budget for it.
	LongestThinkMS int
	BudgetMS       int
	// HintThinking: a hint asked for is being worked out; HintReady: the hint for this
	// decision is on the board (and HintMS, HintFrames and HintGapMS are its own).
	// HintMS is how long the last hint took, from the first frame that saw it thinking
	// to the first that saw it done; HintFrames the frames that saw it thinking (none
	// when its search never let a frame through) and HintGapMS the longest time between
	// two frames meanwhile.
	HintThinking bool `json:",omitempty"`
	HintReady    bool `json:",omitempty"`
	HintMS       int  `json:",omitempty"`
	HintFrames   int  `json:",omitempty"`
	HintGapMS    int  `json:",omitempty"`
	// Scores are the final scores by seat, on the standings (Scoring) only.
	Scores []int `json:",omitempty"`
	// Money is each seat's money as the board shows it, "?" where it is hidden from
	// the board's viewer.
	Money []string `json:",omitempty"`
	// Watching: the standings of an online table hear at once when its host makes the
	// next table (Play again), on the standings only.
	Watching bool `json:",omitempty"`
}

// Target is a spot on the screen a person can use, named by a fixed ID (a catalog key or
// a made-up name) with the words it shows: its centre (X, Y) and its size (W, H), in
// layout units (times Status.Scale for CSS pixels).
type Target struct {
	ID    string
	Label string `json:",omitempty"`
	X, Y  float64
	W, H  float64
}

func targetAt(id, label string, r ui.Rect) Target {
	return Target{ID: id, Label: label, X: r.CX(), Y: r.CY(), W: r.W, H: r.H}
}

// thinkWatch times the computer's thinking (or a hint's) as the frames see it, and
// counts the frames that saw it.
type thinkWatch struct {
	since, prev time.Time     // the spell's first frame and its latest
	frames      int           // frames that saw the thinking under way so far
	gap         time.Duration // the longest time between two of them so far
	longest     time.Duration
	// last, lastFrames and lastGap are the last spell of thinking: its time, its frames
	// and the longest the page went without a frame during it.
	last, lastGap time.Duration
	lastFrames    int
}

func (w *thinkWatch) observe(thinking bool, now time.Time) {
	switch {
	case thinking && w.since.IsZero():
		w.since, w.prev, w.frames, w.gap = now, now, 1, 0
	case thinking:
		w.frames++
		w.gap, w.prev = max(w.gap, now.Sub(w.prev)), now
	case !w.since.IsZero():
		w.last, w.lastFrames, w.lastGap = now.Sub(w.since), w.frames, max(w.gap, now.Sub(w.prev))
		w.longest = max(w.longest, w.last)
		w.since = time.Time{}
	}
}

// Status describes the app as of the last frame drawn. deviceScale is the device pixels
// drawn per CSS pixel (or point).
func (a *App) Status(deviceScale float64) Status {
	if deviceScale <= 0 {
		deviceScale = 1
	}
	top := a.Top()
	st := Status{
		Frame:   a.frame,
		Drawn:   a.drawn,
		FrameMS: float64(a.frameCost.Microseconds()) / 1000,
		Scene:   sceneName(top),
		Lang:    lang.Current(),
		Sound:   "off",
		Scale:   a.scale / deviceScale,
		Pixels:  deviceScale,
		Form:    a.Form.String(),
	}
	if a.pace != nil {
		st.SliceMS = float64(a.pace.slice.Microseconds()) / 1000
		st.Pauses = a.pace.pauses
	}
	if a.Sound != nil && a.Sound.Reason() == "" {
		st.Sound = "waiting"
		if a.Sound.Ready() {
			st.Sound = "on"
		}
		st.Music = a.Sound.MusicPlaying()
		st.Effects = a.Sound.EffectsPlayed()
	}
	if t, ok := top.(Targeted); ok {
		st.Targets = t.Targets()
	}
	if g, ok := top.(gameShown); ok {
		st.Game = g.gameStatus()
	}
	return st
}

// Targeted is a screen that names its targets for the status: the places a person
// would click, drag from and to, by fixed IDs. Each screen names its own (the menu's
// items, the board's moves and buttons, scenes/online's pages, ...).
type Targeted interface {
	Scene
	Targets() []Target
}

// gameShown is a screen that shows a game (the board, its pause menu, the standings):
// the status reports the game as the screen shows it.
type gameShown interface {
	gameStatus() *GameStatus
}

// TargetAt is the target id with its words at r.
func TargetAt(id, label string, r ui.Rect) Target { return targetAt(id, label, r) }

// sceneName is a scene's type as the status names it: "Board", "*online.page".
func sceneName(s Scene) string { return strings.TrimPrefix(fmt.Sprintf("%T", s), "*scenes.") }
