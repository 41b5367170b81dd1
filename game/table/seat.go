package table

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"mercado/game"
	"mercado/game/ai"
)

// Kind says who plays a seat.
type Kind uint8

const (
	Human Kind = iota
	Computer
	// Remote is a person at another screen: a seat of an online table that this screen
	// does not play (package online). No local table has one.
	Remote
)

// String is the kind's name as the save file writes it.
func (k Kind) String() string {
	switch k {
	case Human:
		return "human"
	case Computer:
		return "computer"
	case Remote:
		return "remote"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Seat is one player at the table.
type Seat struct {
	Name  string
	Kind  Kind
	Level string // computer level: one of Levels or ai.Planners (ai.New names); empty for humans
	Color int    // player colour/shape index 0..3 chosen at setup; unique per table
}

// MaxNameRunes bounds a player's name so that it fits the panels on screen; the setup
// screen lets no longer name be typed, and saves and records are held to it too.
const MaxNameRunes = 24

// NumColors is how many player colours (and shapes) the box has.
const NumColors = 4

// Levels are the computer levels the setup screen offers, weakest first. A seat may also
// have one of ai.Planners (the campaign's computer, ai.CampaignLevel).
// ai.New knows "random" too, but that is a test opponent, not something to offer.
var Levels = []string{"easy", "medium", "hard"}

// cleanSeats checks the seats and returns them tidied: names trimmed, levels in lower
// case, humans without a level. Errors count players from 1 in the order given.
func cleanSeats(seats []Seat) ([]Seat, error) {
	if len(seats) < 1 || len(seats) > game.MaxPlayers {
		return nil, fmt.Errorf("a game has 1 to 4 players, not %d", len(seats))
	}
	out := make([]Seat, len(seats))
	for i, s := range seats {
		s.Name = strings.TrimSpace(s.Name)
		who := fmt.Sprintf("player %d", i+1)
		if err := CheckName(s.Name); err != nil {
			return nil, fmt.Errorf("%s: %v", who, err)
		}
		who += " (" + s.Name + ")" // a checked name: short and printable
		if s.Color < 0 || s.Color >= NumColors {
			return nil, fmt.Errorf("%s: colour %d is not one of 0 to %d", who, s.Color, NumColors-1)
		}
		for j, o := range out[:i] {
			if o.Color == s.Color {
				return nil, fmt.Errorf("%s has the same colour as player %d (%s)", who, j+1, o.Name)
			}
		}
		switch s.Kind {
		case Human:
			s.Level = ""
		case Computer:
			s.Level = strings.ToLower(strings.TrimSpace(s.Level))
			if !slices.Contains(Levels, s.Level) && !slices.Contains(ai.Planners, s.Level) {
				return nil, fmt.Errorf("%s: %s is not a computer level (%s)", who, Excerpt(s.Level), strings.Join(Levels, ", "))
			}
		default:
			return nil, fmt.Errorf("%s: a seat is played by a human or a computer", who)
		}
		out[i] = s
	}
	return out, nil
}

// CheckName is the one rule for a player's name, wherever it comes from: typed at the
// setup screen, read from a save or a record, given on the command line. A name is 1 to
// MaxNameRunes letters (spaces around it do not count) that can all be shown: NameRune.
// Errors quote the name as a short, printable excerpt.
func CheckName(name string) error {
	name = strings.TrimSpace(name)
	if name == "" {
		return fmt.Errorf("the name is empty")
	}
	if !utf8.ValidString(name) {
		return fmt.Errorf("the name %s is not valid text", Excerpt(name))
	}
	if n := utf8.RuneCountInString(name); n > MaxNameRunes {
		return fmt.Errorf("the name %s has %d letters; names have at most %d", Excerpt(name), n, MaxNameRunes)
	}
	for _, r := range name {
		if !NameRune(r) {
			return fmt.Errorf("the name %s has a character that cannot be shown", Excerpt(name))
		}
	}
	return nil
}

// NameRune says whether a name may hold r: printable letters, marks, digits, symbols,
// punctuation and the plain space; no control, format or other invisible characters.
func NameRune(r rune) bool { return r == ' ' || unicode.IsPrint(r) && r != utf8.RuneError }
