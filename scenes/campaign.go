package scenes

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/game"
	"mercado/game/campaign"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// runColumns is how many runs the sheet shows side by side, like the paper sheet.
const runColumns = 4

// Campaign is the solo campaign's score sheet: the nine challenges down the side, the
// runs across (newest first), and what to do with the chosen challenge.
type Campaign struct {
	chosen       int // challenge 1..9
	run          int // the chosen run's ID; 0 = none yet (playing starts Run 1)
	first        int // index in the newest-first runs of the leftmost column
	note         string
	noteBad      bool
	play         ui.Button
	practice     ui.Button
	watch        ui.Button
	helps        ui.Button
	newRun       ui.Button
	back         ui.Button
	older        ui.Button
	newer        ui.Button
	bestMoveRule string       // "+2 once per run, …", worded once
	again        ui.Button    // watch the chosen run's game of the chosen challenge again
	againRec     *game.Record // that game, nil when there is none
	sheet        ui.Rect
	runHeads     [runColumns]ui.Rect // on screen (scrolled); as many as fit, the rest empty
	runAt        [runColumns]*campaign.Run
	rows         []ui.Rect
	parts        campaignParts // the last layout, in content coordinates
	scroll       ui.Scroll     // the sheet and panel on a phone
}

func NewCampaign() *Campaign { return &Campaign{chosen: 1} }

// Resume picks up changes made while another scene was on top (a finished challenge).
func (cs *Campaign) Resume() { cs.note = "" }

func (cs *Campaign) chosenRun(a *App) *campaign.Run {
	sh := a.sheet()
	if r := sh.Run(cs.run); r != nil {
		return r
	}
	r := sh.Latest()
	if r != nil {
		cs.run = r.ID
	}
	return r
}

// FitsEveryForm: the campaign sheet lays itself out upright and on its side too.
func (cs *Campaign) FitsEveryForm() {}

func (cs *Campaign) layout(a *App) campaignParts {
	n := cs.chosen
	rule := lang.F("campaign.best_move_rule", "Bonus", game.BestMoveBonus, "Income", game.BestMoveIncome)
	small := ui.TypeFor(a.Form).Caption.Size
	l := campaignLayout(a.Screen(), a.Form, func(w float64) float64 { return ui.TextHeight(rule, small, w, false) },
		func(w float64) float64 { return cs.panelWords(a, n, w) })
	cs.parts = l
	dy := -cs.scroll.Off
	cs.sheet = l.sheet.Shift(dy)
	newRun := l.newRun
	if a.Form == ui.Tall { // the panel's last button
		newRun = newRun.Shift(dy)
	}
	cs.newRun = button(cs.newRun, newRun, lang.T("campaign.new_run"))
	cs.back = button(cs.back, l.back, lang.T("campaign.menu"))
	runs := a.sheet().NewestFirst()
	cols := len(l.heads)
	cs.first = max(0, min(cs.first, len(runs)-cols))
	for k := range cs.runHeads {
		cs.runHeads[k], cs.runAt[k] = ui.Rect{}, nil
		if k < cols {
			cs.runHeads[k] = l.heads[k].Shift(dy)
			if cs.first+k < len(runs) {
				cs.runAt[k] = runs[cs.first+k]
			}
		}
	}
	older, newer := l.older, l.newer
	if a.Form != ui.Wide {
		older, newer = older.Shift(dy), newer.Shift(dy)
	}
	cs.older = button(cs.older, older, lang.T("campaign.older"))
	cs.older.Disabled = cs.first+cols >= len(runs)
	cs.newer = button(cs.newer, newer, lang.T("campaign.newer"))
	cs.newer.Disabled = cs.first == 0
	cs.rows = cs.rows[:0]
	for _, r := range l.rows {
		cs.rows = append(cs.rows, r.Shift(dy))
	}

	run := cs.chosenRun(a)
	sh := a.sheet()
	cur := sh.Current
	play := l.play.Shift(dy)
	switch {
	case cur != nil:
		label := lang.F("campaign.resume", "Number", cur.Challenge)
		if cur.Mode == campaign.Practice {
			label = lang.F("campaign.resume_practice", "Number", cur.Challenge)
		}
		cs.play = button(cs.play, play, label)
		cs.play.Disabled = false
	case run == nil:
		cs.play = button(cs.play, play, lang.T("campaign.play_first"))
		cs.play.Disabled = false
	case run.Played(cs.chosen):
		cs.play = button(cs.play, play, lang.F("campaign.played_in", "Run", run.ID))
		cs.play.Disabled = true
	default:
		cs.play = button(cs.play, play, lang.F("campaign.play_for", "Run", run.ID))
		cs.play.Disabled = false
	}
	cs.play.Primary = !cs.play.Disabled
	cs.practice = button(cs.practice, l.practice.Shift(dy), lang.T("campaign.practise"))
	cs.practice.Disabled = cur != nil
	cs.watch = button(cs.watch, l.watch.Shift(dy), lang.T("campaign.watch"))
	cs.watch.Icon, cs.watch.HasIcon = assets.Hourglass, true
	label := lang.T("campaign.helps_off")
	if sh.HintsInRuns {
		label = lang.T("campaign.helps_on")
	}
	cs.helps = button(cs.helps, l.helps.Shift(dy), label)
	cs.helps.Icon, cs.helps.HasIcon = assets.Bulb, true
	return l
}

