package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"mercado/game"
	"mercado/game/ai"
)

type selfplayOptions struct {
	levels   []string
	games    int
	seed     uint64
	budgetMS int
	// iterations, when > 0, gives the searching levels an iteration budget instead.
	iterations int
	workers    int
	challenge  int
	recordDir  string
}

func runSelfplay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	players := fs.String("players", "", "comma-separated levels, one per seat")
	var o selfplayOptions
	fs.IntVar(&o.games, "games", 100, "games to play")
	fs.Uint64Var(&o.seed, "seed", 1, "seed of the first game")
	fs.IntVar(&o.budgetMS, "budget", 1000, "thinking time per decision in milliseconds")
	fs.IntVar(&o.iterations, "iterations", 0, "search iterations per decision instead of a time budget (hard levels; reproducible)")
	fs.IntVar(&o.workers, "workers", 1, "games played at once")
	fs.IntVar(&o.challenge, "challenge", 0, fmt.Sprintf("solo challenge 1-%d (one player)", game.NumChallenges))
	fs.StringVar(&o.recordDir, "record", "", "write each game's record into this folder")
	campaign := fs.Bool("campaign", false, "play every solo challenge once")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	positional, err := parseArgs(fs, args)
	if err != nil {
		return usageError(stderr, "selfplay", err)
	}
	if len(positional) > 0 {
		return usageError(stderr, "selfplay", fmt.Errorf("unexpected argument %q", positional[0]))
	}
	if err := o.check(*players, *campaign); err != nil {
		return usageError(stderr, "selfplay", err)
	}
	if o.recordDir != "" {
		if err := os.MkdirAll(o.recordDir, 0o755); err != nil {
			fmt.Fprintf(stderr, "mercado selfplay: %v\n", err)
			return exitMalformed
		}
	}
	if *campaign {
		return runCampaign(o, *asJSON, stdout, stderr)
	}
	rep, err := playMatch(o)
	if err != nil {
		fmt.Fprintf(stderr, "mercado selfplay: %v\n", err)
		return exitMalformed
	}
	if *asJSON {
		writeJSON(stdout, rep)
	} else {
		fmt.Fprint(stdout, rep.text())
	}
	return exitOK
}

func (o *selfplayOptions) check(players string, campaign bool) error {
	if players == "" {
		return fmt.Errorf("--players is required, e.g. --players random,random")
	}
	o.levels = strings.Split(players, ",")
	for _, l := range o.levels {
		if _, err := ai.New(l, 0, o.budgetMS); err != nil {
			return err
		}
	}
	solo := o.challenge != 0 || campaign
	switch {
	case o.challenge < 0 || o.challenge > game.NumChallenges:
		return fmt.Errorf("--challenge must be 1 to %d, not %d", game.NumChallenges, o.challenge)
	case solo && len(o.levels) != 1:
		return fmt.Errorf("solo challenges take exactly one player in --players")
	case o.games < 1 || o.games > 10_000_000:
		return fmt.Errorf("--games must be 1 to 10000000, not %d", o.games)
	case o.budgetMS < 1 || o.budgetMS > 600_000:
		return fmt.Errorf("--budget must be 1 to 600000 ms, not %d", o.budgetMS)
	case o.iterations > 0 && campaign:
		return fmt.Errorf("--iterations is for matches; a --campaign plays with --budget")
	case o.iterations < 0 || o.iterations > 100_000_000:
		return fmt.Errorf("--iterations must be 0 to 100000000, not %d", o.iterations)
	case o.workers < 1 || o.workers > 64:
		return fmt.Errorf("--workers must be 1 to 64, not %d", o.workers)
	}
	return nil
}

// gameSeed spreads the games' seeds so neighbouring games share nothing.
func gameSeed(seed uint64, g int) uint64 {
	r := game.NewRNG(seed + uint64(g)*0x9e3779b97f4a7c15)
	return r.Uint64()
}

// gameResult is one finished game, by seat: plain arrays, so that a worker reuses one
// from game to game.
type gameResult struct {
	scores   [game.MaxPlayers]int32
	winners  uint8 // a bit per winning seat
	hasFame  bool
	bestMove bool
	fame     int32
	illegal  int32
	// Per seat: thinking time in all, the longest single decision, decisions made.
	thinkTotal, thinkMax [game.MaxPlayers]time.Duration
	decisions            [game.MaxPlayers]int32
}

// seatPlayers are the players of one worker, kept from game to game: a player that can
// be reseeded (random) is made once, not once a game.
type seatPlayers [game.MaxPlayers]ai.Player

// reseeder is a player that can start a new game on a new seed without being remade.
type reseeder interface{ Reseed(seed uint64) }

// seat gives seat i the level l on the seed, reusing the player already there when it
// can be reseeded.
func (ps *seatPlayers) seat(i int, l string, seed uint64, budgetMS, iterations int) error {
	if r, ok := ps[i].(reseeder); ok && ps[i].Name() == l {
		r.Reseed(seed)
		return nil
	}
	p, err := ai.NewLimited(l, seed, budgetMS, iterations)
	ps[i] = p
	return err
}

// playGame plays one whole game; levels[i] sits in seat i. With keepMoves it returns
// the game's record too.
func playGame(cfg game.Config, levels []string, budgetMS int, keepMoves bool) (gameResult, *game.Record, error) {
	var res gameResult
	var s game.State
	var ps seatPlayers
	var rec *game.Record
	if keepMoves {
		rec = new(game.Record)
	}
	err := playGameInto(&s, &ps, &res, rec, cfg, levels, budgetMS, 0)
	return res, rec, err
}

