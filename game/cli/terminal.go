package cli

import (
	"io"
	"unicode/utf8"

	"mercado/game/table"
)

// terminal keeps what a command prints from steering the terminal it is shown on. A
// record's player names, moves and keys reach error messages and summaries as the file
// wrote them; escape sequences among them would recolour, retitle or clear the
// terminal. Every control character but the line break and the tab, and every byte that
// is not text, is written visibly as an escape (\x1b, \u202e). JSON output never holds
// such characters raw (encoding/json escapes them), so it passes unchanged.
type terminal struct{ w io.Writer }

func (t terminal) Write(p []byte) (int, error) {
	clean := true
	for i := 0; i < len(p); {
		r, size := utf8.DecodeRune(p[i:])
		if r != '\n' && r != '\t' && !table.NameRune(r) {
			clean = false
			break
		}
		i += size
	}
	if clean {
		return t.w.Write(p)
	}
	out := make([]byte, 0, len(p)+16)
	start := 0
	for i := 0; i <= len(p); i++ {
		if i == len(p) || p[i] == '\n' || p[i] == '\t' {
			out = append(out, table.Visible(string(p[start:i]))...)
			if i < len(p) {
				out = append(out, p[i])
			}
			start = i + 1
		}
	}
	if _, err := t.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}
