package table

import "slices"

// CanUndo reports whether Undo would take something back. Undo is offered only when
// one person plays against computers (or alone, in solo): with several people at the
// table, taking back a turn would take back another person's too.
func (t *Table) CanUndo() bool { return t.undoPoint() >= 0 }

// Undo takes back the last turn a person began, with every decision after it (the
// computers' replies included), and cancels any thinking. It returns false, changing
// nothing, when there is nothing to take back. The position is rebuilt by replaying the
// record up to that turn: the engine is deterministic from the seed and the moves.
func (t *Table) Undo() bool {
	at := t.undoPoint()
	if at < 0 {
		return false
	}
	rec := t.Record()
	rec.Moves = rec.Moves[:at]
	s, err := rec.Replay()
	if err != nil {
		return false // cannot happen: these moves were played before
	}
	t.stopThinking()
	t.state = s
	// Copies, so that slices handed out by Log and Record keep their old contents.
	t.log = slices.Clone(t.log[:at])
	t.rec.Moves = slices.Clone(t.rec.Moves[:at])
	t.changed()
	return true
}

// undoPoint is the index in the log of the first decision of the latest turn a person
// began, or -1 when undo is not allowed or there is none.
func (t *Table) undoPoint() int {
	if t.Humans() != 1 || t.conceded >= 0 {
		return -1
	}
	for i := len(t.log) - 1; i >= 0; i-- {
		if t.seats[t.log[i].Seat].Kind == Human && startsTurn(t.log, i) {
			return i
		}
	}
	return -1
}
