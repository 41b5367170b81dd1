package game

import (
	"encoding/json"
	"testing"
)

func TestBringCustomers(t *testing.T) {
	pos := `{"cells": {"A3": "fish/0", "B3": "meat/1", "C3": "grape/1", "D2": "fish/1"},
		"entrances": {"right-3": "1:tomato+grape"},
		"players": [{"money": 0}, {"money": 0}],
		"customers": {"1": ["fish+flower", "fish+tomato", "flower+meat", "meat+grape"], "3": ["fish+meat", "tomato+meat", "flower+grape", "fish+grape"]}}`
	s := positionState(t, twoPlayers, pos)
	wantRefused(t, s, "customer 1:meat+grape left-3", "customer tile 1:meat+grape is not available")
	wantRefused(t, s, "customer 1:fish+flower right-3", "right-3 already holds customer tile 1:tomato+grape")
	wantRefused(t, s, "customer 1:flower+meat left-3", "none of your stands in row 3 sells flower or meat")
	wantRefused(t, s, "customer 3:fish+meat top-D", "column D has 1 stand(s); 3 customers need at least 3")
	wantRefused(t, s, "customer 1:fish+flower top-B", "none of your stands in column B sells fish or flower")
	if !isLegal(s, "customer 3:fish+meat left-3") {
		t.Fatal("3 stands in row 3 and a fish stand of the mover's: 3 customers may come")
	}
	mustPlay(t, s, "customer 3:fish+meat left-3")
	// The fish stand (seat 0) and the meat stand (seat 1) each earn 1 x 3; grape nothing.
	if a, b := s.Player(0).Money, s.Player(1).Money; a != 3 || b != 3 {
		t.Fatalf("money %d and %d, want 3 and 3", a, b)
	}
	if !s.IsAvailable(CustomerTile(23)) /* 3:fish+grape, fourth in its stack */ {
		t.Fatalf("the taken tile is replaced by the next of its stack: available %v", s.AvailableCustomers())
	}
	if got := len(s.AvailableCustomers()); got != 3+3+3+3 {
		t.Fatalf("%d tiles available, want 12", got)
	}
}

func TestRestaurant(t *testing.T) {
	pos := `{"cells": {"B2": "hidden:wine", "C3": "fish/1"},
		"players": [{"money": 0, "restaurants": ["sushi", "pub"]}, {}]}`
	s := positionState(t, twoPlayers, pos)
	wantRefused(t, s, "restaurant tea A1", "you have no tea to open")
	wantRefused(t, s, "restaurant sushi C3", "C3 already holds a stand")
	mustPlay(t, s, "restaurant sushi B2")
	p := s.Player(0)
	if p.Money != 1 || p.Supply[Sushi] != 0 || p.Supply[Wine] != 1 {
		t.Fatalf("opening pays 1 and the face-down wine bar goes to the supply: %+v", p)
	}
	if c := s.Space(SpaceAt(1, 1)); c.Kind != FaceUp || c.Restaurant != Sushi {
		t.Fatalf("B2 holds %+v", c)
	}
}

func TestStandValueAdjacency(t *testing.T) {
	pos := `{"cells": {"C2": "pub", "B3": "sushi", "D3": "tea", "B2": "pizza", "C4": "hidden:burger"}}`
	s := positionState(t, twoPlayers, pos)
	c3 := SpaceAt(2, 2)
	cases := []struct {
		g    Good
		want int
	}{
		{Fish, 3},   // pub + sushi bar; the pizzeria on B2 is diagonal
		{Flower, 3}, // pub + tea house
		{Tomato, 2}, // pub only: the diagonal pizzeria never counts
		{Meat, 2},   // pub only: the burger joint is face down
		{Grape, 2},  // pub only
	}
	for _, c := range cases {
		if got := s.StandValue(c3, c.g); got != c.want {
			t.Errorf("value of a %s stand on C3 is %d, want %d", c.g, got, c.want)
		}
	}
}

func TestCoinEnding(t *testing.T) {
	cases := []struct {
		players string
		coins   int // in a row that end the game
	}{
		{twoPlayers, 4},
		{`"players": ["a", "b", "c"]`, 3},
		{`"players": ["a", "b", "c", "d"]`, 4},
	}
	for _, c := range cases {
		s := positionState(t, c.players, "")
		for i := 1; i < c.coins; i++ {
			mustPlay(t, s, "coin")
			if s.Over() {
				t.Fatalf("%s: over after %d coins", c.players, i)
			}
		}
		mustPlay(t, s, "coin")
		if !s.Over() {
			t.Fatalf("%s: not over after %d coins in a row", c.players, c.coins)
		}
		// The finished position, written and read back (an online table's last view),
		// is a finished game too.
		raw, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		su, err := ParseSetup(raw)
		if err != nil {
			t.Fatalf("%s: the finished position does not read back: %v", c.players, err)
		}
		again, err := NewGameFrom(Config{Players: s.NumPlayers()}, su)
		if err != nil {
			t.Fatalf("%s: the finished position: %v", c.players, err)
		}
		if !again.Over() || again.EndReason() != EndCoins {
			t.Fatalf("%s: the finished position reads back as over %v, ended by %v", c.players, again.Over(), again.EndReason())
		}
	}
	// Any other action resets the count.
	s := positionState(t, twoPlayers, `{"cells": {}, "players": [{"money": 5}, {"restaurants": ["tea"]}]}`)
	mustPlay(t, s, "coin", "coin", "coin", "restaurant tea A3", "coin", "coin", "coin")
	if s.Over() || s.CoinsInARow() != 3 {
		t.Fatalf("over %v, coins in a row %d", s.Over(), s.CoinsInARow())
	}
}

