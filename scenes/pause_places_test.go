package scenes

import (
	"fmt"
	"testing"

	"mercado/game/ai"
	"mercado/game/campaign"
	"mercado/game/table"
	"mercado/ui"
)

// onlineSeat stands for an online table's seat on a board: a game that is not a table
// at this screen, under a mode of another package.
type onlineSeat struct{ table.Game }

type onlineMode struct{}

func (onlineMode) Update(*App, *Board) bool      { return false }
func (onlineMode) Draw(*ui.Canvas, *App, *Board) {}

// pauseModes are a board of each kind of game the pause menu pauses.
func pauseModes() (map[string]*Board, error) {
	person := table.Seat{Name: "Ana", Kind: table.Human}
	bo := table.Seat{Name: "Bo", Kind: table.Human, Color: 1} // not translated: a test's player
	rui := table.Seat{Name: "Rui", Kind: table.Computer, Level: "easy", Color: 1}
	solo := table.Seat{Name: soloName, Kind: table.Human}
	watcher := table.Seat{Name: watchName, Kind: table.Computer, Level: ai.CampaignLevel, Color: 1}
	var failed error
	newTable := func(challenge int, hidden bool, seats ...table.Seat) *table.Table {
		t, err := table.New(table.Config{Seats: seats, Seed: 4, Challenge: challenge, MoneyHidden: hidden})
		if err != nil {
			failed = err
			t, _ = table.New(table.Config{Seats: []table.Seat{seats[0]}})
		}
		return t
	}
	boards := map[string]*Board{
		"game":     NewBoard(newTable(0, false, person, rui)),
		"hot-seat": NewBoard(newTable(0, true, person, bo)),
		"challenge": NewChallengeBoard(newTable(3, false, solo),
			&session{mode: campaign.InRun, run: 1, challenge: 3}),
		"practice": NewChallengeBoard(newTable(3, false, solo), &session{mode: campaign.Practice, challenge: 3}),
		"watch":    NewChallengeBoard(newTable(3, false, watcher), &session{mode: campaign.Watch, challenge: 3}),
		"try":      NewBoard(newTable(0, false, person, rui)),
		"online":   NewBoard(onlineSeat{newTable(0, false, person, bo)}),
	}
	if failed != nil {
		return nil, failed
	}
	boards["try"].SetMode(&reviewTry{from: 1})
	boards["online"].SetMode(onlineMode{})
	tut, err := tutorialBoard(0)
	if err != nil {
		return nil, err
	}
	boards["tutorial"] = tut
	return boards, nil
}

// The pause menu keeps its buttons in place whatever it pauses: in every mode the same
// buttons in the same order at the same places, on a desktop and a phone upright and on
// its side. A mode greys what it does not allow (a game watched is not conceded).
func TestPauseButtonsKeepTheirPlaces(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {390, 844}, {844, 390}} {
		onGame(t, size[0], size[1], func(dst *Offscreen) error {
			a, _ := testApp(nil)
			defer closeAll(a)
			if err := a.Step(dst, 2); err != nil { // the screen's form is known
				return err
			}
			boards, err := pauseModes()
			if err != nil {
				return err
			}
			defer func() {
				for _, b := range boards {
					b.Close()
				}
			}()
			want := NewPause(boards["game"])
			want.layout(a)
			for mode, b := range boards {
				p := NewPause(b)
				p.layout(a)
				if len(p.items) != len(want.items) {
					return fmt.Errorf("%vx%v, %s: %d buttons, a game has %d", a.W, a.H, mode, len(p.items), len(want.items))
				}
				for i, it := range p.items {
					if w := want.items[i]; it.id != w.id || it.btn.Rect != w.btn.Rect {
						return fmt.Errorf("%vx%v, %s: button %d is %s at %v, in a game %s at %v", a.W, a.H, mode, i, it.id, it.btn.Rect, w.id, w.btn.Rect)
					}
				}
				concede := p.items[2]
				if greyed := mode == "watch" || mode == "try" || mode == "online"; concede.btn.Disabled != greyed {
					return fmt.Errorf("%s: %q greyed %v", mode, concede.btn.Label, concede.btn.Disabled)
				}
			}
			return nil
		})
	}
}
