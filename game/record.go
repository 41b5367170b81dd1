package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// RecordFormat is the format tag this version writes and reads.
const RecordFormat = "mercado/1"

// Limits on what a record may hold, so that bad input cannot exhaust the machine.
const (
	MaxRecordBytes = 4 << 20
	MaxRecordMoves = 10_000
)

// Record is a game written down (records.md): who plays, the seed, the rules
// variant, an optional start position and the moves. It is the save game too.
type Record struct {
	Players     []string
	Seed        uint64
	MoneyHidden bool
	Challenge   int
	Specialty   Good
	// Position is the explicit start position; nil means the normal setup from Seed.
	Position json.RawMessage
	Moves    []string
}

// Config is the game configuration the record describes.
func (r *Record) Config() Config {
	return Config{Players: len(r.Players), Seed: r.Seed, Challenge: r.Challenge, Specialty: r.Specialty, MoneyHidden: r.MoneyHidden}
}

// ParseRecord reads a record file. Errors name the key and the problem.
func ParseRecord(data []byte) (*Record, error) {
	if len(data) > MaxRecordBytes {
		return nil, fmt.Errorf("the file is %d bytes; records are limited to %d (4 MiB)", len(data), MaxRecordBytes)
	}
	r := &Record{MoneyHidden: true}
	var format, specialty string
	seen := map[string]bool{}
	err := eachKey(data, "record", func(key string, val json.RawMessage) error {
		seen[key] = true
		switch key {
		case "format":
			return decodeAs(val, key, "a string", &format)
		case "players":
			return decodeAs(val, key, "a list of 1 to 4 names", &r.Players)
		case "seed":
			return decodeAs(val, key, "a whole number from 0 to 18446744073709551615", &r.Seed)
		case "money":
			var m string
			if err := decodeAs(val, key, `"open" or "hidden"`, &m); err != nil {
				return err
			}
			m = strings.ToLower(strings.TrimSpace(m))
			if m != "open" && m != "hidden" {
				return fmt.Errorf(`money: must be "open" or "hidden", not %q`, m)
			}
			r.MoneyHidden = m == "hidden"
			return nil
		case "challenge":
			return decodeAs(val, key, fmt.Sprintf("a whole number from 0 to %d", NumChallenges), &r.Challenge)
		case "specialty":
			return decodeAs(val, key, "a good", &specialty)
		case "position":
			r.Position = append(json.RawMessage(nil), val...)
			return nil
		case "moves":
			return decodeAs(val, key, "a list of moves", &r.Moves)
		}
		return fmt.Errorf("%s: unknown key", key)
	})
	if err != nil {
		return nil, errors.New(strings.TrimPrefix(err.Error(), "record."))
	}
	if !seen["format"] {
		return nil, fmt.Errorf(`format: missing; a record starts with "format": %q`, RecordFormat)
	}
	if format != RecordFormat {
		return nil, fmt.Errorf("format: %q is not a format this program reads (it reads %q)", format, RecordFormat)
	}
	if len(r.Players) < 1 || len(r.Players) > MaxPlayers {
		return nil, fmt.Errorf("players: a game has 1 to 4 players, not %d", len(r.Players))
	}
	if r.Challenge < 0 || r.Challenge >= len(Challenges) {
		return nil, fmt.Errorf("challenge: must be %s, not %d", challengeRange, r.Challenge)
	}
	if r.Challenge > 0 && len(r.Players) != 1 {
		return nil, fmt.Errorf("challenge: solo challenges take exactly 1 player, not %d", len(r.Players))
	}
	if err := r.parseSpecialty(specialty, seen["specialty"]); err != nil {
		return nil, err
	}
	if len(r.Moves) > MaxRecordMoves {
		return nil, fmt.Errorf("moves: %d moves; records are limited to %d", len(r.Moves), MaxRecordMoves)
	}
	return r, nil
}

func (r *Record) parseSpecialty(name string, given bool) error {
	if !NamesSpecialty(r.Challenge) {
		if given {
			return fmt.Errorf("specialty: only The Specialist (challenge 1) names a good")
		}
		return nil
	}
	if !given {
		return fmt.Errorf("specialty: The Specialist (challenge 1) needs the good named at the start")
	}
	g, ok := ParseGood(name)
	if !ok {
		return fmt.Errorf("specialty: %q is not a good (fish, flower, tomato, meat, grape)", name)
	}
	r.Specialty = g
	return nil
}

// NamesSpecialty: a game of challenge n names a good at its start (The Specialist).
func NamesSpecialty(n int) bool {
	return n >= 0 && n < len(Challenges) && Challenges[n].OnlySpecialtyEarns
}

// Start builds the record's start position.
func (r *Record) Start() (*State, error) {
	if r.Position == nil {
		return NewGame(r.Config()) // dealt from the seed, as when it was played
	}
	su, err := ParseSetup(r.Position)
	if err != nil {
		return nil, err
	}
	return NewGameFrom(r.Config(), su)
}

// MoveError says which move of a record could not be played and why. Move counts from 1.
type MoveError struct {
	Move   int
	Text   string
	Reason string
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("move %d (%q): %s", e.Move, e.Text, e.Reason)
}

// Replay plays the record's moves from its start. A malformed record gives a plain
// error; an unreadable or illegal move a *MoveError, with the state before that move.
func (r *Record) Replay() (*State, error) {
	s, err := r.Start()
	if err != nil {
		return nil, err
	}
	for i, text := range r.Moves {
		m, err := ParseMove(text)
		if err == nil {
			err = s.Play(m)
		}
		if err != nil {
			return s, &MoveError{Move: i + 1, Text: text, Reason: err.Error()}
		}
	}
	return s, nil
}

// MarshalJSON writes the record in its canonical form, moves in canonical notation
// where they parse.
func (r *Record) MarshalJSON() ([]byte, error) {
	money := "open"
	if r.MoneyHidden {
		money = "hidden"
	}
	var b bytes.Buffer
	field := func(sep, key string, v any) {
		data, _ := json.Marshal(v)
		fmt.Fprintf(&b, "%s\n  %q: %s", sep, key, data)
	}
	moves := make([]string, len(r.Moves))
	for i, text := range r.Moves {
		moves[i] = text
		if m, err := ParseMove(text); err == nil {
			moves[i] = m.String()
		}
	}
	field("{", "format", RecordFormat)
	field(",", "players", r.Players)
	field(",", "seed", r.Seed)
	field(",", "money", money)
	field(",", "challenge", r.Challenge)
	if NamesSpecialty(r.Challenge) {
		field(",", "specialty", r.Specialty.String())
	}
	if r.Position != nil {
		field(",", "position", r.Position)
	}
	field(",", "moves", moves)
	b.WriteString("\n}\n")
	return b.Bytes(), nil
}