// fullBoard leaves the listed spaces free and covers the rest with face-up restaurants
// and stands (pubs excepted), within the component counts.
const nearlyFull = `"A1": "sushi", "B1": "sushi", "C1": "tea", "D1": "tea", "E1": "pizza",
	"A2": "pizza", "B2": "burger", "C2": "burger", "D2": "wine", "E2": "wine",
	"A3": "fish/0", "B3": "fish/0", "C3": "fish/0", "D3": "fish/1", "E3": "fish/1",
	"A4": "meat/1", "B4": "meat/1", "C4": "meat/1", "D4": "grape/0", "E4": "grape/0"`

func TestEndTriggerBySpace(t *testing.T) {
	// Five spaces free (row 5); a stand leaves four: the end is triggered.
	pos := `{"cells": {` + nearlyFull + `}, "display": ["flower", "flower", "flower"],
		"players": [{"money": 20, "hand": ["tomato"]}, {"money": 20, "hand": ["tomato"]}, {"money": 20, "hand": []}]}`
	s := positionState(t, `"players": ["a", "b", "c"]`, pos)
	mustPlay(t, s, "coin") // seat 0
	mustPlay(t, s, "stand tomato A5")
	if s.FinalRound() != -1 {
		t.Fatal("the end is checked at the end of the turn, after the take")
	}
	mustPlay(t, s, "take flower")
	if s.FinalRound() != 1 || s.Over() {
		t.Fatalf("seat 1 triggered the end: final round %d, over %v", s.FinalRound(), s.Over())
	}
	mustPlay(t, s, "coin") // seat 2's last turn
	if s.Over() || s.ToMove() != 0 {
		t.Fatal("seat 0 still has its last turn")
	}
	mustPlay(t, s, "stand tomato B5", "take flower") // later placements change nothing
	if !s.Over() {
		t.Fatal("the game ends before the triggering player would play again")
	}
}

func TestEndTriggerByEntrance(t *testing.T) {
	pos := `{"cells": {"A1": "fish/0", "B1": "fish/0", "C1": "fish/0", "D1": "fish/1"},
		"entrances": {"top-A": "1:fish+flower", "top-B": "1:fish+tomato", "top-C": "1:fish+meat",
		"bottom-A": "2:fish+flower", "bottom-B": "2:fish+tomato", "bottom-C": "2:fish+meat", "bottom-D": "2:fish+grape",
		"left-2": "2:flower+tomato", "left-3": "2:flower+meat", "left-4": "2:flower+grape", "left-5": "2:tomato+meat",
		"right-2": "3:flower+tomato", "right-3": "3:flower+meat", "right-4": "3:flower+grape", "right-5": "3:tomato+meat"},
		"players": [{"money": 0}, {"money": 0}]}`
	s := positionState(t, twoPlayers, pos)
	if s.FreeEntrances() != 5 {
		t.Fatalf("%d free entrances", s.FreeEntrances())
	}
	mustPlay(t, s, "customer 3:fish+grape left-1")
	if s.FinalRound() != 0 {
		t.Fatal("a customer tile leaving 4 empty entrances triggers the end")
	}
	mustPlay(t, s, "coin")
	if !s.Over() {
		t.Fatal("over after the other player's last turn")
	}
	if w := s.Winners(); len(w) != 1 || w[0] != 0 {
		t.Fatalf("winners %v", w)
	}
}

func TestFinalScoring(t *testing.T) {
	cases := []struct {
		name    string
		players string
		winners []int
		scores  []int
	}{
		{"1 coin per restaurant left", `[{"money": 10, "restaurants": ["tea", "wine"]}, {"money": 9}]`, []int{1}, []int{8, 9}},
		{"money never below 0", `[{"money": 1, "restaurants": ["tea", "wine"]}, {"money": 0}]`, []int{1}, []int{0, 0}},
		{"tie broken by stands", `[{"money": 5}, {"money": 5}]`, []int{1}, []int{5, 5}},
		{"shared win", `[{"money": 6}, {"money": 7, "restaurants": ["pub"]}]`, []int{0, 1}, []int{6, 6}},
	}
	for _, c := range cases {
		// Seat 1 holds one stand more, except in the shared-win case.
		cells := `{"A1": "fish/1"}`
		if c.name == "shared win" {
			cells = `{"A1": "fish/1", "B1": "fish/0"}`
		}
		// Seat 1 triggered the end and the round is done: the game is over.
		pos := `{"cells": ` + cells + `, "turn": 1, "final_round": 1, "players": ` + c.players + `}`
		s := positionState(t, twoPlayers, pos)
		if !s.Over() {
			t.Fatalf("%s: not over", c.name)
		}
		for seat, want := range c.scores {
			if got := s.Score(seat); got != want {
				t.Errorf("%s: seat %d scores %d, want %d", c.name, seat, got, want)
			}
		}
		if got := s.Winners(); !equalInts(got, c.winners) {
			t.Errorf("%s: winners %v, want %v", c.name, got, c.winners)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
