package scenes

import (
	"fmt"
	"strings"
	"time"

	"mercado/game"
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
	Form  string      // the arrangement: wide, tall (a phone upright) or low (on its side)
	Game  *GameStatus `json:",omitempty"`
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
// per CSS pixel (or point).
func (a *App) Status(deviceScale float64) Status {
	if deviceScale <= 0 {
		deviceScale = 1
	}
	top := a.Top()
	st := Status{
		Frame:   a.frame,
		Drawn:   a.drawn,
		FrameMS: float64(a.frameCost.Microseconds()) / 1000,
		Scene:   strings.TrimPrefix(fmt.Sprintf("%T", top), "*scenes."),
		Lang:    lang.Current(),
		Sound:   "off",
		Scale:   a.scale / deviceScale,
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
	switch s := top.(type) {
	case *Menu:
		st.Targets = itemTargets(s.items)
	case *Pause:
		st.Game = s.board.status()
		st.Targets = itemTargets(s.items)
	case *Setup:
		for i, seat := range s.seats {
			kind := seatChoices[seat.choice].level
			if kind == "" {
				kind = "human"
			}
			st.Targets = append(st.Targets, targetAt(fmt.Sprintf("setup.seat%d.%s", i, kind), seat.kindB.Label, seat.kindB.Rect),
				targetAt(fmt.Sprintf("setup.name%d", i), seat.name, seat.nameB.Rect))
		}
		first := "random"
		if s.first >= 0 {
			first = fmt.Sprint(s.first)
		}
		st.Targets = append(st.Targets,
			targetAt("setup.first."+first, s.firstB.Label, s.firstB.Rect),
			targetAt("setup.start", s.startB.Label, s.startB.Rect))
	case *PassTo:
		if s.listens() { // a target only once a press there says ready
			st.Targets = []Target{targetAt("pass.ready", s.ok.Label, s.ok.Rect)}
		}
	case *Board:
		st.Game = s.status()
		st.Targets = append(s.targets(), targetAt("board.menu", s.menu.Label, s.menu.Rect))
	case Targeted: // the screens of other packages (scenes/online's pages)
		st.Targets = s.Targets()
	case *Scoring:
		st.Game = s.status()
		for _, b := range []struct {
			id  string
			btn ui.Button
		}{{"scoring.again", s.again}, {"scoring.menu", s.menu}, {"finished.export", s.export}} {
			if b.btn.Rect.W > 0 {
				st.Targets = append(st.Targets, targetAt(b.id, b.btn.Label, b.btn.Rect))
			}
		}
	}
	return st
}

func itemTargets(items []menuItem) []Target {
	var out []Target
	for _, it := range items {
		if !it.btn.Disabled {
			out = append(out, targetAt(it.id, it.btn.Label, it.btn.Rect))
		}
	}
	return out
}

func (b *Board) status() *GameStatus {
	s := b.t.State()
	g := &GameStatus{
		Moves:          len(b.t.Log()), // one event a decision; Record would copy the moves
		ToMove:         s.ToMove(),
		HumanToMove:    b.t.HumanToMove(),
		Over:           b.t.Over(),
		Thinking:       b.t.Thinking(),
		LongestThinkMS: int(b.thinking.longest.Milliseconds()),
		BudgetMS:       b.t.HardBudgetMS(),
		HintThinking:   b.t.HintThinking(),
		HintMS:         int(b.hintTime.last.Milliseconds()),
		HintFrames:     b.hintTime.lastFrames,
		HintGapMS:      int(b.hintTime.lastGap.Milliseconds()),
	}
	// ready once a frame has seen the search done: a frame drawn without an update in
	// between would show the hint before the watch has closed its spell
	if _, _, ready := b.t.Hint(); ready && b.hintOn && b.hintTime.since.IsZero() {
		g.HintReady = true
	}
	for i := range s.NumPlayers() {
		g.Stands += s.Player(i).StandsInMarket()
	}
	return g
}

// Targeted is a screen of another package that names its targets for the status.
type Targeted interface {
	Scene
	Targets() []Target
}

// TargetAt is the target id with its words at r.
func TargetAt(id, label string, r ui.Rect) Target { return targetAt(id, label, r) }

// status is the game the standings show: over, with every seat's final score.
func (s *Scoring) status() *GameStatus {
	st := s.t.State()
	g := &GameStatus{Moves: len(s.t.Log()), ToMove: st.ToMove(), Over: true}
	for i := range st.NumPlayers() {
		g.Stands += st.Player(i).StandsInMarket()
		g.Scores = append(g.Scores, st.Score(i))
	}
	return g
}

// targets names, when a person is to move, the first legal move of each kind a test
// needs: a stand on their hand tiles and a market space it may go to (a drag), a tile of
// the display to take (a click).
//
// While a computer's move still plays out the board takes no input, so it names none:
// a test that tapped then would tap into nothing.
func (b *Board) targets() []Target {
	if !b.t.HumanToMove() || b.t.Over() || b.playing >= 0 || b.q.traveling() {
		return nil
	}
	s := b.t.State()
	seat := s.ToMove()
	var out []Target
	stand, take := false, false
	for _, m := range b.legal {
		switch {
		case m.Kind == game.OpenStand && !stand:
			stand = true
			from := b.view.l.handTile(seat, handIndex(s.Player(seat).Hand, m.Good))
			out = append(out, targetAt("stand.from", "", from), targetAt("stand.to", "", b.view.l.space(m.Space)))
		case m.Kind == game.Take && !take:
			take = true
			out = append(out, targetAt("take", "", b.view.l.dispTile[handIndex(s.Display(), m.Good)]))
		}
	}
	// the buttons and a phone's tabs, as drawn
	for _, btn := range []struct {
		id string
		b  *ui.Button
	}{{"board.hint", &b.hintBtn}, {"board.undo", &b.undo}, {"board.coin", &b.coin}, {"board.redraw", &b.redraw}} {
		if btn.b.Rect.W > 0 && !btn.b.Disabled {
			out = append(out, targetAt(btn.id, btn.b.Label, btn.b.Rect))
		}
	}
	for p, tab := range b.view.tabs.btn {
		if tab.Rect.W > 0 {
			out = append(out, targetAt(fmt.Sprint("board.tab.", p), tab.Label, tab.Rect))
		}
	}
	return out
}
