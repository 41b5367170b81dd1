package table

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"
)

// maxCopies bounds how many different damaged copies of one file are kept.
const maxCopies = 20

// DamagedName is the name of the n-th kept copy of a damaged file: game.json's first
// is game-damaged-1.json.
func DamagedName(name string, n int) string {
	return fmt.Sprintf("%s-damaged-%d.json", strings.TrimSuffix(name, ".json"), n)
}

// KeepUnreadBeforeSave is what a save does before it writes name over a file that could
// not be read when it was loaded: the file, readable now, is kept aside first
// (KeepDamaged); gone, nothing is kept; still unreadable, the save must refuse, and the
// error says so of what ("the campaign file").
func KeepUnreadBeforeSave(st Store, name, what string) error {
	old, err := st.Read(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("%s still cannot be read (%v), so it is not replaced", what, err)
	}
	_, err = KeepDamaged(st, name, old)
	return err
}

// SaveOver writes what data makes to name in st. unread says that name could not be
// read when it was loaded: it is then kept aside first (KeepUnreadBeforeSave), and
// cleared once it is; what names the file in the error when it must be refused.
func SaveOver(st Store, name, what string, unread *bool, data func() ([]byte, error)) error {
	if *unread {
		if err := KeepUnreadBeforeSave(st, name, what); err != nil {
			return err
		}
		*unread = false
	}
	b, err := data()
	if err != nil {
		return err
	}
	return st.Write(name, b)
}

// KeepDamaged keeps one copy of a file that could not be read, before a new game or a
// new sheet replaces it. data is the file as read; the same bytes kept before are not
// kept again, so a damaged file met at every start leaves one copy, not one a start.
// With data nil (the file could not even be read: too large, not a regular file) the
// file itself is moved aside, where the store can move files. It returns the copy's
// name.
func KeepDamaged(st Store, name string, data []byte) (string, error) {
	if ro, ok := st.(interface{ ReadOnly() bool }); ok && ro.ReadOnly() {
		return "", ErrReadOnly
	}
	mover, canMove := st.(interface{ Move(from, to string) error })
	if data == nil && !canMove {
		return "", errors.New("it cannot be read to be copied")
	}
	for n := 1; n <= maxCopies; n++ {
		copyName := DamagedName(name, n)
		old, err := st.Read(copyName)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			if data == nil {
				err = mover.Move(name, copyName)
			} else {
				err = st.Write(copyName, data)
			}
			if err != nil {
				return "", err
			}
			return copyName, nil
		case err == nil && data != nil && bytes.Equal(old, data):
			return copyName, nil // kept already
		case errors.Is(err, syscall.ENOTDIR):
			return "", err // the folder is not a folder: nothing can be kept in it
		}
	}
	return "", fmt.Errorf("%d damaged copies are kept already", maxCopies)
}

// DamagedError is a save that could not be read: why, and where a copy of it was kept
// so that the next game, which replaces it, loses nothing.
type DamagedError struct {
	Name    string // the save's file name
	Err     error  // why it could not be read
	Copy    string // the kept copy's name, "" when none could be kept
	CopyErr error  // why no copy could be kept
}

func (e *DamagedError) Error() string {
	msg := e.Err.Error()
	if e.Copy != "" {
		msg += "; a copy is kept as " + e.Copy
	} else if e.CopyErr != nil {
		msg += "; no copy could be kept (" + e.CopyErr.Error() + ")"
	}
	return Printable(msg)
}

func (e *DamagedError) Unwrap() error { return e.Err }

// damaged keeps a copy of the file that could not be read and says so.
func damaged(s Store, name string, data []byte, err error) error {
	e := &DamagedError{Name: name, Err: err}
	e.Copy, e.CopyErr = KeepDamaged(s, name, data)
	return e
}

// ReadOrKeep reads the file name from st and hands it to parse: the one rule for
// every file the game keeps (the saves, the campaign sheet, the statistics, the
// settings). A missing file gives an error satisfying fs.ErrNotExist. A file that is
// there but cannot be read (too large, a named pipe, a device, a loop of links) is
// moved aside, one that parse refuses is copied aside, before the caller starts afresh
// and replaces it; the error is then a *DamagedError saying why and naming the copy
// (or why none could be kept, when the caller must not replace the file).
func ReadOrKeep(st Store, name string, parse func(data []byte) error) error {
	data, err := st.Read(name)
	if errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err // why, without the path of a file the message names already
		}
		return damaged(st, name, nil, err)
	}
	if data == nil {
		data = []byte{} // read, though empty: copied aside, not moved, when refused
	}
	if err := parse(data); err != nil {
		return damaged(st, name, data, err)
	}
	return nil
}
