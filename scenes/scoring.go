package scenes

import (
	"math"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// Scoring shows the final standings with every seat's coins by source, the money over
// the game, each seat's best move, and what to do next. The game is over, so every
// seat's money is shown, hidden money or not.
type Scoring struct {
	table              *table.Table
	order              []int // seats, best first
	winners            map[int]bool
	money              [][]float64 // money after each decision, per seat
	maxM               float64
	again, watch, menu ui.Button
	review, export     ui.Button
	bd                 *breakdown
	scroll             ui.Scroll // the standings on a phone
	exportNote                   // where the record went

	// againLabel and againDo replace a new game at this screen when set (AfterGame).
	againLabel string
	againDo    func(a *App)
	againWords func() string // the label now, when it may change (AgainWords)
	watching   func() bool   // the next table is heard of at once (AgainWords)
}

func NewScoring(t *table.Table) *Scoring {
	s := &Scoring{table: t, winners: map[int]bool{}, bd: newBreakdown(t)}
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

// scoringParts is where the standings screen puts its parts. On a phone the table, the
// rule, the best moves and the chart are in content coordinates and scroll in view.
type scoringParts struct {
	titleY, concededY  float64
	titleSize          float64
	table, rule        ui.Rect
	chart, best        ui.Rect
	again, watch, menu ui.Rect
	review, export     ui.Rect
	view               ui.Rect
	contentH           float64
	endW               float64 // a phone's width for how the game ended, wrapped
}

// scoringEndSize is the size of how the game ended on a phone.
const scoringEndSize = 13.0

// scoringLayout arranges the standings of n seats. tableH says how tall the table is for
// a height it may fill (desktop) and bestH how tall the best moves are at a width; rule
// is the sentence under the table, ended the one under the title (on a phone it wraps,
// never shrinking below its size). On a
// desktop the table stands left of the chart and the best moves, the buttons under
// them; on a phone they follow one another in a scrolled column over a bar of buttons.
func scoringLayout(scr ui.Rect, f ui.Form, n int, rule, ended string, tableH func(h float64) float64, bestH func(w float64) float64) scoringParts {
	var l scoringParts
	if f == ui.Wide {
		l.titleY, l.concededY, l.titleSize = scr.Y+40, scr.Y+74, 34
		w := min(scr.W-80, 1200)
		x := scr.CX() - w/2
		top, bottom := scr.Y+92, scr.Bottom()-96
		l.table = ui.R(x, top, 700, tableH(bottom-top-44)) // room for the rule under it
		l.rule = ui.R(l.table.X+16, l.table.Bottom()+8, l.table.W-32, 50)
		right := ui.R(l.table.Right()+20, top, w-l.table.W-20, bottom-top)
		bh := bestH(right.W)
		l.chart = ui.R(right.X, right.Y, right.W, right.H-bh-14)
		l.best = ui.R(right.X, right.Bottom()-bh, right.W, bh)
		y := scr.Bottom() - 76
		cols := ui.R(scr.CX()-560, y, 1120, 52).Cols(14, ui.Even(5)...)
		l.again, l.review, l.watch, l.export, l.menu = cols[0], cols[1], cols[2], cols[3], cols[4]
		l.view, l.contentH = scr, scr.H
		return l
	}
	ty := ui.TypeFor(f)
	l.titleSize = ty.Title.Size
	body := scr.InsetXY(10, 8)
	l.endW = body.W
	head, rest := body.CutTop(22+ui.TextHeight(ended, scoringEndSize, l.endW, false), 4)
	l.titleY, l.concededY = head.Y+12, head.Y+22 // the sentence's top
	var bar ui.Rect
	if f == ui.Tall {
		bar, rest = rest.CutBottom(52+8+ui.MinTouch, 8)
		top, low := bar.CutTop(52, 8)
		cols := top.Cols(8, ui.Fr(3), ui.Fr(2))
		three := low.Cols(8, ui.Fr(2), ui.Fr(3), ui.Fr(2))
		l.again, l.menu, l.review, l.watch, l.export = cols[0], cols[1], three[0], three[1], three[2]
	} else {
		bar, rest = rest.CutBottom(ui.MinTouch, 8)
		cols := bar.Column(1100).Cols(8, ui.Even(5)...)
		l.again, l.review, l.watch, l.export, l.menu = cols[0], cols[1], cols[2], cols[3], cols[4]
	}
	l.view = ui.R(scr.X, rest.Y, scr.W, rest.H)
	col := rest.Column(620)
	y := col.Y
	l.table = ui.R(col.X, y, col.W, tableH(0))
	y = l.table.Bottom() + 6
	l.rule = ui.R(col.X+8, y, col.W-16, ui.TextHeight(rule, 13, col.W-16, false))
	y = l.rule.Bottom() + 8
	l.best = ui.R(col.X, y, col.W, bestH(col.W))
	y = l.best.Bottom() + 10
	l.chart = ui.R(col.X, y, col.W, min(260, col.W*0.7))
	l.contentH = l.chart.Bottom() + 8 - rest.Y
	return l
}

// FitsEveryForm: the standings lay themselves out upright and on its side too.
func (s *Scoring) FitsEveryForm() {}

// gameStatus is the game the standings show: over, with every seat's final score.
func (s *Scoring) gameStatus() *GameStatus {
	st := s.table.State()
	g := &GameStatus{Moves: len(s.table.Log()), ToMove: st.ToMove(), Over: true}
	g.Watching = s.watching != nil && s.watching()
	for i := range st.NumPlayers() {
		g.Stands += st.Player(i).StandsInMarket()
		g.Scores = append(g.Scores, st.Score(i))
	}
	return g
}

// Targets are the standings' buttons as drawn.
func (s *Scoring) Targets() []Target {
	var out []Target
	for _, b := range []struct {
		id  string
		btn ui.Button
	}{{"scoring.again", s.again}, {"scoring.menu", s.menu}, {"finished.export", s.export}} {
		if b.btn.Rect.W > 0 {
			out = append(out, targetAt(b.id, b.btn.Label, b.btn.Rect))
		}
	}
	return out
}

func (s *Scoring) layout(a *App) scoringParts {
	l := scoringLayout(a.Screen(), a.Form, len(s.order), lang.T("scoring.rule"), s.howItEnded(), func(h float64) float64 { return s.bd.fit(a.Form, h) },
		func(w float64) float64 { return s.bd.bestHeight(a.Form, w, s.order, s.table.Seats()) })
	again := lang.T("scoring.again")
	if s.againDo != nil {
		again = s.againLabel
	}
	if s.againWords != nil {
		again = s.againWords()
	}
	s.again = button(s.again, l.again, again)
	s.again.Primary = true
	s.review = button(s.review, l.review, lang.T("review.open"))
	s.watch = button(s.watch, l.watch, lang.T("scoring.watch"))
	s.export = button(s.export, l.export, lang.T("finished.export"))
	s.menu = button(s.menu, l.menu, lang.T("scoring.menu"))
	return l
}

func (s *Scoring) Update(a *App) {
	l := s.layout(a)
	in := s.scroll.Update(&a.Input, l.view, l.contentH) // on a desktop it fits and never scrolls
	s.exportNote.update(&a.Input)
	switch {
	case s.again.Update(in) || in.Key(ebiten.KeyEnter):
		s.playAgain(a)
	case s.review.Update(in):
		a.to.review(a, s.table.Record(), s.table.Seats())
	case s.watch.Update(in):
		if r, err := a.to.replay(s.table.Record(), s.table.Seats()); err == nil {
			a.Push(r)
		}
	case s.export.Update(in):
		a.Say(exportGame(a, s.table.Record(), time.Now()))
	case s.menu.Update(in) || in.Key(ebiten.KeyEscape):
		a.Reset(a.to.menu())
	}
}

// howItEnded says why the game ended: a seat conceded, or the engine's reason.
func (s *Scoring) howItEnded() string {
	if cs := s.table.Conceded(); cs >= 0 {
		return lang.F("scoring.conceded", "Name", seatName(s.table.Seats()[cs].Name))
	}
	switch s.table.State().EndReason() {
	case game.EndCoins:
		return lang.T("scoring.end.coins")
	case game.EndMarketFull:
		if finalTrigger(s.table.Log()) == game.BringCustomer {
			return lang.T("scoring.end.entrances")
		}
		return lang.T("scoring.end.market")
	case game.EndLastStand:
		return lang.T("scoring.end.last_stand")
	case game.EndNoMove:
		return lang.T("scoring.end.no_move")
	}
	return ""
}

// finalTrigger is the action that started the final round: a customer tile that left
// few entrances empty, or a stand or restaurant that left few spaces free.
func finalTrigger(log []table.Event) game.MoveKind {
	for _, ev := range log {
		if ev.After.FinalRound {
			return ev.After.Trigger
		}
	}
	return game.OpenStand
}

// playAgain starts a new game with the same people and computers.
func (s *Scoring) playAgain(a *App) {
	if s.againDo != nil {
		s.againDo(a)
		return
	}
	cfg := table.Config{Seats: s.table.Seats(), MoneyHidden: s.table.State().MoneyHidden(), First: -1, Seed: s.table.Record().Seed + 1, HardBudgetMS: a.Settings.HardBudgetMS}
	t, err := table.New(cfg)
	if err != nil {
		a.NoticeWords(func() string { return lang.F("scoring.cannot_start", "Error", err.Error()) })
		a.Reset(a.to.menu())
		return
	}
	t.SetStore(a.Store)
	a.Replace(NewBoard(t))
}

func (s *Scoring) Draw(c *ui.Canvas, a *App) {
	l := s.layout(a)
	st := s.table.State()
	seats := s.table.Seats()
	c.TextFit(lang.T("scoring.title"), a.W/2, l.titleY, l.titleSize, a.W-20, true, ui.Paper, ui.Center)
	switch how := s.howItEnded(); {
	case how == "":
	case a.Form == ui.Wide:
		c.TextFit(how, a.W/2, l.concededY, 16, a.W-20, false, ui.Highlight, ui.Center)
	default:
		c.Centred(how, a.W/2, l.concededY, scoringEndSize, l.endW, false, ui.Highlight)
	}
	// The standings with the breakdown on the left; the money chart and the best moves
	// on the right, sharing the height down to the buttons (a phone: one under another).
	in, dy, small := c, 0.0, 13.0
	if a.Form != ui.Wide {
		in, dy = c.Clip(l.view), -s.scroll.Off
	}
	s.bd.drawTable(in, l.table.Shift(dy), s.order, s.winners, seats, st)
	in.Paragraph(lang.T("scoring.rule"), l.rule.Shift(dy), small, ui.Fade(ui.Paper, 0.75))
	s.drawChart(in, l.chart.Shift(dy), a.Form)
	s.bd.drawBest(in, l.best.Shift(dy), s.order, seats)
	if a.Form != ui.Wide {
		s.scroll.DrawFade(c, l.view, ui.Background) // the best moves go on below the buttons
	}
	s.again.Draw(c)
	s.review.Draw(c)
	s.watch.Draw(c)
	s.export.Draw(c)
	s.menu.Draw(c)
	s.exportNote.draw(c, a)
}

// drawChart plots every player's money after each decision.
func (s *Scoring) drawChart(c *ui.Canvas, r ui.Rect, f ui.Form) {
	small := 12.0 // the axes' figures
	if f != ui.Wide {
		small = ui.TypeFor(f).Caption.Size
	}
	c.Card(r, 12, ui.Panel, ui.PanelEdge)
	c.TextFit(lang.T("scoring.chart"), r.X+16, r.Y+22, 16, r.W-32, true, ui.Ink, ui.Left)
	plot := ui.R(r.X+50, r.Y+50, r.W-70, r.H-90)
	top := max(20, math.Ceil(s.maxM*1.05/20)*20) // quarters of a multiple of 20 are round
	for k := 0.0; k <= 4; k++ {
		y := plot.Bottom() - plot.H*k/4
		c.Line(plot.X, y, plot.Right(), y, 1, ui.Fade(ui.InkSoft, 0.25))
		c.TextTab(num(int(top*k/4)), plot.X-8, y, small, false, ui.InkSoft, ui.Right)
	}
	c.Text(lang.T("scoring.decisions"), plot.Right(), plot.Bottom()+20, small, false, ui.InkSoft, ui.Right)
	seats := s.table.Seats()
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
