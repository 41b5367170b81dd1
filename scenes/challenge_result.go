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
	table                *table.Table
	sess                 *session
	failure              string // the sheet could not take the result
	retry, replay, sheet ui.Button
	review               ui.Button
	scroll               ui.Scroll // the card on a phone
}

func NewChallengeResult(t *table.Table, sess *session, failure string) *ChallengeResult {
	return &ChallengeResult{table: t, sess: sess, failure: failure}
}

// resultParts is where the challenge's result puts its parts. On a phone the card's
// parts are in content coordinates and scroll in view.
type resultParts struct {
	box                  ui.Rect
	cx                   float64 // the card's centre line
	numberY, nameY, endY float64
	end                  ui.Rect // the sentence on how it ended (a phone wraps it)
	scoreX, scoreY       float64
	fameX, fameY         float64
	unitY                float64
	scoreSize            float64
	bar                  ui.Rect
	lines                ui.Rect // the sentences under the score
	cells                []ui.Rect
	retry, replay, sheet ui.Rect
	review               ui.Rect
	view                 ui.Rect
	contentH             float64
	textSize             float64
}

// resultLayout arranges the result card. endH and linesH say how tall the sentence on
// the end and the sentences under the score are at a width. On a desktop a card with the
// buttons under it; on a phone the card scrolls over a bar of buttons, the run's nine
// challenges in two rows.
func resultLayout(scr ui.Rect, f ui.Form, endH, linesH func(w float64) float64, inRun bool) resultParts {
	var l resultParts
	if f == ui.Wide {
		cx := scr.CX()
		box := ui.R(cx-480, scr.Y+40, 960, scr.H-140)
		l.box, l.cx = box, cx
		l.numberY, l.nameY, l.endY = box.Y+30, box.Y+66, box.Y+104
		l.end = ui.R(box.X+20, box.Y+104, box.W-40, 0)
		l.scoreX, l.scoreY, l.scoreSize = cx-250, box.Y+176, 64
		l.fameX, l.fameY, l.unitY = cx+150, box.Y+170, box.Y+222
		l.bar = ui.R(cx-360, box.Y+262, 720, 30)
		l.lines, l.textSize = ui.R(box.X+80, box.Y+330, box.W-160, 0), 16
		row := ui.R(box.X+80, box.Bottom()-70, box.W-160, 50)
		for n := range game.NumChallenges {
			cell := ui.R(row.X+float64(n)*row.W/float64(game.NumChallenges), row.Y, row.W/float64(game.NumChallenges), row.H)
			l.cells = append(l.cells, cell.Centered(78, 44))
		}
		y := scr.Bottom() - 80
		cols := ui.R(cx-478, y, 956, 52).Cols(14, ui.Even(4)...)
		l.retry, l.review, l.replay, l.sheet = cols[0], cols[1], cols[2], cols[3]
		l.view, l.contentH = scr, scr.H
		return l
	}
	ty := ui.TypeFor(f)
	l.textSize = ty.Body.Size
	body := scr.InsetXY(10, 8)
	var bar ui.Rect
	var rest ui.Rect
	if f == ui.Tall {
		bar, rest = body.CutBottom(52+2*(8+ui.MinTouch), 8)
		rows := bar.Rows(8, ui.Px(52), ui.Px(ui.MinTouch), ui.Px(ui.MinTouch)) // long labels: a line each
		pair := rows[2].Cols(8, ui.Even(2)...)
		l.sheet, l.retry, l.review, l.replay = rows[0], rows[1], pair[0], pair[1]
	} else {
		bar, rest = body.CutBottom(ui.MinTouch, 8)
		cols := bar.Column(960).Cols(8, ui.Even(4)...)
		l.retry, l.review, l.replay, l.sheet = cols[0], cols[1], cols[2], cols[3]
	}
	l.view = ui.R(scr.X, scr.Y, scr.W, rest.Bottom()-scr.Y)
	box := rest.Column(720)
	in := box.InsetXY(16, 0)
	l.cx = box.CX()
	y := box.Y + 22
	l.numberY = y
	l.nameY = y + 30
	l.end = ui.R(in.X, y+52, in.W, endH(in.W))
	y = l.end.Bottom() + 14
	l.scoreSize = 48
	l.scoreX, l.scoreY = in.X+in.W*0.25, y+28
	l.fameX, l.fameY = in.X+in.W*0.68, y+24
	l.unitY = y + 70
	y += 92
	l.bar = ui.R(in.X+10, y, in.W-20, 30)
	y += 44
	l.lines = ui.R(in.X, y, in.W, linesH(in.W))
	y = l.lines.Bottom() + 10
	if inRun {
		y += 14 // the challenges' numbers over their cells
		// perRow cells a row; a short last row is centred.
		const perRow = 5
		cw := min(78, (in.W-16)/perRow)
		for n := range game.NumChallenges {
			row, k := n/perRow, n%perRow
			x := in.CX() - perRow/2.0*cw + float64(k)*cw
			x += float64(perRow-min(perRow, game.NumChallenges-row*perRow)) * cw / 2
			l.cells = append(l.cells, ui.R(x+2, y+float64(row)*64, cw-4, 44))
		}
		y += float64((game.NumChallenges+perRow-1)/perRow)*64 + 4
	}
	box.H = y - box.Y
	l.box = box
	l.contentH = box.Bottom() + 8 - scr.Y
	return l
}

// FitsEveryForm: the result lays itself out upright and on its side too.
func (r *ChallengeResult) FitsEveryForm() {}

