package scenes

import (
	"mercado/game"
	"mercado/ui"
)

// campaignParts is where the campaign sheet puts its parts. The sheet and the chosen
// challenge's panel are in content coordinates: on a phone they scroll in view.
type campaignParts struct {
	title                        ui.Rect // the title's line: its left, centre line and width
	titleSize                    float64
	back, newRun, older, newer   ui.Rect
	sheet                        ui.Rect
	heads                        []ui.Rect // the run columns' heads, as many as fit
	rows                         []ui.Rect
	nameW                        float64 // the challenges' names and summaries
	fameX                        float64 // the fame thresholds' column centre; 0: no room
	footY                        float64 // the line under the rows
	rule                         ui.Rect // the Best Move's rule
	totalY, titleLineY           float64
	panel                        ui.Rect
	play, practice, watch, helps ui.Rect
	view                         ui.Rect
	contentH                     float64
	small                        float64 // the least text size
}

// campaignLayout arranges the sheet. ruleH and panelH say how tall the Best Move's rule
// and the chosen challenge's words are at a width. On a desktop the sheet stands left of
// the panel, the buttons over it; on a phone the sheet shows as many runs as fit, the
// panel follows it, and both scroll under a band with Back, the title and New run.
func campaignLayout(scr ui.Rect, f ui.Form, ruleH, panelH func(w float64) float64) campaignParts {
	if f == ui.Wide {
		return campaignWide(scr)
	}
	var l campaignParts
	ty := ui.TypeFor(f)
	l.small, l.titleSize = ty.Caption.Size, ty.Title.Size
	rest := l.phoneBand(scr, f)
	col := rest.Column(760)
	l.phoneSheet(col, ruleH)
	l.phonePanel(col, f, panelH)
	l.contentH = l.panel.Bottom() + 8 - rest.Y
	return l
}

// campaignWide is the desktop's sheet: the buttons over the sheet, the panel right of it.
func campaignWide(scr ui.Rect) campaignParts {
	var l campaignParts
	ox := scr.X + (scr.W-DesignW)/2
	l.small, l.titleSize = 11, 28
	l.sheet = ui.R(ox+16, scr.Y+70, 820, scr.H-86)
	top := scr.Y + 14
	l.newRun = ui.R(l.sheet.Right()-150, top, 150, 42)
	l.back = ui.R(ox+16, top, 110, 42)
	l.older = ui.R(l.sheet.Right()-310, top, 70, 42)
	l.newer = ui.R(l.sheet.Right()-236, top, 70, 42)
	l.title = ui.R(l.back.Right()+20, scr.Y+35, l.older.X-l.back.Right()-40, 0)
	for k := range runColumns {
		l.heads = append(l.heads, ui.R(l.sheet.X+490+float64(k)*80, l.sheet.Y+6, 78, 44))
	}
	l.rows = make([]ui.Rect, game.NumChallenges)
	for i := range l.rows {
		l.rows[i] = ui.R(l.sheet.X+8, l.sheet.Y+54+float64(i)*46, l.sheet.W-16, 44)
	}
	l.nameW, l.fameX = 340, l.sheet.X+440
	l.footY = l.rows[len(l.rows)-1].Bottom() + 6
	l.rule = ui.R(l.sheet.X+190, l.footY+22, 280, 0)
	l.totalY, l.titleLineY = l.footY+62, l.footY+112
	l.panel = ui.R(l.sheet.Right()+16, l.sheet.Y, scr.Right()-l.sheet.Right()-32-(ox-scr.X), l.sheet.H)
	p := l.panel
	y := p.Bottom() - 250
	l.play = ui.R(p.X+20, y, p.W-40, 50)
	l.practice = ui.R(p.X+20, y+60, p.W-40, 44)
	l.watch = ui.R(p.X+20, y+112, p.W-40, 44)
	l.helps = ui.R(p.X+20, y+164, p.W-40, 40)
	l.view, l.contentH = scr, scr.H
	return l
}

