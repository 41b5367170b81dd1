package scenes

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/campaign"
	"mercado/game/table"
	"mercado/ui"
)

// monkeyKeys are the keys the monkey presses (not F11: a real fullscreen toggle is no
// use on Xvfb).
var monkeyKeys = []ebiten.Key{
	ebiten.KeyEscape, ebiten.KeyTab, ebiten.KeyEnter, ebiten.KeySpace, ebiten.KeyArrowLeft,
	ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyC, ebiten.KeyR,
	ebiten.KeyH, ebiten.KeyU, ebiten.KeyBackspace, ebiten.KeyHome, ebiten.KeyEnd,
}

// monkeyFrame queues one frame of random input: pointer moves, presses and releases
// (mouse or finger), keys and typed characters.
func monkeyFrame(r *rand.Rand, sc *ui.Script, w, h float64) {
	switch n := r.IntN(100); {
	case n < 30:
		sc.Move(r.Float64()*w, r.Float64()*h, 1)
	case n < 45:
		sc.Press(r.IntN(3) == 0)
	case n < 60:
		sc.Release()
	case n < 72:
		sc.Click(r.Float64()*w, r.Float64()*h)
	case n < 80:
		sc.Key(monkeyKeys[r.IntN(len(monkeyKeys))])
	case n < 83:
		sc.Type(string(rune('0' + r.IntN(75))))
	default:
		sc.Idle(1)
	}
}

// checkTable holds the board's game to its record: replaying the record must give the
// position on screen, so no input can have made an illegal change.
func checkTable(a *App) error {
	for _, s := range a.stack {
		b, ok := s.(*Board)
		if !ok {
			continue
		}
		st, err := b.table.Record().Replay()
		if err != nil {
			return fmt.Errorf("the record no longer replays: %v", err)
		}
		if st.Hash() != b.table.State().Hash() {
			return errors.New("the position differs from its record's replay")
		}
	}
	return nil
}

func TestMonkey(t *testing.T) {
	// At 640x360 (the same code at a quarter of the pixels), painted every drawEvery-th
	// frame: every frame's input goes through Update as in play and every frame's Draw
	// runs (the others sketched, drive.go: all the drawing code on the tallying canvas),
	// and each screen is still painted many times over, but the software GL of the test
	// display does a fraction of the work.
	const frames, chunk, drawEvery = 20000, 500, 50
	r := rand.New(rand.NewPCG(1, 2))
	var a *App
	var sc *ui.Script
	scenesSeen, scenesPainted := map[string]int{}, map[string]int{} // frames on top, and painted
	restarts := 0
	var finished, challenge *table.Table
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		var err error
		if finished, err = finishedTable(NewGameApp(table.NewMemStore(), "")); err != nil {
			return err
		}
		challenge, err = finishedChallenge(5, 2)
		return err
	})
	starts := []func(a *App) Scene{
		func(a *App) Scene { return nil }, // the menu
		func(a *App) Scene { return NewSetup() },
		func(a *App) Scene { return monkeyBoard(a, r) },
		func(a *App) Scene { return NewScoring(finished) },
		func(a *App) Scene { rp, _ := NewReplay(finished.Record(), finished.Seats()); return rp },
		func(a *App) Scene { return NewHowTo() },
		func(a *App) Scene { return NewSettings() },
		func(a *App) Scene { demoSheet(a); return NewCampaign() },
		func(a *App) Scene { return monkeyChallenge(a, r) },
		func(a *App) Scene { return NewSpecialty(campaign.Practice, 0, r.Uint64()) },
		func(a *App) Scene {
			return NewChallengeResult(challenge, &session{mode: campaign.Practice, challenge: 5}, "")
		},
	}
	next := 0
	fresh := func() {
		if a != nil {
			closeAll(a)
		}
		a, sc = testApp(table.NewMemStore())
		a.Settings.HardBudgetMS = 100
		if s := starts[next%len(starts)](a); s != nil {
			a.Push(s)
		}
		next++
	}
	fresh()
	for done := 0; done < frames; done += chunk {
		onGame(t, 640, 360, func(dst *Offscreen) error {
			for i := 0; i < chunk; i += drawEvery {
				// drawEvery frames in one tick of the test loop (a tick costs a present
				// of the test window): each frame's input and Update, the last one drawn.
				err := dst.loop.Run(func() error {
					for j := range drawEvery {
						monkeyFrame(r, sc, a.W, a.H)
						err := a.Update()
						if errors.Is(err, ErrQuit) {
							restarts++
							fresh()
							continue
						}
						if err != nil {
							return err
						}
						a.sketch = j != drawEvery-1
						a.Draw(dst.img)
						a.sketch = false
						top := fmt.Sprintf("%T", a.Top())
						scenesSeen[top]++
						if j == drawEvery-1 {
							scenesPainted[top]++
						}
						if (i+j)%100 == 0 {
							if err := checkTable(a); err != nil {
								return err
							}
						}
					}
					return nil
				})
				if err != nil {
					return err
				}
			}
			return nil
		})
		if os.Getenv("MERCADO_MONKEY_PROGRESS") != "" {
			fmt.Fprintf(os.Stderr, "%s %d frames, top %T\n", time.Now().Format("15:04:05"), done+chunk, a.Top())
		}
		// Start over on the next screen in turn, so every screen gets its share.
		fresh()
	}
	closeAll(a)
	t.Logf("%d frames, %d quits, frames on top of each screen: %v, of them painted: %v", frames, restarts, scenesSeen, scenesPainted)
	for _, want := range []string{"*scenes.Menu", "*scenes.Setup", "*scenes.Board", "*scenes.Pause",
		"*scenes.Scoring", "*scenes.Replay", "*scenes.HowTo", "*scenes.Settings",
		"*scenes.Campaign", "*scenes.Specialty", "*scenes.ChallengeResult"} {
		if scenesSeen[want] == 0 {
			t.Errorf("the monkey never reached %s", want)
		}
	}
}

