package scenes

import (
	"mercado/game"
	"mercado/game/stats"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// A board plays one kind of game: an ordinary game at this screen, or one of the modes
// that add to it — the tutorial's lessons (tutorialRun, tutorial.go), a challenge of the
// campaign (session, campaign_play.go), a review's Try it (reviewTry, review_try.go), a
// seat of an online table (scenes/online). The board holds its mode as a BoardMode and
// knows none of them by name: what a mode changes of the board's rules it says through
// modeRules, and what it adds to the board's look through the optional interfaces below.

// BoardMode is what a kind of game adds to a board; nil for an ordinary game at this
// screen.
type BoardMode interface {
	// Update runs first in the board's frame; true: the mode took the frame (a lesson's
	// button was used, a try's end waits for the way back).
	Update(a *App, b *Board) bool
	// Draw draws the mode over the board, under the piece in hand.
	Draw(c *ui.Canvas, a *App, b *Board)
}

// SetMode gives the board its mode (another package's: the screens of online play).
func (b *Board) SetMode(m BoardMode) {
	b.mode = m
	b.view.tagged = nil
	if t, ok := m.(SeatTagger); ok {
		b.view.tagged = t.Tags
	}
}

// BandExtra is a BoardMode that wants room of its own on the board (an online table's
// buttons, a phone's lesson): Band is the height it needs in form f, 0 for none. The
// board keeps it at the foot of a phone's column, or under the seats' panels on a
// desktop: ExtraBand.
type BandExtra interface {
	BoardMode
	Band(f ui.Form) float64
}

// ExtraBand is the room kept for a BandExtra; empty when it needs none.
func (b *Board) ExtraBand() ui.Rect { return b.view.layout.extra }

// AfterGame is a BoardMode whose game's standings offer something else than a new game
// at this screen (an online table's: back to the online tables): Again gives the first
// button's words and what it does.
type AfterGame interface {
	BoardMode
	Again() (label string, do func(a *App))
}

// AgainWords is an AfterGame whose first button's words may change while the standings
// show (an online table's: "Join the next table" once its host has made it).
type AgainWords interface {
	AfterGame
	AgainLabel() string
	// Watching says the standings now hear at once when the next table is made (the
	// finished table's first look answered): the page's status tells the tests.
	Watching() bool
}

// SeatTagger is a BoardMode that tags seats' panels itself where the board writes the
// seat's kind (an online table's presence): the board leaves the kind out where Tags.
type SeatTagger interface {
	BoardMode
	Tags(seat int) bool
}

// BannerExtra is a BoardMode that words the status line itself while it knows better
// than the board (an online table: the seat to move is away, the host is down, the
// seat's own move is on its way); "" leaves the board's own.
type BannerExtra interface {
	BoardMode
	Banner() string
}

// PauseAdder is a BoardMode that adds items at the foot of the board's pause menu (an
// online table hosted here: its invites again); the menu's own items keep their places.
type PauseAdder interface {
	BoardMode
	PauseItems() []PauseItem
}

// PauseItem is an item a PauseAdder adds: its words and what it does.
type PauseItem struct {
	Label string
	Do    func(a *App)
}

// boardHelp is one of the helps a board offers a person: take back a turn, or a hint.
type boardHelp int

const (
	helpUndo boardHelp = iota
	helpHint
)

// A mode of this package changes some of the board's rules: each rule is a method of
// the ordinary game (ordinaryGame, below), and a mode that changes one has a method of
// that name and signature, which the board's rules (boardRules) call instead. A mode
// has only the methods of the rules it changes: no interface lists them all, so that
// no mode carries a copy of every ordinary rule (each would be a function of its own in
// the browser's download).

// rules is what the board's mode makes of its rules.
func (b *Board) rules() boardRules { return boardRules{b.mode} }

// boardRules is each rule of the board: its mode's where the mode changes it, else the
// ordinary game's.
type boardRules struct{ m BoardMode }

// scenesMode marks the modes of this package (tutorialRun, session, reviewTry); a
// board whose mode is another package's (an online seat's) changes only the pause
// menu's title: its game is not paused, it goes on at the others' screens.
type scenesMode interface{ scenesMode() }

func (r boardRules) allowsHelp(h boardHelp) bool {
	if m, ok := r.m.(interface{ allowsHelp(boardHelp) bool }); ok {
		return m.allowsHelp(h)
	}
	return ordinaryGame{}.allowsHelp(h)
}

func (r boardRules) usedHelp(a *App) {
	if m, ok := r.m.(interface{ usedHelp(*App) }); ok {
		m.usedHelp(a)
	}
}

func (r boardRules) helpsOffText() string {
	if m, ok := r.m.(interface{ helpsOffText() string }); ok {
		return m.helpsOffText()
	}
	return ordinaryGame{}.helpsOffText()
}

func (r boardRules) allows(b *Board, mv game.Move) bool {
	if m, ok := r.m.(interface{ allows(*Board, game.Move) bool }); ok {
		return m.allows(b, mv)
	}
	return true
}

func (r boardRules) confirms() bool {
	if m, ok := r.m.(interface{ confirms() bool }); ok {
		return m.confirms()
	}
	return true
}

func (r boardRules) letsRivalMove() bool {
	if m, ok := r.m.(interface{ letsRivalMove() bool }); ok {
		return m.letsRivalMove()
	}
	return true
}

func (r boardRules) undoable(t table.Game) bool {
	if m, ok := r.m.(interface{ undoable(table.Game) bool }); ok {
		return m.undoable(t)
	}
	return true
}

func (r boardRules) narrow(mk *marks) {
	if m, ok := r.m.(interface{ narrow(*marks) }); ok {
		m.narrow(mk)
	}
}

func (r boardRules) rearrange(a *App, b *Board, o layoutFor) {
	if m, ok := r.m.(interface{ rearrange(*App, *Board, layoutFor) }); ok {
		m.rearrange(a, b, o)
		return
	}
	ordinaryGame{}.rearrange(a, b, o)
}

func (r boardRules) status(line string) string {
	if m, ok := r.m.(interface{ status(string) string }); ok {
		return m.status(line)
	}
	return line
}

func (r boardRules) keepClear() ui.Rect {
	if m, ok := r.m.(interface{ keepClear() ui.Rect }); ok {
		return m.keepClear()
	}
	return ui.Rect{}
}

func (r boardRules) standings(a *App, b *Board, final *table.Table) Scene {
	if m, ok := r.m.(interface {
		standings(*App, *Board, *table.Table) Scene
	}); ok {
		return m.standings(a, b, final)
	}
	return ordinaryGame{}.standings(a, b, final)
}

func (r boardRules) count(a *App, s *stats.Stats, t *table.Table) bool {
	if m, ok := r.m.(interface {
		count(*App, *stats.Stats, *table.Table) bool
	}); ok {
		return m.count(a, s, t)
	}
	return countGame(s, t)
}

func (r boardRules) unsaved() bool {
	if m, ok := r.m.(interface{ unsaved() bool }); ok {
		return m.unsaved()
	}
	return false
}

func (r boardRules) pauseTitle() string {
	if m, ok := r.m.(interface{ pauseTitle() string }); ok {
		return m.pauseTitle()
	}
	if _, ours := r.m.(scenesMode); r.m != nil && !ours {
		return lang.T("pause.title_online")
	}
	return lang.T("pause.title")
}

func (r boardRules) quitLabel() string {
	if m, ok := r.m.(interface{ quitLabel() string }); ok {
		return m.quitLabel()
	}
	return lang.T("pause.save_quit")
}

func (r boardRules) quit(a *App) {
	if m, ok := r.m.(interface{ quit(*App) }); ok {
		m.quit(a)
		return
	}
	a.Reset(a.to.menu())
}

func (r boardRules) concedeWords() (concede, sure string, ok bool) {
	if m, ok := r.m.(interface {
		concedeWords() (string, string, bool)
	}); ok {
		return m.concedeWords()
	}
	return lang.T("pause.concede"), lang.T("pause.concede_sure"), true
}

// ordinaryGame is a game at this screen with no mode: the board's own rules where they
// take more than a line (boardRules has the others).
type ordinaryGame struct{}

func (ordinaryGame) allowsHelp(boardHelp) bool { return true }
func (ordinaryGame) helpsOffText() string      { return "" } // never said: every help is allowed

// rearrange: a band of the mode's own (an online table's vote) on a phone on its side
// has no room below the drawer: the status line, which says less than the hand, gives
// its room rather than the band covering the hand.
func (ordinaryGame) rearrange(a *App, b *Board, o layoutFor) {
	if o.reserve > 0 && b.view.layout.crowded() {
		o.noStatus = true
		b.layOut(a, o)
	}
}

func (ordinaryGame) standings(a *App, b *Board, final *table.Table) Scene {
	sc := NewScoring(final)
	if ag, ok := b.mode.(AfterGame); ok {
		sc.againLabel, sc.againDo = ag.Again()
	}
	if aw, ok := b.mode.(AgainWords); ok {
		sc.againWords, sc.watching = aw.AgainLabel, aw.Watching
	}
	return sc
}
