package scenes

import (
	"fmt"
	"mercado/game"
	"mercado/ui"
)

// What the board tells the status hook (status.go): its game, and its targets.

// gameStatus is the game as the board shows it.
func (b *Board) gameStatus() *GameStatus {
	s := b.table.State()
	g := &GameStatus{
		Moves:          len(b.table.Log()), // one event a decision; Record would copy the moves
		ToMove:         s.ToMove(),
		HumanToMove:    b.table.HumanToMove(),
		Over:           b.table.Over(),
		Thinking:       b.table.Thinking(),
		LongestThinkMS: int(b.thinking.longest.Milliseconds()),
		BudgetMS:       b.table.HardBudgetMS(),
		HintThinking:   b.table.HintThinking(),
		HintMS:         int(b.hintTime.last.Milliseconds()),
		HintFrames:     b.hintTime.lastFrames,
		HintGapMS:      int(b.hintTime.lastGap.Milliseconds()),
	}
	// ready once a frame has seen the search done: a frame drawn without an update in
	// between would show the hint before the watch has closed its spell
	if _, _, ready := b.table.Hint(); ready && b.hintOn && b.hintTime.since.IsZero() {
		g.HintReady = true
	}
	for i := range s.NumPlayers() {
		g.Stands += s.Player(i).StandsInMarket()
		g.Money = append(g.Money, moneyText(s, b.viewer, i))
	}
	return g
}

// Targets are the board's moves a test needs (moveTargets), its buttons and tabs as
// drawn, and its menu.
func (b *Board) Targets() []Target {
	return append(b.moveTargets(), targetAt("board.menu", b.menu.Label, b.menu.Rect))
}

// moveTargets names, when a person is to move, the first legal move of each kind a test
// needs: a stand on their hand tiles and a market space it may go to (a drag), a tile of
// the display to take (a click).
//
// While a computer's move still plays out the board takes no input, so it names none:
// a test that tapped then would tap into nothing.
func (b *Board) moveTargets() []Target {
	if !b.table.HumanToMove() || b.table.Over() || b.playing >= 0 || b.anims.traveling() {
		return nil
	}
	s := b.table.State()
	seat := s.ToMove()
	var out []Target
	stand, take := false, false
	for _, m := range b.legal {
		switch {
		case m.Kind == game.OpenStand && !stand:
			stand = true
			from := b.view.layout.handTile(seat, handIndex(s.Player(seat).Hand, m.Good))
			out = append(out, targetAt("stand.from", "", from), targetAt("stand.to", "", b.view.layout.space(m.Space)))
		case m.Kind == game.Take && !take:
			// On a phone the tiles on display lie in a drawer, folded into its tab (no
			// size) until the board opens it for the take, a frame later.
			if r := b.view.layout.dispTile[handIndex(s.Display(), m.Good)]; r.W > 0 {
				take = true
				out = append(out, targetAt("take", "", r))
			}
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
