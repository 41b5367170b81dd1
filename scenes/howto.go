package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

// HowTo explains the game in short, one page per idea, each with a small drawing.
type HowTo struct {
	page             int
	prev, next, back ui.Button
	scroll           ui.Scroll // the page on a phone
	swipe            ui.Swipe  // a stroke across the page turns it
}

func NewHowTo() *HowTo { return &HowTo{} }

type howtoPage struct {
	title string // catalog keys
	text  string
	draw  func(c *ui.Canvas, r ui.Rect)
}

var howtoPages = []howtoPage{
	{"howto.1.title", "howto.1.text", drawHowMarket},
	{"howto.2.title", "howto.2.text", drawHowStand},
	{"howto.3.title", "howto.3.text", drawHowCustomers},
	{"howto.4.title", "howto.4.text", drawHowRestaurant},
	{"howto.5.title", "howto.5.text", drawHowEnd},
	{"howto.6.title", "howto.6.text", drawHowSolo},
	{"howto.7.title", "howto.7.text", drawHowKeys},
}

// howtoParts is where the how-to-play screen puts its parts. The page's title and text
// (and, upright on a phone, its drawing) are in content coordinates: they scroll in view.
type howtoParts struct {
	heading           ui.Rect // "How to play": its line
	card              ui.Rect // the page's card, when there is one
	title, text, draw ui.Rect
	dotsX, dotsY      float64 // the page dots' centre
	prev, next, back  ui.Rect
	view              ui.Rect
	contentH          float64
	titleSize         float64
	textSize          float64
	scrollDrawing     bool // the drawing scrolls with the text
}

// howtoLayout arranges a page whose text is textH tall at a width. On a desktop the text
// stands left of the drawing on a card, the buttons under it; upright on a phone the
// drawing heads the page and the text scrolls under it, Previous and Next in a bar at the
// bottom; on its side the text scrolls left of the drawing, the buttons at the top.
func howtoLayout(scr ui.Rect, f ui.Form, textH func(size, w float64) float64) howtoParts {
	var l howtoParts
	if f == ui.Wide {
		cx := scr.CX()
		l.heading = ui.R(scr.X, scr.Y+44, scr.W, 0)
		l.card = ui.R(cx-600, scr.Y+80, 1200, scr.H-180)
		l.title, l.titleSize = ui.R(l.card.X+40, l.card.Y+48, 580, 0), 32
		l.text, l.textSize = ui.R(l.card.X+40, l.card.Y+90, 560, l.card.H-110), 17
		l.draw = ui.R(l.card.X+650, l.card.Y+40, 510, l.card.H-80)
		l.dotsX, l.dotsY = cx, l.card.Bottom()+14
		y := scr.Bottom() - 76
		l.prev, l.back, l.next = ui.R(cx-390, y, 200, 52), ui.R(cx-100, y, 200, 52), ui.R(cx+190, y, 200, 52)
		l.view, l.contentH = l.card, l.card.H
		return l
	}
	ty := ui.TypeFor(f)
	l.titleSize, l.textSize = ty.Title.Size, ty.Body.Size
	body := scr.InsetXY(12, 8)
	head, rest := body.CutTop(ui.MinTouch, 8)
	l.back, head = head.CutLeft(min(130, head.W/3), 12)
	if f == ui.Tall {
		l.heading = ui.R(head.X, head.CY(), head.W, 0)
		bar, r := rest.CutBottom(52, 8)
		rest = r
		cols := bar.Cols(10, ui.Fr(1), ui.Fr(1))
		l.prev, l.next = cols[0], cols[1]
		dots, r := rest.CutBottom(16, 4)
		rest, l.dotsX, l.dotsY = r, dots.CX(), dots.CY()
		l.view, l.scrollDrawing = ui.R(scr.X, rest.Y, scr.W, rest.H), true
		col := rest.Column(560)
		side := min(col.W, 320, rest.H*0.55)
		l.draw = ui.R(col.CX()-side/2, col.Y, side, side)
		l.title = ui.R(col.X, l.draw.Bottom()+8, col.W, l.titleSize*1.35)
		th := textH(l.textSize, col.W)
		l.text = ui.R(col.X, l.title.Bottom()+6, col.W, th)
		l.contentH = l.text.Bottom() + 8 - rest.Y
		return l
	}
	bs := head.Cols(12, ui.Fr(1), ui.Px(min(180, head.W/3)), ui.Px(min(180, head.W/3)))
	l.heading = ui.R(bs[0].X, bs[0].CY(), bs[0].W, 0)
	l.prev, l.next = bs[1], bs[2]
	right, left := rest.CutRight(min(rest.W*0.42, rest.H), 16)
	dots, pic := right.CutBottom(16, 4)
	l.draw, l.dotsX, l.dotsY = pic, dots.CX(), dots.CY()
	l.view = ui.R(scr.X, rest.Y, left.Right()-scr.X, scr.Bottom()-rest.Y)
	l.title = ui.R(left.X, left.Y, left.W, l.titleSize*1.35)
	th := textH(l.textSize, left.W)
	l.text = ui.R(left.X, l.title.Bottom()+6, left.W, th)
	l.contentH = l.text.Bottom() + 8 - rest.Y
	return l
}

