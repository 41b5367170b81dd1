package game

import "testing"

func TestStandCost(t *testing.T) {
	cases := []struct {
		name, cells string
		want        int
	}{
		{"empty market", `{}`, 1},
		{"row beats column", `{"A3": "fish/1", "E3": "meat/0", "C1": "grape/1"}`, 3},
		{"column beats row", `{"C1": "fish/1", "C2": "meat/1", "C5": "grape/1", "A3": "fish/0"}`, 4},
		{"restaurants never count", `{"A3": "pub", "B3": "sushi", "C1": "tea", "C2": "hidden:wine"}`, 1},
		{"every owner counts", `{"A3": "fish/0", "B3": "fish/1"}`, 3},
	}
	for _, c := range cases {
		s := positionState(t, twoPlayers, `{"cells": `+c.cells+`}`)
		if got := s.StandCost(SpaceAt(2, 2)); got != c.want {
			t.Errorf("%s: cost of C3 is %d, want %d", c.name, got, c.want)
		}
	}
}

func TestOpenStandTargets(t *testing.T) {
	pos := `{"cells": {"B3": "meat/1", "C3": "sushi", "D3": "hidden:tea"},
		"players": [{"money": 5, "hand": ["fish", "fish", "meat"]}, {}]}`
	s := positionState(t, twoPlayers, pos)
	wantRefused(t, s, "stand fish B3", "B3 already holds a stand")
	wantRefused(t, s, "stand fish C3", "C3 already holds a face-up sushi")
	wantRefused(t, s, "stand grape A1", "you have no grape stand tile in hand")
	mustPlay(t, s, "stand fish D3")
	if got := s.Player(0).Supply[Tea]; got != 1 {
		t.Fatalf("the face-down tea house should go face up into the supply, supply has %d", got)
	}
	if c := s.Space(SpaceAt(3, 2)); c.Kind != StandSpace || c.Good != Fish || c.Owner != 0 {
		t.Fatalf("D3 holds %v", c)
	}
	// Row 3 had 1 stand, column D none: cost 2, paid from 5.
	if got := s.Player(0).Money; got != 3 {
		t.Fatalf("money %d, want 3", got)
	}
}

func TestTakeAfterStand(t *testing.T) {
	pos := `{"players": [{"money": 5, "hand": ["fish", "meat", "meat"]}, {}],
		"display": ["grape", "tomato", "tomato"], "bag": ["flower"]}`
	s := positionState(t, twoPlayers, pos)
	mustPlay(t, s, "stand fish A1")
	if !s.AwaitingTake() || s.ToMove() != 0 {
		t.Fatal("after a stand the same player takes a display tile")
	}
	wantRefused(t, s, "coin", "first take a stand tile from the display")
	wantRefused(t, s, "take fish", "the display has no fish tile")
	wantRefused(t, s, "redraw", "can be redrawn only when its three tiles are the same good")
	mustPlay(t, s, "take grape")
	if got := s.Player(0).Hand; got[Grape] != 1 || s.Player(0).HandSize() != 3 {
		t.Fatalf("hand %v", got)
	}
	if d := s.Display(); d[Flower] != 1 || d[Tomato] != 2 {
		t.Fatalf("the display should be refilled from the bag's next tile (flower): %v", d)
	}
	if s.ToMove() != 1 {
		t.Fatal("the turn passes after the take")
	}
	wantRefused(t, s, "take tomato", "only right after opening a stand")
}

// Decision: the hand holds at most min(3, wooden stands off the board).
func TestHandLimitStopsTheTake(t *testing.T) {
	pos := `{"cells": {"A1": "fish/0", "B1": "fish/0", "C1": "fish/0", "D1": "meat/0", "E1": "meat/0"},
		"players": [{"money": 9, "hand": ["grape", "grape", "tomato"]}, {}]}`
	s := positionState(t, twoPlayers, pos)
	mustPlay(t, s, "stand grape A3")
	if s.AwaitingTake() || s.ToMove() != 1 {
		t.Fatal("with 2 wooden stands left and 2 tiles in hand nothing is taken")
	}
}

