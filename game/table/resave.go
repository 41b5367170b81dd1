package table

// Resave tries the autosave again after it failed (a full disk that was cleared, a
// folder made writable again) and reports the new error, nil once the game is saved.
// It does nothing when the last save went well.
func (t *Table) Resave() error {
	if t.saveErr != nil {
		t.autosave()
	}
	return t.saveErr
}
