//go:build !js

package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/tutorial"
)

// tutorialShots are the first game's lessons: the start, the opening with no coin, the
// helps, the face-down restaurant, the redraw, the jumps and the log, the middle's two
// choices and what each brought, the end.
var tutorialShots = []shot{
	{"tutorial-welcome", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "welcome", false) }},
	{"tutorial-start", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "start", false) }},
	{"tutorial-coin", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "try_coin", false) }},
	{"tutorial-undo", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "undo", false) }},
	{"tutorial-hint", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "hint", false) }},
	{"tutorial-hinted", func(a *App, dst *Offscreen) error { return shotTutorialHinted(a, dst) }},
	{"tutorial-redraw", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "display_redraw", false) }},
	{"tutorial-customers", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "bring_customers", false) }},
	{"tutorial-later", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "later", false) }},
	{"tutorial-log", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "log", false) }},
	{"tutorial-waiting", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "waiting", false) }},
	{"tutorial-choice", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "build_or_customers", false) }},
	{"tutorial-choice-customers", func(a *App, dst *Offscreen) error { return shotTutorialChose(a, dst, "build_or_customers", 0) }},
	{"tutorial-choice-build", func(a *App, dst *Offscreen) error { return shotTutorialChose(a, dst, "build_or_customers", 1) }},
	{"tutorial-more-rounds", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "more_rounds", false) }},
	{"tutorial-pub", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "pub", false) }},
	{"tutorial-pub-refused", shotTutorialPubRefused},
	{"tutorial-pub-placed", func(a *App, dst *Offscreen) error { return shotTutorialChose(a, dst, "pub", 0) }},
	{"tutorial-last-rounds", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "last_rounds", false) }},
	{"tutorial-end", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "end_trigger", false) }},
	{"tutorial-end-folded", shotTutorialFolded},
}

func init() { shots = append(shots, tutorialShots...) }

// shotTutorial shows the tutorial at the step named id; refused: after the person tried
// a move the step does not teach (a coin), so that the refusal shows.
func shotTutorial(a *App, dst *Offscreen, id string, refused bool) error {
	step := -1
	for i, st := range tutorial.Steps {
		if st.ID == id {
			step = i
		}
	}
	if step < 0 {
		return fmt.Errorf("no tutorial step %q", id) // not translated: screenshot tool
	}
	b, err := tutorialBoard(step)
	if err != nil {
		return err
	}
	a.Push(b)
	if err := a.Step(dst, 30); err != nil {
		return err
	}
	if refused {
		b.play(a, game.CoinMove())
	}
	return a.Step(dst, 20)
}

// shotTutorialChose is the Choose step named id once the person took option o (each
// of its moves made, as Skip step makes them): the card says what it brought.
func shotTutorialChose(a *App, dst *Offscreen, id string, o int) error {
	run, err := shotTutorialRun(a, dst, id)
	if err != nil {
		return err
	}
	b := a.Top().(*Board)
	for _, m := range run.current().Options[o].Moves {
		b.playNow(a, m)
		for range 600 { // frames, for the move's animation
			if !b.anims.busy() {
				break
			}
			if err := a.Step(dst, 1); err != nil {
				return err
			}
		}
	}
	return a.Step(dst, 30)
}

// shotTutorialPubRefused is the pub's choice after the pub was tried where it raises
// one stand only (C5, beside the fish stand on C4): the refusal says so.
func shotTutorialPubRefused(a *App, dst *Offscreen) error {
	if _, err := shotTutorialRun(a, dst, "pub"); err != nil {
		return err
	}
	b := a.Top().(*Board)
	b.play(a, game.RestaurantMove(game.Pub, game.SpaceAt(2, 4)))
	return a.Step(dst, 20)
}

// shotTutorialHinted is the hint step once the person pressed Hint: the hint's ghost
// and reason on the board, and the lesson that plays it.
func shotTutorialHinted(a *App, dst *Offscreen) error {
	run, err := shotTutorialRun(a, dst, "hint")
	if err != nil {
		return err
	}
	a.Script().Key(ebiten.KeyH)
	for range 3000 { // frames, for the hint's search on a busy machine
		if run.current().Kind != tutorial.Hint {
			break
		}
		if err := a.Step(dst, 1); err != nil {
			return err
		}
	}
	return a.Step(dst, 20)
}

// shotTutorialFolded is the end's lesson on a phone once its box was folded by a tap on
// its head (on a screen where the box has a band of its own, the box as it is).
func shotTutorialFolded(a *App, dst *Offscreen) error {
	run, err := shotTutorialRun(a, dst, "end_trigger")
	if err != nil {
		return err
	}
	if head := run.fold.Rect; !run.fold.Disabled {
		a.Script().Click(head.X+head.W/3, head.Y+head.H/2)
	}
	return a.Step(dst, 20)
}

// shotTutorialRun shows the tutorial at the step named id (shotTutorial) and gives its
// board's lessons.
func shotTutorialRun(a *App, dst *Offscreen, id string) (*tutorialRun, error) {
	if err := shotTutorial(a, dst, id, false); err != nil {
		return nil, err
	}
	var run *tutorialRun
	if b, ok := a.Top().(*Board); ok {
		run, _ = b.mode.(*tutorialRun)
	}
	if run == nil {
		return nil, fmt.Errorf("no tutorial board but %T", a.Top()) // not translated: screenshot tool
	}
	return run, nil
}
