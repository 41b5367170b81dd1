package online

import (
	"errors"

	"mercado/game/online"
	"mercado/scenes"
	"mercado/ui"
	"mercado/ui/lang"
)

// seatExtra is what a board adds at an online table: the referee's refusals said on the
// board, and each seat's connection on its panel.
type seatExtra struct {
	r *online.Remote
}

func (e *seatExtra) Update(a *scenes.App, b *scenes.Board) {
	if err := e.r.Refused(); err != nil {
		b.Say(refusalWords(err), true)
	}
}

// refusalWords says a refusal of the referee in the language in use.
func refusalWords(err error) string {
	var refused *online.RefusedError
	if !errors.As(err, &refused) {
		return lang.F("online.lost", "Error", err.Error())
	}
	switch refused.Reply.Refused {
	case "stale", "not-your-turn", "conflict":
		return lang.T("online.refused_moved_on")
	case "over":
		return lang.T("online.refused_over")
	case "too-many":
		return lang.T("online.refused_too_many")
	}
	return lang.F("online.refused", "Reason", refused.Reply.Reason)
}

// connection is one seat's state as the board shows it: "" while not known (the other
// seats, until the views carry presence), else here, away or reconnecting.
func (e *seatExtra) connection(seat int) string {
	if seat == e.r.Seat() {
		return e.r.Connection()
	}
	return ""
}

func (e *seatExtra) Draw(c *ui.Canvas, a *scenes.App, b *scenes.Board) {
	for seat := range e.r.Seats() {
		r := b.SeatPanel(seat)
		state := e.connection(seat)
		if r.W == 0 || state == "" {
			continue
		}
		text := stateWords(state)
		if seat == e.r.Seat() {
			text = lang.F("online.you_are", "State", text)
		}
		size := 12.0
		w := ui.TextWidth(text, size, true) + 16
		tag := ui.R(r.Right()-w-4, r.Y+4, w, size+8)
		col := ui.Good
		if state != "here" {
			col = ui.Bad
		}
		c.FillRound(tag, tag.H/2, col)
		c.Text(text, tag.CX(), tag.CY(), size, true, ui.Paper, ui.Center)
	}
}

// stateWords is a connection's state in the language in use.
func stateWords(state string) string {
	switch state {
	case "here":
		return lang.T("online.state_here")
	case "away":
		return lang.T("online.state_away")
	case "closed":
		return lang.T("online.state_closed")
	}
	return lang.T("online.state_reconnecting")
}
