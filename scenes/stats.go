package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/stats"
	"mercado/ui"
	"mercado/ui/lang"
)

// Stats shows the statistics: games against the computers by level and by the
// number of players, the winning streaks, and the campaign's challenges and runs.
type Stats struct {
	stats *stats.Stats
	// prob is why the file could not be read, and what became of it; problem, that in
	// the language problemIn (problemText).
	prob      *stats.Problem
	problem   string
	problemIn int
	loaded    bool
	back      ui.Button
	scroll    ui.Scroll // the cards on a phone
}

func NewStats() *Stats { return &Stats{} }

// FitsEveryForm: the statistics lay themselves out upright and on its side too.
func (ss *Stats) FitsEveryForm() {}

// load reads the statistics when the screen first shows (a damaged file is kept aside
// then, and said here).
func (ss *Stats) load(a *App) {
	if ss.loaded {
		return
	}
	ss.loaded = true
	s, p := stats.Load(a.Store)
	ss.stats = s
	ss.prob = p
}

// problemText is what went wrong reading the file, in the language in use.
func (ss *Stats) problemText() string {
	if ss.prob != nil && ss.problemIn != lang.Version() {
		ss.problem, ss.problemIn = statsProblemText(*ss.prob), lang.Version()
	}
	return ss.problem
}

// statsTop and statsCardH place the two cards on a desktop: as tall as their contents
// need, less on a short screen.
const statsTop, statsCardH = 80.0, 470.0

// statsParts is where the statistics screen puts its parts. On a phone the problem and
// the two cards are in content coordinates and scroll in view.
type statsParts struct {
	titleY, titleSize float64
	problem           ui.Rect
	problemSize       float64
	games, campaign   ui.Rect
	accuracy          ui.Rect // the accuracy of reviewed games and its trend
	back              ui.Rect
	view              ui.Rect
	contentH          float64
}

// statsLayout arranges the screen. gamesH, accuracyH and campaignH say how tall the
// cards are at a width (on a phone; a desktop gives the games and the campaign a fixed
// height). On a desktop the games and the campaign stand side by side over the accuracy,
// the problem and Back; on a phone upright the cards follow one another in a scrolled
// column, on its side they stand in two columns (the accuracy under the games) and
// scroll together, over Back.
func statsLayout(scr ui.Rect, f ui.Form, problem string, gamesH, accuracyH, campaignH func(w float64) float64) statsParts {
	var l statsParts
	if f == ui.Wide {
		problemH := 0.0
		if problem != "" {
			problemH = float64(len(ui.Wrap(problem, 14, 1200, false)))*14*1.35 + 12
		}
		accH := accuracyH(1240)
		h := max(200, min(statsCardH, scr.H-statsTop-problemH-76-accH-10))
		top := scr.Y + statsTop
		bottom := top + h
		l.titleY, l.titleSize = scr.Y+42, 34
		l.games = ui.R(scr.CX()-620, top, 612, h)
		l.campaign = ui.R(scr.CX()+8, top, 612, h)
		l.accuracy = ui.R(scr.CX()-620, bottom+10, 1240, accH)
		bottom = l.accuracy.Bottom()
		l.problem, l.problemSize = ui.R(scr.CX()-600, bottom+10, 1200, problemH+6), 14
		l.back = ui.R(scr.CX()-100, bottom+problemH+16, 200, 48)
		l.view, l.contentH = scr, scr.H
		return l
	}
	ty := ui.TypeFor(f)
	body := scr.InsetXY(10, 8)
	head, rest := body.CutTop(30, 6)
	l.titleY, l.titleSize = head.CY(), ty.Title.Size
	bar, rest := rest.CutBottom(48, 8)
	l.back = bar.Column(240)
	l.view = ui.R(scr.X, rest.Y, scr.W, rest.H)
	col := rest.Column(1000)
	two := f == ui.Low && (col.W-10)/2 >= statsPhoneMinW
	if !two {
		col = rest.Column(620)
	}
	y := col.Y
	if problem != "" {
		l.problemSize = ty.Caption.Size
		l.problem = ui.R(col.X, y, col.W, ui.TextHeight(problem, l.problemSize, col.W, false))
		y = l.problem.Bottom() + 8
	}
	if two {
		cols := ui.R(col.X, y, col.W, 0).Cols(10, ui.Even(2)...)
		l.games = ui.R(cols[0].X, y, cols[0].W, gamesH(cols[0].W))
		l.accuracy = ui.R(cols[0].X, l.games.Bottom()+10, cols[0].W, accuracyH(cols[0].W))
		l.campaign = ui.R(cols[1].X, y, cols[1].W, campaignH(cols[1].W))
	} else {
		l.games = ui.R(col.X, y, col.W, gamesH(col.W))
		l.accuracy = ui.R(col.X, l.games.Bottom()+10, col.W, accuracyH(col.W))
		l.campaign = ui.R(col.X, l.accuracy.Bottom()+10, col.W, campaignH(col.W))
	}
	l.contentH = max(l.accuracy.Bottom(), l.campaign.Bottom()) + 8 - rest.Y
	return l
}