// Decision: an empty display means nothing is taken.
func TestEmptyDisplayNoTake(t *testing.T) {
	pos := `{"players": [{"money": 9, "hand": ["grape"]}, {}], "display": []}`
	s := positionState(t, twoPlayers, pos)
	if s.BagSize() != 35-1-3 {
		t.Fatalf("bag %d", s.BagSize())
	}
	mustPlay(t, s, "stand grape A3")
	if s.AwaitingTake() {
		t.Fatal("nothing to take from an empty display")
	}
}

func TestHandRedraw(t *testing.T) {
	pos := `{"players": [{"money": 1, "hand": ["meat", "meat", "meat"]}, {"hand": ["fish", "fish", "fish"]}],
		"bag": ["fish", "flower", "grape"]}`
	s := positionState(t, twoPlayers, pos)
	bag := s.BagSize()
	mustPlay(t, s, "redraw")
	if h := s.Player(0).Hand; h[Fish] != 1 || h[Flower] != 1 || h[Grape] != 1 {
		t.Fatalf("the hand should be the bag's next three tiles, is %v", h)
	}
	if s.BagSize() != bag {
		t.Fatalf("the three meat tiles go back into the bag: %d, want %d", s.BagSize(), bag)
	}
	wantRefused(t, s, "redraw", "already redrawn this turn")
	mustPlay(t, s, "coin")
	// Seat 1's hand is three fish, but the bag now...
	if !isLegal(s, "redraw") {
		t.Fatal("seat 1 may redraw three fish")
	}
	mustPlay(t, s, "redraw")
	if h := s.Player(1).Hand; h[Fish] == 3 {
		// Possible if it drew three fish again; then a second redraw is still refused.
		wantRefused(t, s, "redraw", "already redrawn this turn")
	}
}

func TestRedrawNeedsThreeInTheBag(t *testing.T) {
	// 23 stands on the board, 7 tiles in hands, 3 on display: 2 left in the bag.
	pos := `{"cells": {"A1": "fish/0", "B1": "fish/0", "C1": "fish/0", "D1": "fish/0", "E1": "fish/0",
		"A2": "fish/1", "B2": "fish/1", "C2": "flower/1", "D2": "flower/1", "E2": "flower/1",
		"A3": "flower/1", "B3": "flower/2", "C3": "flower/2", "D3": "flower/2", "E3": "tomato/2",
		"A4": "tomato/2", "B4": "tomato/2", "C4": "tomato/3", "D4": "tomato/3", "E4": "tomato/3",
		"A5": "tomato/3", "B5": "grape/3", "C5": "grape/3"},
		"players": [{"money": 9, "hand": ["meat", "meat", "meat"]}, {"hand": ["meat", "meat"]},
			{"hand": ["meat", "meat"]}, {"hand": []}],
		"display": ["grape", "grape", "grape"]}`
	s := positionState(t, `"players": ["a", "b", "c", "d"]`, pos)
	if s.BagSize() != 2 {
		t.Fatalf("bag %d, want 2", s.BagSize())
	}
	wantRefused(t, s, "redraw", "a redraw needs 3 tiles in the bag; it holds 2")
}

func TestDisplayRedraw(t *testing.T) {
	pos := `{"players": [{"money": 5, "hand": ["fish", "meat", "tomato"]}, {}],
		"display": ["grape", "grape", "grape"], "bag": ["fish", "flower", "tomato", "meat"]}`
	s := positionState(t, twoPlayers, pos)
	wantRefused(t, s, "redraw", "only when its three tiles are the same good") // the hand is mixed
	mustPlay(t, s, "stand fish A1", "redraw")
	if d := s.Display(); d[Fish] != 1 || d[Flower] != 1 || d[Tomato] != 1 {
		t.Fatalf("the display should be the bag's next three tiles: %v", d)
	}
	wantRefused(t, s, "redraw", "already redrawn this turn")
	mustPlay(t, s, "take flower")
	if d := s.Display(); d[Fish] != 1 || d[Tomato] != 1 || s.displaySize() != 3 {
		t.Fatalf("the take refills the display from the bag: %v", d)
	}
}
