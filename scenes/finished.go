package scenes

import (
	"errors"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// FinishedList is the list of the last finished games (table.FinishedGames): each with
// its date, players, scores and winner, and Replay, Review and Export.
type FinishedList struct {
	games      []table.FinishedGame
	rows       []finishedRow
	problem    string // why the list or a game could not be read
	loaded     bool
	back       ui.Button
	scroll     ui.Scroll
	exportNote // where the record went
}

// finishedRow is one game's buttons.
type finishedRow struct{ replay, review, export ui.Button }

func NewFinishedList() *FinishedList { return &FinishedList{} }

// FitsEveryForm: the list lays itself out upright and on its side too.
func (f *FinishedList) FitsEveryForm() {}

func (f *FinishedList) load(a *App) {
	if f.loaded {
		return
	}
	f.loaded = true
	if a.Store == nil {
		return
	}
	var err error
	f.games, err = table.FinishedGames(a.Store)
	if err != nil {
		f.problem = lang.F("finished.damaged", "Error", err.Error())
	}
	f.rows = make([]finishedRow, len(f.games))
}

// finishedParts is where the list puts its parts; rows are in content coordinates.
type finishedParts struct {
	titleY, titleSize float64
	problem           ui.Rect
	rows              []ui.Rect
	buttons           [][3]ui.Rect // replay, review, export of each row
	view, back        ui.Rect
	contentH          float64
}

// finishedLayout: a column of rows over Back; on a desktop a row has its words on the
// left and its buttons on the right, on a phone the buttons under the words.
func finishedLayout(scr ui.Rect, f ui.Form, n int, problem string) finishedParts {
	var l finishedParts
	ty := ui.TypeFor(f)
	body := scr.InsetXY(10, 8)
	headH := 34.0
	if f == ui.Wide {
		headH = 70
	}
	head, rest := body.CutTop(headH, 6)
	l.titleY, l.titleSize = head.CY(), ty.Title.Size
	bar, rest := rest.CutBottom(max(float64(ui.MinTouch), 44), 8)
	l.back = bar.Column(240)
	l.view = ui.R(scr.X, rest.Y, scr.W, rest.H)
	col := rest.Column(900)
	y := col.Y
	if problem != "" {
		l.problem = ui.R(col.X, y, col.W, ui.TextHeight(problem, ty.Caption.Size, col.W, false))
		y = l.problem.Bottom() + 8
	}
	btnH := max(float64(ui.MinTouch), 40)
	for range n {
		var row ui.Rect
		var btn []ui.Rect
		if f == ui.Wide {
			row = ui.R(col.X, y, col.W, 64)
			btn = ui.R(row.Right()-3*150-12, row.Y+(row.H-btnH)/2, 3*150, btnH).Cols(8, ui.Even(3)...)
		} else {
			row = ui.R(col.X, y, col.W, 58+btnH+10)
			btn = ui.R(row.X+8, row.Bottom()-btnH-8, row.W-16, btnH).Cols(8, ui.Even(3)...)
		}
		l.rows = append(l.rows, row)
		l.buttons = append(l.buttons, [3]ui.Rect{btn[0], btn[1], btn[2]})
		y = row.Bottom() + 8
	}
	l.contentH = y - rest.Y
	return l
}

func (f *FinishedList) layout(a *App) finishedParts {
	f.load(a)
	l := finishedLayout(a.Screen(), a.Form, len(f.games), f.problem)
	f.back = button(f.back, l.back, lang.T("stats.back"))
	f.back.Primary = true
	for i := range f.rows {
		b := l.buttons[i]
		f.rows[i].replay = button(f.rows[i].replay, b[0].Shift(-f.scroll.Off), lang.T("finished.replay"))
		f.rows[i].review = button(f.rows[i].review, b[1].Shift(-f.scroll.Off), lang.T("review.open"))
		f.rows[i].export = button(f.rows[i].export, b[2].Shift(-f.scroll.Off), lang.T("finished.export"))
	}
	return l
}

func (f *FinishedList) Update(a *App) {
	l := f.layout(a)
	in := f.scroll.Update(&a.Input, l.view, l.contentH)
	f.exportNote.update(&a.Input)
	if f.back.Update(in) || in.Key(ebiten.KeyEscape) {
		a.Pop()
		return
	}
	for i := range f.rows {
		r := &f.rows[i]
		if !wholeIn(r.replay.Rect, l.view) { // scrolled out of the view: not to be pressed
			continue
		}
		switch {
		case r.replay.Update(in):
			if t := f.open(a, i); t != nil {
				if rp, err := a.to.replay(t.Record(), t.Seats()); err == nil {
					a.Push(rp)
				}
			}
			return
		case r.review.Update(in):
			if t := f.open(a, i); t != nil {
				a.to.review(a, t.Record(), t.Seats())
			}
			return
		case r.export.Update(in):
			if t := f.open(a, i); t != nil {
				a.Say(exportGame(a, t.Record(), f.games[i].Date))
			}
			return
		}
	}
}

// wholeIn: r lies wholly in view.
func wholeIn(r, view ui.Rect) bool { return r.Y >= view.Y && r.Bottom() <= view.Bottom() }

// open reads the i-th game; one that cannot be read is set aside, taken off the list
// and said why.
func (f *FinishedList) open(a *App, i int) *table.Table {
	t, err := table.LoadFinished(a.Store, f.games[i])
	if err == nil {
		return t
	}
	var de *table.DamagedError
	if errors.As(err, &de) && de.Copy != "" {
		f.problem = lang.F("finished.game_damaged", "Error", de.Err.Error(), "File", de.Copy)
	} else {
		f.problem = lang.F("finished.game_gone", "Error", err.Error())
	}
	f.games = slices.Delete(f.games, i, i+1)
	f.rows = slices.Delete(f.rows, i, i+1)
	return nil
}

func (f *FinishedList) Draw(c *ui.Canvas, a *App) {
	l := f.layout(a)
	ty := ui.TypeFor(a.Form)
	c.TextFit(lang.T("finished.title"), a.W/2, l.titleY, l.titleSize, a.W-20, true, ui.Paper, ui.Center)
	in, dy := c.Clip(l.view), -f.scroll.Off
	if f.problem != "" {
		in.Paragraph(f.problem, l.problem.Shift(dy), ty.Caption.Size, ui.Highlight)
	}
	if len(f.games) == 0 {
		in.TextFit(lang.T("finished.none"), a.W/2, l.view.Y+40, ty.Body.Size, a.W-40, false, ui.Paper, ui.Center)
	}
	for i, g := range f.games {
		r := l.rows[i].Shift(dy)
		in.Card(r, 10, ui.Panel, ui.PanelEdge)
		textW := r.W - 32
		if a.Form == ui.Wide {
			textW = l.buttons[i][0].X - r.X - 32
		}
		head := g.Date.Local().Format("2006-01-02 15:04")
		if g.Challenge > 0 {
			head += " · " + lang.F("finished.challenge", "Number", g.Challenge)
		} else if w := finishedWinners(g); w != "" {
			head += " · " + w
		}
		in.TextFit(head, r.X+16, r.Y+20, ty.Caption.Size, textW, false, ui.InkSoft, ui.Left)
		in.TextFit(finishedResult(g), r.X+16, r.Y+44, ty.Body.Size, textW, true, ui.Ink, ui.Left)
		row := f.rows[i]
		for _, b := range []*ui.Button{&row.replay, &row.review, &row.export} {
			b.Draw(in)
		}
	}
	f.back.Draw(c)
	f.exportNote.draw(c, a)
}

// finishedResult is the players with their scores, best first.
func finishedResult(g table.FinishedGame) string {
	order := make([]int, len(g.Players))
	for i := range order {
		order[i] = i
	}
	score := func(i int) int {
		if i < len(g.Scores) {
			return g.Scores[i]
		}
		return 0
	}
	slices.SortStableFunc(order, func(x, y int) int { return score(y) - score(x) })
	parts := make([]string, len(order))
	for k, i := range order {
		parts[k] = seatName(g.Players[i]) + " " + num(score(i))
	}
	return strings.Join(parts, " · ")
}

// finishedWinners names the winners ("won by Rui").
func finishedWinners(g table.FinishedGame) string {
	var names []string
	for _, i := range g.Winners {
		if i >= 0 && i < len(g.Players) {
			names = append(names, seatName(g.Players[i]))
		}
	}
	if len(names) == 0 {
		return ""
	}
	return lang.F("finished.won_by", "Names", strings.Join(names, ", "))
}