// FitsEveryForm: how to play lays itself out upright and on its side too.
func (h *HowTo) FitsEveryForm() {}

// pageText is the text of the page shown: the last page adds the tips and credits.
func (h *HowTo) pageText() string {
	text := lang.T(howtoPages[h.page].text)
	if h.page == len(howtoPages)-1 {
		text += "\n\n" + lang.T("howto.tips") + "\n\n" + lang.T("howto.credits")
	}
	return text
}

func (h *HowTo) layout(a *App) howtoParts {
	text := h.pageText()
	l := howtoLayout(a.Screen(), a.Form, func(size, w float64) float64 { return ui.TextHeight(text, size, w, false) })
	h.prev = button(h.prev, l.prev, lang.T("howto.prev"))
	h.prev.Disabled = h.page == 0
	h.next = button(h.next, l.next, lang.T("howto.next"))
	h.next.Disabled = h.page == len(howtoPages)-1
	h.next.Primary = true
	h.back = button(h.back, l.back, lang.T("howto.done"))
	return l
}

func (h *HowTo) Update(a *App) {
	l := h.layout(a)
	in := h.scroll.Update(&a.Input, l.view, l.contentH) // on a desktop it fits and never scrolls
	page := h.page
	// a stroke across the page turns it, as a phone's paged screens do
	turn := h.swipe.Update(&a.Input, l.view)
	switch {
	case turn != 0:
		h.page = max(0, min(len(howtoPages)-1, h.page+turn))
	case h.prev.Update(in) || in.Key(ebiten.KeyArrowLeft):
		h.page = max(0, h.page-1)
	case h.next.Update(in) || in.Key(ebiten.KeyArrowRight):
		h.page = min(len(howtoPages)-1, h.page+1)
	case h.back.Update(in) || in.Key(ebiten.KeyEscape):
		a.Pop()
	}
	if h.page != page {
		h.scroll.Off = 0 // a new page starts at its top
	}
}

func (h *HowTo) Draw(c *ui.Canvas, a *App) {
	l := h.layout(a)
	p := howtoPages[h.page]
	if a.Touchscreen && h.page == len(howtoPages)-1 {
		p.draw = drawHowTouch // a phone or tablet has no keys to show
	}
	if a.Form == ui.Wide {
		c.Text(lang.T("howto.heading"), l.heading.CX(), l.heading.Y, 20, false, ui.Fade(ui.Paper, 0.7), ui.Center)
		c.Card(l.card, 16, ui.Panel, ui.PanelEdge)
		c.TextFit(lang.T(p.title), l.title.X, l.title.Y, l.titleSize, l.title.W, true, ui.Ink, ui.Left)
		c.Paragraph(h.pageText(), l.text, l.textSize, ui.Ink)
		p.draw(c, l.draw)
	} else {
		ty := ui.TypeFor(a.Form)
		c.TextFit(lang.T("howto.heading"), l.heading.X, l.heading.Y, ty.Heading.Size, l.heading.W, true, ui.Fade(ui.Paper, 0.8), ui.Left)
		in := c.Clip(l.view)
		dy := -h.scroll.Off
		pic, on := l.draw, c // the drawing stays beside a scrolled text
		if l.scrollDrawing {
			pic, on = pic.Shift(dy), in
		}
		on.FillRound(pic, 12, ui.Panel)
		p.draw(on, pic.Inset(6))
		t := l.title.Shift(dy)
		in.TextFit(lang.T(p.title), t.X, t.CY(), l.titleSize, t.W, true, ui.Paper, ui.Left)
		in.Paragraph(h.pageText(), l.text.Shift(dy), l.textSize, ui.Paper)
	}
	for i := range howtoPages {
		col := ui.Fade(ui.Paper, 0.35)
		if i == h.page {
			col = ui.Gold
		}
		c.FillCircle(l.dotsX-float64(len(howtoPages)-1)*10+float64(i)*20, l.dotsY, 5, col)
	}
	h.prev.Draw(c)
	h.next.Draw(c)
	h.back.Draw(c)
}

