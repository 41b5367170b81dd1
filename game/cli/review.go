package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

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
		english, err := wording("en")
		if err != nil { // cannot happen: every build speaks English
			return usageError(stderr, "review", err)
		}
		wordWhy(rec, res, english)
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
// and, on an inaccuracy or worse, why it is better; then the marks counted, each seat's
// accuracy, the key moments and what the numbers mean. Every word is w's: moves named as
// the game's log names them, the rest as the window's review says it.
func reviewTable(rec *game.Record, res *review.Result, w Wording) string {
	states := positions(rec)
	tw := newTableWords(w)
	var b strings.Builder
	tw.writeDecisions(&b, rec, res, states)
	tw.writeSummary(&b, rec, res)
	fmt.Fprintln(&b, w.Say("review.table.legend"))
	return b.String()
}

// tableWords are the review table's words in w: the marks, moves as the log names them
// and numbers with the language's decimal mark.
type tableWords struct {
	w     Wording
	point string
	marks []string
}

func newTableWords(w Wording) tableWords {
	tw := tableWords{w: w, point: w.Say("review.decimal_mark"), marks: make([]string, len(markIDs))}
	for i := range tw.marks {
		tw.marks[i] = w.Say(markIDs[i])
	}
	return tw
}

func (tw tableWords) move(text string) string {
	m, err := game.ParseMove(text)
	if err != nil {
		return text
	}
	return tw.w.Move(m)
}

// decimal is x with one decimal, in the language's mark.
func (tw tableWords) decimal(format string, x float64) string {
	return strings.Replace(fmt.Sprintf(format, x), ".", tw.point, 1)
}

func (tw tableWords) markOf(m review.Mark) string {
	if i := m.Rank(); i >= 0 && i < len(tw.marks) {
		return tw.marks[i]
	}
	return string(m)
}

// writeDecisions writes the heading and a line per decision, with the better move and,
// on an inaccuracy or worse, why under it. The columns are as wide as their heading or
// their widest entry (fmt pads by runes).
func (tw tableWords) writeDecisions(b *strings.Builder, rec *game.Record, res *review.Result, states []game.State) {
	w := tw.w
	heads := []string{w.Say("review.table.move"), w.Say("review.table.player"), w.Say("review.table.mark"), w.Say("review.table.loss"), w.Say("review.table.lead")}
	widths := []int{4, 0, 0, 5, 6}
	for i, h := range heads {
		widths[i] = max(widths[i], utf8.RuneCountInString(h))
	}
	for _, name := range rec.Players {
		widths[1] = max(widths[1], utf8.RuneCountInString(name))
	}
	for _, m := range tw.marks {
		widths[2] = max(widths[2], utf8.RuneCountInString(m))
	}
	indent := strings.Repeat(" ", widths[0]+2+widths[1]+1+widths[2]+1+widths[3]+1+widths[4]+2)
	fmt.Fprintf(b, "%*s  %-*s %-*s %*s %*s  %s\n", widths[0], heads[0], widths[1], heads[1], widths[2], heads[2], widths[3], heads[3], widths[4], heads[4], w.Say("review.table.played"))
	for _, d := range res.Decisions {
		fmt.Fprintf(b, "%*d  %-*s %-*s %*s %*s  %s\n", widths[0], d.Index+1, widths[1], rec.Players[d.Seat], widths[2], tw.markOf(d.Mark),
			widths[3], tw.decimal("%.1f", d.Loss), widths[4], tw.decimal("%+.1f", d.Lead), tw.move(d.Move))
		if d.Best == d.Move {
			continue
		}
		fmt.Fprintf(b, "%s%s\n", indent, w.Say("review.detail.better", "What", tw.move(d.Best)))
		if d.Mark.Rank() >= review.Inaccuracy.Rank() && d.Index < len(states) {
			best, _ := game.ParseMove(d.Best)
			played, _ := game.ParseMove(d.Move)
			why := w.Reason(review.Why(&states[d.Index], d, best, played), rec.Players)
			fmt.Fprintf(b, "%s%s\n", indent, w.Say("review.table.why", "Why", why))
		}
	}
}

// writeSummary writes the marks counted, each seat's accuracy and the key moments.
func (tw tableWords) writeSummary(b *strings.Builder, rec *game.Record, res *review.Result) {
	w := tw.w
	counts := res.Counts()
	var parts []string
	for i := range min(len(tw.marks), len(counts)) {
		parts = append(parts, fmt.Sprintf("%s %d", tw.marks[i], counts[i]))
	}
	fmt.Fprintln(b, w.Say("review.table.counts", "Count", len(res.Decisions), "Marks", strings.Join(parts, ", ")))
	for i, seat := range res.Seats {
		if i < len(res.Accuracy) {
			fmt.Fprintln(b, w.Say("review.table.accuracy", "Name", rec.Players[seat], "Accuracy", res.Accuracy[i]))
		}
	}
	if len(res.Moments) > 0 {
		fmt.Fprintln(b, w.Say("review.moments"))
	}
	for _, mo := range res.Moments {
		d := res.Decisions[mo.Decision]
		line := w.Say("review.moment.loss", "Move", d.Index+1, "Name", rec.Players[d.Seat], "Loss", tw.decimal("%.1f", d.Loss), "What", tw.move(d.Move))
		if mo.Kind == review.MomentTurn {
			id := "review.moment.ahead"
			if d.Lead < 0 {
				id = "review.moment.behind"
			}
			line = w.Say(id, "Move", d.Index+1, "Name", rec.Players[d.Seat], "Lead", tw.decimal("%+.1f", d.Lead))
		}
		fmt.Fprintln(b, "  "+line)
	}
}

// wordWhy words each decision's why as w says reasons: the program's English is the
// window's, so --json's why is the sentences the window's review shows (without the
// catalogs, as in this package's tests, it stays package reason's English).
func wordWhy(rec *game.Record, res *review.Result, w Wording) {
	states := positions(rec)
	for i, d := range res.Decisions {
		if d.Why == "" || d.Index >= len(states) {
			continue
		}
		best, _ := game.ParseMove(d.Best)
		played, _ := game.ParseMove(d.Move)
		res.Decisions[i].Why = w.Reason(review.Why(&states[d.Index], d, best, played), rec.Players)
	}
}

// markIDs name the marks in the catalogs, in the order of review.Marks.
var markIDs = [...]string{"review.mark.best", "review.mark.good", "review.mark.inaccuracy", "review.mark.mistake", "review.mark.blunder"}

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
