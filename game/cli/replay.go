package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"

	"mercado/game"
)

// loadAndReplay reads FILE and plays its moves. On failure it reports to stderr (and
// as JSON on stdout when asJSON) and returns the exit status; the state is nil then.
func loadAndReplay(path string, asJSON bool, stdout, stderr io.Writer) (*game.Record, *game.State, int) {
	fail := func(status int, errObj failure, message string) (*game.Record, *game.State, int) {
		if asJSON {
			writeJSON(stdout, struct {
				OK    bool    `json:"ok"`
				Error failure `json:"error"`
			}{false, errObj})
		}
		fmt.Fprintln(stderr, message)
		return nil, nil, status
	}
	data, err := readFile(path)
	if err != nil {
		return fail(exitMalformed, failure{Reason: err.Error()}, err.Error())
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		msg := fmt.Sprintf("%s: %v", path, err)
		return fail(exitMalformed, failure{Reason: err.Error()}, msg)
	}
	s, err := rec.Replay()
	var moveErr *game.MoveError
	if errors.As(err, &moveErr) {
		obj := failure{Move: moveErr.Move, Text: moveErr.Text, Reason: moveErr.Reason}
		return fail(exitIllegal, obj, fmt.Sprintf("%s: %v", path, moveErr))
	}
	if err != nil {
		return fail(exitMalformed, failure{Reason: err.Error()}, fmt.Sprintf("%s: %v", path, err))
	}
	return rec, s, exitOK
}

// failure is the "error" object of a failed command's JSON: the move (from 1) and its
// text when a move failed, and always the reason.
type failure struct {
	Move   int    `json:"move,omitempty"`
	Text   string `json:"text,omitempty"`
	Reason string `json:"reason"`
}

func runReplay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print the result as JSON")
	path, err := fileArg(fs, args)
	if err != nil {
		return usageError(stderr, "replay", err)
	}
	rec, s, status := loadAndReplay(path, *asJSON, stdout, stderr)
	if s == nil {
		return status
	}
	if *asJSON {
		writeJSON(stdout, replayResult(rec, s))
	} else {
		fmt.Fprint(stdout, summary(rec, s))
	}
	return exitOK
}

type playerResult struct {
	Money          int  `json:"money"`
	StandsInMarket int  `json:"stands_in_market"`
	Restaurants    int  `json:"restaurants"`
	Score          *int `json:"score"`
}

type result struct {
	OK       bool           `json:"ok"`
	Moves    int            `json:"moves"`
	Over     bool           `json:"over"`
	Turn     int            `json:"turn"`
	Players  []playerResult `json:"players"`
	Winners  []int          `json:"winners"`
	Fame     *int           `json:"fame"`
	Position *game.State    `json:"position"`
}

func replayResult(rec *game.Record, s *game.State) result {
	r := result{OK: true, Moves: len(rec.Moves), Over: s.Over(), Turn: s.ToMove(), Winners: []int{}, Position: s}
	for seat := 0; seat < s.NumPlayers(); seat++ {
		p := s.Player(seat)
		pr := playerResult{Money: p.Money, StandsInMarket: p.StandsInMarket(), Restaurants: p.SupplySize()}
		if s.Over() {
			score := s.Score(seat)
			pr.Score = &score
		}
		r.Players = append(r.Players, pr)
	}
	if w := s.Winners(); w != nil {
		r.Winners = w
	}
	if fame, ok := s.Fame(); ok {
		r.Fame = &fame
	}
	return r
}

// summary describes the replayed game in words.
func summary(rec *game.Record, s *game.State) string {
	var b strings.Builder
	ch := s.Challenge()
	fmt.Fprintf(&b, "%s, %d player(s), %d move(s) played\n", ch.Name, s.NumPlayers(), len(rec.Moves))
	for seat := 0; seat < s.NumPlayers(); seat++ {
		p := s.Player(seat)
		fmt.Fprintf(&b, "  seat %d %-12s money %3d  stands in market %d  restaurants in supply %d", seat, rec.Players[seat], p.Money, p.StandsInMarket(), p.SupplySize())
		if s.Over() {
			fmt.Fprintf(&b, "  score %d", s.Score(seat))
		}
		b.WriteString("\n")
	}
	if !s.Over() {
		fmt.Fprintf(&b, "game goes on: %s (seat %d) to move\n", rec.Players[s.ToMove()], s.ToMove())
		return b.String()
	}
	var names []string
	for _, w := range s.Winners() {
		names = append(names, rec.Players[w])
	}
	fmt.Fprintf(&b, "game over: won by %s\n", strings.Join(names, " and "))
	if fame, ok := s.Fame(); ok {
		fmt.Fprintf(&b, "fame: %d\n", fame)
	}
	return b.String()
}

func runMoves(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("moves", flag.ContinueOnError)
	path, err := fileArg(fs, args)
	if err != nil {
		return usageError(stderr, "moves", err)
	}
	_, s, status := loadAndReplay(path, false, stdout, stderr)
	if s == nil {
		return status
	}
	var texts []string
	for _, m := range s.LegalMoves(nil) {
		texts = append(texts, m.String())
	}
	sort.Strings(texts)
	for _, t := range texts {
		fmt.Fprintln(stdout, t)
	}
	return exitOK
}

func writeJSON(w io.Writer, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		data = []byte(`{"ok": false}`)
	}
	w.Write(append(data, '\n'))
}
