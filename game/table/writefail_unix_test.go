//go:build unix

package table

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"

	"mercado/game"
)

// failWrites makes the folder store's system calls answer err, as an immutable folder
// (EPERM) or a read-only mount (EROFS) does, which root's writes would otherwise pass;
// the returned func puts them back.
func failWrites(err syscall.Errno) func() {
	createTemp, rename, remove := osCreateTemp, osRename, osRemove
	osCreateTemp = func(dir, pattern string) (*os.File, error) {
		return nil, &os.PathError{Op: "open", Path: filepath.Join(dir, pattern), Err: err}
	}
	osRename = func(from, to string) error { return &os.LinkError{Op: "rename", Old: from, New: to, Err: err} }
	osRemove = func(name string) error { return &os.PathError{Op: "remove", Path: name, Err: err} }
	return func() { osCreateTemp, osRename, osRemove = createTemp, rename, remove }
}

// folderTrouble is one way a save folder stops taking files in the middle of a game:
// break breaks it and returns the system's answer the save must report, mend undoes it.
type folderTrouble struct {
	name   string
	break_ func(t *testing.T, dir string) (syscall.Errno, func())
}

var folderTroubles = []folderTrouble{
	{"immutable folder", func(t *testing.T, dir string) (syscall.Errno, func()) {
		return syscall.EPERM, failWrites(syscall.EPERM)
	}},
	{"read-only mount", func(t *testing.T, dir string) (syscall.Errno, func()) {
		return syscall.EROFS, failWrites(syscall.EROFS)
	}},
	{"folder replaced by a file", func(t *testing.T, dir string) (syscall.Errno, func()) {
		aside := dir + ".aside"
		if err := os.Rename(dir, aside); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dir, []byte("not a folder"), 0o644); err != nil {
			t.Fatal(err)
		}
		return syscall.ENOTDIR, func() {
			if err := os.Remove(dir); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(aside, dir); err != nil {
				t.Fatal(err)
			}
		}
	}},
}

// TestFailedSaveSaysWhereAndWhy: a folder that stops taking files mid-game fails the
// next save with an error naming game.json's path and the system's answer; the save on
// disk stays as it was, and once the folder takes files again Resave writes the game.
func TestFailedSaveSaysWhereAndWhy(t *testing.T) {
	for _, tr := range folderTroubles {
		t.Run(tr.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "mercado")
			store := DirStore{Dir: dir}
			tab := mustNew(t, Config{Seats: seats3(), First: 0, Seed: 3})
			defer tab.Close()
			tab.SetStore(store)
			rng := game.NewRNG(2)
			untilHuman(t, tab)
			before, err := os.ReadFile(filepath.Join(dir, SaveName))
			if err != nil {
				t.Fatal(err)
			}
			answer, undo := tr.break_(t, dir)
			mend := sync.OnceFunc(undo)
			t.Cleanup(mend) // a failed check must not leave the folder store broken for the next test
			humanTurn(t, tab, &rng)
			checkWriteError(t, tab.SaveError(), filepath.Join(dir, SaveName), answer, false)
			if tab.Resave() == nil {
				t.Fatal("the retry succeeded while the folder takes no files")
			}
			mend()
			if now, _ := os.ReadFile(filepath.Join(dir, SaveName)); !bytes.Equal(now, before) {
				t.Fatal("the save on disk changed while the folder took no files")
			}
			if err := tab.Resave(); err != nil {
				t.Fatalf("the retry failed once the folder took files again: %v", err)
			}
			back, err := LoadStore(store)
			if err != nil {
				t.Fatal(err)
			}
			defer back.Close()
			if back.State().Hash() != tab.State().Hash() {
				t.Fatal("the retried save is not the latest position")
			}
		})
	}
}

