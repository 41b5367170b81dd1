//go:build !js

package online

import (
	"bytes"
	"errors"
	"os/exec"
	"runtime"
	"strings"
)

// The window has no clipboard of its own (Ebitengine offers none): copying and pasting
// an invite use the system's own tools, where there are some.

var errNoClipboard = errors.New("no clipboard tool") // not translated: the screen says online.no_clipboard

// clipboardCommands are the tools that write (copy) or read (paste) the clipboard here,
// the first one found is used.
func clipboardCommands(paste bool) [][]string {
	switch runtime.GOOS {
	case "darwin":
		if paste {
			return [][]string{{"pbpaste"}}
		}
		return [][]string{{"pbcopy"}}
	case "windows":
		if paste {
			return [][]string{{"powershell", "-NoProfile", "-Command", "Get-Clipboard"}}
		}
		return [][]string{{"clip"}}
	}
	if paste {
		return [][]string{{"wl-paste", "--no-newline"}, {"xclip", "-selection", "clipboard", "-o"}, {"xsel", "--clipboard", "--output"}}
	}
	return [][]string{{"wl-copy"}, {"xclip", "-selection", "clipboard"}, {"xsel", "--clipboard", "--input"}}
}

// copyText puts s on the system's clipboard.
func copyText(s string) error {
	for _, c := range clipboardCommands(false) {
		if _, err := exec.LookPath(c[0]); err != nil {
			continue
		}
		cmd := exec.Command(c[0], c[1:]...)
		cmd.Stdin = strings.NewReader(s)
		return cmd.Run()
	}
	return errNoClipboard
}

// readClipboard reads the clipboard off the window's goroutine (a tool may be slow).
func readClipboard() <-chan pasted {
	ch := make(chan pasted, 1)
	go func() {
		text, err := pasteText()
		ch <- pasted{text: text, err: err}
	}()
	return ch
}

// pasteText is the text on the system's clipboard.
func pasteText() (string, error) {
	for _, c := range clipboardCommands(true) {
		if _, err := exec.LookPath(c[0]); err != nil {
			continue
		}
		var out bytes.Buffer
		cmd := exec.Command(c[0], c[1:]...)
		cmd.Stdout = &out
		if err := cmd.Run(); err != nil {
			return "", err
		}
		return strings.TrimSpace(out.String()), nil
	}
	return "", errNoClipboard
}
