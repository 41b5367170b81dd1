package scenes

import "mercado/ui"

// menuParts is where the title screen puts its parts: the name's three lines (centred
// on cx, each no wider than textW), the buttons, the notes under them and the footer.
type menuParts struct {
	cx, textW                        float64
	titleX, nameX                    float64 // where "Mercado" and "de Lisboa" stand
	titleAlign, nameAlign            ui.Align
	titleY, nameY, taglineY          float64
	titleSize, nameSize, taglineSize float64
	buttons                          []ui.Rect
	notes, footer                    ui.Rect
	footerSize                       float64
	wrap                             bool // the tagline and footer wrap rather than shrink
	crowded                          bool // the notes need the room of the desktop's low pieces
}

// menuLayout arranges the title screen for n buttons on scr. notesH says how tall the
// notes are at a text size and width. On a desktop the name stands above one column of
// buttons; upright on a phone the same, sized for a thumb; on its side the name is a
// band at the top and the buttons two columns under it.
func menuLayout(scr ui.Rect, f ui.Form, n int, tagline, footer string, notesH func(size, w float64) float64) menuParts {
	ty := ui.TypeFor(f)
	var l menuParts
	l.cx, l.textW = scr.CX(), scr.W-32
	l.titleX, l.nameX, l.titleAlign, l.nameAlign = l.cx, l.cx, ui.Center, ui.Center
	switch f {
	case ui.Wide:
		menuWide(&l, scr, n, notesH)
	case ui.Tall:
		menuTall(&l, scr, ty, n, tagline, footer, notesH)
	default: // ui.Low
		menuLow(&l, scr, ty, n, tagline, footer, notesH)
	}
	return l
}

// menuWide is the desktop's arrangement: the name above a column of buttons, the notes
// under them; notes that would not fit draw the buttons closer and higher, and then
// into two columns.
func menuWide(l *menuParts, scr ui.Rect, n int, notesH func(size, w float64) float64) {
	ty := ui.TypeFor(ui.Wide)
	l.titleY, l.nameY, l.taglineY = scr.Y+110, scr.Y+170, scr.Y+212
	l.titleSize, l.nameSize, l.taglineSize = 72, 30, ty.Body.Size
	l.footerSize = ty.Caption.Size
	foot, _ := scr.CutBottom(36, 0)
	l.footer = foot.Column(scr.W - 40)
	y, step := scr.Y+250, 58.0
	w := min(notesWidth, scr.W-40)
	// Notes that would not fit under the buttons draw the buttons closer and higher;
	// when even then they would not, the buttons stand in two columns.
	need, cols := notesH(14, w), 1
	if need > foot.Y-(y+float64(n)*step+14) {
		y, step, l.crowded = scr.Y+236, 52, true
		if need > foot.Y-(y+float64(n)*step+14) {
			cols = 2
		}
	}
	rows := (n + cols - 1) / cols
	step = min(step, (foot.Y-24-y)/float64(max(1, rows)))
	col := scr.Column(340*float64(cols) + 16*float64(cols-1))
	for i := range n {
		x, cw := col.X, col.W
		if cols == 2 {
			cw = (col.W - 16) / 2
			x += float64(i%2) * (cw + 16)
		}
		l.buttons = append(l.buttons, ui.R(x, y+float64(i/cols)*step, cw, min(48, step-6)))
	}
	below := y + float64(rows)*step + 10
	l.notes = ui.R(scr.CX()-w/2, below, w, max(0, foot.Y+4-below))
}

