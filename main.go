// Command mercado is the digital edition of Mercado de Lisboa. With no arguments it
// opens the game window; screenshots renders every screen to PNG files; replay, moves,
// selfplay, hint and review run headless.
//
// It imports the window's screens (scenes, and scenes/online for online play), the
// commands (game/cli, game/online/host) and ui/lang; the browser build leaves out the
// commands.
package main

import (
	"fmt"
	"os"
	"time"

	"mercado/scenes"
	_ "mercado/scenes/online" // the menu's Play online (hosting and joining on the desktop)
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
	case args[0] == "version":
		fmt.Println("mercado", version)
	default:
		os.Exit(command(args, os.Stdout, os.Stderr))
	}
}
