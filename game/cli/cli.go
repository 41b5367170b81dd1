// Package cli runs the headless commands of the mercado program: replay, moves,
// selfplay, hint and review. They need no window and no display.
//
// It imports the packages under game/ that draw nothing (game, game/ai, game/reason,
// game/review, game/table); never ui, the screens or online play (the online commands are
// game/online/host's).
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"

	"mercado/game"
	"mercado/game/table"
)

// Exit statuses.
const (
	exitOK        = 0
	exitIllegal   = 1 // an illegal or unreadable move
	exitMalformed = 2 // a malformed file, bad arguments
)

// Usage lists the commands.
const Usage = `usage:
  mercado                      open the game window
  mercado screenshots DIR [--size WxH]   render every screen to DIR/NAME.png (needs a display)
  mercado version              print the version
  mercado replay FILE [--json] play FILE's moves and print the result
  mercado moves FILE           list the legal moves after FILE's moves
  mercado selfplay --players LEVEL,LEVEL[,...] [--games N] [--seed S] [--budget MS]
                   [--json] [--record DIR] [--workers N]
  mercado selfplay --challenge N --players LEVEL [--games N] ...   one solo challenge
  mercado selfplay --campaign --players LEVEL [--seed S] ...       every challenge
  mercado hint FILE [--level L] [--budget MS] [--json] [--why]   (default: the window's hint)
  mercado review FILE [--seat N] [--json]   rank each decision against the coach's best move
  mercado host [--listen ADDR] [--ws ADDR] [--data DIR] [--json]   serve online tables (docs/online.md)
  mercado online new --server ADMIN-URL --seats "Ana,Rui,computer:easy"   make a table; prints invites
  mercado online play --invite INVITE --bot LEVEL   play an invite's seat with a computer level
  mercado online record --invite INVITE   print a finished online game's record
FILE is a game record (docs/records.md) or the save file game.json; "-" reads standard input.
`

// Commands names the headless commands, for main to recognise them.
var Commands = []string{"replay", "moves", "selfplay", "hint", "review", "help"}

// Run executes one command and returns the process exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	stdout, stderr = terminal{stdout}, terminal{stderr}
	if len(args) == 0 {
		fmt.Fprint(stderr, Usage)
		return exitMalformed
	}
	run := map[string]func([]string, io.Writer, io.Writer) int{
		"replay": runReplay, "moves": runMoves, "selfplay": runSelfplay, "hint": runHint, "review": runReview,
		"help": func([]string, io.Writer, io.Writer) int { fmt.Fprint(stdout, Usage); return exitOK },
	}[args[0]]
	if run == nil {
		fmt.Fprintf(stderr, "mercado: unknown command %q\n%s", args[0], Usage)
		return exitMalformed
	}
	return run(args[1:], stdout, stderr)
}

// parseArgs parses flags that may stand before or after the positional arguments.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return positional, nil
		}
		positional = append(positional, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// fileArg parses the flags of a command that takes exactly one record FILE.
func fileArg(fs *flag.FlagSet, args []string) (string, error) {
	positional, err := parseArgs(fs, args)
	if err != nil {
		return "", err
	}
	if len(positional) != 1 {
		return "", fmt.Errorf("%s takes one record FILE, got %d arguments", fs.Name(), len(positional))
	}
	return positional[0], nil
}

// readFile reads a record file ("-" is standard input), refusing input larger than a
// save may be (a record's own, smaller limit is the record reader's to tell). A
// named pipe, folder or device is refused before it is opened for reading, as the
// window refuses one in its folder (table.ReadRegular): opening a pipe waits for a
// writer that may never come.
func readFile(path string) ([]byte, error) {
	const limit = table.MaxSaveBytes
	tooLarge := fmt.Errorf("%s: larger than %d bytes; records are limited to %d bytes (4 MiB), saves to %d (%s)",
		path, limit, game.MaxRecordBytes, limit, table.SaveLimit())
	if path != "-" {
		data, err := table.ReadRegular(path, limit)
		var pe *fs.PathError
		switch {
		case errors.Is(err, table.ErrTooLarge):
			return nil, tooLarge
		case errors.Is(err, table.ErrNotFile):
			return nil, fmt.Errorf("%s: not a regular file; FILE must be a file, or - for standard input", path)
		case errors.As(err, &pe):
			return nil, fmt.Errorf("%s: %v", path, pe.Err)
		}
		return data, err
	}
	data, err := io.ReadAll(io.LimitReader(os.Stdin, limit+1))
	if err != nil {
		return nil, err
	}
	if len(data) > limit {
		return nil, tooLarge
	}
	return data, nil
}

func usageError(stderr io.Writer, cmd string, err error) int {
	fmt.Fprintf(stderr, "mercado %s: %v\n%s", cmd, err, Usage)
	return exitMalformed
}
