package table

import (
	"errors"
	"io/fs"
	"os"
	"sync"
)

// ReadOnlyStore is a folder that can be read but not written (a read-only or full
// disk): the files already there are read from it, and what the game writes from then
// on is kept in memory until the program quits. So a save on disk can still be
// continued and the campaign sheet still shown, while the folder is never touched.
type ReadOnlyStore struct {
	Disk DirStore
	mem  *MemStore

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
	if gone {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	return r.Disk.Read(name)
}

// Write keeps the file in memory, in front of the one on disk.
func (r *ReadOnlyStore) Write(name string, data []byte) error {
	if err := r.mem.Write(name, data); err != nil {
		return err
	}
	r.mu.Lock()
	delete(r.removed, name)
	r.mu.Unlock()
	return nil
}

// Remove forgets the file: from memory, and the one on disk is no longer read.
func (r *ReadOnlyStore) Remove(name string) error {
	if _, err := r.Read(name); errors.Is(err, fs.ErrNotExist) {
		return err
	}
	_ = r.mem.Remove(name)
	r.mu.Lock()
	r.removed[name] = true
	r.mu.Unlock()
	return nil
}