func (cs *Campaign) panel(a *App) ui.Rect { return cs.parts.panel.Shift(-cs.scroll.Off) }

func (cs *Campaign) Update(a *App) {
	l := cs.layout(a)
	in := cs.scroll.Update(&a.Input, l.view, l.contentH) // on a desktop it fits and never scrolls
	cs.layout(a)
	sh := a.sheet()
	switch {
	case cs.back.Update(in) || in.Key(ebiten.KeyEscape):
		a.Pop()
		return
	case cs.newRun.Update(in) || in.Key(ebiten.KeyN):
		r := sh.StartRun(time.Now().UTC())
		cs.run, cs.first = r.ID, 0
		cs.say(a, lang.F("campaign.run_started", "Run", r.ID), a.saveSheet())
	case cs.older.Update(in):
		cs.first++
	case cs.newer.Update(in):
		cs.first = max(0, cs.first-1)
	case cs.play.Update(in) || (in.Key(ebiten.KeyEnter) && !cs.play.Disabled):
		cs.startPlay(a)
	case cs.practice.Update(in) || (in.Key(ebiten.KeyP) && !cs.practice.Disabled):
		playChallenge(a, campaign.Practice, 0, cs.chosen)
	case cs.watch.Update(in) || in.Key(ebiten.KeyW):
		playChallenge(a, campaign.Watch, 0, cs.chosen)
	case cs.againRec != nil && cs.again.Update(in):
		r, err := a.to.replay(cs.againRec, []table.Seat{{Name: soloName, Kind: table.Human}})
		if err != nil {
			cs.say(a, "", lang.F("campaign.cannot_show", "Error", err.Error()))
			return
		}
		a.Push(r)
	case cs.helps.Update(in):
		sh.HintsInRuns = !sh.HintsInRuns
		msg := lang.T("campaign.helps_now_off")
		if sh.HintsInRuns {
			msg = lang.T("campaign.helps_now_on")
		}
		cs.say(a, msg, a.saveSheet())
	}
	if in.Key(ebiten.KeyArrowDown) {
		cs.chosen = cs.chosen%game.NumChallenges + 1
	}
	if in.Key(ebiten.KeyArrowUp) {
		cs.chosen = (cs.chosen+game.NumChallenges-2)%game.NumChallenges + 1
	}
	if in.Key(ebiten.KeyArrowLeft) || in.Key(ebiten.KeyArrowRight) {
		cs.stepRun(a, in.Key(ebiten.KeyArrowRight))
	}
	if in.Released && in.Present { // a tap, not the end of a scroll
		for i, r := range cs.rows {
			if r.Contains(in.X, in.Y) && l.view.Contains(in.X, in.Y) {
				cs.chosen = i + 1
			}
		}
		for k, r := range cs.runHeads {
			if cs.runAt[k] != nil && (r.Contains(in.X, in.Y) || cs.column(k).Contains(in.X, in.Y)) {
				cs.run = cs.runAt[k].ID
			}
		}
	}
}

