//go:build !js

package host

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"mercado/game"
	"mercado/game/online"
	"mercado/game/table"
)

// tableDoc is one table as the KV bucket keeps it: the game's record, who plays each
// seat, and what the referee needs to refuse a proposal twice. Seats' secrets are kept
// only as hashes.
type tableDoc struct {
	Seats       []seatDoc `json:"seats"`
	Seed        uint64    `json:"seed"`
	MoneyHidden bool      `json:"money_hidden"`
	Moves       []string  `json:"moves"`
	// Proposals holds, for each move, the id of the proposal that made it ("" for the
	// computer's): a proposal seen again is refused as a replay.
	Proposals []string `json:"proposals"`
	// Iterations, when > 0, gives the computer seats that search an iteration budget
	// instead of the clock, so that a table's game depends only on its seed.
	Iterations int `json:"iterations,omitempty"`
	// AwayLimit is how long, in seconds, a person may be away before the others may hand
	// the seat to a computer (0: DefaultAwayLimit).
	AwayLimit int `json:"away_limit,omitempty"`
	// Next is the table the same people play next (Play again), with each seat's secret
	// there: each seat's view names its own (View.Next).
	Next *nextDoc `json:"next,omitempty"`
}

// nextDoc is the table made to play again, and each seat's secret at it ("" for
// computers).
type nextDoc struct {
	Table   string   `json:"table"`
	Secrets []string `json:"secrets"`
}

// The bounds of a table's limit on an absence, in seconds: a minute to thirty days.
const (
	minAwayLimit = 60
	maxAwayLimit = 30 * 24 * 3600
)

// personMoved says a person has made a move at the table (a proposal's id beside a move):
// its people had arrived before the referee read it.
func (d *tableDoc) personMoved() bool {
	for _, id := range d.Proposals {
		if id != "" {
			return true
		}
	}
	return false
}

// awayLimit is the table's limit on a person's absence.
func (d *tableDoc) awayLimit() time.Duration {
	if d.AwayLimit <= 0 {
		return online.DefaultAwayLimit
	}
	return time.Duration(d.AwayLimit) * time.Second
}

type seatDoc struct {
	Name string `json:"name"`
	// Computer is the computer's level, or "" for a person.
	Computer string `json:"computer,omitempty"`
	// SecretHash is the SHA-256 of the seat's secret, hex; "" for computers.
	SecretHash string `json:"secret_hash,omitempty"`
	// StandIn is the computer level playing for the person since the others voted to
	// hand the seat over, "" while the person plays it (seatvote.go).
	StandIn string `json:"stand_in,omitempty"`
	// Color is the seat's colour (NewSeat.Color); none for tables made without.
	Color *int `json:"color,omitempty"`
}

// record is the table's game record (mercado/1).
func (d *tableDoc) record() *game.Record {
	names := make([]string, len(d.Seats))
	for i, s := range d.Seats {
		names[i] = s.Name
	}
	return &game.Record{Players: names, Seed: d.Seed, MoneyHidden: d.MoneyHidden, Moves: slices.Clone(d.Moves)}
}

// replayed tells whether the seat's proposal id has made a move already.
func (d *tableDoc) replayed(seat int, id string) bool {
	return slices.Contains(d.Proposals, proposalKey(seat, id))
}

func proposalKey(seat int, id string) string { return fmt.Sprintf("%d:%s", seat, id) }

// newTableDoc checks the seats and makes a table with a fresh secret for each person,
// returned beside the doc (the doc keeps only their hashes).
func newTableDoc(seats []online.NewSeat, seed uint64, moneyHidden bool, iterations int) (*tableDoc, []string, error) {
	if len(seats) < 2 || len(seats) > game.MaxPlayers {
		return nil, nil, fmt.Errorf("an online table has 2 to %d seats, not %d", game.MaxPlayers, len(seats))
	}
	doc := &tableDoc{Seed: seed, MoneyHidden: moneyHidden, Moves: []string{}, Proposals: []string{}, Iterations: iterations}
	secrets := make([]string, len(seats))
	people := 0
	for i, s := range seats {
		if s.Computer != "" {
			level := strings.ToLower(strings.TrimSpace(s.Computer))
			if !slices.Contains(append([]string{"random"}, table.Levels...), level) {
				return nil, nil, fmt.Errorf("seat %d: %s is not a computer level (%s)", i, table.Excerpt(s.Computer), strings.Join(table.Levels, ", "))
			}
			name := "computer " + level
			if strings.TrimSpace(s.Name) != "" { // the window's setup names its computers
				if err := table.CheckName(s.Name); err != nil {
					return nil, nil, fmt.Errorf("seat %d: %v", i, err)
				}
				name = strings.TrimSpace(s.Name)
			}
			doc.Seats = append(doc.Seats, seatDoc{Name: name, Computer: level})
			continue
		}
		if err := table.CheckName(s.Name); err != nil {
			return nil, nil, fmt.Errorf("seat %d: %v", i, err)
		}
		people++
		secrets[i] = online.RandomID(online.SecretLen)
		doc.Seats = append(doc.Seats, seatDoc{Name: strings.TrimSpace(s.Name), SecretHash: hashSecret(secrets[i])})
	}
	if people == 0 {
		return nil, nil, fmt.Errorf("an online table needs at least one person")
	}
	if err := seatColors(seats, doc); err != nil {
		return nil, nil, err
	}
	return doc, secrets, nil
}

// seatColors gives the table's seats their colours: every seat one, 0 to 3, no two alike,
// or none at all.
func seatColors(seats []online.NewSeat, doc *tableDoc) error {
	given := 0
	var used [game.MaxPlayers]bool
	for i, s := range seats {
		if s.Color == nil {
			continue
		}
		given++
		c := *s.Color
		if c < 0 || c >= game.MaxPlayers || used[c] {
			return fmt.Errorf("seat %d: colour %d is not one of 0 to %d unused by another seat", i, c, game.MaxPlayers-1)
		}
		used[c] = true
		doc.Seats[i].Color = &c
	}
	if given != 0 && given != len(seats) {
		return fmt.Errorf("colours are given for every seat or none, not for %d of %d", given, len(seats))
	}
	return nil
}

func hashSecret(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

func decodeTableDoc(data []byte) (*tableDoc, error) {
	var d tableDoc
	if err := json.Unmarshal(data, &d); err != nil {
		return nil, fmt.Errorf("the stored table is damaged: %v", err)
	}
	return &d, nil
}
