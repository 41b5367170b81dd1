package table

import (
	"testing"

	"mercado/game"
	"mercado/game/ai"
)

func TestUndoTakesBackTheTurnAndReplies(t *testing.T) {
	tab := mustNew(t, Config{Seats: seats3(), First: 0, Seed: 21})
	defer tab.Close()
	if tab.CanUndo() || tab.Undo() {
		t.Fatalf("undo before any move")
	}
	rng := game.NewRNG(3)
	for turn := range 4 {
		if !tab.HumanToMove() {
			t.Fatalf("turn %d: the person is not to move", turn)
		}
		hash, logLen := tab.State().Hash(), len(tab.Log())
		humanTurn(t, tab, &rng)
		untilHuman(t, tab)
		if tab.Over() {
			break
		}
		if !tab.CanUndo() || !tab.Undo() {
			t.Fatalf("turn %d: cannot undo", turn)
		}
		if tab.State().Hash() != hash || len(tab.Log()) != logLen || len(tab.Record().Moves) != logLen {
			t.Fatalf("turn %d: undo did not return to the position before the turn", turn)
		}
		// Play the turn again, for real this time.
		humanTurn(t, tab, &rng)
		untilHuman(t, tab)
	}
}

func TestUndoMidTurn(t *testing.T) {
	tab := mustNew(t, Config{Seats: seats3()[:1], Seed: 4}) // solo
	rng := game.NewRNG(9)
	for range 50 {
		hash, logLen := tab.State().Hash(), len(tab.Log())
		var stand game.Move
		for _, m := range tab.State().LegalMoves(nil) {
			if m.Kind == game.OpenStand {
				stand = m
			}
		}
		if stand.Kind != game.OpenStand || logLen == 0 {
			humanTurn(t, tab, &rng)
			continue
		}
		// A stand leaves the take to come: undo takes back the stand.
		if _, err := tab.Play(stand); err != nil {
			t.Fatal(err)
		}
		if tab.State().AwaitingTake() && tab.Log()[logLen].EndsTurn {
			t.Fatalf("a stand awaiting its take ends the turn")
		}
		if !tab.Undo() || tab.State().Hash() != hash || len(tab.Log()) != logLen {
			t.Fatalf("undo in the middle of a turn did not return to its start")
		}
		return
	}
	t.Fatalf("no stand to open in 50 turns")
}

func TestCanUndoNeedsOnePerson(t *testing.T) {
	seats := seats3()
	seats[1] = Seat{Name: "Bo", Kind: Human, Color: 1}
	tab := mustNew(t, Config{Seats: seats, First: 0, Seed: 2})
	defer tab.Close()
	rng := game.NewRNG(1)
	humanTurn(t, tab, &rng)
	humanTurn(t, tab, &rng)
	if tab.CanUndo() || tab.Undo() {
		t.Fatalf("undo offered with two people at the table")
	}
}

// TestUndoWhileThinking takes back a turn while a hard computer is thinking about its
// reply; run it with -race too.
func TestUndoWhileThinking(t *testing.T) {
	seats := []Seat{{Name: "Ana", Kind: Human, Color: 0}, {Name: "Deep", Kind: Computer, Level: "hard", Color: 1}}
	tab := mustNew(t, Config{Seats: seats, First: 0, Seed: 6, HardBudgetMS: 5000})
	defer tab.Close()
	rng := game.NewRNG(5)
	hash := tab.State().Hash()
	for range 3 {
		humanTurn(t, tab, &rng) // the computer starts thinking at once
		tab.Poll()
		if !tab.Undo() {
			t.Fatalf("cannot undo while the computer thinks")
		}
		if tab.Thinking() || tab.State().Hash() != hash || !tab.HumanToMove() {
			t.Fatalf("undo while thinking left the table wrong")
		}
	}
	// The seat's computer still plays after its thinking was abandoned.
	tab.hardBudgetMS = 50
	tab.players = [game.MaxPlayers]ai.Player{} // new players, thinking briefly
	humanTurn(t, tab, &rng)
	ev := pollMove(t, tab)
	if ev.Seat != 1 || !ev.ByComputer {
		t.Fatalf("the computer did not move after the undo: %+v", ev)
	}
}
