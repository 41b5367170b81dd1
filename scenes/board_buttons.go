package scenes

// The buttons of the board: where they are, when they are enabled, what they do.

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

// boardButtons are the board's buttons: the moves that are not pieces (coin, redraw)
// and the helps and menu in the top bar.
type boardButtons struct {
	coin, redraw, undo, hintBtn, menu ui.Button
}

func (b *Board) layoutButtons(a *App) {
	l := &b.view.layout
	b.menu = button(b.menu, l.menuBtn, lang.T("game.button.menu"))
	b.undo = button(b.undo, l.undoBtn, lang.T("game.button.undo"))
	// a finished game offers nothing while its last decision plays out before the
	// standings: Undo would take the end back behind them
	over := b.table.Over()
	r := b.rules()
	b.undo.Disabled = !b.table.CanUndo() || !r.undoable(b.table) || b.anims.traveling() || b.playing >= 0 || !r.allowsHelp(helpUndo) || over
	b.hintBtn = button(b.hintBtn, l.hintBtn, lang.T("game.button.hint"))
	b.hintBtn.Icon, b.hintBtn.HasIcon = assets.Bulb, true
	gap := b.betweenPeople() // nothing acts for the next person before they take the screen
	b.hintBtn.Disabled = !b.table.HumanToMove() || b.playing >= 0 || !r.allowsHelp(helpHint) || gap || over
	b.coin = button(b.coin, l.coinBtn, coinLabel(b.table.State(), b.table.HumanToMove() && b.has(game.Coin)))
	b.coin.Icon, b.coin.HasIcon = assets.Coin, true
	b.coin.Disabled = !b.has(game.Coin) || b.anims.traveling() || gap
	label := lang.T("game.button.redraw_hand")
	if b.table.State().AwaitingTake() {
		label = lang.T("game.button.redraw_display")
	}
	b.redraw = button(b.redraw, l.redrawBtn, label)
	b.redraw.Disabled = !b.has(game.Redraw) || b.anims.traveling() || gap
}

func (b *Board) has(kind game.MoveKind) bool {
	if !b.table.HumanToMove() {
		return false
	}
	for _, m := range b.legal {
		if m.Kind == kind {
			return true
		}
	}
	return false
}

func (b *Board) handleButtons(a *App, in *ui.Input) {
	if b.coin.Update(in) || (in.Key(ebiten.KeyC) && !b.coin.Disabled) {
		b.cancelHold()
		b.play(a, game.CoinMove())
	}
	if b.redraw.Update(in) || (in.Key(ebiten.KeyR) && !b.redraw.Disabled) {
		b.cancelHold()
		b.play(a, game.RedrawMove())
	}
	if b.hintBtn.Update(in) || in.Key(ebiten.KeyH) {
		if r := b.rules(); r.allowsHelp(helpHint) {
			r.usedHelp(a)
			b.table.StartHint()
			b.hintOn = true
			b.hint = lang.T("game.hint.looking")
		} else {
			b.say(b.rules().helpsOffText(), true)
		}
	}
	if b.hintOn {
		if m, v, ok := b.table.Hint(); ok {
			b.hintMove = m
			b.hint = hintText(m, v, b.table.State())
		}
	}
}

// coinLabel is the coin button's label: a warning when the engine says this coin (offered
// to a person) ends the game and another move would not.
func coinLabel(s *game.State, offered bool) string {
	if offered && !lastTurn(s) && s.Ends(game.CoinMove()) {
		return lang.T("game.button.coin_ends")
	}
	return lang.T("game.button.coin")
}

// lastTurn says the final round is at its last turn: whatever the mover does ends the
// game, so the coin is no different from any other move and gets no warning.
func lastTurn(s *game.State) bool {
	return s.FinalRound() >= 0 && (s.ToMove()+1)%s.NumPlayers() == s.FinalRound()
}
