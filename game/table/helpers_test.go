package table

import (
	"testing"
	"time"

	"mercado/game"
)

// seats3 is a person against an easy and a medium computer, the person first.
func seats3() []Seat {
	return []Seat{
		{Name: "Ana", Kind: Human, Color: 0},
		{Name: "Bot Easy", Kind: Computer, Level: "easy", Color: 1},
		{Name: "Bot Medium", Kind: Computer, Level: "medium", Color: 2},
	}
}

func mustNew(t testing.TB, cfg Config) *Table {
	t.Helper()
	tab, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return tab
}

// pick chooses a legal move for the person to move, varied but deterministic. It takes
// a coin only when nothing else is legal, so that games run their whole course rather
// than end by coins in a row.
func pick(t testing.TB, tab *Table, rng *game.RNG) game.Move {
	t.Helper()
	var moves []game.Move
	for _, m := range tab.State().LegalMoves(nil) {
		if m.Kind != game.Coin {
			moves = append(moves, m)
		}
	}
	if len(moves) == 0 {
		return game.CoinMove()
	}
	return moves[rng.Intn(len(moves))]
}

// playHuman makes one decision for the person to move.
func playHuman(t testing.TB, tab *Table, rng *game.RNG) Event {
	t.Helper()
	ev, err := tab.Play(pick(t, tab, rng))
	if err != nil {
		t.Fatalf("Play: %v", err)
	}
	return ev
}

// pollMove polls until the computer's move is played. The bound makes a bug fail the
// test rather than hang it; it is not a timing assertion.
func pollMove(t testing.TB, tab *Table) Event {
	t.Helper()
	for range 60_000 {
		if ev, ok := tab.Poll(); ok {
			return ev
		}
		time.Sleep(time.Millisecond / 2)
	}
	t.Fatalf("the computer did not move")
	return Event{}
}

// untilHuman plays the computers until a person is to move or the game is over.
func untilHuman(t testing.TB, tab *Table) {
	t.Helper()
	for !tab.Over() && !tab.HumanToMove() {
		pollMove(t, tab)
	}
}

// humanTurn plays one whole turn of the person to move.
func humanTurn(t testing.TB, tab *Table, rng *game.RNG) {
	t.Helper()
	for {
		if ev := playHuman(t, tab, rng); ev.EndsTurn {
			return
		}
	}
}
