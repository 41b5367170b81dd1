package table

import (
	"fmt"
	"slices"

	"mercado/game"
	"mercado/game/ai"
)

// Config is a new game as the setup screen chose it.
type Config struct {
	Seats       []Seat // 1..4, in the order the setup screen lists them (clockwise)
	MoneyHidden bool
	First       int // index into Seats of the first player; -1 = chosen at random from Seed
	Seed        uint64
	Challenge   int       // 0 standard game; 1..9 solo challenge (exactly one seat)
	Specialty   game.Good // challenge 1 only
	// HardBudgetMS is the thinking time of "hard" computer seats; <= 0: ai.DefaultBudgetMS.
	HardBudgetMS int
}

// Table is one game at the table. Its methods are meant for one goroutine, the window's.
type Table struct {
	seats        []Seat // in engine order
	hardBudgetMS int
	state        *game.State
	rec          game.Record // its Moves grow with log, one notation per Event
	log          []Event
	conceded     int

	// version counts the changes of position (decisions, undo, concede), so that
	// answers worked out in the background for an older position are recognised.
	version uint64

	players      [game.MaxPlayers]ai.Player // one per computer seat, made when first needed
	thinking     *ai.Thinking
	thinkingFor  uint64 // the version thinking started at
	thinkingSeat int

	hint *hintJob

	store    Store
	saveName string
	saveErr  error
}

// New deals a new game. The seats are rotated (keeping their clockwise order) so that
// the first player becomes engine seat 0, as game records say seat 0 starts.
func New(cfg Config) (*Table, error) {
	seats, err := cleanSeats(cfg.Seats)
	if err != nil {
		return nil, err
	}
	n := len(seats)
	first := cfg.First
	if first == -1 {
		r := game.NewRNG(cfg.Seed ^ 0x6a09e667f3bcc908) // not the stream that deals the game
		first = r.Intn(n)
	} else if first < 0 || first >= n {
		return nil, fmt.Errorf("first player: %d is not one of the %d players (or -1 to draw the first player)", first, n)
	}
	seats = slices.Concat(seats[first:], seats[:first])
	s, err := game.NewGame(game.Config{Players: n, Seed: cfg.Seed, Challenge: cfg.Challenge, Specialty: cfg.Specialty, MoneyHidden: cfg.MoneyHidden})
	if err != nil {
		return nil, err
	}
	t := newTable(seats, cfg.HardBudgetMS, s)
	t.rec = game.Record{Players: names(seats), Seed: cfg.Seed, MoneyHidden: cfg.MoneyHidden, Challenge: cfg.Challenge, Specialty: s.Specialty()}
	return t, nil
}

// FromRecord opens a game record (records.md) at its last move, with seats in
// the record's player order. The seats' names replace the record's (the window names
// them from the record when importing). An illegal move in the record is an error.
func FromRecord(rec *game.Record, seats []Seat) (*Table, error) {
	if rec == nil {
		return nil, fmt.Errorf("there is no record to open")
	}
	seats, err := cleanSeats(seats)
	if err != nil {
		return nil, err
	}
	if len(seats) != len(rec.Players) {
		return nil, fmt.Errorf("the record has %d players but %d seats were given", len(rec.Players), len(seats))
	}
	return replay(rec, seats, 0)
}

// replay builds the table of rec's game after its moves. Errors are the engine's:
// a malformed start position, or a *game.MoveError.
func replay(rec *game.Record, seats []Seat, hardBudgetMS int) (*Table, error) {
	s, err := rec.Start()
	if err != nil {
		return nil, err
	}
	t := newTable(seats, hardBudgetMS, s)
	t.rec = *rec
	t.rec.Players = names(seats)
	t.rec.Position = slices.Clone(rec.Position)
	t.rec.Moves = make([]string, 0, len(rec.Moves))
	for i, text := range rec.Moves {
		m, err := game.ParseMove(text)
		if err == nil {
			var ev Event
			if ev, err = step(s, m, seats[s.ToMove()].Kind == Computer); err == nil {
				t.log = append(t.log, ev)
				t.rec.Moves = append(t.rec.Moves, m.String())
				continue
			}
		}
		return nil, &game.MoveError{Move: i + 1, Text: text, Reason: err.Error()}
	}
	return t, nil
}

func newTable(seats []Seat, hardBudgetMS int, s *game.State) *Table {
	if hardBudgetMS <= 0 {
		hardBudgetMS = ai.DefaultBudgetMS
	}
	return &Table{seats: seats, hardBudgetMS: hardBudgetMS, state: s, conceded: -1}
}

func names(seats []Seat) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = s.Name
	}
	return out
}

// State is the current position; callers must not modify it.
func (t *Table) State() *game.State { return t.state }

// Seats lists the seats in engine order (seat 0 is the first player).
func (t *Table) Seats() []Seat { return slices.Clone(t.seats) }

// Seat is engine seat i (the zero Seat when there is none).
func (t *Table) Seat(i int) Seat {
	if i < 0 || i >= len(t.seats) {
		return Seat{}
	}
	return t.seats[i]
}

// Log is every decision so far, in order. The slice is shared: do not modify it.
func (t *Table) Log() []Event { return t.log[:len(t.log):len(t.log)] }

// Record is a copy of the game record (format mercado/1), players named in engine order.
func (t *Table) Record() *game.Record {
	r := t.rec
	r.Players = slices.Clone(r.Players)
	r.Position = slices.Clone(r.Position)
	r.Moves = slices.Clone(r.Moves)
	return &r
}

// HardBudgetMS is the thinking time of the hard computer seats, in milliseconds.
func (t *Table) HardBudgetMS() int { return t.hardBudgetMS }

// ThinkingTakesLong is false: at one screen only its computers think.
func (t *Table) ThinkingTakesLong() bool { return false }

// Over reports whether the game has ended, by the rules or by a concession.
func (t *Table) Over() bool { return t.state.Over() || t.conceded >= 0 }

// Conceded is the seat that conceded the game, or -1.
func (t *Table) Conceded() int { return t.conceded }

// HumanToMove reports whether the game goes on and waits on a person.
func (t *Table) HumanToMove() bool {
	return !t.Over() && t.seats[t.state.ToMove()].Kind == Human
}

// Humans counts the seats played by people.
func (t *Table) Humans() int {
	n := 0
	for _, s := range t.seats {
		if s.Kind == Human {
			n++
		}
	}
	return n
}