// stepRun chooses the next older (right) or newer (left) run on the sheet.
func (cs *Campaign) stepRun(a *App, older bool) {
	runs := a.sheet().NewestFirst()
	for i, r := range runs {
		if r.ID != cs.run {
			continue
		}
		j := i - 1
		if older {
			j = i + 1
		}
		if j >= 0 && j < len(runs) {
			cs.run = runs[j].ID
			cs.first = max(0, min(j, cs.first))
			if cols := max(1, len(cs.parts.heads)); j >= cs.first+cols {
				cs.first = j - cols + 1
			}
		}
		return
	}
}

// column is run column k from the first row down to the run's total.
func (cs *Campaign) column(k int) ui.Rect {
	h := cs.runHeads[k]
	return ui.R(h.X, cs.rows[0].Y, h.W, cs.parts.totalY-cs.scroll.Off+16-cs.rows[0].Y)
}

// startPlay resumes the challenge in progress, or plays the chosen one for the chosen
// run (starting Run 1 when there is none).
func (cs *Campaign) startPlay(a *App) {
	sh := a.sheet()
	if sh.Current != nil {
		if msg := resumeChallenge(a); msg != "" {
			cs.say(a, msg, "")
			cs.noteBad = true
		}
		return
	}
	run := cs.chosenRun(a)
	if run == nil {
		run = sh.StartRun(time.Now().UTC())
		cs.run = run.ID
	}
	if run.Played(cs.chosen) {
		return
	}
	playChallenge(a, campaign.InRun, run.ID, cs.chosen)
}

func (cs *Campaign) say(a *App, msg, failure string) {
	cs.note, cs.noteBad = msg, failure != ""
	if failure != "" {
		cs.note = failure
	}
}

// message is the sentence under the chosen challenge: what the player just did, else
// what could not be read, else the challenge in progress; bad when it is a problem.
func (cs *Campaign) message(a *App) (msg string, bad bool) {
	switch {
	case cs.note != "":
		return cs.note, cs.noteBad
	case a.sheet() != nil && a.challengeProblem != "":
		return a.challengeProblem, true
	case len(a.sheetProblems) > 0:
		return problemText(a.sheetProblems[0]), true
	case a.sheet().Current != nil:
		return lang.F("campaign.in_progress", "Number", a.sheet().Current.Challenge), false
	}
	return "", false
}

func (cs *Campaign) Draw(c *ui.Canvas, a *App) {
	l := cs.layout(a)
	sh := a.sheet()
	c.TextFit(lang.T("campaign.title"), l.title.X, l.title.Y, l.titleSize, l.title.W, true, ui.Paper, ui.Left)
	cs.back.Draw(c)
	in := c
	if a.Form != ui.Wide {
		in = c.Clip(l.view)
	}
	cs.drawSheet(in, a)
	if len(sh.Runs) > len(l.heads) {
		cs.older.Draw(in)
		cs.newer.Draw(in)
	}
	cs.drawPanel(in, a)
	if a.Form == ui.Tall { // the panel's last button
		cs.newRun.Draw(in)
	} else {
		cs.newRun.Draw(c)
	}
}

// drawSheet draws the campaign's sheet: the runs' heads, a row for each challenge with
// each run's result, and the foot with the best move, the totals and the chosen run's
// title.
func (cs *Campaign) drawSheet(c *ui.Canvas, a *App) {
	r := cs.sheet
	l, dy := cs.parts, -cs.scroll.Off
	phone := a.Form != ui.Wide
	cs.drawSheetHeads(c, a, r, l, phone)
	cs.drawSheetRows(c, a, l, phone)
	cs.drawSheetFoot(c, a, r, l, dy, phone)
}