// miniBoard draws a small market of n x n spaces and returns each space's size.
func miniBoard(c *ui.Canvas, r ui.Rect, n int) (x0, y0, cell float64) {
	cell = min(r.W, r.H) / float64(n+1)
	x0, y0 = r.CX()-cell*float64(n)/2, r.CY()-cell*float64(n)/2
	c.FillRound(ui.R(x0-cell/2, y0-cell/2, cell*float64(n+1), cell*float64(n+1)), 10, ui.Street)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			c.Fill(ui.R(x0+float64(i)*cell+1, y0+float64(j)*cell+1, cell-2, cell-2), ui.Floor)
		}
	}
	return
}

func cellRect(x0, y0, cell float64, col, row int) ui.Rect {
	return ui.R(x0+float64(col)*cell, y0+float64(row)*cell, cell, cell).Inset(cell * 0.1)
}

func drawHowMarket(c *ui.Canvas, r ui.Rect) {
	x0, y0, cell := miniBoard(c, r, 5)
	for _, sp := range game.MarkedSpaces {
		drawFaceDown(c, cellRect(x0, y0, cell, sp.Col(), sp.Row()).Inset(cell*0.08), 0, false)
	}
	drawStandTile(c, cellRect(x0, y0, cell, 1, 2), game.Fish, 0, 1)
	drawStandTile(c, cellRect(x0, y0, cell, 3, 2), game.Meat, 1, 1)
}

func drawHowStand(c *ui.Canvas, r ui.Rect) {
	x0, y0, cell := miniBoard(c, r, 5)
	drawStandTile(c, cellRect(x0, y0, cell, 0, 2), game.Grape, 1, 1)
	drawStandTile(c, cellRect(x0, y0, cell, 3, 2), game.Fish, 0, 1)
	target := cellRect(x0, y0, cell, 2, 2)
	c.StrokeRound(target.Inset(-4), 8, 3, ui.Highlight)
	drawStandTile(c, target.Offset(cell*0.2, -cell*0.9), game.Tomato, 0, 0.9)
	c.Text(lang.T("howto.cost_example"), target.CX(), target.Bottom()+cell*0.45, 18, true, ui.Ink, ui.Center)
}

func drawHowCustomers(c *ui.Canvas, r ui.Rect) {
	x0, y0, cell := miniBoard(c, r, 5)
	drawStandTile(c, cellRect(x0, y0, cell, 1, 2), game.Fish, 0, 1)
	drawStandTile(c, cellRect(x0, y0, cell, 3, 2), game.Meat, 1, 1)
	drawStandTile(c, cellRect(x0, y0, cell, 4, 2), game.Grape, 0, 1)
	tile := ui.R(x0-cell*0.5, y0+cell*2+cell*0.05, cell*0.48, cell*0.9)
	drawCustomerTile(c, tile, mustTile(2, game.Fish, game.Meat), 1)
	c.Text("+2", x0+cell*1.5, y0+cell*2-4, 20, true, ui.Good, ui.Center)
	c.Text("+2", x0+cell*3.5, y0+cell*2-4, 20, true, ui.Good, ui.Center)
}

