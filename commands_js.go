//go:build js

package main

import (
	"fmt"
	"io"
)

// command: a page has no command line, so the browser build carries no commands.
func command(args []string, _, stderr io.Writer) int {
	fmt.Fprintf(stderr, "mercado: %q is a command of the desktop build; the browser build only plays\n", args[0]) // not translated: a developer's message
	return 2
}