// drawSheetHeads draws the sheet's card and its columns' heads: the challenges, the
// fame they ask, and each run shown (the one played now ringed in gold).
func (cs *Campaign) drawSheetHeads(c *ui.Canvas, a *App, r ui.Rect, l campaignParts, phone bool) {
	c.Card(r, 12, ui.Panel, ui.PanelEdge)
	if !phone || len(a.sheet().Runs) <= len(l.heads) { // on a phone the arrows take its place
		c.TextFit(lang.T("campaign.col_challenge"), r.X+20, r.Y+28, 14, max(60, l.nameW), true, ui.InkSoft, ui.Left)
	}
	if l.fameX > 0 {
		c.TextFit(lang.T("campaign.col_fame_at"), l.fameX, r.Y+28, 14, 96, true, ui.InkSoft, ui.Center)
	}
	for k, run := range cs.runAt {
		h := cs.runHeads[k]
		if run == nil {
			if k == 0 {
				c.TextFit(lang.T("campaign.no_runs"), h.CX(), h.CY(), max(12, l.small), h.W, false, ui.InkSoft, ui.Center)
			}
			continue
		}
		if run.ID == cs.run {
			c.FillRound(cs.column(k).Inset(-2), 8, ui.Fade(ui.Gold, 0.16))
			c.StrokeRound(cs.column(k).Inset(-2), 8, 2, ui.Fade(ui.GoldDark, 0.7))
		}
		c.TextFit(runNames(run.ID), h.CX(), h.Y+14, 15, h.W-4, true, ui.Ink, ui.Center)
		c.Text(run.Started.Local().Format("2006-01-02"), h.CX(), h.Y+32, l.small, false, ui.InkSoft, ui.Center)
	}
}

// drawSheetRows draws a row for each challenge: its number, name and summary, the fame
// it asks, and each run's result (or that it is being played).
func (cs *Campaign) drawSheetRows(c *ui.Canvas, a *App, l campaignParts, phone bool) {
	cur := a.sheet().Current
	for i, row := range cs.rows {
		n := i + 1
		if n == cs.chosen {
			c.FillRound(row, 8, ui.Fade(ui.Azulejo, 0.14))
			c.StrokeRound(row, 8, 2, ui.Azulejo)
		} else if i%2 == 0 {
			c.FillRound(row, 8, ui.Fade(ui.InkSoft, 0.06))
		}
		c.FillCircle(row.X+22, row.CY(), 14, ui.Azulejo)
		c.Text(num(n), row.X+22, row.CY(), 15, true, ui.Paper, ui.Center)
		if phone { // the least size, cut rather than shrunk
			c.Text(ui.Cut(challengeName(n), 15, l.nameW, true), row.X+44, row.Y+15, 15, true, ui.Ink, ui.Left)
			c.Text(ui.Cut(lang.T(challengeTexts[n].summary), l.small, l.nameW, false), row.X+44, row.Y+34, l.small, false, ui.InkSoft, ui.Left)
		} else {
			c.TextFit(challengeName(n), row.X+44, row.Y+14, 15, l.nameW, true, ui.Ink, ui.Left)
			c.TextFit(lang.T(challengeTexts[n].summary), row.X+44, row.Y+32, 11.5, l.nameW, false, ui.InkSoft, ui.Left)
		}
		if l.fameX > 0 {
			c.Text(thresholdsText(n), l.fameX, row.CY(), 13, false, ui.Ink, ui.Center)
		}
		for k, run := range cs.runAt {
			if run == nil {
				continue
			}
			cell := ui.R(cs.runHeads[k].X, row.Y, cs.runHeads[k].W, row.H)
			inProgress := cur != nil && cur.Mode == campaign.InRun && cur.Run == run.ID && cur.Challenge == n
			drawResultCell(c, cell, run.Result(n), inProgress, max(12, l.small))
		}
	}
}