func drawHowRestaurant(c *ui.Canvas, r ui.Rect) {
	x0, y0, cell := miniBoard(c, r, 5)
	drawRestaurant(c, cellRect(x0, y0, cell, 2, 2), game.Sushi, 1)
	drawStandTile(c, cellRect(x0, y0, cell, 1, 2), game.Fish, 0, 1)
	drawStandTile(c, cellRect(x0, y0, cell, 2, 1), game.Fish, 1, 1)
	drawStandTile(c, cellRect(x0, y0, cell, 3, 3), game.Fish, 0, 1)
	c.Text(lang.T("howto.value_two"), x0+cell*1.5, y0+cell*3+10, 16, true, ui.Good, ui.Center)
	c.Text(lang.T("howto.diagonal"), x0+cell*3.5, y0+cell*4+10, 14, true, ui.InkSoft, ui.Center)
}

func drawHowEnd(c *ui.Canvas, r ui.Rect) {
	k := min(1, r.W/300, r.H/260) // the drawing's scale in a small place
	for i := 0; i < 4; i++ {
		drawCoin(c, r.CX()+(-60+float64(i)*40)*k, r.CY()-60*k, 22*k, 1)
	}
	c.Icon(assets.Trophy, ui.R(r.CX()-50*k, r.CY()+10*k, 100*k, 100*k), 1)
}

func drawHowSolo(c *ui.Canvas, r ui.Rect) {
	x0, y0, cell := miniBoard(c, r.Inset(min(40, r.W/10)), 5)
	for row := 0; row < 5; row++ {
		for col := 1; col < 5; col += 2 {
			drawClosed(c, cellRect(x0, y0, cell, col, row))
		}
	}
	drawStandTile(c, cellRect(x0, y0, cell, 0, 1), game.Fish, 0, 1)
	drawStandTile(c, cellRect(x0, y0, cell, 2, 3), game.Grape, 0, 1)
	k := min(1, r.W/300, r.H/300)
	for i := 0; i < 3; i++ {
		c.Shape(ui.Diamond, r.CX()+float64(i-1)*44*k, r.Bottom()-12*k, 36*k, ui.Gold)
	}
}

func drawHowKeys(c *ui.Canvas, r ui.Rect) {
	keys := []string{"Tab", "← ↑ → ↓", "Enter", "Esc"} // not translated: the names on the keys
	k := min(1, r.W/430, r.H/340)                      // the drawing's scale in a small place
	for i, key := range keys {
		kr := ui.R(r.X+40*k, r.Y+(40+float64(i)*70)*k, 200*k, 52*k)
		c.Card(kr, 8, ui.Paper, ui.PanelEdge)
		c.Text(key, kr.CX(), kr.CY(), max(13, 20*k), true, ui.Ink, ui.Center)
	}
	drawStandTile(c, ui.R(r.X+300*k, r.Y+60*k, 90*k, 90*k), game.Flower, 2, 1)
	drawRestaurant(c, ui.R(r.X+300*k, r.Y+180*k, 90*k, 90*k), game.Pizza, 1)
}

// drawHowTouch is the controls' page on a touch screen: a finger's drag of a tile from
// the stall to its place, which lights up, instead of the keyboard's keys.
func drawHowTouch(c *ui.Canvas, r ui.Rect) {
	k := min(1, r.W/430, r.H/340) // the drawing's scale in a small place
	x0, y0, cell := miniBoard(c, ui.R(r.X+150*k, r.Y+40*k, 260*k, 260*k), 3)
	place := cellRect(x0, y0, cell, 1, 1)
	c.FillRound(place, 6, ui.Fade(ui.Highlight, 0.35))
	c.StrokeRound(place.Inset(-3), 8, 3, ui.GoldDark)
	from := ui.R(r.X+20*k, r.Y+250*k, 70*k, 70*k)
	drawStandTile(c, from, game.Flower, 2, 0.45) // its place in the stall, while held
	// the tile rides above the finger, a little up and left of the place it will take
	held := ui.R(place.X-place.W*0.35, place.Y-place.H*0.45, place.W, place.H)
	drawArrow(c, from, place, ui.Fade(ui.Gold, 0.9))
	c.FillCircle(place.CX(), place.CY()+place.H*0.25, 18*k, ui.Fade(ui.Paper, 0.9)) // the finger
	drawStandTile(c, held, game.Flower, 2, 1)
}
