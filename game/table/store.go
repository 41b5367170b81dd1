package table

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Store is the tiny key/value store of files that everything the game keeps lives in —
// the saves, the settings, the campaign sheet, the statistics, the reviews and the
// tutorial's progress: a folder on the desktop (DirStore, ReadOnlyStore), the browser's
// localStorage (LocalStore) or memory (MemStore). It is the one such interface; the
// packages that keep files (campaign, stats, review, tutorial) take it. Read of a missing
// name returns an error satisfying errors.Is(err, fs.ErrNotExist); Write replaces a file
// whole or not at all.
type Store interface {
	Read(name string) ([]byte, error)
	Write(name string, data []byte) error
	Remove(name string) error
}

// DefaultDir is the folder for saves and settings: the user's config folder/mercado.
func DefaultDir() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no folder for settings: %w", err)
	}
	return filepath.Join(dir, "mercado"), nil
}

// checkFileName accepts plain file names only, so that a name can never reach outside the
// store's folder.
func checkFileName(name string) error {
	if name == "" || name == "." || name == ".." || strings.ContainsAny(name, `/\`+"\x00") {
		return fmt.Errorf("%q is not a plain file name", name)
	}
	return nil
}

// DirStore keeps the files in a folder, created (0o755) when first written.
type DirStore struct{ Dir string }

// MaxFileBytes bounds every file a store reads: the largest file the game keeps is the
// campaign sheet (8 MiB); saves and records are held to their own, smaller limits.
const MaxFileBytes = 8 << 20

// ErrTooLarge and ErrNotFile are why a folder store refuses to read a name: a file
// larger than MaxFileBytes, or something that is not a regular file (a folder, a named
// pipe, a device), which could block the game or never end.
var (
	ErrTooLarge = errors.New("too large")
	ErrNotFile  = errors.New("not a regular file")
)

// Read reads a regular file of at most MaxFileBytes. It never blocks: the file is opened
// without waiting (a named pipe with no writer opens at once) and anything but a regular
// file is refused before a byte is read.
func (d DirStore) Read(name string) ([]byte, error) {
	if err := checkFileName(name); err != nil {
		return nil, err
	}
	return ReadRegular(filepath.Join(d.Dir, name), MaxFileBytes)
}

// ReadRegular reads the regular file at path, of at most limit bytes, the way the
// folder store reads its files: it never blocks (a named pipe with no writer is opened
// without waiting) and a pipe, folder or device is refused with ErrNotFile before a byte
// is read. The headless commands read their FILE with it too.
func ReadRegular(path string, limit int64) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|openNoWait, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "read", Path: path, Err: ErrNotFile}
	}
	if info.Size() > limit {
		return nil, &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("%w: %d bytes, more than the %d a file here may have", ErrTooLarge, info.Size(), limit)}
	}
	// The size can change while reading: never take more than the limit.
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("%w: more than the %d bytes a file here may have", ErrTooLarge, limit)}
	}
	return data, nil
}

// Move renames a file to a name not yet taken; it never replaces a file. A link moves
// as a link.
func (d DirStore) Move(from, to string) error {
	if err := checkFileName(from); err != nil {
		return err
	}
	if err := checkFileName(to); err != nil {
		return err
	}
	target := filepath.Join(d.Dir, to)
	if _, err := os.Lstat(target); !errors.Is(err, fs.ErrNotExist) {
		return &fs.PathError{Op: "move", Path: target, Err: fs.ErrExist}
	}
	if err := os.Rename(filepath.Join(d.Dir, from), target); err != nil {
		return err
	}
	syncDir(d.Dir)
	return nil
}

// Write replaces the file atomically: the data goes to a temporary file in the same
// folder, is synced to disk and renamed over the target, so that a crash or a full disk
// leaves either the old file or the new one, never half of one. A failure is a
// *WriteError naming the file and the system's answer.
func (d DirStore) Write(name string, data []byte) error {
	if err := checkFileName(name); err != nil {
		return err
	}
	if err := d.write(name, data); err != nil {
		return &WriteError{Path: filepath.Join(d.Dir, name), Err: systemAnswer(err)}
	}
	return nil
}

func (d DirStore) write(name string, data []byte) (err error) {
	if err := osMkdirAll(d.Dir, 0o755); err != nil {
		return err
	}
	f, err := osCreateTemp(d.Dir, "."+name+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = osRename(f.Name(), filepath.Join(d.Dir, name)); err != nil {
		return err
	}
	syncDir(d.Dir)
	return nil
}

// The system calls a folder store writes with; the tests put failing ones in their
// place where root would not fail (an immutable folder, a read-only mount).
var (
	osMkdirAll   = os.MkdirAll
	osCreateTemp = os.CreateTemp
	osRename     = os.Rename
	osRemove     = os.Remove
)

// WriteError is a file a store could not write: where it tried and what the system
// answered. InMemory says the store kept the data in memory instead, until the program
// quits (ReadOnlyStore).
type WriteError struct {
	Path     string
	Err      error
	InMemory bool
}

func (e *WriteError) Error() string { return e.Path + ": " + e.Err.Error() }
func (e *WriteError) Unwrap() error { return e.Err }

// systemAnswer is the system's reason inside an error about a file ("operation not
// permitted" rather than the whole operation on a temporary file).
func systemAnswer(err error) error {
	for {
		inner := errors.Unwrap(err)
		if inner == nil {
			return err
		}
		err = inner
	}
}

// syncDir makes the rename itself durable where the system allows it (not on Windows,
// where opening a folder for sync fails; the rename is then as durable as it gets).
func syncDir(dir string) {
	if f, err := os.Open(dir); err == nil {
		_ = f.Sync()
		f.Close()
	}
}

// Remove deletes the file; a missing file gives an error satisfying fs.ErrNotExist.
func (d DirStore) Remove(name string) error {
	if err := checkFileName(name); err != nil {
		return err
	}
	return osRemove(filepath.Join(d.Dir, name))
}

// MemStore keeps the files in memory: for tests, and for when the settings folder cannot
// be used (the game then lasts until the program quits).
type MemStore struct {
	mu    sync.Mutex
	files map[string][]byte
}

func NewMemStore() *MemStore { return &MemStore{files: map[string][]byte{}} }

func (m *MemStore) Read(name string) ([]byte, error) {
	if err := checkFileName(name); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	data, ok := m.files[name]
	if !ok {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	return append([]byte(nil), data...), nil
}

func (m *MemStore) Write(name string, data []byte) error {
	if err := checkFileName(name); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.files == nil {
		m.files = map[string][]byte{}
	}
	m.files[name] = append([]byte(nil), data...)
	return nil
}

func (m *MemStore) Remove(name string) error {
	if err := checkFileName(name); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.files[name]; !ok {
		return &fs.PathError{Op: "remove", Path: name, Err: fs.ErrNotExist}
	}
	delete(m.files, name)
	return nil
}
