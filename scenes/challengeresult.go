package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/campaign"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// ChallengeResult is the end of a solo challenge: why it ended, the score against the
// fame thresholds, the Best Move, and where the run stands.
type ChallengeResult struct {
	t                    *table.Table
	sess                 *session
	failure              string // the sheet could not take the result
	retry, replay, sheet ui.Button
}

func NewChallengeResult(t *table.Table, sess *session, failure string) *ChallengeResult {
	return &ChallengeResult{t: t, sess: sess, failure: failure}
}

func (r *ChallengeResult) layout(a *App) {
	y := a.H - 80
	label := lang.T("campaign.result.retry")
	if r.sess.mode == campaign.Watch {
		label = lang.T("campaign.result.watch_another")
	}
	r.retry = button(r.retry, ui.R(a.W/2-390, y, 250, 52), label)
	r.retry.Disabled = a.sheet().Current != nil && r.sess.mode != campaign.Watch
	r.replay = button(r.replay, ui.R(a.W/2-125, y, 250, 52), lang.T("campaign.result.replay"))
	r.sheet = button(r.sheet, ui.R(a.W/2+140, y, 250, 52), lang.T("campaign.result.sheet"))
	r.sheet.Primary = true
}

func (r *ChallengeResult) Update(a *App) {
	r.layout(a)
	in := &a.Input
	n := r.t.State().Challenge().Number
	switch {
	case r.sheet.Update(in) || in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyEscape):
		a.Reset(NewMenu())
		a.Push(NewCampaign())
	case r.retry.Update(in):
		mode := campaign.Practice
		if r.sess.mode == campaign.Watch {
			mode = campaign.Watch
		}
		a.Pop()
		playChallenge(a, mode, 0, n)
	case r.replay.Update(in):
		if rp, err := NewReplay(r.t.Record(), r.t.Seats()); err == nil {
			a.Push(rp)
		}
	}
}

func (r *ChallengeResult) Draw(c *ui.Canvas, a *App) {
	r.layout(a)
	st := r.t.State()
	ch := st.Challenge()
	box := ui.R(a.W/2-480, 40, 960, a.H-140)
	c.Card(box, 16, ui.Panel, ui.PanelEdge)
	c.Text(challengeNumber(ch.Number)+" · "+modeText(r.sess), a.W/2, box.Y+30, 14, true, ui.InkSoft, ui.Center)
	c.TextFit(challengeName(ch.Number), a.W/2, box.Y+66, 34, box.W-40, true, ui.Ink, ui.Center)
	c.TextFit(endText(st, r.t.Conceded() >= 0), a.W/2, box.Y+104, 15, box.W-40, false, ui.InkSoft, ui.Center)

	score := st.Score(0)
	fame, _ := st.Fame()
	if r.t.Conceded() >= 0 {
		fame = 0
	}
	c.Text(num(score), a.W/2-250, box.Y+176, 64, true, ui.Ink, ui.Center)
	unit := lang.T("campaign.result.coins")
	if ch.ScoreFromFours {
		unit = lang.T("campaign.result.coins_fours")
	}
	c.Text(unit, a.W/2-250, box.Y+222, 14, false, ui.InkSoft, ui.Center)
	for i := 0; i < 3; i++ {
		col := ui.Fade(ui.InkSoft, 0.3)
		if i < fame {
			col = ui.Gold
		}
		c.Shape(ui.Diamond, a.W/2+150+float64(i-1)*56, box.Y+170, 46, col)
	}
	c.Text(fameWord(fame), a.W/2+150, box.Y+222, 18, true, ui.GoldDark, ui.Center)
	drawFameBar(c, ui.R(a.W/2-360, box.Y+262, 720, 30), ch, score)
	y := box.Y + 330
	for _, line := range r.lines(a) {
		y += c.Paragraph(line.text, ui.R(box.X+80, y, box.W-160, 60), 16, line.col) + 10
	}
	if r.sess.mode == campaign.InRun {
		if run := a.sheet().Run(r.sess.run); run != nil {
			r.drawRunRow(c, ui.R(box.X+80, box.Bottom()-70, box.W-160, 50), run)
		}
	}
	r.retry.Draw(c)
	r.replay.Draw(c)
	r.sheet.Draw(c)
}

type coloredLine struct {
	text string
	col  color.RGBA
}

// lines are the sentences under the score: Last Call's condition, the Best Move, the
// run's total, and any trouble writing the sheet.
func (r *ChallengeResult) lines(a *App) []coloredLine {
	st := r.t.State()
	ch := st.Challenge()
	var out []coloredLine
	out = append(out, coloredLine{playSummary(r.t), ui.InkSoft})
	if ch.FoursForFame > 0 && st.FoursBrought() < ch.FoursForFame {
		out = append(out, coloredLine{lang.F("campaign.result.too_few_fours", "Brought", st.FoursBrought(), "Needed", ch.FoursForFame), ui.Bad})
	}
	if st.BestMove() {
		text := lang.F("campaign.result.best", "Income", st.BestAction())
		if run := a.sheet().Run(r.sess.run); r.sess.mode == campaign.InRun && run != nil {
			if run.BestMoveChallenge() == ch.Number {
				text += lang.F("campaign.result.best_counts", "Run", run.ID, "Bonus", game.BestMoveBonus)
			} else if bm := run.BestMoveChallenge(); bm > 0 {
				text += lang.F("campaign.result.best_had", "Run", run.ID, "Challenge", bm)
			}
		}
		out = append(out, coloredLine{text, ui.GoldDark})
	}
	if r.sess.mode == campaign.InRun {
		if run := a.sheet().Run(r.sess.run); run != nil {
			out = append(out, coloredLine{lang.N("campaign.result.played", run.Count(), "Title", titleLine(run)), ui.Ink})
		}
	}
	if r.sess.mode == campaign.Practice {
		out = append(out, coloredLine{lang.T("campaign.result.practice"), ui.InkSoft})
	}
	if r.failure != "" {
		out = append(out, coloredLine{r.failure, ui.Bad})
	}
	return out
}

// drawRunRow is the run's nine challenges in a row, as on the sheet.
func (r *ChallengeResult) drawRunRow(c *ui.Canvas, row ui.Rect, run *campaign.Run) {
	w := row.W / 9
	for n := 1; n <= 9; n++ {
		cell := ui.R(row.X+float64(n-1)*w, row.Y, w, row.H)
		if n == r.t.State().Challenge().Number {
			c.FillRound(cell.Inset(2), 8, ui.Fade(ui.Gold, 0.2))
		}
		c.Text(num(n), cell.CX(), cell.Y-6, 11, true, ui.InkSoft, ui.Center)
		drawResultCell(c, cell.Centered(78, 44), run.Result(n), false, 12)
	}
}

func modeText(s *session) string {
	switch s.mode {
	case campaign.InRun:
		return runNames(s.run)
	case campaign.Practice:
		return lang.T("campaign.mode.practice")
	}
	return lang.T("campaign.mode.watch")
}

// playSummary counts what was done: "8 stands, 11 customer tiles, 5 restaurants in 36
// turns; the best single action earned 24 coins."
func playSummary(t *table.Table) string {
	var stands, customers, restaurants, turns int
	for _, ev := range t.Log() {
		switch ev.Move.Kind {
		case game.OpenStand:
			stands++
		case game.BringCustomer:
			customers++
		case game.OpenRestaurant:
			restaurants++
		}
		if ev.EndsTurn {
			turns++
		}
	}
	return lang.F("campaign.result.summary", "Stands", stands, "Customers", customers, "Restaurants", restaurants, "Turns", turns, "Best", t.State().BestAction())
}
