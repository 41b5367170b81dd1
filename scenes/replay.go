package scenes

import (
	"fmt"
	"math"
	"time"

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
	speed  int   // index into replaySpeeds
	rounds []int // the steps at which a round ended: the scrubber's ticks

	first, prev, play, next, last, back, faster ui.Button
	review, export                              ui.Button
	exportNote                                               // where the record went
	rec                                         *game.Record // for the review
	scrub                                       scrubber
	// logPress is where a press on the log began: a release near it is a click on a line
	logPress   bool
	logX, logY float64
}

// replaySpeeds are the paces of play, as multiples of one decision per animation.
var replaySpeeds = [...]float64{0.5, 1, 2, 4}

const replayNormalSpeed = 1 // replaySpeeds[1]

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
	r := &Replay{rec: rec}
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
	for i, ev := range r.events { // a round ends when the turn comes back to who began
		if ev.EndsTurn && i+1 < len(r.states)-1 && r.states[i+1].ToMove() == r.states[0].ToMove() {
			r.rounds = append(r.rounds, i+1)
		}
	}
	r.speed = replayNormalSpeed
	return r, nil
}

// FitsEveryForm: the replay lays itself out upright and on its side on a phone.
func (r *Replay) FitsEveryForm() {}

func (r *Replay) layout(a *App) {
	s := &r.states[r.step]
	o := layoutFor{focus: s.ToMove(), tray: r.view.tabs.tray, solo: s.NumPlayers() == 1 && s.Challenge().Number != 0}
	o.supplies = s.Player(o.focus).SupplySize()
	if a.Form != ui.Wide {
		o.reserve = 3*ui.MinTouch + 2*phoneGap // the controls at the foot
		o.noHelps = true
	}
	r.view.layout.arrange(a.Form, a.Screen(), a.W, a.H, s.NumPlayers(), o)
	if a.Form != ui.Wide {
		r.layoutPhone()
		return
	}
	strip := r.view.layout.actions // below the market, where the board offers its moves
	r.faster = button(r.faster, ui.R(strip.X, strip.Y+4, 150, 36), lang.F("replay.speed", "Speed", speedText(replaySpeeds[r.speed])))
	r.scrub.Rect = ui.R(strip.X+162, strip.Y, strip.W-162, strip.H)
	right := a.W - 12
	bw, pw := 56.0, 124.0 // the play button carries a word
	x := right - 4*(bw+8) - (pw + 8) - 122 - 2*138
	r.review = button(r.review, ui.R(right-110-138, 6, 130, 36), lang.T("review.open"))
	r.export = button(r.export, ui.R(right-110-2*138, 6, 130, 36), lang.T("finished.export"))
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
	r.exportNote.update(&a.Input)
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
	case r.faster.Update(in): // the button cycles through the paces; the keys stop at the ends
		r.speed = (r.speed + 1) % len(replaySpeeds)
	case in.Key(ebiten.KeyArrowUp) || in.Key(ebiten.KeyEqual) || in.Key(ebiten.KeyNumpadAdd):
		r.speed = min(len(replaySpeeds)-1, r.speed+1)
	case in.Key(ebiten.KeyArrowDown) || in.Key(ebiten.KeyMinus) || in.Key(ebiten.KeyNumpadSubtract):
		r.speed = max(0, r.speed-1)
	case r.back.Update(in) || in.Key(ebiten.KeyEscape):
		a.Pop()
		return
	case r.review.Update(in):
		openReview(a, r.rec, r.view.seats)
	case r.export.Update(in):
		a.Say(exportGame(a, r.rec, time.Now()))
	}
	if step, ok := r.scrub.update(in, n); ok {
		r.step, r.auto = step, false
	}
	if r.auto {
		r.tick++
		if r.tick >= r.period(a) {
			r.tick = 0
			r.step = min(n, r.step+1)
			r.auto = r.step < n
		}
	}
	r.view.tabs.update(in, &r.view.layout)
	if r.view.layout.logArea.W > 0 {
		r.view.log.update(in, r.view.layout.logArea, 0)
	}
	r.tip.update(in, &r.view, &r.states[r.step], r.auto)
	r.clickLog(in)
}