// statsPhoneMinW is the least width of a card on a phone: five figures under their
// headings, the headings on two staggered lines.
const statsPhoneMinW = 240.0

func (ss *Stats) layout(a *App) statsParts {
	l := statsLayout(a.Screen(), a.Form, ss.problemText(),
		func(w float64) float64 { return statsGamesHeight(ss.stats, a.Form, w) },
		func(w float64) float64 { return statsAccuracyHeight(ss.stats, a.Form, w) },
		func(w float64) float64 { return statsCampaignHeight(ss.stats, a.Form, w) })
	ss.back = button(ss.back, l.back, lang.T("stats.back"))
	ss.back.Primary = true
	return l
}

func (ss *Stats) Update(a *App) {
	ss.load(a)
	l := ss.layout(a)
	in := ss.scroll.Update(&a.Input, l.view, l.contentH) // on a desktop it fits and never scrolls
	if ss.back.Update(in) || in.Key(ebiten.KeyEscape) || in.Key(ebiten.KeyEnter) {
		a.Pop()
	}
}

// statsLevelKeys and the rows of the games table.
var statsLevelKeys = map[string]string{"easy": "stats.row.easy", "medium": "stats.row.medium", "hard": "stats.row.hard"}

// statsRow is one line of the games table.
type statsRow struct {
	label string
	tally stats.Tally
	first bool // a group begins: a rule above it
}

// statsRows are the games table's lines: all games, by level, by the number of players.
func statsRows(s *stats.Stats) []statsRow {
	rows := []statsRow{{label: lang.T("stats.row.all"), tally: s.All, first: true}}
	for i, l := range stats.Levels {
		rows = append(rows, statsRow{label: lang.T(statsLevelKeys[l]), tally: s.ByLevel[l], first: i == 0})
	}
	for n := 2; n < len(s.ByPlayers); n++ {
		rows = append(rows, statsRow{label: lang.N("stats.row.players", n), tally: s.ByPlayers[n], first: n == 2})
	}
	return rows
}

// statsGamesNotes are the sentences under the games table.
func statsGamesNotes(s *stats.Stats) []string {
	return []string{lang.F("stats.streak", "Best", s.BestStreak, "Now", s.Streak), lang.N("stats.hot_seat", s.HotSeat), lang.T("stats.note")}
}

// statsRuns is the sentence under the challenges.
func statsRuns(s *stats.Stats) string {
	if s.Runs > 0 {
		return lang.N("stats.runs", s.Runs, "Fame", s.BestRun, "Title", fameTitle(s.BestRun))
	}
	return lang.T("stats.runs_none")
}

func statsGamesCols() []string {
	return []string{lang.T("stats.col.played"), lang.T("stats.col.won"), lang.T("stats.col.lost"), lang.T("stats.col.average"), lang.T("stats.col.best")}
}

