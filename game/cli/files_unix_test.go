//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestCommandsRefuseANamedPipe: opening a named pipe for reading waits until something
// writes to it, so a command that opened one would never return. Every command that
// reads a FILE must refuse a pipe (and a folder, a device) before opening it.
func TestCommandsRefuseANamedPipe(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "game.json")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	device := filepath.Join(dir, "zero.json")
	if err := os.Symlink("/dev/zero", device); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{pipe, device, dir} {
		for _, cmd := range []string{"replay", "review", "hint", "moves"} {
			type result struct {
				status int
				errOut string
			}
			done := make(chan result, 1)
			go func() {
				status, _, errOut := run(cmd, path)
				done <- result{status, errOut}
			}()
			select {
			case r := <-done:
				if r.status != exitMalformed || !strings.Contains(r.errOut, path+": not a regular file") {
					t.Errorf("%s %s: status %d, %q", cmd, filepath.Base(path), r.status, r.errOut)
				}
			case <-time.After(2 * time.Minute): // an outer guard only: a refusal takes no time at all
				// let the waiting open return, so the test binary can end
				if w, err := os.OpenFile(pipe, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
					w.Close()
				}
				t.Fatalf("%s %s has not returned: it waits on the pipe", cmd, filepath.Base(path))
			}
		}
	}
}
