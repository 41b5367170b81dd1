package scenes

import (
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

func (n *saveNotice) update(b *Board) {
	failing := n.err != nil
	n.err = b.t.SaveError()
	if n.err == nil {
		if failing {
			b.say(lang.T("game.save_ok_again"), false)
		}
		n.retry = 0
		return
	}
	if !failing {
		n.retry = retryEvery
	}
	if n.retry--; n.retry <= 0 {
		n.retry = retryEvery
		if b.t.Resave() == nil {
			n.err = nil
			b.say(lang.T("game.save_ok_again"), false)
		}
	}
}

func (n *saveNotice) draw(c *ui.Canvas, l *boardLayout) {
	if n.err == nil {
		return
	}
	msg := lang.F("game.save_failed", "Error", table.Printable(n.err.Error()))
	r := ui.R(l.board.X, l.board.Y+4, l.board.W, 0)
	lines := ui.Wrap(msg, 15, r.W-24, true)
	r.H = float64(len(lines))*20 + 14
	c.FillRound(r, 10, ui.Mix(ui.Paper, ui.Bad, 0.15))
	c.StrokeRound(r, 10, 2, ui.Bad)
	for i, line := range lines {
		c.Text(line, r.X+12, r.Y+17+float64(i)*20, 15, true, ui.Bad, ui.Left)
	}
}