// playGameInto plays one game on s with the players ps (both reused from game to game,
// so that a long match of quick players allocates nothing per game) and fills res, and
// rec when it is not nil. iterations > 0 gives the searching levels an iteration
// budget instead of the clock.
func playGameInto(s *game.State, ps *seatPlayers, res *gameResult, rec *game.Record, cfg game.Config, levels []string, budgetMS, iterations int) error {
	*res = gameResult{}
	// Random players are not timed: a decision of theirs takes a fraction of a
	// microsecond, and reading the clock around each was a tenth of a random match.
	// Nor are their moves checked: each is drawn from the legal moves themselves
	// (RandomLegalMove, which the engine's tests hold equal to LegalMoves, which they
	// hold equal to Check), and checking them was another tenth.
	var drawn [game.MaxPlayers]bool // the random players
	for i, l := range levels {
		if err := ps.seat(i, l, cfg.Seed^uint64(i+1)*0x9e3779b97f4a7c15, budgetMS, iterations); err != nil {
			return err
		}
		_, drawn[i] = ps[i].(*ai.Random)
	}
	if game.NamesSpecialty(cfg.Challenge) {
		cfg.Specialty = ai.ChooseSpecialty(levels[0], cfg.Seed, cfg)
	}
	if err := game.NewGameInto(s, cfg); err != nil {
		return err
	}
	if rec != nil {
		names := make([]string, len(levels))
		for i, l := range levels {
			names[i] = fmt.Sprintf("%s-%d", l, i)
		}
		*rec = game.Record{Players: names, Seed: cfg.Seed, MoneyHidden: true, Challenge: cfg.Challenge, Specialty: cfg.Specialty}
	}
	for n := 0; !s.Over() && n < game.MaxRecordMoves; n++ {
		seat := s.ToMove()
		var m game.Move
		if !drawn[seat] {
			start := monotonic()
			m = ps[seat].Choose(s)
			d, _ := since(start)
			res.thinkTotal[seat] += d
			res.thinkMax[seat] = max(res.thinkMax[seat], d)
		} else {
			m = ps[seat].Choose(s)
		}
		res.decisions[seat]++
		if !drawn[seat] && s.Check(m) != nil {
			res.illegal++
			m, _ = s.LegalMoveAt(0)
		}
		s.Apply(m)
		if rec != nil {
			rec.Moves = append(rec.Moves, m.String())
		}
	}
	for seat := range levels {
		res.scores[seat] = int32(s.Score(seat))
	}
	var winBuf [game.MaxPlayers]int
	for _, w := range s.AppendWinners(winBuf[:0]) {
		res.winners |= 1 << w
	}
	fame, hasFame := s.Fame()
	res.fame, res.hasFame = int32(fame), hasFame
	res.bestMove = s.BestMove()
	return nil
}

// playMatch plays the games with seats rotating, several at once if asked. Each
// worker takes the next game's number from a shared counter, keeps one state and its
// players, and folds each game into its own tally at once: a match keeps no per-game
// results, so a long one touches no new memory as it goes.
func playMatch(o selfplayOptions) (report, error) {
	names, seating := seatLevels(o.levels)
	rotations := make([][]string, len(o.levels))
	for g := range rotations {
		rotations[g] = rotate(o.levels, g)
	}
	tallies := make([]matchTally, o.workers)
	firstErr := make([]int, o.workers) // the game of each worker's first error
	errs := make([]error, o.workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < o.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var s game.State
			var ps seatPlayers
			var res gameResult
			var rec *game.Record
			if o.recordDir != "" {
				rec = new(game.Record)
			}
			t := &tallies[w]
			t.players, t.levels = len(o.levels), make([]levelTally, len(names))
			for g := int(next.Add(1) - 1); g < o.games; g = int(next.Add(1) - 1) {
				cfg := game.Config{Players: len(o.levels), Seed: gameSeed(o.seed, g), Challenge: o.challenge, MoneyHidden: true}
				rot := g % len(o.levels)
				err := playGameInto(&s, &ps, &res, rec, cfg, rotations[rot], o.budgetMS, o.iterations)
				if err == nil && rec != nil {
					err = writeRecord(o.recordDir, g, rec)
				}
				if err != nil {
					if errs[w] == nil {
						firstErr[w], errs[w] = g, err
					}
					continue
				}
				t.add(&res, &seating[rot])
			}
		}()
	}
	wg.Wait()
	var err error
	first := o.games
	for w, e := range errs {
		if e != nil && firstErr[w] < first {
			first, err = firstErr[w], e
		}
	}
	if err != nil {
		return report{}, err
	}
	return summarize(o, names, tallies), nil
}

// seatLevels lists the distinct levels in the order given, and for each rotation of
// the seats (as rotate makes them) the index in that list of each seat's level.
func seatLevels(levels []string) (names []string, seating [][game.MaxPlayers]uint8) {
	index := map[string]int{}
	for _, l := range levels {
		if _, ok := index[l]; !ok {
			index[l] = len(names)
			names = append(names, l)
		}
	}
	seating = make([][game.MaxPlayers]uint8, len(levels))
	for g := range seating {
		for seat, l := range rotate(levels, g) {
			seating[g][seat] = uint8(index[l])
		}
	}
	return names, seating
}

// rotate seats the levels for game g: each game moves everyone one seat on.
func rotate(levels []string, g int) []string {
	out := make([]string, len(levels))
	for i := range levels {
		out[i] = levels[(i+g)%len(levels)]
	}
	return out
}

func writeRecord(dir string, g int, rec *game.Record) error {
	data, err := rec.MarshalJSON()
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, fmt.Sprintf("game-%05d.json", g+1)), data, 0o644)
}