// phoneBand places a phone's band with Back, the title and (lying down) New run; what
// scrolls under it is the view. rest is the screen below the band.
func (l *campaignParts) phoneBand(scr ui.Rect, f ui.Form) (rest ui.Rect) {
	body := scr.InsetXY(10, 8)
	head, rest := body.CutTop(ui.MinTouch, 8)
	l.back, head = head.CutLeft(min(110, head.W/4), 10)
	if f == ui.Low { // upright, New run is the panel's last button: the band has no room
		l.newRun, head = head.CutRight(min(190, head.W/2), 10)
	}
	l.title = ui.R(head.X, head.CY(), head.W, 0)
	l.view = ui.R(scr.X, rest.Y, scr.W, scr.Bottom()-rest.Y)
	return rest
}

// phoneSheet places a phone's sheet at the top of the column col.
func (l *campaignParts) phoneSheet(col ui.Rect, ruleH func(w float64) float64) {
	// The sheet: a row is the challenge's number, its name and summary, the fame
	// thresholds when there is room, and one cell per run that fits.
	const cellW, numW, minName, fameW = 84.0, 44.0, 170.0, 96.0 // a cell holds a date
	inner := col.W - 16
	runs := max(1, min(runColumns, int((inner-numW-minName)/(cellW+2))))
	fame := inner-numW-minName-float64(runs)*(cellW+2) >= fameW
	l.nameW = inner - numW - float64(runs)*(cellW+2) - 8
	if fame {
		l.nameW -= fameW
	}
	y := col.Y
	sheetTop := y
	right := col.Right() - 8
	for k := runs - 1; k >= 0; k-- {
		l.heads = append([]ui.Rect{ui.R(right-float64(runs-k)*(cellW+2), y+6, cellW, 48)}, l.heads...)
	}
	if fame {
		l.fameX = l.heads[0].X - fameW/2 - 4
	}
	aw := min(110, (l.heads[0].X-col.X-8-6-8)/2) // older and newer, left of the runs
	l.older = ui.R(col.X+8, y+6, aw, 48)
	l.newer = ui.R(l.older.Right()+6, y+6, aw, 48)
	y += 58
	l.rows = make([]ui.Rect, game.NumChallenges)
	for i := range l.rows {
		l.rows[i] = ui.R(col.X+8, y, col.W-16, 48)
		y += 50
	}
	l.footY = y + 2
	rh := ruleH(col.W - 60)
	l.rule = ui.R(col.X+30, l.footY+40, col.W-60-float64(runs)*(cellW+2), rh)
	l.totalY = max(l.rule.Bottom(), l.footY+40) + 24
	l.titleLineY = l.totalY + 46
	// The run's place on the fame chart takes up to three lines.
	l.sheet = ui.R(col.X, sheetTop, col.W, l.titleLineY-10+3*(l.small+1)*1.35+12-sheetTop)
}

// phonePanel places a phone's panel under the sheet: the chosen challenge's words, then
// its buttons.
func (l *campaignParts) phonePanel(col ui.Rect, f ui.Form, panelH func(w float64) float64) {
	p := ui.R(col.X, l.sheet.Bottom()+12, col.W, 0)
	words := panelH(p.W - 40)
	h, gap := 52.0, 8.0
	y := p.Y + words + 16
	l.play = ui.R(p.X+20, y, p.W-40, h)
	y += h + gap
	n := 3 // practise, watch, helps; upright New run too
	if f == ui.Tall {
		n = 4
	}
	rows, used := ui.R(p.X+20, y, p.W-40, 0).Stack(n, ui.MinTouch, gap)
	l.practice, l.watch, l.helps = rows[0], rows[1], rows[2]
	if f == ui.Tall {
		l.newRun = rows[3]
	}
	y += used + 16
	p.H = y - p.Y
	l.panel = p
}