// monkeyBoard is a game of random seats: people and computers of every level.
func monkeyBoard(a *App, r *rand.Rand) Scene {
	var seats []table.Seat
	for i := range 2 + r.IntN(3) {
		ch := seatChoices[r.IntN(len(seatChoices))]
		seats = append(seats, table.Seat{Name: defaultNames[i], Kind: ch.kind, Level: ch.level, Color: i})
	}
	seats[0].Kind, seats[0].Level = table.Human, ""
	t, err := table.New(table.Config{Seats: seats, First: -1, Seed: r.Uint64(), MoneyHidden: r.IntN(2) == 0, HardBudgetMS: 100})
	if err != nil {
		return nil
	}
	t.SetStore(a.Store)
	return NewBoard(t)
}

// monkeyChallenge is a random challenge of a new campaign run, saved as it goes.
func monkeyChallenge(a *App, r *rand.Rand) Scene {
	n := 1 + r.IntN(9)
	t, err := table.New(table.Config{Seats: []table.Seat{{Name: soloName, Kind: table.Human}}, First: 0, Seed: r.Uint64(), Challenge: n, Specialty: game.Good(r.IntN(game.NumGoods))})
	if err != nil {
		return nil
	}
	run := a.sheet().StartRun(time.Now())
	a.sheet().Current = &campaign.Current{Mode: campaign.InRun, Run: run.ID, Challenge: n}
	t.SetStoreAs(a.Store, campaign.ChallengeSave)
	return NewChallengeBoard(t, &session{mode: campaign.InRun, run: run.ID, challenge: n, helps: r.IntN(2) == 0})
}

// finishedChallenge is challenge n played to its end by the medium computer.
func finishedChallenge(n int, seed uint64) (*table.Table, error) {
	t, err := table.New(table.Config{Seats: []table.Seat{{Name: soloName, Kind: table.Human}}, First: 0, Seed: seed, Challenge: n})
	if err != nil {
		return nil, err
	}
	p, err := ai.New("medium", seed, 0)
	if err != nil {
		return nil, err
	}
	for !t.Over() {
		if _, err := t.Play(p.Choose(t.State())); err != nil {
			return nil, err
		}
	}
	return t, nil
}