// menuTall is a phone upright: the name and tagline over a column of buttons (two on a
// short phone with many), the notes under them, the footer at the foot.
func menuTall(l *menuParts, scr ui.Rect, ty ui.Type, n int, tagline, footer string, notesH func(size, w float64) float64) {
	body := scr.InsetXY(16, 12)
	l.titleSize, l.nameSize, l.taglineSize = ty.Display.Size, ty.Title.Size, ty.Body.Size
	l.footerSize, l.wrap = ty.Caption.Size, true
	foot, rest := body.CutBottom(ui.TextHeight(footer, l.footerSize, body.W, false), 8)
	l.footer = foot
	// The name and tagline, then the buttons; what room is left goes above the name
	// (a third of it) and between the buttons and the notes. A short phone with many
	// buttons puts the name on one line, then the buttons in two columns.
	// Each step is taken only when the notes would not fit whole under the buttons.
	tagH := ui.TextHeight(tagline, l.taglineSize, body.W, false)
	notes := notesH(l.footerSize, body.W)
	head := 100 + tagH + 20
	h, gap, cols := 52.0, 10.0, 1
	over := func() bool { return float64(n)*(h+gap)+head+notes+14 > rest.H }
	if float64(n)*(h+gap)+head > rest.H-80 || over() { // many buttons: keep the room for a note
		h, gap = float64(ui.MinTouch), 6
	}
	oneLine := float64(n)*(h+gap)+head > rest.H-40 || over()
	if oneLine {
		head = 50 + tagH + 16
	}
	if float64(n)*(h+gap)+head > rest.H-40 || over() {
		cols = 2
	}
	if cols == 2 && float64((n+1)/2)*(h+gap)+head+notes+14 > rest.H { // the notes take the tagline's room
		head -= tagH
		tagH, l.taglineSize = 0, 0
	}
	rows := (n + cols - 1) / cols
	block := float64(rows)*(h+gap) - gap
	spare := max(0, rest.H-head-block-notes-14)
	top := rest.Y + min(spare/3, 90)
	l.titleY, l.nameY, l.taglineY = top+26, top+68, top+96
	if oneLine {
		l.titleY, l.nameY, l.taglineY = top+22, top+24, top+50
		l.titleSize = ty.Title.Size + 8
		l.titleX, l.nameX, l.titleAlign, l.nameAlign = l.cx+4, l.cx+12, ui.Right, ui.Left
	}
	col := ui.R(rest.X, top+head, rest.W, block).Column(360)
	l.buttons = col.Grid(cols, rows, gap)[:n]
	below := col.Y + block + 14
	l.notes = ui.R(rest.X, below, rest.W, max(0, rest.Bottom()-below))
}

// menuLow is a phone on its side: the name on one line over two or three columns of
// buttons, the notes under them, the footer at the foot.
func menuLow(l *menuParts, scr ui.Rect, ty ui.Type, n int, tagline, footer string, notesH func(size, w float64) float64) {
	body := scr.InsetXY(20, 8)
	l.titleSize, l.nameSize, l.taglineSize = ty.Title.Size+8, ty.Heading.Size, ty.Caption.Size
	l.footerSize = ty.Caption.Size
	// The name on one line: "Mercado" left of the centre, "de Lisboa" right of it.
	l.titleY, l.nameY, l.taglineY = body.Y+18, body.Y+20, body.Y+48
	l.titleX, l.nameX, l.titleAlign, l.nameAlign = l.cx-70+4, l.cx-70+12, ui.Right, ui.Left
	l.wrap = true
	foot, rest := body.CutBottom(ui.TextHeight(footer, l.footerSize, body.W, false), 6)
	l.footer = foot
	tagH := ui.TextHeight(tagline, l.taglineSize, body.W, false)
	// Two columns of buttons, or three when the notes would not fit whole under two;
	// when even then they would not, the tagline gives its room to them.
	cols, rows := 2, 0
	h, gap := float64(ui.MinTouch), 8.0
	grid := rest.Column(min(rest.W, 720))
	notes := notesH(l.footerSize, grid.W)
	fits := func() bool { return float64(rows)*(h+gap)+10+notes-notesGap <= rest.H-50-tagH }
	for ; cols < 3 && grid.W >= float64(cols+1)*150; cols++ {
		if rows = (n + cols - 1) / cols; fits() {
			break
		}
	}
	if rows = (n + cols - 1) / cols; !fits() {
		tagH, l.taglineSize = 0, 0
	}
	_, rest = rest.CutTop(50+tagH, 0)
	grid = rest.Column(min(rest.W, 720))
	block, _ := grid.CutTop(float64(rows)*(h+gap)-gap, 0)
	cells := block.Grid(cols, rows, gap)
	l.buttons = cells[:n]
	below := block.Bottom() + 10
	l.notes = ui.R(grid.X, below, grid.W, max(0, rest.Bottom()-below))
}