// drawSheetFoot draws the sheet's foot, scrolled by dy: the best move's bonus and rule,
// each run's total, and the chosen run's place on the fame chart.
func (cs *Campaign) drawSheetFoot(c *ui.Canvas, a *App, r ui.Rect, l campaignParts, dy float64, phone bool) {
	y := l.footY + dy
	c.Line(r.X+12, y, r.Right()-12, y, 1.5, ui.Fade(ui.InkSoft, 0.5))
	c.TextFit(lang.T("campaign.best_move"), r.X+30, y+22, 15, 150, true, ui.Ink, ui.Left)
	rule := lang.F("campaign.best_move_rule", "Bonus", game.BestMoveBonus, "Income", game.BestMoveIncome)
	if phone {
		c.Paragraph(rule, l.rule.Shift(dy), l.small, ui.InkSoft)
	} else {
		c.TextFit(rule, l.rule.X, l.rule.Y+dy, 12, l.rule.W, false, ui.InkSoft, ui.Left)
	}
	total := l.totalY + dy
	c.Text(lang.T("campaign.total"), r.X+30, total, 17, true, ui.Ink, ui.Left)
	c.Text(lang.T("campaign.fame_unit"), r.X+30+ui.TextWidth(lang.T("campaign.total"), 17, true)+8, total, max(12, l.small), false, ui.InkSoft, ui.Left)
	for k, run := range cs.runAt {
		if run == nil {
			continue
		}
		x := cs.runHeads[k].CX()
		if bm := run.BestMoveChallenge(); bm > 0 {
			c.Text(fmt.Sprintf("+%d", game.BestMoveBonus), x-8, y+22, 17, true, ui.GoldDark, ui.Center)
			c.Text(fmt.Sprintf("#%d", bm), x+20, y+22, l.small, false, ui.InkSoft, ui.Center)
		} else {
			c.Text("—", x, y+22, 15, false, ui.InkSoft, ui.Center)
		}
		c.Text(num(run.Total()), x, total, 24, true, ui.Ink, ui.Center)
	}
	if run := cs.chosenRun(a); run != nil {
		ty := l.titleLineY + dy
		c.Line(r.X+12, ty-24, r.Right()-12, ty-24, 1, ui.Fade(ui.InkSoft, 0.3))
		if phone {
			c.Paragraph(titleLine(run), ui.R(r.X+30, ty-10, r.W-60, 40), l.small+1, ui.GoldDark)
		} else {
			c.TextFit(titleLine(run), r.X+30, ty, 16, r.W-60, true, ui.GoldDark, ui.Left)
		}
	}
}

// titleLine is the chosen run's place on the fame chart: "Run 2 · 17 fame so far:
// Market Magnate — 3 more for Market Tycoon!".
func titleLine(run *campaign.Run) string {
	total := run.Total()
	key := "campaign.title_line"
	if !run.Complete() {
		key = "campaign.title_line_so_far"
	}
	s := lang.F(key, "Run", run.ID, "Total", total, "Title", fameTitle(total))
	if rank := game.FameRank(total); rank > 0 {
		next := game.FameRankMin(rank - 1)
		s += lang.F("campaign.next_title", "More", next-total, "Next", fameTitle(next))
	}
	return s
}

func runNames(id int) string { return lang.F("campaign.run", "Run", id) }

// fameTitleKeys are the fame chart's titles, best first (game.FameRank's order).
var fameTitleKeys = [6]string{"campaign.fame_title.0", "campaign.fame_title.1", "campaign.fame_title.2", "campaign.fame_title.3", "campaign.fame_title.4", "campaign.fame_title.5"}

// fameTitle is the title a fame total earns, as the rulebook of the language in use words it.
func fameTitle(total int) string { return lang.T(fameTitleKeys[game.FameRank(total)]) }

// drawResultCell is one challenge of one run: fame marks and score, a bulb when hints
// or undo helped, or an hourglass while it is being played.
// size is the score's text size.
func drawResultCell(c *ui.Canvas, r ui.Rect, res *campaign.Result, inProgress bool, size float64) {
	if res == nil {
		if inProgress {
			c.Icon(assets.Hourglass, r.Centered(24, 24), 0.8)
		} else {
			c.Text("·", r.CX(), r.CY(), 16, true, ui.Fade(ui.InkSoft, 0.5), ui.Center)
		}
		return
	}
	for i := 0; i < 3; i++ {
		col := ui.Fade(ui.InkSoft, 0.2)
		if i < res.Fame {
			col = ui.Gold
		}
		c.Shape(ui.Diamond, r.CX()+float64(i-1)*15, r.Y+14, 12, col)
	}
	label := num(res.Score)
	if res.GaveUp {
		label = lang.T("campaign.gave_up")
	}
	c.Text(label, r.CX(), r.Y+32, size, true, ui.Ink, ui.Center)
	if res.Hints {
		c.Icon(assets.Bulb, ui.R(r.Right()-18, r.Y+22, 16, 16), 0.9)
	}
}

// panelWords is how tall the panel's words are for challenge n at width w on a phone,
// with room for a note and the fame chart above the buttons.
func (cs *Campaign) panelWords(a *App, n int, w float64) float64 {
	h := 110 + ui.TextHeight(lang.T(challengeTexts[n].rules), 14.5, w, false)
	if run := cs.chosenRun(a); run != nil {
		if res := run.Result(n); res != nil {
			h += 8 + ui.TextHeight(resultLine(run.ID, res), 13, w, false) + 52
		}
	}
	return h + 16 + 150 + 60
}

