//go:build js

package table

import (
	"fmt"
	"io/fs"
	"syscall/js"
)

// LocalStore keeps the files in the browser's localStorage, one item per file under a
// prefix, as the same text a folder would hold (every file the game writes is JSON).
type LocalStore struct {
	storage js.Value
	prefix  string
}

// OpenLocalStore finds the page's localStorage. Browsers may refuse it (private modes,
// blocked site data); the error says so and the caller keeps saves in memory instead.
func OpenLocalStore(prefix string) (ls *LocalStore, err error) {
	defer catchJS(&err)
	st := js.Global().Get("localStorage")
	if st.IsUndefined() || st.IsNull() {
		return nil, fmt.Errorf("this browser offers no localStorage")
	}
	return &LocalStore{storage: st, prefix: prefix}, nil
}

// catchJS turns an exception thrown by the browser (syscall/js panics with it) into an
// error.
func catchJS(err *error) {
	if r := recover(); r != nil {
		if e, ok := r.(js.Error); ok {
			*err = fmt.Errorf("browser storage: %s", e.Get("message").String())
			return
		}
		*err = fmt.Errorf("browser storage: %v", r)
	}
}

func (l *LocalStore) Read(name string) (data []byte, err error) {
	if err := checkFileName(name); err != nil {
		return nil, err
	}
	defer catchJS(&err)
	v := l.storage.Call("getItem", l.prefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	return []byte(v.String()), nil
}

// Write replaces the item in one call: localStorage keeps the old value when it throws
// (for example when the browser's quota is full).
func (l *LocalStore) Write(name string, data []byte) (err error) {
	if err := checkFileName(name); err != nil {
		return err
	}
	defer catchJS(&err)
	l.storage.Call("setItem", l.prefix+name, string(data))
	return nil
}

func (l *LocalStore) Remove(name string) (err error) {
	if err := checkFileName(name); err != nil {
		return err
	}
	defer catchJS(&err)
	if v := l.storage.Call("getItem", l.prefix+name); v.IsNull() {
		return &fs.PathError{Op: "remove", Path: name, Err: fs.ErrNotExist}
	}
	l.storage.Call("removeItem", l.prefix+name)
	return nil
}
