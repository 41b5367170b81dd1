package table

import (
	"errors"
	"fmt"

	"mercado/game"
)

// Play makes the decision of the person to move. It checks m with the engine and
// changes nothing on error; the error is then the engine's reason, or says that the
// game is over or that a computer is to move.
func (t *Table) Play(m game.Move) (Event, error) {
	switch {
	case t.conceded >= 0:
		return Event{}, fmt.Errorf("the game is over: %s conceded", t.seats[t.conceded].Name)
	case t.state.Over():
		return Event{}, errors.New("the game is over")
	case !t.HumanToMove():
		return Event{}, fmt.Errorf("it is %s's turn, a computer player", t.seats[t.state.ToMove()].Name)
	}
	return t.decide(m, false)
}

// decide plays m for the seat to move and does what follows every decision: the log,
// the record, the autosave, and the next computer's thinking.
func (t *Table) decide(m game.Move, byComputer bool) (Event, error) {
	ev, err := step(t.state, m, byComputer)
	if err != nil {
		return Event{}, err
	}
	t.log = append(t.log, ev)
	t.rec.Moves = append(t.rec.Moves, m.String())
	t.changed()
	// The next computer starts at once, so that it thinks while the window animates.
	t.startThinking()
	return ev, nil
}

// changed follows every change of position: answers worked out for the old one are
// stale, and the game is saved (or its save removed when it is over).
func (t *Table) changed() {
	t.version++
	t.hint = nil
	t.autosave()
}

// Concede ends the game at once for the human seat that gives up. The save is removed.
func (t *Table) Concede(seat int) error {
	switch {
	case seat < 0 || seat >= len(t.seats):
		return fmt.Errorf("there is no seat %d at this table", seat)
	case t.Over():
		return errors.New("the game is already over")
	case t.seats[seat].Kind != Human:
		return fmt.Errorf("%s is a computer player; only a person can concede", t.seats[seat].Name)
	}
	t.stopThinking()
	t.conceded = seat
	t.changed()
	return nil
}

// EndsTurn reports whether the person to move would finish the turn with m (the window
// may ask to confirm such a move); false when m is not legal now.
func (t *Table) EndsTurn(m game.Move) bool {
	s := t.state.Clone()
	ev, err := step(s, m, false)
	return err == nil && ev.EndsTurn
}