func (r *ChallengeResult) layout(a *App) resultParts {
	st := r.table.State()
	size := 16.0
	if a.Form != ui.Wide {
		size = ui.TypeFor(a.Form).Body.Size
	}
	end := endText(st, r.table.Conceded() >= 0)
	lines := r.lines(a)
	l := resultLayout(a.Screen(), a.Form, func(w float64) float64 { return ui.TextHeight(end, 15, w, false) },
		func(w float64) float64 {
			h := 0.0
			for _, line := range lines {
				h += ui.TextHeight(line.text, size, w, false) + 10
			}
			return h
		}, r.sess.mode == campaign.InRun)
	label := lang.T("campaign.result.retry")
	if r.sess.mode == campaign.Watch {
		label = lang.T("campaign.result.watch_another")
	}
	r.retry = button(r.retry, l.retry, label)
	r.retry.Disabled = a.sheet().Current != nil && r.sess.mode != campaign.Watch
	r.review = button(r.review, l.review, lang.T("review.open"))
	r.replay = button(r.replay, l.replay, lang.T("campaign.result.replay"))
	r.sheet = button(r.sheet, l.sheet, lang.T("campaign.result.sheet"))
	r.sheet.Primary = true
	return l
}

func (r *ChallengeResult) Update(a *App) {
	l := r.layout(a)
	in := r.scroll.Update(&a.Input, l.view, l.contentH) // on a desktop it fits and never scrolls
	n := r.table.State().Challenge().Number
	switch {
	case r.sheet.Update(in) || in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyEscape):
		a.Reset(a.to.menu())
		a.Push(NewCampaign())
	case r.retry.Update(in):
		mode := campaign.Practice
		if r.sess.mode == campaign.Watch {
			mode = campaign.Watch
		}
		a.Pop()
		playChallenge(a, mode, 0, n)
	case r.review.Update(in):
		a.to.review(a, r.table.Record(), r.table.Seats())
	case r.replay.Update(in):
		if rp, err := a.to.replay(r.table.Record(), r.table.Seats()); err == nil {
			a.Push(rp)
		}
	}
}

func (r *ChallengeResult) Draw(c *ui.Canvas, a *App) {
	l := r.layout(a)
	st := r.table.State()
	ch := st.Challenge()
	in, dy := c, 0.0
	if a.Form != ui.Wide {
		in, dy = c.Clip(l.view), -r.scroll.Off
	}
	box := l.box.Shift(dy)
	in.Card(box, 16, ui.Panel, ui.PanelEdge)
	in.TextFit(challengeNumber(ch.Number)+" · "+modeText(r.sess), l.cx, l.numberY+dy, 14, box.W-40, true, ui.InkSoft, ui.Center)
	nameSize := 34.0
	if a.Form != ui.Wide {
		nameSize = ui.TypeFor(a.Form).Title.Size + 4
	}
	in.TextFit(challengeName(ch.Number), l.cx, l.nameY+dy, nameSize, box.W-40, true, ui.Ink, ui.Center)
	end := endText(st, r.table.Conceded() >= 0)
	if a.Form == ui.Wide {
		in.TextFit(end, l.cx, l.endY, 15, l.end.W, false, ui.InkSoft, ui.Center)
	} else {
		in.Centred(end, l.cx, l.end.Y+dy, 15, l.end.W, false, ui.InkSoft)
	}

	score := st.Score(0)
	fame, _ := st.Fame()
	if r.table.Conceded() >= 0 {
		fame = 0
	}
	in.Text(num(score), l.scoreX, l.scoreY+dy, l.scoreSize, true, ui.Ink, ui.Center)
	unit := lang.T("campaign.result.coins")
	if ch.ScoreFromFours {
		unit = lang.T("campaign.result.coins_fours")
	}
	gap, size := 56.0, 46.0 // the fame diamonds
	if a.Form != ui.Wide {
		gap, size = 40, 32
	}
	in.TextFit(unit, l.scoreX, l.unitY+dy, 14, box.W/2-20, false, ui.InkSoft, ui.Center)
	for i := 0; i < 3; i++ {
		col := ui.Fade(ui.InkSoft, 0.3)
		if i < fame {
			col = ui.Gold
		}
		in.Shape(ui.Diamond, l.fameX+float64(i-1)*gap, l.fameY+dy, size, col)
	}
	in.TextFit(fameWord(fame), l.fameX, l.unitY+dy, 18, box.W/2-20, true, ui.GoldDark, ui.Center)
	drawFameBar(in, l.bar.Shift(dy), ch, score)
	y := l.lines.Y + dy
	for _, line := range r.lines(a) {
		y += in.Paragraph(line.text, ui.R(l.lines.X, y, l.lines.W, 200), l.textSize, line.col) + 10
	}
	if r.sess.mode == campaign.InRun {
		if run := a.sheet().Run(r.sess.run); run != nil {
			small := 11.0
			if a.Form != ui.Wide {
				small = ui.TypeFor(a.Form).Caption.Size
			}
			r.drawRunRow(in, l.cells, dy, small, run)
		}
	}
	r.retry.Draw(c)
	r.review.Draw(c)
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
	st := r.table.State()
	ch := st.Challenge()
	var out []coloredLine
	out = append(out, coloredLine{playSummary(r.table), ui.InkSoft})
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

// drawRunRow is the run's nine challenges, as on the sheet, in the cells laid out.
// small is the least text size of the form.
func (r *ChallengeResult) drawRunRow(c *ui.Canvas, cells []ui.Rect, dy, small float64, run *campaign.Run) {
	for i, cell := range cells {
		n := i + 1
		cell = cell.Shift(dy)
		if n == r.table.State().Challenge().Number {
			c.FillRound(cell.Inset(-1), 8, ui.Fade(ui.Gold, 0.2))
		}
		c.Text(num(n), cell.CX(), cell.Y-9, small, true, ui.InkSoft, ui.Center)
		drawResultCell(c, cell, run.Result(n), false, max(12, small))
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
