//go:build !js

package online

import (
	"errors"
	"time"

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

// seatTag is what a seat's panel says of its connection, and whether it is here: the
// seat's own from its client (known at once), the others' from the newest view heard.
// "" while not known.
func (e *seatExtra) seatTag(seat int) (string, bool) {
	if seat == e.r.Seat() {
		state := e.r.Connection()
		return lang.F("online.you_are", "State", stateWords(state)), state == "here"
	}
	players := e.r.Players()
	if seat >= len(players) {
		return "", false
	}
	return presenceWords(players[seat].Presence, time.Local)
}

// presenceWords says a person's presence as a view carries it ("" for a computer's
// seat), with the time of day they were last here (in loc) once they are away.
func presenceWords(p *online.Presence, loc *time.Location) (string, bool) {
	if p == nil {
		return "", false
	}
	if p.State != online.PresenceAway {
		return stateWords(p.State), p.State == online.PresenceHere
	}
	since, err := time.Parse(time.RFC3339, p.Since)
	if err != nil {
		return stateWords(p.State), false
	}
	return lang.F("online.state_away_since", "Time", since.In(loc).Format("15:04")), false
}

func (e *seatExtra) Draw(c *ui.Canvas, a *scenes.App, b *scenes.Board) {
	for seat := range e.r.Seats() {
		r := b.SeatPanel(seat)
		text, here := e.seatTag(seat)
		if r.W == 0 || text == "" {
			continue
		}
		size := 12.0
		w := ui.TextWidth(text, size, true) + 16
		tag := ui.R(r.Right()-w-4, r.Y+4, w, size+8)
		col := ui.Good
		if !here {
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
