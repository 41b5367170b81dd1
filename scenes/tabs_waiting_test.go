package scenes

import (
	"fmt"
	"testing"

	"mercado/game/table"
	"mercado/ui"
)

// awayMove is a table whose other seat is to move and takes its time, as a friend at an
// online table does: Poll brings nothing, and the seat is thinking.
type awayMove struct{ table.Game }

func (awayMove) Poll() (table.Event, bool) { return table.Event{}, false }
func (awayMove) Thinking() bool            { return true }
func (awayMove) ThinkingTakesLong() bool   { return true }

// On a phone the drawer's tabs (customers, stand tiles, log) answer taps while another
// seat is to move: a person waiting for a friend can read the log and the tiles.
func TestPhoneTabsAnswerWhileAnotherSeatMoves(t *testing.T) {
	onGame(t, 390, 844, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		defer closeAll(a)
		tb, err := table.New(table.Config{Seats: []table.Seat{
			{Name: "Ana", Kind: table.Human, Color: 0},
			{Name: "Rui", Kind: table.Computer, Level: "easy", Color: 1},
		}, First: 1, Seed: 7})
		if err != nil {
			return err
		}
		b := NewBoard(awayMove{tb})
		a.Reset(b)
		if err := a.Step(dst, 10); err != nil {
			return err
		}
		if a.Form == ui.Wide || b.table.HumanToMove() {
			return fmt.Errorf("want a phone's board with Rui to move (form %v, Ana to move %v)", a.Form, b.table.HumanToMove())
		}
		for _, part := range []trayPart{trayLog, trayDisplay, trayCustomers, trayLog} {
			r := b.view.layout.tabs[part]
			if r.W == 0 {
				return fmt.Errorf("no tab %d on the phone's board", part)
			}
			sc.Move(r.CX(), r.CY(), 1)
			sc.Press(true)
			sc.Release()
			if err := a.Step(dst, 6); err != nil {
				return err
			}
			if b.view.layout.tray != part {
				return fmt.Errorf("a tap on tab %d while Rui is to move left the drawer on %d", part, b.view.layout.tray)
			}
		}
		return nil
	})
}
