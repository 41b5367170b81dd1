package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"

	"mercado/game"
	"mercado/game/table"
)

// loadAndReplay reads FILE, a game record or the window's save file (game.json), and
// plays its moves. On failure it reports to stderr (and as JSON on stdout when asJSON)
// and returns the exit status; the state is nil then.
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
	rec, err := readRecord(data)
	var moveErr *game.MoveError
	if err != nil && !errors.As(err, &moveErr) {
		msg := fmt.Sprintf("%s: %v", path, err)
		return fail(exitMalformed, failure{Reason: err.Error()}, msg)
	}
	var s *game.State
	if err == nil {
		s, err = rec.Replay()
	}
	if errors.As(err, &moveErr) {
		obj := failure{Move: moveErr.Move, Text: moveErr.Text, Reason: moveErr.Reason}
		return fail(exitIllegal, obj, fmt.Sprintf("%s: %v", path, moveErr))
	}
	if err != nil {
		return fail(exitMalformed, failure{Reason: err.Error()}, fmt.Sprintf("%s: %v", path, err))
	}
	return rec, s, exitOK
}

// readRecord reads a game record, or the record inside a save file: the window saves
// the game in progress as {"version": 1, "seats": [...], "record": {...}}, and people
// find that file in the settings folder. A save is read as the window reads it, so a
// save the window would refuse is refused here with the same reason.
func readRecord(data []byte) (*game.Record, error) {
	if isSave(data) {
		t, err := table.Load(data)
		if err != nil {
			return nil, err
		}
		return t.Record(), nil
	}
	// not a save: the record reader names the problem, and names follow the window's
	// one rule
	rec, err := game.ParseRecord(data)
	for i := 0; err == nil && i < len(rec.Players); i++ {
		if e := table.CheckName(rec.Players[i]); e != nil {
			err = fmt.Errorf("players[%d]: %v", i, e)
		}
	}
	return rec, err
}

// isSave tells a save from a record: a save has a "record" and no "format". When the
// file is not JSON throughout (a raw control character in a name, a file cut short)
// its first key decides, as a save begins with "version" and a record with "format";
// the record reader would otherwise stop at "version" as an unknown key of a record
// before ever meeting the fault.
func isSave(data []byte) bool {
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &top) == nil {
		return top["record"] != nil && top["format"] == nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return false
	}
	key, _ := dec.Token()
	return key == "version"
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
	_, seats, err := rec.Breakdown()
	if err != nil { // cannot happen: the same moves just replayed
		fmt.Fprintf(stderr, "%s: %v\n", path, err)
		return exitIllegal
	}
	if *asJSON {
		writeJSON(stdout, replayResult(rec, s, seats))
	} else {
		fmt.Fprint(stdout, summary(rec, s, seats))
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
	OK        bool           `json:"ok"`
	Moves     int            `json:"moves"`
	Over      bool           `json:"over"`
	Turn      int            `json:"turn"`
	Players   []playerResult `json:"players"`
	Winners   []int          `json:"winners"`
	Fame      *int           `json:"fame"`
	Breakdown []seatCoins    `json:"breakdown"`
	Position  *game.State    `json:"position"`
}

// seatCoins is one seat's breakdown: its coins by source, adding up to total, the
// seat's score (once the game is over; its money less the restaurants so far before).
type seatCoins struct {
	Seat  int            `json:"seat"`
	Name  string         `json:"name"`
	Coins coinsBySource  `json:"coins"`
	Total int            `json:"total"`
	Best  *bestMoveEntry `json:"best_move"`
}

// coinsBySource names game.Source's values in their order (a map would sort them).
type coinsBySource struct {
	Start           int `json:"start"`
	Stands          int `json:"stands"`
	Customers       int `json:"customers"`
	OthersCustomers int `json:"others_customers"`
	Restaurants     int `json:"restaurants"`
	Coins           int `json:"coins"`
	Payments        int `json:"payments"`
	Penalty         int `json:"penalty"`
}

type bestMoveEntry struct {
	Decision int    `json:"decision"`
	Move     string `json:"move"`
	Income   int    `json:"income"`
}

func breakdownResult(rec *game.Record, seats []game.SeatBreakdown) []seatCoins {
	out := make([]seatCoins, len(seats))
	for i, b := range seats {
		c := b.Coins
		out[i] = seatCoins{Seat: b.Seat, Name: rec.Players[b.Seat], Total: b.Total(), Coins: coinsBySource{
			c[game.FromStart], c[game.FromStands], c[game.FromCustomers], c[game.FromOthers],
			c[game.FromRestaurants], c[game.FromCoins], c[game.Payments], c[game.Penalty]}}
		if b.Best.Decision > 0 {
			out[i].Best = &bestMoveEntry{b.Best.Decision, b.Best.Move.String(), b.Best.Income}
		}
	}
	return out
}

func replayResult(rec *game.Record, s *game.State, seats []game.SeatBreakdown) result {
	r := result{OK: true, Moves: len(rec.Moves), Over: s.Over(), Turn: s.ToMove(), Winners: []int{}, Position: s,
		Breakdown: breakdownResult(rec, seats)}
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
func summary(rec *game.Record, s *game.State, seats []game.SeatBreakdown) string {
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
	for _, sb := range seats {
		fmt.Fprintf(&b, "  %s:", rec.Players[sb.Seat])
		sep := " "
		for src, n := range sb.Coins {
			format := "%s%s %+d" // signed: each source adds or takes away
			if game.Source(src) == game.FromStart {
				format = "%s%s %d"
			}
			if n != 0 || game.Source(src) == game.FromStart {
				fmt.Fprintf(&b, format, sep, game.Source(src), n)
				sep = ", "
			}
		}
		fmt.Fprintf(&b, " = %d", sb.Total())
		if best := sb.Best; best.Decision > 0 {
			fmt.Fprintf(&b, "; best move %d (%s) earned %d", best.Decision, best.Move, best.Income)
		}
		b.WriteString("\n")
	}
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
