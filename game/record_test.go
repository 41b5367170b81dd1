package game

import (
	"errors"
	"strings"
	"testing"
)

func TestRefusedRecords(t *testing.T) {
	cases := []struct{ name, record, want string }{
		{"not JSON", `{"format": `, "format: not valid JSON"},
		{"trailing text", `{"format": "mercado/1", "players": ["a"]} x`, "unexpected text after the closing }"},
		{"not an object", `[1, 2]`, "must be a JSON object"},
		{"no format", `{"players": ["a"]}`, "format: missing"},
		{"wrong format", `{"format": "mercado/9", "players": ["a"]}`, `format: "mercado/9" is not a format`},
		{"unknown key", `{"format": "mercado/1", "players": ["a"], "playres": 1}`, "playres: unknown key"},
		{"duplicate key", `{"format": "mercado/1", "players": ["a"], "players": ["b"]}`, "players: the key appears twice"},
		{"five players", `{"format": "mercado/1", "players": ["a", "b", "c", "d", "e"]}`, "players: a game has 1 to 4 players, not 5"},
		{"no players", `{"format": "mercado/1", "players": []}`, "players: a game has 1 to 4 players, not 0"},
		{"players not a list", `{"format": "mercado/1", "players": "ab"}`, "players: must be a list of 1 to 4 names"},
		{"negative seed", `{"format": "mercado/1", "players": ["a"], "seed": -1}`, "seed: must be a whole number"},
		{"money", `{"format": "mercado/1", "players": ["a"], "money": "shown"}`, `money: must be "open" or "hidden"`},
		{"challenge range", `{"format": "mercado/1", "players": ["a"], "challenge": 10}`, "challenge: must be 0"},
		{"challenge with two", `{"format": "mercado/1", "players": ["a", "b"], "challenge": 3}`, "exactly 1 player, not 2"},
		{"specialist without good", `{"format": "mercado/1", "players": ["a"], "challenge": 1}`, "specialty: The Specialist (challenge 1) needs"},
		{"specialty elsewhere", `{"format": "mercado/1", "players": ["a"], "specialty": "fish"}`, "specialty: only The Specialist"},
		{"bad specialty", `{"format": "mercado/1", "players": ["a"], "challenge": 1, "specialty": "bread"}`, `specialty: "bread" is not a good`},
		{"moves not strings", `{"format": "mercado/1", "players": ["a"], "moves": [1]}`, "moves: must be a list of moves"},
	}
	for _, c := range cases {
		_, err := ParseRecord([]byte(c.record))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
}

func TestRecordLimits(t *testing.T) {
	big := `{"format": "mercado/1", "players": ["a"], "moves": ["` + strings.Repeat("x", MaxRecordBytes) + `"]}`
	if _, err := ParseRecord([]byte(big)); err == nil || !strings.Contains(err.Error(), "4 MiB") {
		t.Errorf("oversized file: %v", err)
	}
	many := `{"format": "mercado/1", "players": ["a"], "moves": [` + strings.Repeat(`"coin",`, MaxRecordMoves) + `"coin"]}`
	if _, err := ParseRecord([]byte(many)); err == nil || !strings.Contains(err.Error(), "limited to 10000") {
		t.Errorf("too many moves: %v", err)
	}
}

func TestRefusedPositions(t *testing.T) {
	cases := []struct{ name, header, position, want string }{
		{"eight fish stands", twoPlayers, `{"cells": {"A1": "fish/0", "B1": "fish/0", "C1": "fish/0", "D1": "fish/0", "E1": "fish/1", "A2": "fish/1", "B2": "fish/1", "C2": "fish/1"}}`, "more than 7 fish stand tiles"},
		{"fish tiles spread out", twoPlayers, `{"cells": {"A1": "fish/0", "B1": "fish/0", "C1": "fish/0"}, "players": [{"hand": ["fish", "fish"]}, {"hand": ["fish"]}], "display": ["fish"], "bag": ["fish"]}`, "more than 7 fish"},
		{"three pubs", twoPlayers, `{"cells": {"A1": "pub", "B1": "hidden:pub"}, "players": [{"restaurants": ["pub"]}]}`, "3 pub restaurants are on the board and in supplies"},
		{"an eleventh pair tile", twoPlayers, `{"entrances": {"top-A": "1:fish+meat"}, "customers": {"1": ["fish+meat"]}}`, "customer tile 1:fish+meat is used twice"},
		{"two things on a space", twoPlayers, `{"cells": {"B3": "fish/0", "b3": "sushi"}}`, "two things on one space"},
		{"two tiles at an entrance", twoPlayers, `{"entrances": {"top-A": "1:fish+meat", "TOP-A": "2:fish+meat"}}`, "two tiles at one entrance"},
		{"hand over the stands", twoPlayers, `{"cells": {"A1": "fish/0", "B1": "fish/0", "C1": "fish/0", "D1": "fish/0", "E1": "fish/0", "A2": "meat/0", "B2": "meat/0"}, "players": [{"hand": ["grape", "grape"]}]}`, "hand: 2 tiles, but the hand holds at most 1"},
		{"nine stands", twoPlayers, `{"cells": {"A1": "fish/0", "B1": "fish/0", "C1": "fish/0", "D1": "fish/0", "E1": "fish/0", "A2": "meat/0", "B2": "meat/0", "C2": "meat/0", "D2": "meat/0"}}`, "seat 0 has 9 stands in the market"},
		{"stands disagree", twoPlayers, `{"cells": {"A1": "fish/0"}, "players": [{"stands": 8}]}`, "stands: 8 wooden stands off the board, but 1 of 8"},
		{"stand of a missing seat", twoPlayers, `{"cells": {"A1": "fish/2"}}`, "cells.A1: seat 2 does not play"},
		{"bad cell", twoPlayers, `{"cells": {"A1": "bread"}}`, `cells.A1: "bread" is not a stand`},
		{"bad space", twoPlayers, `{"cells": {"F1": "fish/0"}}`, "cells.F1: not a space"},
		{"bad entrance", twoPlayers, `{"entrances": {"top-F": "1:fish+meat"}}`, "entrances.top-F: not an entrance"},
		{"impossible tile", twoPlayers, `{"entrances": {"top-A": "4:fish+meat"}}`, "no customer tile 4:fish+meat exists"},
		{"tile in the wrong stack", twoPlayers, `{"customers": {"5": ["fish"]}}`, `customers.5: the stacks are "1" to "4"`},
		{"challenge tile budget", solo + `, "challenge": 4`, `{"entrances": {"top-A": "1:fish+meat"}}`, "The Third Wheel uses only 0"},
		{"negative money", twoPlayers, `{"players": [{"money": -1}]}`, "players[0].money: must be 0 to"},
		{"turn", twoPlayers, `{"turn": 2}`, "turn: seat 2 does not play"},
		{"final round", twoPlayers, `{"final_round": 5}`, "final_round: must be -1 or a playing seat"},
		{"coins in a row", twoPlayers, `{"coins_in_a_row": 5}`, "coins_in_a_row: must be 0 to 4"},
		{"awaiting after the coins' end", twoPlayers, `{"coins_in_a_row": 4, "awaiting": "take"}`, "awaiting: the coins in a row have ended the game"},
		{"awaiting nothing", twoPlayers, `{"awaiting": "take", "display": []}`, "awaiting: nothing can be taken"},
		{"awaiting what", twoPlayers, `{"awaiting": "coffee"}`, `the only mid-turn state is "take"`},
		{"unknown position key", twoPlayers, `{"board": {}}`, "position.board: unknown key"},
		{"unknown player key", twoPlayers, `{"players": [{"cash": 3}]}`, "position.players[0].cash: unknown key"},
		{"too many players", twoPlayers, `{"players": [{}, {}, {}]}`, "3 entries for 2 players"},
		{"display overfull", twoPlayers, `{"display": ["fish", "fish", "fish", "fish"]}`, "display: 4 tiles"},
		{"too many hidden", twoPlayers, `{"cells": {"A1": "hidden", "B1": "hidden", "C1": "hidden", "D1": "hidden", "E1": "hidden", "A2": "hidden", "B2": "hidden", "C2": "hidden", "D2": "hidden", "E2": "hidden", "A3": "hidden", "B3": "hidden"}}`, "12 face-down restaurants to deal but only 11"},
	}
	for _, c := range cases {
		rec, err := ParseRecord([]byte(`{"format": "mercado/1", ` + c.header + `, "position": ` + c.position + `}`))
		if err == nil {
			_, err = rec.Start()
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
}

func TestPositionFillsFromTheSeed(t *testing.T) {
	// Face-down "hidden" spaces get identities; the bag prefix comes first; hands and the
	// display are dealt from the rest.
	s := positionState(t, twoPlayers, `{"cells": {"A1": "hidden", "B1": "hidden:pub"}, "bag": ["grape", "grape"]}`)
	if c := s.Space(0); c.Kind != FaceDown || c.Restaurant == UnknownRestaurant || c.Restaurant == Pub {
		t.Fatalf("A1 holds %+v (the second pub is set aside)", c)
	}
	if bag := s.Bag(); bag[0] != Grape || bag[1] != Grape || len(bag) != 35-6-3 {
		t.Fatalf("bag %v", bag)
	}
	if s.Player(0).HandSize() != 3 || s.displaySize() != 3 {
		t.Fatal("hands and display are dealt")
	}
}

func TestReplayReportsTheMove(t *testing.T) {
	rec, err := ParseRecord([]byte(`{"format": "mercado/1", "players": ["a", "b"], "seed": 3,
		"position": {"cells": {}, "display": [], "players": [{"money": 0, "hand": ["fish"]}, {"hand": ["meat"]}]},
		"moves": ["COIN", "  coin ", "stand fish B3", "stand   MEAT b3"]}`))
	if err != nil {
		t.Fatal(err)
	}
	s, err := rec.Replay()
	var me *MoveError
	if !errors.As(err, &me) || me.Move != 4 || me.Text != "stand   MEAT b3" || me.Reason != "B3 already holds a stand" {
		t.Fatalf("got %v", err)
	}
	if s.Space(SpaceAt(1, 2)).Good != Fish {
		t.Fatal("the state before the bad move is returned")
	}
	rec.Moves = []string{"coin", "fly away"}
	if _, err := rec.Replay(); !errors.As(err, &me) || me.Move != 2 || !strings.Contains(me.Reason, `"fly" is not a move`) {
		t.Fatalf("got %v", err)
	}
}

func TestNotation(t *testing.T) {
	canonical := map[string]string{
		"stand fish B3":                   "  STAND  fish b3 ",
		"take meat":                       "Take MEAT",
		"customer 2:fish+meat left-3":     "customer 2:meat+fish LEFT-3",
		"customer 4:grape top-A":          "customer 4:Grape top-a",
		"restaurant pub C2":               "restaurant PUB c2",
		"coin":                            "\tcoin\n",
		"redraw":                          "REDRAW",
		"customer 3:tomato+grape right-5": "customer 3 : tomato + grape right-5",
	}
	for want, input := range canonical {
		m, err := ParseMove(input)
		if want == "customer 3:tomato+grape right-5" {
			if err == nil {
				t.Errorf("%q: spaces inside a tile split it into words and must be refused", input)
			}
			continue
		}
		if err != nil || m.String() != want {
			t.Errorf("%q: got %v %v, want %s", input, m, err, want)
		}
	}
	for _, m := range allMoves {
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%s does not read back: %v", m, err)
		}
	}
	refused := map[string]string{
		"":                        "empty move",
		"dance":                   `"dance" is not a move`,
		"stand fish":              `"stand" takes 2 word(s)`,
		"stand bread A1":          `"bread" is not a good`,
		"stand fish F9":           `"F9" is not a space`,
		"customer 5:fish top-A":   "no customer tile 5:fish exists",
		"customer 1:fish top-A":   "no customer tile 1:fish exists",
		"customer fish top-A":     "is not a customer tile",
		"customer 1:fish+meat up": `"up" is not an entrance`,
		"restaurant bar A1":       `"bar" is not a restaurant`,
		"coin now":                `"coin" takes 0 word(s)`,
	}
	for input, want := range refused {
		if _, err := ParseMove(input); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", input, err, want)
		}
	}
}
