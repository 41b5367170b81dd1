package scenes

import (
	"mercado/game"
	"mercado/game/table"
)

// The screens fall into families — the board (with its pause, pass screen and
// standings), the review (with the replay), the tutorial, the campaign, the menu, the
// statistics and finished games, the setup, the settings — and the kit and the words
// every family uses. A family opens a screen of another family only through the App's
// destinations, given to the App once where the stack is set up (NewApp): the menu, the
// review and the replay, the campaign's sheet, How to play, ... A mode builds its own
// board (NewBoard, then SetMode): the board is what the modes plug into, and it knows
// none of them (board_mode.go).

// destinations are the screens one family opens of another. A new screen that another
// family opens gets its field here, and its constructor in screens.
type destinations struct {
	menu      func() Scene                                       // the start, where every "back to the menu" goes
	game      func(t table.Game) Scene                           // a game on the board: a new one, or one continued
	standings func(t *table.Table) Scene                         // a finished game's standings
	review    func(a *App, rec *game.Record, seats []table.Seat) // the review of a finished game, or why not
	replay    func(rec *game.Record, seats []table.Seat) (Scene, error)
	tutorial  func(a *App) // the guided first game, where it was left, or why not
	campaign  func() Scene // the campaign's sheet
	setup     func() Scene // a new game's seats
	howTo     func() Scene
	settings  func() Scene
	stats     func() Scene
	finished  func() Scene // the finished games
}

// screens are the destinations of the game's screens.
func screens() destinations {
	return destinations{
		menu:      func() Scene { return NewMenu() },
		game:      func(t table.Game) Scene { return NewBoard(t) },
		standings: func(t *table.Table) Scene { return NewScoring(t) },
		review:    openReview,
		replay: func(rec *game.Record, seats []table.Seat) (Scene, error) {
			r, err := NewReplay(rec, seats)
			if err != nil {
				return nil, err
			}
			return r, nil
		},
		tutorial: openTutorial,
		campaign: func() Scene { return NewCampaign() },
		setup:    func() Scene { return NewSetup() },
		howTo:    func() Scene { return NewHowTo() },
		settings: func() Scene { return NewSettings() },
		stats:    func() Scene { return NewStats() },
		finished: func() Scene { return NewFinishedList() },
	}
}
