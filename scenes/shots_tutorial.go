package scenes

import (
	"fmt"

	"mercado/game"
	"mercado/game/tutorial"
)

// shotTutorial shows the tutorial at the step named id; refused: after the person tried
// a move the step does not teach (a coin), so that the refusal shows.
func shotTutorial(a *App, dst *Screen, id string, refused bool) error {
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
