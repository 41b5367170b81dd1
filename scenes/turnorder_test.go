package scenes

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/table"
)

// TestYourTurnWaitsForTheComputersMove: after a computer decides, the status line, the
// highlighted panel and Undo stay with the computer until its piece has landed and its
// income has flown; only then is it the person's turn.
func TestYourTurnWaitsForTheComputersMove(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, _, b, err := newBoardApp(dst, nil, 21)
		if err != nil {
			return err
		}
		a.Settings.AnimSpeed = AnimNormal
		for round := 0; round < 3; round++ {
			if err := until(a, dst, "the person's turn", func() bool { return b.table.HumanToMove() && !b.anims.busy() }); err != nil {
				return err
			}
			for b.table.HumanToMove() { // the person's whole turn (a display tile may follow a stand)
				if !b.playNow(a, busyMove(b.table.State())) {
					return errors.New("the board refused the person's move")
				}
			}
			// Frame by frame from the computer's decision until the person may play, each
			// frame sketched (drive.go): the checks read the board's state and marks.
			watched := 0
			for frame := 0; !(b.table.HumanToMove() && !b.anims.busy()); frame++ {
				if frame > 5000 {
					return errors.New("the computer's move never finished playing out")
				}
				if err := a.StepSketched(dst, 1); err != nil {
					return err
				}
				log := b.table.Log()
				if !log[len(log)-1].ByComputer || !b.anims.busy() {
					continue
				}
				watched++
				if line := b.statusLine(); b.table.HumanToMove() && line == b.banner {
					return fmt.Errorf("frame %d of the computer's move already says %q", frame, line)
				}
				if !b.undo.Disabled || b.mk.turn != 1 {
					return fmt.Errorf("frame %d of the computer's move: undo enabled %v, panel shown to move %d", frame, !b.undo.Disabled, b.mk.turn)
				}
			}
			if watched < 10 {
				return fmt.Errorf("the computer's move played out in %d frames: nothing was watched", watched)
			}
			if err := a.Step(dst, 1); err != nil {
				return err
			}
			if line := b.statusLine(); line != b.banner || !strings.Contains(line, "Ana") || b.undo.Disabled || b.mk.turn != -1 {
				return fmt.Errorf("after the computer's move: %q, undo enabled %v", line, !b.undo.Disabled)
			}
		}
		closeAll(a)
		return nil
	})
}

// TestLastMovePlaysOutBeforeTheStandings: the decision that ends the game shows its
// income, coins flying included, before the final standings replace the board.
func TestLastMovePlaysOutBeforeTheStandings(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, _ := testApp(nil)
		a.Settings.AnimSpeed = AnimNormal
		tb, err := table.New(table.Config{Seats: []table.Seat{
			{Name: "Ana", Kind: table.Human, Color: 0},
			{Name: "Eva", Kind: table.Human, Color: 1},
		}, First: 0, Seed: 8})
		if err != nil {
			return err
		}
		b := NewBoard(tb)
		a.Push(b)
		if err := a.Step(dst, 2); err != nil {
			return err
		}
		for !tb.Over() { // four coins in a row end a two-player game
			if !b.playNow(a, game.CoinMove()) {
				return errors.New("a coin was refused")
			}
		}
		coins, frames := 0, 0
		for ; a.Top() == b; frames++ {
			if frames > 1000 {
				return errors.New("the standings never came")
			}
			for _, an := range b.anims.list {
				if an.kind == coinAnim && an.started() {
					coins++
				}
			}
			if err := a.Step(dst, 1); err != nil {
				return err
			}
		}
		if _, ok := a.Top().(*Scoring); !ok {
			return fmt.Errorf("the end of the game went to %T", a.Top())
		}
		if coins == 0 || frames < a.frames(32) {
			return fmt.Errorf("the last coin was not seen flying (%d coin frames, %d frames)", coins, frames)
		}
		closeAll(a)
		return nil
	})
}
