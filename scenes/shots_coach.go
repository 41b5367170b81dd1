//go:build !js

package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/stats"
	"mercado/game/table"
)

// coachShots are the hint's reason and the statistics for `mercado screenshots`.
var coachShots = []shot{
	{"board-hint", func(a *App, dst *Offscreen) error { return shotHint(a, dst, false) }},
	{"board-hint-open", func(a *App, dst *Offscreen) error { return shotHint(a, dst, true) }},
	{"stats", shotStats},
	{"finished-games", shotFinishedGames},
	{"stats-damaged", func(a *App, dst *Offscreen) error {
		if err := a.Store.Write(stats.FileName, []byte("{\"version\": 1, \"all\": {\"played\": 3")); err != nil {
			return err
		}
		a.Push(NewStats())
		return a.Step(dst, 30)
	}},
}

// shotStats is the statistics after some games against each level, a few challenges
// and one whole run.
func shotStats(a *App, dst *Offscreen) error {
	s := stats.New()
	for i := range 23 {
		g := stats.Game{Key: fmt.Sprint("shot", i), Players: 2 + i%3, Level: stats.Levels[i%3], Score: 20 + (i*37)%41, Won: i%4 != 1, Conceded: i == 9}
		if g.Conceded {
			g.Won = false
		}
		s.AddGame(g)
	}
	for i := 8; i < 23; i++ { // the later games reviewed, the accuracy slowly rising
		s.AddAccuracy(fmt.Sprint("shot", i), 58+i+(i*29)%17)
	}
	for n := 1; n <= 9; n++ {
		s.AddChallenge(stats.ChallengeGame{Key: fmt.Sprint("ch", n), Challenge: n, Score: 40 + n*7, Fame: n % 4})
	}
	s.AddRun("run", 17)
	s.AddHotSeat("hot")
	if err := s.Save(a.Store); err != nil {
		return err
	}
	a.Push(NewStats())
	return a.Step(dst, 30)
}

func init() { shots = append(shots, coachShots...) }

// shotHint asks for a hint by its key in the mid-game position (hidden money) or in a
// two-player game with open money, and waits for its reason.
func shotHint(a *App, dst *Offscreen, open bool) error {
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
		a.StepUntil(dst, 60*frameRate, func() bool { return t.HumanToMove() && !b.anims.busy() && b.playing < 0 })
	} else {
		var err error
		if b, err = onMidGame(a, dst); err != nil {
			return err
		}
	}
	a.Script().Key(ebiten.KeyH)
	a.StepUntil(dst, 60*frameRate, func() bool { _, ok := b.table.HintReason(); return ok && b.hintOn })
	return a.Step(dst, 10)
}

// shotFinishedGames is the list of finished games after three whole games played to the
// end in the app's store.
func shotFinishedGames(a *App, dst *Offscreen) error {
	an := ana
	an.Kind, an.Level = table.Computer, "medium"
	for i, others := range [][]table.Seat{{rui}, {rui, ines}, {ines, rui, tiago}} {
		t, err := demoTable(a, uint64(5+i), append([]table.Seat{an}, others...)...)
		if err != nil {
			return err
		}
		t.SetStore(a.Store)
		if err := playTo(t, 1<<30); err != nil {
			return err
		}
	}
	a.Push(NewFinishedList())
	return a.Step(dst, 30)
}
