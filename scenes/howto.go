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

func (h *HowTo) layout(a *App) {
	y := a.H - 76
	h.prev = button(h.prev, ui.R(a.W/2-390, y, 200, 52), lang.T("howto.prev"))
	h.prev.Disabled = h.page == 0
	h.next = button(h.next, ui.R(a.W/2+190, y, 200, 52), lang.T("howto.next"))
	h.next.Disabled = h.page == len(howtoPages)-1
	h.next.Primary = true
	h.back = button(h.back, ui.R(a.W/2-100, y, 200, 52), lang.T("howto.done"))
}

func (h *HowTo) Update(a *App) {
	h.layout(a)
	in := &a.Input
	switch {
	case h.prev.Update(in) || in.Key(ebiten.KeyArrowLeft):
		h.page = max(0, h.page-1)
	case h.next.Update(in) || in.Key(ebiten.KeyArrowRight):
		h.page = min(len(howtoPages)-1, h.page+1)
	case h.back.Update(in) || in.Key(ebiten.KeyEscape):
		a.Pop()
	}
}

func (h *HowTo) Draw(c *ui.Canvas, a *App) {
	h.layout(a)
	p := howtoPages[h.page]
	c.Text(lang.T("howto.heading"), a.W/2, 44, 20, false, ui.Fade(ui.Paper, 0.7), ui.Center)
	box := ui.R(a.W/2-600, 80, 1200, a.H-180)
	c.Card(box, 16, ui.Panel, ui.PanelEdge)
	c.TextFit(lang.T(p.title), box.X+40, box.Y+48, 32, 580, true, ui.Ink, ui.Left)
	text := lang.T(p.text)
	if h.page == len(howtoPages)-1 {
		text += "\n\n" + lang.T("howto.tips") + "\n\n" + lang.T("howto.credits")
	}
	c.Paragraph(text, ui.R(box.X+40, box.Y+90, 560, box.H-110), 17, ui.Ink)
	p.draw(c, ui.R(box.X+650, box.Y+40, 510, box.H-80))
	for i := range howtoPages {
		col := ui.Fade(ui.Paper, 0.35)
		if i == h.page {
			col = ui.Gold
		}
		c.FillCircle(a.W/2-float64(len(howtoPages)-1)*10+float64(i)*20, box.Bottom()+14, 5, col)
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
	for i := 0; i < 4; i++ {
		drawCoin(c, r.CX()-60+float64(i)*40, r.CY()-60, 22, 1)
	}
	c.Icon(assets.Trophy, ui.R(r.CX()-50, r.CY()+10, 100, 100), 1)
}

func drawHowSolo(c *ui.Canvas, r ui.Rect) {
	x0, y0, cell := miniBoard(c, r.Inset(40), 5)
	for row := 0; row < 5; row++ {
		for col := 1; col < 5; col += 2 {
			drawClosed(c, cellRect(x0, y0, cell, col, row))
		}
	}
	drawStandTile(c, cellRect(x0, y0, cell, 0, 1), game.Fish, 0, 1)
	drawStandTile(c, cellRect(x0, y0, cell, 2, 3), game.Grape, 0, 1)
	for i := 0; i < 3; i++ {
		c.Shape(ui.Diamond, r.CX()+float64(i-1)*44, r.Bottom()-12, 36, ui.Gold)
	}
}

func drawHowKeys(c *ui.Canvas, r ui.Rect) {
	keys := []string{"Tab", "← ↑ → ↓", "Enter", "Esc"} // not translated: the names on the keys
	for i, k := range keys {
		kr := ui.R(r.X+40, r.Y+40+float64(i)*70, 200, 52)
		c.Card(kr, 8, ui.Paper, ui.PanelEdge)
		c.Text(k, kr.CX(), kr.CY(), 20, true, ui.Ink, ui.Center)
	}
	drawStandTile(c, ui.R(r.X+300, r.Y+60, 90, 90), game.Flower, 2, 1)
	drawRestaurant(c, ui.R(r.X+300, r.Y+180, 90, 90), game.Pizza, 1)
}
