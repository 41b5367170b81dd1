package table

import (
	"fmt"

	"mercado/game/ai"
)

// UsePlayer has p decide for a computer seat instead of a player of the seat's level:
// a scripted opponent, such as the tutorial's. p must answer legally (Poll plays a legal
// move otherwise) and quickly: should its thinking ever be cut short by Close, Undo or
// Concede, the seat falls back to a player of its level.
func (t *Table) UsePlayer(seat int, p ai.Player) error {
	if seat < 0 || seat >= len(t.seats) || t.seats[seat].Kind != Computer || p == nil {
		return fmt.Errorf("seat %d is not a computer's seat at this table", seat)
	}
	t.stopThinking()
	t.players[seat] = p
	return nil
}
