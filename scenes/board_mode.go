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
// campaign (session, campaignplay.go), a review's Try it (reviewTry, review_try.go), a
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
func (b *Board) ExtraBand() ui.Rect { return b.view.l.extra }

// AfterGame is a BoardMode whose game's standings offer something else than a new game
// at this screen (an online table's: back to the online tables): Again gives the first
// button's words and what it does.
type AfterGame interface {
	BoardMode
	Again() (label string, do func(a *App))
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

// boardHelp is one of the helps a board offers a person: take back a turn, or a hint.
type boardHelp int

const (
	helpUndo boardHelp = iota
	helpHint
)

// modeRules is what a mode of this package changes of the board's rules. Each mode
// embeds ordinaryGame, which keeps the board's own way, and says only what it changes.
type modeRules interface {
	// allowsHelp: the person may use the help now; usedHelp is told when they do, and
	// helpsOffText says why a help is refused.
	allowsHelp(h boardHelp) bool
	usedHelp(a *App)
	helpsOffText() string

	// allows lets a person's move through, or says on the board why not; confirms: a
	// turn-ending move may be confirmed (as the settings say); letsRivalMove: a
	// computer or remote seat may move now; undoable: taking back the last turn stays
	// within the mode's game; narrow changes which places light up for the held piece.
	allows(b *Board, m game.Move) bool
	confirms() bool
	letsRivalMove() bool
	undoable(t table.Game) bool
	narrow(m *marks)

	// rearrange lays the board out again after its first arrangement o in the frame,
	// where the mode needs it (a band of its own that finds no room).
	rearrange(a *App, b *Board, o layoutFor)
	// status is the top bar's line made of the board's own; keepClear is what hover
	// tips keep clear of.
	status(line string) string
	keepClear() ui.Rect

	// standings is the screen that follows the finished game final; count adds the
	// game to the statistics, reporting whether anything was counted.
	standings(a *App, b *Board, final *table.Table) Scene
	count(a *App, s *stats.Stats, t *table.Table) bool

	// unsaved: the game is not the save to continue (nothing to save, or a game
	// watched): its saves' troubles are not said. The pause menu's title, its way out
	// (quitLabel, quit), and its concede button's words (none: no concede button).
	unsaved() bool
	pauseTitle() string
	quitLabel() string
	quit(a *App)
	concedeWords() (concede, sure string, ok bool)
}

// rules is what the board's mode changes of its rules: a mode of another package (an
// online seat's) changes none of them but the pause menu's title.
func (b *Board) rules() modeRules {
	switch m := b.mode.(type) {
	case nil:
		return ordinaryGame{}
	case modeRules:
		return m
	}
	return onlineGame{}
}

// ordinaryGame is a game at this screen with no mode: the board's own rules, which every
// mode embeds.
type ordinaryGame struct{}

func (ordinaryGame) allowsHelp(boardHelp) bool { return true }
func (ordinaryGame) usedHelp(*App)             {}
func (ordinaryGame) helpsOffText() string      { return "" } // never said: every help is allowed

func (ordinaryGame) allows(*Board, game.Move) bool { return true }
func (ordinaryGame) confirms() bool                { return true }
func (ordinaryGame) letsRivalMove() bool           { return true }
func (ordinaryGame) undoable(table.Game) bool      { return true }
func (ordinaryGame) narrow(*marks)                 {}

// rearrange: a band of the mode's own (an online table's vote) on a phone on its side
// has no room below the drawer: the status line, which says less than the hand, gives
// its room rather than the band covering the hand.
func (ordinaryGame) rearrange(a *App, b *Board, o layoutFor) {
	if o.reserve > 0 && b.view.l.crowded() {
		o.noStatus = true
		b.layOut(a, o)
	}
}

func (ordinaryGame) status(line string) string { return line }
func (ordinaryGame) keepClear() ui.Rect        { return ui.Rect{} }

func (ordinaryGame) standings(a *App, b *Board, final *table.Table) Scene {
	sc := NewScoring(final)
	if ag, ok := b.mode.(AfterGame); ok {
		sc.againLabel, sc.againDo = ag.Again()
	}
	return sc
}

func (ordinaryGame) count(a *App, s *stats.Stats, t *table.Table) bool { return countGame(s, t) }

func (ordinaryGame) unsaved() bool      { return false }
func (ordinaryGame) pauseTitle() string { return lang.T("pause.title") }
func (ordinaryGame) quitLabel() string  { return lang.T("pause.save_quit") }
func (ordinaryGame) quit(a *App)        { a.Reset(a.to.menu()) }
func (ordinaryGame) concedeWords() (string, string, bool) {
	return lang.T("pause.concede"), lang.T("pause.concede_sure"), true
}

// onlineGame is the rules of a board whose mode is another package's: an online seat's
// (scenes/online). Its game is not paused by the pause menu: it goes on at the others'
// screens.
type onlineGame struct{ ordinaryGame }

func (onlineGame) pauseTitle() string { return lang.T("pause.title_online") }