func statsCampaignCols() []string {
	return []string{lang.T("stats.col.played"), lang.T("stats.col.fame"), lang.T("stats.col.best_score")}
}

const statsRowH = 32.0

// On a phone a row of a card is two lines: its name across the card, its figures under
// the column headings (a name beside five figures does not fit 360 px at 13 px and up).
const (
	statsPhoneRowH = 44.0
	statsPhonePad  = 14.0 // a card's inner margin
	statsPhoneHead = 40.0 // the card's heading, down to the column headings
	statsHeadLine  = 18.0 // a line of column headings
)

// statsStagger says whether the column headings of a card's inner width iw go on two
// staggered lines, each heading then twice as wide as its column.
func statsStagger(cols []string, iw float64) bool {
	colW := iw / float64(len(cols))
	for _, h := range cols {
		if ui.TextWidth(h, ui.TypeFor(ui.Tall).Caption.Size, true) > colW-6 {
			return true
		}
	}
	return false
}

// statsPhoneRowsTop is how far below the card's top its first row starts on a phone.
func statsPhoneRowsTop(cols []string, iw float64) float64 {
	lines := 1.0
	if statsStagger(cols, iw) {
		lines = 2
	}
	return statsPhoneHead + lines*statsHeadLine + 6
}

// statsGamesHeight is how tall the games card is at width w on a phone.
func statsGamesHeight(s *stats.Stats, f ui.Form, w float64) float64 {
	if s == nil {
		s = stats.New()
	}
	iw := w - 2*statsPhonePad
	size := ui.TypeFor(f).Caption.Size
	h := statsPhoneRowsTop(statsGamesCols(), iw) + float64(len(statsRows(s)))*statsPhoneRowH + 10
	for _, n := range statsGamesNotes(s) {
		h += ui.TextHeight(n, size, iw, false) + 6
	}
	return h + 8
}

// statsCampaignHeight is how tall the campaign's card is at width w on a phone.
func statsCampaignHeight(s *stats.Stats, f ui.Form, w float64) float64 {
	if s == nil {
		s = stats.New()
	}
	iw := w - 2*statsPhonePad
	h := statsPhoneRowsTop(statsCampaignCols(), iw) + float64(len(s.Challenges))*statsPhoneRowH + 10
	return h + ui.TextHeight(statsRuns(s), ui.TypeFor(f).Caption.Size, iw, false) + 14
}

func (ss *Stats) Draw(c *ui.Canvas, a *App) {
	ss.load(a)
	l := ss.layout(a)
	c.TextFit(lang.T("stats.title"), a.Screen().CX(), l.titleY, l.titleSize, a.Screen().W-20, true, ui.Paper, ui.Center)
	in, dy := c, 0.0
	if a.Form != ui.Wide {
		in, dy = c.Clip(l.view), -ss.scroll.Off
	}
	if problem := ss.problemText(); problem != "" {
		in.Paragraph(problem, l.problem.Shift(dy), l.problemSize, ui.Highlight)
	}
	if a.Form == ui.Wide {
		ss.drawGames(c, l.games)
		ss.drawCampaign(c, l.campaign)
		drawAccuracyCard(c, l.accuracy, ss.stats, a.Form)
	} else {
		ss.drawGamesPhone(in, l.games.Shift(dy), a.Form)
		drawAccuracyCard(in, l.accuracy.Shift(dy), ss.stats, a.Form)
		ss.drawCampaignPhone(in, l.campaign.Shift(dy), a.Form)
	}
	ss.back.Draw(c)
}

// statsFigures are a row's five figures: played, won, lost, the average and best score.
func statsFigures(t stats.Tally) []string {
	avg := "—" // not translated: a dash for "none"
	if v, ok := t.Average(); ok {
		avg = oneDecimal(v)
	}
	best := "—" // not translated: a dash for "none"
	if t.Scored > 0 {
		best = num(t.Best)
	}
	return []string{num(t.Played), num(t.Won), num(t.Lost), avg, best}
}

