package scenes

import (
	"math"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// Scoring shows the final standings with every seat's coins by source, the money over
// the game, each seat's best move, and what to do next. The game is over, so every
// seat's money is shown, hidden money or not.
type Scoring struct {
	t                  *table.Table
	order              []int // seats, best first
	winners            map[int]bool
	money              [][]float64 // money after each decision, per seat
	maxM               float64
	again, watch, menu ui.Button
	review             ui.Button
	bd                 *breakdown
}

func NewScoring(t *table.Table) *Scoring {
	s := &Scoring{t: t, winners: map[int]bool{}, bd: newBreakdown(t)}
	st := t.State()
	n := st.NumPlayers()
	for i := 0; i < n; i++ {
		s.order = append(s.order, i)
	}
	conceded := t.Conceded()
	sort.SliceStable(s.order, func(i, j int) bool {
		a, b := s.order[i], s.order[j]
		if (a == conceded) != (b == conceded) {
			return b == conceded
		}
		if st.Score(a) != st.Score(b) {
			return st.Score(a) > st.Score(b)
		}
		return st.Player(a).StandsInMarket() > st.Player(b).StandsInMarket()
	})
	if conceded < 0 {
		for _, w := range st.Winners() {
			s.winners[w] = true
		}
	} else if n > 1 {
		best := s.order[0]
		for _, seat := range s.order {
			if seat != conceded && st.Score(seat) == st.Score(best) && st.Player(seat).StandsInMarket() == st.Player(best).StandsInMarket() {
				s.winners[seat] = true
			}
		}
	}
	s.money = make([][]float64, n)
	cur := make([]float64, n)
	for i := range cur {
		cur[i] = float64(st.Challenge().StartMoney)
		if len(t.Log()) > 0 {
			cur[i] = float64(t.Log()[0].MoneyBefore[i])
		}
		s.money[i] = append(s.money[i], cur[i])
	}
	for _, ev := range t.Log() {
		for i := 0; i < n; i++ {
			v := float64(ev.MoneyBefore[i] + ev.Preview.Income[i])
			if i == ev.Seat {
				v -= float64(ev.Preview.Cost)
			}
			s.money[i] = append(s.money[i], v)
			s.maxM = max(s.maxM, v)
		}
	}
	return s
}

func (s *Scoring) layout(a *App) {
	y := a.H - 76
	s.again = button(s.again, ui.R(a.W/2-478, y, 226, 52), lang.T("scoring.again"))
	s.again.Primary = true
	s.review = button(s.review, ui.R(a.W/2-238, y, 226, 52), lang.T("review.open"))
	s.watch = button(s.watch, ui.R(a.W/2+2, y, 226, 52), lang.T("scoring.watch"))
	s.menu = button(s.menu, ui.R(a.W/2+242, y, 226, 52), lang.T("scoring.menu"))
}

func (s *Scoring) Update(a *App) {
	s.layout(a)
	in := &a.Input
	switch {
	case s.again.Update(in) || in.Key(ebiten.KeyEnter):
		s.playAgain(a)
	case s.review.Update(in):
		openReview(a, s.t.Record(), s.t.Seats())
	case s.watch.Update(in):
		if r, err := NewReplay(s.t.Record(), s.t.Seats()); err == nil {
			a.Push(r)
		}
	case s.menu.Update(in) || in.Key(ebiten.KeyEscape):
		a.Reset(NewMenu())
	}
}

// playAgain starts a new game with the same people and computers.
func (s *Scoring) playAgain(a *App) {
	cfg := table.Config{Seats: s.t.Seats(), MoneyHidden: s.t.State().MoneyHidden(), First: -1, Seed: s.t.Record().Seed + 1, HardBudgetMS: a.Settings.HardBudgetMS}
	t, err := table.New(cfg)
	if err != nil {
		a.Notice(lang.F("scoring.cannot_start", "Error", err.Error()))
		a.Reset(NewMenu())
		return
	}
	t.SetStore(a.Store)
	a.Replace(NewBoard(t))
}

func (s *Scoring) Draw(c *ui.Canvas, a *App) {
	s.layout(a)
	st := s.t.State()
	seats := s.t.Seats()
	c.Text(lang.T("scoring.title"), a.W/2, 40, 34, true, ui.Paper, ui.Center)
	if cs := s.t.Conceded(); cs >= 0 {
		c.Text(lang.F("scoring.conceded", "Name", seatName(seats[cs].Name)), a.W/2, 74, 16, false, ui.Highlight, ui.Center)
	}
	// The standings with the breakdown on the left; the money chart and the best moves
	// on the right, sharing the height down to the buttons.
	w := min(a.W-80, 1200)
	x := (a.W - w) / 2
	top, bottom := 92.0, a.H-96
	tab := ui.R(x, top, 700, s.bd.fit(bottom-top-44)) // room for the rule under it
	s.bd.drawTable(c, tab, s.order, s.winners, seats, st)
	c.Paragraph(lang.T("scoring.rule"), ui.R(tab.X+16, tab.Bottom()+8, tab.W-32, 50), 13, ui.Fade(ui.Paper, 0.75))
	right := ui.R(tab.Right()+20, top, w-tab.W-20, bottom-top)
	bestH := bestHeight(len(s.order))
	s.drawChart(c, ui.R(right.X, right.Y, right.W, right.H-bestH-14))
	s.bd.drawBest(c, ui.R(right.X, right.Bottom()-bestH, right.W, bestH), s.order, seats)
	s.again.Draw(c)
	s.review.Draw(c)
	s.watch.Draw(c)
	s.menu.Draw(c)
}

// drawChart plots every player's money after each decision.
func (s *Scoring) drawChart(c *ui.Canvas, r ui.Rect) {
	c.Card(r, 12, ui.Panel, ui.PanelEdge)
	c.Text(lang.T("scoring.chart"), r.X+16, r.Y+22, 16, true, ui.Ink, ui.Left)
	plot := ui.R(r.X+50, r.Y+50, r.W-70, r.H-90)
	top := max(20, math.Ceil(s.maxM*1.05/20)*20) // quarters of a multiple of 20 are round
	for k := 0.0; k <= 4; k++ {
		y := plot.Bottom() - plot.H*k/4
		c.Line(plot.X, y, plot.Right(), y, 1, ui.Fade(ui.InkSoft, 0.25))
		c.Text(num(int(top*k/4)), plot.X-8, y, 12, false, ui.InkSoft, ui.Right)
	}
	c.Text(lang.T("scoring.decisions"), plot.Right(), plot.Bottom()+20, 12, false, ui.InkSoft, ui.Right)
	seats := s.t.Seats()
	for seat, series := range s.money {
		if len(series) < 2 {
			continue
		}
		col := ui.PlayerColors[seats[seat].Color]
		px := func(i int) float64 { return plot.X + plot.W*float64(i)/float64(len(series)-1) }
		py := func(v float64) float64 { return plot.Bottom() - plot.H*v/top }
		for i := 1; i < len(series); i++ {
			c.Line(px(i-1), py(series[i-1]), px(i), py(series[i]), 2.5, col)
		}
		last := len(series) - 1
		drawWoodenStand(c, px(last), py(series[last]), 14, seats[seat].Color)
	}
}
