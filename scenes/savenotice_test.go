package scenes

import (
	"errors"
	"fmt"
	"testing"

	"mercado/game/table"
)

// fullDisk is a store whose writes fail while full is set.
type fullDisk struct {
	*table.MemStore
	full bool
}

func (f *fullDisk) Write(name string, data []byte) error {
	if f.full {
		return errors.New("no space left on device")
	}
	return f.MemStore.Write(name, data)
}

// TestFailedAutosaveIsSaidAtOnceAndRetried: a save that fails during play shows on the
// board at the next frame, and once the disk has room again the game is saved without
// another move.
func TestFailedAutosaveIsSaidAtOnceAndRetried(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Screen) error {
		disk := &fullDisk{MemStore: table.NewMemStore()}
		a, sc, b, err := newBoardApp(dst, disk, 9)
		if err != nil {
			return err
		}
		disk.full = true
		if err := playByHand(a, dst, sc, b, busyMove(b.t.State())); err != nil {
			return err
		}
		if b.saves.err == nil {
			return errors.New("the failed save is not on the board")
		}
		// The computer answers while the disk is still full; then nothing moves, so only
		// the retry can save the game.
		if err := until(a, dst, "the person's turn", func() bool { return b.t.HumanToMove() && !b.q.busy() }); err != nil {
			return err
		}
		if b.saves.err == nil {
			return errors.New("the notice went away while the disk was full")
		}
		disk.full = false
		if err := until(a, dst, "the save retried", func() bool { return b.saves.err == nil }); err != nil {
			return err
		}
		data, err := disk.Read(table.SaveName)
		if err != nil {
			return fmt.Errorf("no save after the retry: %v", err)
		}
		saved, err := table.Load(data)
		if err != nil {
			return err
		}
		if len(saved.Log()) != len(b.t.Log()) {
			return fmt.Errorf("the retried save holds %d decisions, the game %d", len(saved.Log()), len(b.t.Log()))
		}
		if b.toast == "" {
			return errors.New("the person is not told the game is safe again")
		}
		closeAll(a)
		return nil
	})
}
