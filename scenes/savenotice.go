package scenes

import (
	"errors"

	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// saveNotice tells the person at once when the game could not be saved, stays while
// saving fails, and tries again every few seconds: a player who frees the disk should
// not have to make a move to be safe again.
type saveNotice struct {
	err   error
	retry int // frames until the next try
}

// retryEvery is how often a failed save is tried again: five seconds, counted in frames
// like every other time on screen, so that a test sees the same on any machine.
const retryEvery = 5 * frameRate

// update runs at the end of the board's frame, so that a save that failed in it is on
// the frame drawn next; the app keeps the failure for the menu (saveTrouble).
func (n *saveNotice) update(a *App, b *Board) {
	failing := n.err != nil
	n.err = b.table.SaveError()
	if unsaved := b.rules().unsaved(); n.err == nil || unsaved {
		n.err = nil
		if failing {
			b.say(lang.T("game.save_ok_again"), false)
		}
		if !unsaved { // this game is saved: the folder takes files again
			a.saveTrouble = nil
		}
		n.retry = 0
		return
	}
	a.saveTrouble = n.err
	if !failing {
		n.retry = retryEvery
	}
	if n.retry--; n.retry <= 0 {
		n.retry = retryEvery
		if b.table.Resave() == nil {
			n.err, a.saveTrouble = nil, nil
			b.say(lang.T("game.save_ok_again"), false)
		}
	}
}

// saveFailure words a failed save for the board and the pause menu: where it was tried,
// what the system answered, and whether the game is kept in memory until quitting.
func saveFailure(err error) string {
	var we *table.WriteError
	if !errors.As(err, &we) {
		return lang.F("game.save_failed", "Error", fileDetail(err))
	}
	key := "game.save_failed_at"
	if we.InMemory {
		key = "game.save_kept_in_memory"
	}
	return lang.F(key, "Path", table.Visible(we.Path), "Error", fileDetail(we.Err))
}

// saveTroubleNote words, for the menu, the save that failed last (nil: none).
func saveTroubleNote(err error) string {
	var we *table.WriteError
	switch {
	case err == nil:
		return ""
	case !errors.As(err, &we):
		return lang.F("game.save_failed", "Error", fileDetail(err))
	case we.InMemory:
		return lang.F("menu.save_in_memory", "Path", table.Visible(we.Path), "Error", fileDetail(we.Err))
	}
	return lang.F("menu.save_failing", "Path", table.Visible(we.Path), "Error", fileDetail(we.Err))
}

// failureDetail is where a failed save was tried and the system's answer.
func failureDetail(err error) string {
	var we *table.WriteError
	if !errors.As(err, &we) {
		return fileDetail(err)
	}
	return table.Visible(we.Path) + ": " + fileDetail(we.Err)
}

// keptInMemory says the failed save is kept in memory: leaving the game loses nothing
// until the program quits.
func keptInMemory(err error) bool {
	var we *table.WriteError
	return errors.As(err, &we) && we.InMemory
}

func (n *saveNotice) draw(c *ui.Canvas, l *boardLayout) {
	if n.err == nil {
		return
	}
	msg := saveFailure(n.err)
	r := ui.R(l.board.X, l.board.Y+4, l.board.W, 0)
	lines := ui.Wrap(msg, 15, r.W-24, true)
	r.H = float64(len(lines))*20 + 14
	c.FillRound(r, 10, ui.Mix(ui.Paper, ui.Bad, 0.15))
	c.StrokeRound(r, 10, 2, ui.Bad)
	for i, line := range lines {
		c.Text(line, r.X+12, r.Y+17+float64(i)*20, 15, true, ui.Bad, ui.Left)
	}
}
