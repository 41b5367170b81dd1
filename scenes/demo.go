package scenes

import (
	"fmt"
	"time"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/campaign"
	"mercado/game/table"
)

// Games and sheets played for show: `mercado screenshots` (shots*.go) and the tests
// start from them. They live apart from the screenshots, which the browser build leaves
// out; nothing of the game calls them, so they cost it nothing.

// playTo plays a table forward: the people's seats are played by the medium computer,
// the computers think for real.
func playTo(t *table.Table, decisions int) error {
	stand, _ := ai.New("medium", 1, 0)
	deadline := time.Now().Add(2 * time.Minute)
	for len(t.Log()) < decisions && !t.Over() {
		if time.Now().After(deadline) {
			return fmt.Errorf("the computers took too long") // not translated: screenshot tool
		}
		if !t.HumanToMove() {
			if _, ok := t.Poll(); !ok {
				time.Sleep(2 * time.Millisecond)
			}
			continue
		}
		if _, err := t.Play(stand.Choose(t.State())); err != nil {
			return err
		}
	}
	return nil
}

func demoTable(a *App, seed uint64, seats ...table.Seat) (*table.Table, error) {
	t, err := table.New(table.Config{Seats: seats, MoneyHidden: true, First: 0, Seed: seed, HardBudgetMS: 200})
	if err != nil {
		return nil, err
	}
	t.SetStore(a.Store)
	return t, nil
}

var (
	ana   = table.Seat{Name: "Ana", Kind: table.Human, Color: 0}                     // not translated: screenshot tool
	rui   = table.Seat{Name: "Rui", Kind: table.Computer, Level: "medium", Color: 1} // not translated: screenshot tool
	ines  = table.Seat{Name: "Inês", Kind: table.Computer, Level: "easy", Color: 2}  // not translated: screenshot tool
	tiago = table.Seat{Name: "Tiago", Kind: table.Computer, Level: "easy", Color: 3} // not translated: screenshot tool
)

// boardMidGame is a four-player game some rounds in, with the person to move.
func boardMidGame(a *App) (*Board, error) {
	t, err := demoTable(a, 5, ana, rui, ines, tiago)
	if err != nil {
		return nil, err
	}
	if err := playTo(t, 40); err != nil {
		return nil, err
	}
	for !t.HumanToMove() && !t.Over() {
		if _, ok := t.Poll(); !ok {
			time.Sleep(2 * time.Millisecond)
		}
	}
	return NewBoard(t), nil
}

func finishedTable(a *App) (*table.Table, error) {
	an := ana
	an.Kind, an.Level = table.Computer, "medium"
	var t *table.Table
	for seed := uint64(21); seed < 40; seed++ {
		var err error
		if t, err = demoTable(a, seed, an, rui, ines); err != nil {
			return nil, err
		}
		if err := playTo(t, 1<<30); err != nil {
			return nil, err
		}
		if len(t.Log()) > 60 {
			break
		}
	}
	return t, nil
}

func closeAll(a *App) {
	for _, sc := range a.stack {
		closeScene(sc)
	}
}

// demoSheet is a sheet with three runs: one complete, one half way, one just begun.
func demoSheet(a *App) {
	sh := a.sheet()
	start := time.Date(2026, 10, 3, 20, 0, 0, 0, time.UTC)
	scores := [][]int{
		{84, 61, 92, 95, 47, 41, 73, 66, 101},
		{92, 58, 81, 0, 36, 0, 0, 71, 0},
		{0, 0, 77, 0, 0, 0, 0, 0, 0},
	}
	for i, row := range scores {
		run := sh.StartRun(start.AddDate(0, 0, 9*i))
		for k, score := range row {
			n := k + 1
			if score == 0 {
				continue
			}
			res := campaign.Result{Challenge: n, Score: score, Fame: game.Challenges[n].FameOf(score), Finished: run.Started.Add(time.Duration(n) * time.Hour)}
			res.BestMove = i == 0 && (n == 3 || n == 9)
			res.Hints = i == 1 && n == 2
			if err := sh.Finish(run.ID, res); err != nil {
				panic(err)
			}
		}
	}
}