// drawGames is the table of games against the computers, the streaks and the games
// between several people.
func (ss *Stats) drawGames(c *ui.Canvas, r ui.Rect) {
	c.Card(r, 12, ui.Panel, ui.PanelEdge)
	s := ss.stats
	x := r.X + 18
	c.TextFit(lang.T("stats.computers"), x, r.Y+24, 19, r.W-36, true, ui.Ink, ui.Left)
	cols := statsGamesCols()
	colW := 76.0
	colX := func(i int) float64 { return r.Right() - 18 - float64(len(cols)-i)*colW + colW/2 }
	y := r.Y + 56
	for i, h := range cols {
		c.TextFit(h, colX(i), y, 13, colW-6, true, ui.InkSoft, ui.Center)
	}
	y += 14
	labelW := colX(0) - colW/2 - x - 8
	for _, row := range statsRows(s) {
		if row.first {
			c.Fill(ui.R(x, y, r.W-36, 1), ui.Fade(ui.InkSoft, 0.35))
		}
		cy := y + statsRowH/2
		c.TextFit(row.label, x, cy, 15, labelW, true, ui.Ink, ui.Left)
		for i, v := range statsFigures(row.tally) {
			c.Text(v, colX(i), cy, 15, false, ui.Ink, ui.Center)
		}
		y += statsRowH
	}
	y += 16
	for _, l := range statsGamesNotes(s) {
		if y > r.Bottom()-20 {
			break
		}
		y += c.Paragraph(l, ui.R(x, y, r.W-36, r.Bottom()-y-8), 14, ui.InkSoft) + 8
	}
}

// drawPhoneHeads draws a phone card's heading and its column headings, staggered on
// two lines when they do not fit side by side; it returns where the rows start and the
// columns' centres.
func drawPhoneHeads(c *ui.Canvas, r ui.Rect, f ui.Form, title string, cols []string) (rowsY float64, colX func(i int) float64) {
	ty := ui.TypeFor(f)
	x, iw := r.X+statsPhonePad, r.W-2*statsPhonePad
	c.Card(r, 12, ui.Panel, ui.PanelEdge)
	c.TextFit(title, x, r.Y+22, ty.Heading.Size, iw, true, ui.Ink, ui.Left)
	colW := iw / float64(len(cols))
	colX = func(i int) float64 { return x + colW*(float64(i)+0.5) }
	stagger := statsStagger(cols, iw)
	for i, h := range cols {
		y, w := r.Y+statsPhoneHead+statsHeadLine/2, colW-6
		if stagger {
			y += float64(i%2) * statsHeadLine
			w = 2*colW - 8
		}
		c.TextFit(h, colX(i), y, ty.Caption.Size, w, true, ui.InkSoft, ui.Center)
	}
	return r.Y + statsPhoneRowsTop(cols, iw), colX
}

// drawGamesPhone is the games card on a phone: each row's name over its figures.
func (ss *Stats) drawGamesPhone(c *ui.Canvas, r ui.Rect, f ui.Form) {
	ty := ui.TypeFor(f)
	x, iw := r.X+statsPhonePad, r.W-2*statsPhonePad
	y, colX := drawPhoneHeads(c, r, f, lang.T("stats.computers"), statsGamesCols())
	for _, row := range statsRows(ss.stats) {
		if row.first {
			c.Fill(ui.R(x, y, iw, 1), ui.Fade(ui.InkSoft, 0.35))
		}
		c.TextFit(row.label, x, y+12, ty.Label.Size, iw, true, ui.Ink, ui.Left)
		for i, v := range statsFigures(row.tally) {
			c.Text(v, colX(i), y+31, ty.Body.Size, false, ui.Ink, ui.Center)
		}
		y += statsPhoneRowH
	}
	y += 10
	for _, l := range statsGamesNotes(ss.stats) {
		y += c.Paragraph(l, ui.R(x, y, iw, r.Bottom()-y), ty.Caption.Size, ui.InkSoft) + 6
	}
}

