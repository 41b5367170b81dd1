// Command mercado is the digital edition of Mercado de Lisboa. With no arguments it
// opens the game window; replay, moves, selfplay and hint run headless.
package main

import (
	"os"

	"mercado/game/cli"
)

func main() {
	if len(os.Args) == 1 {
		// The game window is not built yet: say what the program can do meanwhile.
		os.Stdout.WriteString("Mercado: the game window is on its way. Meanwhile:\n\n" + cli.Usage)
		return
	}
	os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
}
