package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// Replay steps through a finished game's record, forward and back.
type Replay struct {
	states []game.State  // position after each decision; states[0] is the start
	events []table.Event // the decisions, told in the log up to the step shown
	view   tableView
	step   int
	auto   bool
	tick   int
	tip    tooltip

	first, prev, play, next, last, back ui.Button
}

// NewReplay rebuilds every position of a record.
func NewReplay(rec *game.Record, seats []table.Seat) (*Replay, error) {
	t, err := table.FromRecord(rec, seats)
	if err != nil {
		return nil, err
	}
	s, err := rec.Start()
	if err != nil {
		return nil, err
	}
	r := &Replay{}
	r.view.seats = seats
	r.states = append(r.states, *s)
	for i, text := range rec.Moves {
		m, err := game.ParseMove(text)
		if err == nil {
			err = s.Play(m)
		}
		if err != nil {
			return nil, fmt.Errorf("move %d: %v", i+1, err)
		}
		r.states = append(r.states, *s)
	}
	r.events = t.Log()
	return r, nil
}

func (r *Replay) layout(a *App) {
	right := a.W - 12
	bw, pw := 56.0, 124.0 // the play button carries a word
	x := right - 4*(bw+8) - (pw + 8) - 122
	r.first = button(r.first, ui.R(x, 6, bw, 36), "|◄")
	r.prev = button(r.prev, ui.R(x+bw+8, 6, bw, 36), "◄")
	label := lang.T("game.replay.play")
	if r.auto {
		label = lang.T("game.replay.stop")
	}
	r.play = button(r.play, ui.R(x+2*(bw+8), 6, pw, 36), label)
	r.next = button(r.next, ui.R(x+2*(bw+8)+pw+8, 6, bw, 36), "►")
	r.last = button(r.last, ui.R(x+3*(bw+8)+pw+8, 6, bw, 36), "►|")
	r.back = button(r.back, ui.R(right-110, 6, 110, 36), lang.T("game.replay.back"))
}

func (r *Replay) Update(a *App) {
	r.layout(a)
	in := &a.Input
	n := len(r.states) - 1
	switch {
	case r.first.Update(in) || in.Key(ebiten.KeyHome):
		r.step, r.auto = 0, false
	case r.prev.Update(in) || in.Key(ebiten.KeyArrowLeft):
		r.step, r.auto = max(0, r.step-1), false
	case r.next.Update(in) || in.Key(ebiten.KeyArrowRight):
		r.step = min(n, r.step+1)
	case r.last.Update(in) || in.Key(ebiten.KeyEnd):
		r.step, r.auto = n, false
	case r.play.Update(in) || in.Key(ebiten.KeySpace):
		r.auto = !r.auto
		if r.step == n {
			r.step = 0
		}
	case r.back.Update(in) || in.Key(ebiten.KeyEscape):
		a.Pop()
		return
	}
	if r.auto {
		r.tick++
		if r.tick >= max(8, a.frames(40)) {
			r.tick = 0
			r.step = min(n, r.step+1)
			r.auto = r.step < n
		}
	}
	r.view.log.update(in, r.view.l.logArea, 0)
	r.tip.update(in, &r.view, &r.states[r.step], r.auto)
}

func (r *Replay) Draw(c *ui.Canvas, a *App) {
	r.layout(a)
	s := &r.states[r.step]
	r.view.l.compute(a.W, a.H, s.NumPlayers())
	bar := r.view.l.topBar
	c.Fill(bar, ui.Wood)
	c.TextFit(lang.F("game.replay.title", "Step", r.step, "Total", len(r.states)-1), 16, 24, 18, r.first.Rect.X-32, true, ui.Paper, ui.Left)
	m := noMarks(everyone)
	r.view.log.set(r.events[:r.step], r.view.seats, -1) // the log tells the decisions up to the step
	r.view.draw(c, s, &m)
	for _, b := range []*ui.Button{&r.first, &r.prev, &r.play, &r.next, &r.last, &r.back} {
		b.Draw(c)
	}
	r.tip.draw(c, &r.view.l)
}