// drawFame draws a challenge's best fame: three diamonds, the earned ones gold; a dash
// for a challenge never played, whose three grey diamonds would read like fame.
func drawFame(c *ui.Canvas, cx, cy float64, fame int, played bool) {
	if !played {
		c.Text("—", cx, cy, 15, false, ui.Ink, ui.Center) // not translated: a dash for "none"
		return
	}
	for k := 0; k < 3; k++ {
		col := ui.Fade(ui.InkSoft, 0.2)
		if k < fame {
			col = ui.Gold
		}
		c.Shape(ui.Diamond, cx+float64(k-1)*17, cy, 13, col)
	}
}

// drawCampaignPhone is the campaign's card on a phone: each challenge's name over its
// figures.
func (ss *Stats) drawCampaignPhone(c *ui.Canvas, r ui.Rect, f ui.Form) {
	ty := ui.TypeFor(f)
	x, iw := r.X+statsPhonePad, r.W-2*statsPhonePad
	y, colX := drawPhoneHeads(c, r, f, lang.T("stats.campaign"), statsCampaignCols())
	c.Fill(ui.R(x, y, iw, 1), ui.Fade(ui.InkSoft, 0.35))
	for i, ch := range ss.stats.Challenges {
		c.TextFit(fmt.Sprintf("%d · %s", i+1, challengeName(i+1)), x, y+12, ty.Label.Size, iw, ch.Played > 0, ui.Ink, ui.Left)
		c.Text(num(ch.Played), colX(0), y+31, ty.Body.Size, false, ui.Ink, ui.Center)
		drawFame(c, colX(1), y+31, ch.BestFame, ch.Played > 0)
		best := "—" // not translated: a dash for "none"
		if ch.Played > 0 {
			best = num(ch.BestScore)
		}
		c.Text(best, colX(2), y+31, ty.Body.Size, false, ui.Ink, ui.Center)
		y += statsPhoneRowH
	}
	c.Paragraph(statsRuns(ss.stats), ui.R(x, y+10, iw, r.Bottom()-y-10), ty.Caption.Size, ui.InkSoft)
}

// drawCampaign is the campaign's challenges — how often played, the best fame and
// score — and the runs finished.
func (ss *Stats) drawCampaign(c *ui.Canvas, r ui.Rect) {
	c.Card(r, 12, ui.Panel, ui.PanelEdge)
	s := ss.stats
	x := r.X + 18
	c.TextFit(lang.T("stats.campaign"), x, r.Y+24, 19, r.W-36, true, ui.Ink, ui.Left)
	cols := statsCampaignCols()
	colW := 92.0
	colX := func(i int) float64 { return r.Right() - 18 - float64(len(cols)-i)*colW + colW/2 }
	y := r.Y + 56
	for i, h := range cols {
		c.TextFit(h, colX(i), y, 13, colW-6, true, ui.InkSoft, ui.Center)
	}
	y += 14
	c.Fill(ui.R(x, y, r.W-36, 1), ui.Fade(ui.InkSoft, 0.35))
	labelW := colX(0) - colW/2 - x - 8
	rowH := min(statsRowH, (r.Bottom()-y-70)/float64(len(s.Challenges)))
	for i, ch := range s.Challenges {
		cy := y + rowH/2
		c.TextFit(fmt.Sprintf("%d · %s", i+1, challengeName(i+1)), x, cy, 15, labelW, ch.Played > 0, ui.Ink, ui.Left)
		c.Text(num(ch.Played), colX(0), cy, 15, false, ui.Ink, ui.Center)
		drawFame(c, colX(1), cy, ch.BestFame, ch.Played > 0)
		best := "—" // not translated: a dash for "none"
		if ch.Played > 0 {
			best = num(ch.BestScore)
		}
		c.Text(best, colX(2), cy, 15, false, ui.Ink, ui.Center)
		y += rowH
	}
	y += 16
	c.Paragraph(statsRuns(s), ui.R(x, y, r.W-36, r.Bottom()-y-8), 14, ui.InkSoft)
}
