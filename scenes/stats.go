package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/stats"
	"mercado/ui"
	"mercado/ui/lang"
)

// StatsScreen shows the statistics: games against the computers by level and by the
// number of players, the winning streaks, and the campaign's challenges and runs.
type StatsScreen struct {
	s       *stats.Stats
	problem string // why the file could not be read, and what became of it
	loaded  bool
	back    ui.Button
}

func NewStats() *StatsScreen { return &StatsScreen{} }

// load reads the statistics when the screen first shows (a damaged file is kept aside
// then, and said here).
func (ss *StatsScreen) load(a *App) {
	if ss.loaded {
		return
	}
	ss.loaded = true
	s, p := stats.Load(a.Store)
	ss.s = s
	if p != nil {
		ss.problem = statsProblemText(*p)
	}
}

// statsTop and statsCardH place the two cards: as tall as their contents need, less
// on a short screen.
const statsTop, statsCardH = 80.0, 470.0

// layout places the cards' bottom, the problem under them and the Back button.
func (ss *StatsScreen) layout(a *App) (cardsBottom float64) {
	problemH := 0.0
	if ss.problem != "" {
		problemH = float64(len(ui.Wrap(ss.problem, 14, 1200, false)))*14*1.35 + 12
	}
	h := max(200, min(statsCardH, a.H-statsTop-problemH-76))
	cardsBottom = statsTop + h
	ss.back = button(ss.back, ui.R(a.W/2-100, cardsBottom+problemH+16, 200, 48), lang.T("stats.back"))
	ss.back.Primary = true
	return cardsBottom
}

func (ss *StatsScreen) Update(a *App) {
	ss.load(a)
	ss.layout(a)
	in := &a.Input
	if ss.back.Update(in) || in.Key(ebiten.KeyEscape) || in.Key(ebiten.KeyEnter) {
		a.Pop()
	}
}

// statsLevelKeys and the rows of the games table.
var statsLevelKeys = map[string]string{"easy": "stats.row.easy", "medium": "stats.row.medium", "hard": "stats.row.hard"}

// statsRow is one line of the games table.
type statsRow struct {
	label string
	t     stats.Tally
	first bool // a group begins: a rule above it
}

const statsRowH = 32.0

func (ss *StatsScreen) Draw(c *ui.Canvas, a *App) {
	ss.load(a)
	bottom := ss.layout(a)
	c.Text(lang.T("stats.title"), a.W/2, 42, 34, true, ui.Paper, ui.Center)
	if ss.problem != "" {
		c.Paragraph(ss.problem, ui.R(a.W/2-600, bottom+10, 1200, ss.back.Rect.Y-bottom-10), 14, ui.Highlight)
	}
	ss.drawGames(c, ui.R(a.W/2-620, statsTop, 612, bottom-statsTop))
	ss.drawCampaign(c, ui.R(a.W/2+8, statsTop, 612, bottom-statsTop))
	ss.back.Draw(c)
}

// drawGames is the table of games against the computers, the streaks and the games
// between several people.
func (ss *StatsScreen) drawGames(c *ui.Canvas, r ui.Rect) {
	c.Card(r, 12, ui.Panel, ui.PanelEdge)
	s := ss.s
	x := r.X + 18
	c.TextFit(lang.T("stats.computers"), x, r.Y+24, 19, r.W-36, true, ui.Ink, ui.Left)
	cols := []string{lang.T("stats.col.played"), lang.T("stats.col.won"), lang.T("stats.col.lost"), lang.T("stats.col.average"), lang.T("stats.col.best")}
	colW := 76.0
	colX := func(i int) float64 { return r.Right() - 18 - float64(len(cols)-i)*colW + colW/2 }
	y := r.Y + 56
	for i, h := range cols {
		c.TextFit(h, colX(i), y, 13, colW-6, true, ui.InkSoft, ui.Center)
	}
	rows := []statsRow{{label: lang.T("stats.row.all"), t: s.All, first: true}}
	for i, l := range stats.Levels {
		rows = append(rows, statsRow{label: lang.T(statsLevelKeys[l]), t: s.ByLevel[l], first: i == 0})
	}
	for n := 2; n < len(s.ByPlayers); n++ {
		rows = append(rows, statsRow{label: lang.N("stats.row.players", n), t: s.ByPlayers[n], first: n == 2})
	}
	y += 14
	labelW := colX(0) - colW/2 - x - 8
	for _, row := range rows {
		if row.first {
			c.Fill(ui.R(x, y, r.W-36, 1), ui.Fade(ui.InkSoft, 0.35))
		}
		cy := y + statsRowH/2
		c.TextFit(row.label, x, cy, 15, labelW, true, ui.Ink, ui.Left)
		avg := "—" // not translated: a dash for "none"
		if v, ok := row.t.Average(); ok {
			avg = fmt.Sprintf("%.1f", v)
		}
		best := "—" // not translated: a dash for "none"
		if row.t.Scored > 0 {
			best = num(row.t.Best)
		}
		for i, v := range []string{num(row.t.Played), num(row.t.Won), num(row.t.Lost), avg, best} {
			c.Text(v, colX(i), cy, 15, false, ui.Ink, ui.Center)
		}
		y += statsRowH
	}
	y += 16
	lines := []string{lang.F("stats.streak", "Best", s.BestStreak, "Now", s.Streak), lang.N("stats.hot_seat", s.HotSeat), lang.T("stats.note")}
	for _, l := range lines {
		if y > r.Bottom()-20 {
			break
		}
		y += c.Paragraph(l, ui.R(x, y, r.W-36, r.Bottom()-y-8), 14, ui.InkSoft) + 8
	}
}

// drawCampaign is the campaign's challenges — how often played, the best fame and
// score — and the runs finished.
func (ss *StatsScreen) drawCampaign(c *ui.Canvas, r ui.Rect) {
	c.Card(r, 12, ui.Panel, ui.PanelEdge)
	s := ss.s
	x := r.X + 18
	c.TextFit(lang.T("stats.campaign"), x, r.Y+24, 19, r.W-36, true, ui.Ink, ui.Left)
	cols := []string{lang.T("stats.col.played"), lang.T("stats.col.fame"), lang.T("stats.col.best_score")}
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
		for k := 0; k < 3; k++ {
			col := ui.Fade(ui.InkSoft, 0.2)
			if k < ch.BestFame {
				col = ui.Gold
			}
			c.Shape(ui.Diamond, colX(1)+float64(k-1)*17, cy, 13, col)
		}
		best := "—" // not translated: a dash for "none"
		if ch.Played > 0 {
			best = num(ch.BestScore)
		}
		c.Text(best, colX(2), cy, 15, false, ui.Ink, ui.Center)
		y += rowH
	}
	y += 16
	runs := lang.T("stats.runs_none")
	if s.Runs > 0 {
		runs = lang.N("stats.runs", s.Runs, "Fame", s.BestRun, "Title", fameTitle(s.BestRun))
	}
	c.Paragraph(runs, ui.R(x, y, r.W-36, r.Bottom()-y-8), 14, ui.InkSoft)
}