func (cs *Campaign) drawPanel(c *ui.Canvas, a *App) {
	p := cs.panel(a)
	c.Card(p, 12, ui.Panel, ui.PanelEdge)
	n := cs.chosen
	x, w := p.X+20, p.W-40
	c.Text(challengeNumber(n), x, p.Y+24, 13, true, ui.InkSoft, ui.Left)
	c.TextFit(challengeName(n), x, p.Y+54, 26, w, true, ui.Ink, ui.Left)
	f := game.Challenges[n].Fame
	for i, v := range f {
		fx := x + float64(i)*(w/3)
		drawStars(c, fx+10, p.Y+88, i+1, 10, ui.Gold)
		c.Text(fmt.Sprintf("%d+", v), fx+36, p.Y+88, 15, true, ui.Ink, ui.Left)
	}
	y := p.Y + 110
	y += c.Paragraph(lang.T(challengeTexts[n].rules), ui.R(x, y, w, 200), 14.5, ui.Ink)
	cs.againRec = nil
	if run := cs.chosenRun(a); run != nil {
		if res := run.Result(n); res != nil {
			y += 8 + c.Paragraph(resultLine(run.ID, res), ui.R(x, y+8, w, 40), 13, ui.GoldDark)
			if res.Record != nil {
				cs.againRec = res.Record
				h := 34.0
				if a.Form != ui.Wide {
					h = ui.MinTouch
				}
				cs.again = button(cs.again, ui.R(x, y+8, min(w, 260), h), lang.T("campaign.watch_again"))
				cs.again.Draw(c)
				y += h + 8
			}
		}
	}
	bottom := cs.play.Rect.Y - 8
	msg, bad := cs.message(a)
	if msg == "" && y+16+140 <= bottom {
		cs.drawFameChart(c, ui.R(x, bottom-150, w, 140), cs.chosenRun(a))
	}
	if msg != "" {
		col := ui.InkSoft
		if bad {
			col = ui.Bad
		}
		h := min(90, bottom-y-12)
		if h > 20 { // a long file problem gets smaller letters, and never runs under the buttons
			size := 13.0
			if float64(len(ui.Wrap(msg, size, w, false)))*size*1.35 > h && a.Form == ui.Wide {
				size = 12
			}
			c.Paragraph(msg, ui.R(x, bottom-h, w, h-size*1.35), size, col)
		}
	}
	cs.play.Draw(c)
	cs.practice.Draw(c)
	cs.watch.Draw(c)
	cs.helps.Draw(c)
}

// resultLine tells a played challenge's result in words.
func resultLine(run int, res *campaign.Result) string {
	key := "campaign.result"
	switch {
	case res.GaveUp:
		key = "campaign.result_gave_up"
	case res.BestMove && res.Hints:
		key = "campaign.result_best_helped"
	case res.BestMove:
		key = "campaign.result_best"
	case res.Hints:
		key = "campaign.result_helped"
	}
	return lang.F(key, "Run", run, "Score", res.Score, "Fame", res.Fame)
}

// fameChart is the paper sheet's table of titles, best first.
var fameChart = [...]struct {
	min  int
	span string
}{{28, "28+"}, {20, "20–27"}, {15, "15–19"}, {11, "11–14"}, {6, "6–10"}, {0, "0–5"}}

// drawFameChart lists the titles a run's total can earn, the chosen run's own lit.
func (cs *Campaign) drawFameChart(c *ui.Canvas, r ui.Rect, run *campaign.Run) {
	size := max(12, cs.parts.small) // a phone's least size
	c.Text(lang.T("campaign.fame_chart"), r.X, r.Y+8, 13, true, ui.InkSoft, ui.Left)
	mine := -1
	if run != nil {
		mine = run.Total()
	}
	for i, f := range fameChart {
		y := r.Y + 30 + float64(i)*19
		col := ui.InkSoft
		if mine >= f.min && (i == 0 || mine < fameChart[i-1].min) {
			c.FillRound(ui.R(r.X-6, y-9, r.W+12, 18), 5, ui.Fade(ui.Gold, 0.25))
			col = ui.Ink
		}
		c.Text(f.span, r.X+40, y, size, true, col, ui.Right)
		c.TextFit(fameTitle(f.min), r.X+52, y, size, r.W-52, false, col, ui.Left)
	}
}