// TestFallbackStoreKeepsTryingTheFolder: a store that started on a folder it could not
// write keeps each file in memory with an error saying where it tried and why, and
// writes to the folder as soon as it takes files.
func TestFallbackStoreKeepsTryingTheFolder(t *testing.T) {
	for _, tr := range folderTroubles {
		t.Run(tr.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "mercado")
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			answer, undo := tr.break_(t, dir)
			mend := sync.OnceFunc(undo)
			t.Cleanup(mend) // a failed check must not leave the folder store broken for the next test
			st, ok := OpenReadOnly(dir)
			if !ok {
				st = NewFallbackStore(dir)
			}
			checkWriteError(t, st.Write(SaveName, []byte("one")), filepath.Join(dir, SaveName), answer, true)
			if data, err := st.Read(SaveName); err != nil || string(data) != "one" {
				t.Fatalf("the file kept in memory reads %q, %v", data, err)
			}
			mend()
			if err := st.Write(SaveName, []byte("two")); err != nil {
				t.Fatalf("the folder takes files again, but: %v", err)
			}
			if data, _ := os.ReadFile(filepath.Join(dir, SaveName)); string(data) != "two" {
				t.Fatalf("the folder holds %q", data)
			}
			if data, err := st.Read(SaveName); err != nil || string(data) != "two" {
				t.Fatalf("the store reads %q, %v", data, err)
			}
		})
	}
}

func checkWriteError(t *testing.T, err error, path string, answer syscall.Errno, inMemory bool) {
	t.Helper()
	var we *WriteError
	if !errors.As(err, &we) {
		t.Fatalf("the failed save gave %v, not a *WriteError", err)
	}
	if we.Path != path || !errors.Is(we.Err, answer) || we.Err != error(answer) || we.InMemory != inMemory {
		t.Fatalf("the failed save says %q, %v (in memory %v); want %s, %v (in memory %v)", we.Path, we.Err, we.InMemory, path, answer, inMemory)
	}
}

// TestImmutableFolderForReal makes the folder immutable with chattr where the system
// lets the test (root with the capability), and checks the save says so.
func TestImmutableFolderForReal(t *testing.T) {
	dir := t.TempDir()
	if err := exec.Command("chattr", "+i", dir).Run(); err != nil {
		t.Skipf("chattr +i is not allowed here: %v", err)
	}
	defer exec.Command("chattr", "-i", dir).Run()
	checkWriteError(t, DirStore{Dir: dir}.Write(SaveName, []byte("x")), filepath.Join(dir, SaveName), syscall.EPERM, false)
}

// TestReadOnlyStoreReadsTheFolderAndWritesMemory: a read-only mount's saves open, and
// new ones are kept in memory, with an error saying so.
func TestReadOnlyStoreReadsTheFolderAndWritesMemory(t *testing.T) {
	dir := t.TempDir()
	tab := midGame(t, DirStore{Dir: dir})
	onDisk, _ := os.ReadFile(filepath.Join(dir, SaveName))
	defer failWrites(syscall.EROFS)()
	ro, ok := OpenReadOnly(dir)
	if !ok {
		t.Fatal("a readable folder was not opened")
	}
	back, err := LoadStore(ro)
	if err != nil {
		t.Fatal(err)
	}
	checkSameGame(t, back, tab)
	back.SetStore(ro)
	rng := game.NewRNG(9)
	humanTurn(t, back, &rng)
	back.Close()
	var we *WriteError
	if err := back.SaveError(); !errors.As(err, &we) || !we.InMemory {
		t.Fatalf("saving in memory does not say so: %v", err)
	}
	if now, _ := os.ReadFile(filepath.Join(dir, SaveName)); !bytes.Equal(now, onDisk) {
		t.Fatal("the read-only store wrote to the folder")
	}
	if mem, _ := ro.Read(SaveName); bytes.Equal(mem, onDisk) {
		t.Fatal("the store reads the old save after a newer one was written")
	}
	if err := ro.Remove(SaveName); err != nil {
		t.Fatal(err)
	}
	if _, err := ro.Read(SaveName); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a removed save still reads: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, SaveName)); err != nil {
		t.Fatal("the read-only store removed the file on disk")
	}
	if _, err := KeepDamaged(ro, SaveName, []byte("x")); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("a copy 'kept' in a read-only folder: %v", err)
	}
	if _, ok := OpenReadOnly(filepath.Join(dir, "no-such-folder")); ok {
		t.Fatal("a missing folder opened")
	}
}
