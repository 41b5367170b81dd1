//go:build !js

package scenes

import (
	"fmt"

	"mercado/game/ai"
	"mercado/game/review"
	"mercado/game/table"
	"mercado/ui"
)

// shotReviewWork is what the screenshots' reviews do: lighter than a player's, the same
// method, so a set of screenshots stays quick.
var shotReviewWork = review.Options{Iterations: 600, Samples: 400}

// reviewOfFinished pushes the review of the screenshots' finished game and waits for it.
func reviewOfFinished(a *App, dst *Offscreen) (*Review, error) {
	t, err := finishedTable(a)
	if err != nil {
		return nil, err
	}
	r, err := NewReview(t.Record(), t.Seats())
	if err != nil {
		return nil, err
	}
	r.opt.Iterations, r.opt.Samples = shotReviewWork.Iterations, shotReviewWork.Samples
	r.opt.Seats = nil // every seat: the chart shows the lead changing hands
	a.Push(r)
	if !a.StepUntil(dst, 180*frameRate, r.Ready) {
		return nil, fmt.Errorf("the review took too long") // not translated: screenshot tool
	}
	return r, a.Step(dst, 30)
}

func shotReview(a *App, dst *Offscreen) error {
	_, err := reviewOfFinished(a, dst)
	return err
}

// shotReviewDecision shows the game's costliest decision on the board.
func shotReviewDecision(a *App, dst *Offscreen) error {
	r, err := reviewOfFinished(a, dst)
	if err != nil {
		return err
	}
	worst := 0
	for i, d := range r.res.Decisions {
		if d.Loss > r.res.Decisions[worst].Loss && d.Best != "redraw" && d.Move != "coin" {
			worst = i
		}
	}
	r.show(worst)
	return a.Step(dst, 30)
}

// shotReviewProgress is the review at work.
func shotReviewProgress(a *App, dst *Offscreen) error {
	t, err := finishedTable(a)
	if err != nil {
		return err
	}
	r, err := NewReview(t.Record(), t.Seats())
	if err != nil {
		return err
	}
	a.Push(r)
	if !a.StepUntil(dst, 60*frameRate, func() bool { return r.done.Load() >= 3 }) {
		return fmt.Errorf("the review made no progress") // not translated: screenshot tool
	}
	return a.Step(dst, 20)
}

// shotReviewSolo is the review of a solo challenge played by the medium computer: the
// chart is the estimated final score.
func shotReviewSolo(a *App, dst *Offscreen) error {
	t, err := table.New(table.Config{Seats: []table.Seat{{Name: soloName, Kind: table.Human}}, First: 0, Seed: 21, Challenge: 4})
	if err != nil {
		return err
	}
	p, err := ai.New("medium", 21, 0)
	if err != nil {
		return err
	}
	for !t.Over() {
		if _, err := t.Play(p.Choose(t.State())); err != nil {
			return err
		}
	}
	r, err := NewReview(t.Record(), t.Seats())
	if err != nil {
		return err
	}
	r.opt.Iterations, r.opt.Samples = shotReviewWork.Iterations, shotReviewWork.Samples
	a.Push(r)
	if !a.StepUntil(dst, 180*frameRate, r.Ready) {
		return fmt.Errorf("the review took too long") // not translated: screenshot tool
	}
	return a.Step(dst, 30)
}

// shotReviewLine is the costliest decision's line on the board, two moves into it.
func shotReviewLine(a *App, dst *Offscreen) error {
	if err := shotReviewDecision(a, dst); err != nil {
		return err
	}
	r, ok := a.Top().(*Review)
	if !ok {
		return fmt.Errorf("the review is not on top") // not translated: screenshot tool
	}
	r.showLine()
	if !a.StepUntil(dst, 60*frameRate, func() bool { _, _, ok := r.LineShown(); return ok }) {
		return fmt.Errorf("the line took too long") // not translated: screenshot tool
	}
	r.stepLine(2)
	return a.Step(dst, 30)
}

// shotReviewTry is the costliest decision tried again on the board.
func shotReviewTry(a *App, dst *Offscreen) error {
	if err := shotReviewDecision(a, dst); err != nil {
		return err
	}
	r, ok := a.Top().(*Review)
	if !ok {
		return fmt.Errorf("the review is not on top") // not translated: screenshot tool
	}
	r.tryIt(a)
	if err := a.Step(dst, 10); err != nil {
		return err
	}
	b, ok := a.Top().(*Board)
	if !ok {
		return fmt.Errorf("the try is not on top") // not translated: screenshot tool
	}
	a.StepUntil(dst, 60*frameRate, func() bool { return b.table.HumanToMove() && !b.anims.busy() })
	return a.Step(dst, 20)
}

// shotReviewTryOver is a try of the game's last decision of Ana, played to its end by
// the medium computer in her seat: the card with the try's scores and the game's.
func shotReviewTryOver(a *App, dst *Offscreen) error {
	r, err := reviewOfFinished(a, dst)
	if err != nil {
		return err
	}
	last := -1
	for i, d := range r.res.Decisions {
		if d.Seat == 0 {
			last = i
		}
	}
	r.show(last)
	r.tryIt(a)
	if err := a.Step(dst, 10); err != nil {
		return err
	}
	b, ok := a.Top().(*Board)
	if !ok || !b.IsTry() {
		return fmt.Errorf("the try is not on top") // not translated: screenshot tool
	}
	try := b.mode.(*reviewTry)
	p, _ := ai.New("medium", 3, 0)
	a.StepUntil(dst, 600*frameRate, func() bool {
		if b.table.HumanToMove() && !b.anims.busy() && b.playing < 0 {
			_, _ = b.table.Play(p.Choose(b.table.State()))
		}
		return try.over
	})
	return a.Step(dst, 20)
}

// shotReviewTryOverMenu is the try's end with its Menu pressed: the pause menu over the
// end's card, its way out leading back to the review.
func shotReviewTryOverMenu(a *App, dst *Offscreen) error {
	if err := shotReviewTryOver(a, dst); err != nil {
		return err
	}
	b, ok := a.Top().(*Board)
	if !ok {
		return fmt.Errorf("the try is not on top") // not translated: screenshot tool
	}
	a.Push(NewPause(b))
	return a.Step(dst, 20)
}

func init() { shots = append(shots, shot{"review-list-moves", shotReviewListMoves}) }

// shotReviewListMoves is the list of decisions brought to its longest move (customers
// brought to an entrance, written as the log writes them): wrapped in its row, never
// shrunk to fit.
func shotReviewListMoves(a *App, dst *Offscreen) error {
	r, err := reviewOfFinished(a, dst)
	if err != nil {
		return err
	}
	longest, most := 0, 0.0
	for i, d := range r.res.Decisions {
		if w := ui.TextWidth(moveWhat(r.moveOf(d.Move)), moveRowSize, false); w > most {
			longest, most = i, w
		}
	}
	if a.Form == ui.Wide {
		r.list.keepInView(longest)
	} else {
		r.last, r.reveal = longest, true // the phone's overview scrolls it into view
	}
	return a.Step(dst, 30)
}
