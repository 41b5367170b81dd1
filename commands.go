//go:build !js

package main

import (
	"flag"
	"fmt"
	"io"

	"mercado/game/cli"
	"mercado/game/online/host"
	"mercado/scenes"
	"mercado/ui/lang"
)

// command runs the headless commands and the screenshots. The browser build has no
// command line, and leaves them out (commands_js.go): fewer bytes to download.
func command(args []string, stdout, stderr io.Writer) int {
	switch args[0] {
	case "screenshots":
		return screenshots(args[1:], stdout, stderr)
	case "host": // play online: the table service (game/online/host)
		keepGrownStacks()
		return host.RunHost(args[1:], stdout, stderr)
	case "online":
		if len(args) > 1 && args[1] == "bench" { // the bots' thousands of connections
			keepGrownStacks()
		}
		return host.RunOnline(args[1:], stdout, stderr)
	}
	cli.Localize = commandWording
	return cli.Run(args, stdout, stderr)
}

// commandWording gives hint and review the window's words in a language, so that they
// name moves and reasons as the game's log does.
func commandWording(code string) (cli.Wording, error) {
	if err := scenes.SetCommandLanguage(code); err != nil {
		return cli.Wording{}, err
	}
	return cli.Wording{Move: scenes.CommandMove, Reason: scenes.CommandReason, Say: scenes.CommandSay}, nil
}

// screenshots runs `mercado screenshots DIR [--size WxH] [--lang L] [--touch]`.
func screenshots(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("screenshots", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	size := fs.String("size", "1280x800", "image size WxH")
	language := fs.String("lang", "", "language: en, de, fr or uk")
	touch := fs.Bool("touch", false, "a touch screen, as a tablet's")
	var dir string
	if len(args) > 0 && args[0] != "" && args[0][0] != '-' {
		dir, args = args[0], args[1:]
	}
	if err := fs.Parse(args); err != nil || dir == "" && fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: mercado screenshots DIR [--size WxH] [--lang en|de|fr|uk] [--touch]")
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
	err := scenes.Screenshots(dir, w, h, *language, *touch, func(name string) { fmt.Fprintln(stdout, "wrote", name) })
	if err != nil {
		fmt.Fprintln(stderr, "mercado screenshots:", err)
		return 1
	}
	return 0
}
