package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/table"
)

// coachShots are the hint's reason and the statistics for `mercado screenshots`.
var coachShots = []shot{
	{"board-hint", func(a *App, dst *Screen) error { return shotHint(a, dst, false) }},
	{"board-hint-open", func(a *App, dst *Screen) error { return shotHint(a, dst, true) }},
}

func init() { shots = append(shots, coachShots...) }

// shotHint asks for a hint by its key in the mid-game position (hidden money) or in a
// two-player game with open money, and waits for its reason.
func shotHint(a *App, dst *Screen, open bool) error {
	var b *Board
	if open {
		t, err := table.New(table.Config{Seats: []table.Seat{ana, rui}, First: 0, Seed: 9, HardBudgetMS: 200})
		if err != nil {
			return err
		}
		t.SetStore(a.Store)
		if err := playTo(t, 14); err != nil {
			return err
		}
		b = NewBoard(t)
		a.Push(b)
		if err := a.Step(dst, 20); err != nil { // the board comes on top, past the cross-fade
			return err
		}
		a.StepUntil(dst, time.Minute, func() bool { return t.HumanToMove() && !b.q.busy() && b.playing < 0 })
	} else {
		var err error
		if b, err = onMidGame(a, dst); err != nil {
			return err
		}
	}
	a.Script().Key(ebiten.KeyH)
	a.StepUntil(dst, time.Minute, func() bool { _, ok := b.t.HintReason(); return ok && b.hintOn })
	return a.Step(dst, 10)
}
