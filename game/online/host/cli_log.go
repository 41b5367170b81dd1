//go:build !js

package host

import (
	"os"
	"sync"
)

// seatLog is `online play --log`'s file. Each message is one write, under a lock;
// Close waits for a write under way and takes no more (a message heard after the seat
// closed is not written at all), so that a process ending after it leaves every line
// whole: the system cuts a write under way to a file at a page, when a process exits in
// its middle.
type seatLog struct {
	mu     sync.Mutex
	f      *os.File
	closed bool
	err    error // the first write that failed
}

func (l *seatLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return 0, os.ErrClosed
	}
	n, err := l.f.Write(p)
	if err != nil && l.err == nil {
		l.err = err
	}
	return n, err
}

// Close closes the file once the write under way is done, and says whether every
// message was written.
func (l *seatLog) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return nil
	}
	l.closed = true
	err := l.f.Close()
	if l.err != nil {
		return l.err
	}
	return err
}
