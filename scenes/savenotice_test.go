package scenes

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/table"
	"mercado/ui"
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
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		disk := &fullDisk{MemStore: table.NewMemStore()}
		a, sc, b, err := newBoardApp(dst, disk, 9)
		if err != nil {
			return err
		}
		disk.full = true
		if err := playByHand(a, dst, sc, b, busyMove(b.table.State())); err != nil {
			return err
		}
		if b.saves.err == nil {
			return errors.New("the failed save is not on the board")
		}
		// The computer answers while the disk is still full; then nothing moves, so only
		// the retry can save the game.
		if err := until(a, dst, "the person's turn", func() bool { return b.table.HumanToMove() && !b.anims.busy() }); err != nil {
			return err
		}
		if b.saves.err == nil || a.saveTrouble == nil {
			return errors.New("the notice went away while the disk was full, or the menu would not say it")
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
		if len(saved.Log()) != len(b.table.Log()) {
			return fmt.Errorf("the retried save holds %d decisions, the game %d", len(saved.Log()), len(b.table.Log()))
		}
		if b.toast == "" || a.saveTrouble != nil {
			return fmt.Errorf("the person is not told the game is safe again (toast %q), or the menu still says it failed (%v)", b.toast, a.saveTrouble)
		}
		closeAll(a)
		return nil
	})
}

// sysFailStore answers every write with what a folder store answers for a folder that
// takes no files (an immutable folder, a read-only mount: root is refused these too, but
// the test cannot make them), once failing is set.
type sysFailStore struct {
	*table.MemStore
	dir     string
	answer  error
	failing bool
}

func (f *sysFailStore) Write(name string, data []byte) error {
	if f.failing {
		return &table.WriteError{Path: filepath.Join(f.dir, name), Err: f.answer}
	}
	return f.MemStore.Write(name, data)
}

// saveTrouble is a save folder that stops taking files: store is the app's store, and
// breakIt makes it fail, returning the system's answer the screens must quote.
type saveTrouble struct {
	name     string
	store    func(t *testing.T) table.Store
	breakIt  func(t *testing.T, st table.Store) error
	inMemory bool // the store keeps the game in memory: leaving the game loses nothing
}

func saveTroubles() []saveTrouble {
	failing := func(answer error) (func(*testing.T) table.Store, func(*testing.T, table.Store) error) {
		return func(t *testing.T) table.Store {
				return &sysFailStore{MemStore: table.NewMemStore(), dir: t.TempDir(), answer: answer}
			},
			func(t *testing.T, st table.Store) error { st.(*sysFailStore).failing = true; return answer }
	}
	immutable, breakImmutable := failing(syscall.EPERM)
	readOnly, breakReadOnly := failing(syscall.EROFS)
	return []saveTrouble{
		{"immutable folder", immutable, breakImmutable, false},
		{"read-only mount", readOnly, breakReadOnly, false},
		{"folder replaced by a file", func(t *testing.T) table.Store { return table.DirStore{Dir: filepath.Join(t.TempDir(), "mercado")} },
			func(t *testing.T, st table.Store) error {
				dir := st.(table.DirStore).Dir
				if err := os.RemoveAll(dir); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(dir, []byte("a file"), 0o644); err != nil {
					t.Fatal(err)
				}
				return syscall.ENOTDIR
			}, false},
		{"started where a file stands for the folder", func(t *testing.T) table.Store {
			file := filepath.Join(t.TempDir(), "mercado")
			if err := os.WriteFile(file, []byte("a file"), 0o644); err != nil {
				t.Fatal(err)
			}
			st, _ := storeAt(file, nil)
			return st
		}, func(t *testing.T, st table.Store) error { return syscall.ENOTDIR }, true},
	}
}

// TestFailedSaveIsSaidEverywhere: when the save folder stops taking files, the move that
// failed to save shows the failure on the very frame it is made, with where the game
// tried and the system's answer; the pause menu says it too, and so does the menu.
func TestFailedSaveIsSaidEverywhere(t *testing.T) {
	for _, tr := range saveTroubles() {
		t.Run(tr.name, func(t *testing.T) {
			onGame(t, 1280, 800, func(dst *Offscreen) error {
				a, sc, b, err := newBoardApp(dst, tr.store(t), 9)
				if err != nil {
					return err
				}
				defer closeAll(a)
				answer := tr.breakIt(t, a.Store)
				var drawn []string
				ui.TextDrawn = func(s string) { drawn = append(drawn, s) }
				defer func() { ui.TextDrawn = nil }()
				if err := a.Step(dst, 1); err != nil {
					return err
				}
				queueMove(sc, b, busyMove(b.table.State()))
				for n := len(b.table.Log()); len(b.table.Log()) == n; {
					if sc.Pending() == 0 {
						return errors.New("the move was not made")
					}
					drawn = drawn[:0]
					if err := a.Step(dst, 1); err != nil {
						return err
					}
				}
				if err := saidIn(drawn, "the board, on the frame of the move", answer); err != nil {
					return err
				}
				sc.Key(ebiten.KeyEscape)
				if err := settle(a, dst, sc); err != nil {
					return err
				}
				p, ok := a.Top().(*Pause)
				if !ok {
					return fmt.Errorf("Esc opened %T", a.Top())
				}
				drawn = drawn[:0]
				if err := a.Step(dst, 1); err != nil {
					return err
				}
				if err := saidIn(drawn, "the pause menu", answer); err != nil {
					return err
				}
				click(sc, p.items[1].btn.Rect) // save and quit
				if err := settle(a, dst, sc); err != nil {
					return err
				}
				if _, left := a.Top().(*Menu); left != tr.inMemory {
					return fmt.Errorf("save and quit left the game: %v; the game is kept in memory: %v", left, tr.inMemory)
				}
				if !tr.inMemory {
					a.Reset(NewMenu()) // the game conceded, or over: the menu is next
				}
				drawn = drawn[:0]
				if err := a.Step(dst, 2); err != nil {
					return err
				}
				return saidIn(drawn, "the menu", answer)
			})
		})
	}
}

// saidIn checks that the lines drawn say the save failed, where (game.json, whose path
// may wrap anywhere) and in the system's words.
func saidIn(drawn []string, where string, answer error) error {
	text := strings.Join(drawn, " ")
	if !strings.Contains(text, answer.Error()) || !strings.Contains(strings.ReplaceAll(text, " ", ""), "/"+table.SaveName) {
		return fmt.Errorf("%s does not say where the save was tried and %q: %q", where, answer, text)
	}
	return nil
}
