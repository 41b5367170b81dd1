//go:build unix

package table

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"
)

func TestDirStoreReadsOnlyRegularFilesWithinTheCap(t *testing.T) {
	dir := t.TempDir()
	d := DirStore{Dir: dir}
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "zero.json")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "folder.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	big, err := os.Create(filepath.Join(dir, "big.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := big.Truncate(200 << 20); err != nil { // sparse: no disk, no time
		t.Fatal(err)
	}
	big.Close()
	for name, want := range map[string]error{"pipe.json": ErrNotFile, "zero.json": ErrNotFile, "folder.json": ErrNotFile, "big.json": ErrTooLarge} {
		start := time.Now()
		data, err := d.Read(name)
		if !errors.Is(err, want) || data != nil {
			t.Errorf("%s: %d bytes, error %v, want %v", name, len(data), err, want)
		}
		if time.Since(start) > time.Minute { // a guard a loaded machine keeps: a read that blocked would never end
			t.Errorf("%s took %v", name, time.Since(start))
		}
	}
	// A file at the cap is read whole.
	if err := os.Truncate(filepath.Join(dir, "big.json"), MaxFileBytes); err != nil {
		t.Fatal(err)
	}
	if data, err := d.Read("big.json"); err != nil || len(data) != MaxFileBytes {
		t.Fatalf("a file at the cap: %d bytes, %v", len(data), err)
	}
}

func TestLoadStoreKeepsDamagedSaves(t *testing.T) {
	dir := t.TempDir()
	d := DirStore{Dir: dir}
	junk := []byte(`{"version": 1, "` + strings.Repeat("k", 3000) + "\x1b[2J\": 1}")
	if err := d.Write(SaveName, junk); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		_, err := LoadStore(d)
		var de *DamagedError
		if !errors.As(err, &de) || de.Copy != "game-damaged-1.json" {
			t.Fatalf("load: %v", err)
		}
		if msg := err.Error(); utf8.RuneCountInString(msg) > MessageRunes || strings.ContainsRune(msg, 0x1b) || !strings.Contains(msg, "game-damaged-1.json") {
			t.Fatalf("the error is not a short printable sentence: %q", msg)
		}
	}
	if kept, _ := d.Read("game-damaged-1.json"); !bytes.Equal(kept, junk) {
		t.Fatal("the copy differs from the damaged save")
	}
	if _, err := d.Read("game-damaged-2.json"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a second copy of the same file: %v", err)
	}
	// What cannot be read at all is moved aside, as it is.
	if err := os.Remove(filepath.Join(dir, SaveName)); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, SaveName), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := LoadStore(d)
	var de *DamagedError
	if !errors.As(err, &de) || de.Copy != "game-damaged-2.json" || !errors.Is(err, ErrNotFile) {
		t.Fatalf("a named pipe: %v", err)
	}
	if info, err := os.Lstat(filepath.Join(dir, de.Copy)); err != nil || info.Mode()&fs.ModeNamedPipe == 0 {
		t.Fatalf("the pipe was not moved aside: %v", err)
	}
	if _, err := LoadStore(d); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("after moving it aside: %v", err)
	}
}
