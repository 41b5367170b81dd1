package table

import (
	"errors"
	"io/fs"
	"os"
	"sync"
)

// ReadOnlyStore is a folder that could not be written when the game started (a
// read-only or full disk, an immutable folder, a file where the folder should be): the
// files already there are read from it, and every write is tried on the folder first
// and, when it fails again, kept in memory until the program quits, with an error
// saying so (*WriteError with InMemory). So a save on disk can still be continued and
// the campaign sheet still shown, nothing is lost in silence, and a folder that becomes
// writable again is used at once.
type ReadOnlyStore struct {
	Disk DirStore
	mem  *MemStore
	// unreadable: the folder cannot even be listed (a file in its place); nothing is
	// read from it.
	unreadable bool

	mu      sync.Mutex
	removed map[string]bool // names removed in memory, hiding the file on disk
}

// OpenReadOnly is a ReadOnlyStore on dir when dir is a folder that can be read; ok is
// false when it cannot (then there is nothing on disk to show).
func OpenReadOnly(dir string) (st *ReadOnlyStore, ok bool) {
	if _, err := os.ReadDir(dir); err != nil {
		return nil, false
	}
	return NewReadOnlyStore(dir), true
}

// NewReadOnlyStore reads from the folder dir and writes to memory.
func NewReadOnlyStore(dir string) *ReadOnlyStore {
	return &ReadOnlyStore{Disk: DirStore{Dir: dir}, mem: NewMemStore(), removed: map[string]bool{}}
}

// NewFallbackStore is a ReadOnlyStore on a folder that cannot be read either: it reads
// only what the game wrote, and keeps trying to write to dir.
func NewFallbackStore(dir string) *ReadOnlyStore {
	r := NewReadOnlyStore(dir)
	r.unreadable = true
	return r
}

// ErrReadOnly is why a file cannot be kept in a read-only store's folder.
var ErrReadOnly = errors.New("the folder cannot be written")

// ReadOnly says that nothing written reaches the folder.
func (r *ReadOnlyStore) ReadOnly() bool { return true }

// Read gives what the game wrote since it started, else the file on disk.
func (r *ReadOnlyStore) Read(name string) ([]byte, error) {
	data, err := r.mem.Read(name)
	if !errors.Is(err, fs.ErrNotExist) {
		return data, err
	}
	r.mu.Lock()
	gone := r.removed[name]
	r.mu.Unlock()
	if gone || r.unreadable {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	return r.Disk.Read(name)
}

// Write tries the folder; when it fails, it keeps the file in memory, in front of the
// one on disk, and says where it tried and why it failed.
func (r *ReadOnlyStore) Write(name string, data []byte) error {
	diskErr := r.Disk.Write(name, data)
	if diskErr == nil && !r.unreadable {
		_ = r.mem.Remove(name) // the folder holds it now
		r.mu.Lock()
		delete(r.removed, name)
		r.mu.Unlock()
		return nil
	}
	if err := r.mem.Write(name, data); err != nil {
		return err
	}
	r.mu.Lock()
	delete(r.removed, name)
	r.mu.Unlock()
	if diskErr == nil {
		return nil // written, and kept in memory too: a folder that cannot be read
	}
	var we *WriteError
	if errors.As(diskErr, &we) {
		return &WriteError{Path: we.Path, Err: we.Err, InMemory: true}
	}
	return diskErr
}

// Remove forgets the file: from memory, from the folder where it can, and the one on
// disk is no longer read.
func (r *ReadOnlyStore) Remove(name string) error {
	if _, err := r.Read(name); errors.Is(err, fs.ErrNotExist) {
		return err
	}
	_ = r.mem.Remove(name)
	if !r.unreadable {
		_ = r.Disk.Remove(name)
	}
	r.mu.Lock()
	r.removed[name] = true
	r.mu.Unlock()
	return nil
}
