package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"mercado/game"
	"mercado/game/review"
)

// runReview ranks the decisions of a record against hard's best (game/review).
func runReview(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("review", flag.ContinueOnError)
	seat := fs.Int("seat", -1, "review only this seat's decisions (from 0; default: every seat)")
	asJSON := fs.Bool("json", false, "print the review as JSON")
	iters := fs.Int("iterations", review.DefaultIterations, "search iterations that find hard's move")
	samples := fs.Int("samples", review.DefaultSamples, "iterations that value each move compared")
	language := fs.String("lang", "en", "the language of the table's moves and reasons: en, de, fr or uk")
	path, err := fileArg(fs, args)
	if err != nil {
		return usageError(stderr, "review", err)
	}
	if *iters < 1 || *iters > 1_000_000 || *samples < 1 || *samples > 1_000_000 {
		return usageError(stderr, "review", fmt.Errorf("--iterations and --samples must be 1 to 1000000"))
	}
	words, err := wording(*language)
	if err != nil {
		return usageError(stderr, "review", err)
	}
	rec, s, status := loadAndReplay(path, *asJSON, stdout, stderr)
	if s == nil {
		return status
	}
	opt := review.Options{Iterations: *iters, Samples: *samples}
	if *seat >= 0 || fs.Lookup("seat").Value.String() != "-1" {
		if *seat < 0 || *seat >= len(rec.Players) {
			return usageError(stderr, "review", fmt.Errorf("--seat %d: the game has seats 0 to %d", *seat, len(rec.Players)-1))
		}
		opt.Seats = []int{*seat}
	}
	res, err := review.Run(context.Background(), rec, opt)
	if err != nil { // cannot happen: the same moves just replayed
		fmt.Fprintf(stderr, "%s: %v\n", path, err)
		return exitIllegal
	}
	if *asJSON {
		writeJSON(stdout, reviewJSON(res))
	} else {
		fmt.Fprint(stdout, reviewTable(rec, res, words))
	}
	return exitOK
}

// reviewResult is review's JSON: the review itself, with ok and the marks counted.
type reviewResult struct {
	OK bool `json:"ok"`
	*review.Result
	Counts map[review.Mark]int `json:"counts"`
}

func reviewJSON(res *review.Result) reviewResult {
	counts := map[review.Mark]int{}
	for i, n := range res.Counts() {
		counts[review.Marks[i]] = n
	}
	return reviewResult{OK: true, Result: res, Counts: counts}
}

// reviewTable is the review in words: one line per decision (its number, the player,
// the mark, the coins lost, the lead and the move played), the better move under it
// and, on an inaccuracy or worse, why it is better; then the marks counted and the key
// moments. Moves are named as the game's log names them.
func reviewTable(rec *game.Record, res *review.Result, w Wording) string {
	states := positions(rec)
	move := func(text string) string {
		m, err := game.ParseMove(text)
		if err != nil {
			return text
		}
		return w.Move(m)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%4s  %-12s %-10s %5s %6s  %s\n", "move", "player", "mark", "loss", "lead", "played")
	for _, d := range res.Decisions {
		fmt.Fprintf(&b, "%4d  %-12s %-10s %5.1f %+6.1f  %s\n", d.Index+1, rec.Players[d.Seat], d.Mark, d.Loss, d.Lead, move(d.Move))
		if d.Best == d.Move {
			continue
		}
		fmt.Fprintf(&b, "%44s%s %s\n", "", "better:", move(d.Best))
		if d.Mark.Rank() >= review.Inaccuracy.Rank() && d.Index < len(states) {
			best, _ := game.ParseMove(d.Best)
			played, _ := game.ParseMove(d.Move)
			fmt.Fprintf(&b, "%44s%s %s\n", "", "why:", w.Reason(review.Why(&states[d.Index], d, best, played), rec.Players))
		}
	}
	counts := res.Counts()
	var parts []string
	for i, m := range review.Marks {
		parts = append(parts, fmt.Sprintf("%s %d", m, counts[i]))
	}
	fmt.Fprintf(&b, "%d decisions: %s\n", len(res.Decisions), strings.Join(parts, ", "))
	for i, seat := range res.Seats {
		if i < len(res.Accuracy) {
			fmt.Fprintf(&b, "accuracy of %s: %d\n", rec.Players[seat], res.Accuracy[i])
		}
	}
	for _, mo := range res.Moments {
		d := res.Decisions[mo.Decision]
		what := fmt.Sprintf("lost %.1f coins (%s instead of %s)", d.Loss, move(d.Move), move(d.Best))
		if mo.Kind == review.MomentTurn {
			what = fmt.Sprintf("the lead turned: %+.1f after %s", d.Lead, move(d.Move))
		}
		fmt.Fprintf(&b, "key moment, move %d, %s: %s\n", d.Index+1, rec.Players[d.Seat], what)
	}
	b.WriteString("loss: coins of estimated final lead lost against hard's best; lead: estimated final lead after the move (solo: estimated final score)\n")
	return b.String()
}

// positions are the positions before each move of rec (the moves were checked already);
// they stop at a move that cannot be read.
func positions(rec *game.Record) []game.State {
	s, err := rec.Start()
	if err != nil {
		return nil
	}
	var out []game.State
	for _, text := range rec.Moves {
		m, err := game.ParseMove(text)
		if err != nil || s.Check(m) != nil {
			break
		}
		out = append(out, *s)
		s.Apply(m)
	}
	return out
}
