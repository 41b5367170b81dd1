package scenes

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestYourTurnWaitsForTheComputersMove: after a computer decides, the status line, the
// highlighted panel and Undo stay with the computer until its piece has landed and its
// income has flown; only then is it the person's turn.
func TestYourTurnWaitsForTheComputersMove(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Screen) error {
		a, _, b, err := newBoardApp(dst, nil, 21)
		if err != nil {
			return err
		}
		a.Settings.AnimSpeed = AnimNormal
		for round := 0; round < 3; round++ {
			if err := until(a, dst, "the person's turn", func() bool { return b.t.HumanToMove() && !b.q.busy() }); err != nil {
				return err
			}
			for b.t.HumanToMove() { // the person's whole turn (a display tile may follow a stand)
				if !b.playNow(a, busyMove(b.t.State())) {
					return errors.New("the board refused the person's move")
				}
			}
			// Frame by frame from the computer's decision until the person may play.
			watched := 0
			for frame := 0; !(b.t.HumanToMove() && !b.q.busy()); frame++ {
				if frame > 5000 {
					return errors.New("the computer's move never finished playing out")
				}
				if err := a.Step(dst, 1); err != nil {
					return err
				}
				log := b.t.Log()
				if !log[len(log)-1].ByComputer || !b.q.busy() {
					continue
				}
				watched++
				if line := b.statusLine(); b.t.HumanToMove() && line == b.banner {
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
