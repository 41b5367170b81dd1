package cli

import (
	"flag"
	"fmt"
	"io"

	"mercado/game/ai"
)

func runHint(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hint", flag.ContinueOnError)
	level := fs.String("level", "hard", "the AI level that suggests the move")
	budget := fs.Int("budget", 1000, "thinking time in milliseconds")
	top := fs.Int("top", 5, "with --json, how many ranked moves to list")
	seed := fs.Uint64("seed", 1, "the AI's seed")
	asJSON := fs.Bool("json", false, "print the ranked moves as JSON")
	path, err := fileArg(fs, args)
	if err != nil {
		return usageError(stderr, "hint", err)
	}
	if *budget < 1 || *budget > 600_000 || *top < 1 || *top > 100 {
		return usageError(stderr, "hint", fmt.Errorf("--budget must be 1 to 600000 and --top 1 to 100"))
	}
	p, err := ai.New(*level, *seed, *budget)
	if err != nil {
		return usageError(stderr, "hint", err)
	}
	_, s, status := loadAndReplay(path, *asJSON, stdout, stderr)
	if s == nil {
		return status
	}
	if s.Over() {
		fmt.Fprintln(stderr, "mercado hint: the game is over; there is no move to suggest")
		return exitIllegal
	}
	if !*asJSON {
		fmt.Fprintln(stdout, p.Choose(s).String())
		return exitOK
	}
	type scored struct {
		Move  string  `json:"move"`
		Value float64 `json:"value"`
	}
	out := struct {
		OK    bool     `json:"ok"`
		Seat  int      `json:"seat"`
		Level string   `json:"level"`
		Moves []scored `json:"moves"`
	}{OK: true, Seat: s.ToMove(), Level: p.Name(), Moves: []scored{}}
	for _, r := range ai.Rank(p, s, *top) {
		out.Moves = append(out.Moves, scored{r.Move.String(), r.Value})
	}
	writeJSON(stdout, out)
	return exitOK
}