// period is how many frames each decision of play stays on screen at the chosen speed.
func (r *Replay) period(a *App) int {
	return max(2, int(float64(max(8, a.frames(40)))/replaySpeeds[r.speed]+0.5))
}

// clickLog goes to the decision whose line was clicked (pressed and released in place;
// a drag scrolls the log instead): the position after it, its line the newest.
func (r *Replay) clickLog(in *ui.Input) {
	area := r.view.layout.logArea
	switch {
	case in.Pressed:
		r.logPress, r.logX, r.logY = area.Contains(in.X, in.Y), in.X, in.Y
	case in.Released && r.logPress:
		r.logPress = false
		if max(math.Abs(in.X-r.logX), math.Abs(in.Y-r.logY)) > ui.DragThreshold {
			return
		}
		if ev, ok := r.view.log.eventAt(area, in.X, in.Y, 0); ok {
			r.step, r.auto = ev+1, false
		}
	}
}

// speedText writes a pace as the player reads it: 0.5 with the language's decimal mark.
func speedText(f float64) string {
	if f == 0.5 {
		return lang.T("replay.half")
	}
	return fmt.Sprint(f)
}

func (r *Replay) Draw(c *ui.Canvas, a *App) {
	r.layout(a)
	s := &r.states[r.step]
	bar := r.view.layout.topBar
	title := lang.F("game.replay.title", "Step", r.step, "Total", len(r.states)-1)
	if r.view.layout.Form == ui.Wide {
		c.Fill(bar, ui.Wood)
		c.TextFit(title, 16, 24, 18, r.first.Rect.X-32, true, ui.Paper, ui.Left)
	} else {
		drawStatusText(c, title, r.view.layout.status)
	}
	m := noMarks(everyone)
	r.view.log.set(r.events[:r.step], r.view.seats, -1) // the log tells the decisions up to the step
	r.view.draw(c, s, &m)
	for _, b := range []*ui.Button{&r.first, &r.prev, &r.play, &r.next, &r.last, &r.back, &r.faster, &r.review, &r.export} {
		b.Draw(c)
	}
	r.scrub.draw(c, r.step, len(r.states)-1, r.rounds)
	r.tip.draw(c, &r.view.layout)
	r.exportNote.draw(c, a)
}

// layoutPhone puts the replay's controls on a phone: Back where the board has its menu,
// the steps on a row at the foot, under them the speed and the scrubber, and last
// Review and Export.
func (r *Replay) layoutPhone() {
	l := &r.view.layout
	r.back = button(r.back, l.menuBtn, lang.T("game.replay.back"))
	rows := l.extra.Rows(phoneGap, ui.Px(ui.MinTouch), ui.Px(ui.MinTouch), ui.Px(ui.MinTouch))
	tools := rows[2].Cols(phoneGap, ui.Even(2)...)
	r.review = button(r.review, tools[0], lang.T("review.open"))
	r.export = button(r.export, tools[1], lang.T("finished.export"))
	st := rows[0].Cols(phoneGap, ui.Fr(1), ui.Fr(1), ui.Fr(2), ui.Fr(1), ui.Fr(1))
	label := lang.T("game.replay.play")
	if r.auto {
		label = lang.T("game.replay.stop")
	}
	r.first = button(r.first, st[0], "|◄")
	r.prev = button(r.prev, st[1], "◄")
	r.play = button(r.play, st[2], label)
	r.next = button(r.next, st[3], "►")
	r.last = button(r.last, st[4], "►|")
	speed := lang.F("replay.speed", "Speed", speedText(replaySpeeds[r.speed]))
	sp, scrub := rows[1].CutLeft(max(ui.MinTouch, ui.TextWidth(speed, 15, true)+24), phoneGap)
	r.faster = button(r.faster, sp, speed)
	r.scrub.Rect = scrub
}
