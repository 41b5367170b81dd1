package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mercado/assets"
	"mercado/game"
	"mercado/ui"
)

// HowTo explains the game in short, one page per idea, each with a small drawing.
type HowTo struct {
	page             int
	prev, next, back ui.Button
}

func NewHowTo() *HowTo { return &HowTo{} }

type howtoPage struct {
	title string
	text  string
	draw  func(c *ui.Canvas, r ui.Rect)
}

var howtoPages = []howtoPage{
	{"The market", "Lisbon's market is a 5 by 5 grid of spaces with 20 entrances around it, one at each end of every row and column. On your turn you do one thing: open a stand, bring customers, open a restaurant, or take a coin. Whoever has the most money when the market fills up wins.\n\nSome spaces start with a face-down restaurant. Whoever builds there takes that restaurant into their supply.", drawHowMarket},
	{"Open a stand", "Drag a stand tile from your hand onto a free space. It costs 1 coin plus the most stands already in its row or its column — any player's stands count. If customers already wait at the ends of its row or column and want its good, the new stand earns from them straight away (and that money may pay for it).\n\nThen take one of the three tiles on display into your hand.", drawHowStand},
	{"Bring customers", "Drag a customer tile onto an empty entrance. The line behind it needs at least as many stands as the tile has people, and one of them must be yours, selling a good they want.\n\nEvery stand in that line that sells a wanted good earns — its value times the number of people — whoever owns it. Bring customers where your stands outnumber everyone else's.", drawHowCustomers},
	{"Open a restaurant", "When you build on a face-down restaurant it goes to your supply. Drag it onto any free space to open it: you get 1 coin, and every stand next to it (not diagonally) that sells the good it favours is worth 1 more from now on. A pub favours every good.\n\nEach restaurant still in your supply at the end costs you 1 coin.", drawHowRestaurant},
	{"Coins and the end", "Take 1 coin when nothing better is open. If every player takes a coin in a row (twice each with two players), the game ends at once.\n\nThe end comes when a placement leaves 4 or fewer free spaces, or a customer tile leaves 4 or fewer empty entrances: everyone else plays one more turn. Most money wins; a tie goes to the most stands in the market.", drawHowEnd},
	{"Playing alone", "Solo, there is no Take 1 Coin, and the game ends at once when the market fills up or nothing is left to do. The solo campaign is nine challenges, each changing a rule — only one good earns, only couples come, every entrance starts crowded — and each scoring 0 to 3 fame against its thresholds. Once per run, an action earning 32 coins or more adds 2 fame: the Best Move.\n\nPlay a run's challenges in any order, each once; the total earns a title. Practise or watch the computer play a challenge first, as often as you like.", drawHowSolo},
	{"Playing on screen", "Drag pieces with the mouse or a finger, or click a piece and then click its place. While you hold a piece, the places it may go light up and hovering one shows what it would cost and earn. The keyboard works too: Tab picks a piece, the arrows move over the market, Enter places, Esc puts it back. C takes a coin, R redraws, H asks for a hint, U takes back your turn against computers, F11 toggles full screen.\n\n" + creditsLine, drawHowKeys},
}

const creditsLine = "Mercado de Lisboa is a board game by Vital Lacerda and Julián Pombo; this is an unofficial fan edition. Icons: Twemoji by Twitter and contributors, CC-BY 4.0. Text: the Go fonts, BSD licence."

func (h *HowTo) layout(a *App) {
	y := a.H - 76
	h.prev = button(h.prev, ui.R(a.W/2-390, y, 200, 52), "◄ Back a page")
	h.prev.Disabled = h.page == 0
	h.next = button(h.next, ui.R(a.W/2+190, y, 200, 52), "Next page ►")
	h.next.Disabled = h.page == len(howtoPages)-1
	h.next.Primary = true
	h.back = button(h.back, ui.R(a.W/2-100, y, 200, 52), "Done")
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
	c.Text("How to play", a.W/2, 44, 20, false, ui.Fade(ui.Paper, 0.7), ui.Center)
	box := ui.R(a.W/2-600, 80, 1200, a.H-180)
	c.Card(box, 16, ui.Panel, ui.PanelEdge)
	c.Text(p.title, box.X+40, box.Y+48, 32, true, ui.Ink, ui.Left)
	c.Paragraph(p.text, ui.R(box.X+40, box.Y+90, 560, box.H-110), 18, ui.Ink)
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
	c.Text("cost 1 + 2 = 3", target.CX(), target.Bottom()+cell*0.45, 18, true, ui.Ink, ui.Center)
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
	c.Text("value 2", x0+cell*1.5, y0+cell*3+10, 16, true, ui.Good, ui.Center)
	c.Text("diagonal: still 1", x0+cell*3.5, y0+cell*4+10, 14, true, ui.InkSoft, ui.Center)
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
	keys := []string{"Tab", "← ↑ → ↓", "Enter", "Esc"}
	for i, k := range keys {
		kr := ui.R(r.X+40, r.Y+40+float64(i)*70, 200, 52)
		c.Card(kr, 8, ui.Paper, ui.PanelEdge)
		c.Text(k, kr.CX(), kr.CY(), 20, true, ui.Ink, ui.Center)
	}
	drawStandTile(c, ui.R(r.X+300, r.Y+60, 90, 90), game.Flower, 2, 1)
	drawRestaurant(c, ui.R(r.X+300, r.Y+180, 90, 90), game.Pizza, 1)
}
