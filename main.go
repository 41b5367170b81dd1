// Command mercado is the digital edition of Mercado de Lisboa. With no arguments it
// opens the game window; screenshots renders every screen to PNG files; replay, moves,
// selfplay, hint and review run headless.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"mercado/game/cli"
	"mercado/scenes"
	"mercado/ui/lang"
)

// version is stamped by the build (make build, make dist) from git describe.
var version = "dev"

func main() {
	started := time.Now()
	scenes.Version = version
	args := os.Args[1:]
	switch {
	case len(args) == 0:
		if err := scenes.Run(started); err != nil {
			fmt.Fprintln(os.Stderr, "mercado: the game window could not run:", err)
			os.Exit(1)
		}
	case args[0] == "screenshots":
		os.Exit(screenshots(args[1:], os.Stdout, os.Stderr))
	case args[0] == "version":
		fmt.Println("mercado", version)
	default:
		os.Exit(cli.Run(args, os.Stdout, os.Stderr))
	}
}

// screenshots runs `mercado screenshots DIR [--size WxH] [--lang L]`.
func screenshots(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("screenshots", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	size := fs.String("size", "1280x800", "image size WxH")
	language := fs.String("lang", "", "language: en, de, fr or uk")
	var dir string
	if len(args) > 0 && args[0] != "" && args[0][0] != '-' {
		dir, args = args[0], args[1:]
	}
	if err := fs.Parse(args); err != nil || dir == "" && fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: mercado screenshots DIR [--size WxH] [--lang en|de|fr|uk]")
		return 2
	}
	if dir == "" {
		dir = fs.Arg(0)
	}
	var w, h int
	if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 320 || h < 200 || w > 7680 || h > 4320 {
		fmt.Fprintf(stderr, "mercado screenshots: --size wants WxH between 320x200 and 7680x4320, not %q\n", *size)
		return 2
	}
	if *language != "" && lang.Supported(*language) != *language {
		fmt.Fprintf(stderr, "mercado screenshots: --lang wants en, de, fr or uk, not %q\n", *language)
		return 2
	}
	err := scenes.Screenshots(dir, w, h, *language, func(name string) { fmt.Fprintln(stdout, "wrote", name) })
	if err != nil {
		fmt.Fprintln(stderr, "mercado screenshots:", err)
		return 1
	}
	return 0
}
