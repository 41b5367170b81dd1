package scenes

import (
	"fmt"
	"testing"

	"mercado/game/table"
	"mercado/ui"
)

func overlap(a, b ui.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// textBox is the box of a line of text drawn at (x, y) with the given alignment.
func textBox(text string, x, y, size float64, bold bool, align ui.Align) ui.Rect {
	w := ui.TextWidth(text, size, bold)
	switch align {
	case ui.Center:
		x -= w / 2
	case ui.Right:
		x -= w
	}
	return ui.R(x, y-size/2, w, size)
}

// TestIncomeLabelsNeverCoverNamesLevelsOrMoney watches every rising "+N"/"−N" label of
// a four-seat game in every frame of its flight and checks it against the names, levels
// and money drawn on the panels. The check is of places, not pixels: every frame runs
// its Update and its drawing, sketched (drive.go), and only every sixtieth is painted
// (the places are the same either way).
func TestIncomeLabelsNeverCoverNamesLevelsOrMoney(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, _ := testApp(nil)
		a.Settings.AnimSpeed = AnimNormal
		var seats []table.Seat
		for i, name := range []string{"Ana", "Rui", "Inês", "Tiago"} {
			seats = append(seats, table.Seat{Name: name, Kind: table.Computer, Level: "easy", Color: i})
		}
		tb, err := table.New(table.Config{Seats: seats, First: 0, Seed: 31})
		if err != nil {
			return err
		}
		b := NewBoard(tb)
		a.Push(b)
		labels := 0
		for frame := 0; len(tb.Log()) < 16 && !tb.Over(); frame++ {
			if frame > 20000 {
				return fmt.Errorf("only %d decisions in %d frames", len(tb.Log()), frame)
			}
			step := a.StepSketched
			if frame%60 == 0 {
				step = a.Step
			}
			if err := step(dst, 1); err != nil {
				return err
			}
			var taken []ui.Rect
			s := b.state()
			for seat := range s.NumPlayers() {
				p := b.view.layout.players[seat]
				ms := b.view.layout.moneySpot(seat)
				taken = append(taken,
					textBox(seatName(b.view.seats[seat].Name), p.X+36, p.Y+17, 18, true, ui.Left),
					textBox(seatKindText(b.view.seats[seat]), p.Right()-12, p.Y+17, 12, false, ui.Right),
					textBox(moneyText(s, b.viewer, seat), ms.X+moneyTextX, ms.CY(), moneyTextSize, true, ui.Left))
			}
			for _, an := range b.anims.list {
				if an.kind != labelAnim || an.text == "" || !an.started() {
					continue
				}
				labels++
				rise := an.rise
				if rise == 0 {
					rise = 26
				}
				box := textBox(an.text, an.to.CX(), an.to.CY()-rise*an.progress(), labelSize, true, ui.Center)
				for _, r := range taken {
					if overlap(box, r) {
						return fmt.Errorf("label %q at %v covers a name, level or money at %v (decision %d)", an.text, box, r, len(tb.Log()))
					}
				}
			}
		}
		if labels == 0 {
			return fmt.Errorf("no label rose in %d decisions", len(tb.Log()))
		}
		closeAll(a)
		return nil
	})
}
