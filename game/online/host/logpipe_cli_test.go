//go:build unix

package host

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"mercado/game/online"
)

// TestPlayLogToAPipeEndsWhole: `online play --log` writing to a pipe (a named one here;
// /dev/stdout into another program is the same) that is full when the game ends —
// the reader busy — waits for its reader and ends with every line whole, the game's last
// view (over 4 KiB) among them. Before, it closed the pipe under the write and left the
// last line cut at a page, every time.
func TestPlayLogToAPipeEndsWhole(t *testing.T) {
	nc, url := logServer(t)
	for round := range 3 {
		table := fmt.Sprintf("pipetable%d", round)
		over := standInReferee(t, nc, table)
		fifo := filepath.Join(t.TempDir(), "seat.log")
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Skipf("no named pipes here: %v", err)
		}
		cmd := logPlayCommand(url, table, fifo)
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cmd.Process.Kill() })
		// The reader: every line, up to the game's last view; then nothing until the
		// player has said the game is over; then the rest.
		big := []byte("[" + strings.Repeat("a", 256<<10) + "]")
		var log safeBuffer
		lines, resume, read := make(chan []byte, 100), make(chan struct{}), make(chan error, 1)
		go func() {
			f, err := os.Open(fifo)
			if err != nil {
				read <- err
				return
			}
			defer f.Close()
			r := bufio.NewReader(f)
			for {
				line, err := r.ReadBytes('\n')
				log.Write(line)
				if err != nil {
					read <- err
					return
				}
				lines <- line
				var v online.View
				if json.Unmarshal(line, &v) == nil && v.Over {
					<-resume
				}
			}
		}()
		// The seat's first view, asked for twice (before playing, and to play): it waits
		// for seat 1's move.
		<-lines
		<-lines
		over.Store(true)
		nc.Publish(online.ViewSubject(table, 0), logView(table, true))
		for range 4 { // more than the pipe holds, heard after the game's end
			nc.Publish(online.ViewSubject(table, 0), big)
		}
		nc.Flush()
		final, err := bufio.NewReader(stdout).ReadBytes('\n')
		var v online.View
		if err != nil || json.Unmarshal(final, &v) != nil || !v.Over {
			t.Fatalf("online play printed %q (%v) %s", final, err, stderr.String())
		}
		close(resume)
		if err := <-read; err != io.EOF {
			t.Fatalf("reading the log: %v", err)
		}
		io.Copy(io.Discard, stdout)
		if err := cmd.Wait(); err != nil {
			t.Fatalf("online play --log: %v %s", err, stderr.String())
		}
		checkPlayLog(t, table, []byte(log.String()), big, 5)
	}
}
