package cli

import (
	"flag"
	"fmt"
	"io"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/reason"
	"mercado/game/table"
)

// whyText is the reason for the best of the ranked moves in words, as the seat to move
// may know it (package reason).
func whyText(w Wording, s *game.State, ranked []ai.Scored, names []string) string {
	list := make([]reason.Ranked, len(ranked))
	for i, r := range ranked {
		list[i] = reason.Ranked{Move: r.Move, Value: r.Value}
	}
	return w.Reason(reason.Explain(s, list), names)
}

func runHint(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hint", flag.ContinueOnError)
	level := fs.String("level", "hard", "the AI level that suggests the move")
	budget := fs.Int("budget", 0, "thinking time in milliseconds (default: hard gives the window's hint, a fixed search that does not depend on the clock)")
	top := fs.Int("top", 5, "with --json, how many ranked moves to list")
	seed := fs.Uint64("seed", 1, "the AI's seed")
	asJSON := fs.Bool("json", false, "print the ranked moves as JSON")
	why := fs.Bool("why", false, "say the move and why in words, as the game's log does (with --json: a \"why\" field)")
	language := fs.String("lang", "en", "the language of --why: en, de, fr or uk")
	path, err := fileArg(fs, args)
	if err != nil {
		return usageError(stderr, "hint", err)
	}
	if *budget < 0 || *budget > 600_000 || *top < 1 || *top > 100 {
		return usageError(stderr, "hint", fmt.Errorf("--budget must be 1 to 600000 and --top 1 to 100"))
	}
	p, err := ai.New(*level, *seed, *budget)
	if err != nil {
		return usageError(stderr, "hint", err)
	}
	words, err := wording(*language)
	if err != nil {
		return usageError(stderr, "hint", err)
	}
	rec, s, status := loadAndReplay(path, *asJSON, stdout, stderr)
	if s == nil {
		return status
	}
	if s.Over() {
		fmt.Fprintln(stderr, "mercado hint: the game is over; there is no move to suggest")
		return exitIllegal
	}
	// hard without a time budget is the window's hint: the review's judge (table.HintRanked).
	asWindow := p.Name() == "hard" && *budget == 0
	if !*asJSON && !*why && !asWindow {
		fmt.Fprintln(stdout, p.Choose(s).String())
		return exitOK
	}
	var ranked []ai.Scored
	if asWindow {
		ranked = table.HintRanked(s)
	} else {
		ranked = ai.Rank(p, s, max(*top, 2))
	}
	if !*asJSON && !*why {
		fmt.Fprintln(stdout, ranked[0].Move.String())
		return exitOK
	}
	if !*asJSON { // the move and its reason in words, as the game's log and hint say them
		fmt.Fprintln(stdout, sentence(words.Move(ranked[0].Move)))
		fmt.Fprintln(stdout, whyText(words, s, ranked, rec.Players))
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
		Why   string   `json:"why,omitempty"`
	}{OK: true, Seat: s.ToMove(), Level: p.Name(), Moves: []scored{}}
	for i, r := range ranked {
		if i < *top {
			out.Moves = append(out.Moves, scored{r.Move.String(), r.Value})
		}
	}
	if *why {
		out.Why = whyText(words, s, ranked, rec.Players)
	}
	writeJSON(stdout, out)
	return exitOK
}
