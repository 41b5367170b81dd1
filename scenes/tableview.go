package scenes

import (
	"image/color"

	"mercado/assets"
	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// marks are what the board scene lays over the plain table: legal targets, the piece
// in hand, the hovered target, whose eyes look at the money.
type marks struct {
	viewer   int // money is shown as this seat may see it
	thinking bool
	// thinksLong: the thinking may be a person's elsewhere, for minutes (online): the
	// hourglass then stands still (hourglassAlpha).
	thinksLong  bool
	turn        int  // the seat shown to move while a decision plays out; -1: the position's
	holding     bool // a piece is held: legal targets light up, the rest dims
	spaceOK     [game.NumSpaces]bool
	entranceOK  [game.NumEntrances]bool
	hoverSpace  game.Space // -1 for none
	hoverEnt    game.Entrance
	heldSource  pieceID // drawn faded where it came from
	pickable    bool    // the seat to move is a person: its pieces can be picked up
	cursorSpace game.Space
	cursorEnt   game.Entrance
}

// A seat's money is drawn this far right of its spot, at this size (gain and cost
// labels float just beyond it).
const (
	moneyTextX    = 28
	moneyTextSize = 22
)

// moneyDrawn, when set (by the tests), hears every amount drawn on a seat's panel, so
// that a test can check that no frame shows money to someone who may not see it.
var moneyDrawn func(seat int, text string)

func noMarks(viewer int) marks {
	return marks{viewer: viewer, turn: -1, hoverSpace: -1, hoverEnt: -1, heldSource: noPiece, cursorSpace: -1, cursorEnt: -1}
}

// tableView draws a game position: the market, the entrances, the players' panels, the
// customer tiles, the display and the log. The board scene and the replay viewer share it.
type tableView struct {
	layout boardLayout // where every part of the table goes (layout.go)
	seats  []table.Seat
	log    logView
	// hideLast keeps the newest log lines back while their move is still on its way.
	hideLast int
	// challenge is the solo challenge's panel text.
	challenge challengeInfo
	// tabs choose the part of a phone's drawer.
	tabs drawerTabs
	// tagged, when set, says which seats a board extra tags where the kind is written.
	tagged func(seat int) bool
	// tabletop draws the market-table look (tabletop.go): the table and the board's body
	// are one picture drawn first (drawTabletop), the market over it. Off: the plain look.
	tabletop bool
}

func (v *tableView) draw(c *ui.Canvas, s *game.State, m *marks) {
	v.drawMarket(c, s, m)
	for seat := 0; seat < s.NumPlayers(); seat++ {
		v.drawPlayer(c, s, seat, m)
	}
	v.drawChallengeMarks(c, s)
	v.drawChallengePanel(c, s, &v.challenge)
	v.drawCustomers(c, s, m)
	v.drawDisplay(c, s, m)
	v.drawLog(c)
	v.tabs.draw(c, &v.layout)
}

func (v *tableView) drawMarket(c *ui.Canvas, s *game.State, m *marks) {
	if !v.tabletop { // else the board's body is in the table's picture
		l := &v.layout
		b := l.board
		c.RaisedRound(b, 14, 3, 5, ui.Street)
		c.StrokeRound(b, 14, 3, ui.Wood)
		c.Fill(b.Inset(l.ring).Inset(-4), ui.Wood)
	}
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		v.drawSpace(c, s, sp, m)
	}
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		v.drawEntrance(c, s, e, m)
	}
}

var markedSpace = func() (out [game.NumSpaces]bool) {
	for _, sp := range game.MarkedSpaces {
		out[sp] = true
	}
	return out
}()

func (v *tableView) drawSpace(c *ui.Canvas, s *game.State, sp game.Space, m *marks) {
	r := v.layout.space(sp)
	if !v.tabletop {
		drawFloor(c, r, markedSpace[sp])
	}
	nameSize := 10.0
	if v.layout.Form != ui.Wide {
		nameSize = 11
	}
	c.Text(spaceNames[sp], r.X+4, r.Y+nameSize-1, nameSize, false, ui.Fade(ui.InkSoft, 0.8), ui.Left)
	content := s.Space(sp)
	inner := r.Inset(r.W * 0.104)
	switch content.Kind {
	case game.StandSpace:
		drawStandTile(c, inner, content.Good, v.colorOf(int(content.Owner)), 1)
		drawStandValue(c, s, sp, r)
	case game.FaceUp:
		drawRestaurant(c, inner, content.Restaurant, 1)
	case game.FaceDown:
		drawFaceDown(c, inner.Inset(4), content.Restaurant, s.Challenge().PubCrawl)
	}
	if m.holding {
		if m.spaceOK[sp] {
			c.StrokeRound(r.Inset(3), 6, 3, ui.Highlight)
		} else {
			c.Fill(r, ui.Dim)
		}
	}
	if sp == m.hoverSpace || sp == m.cursorSpace {
		c.StrokeRound(r.Inset(2), 6, 4, hoverColor(m.holding, m.spaceOK[sp]))
	}
}

func hoverColor(holding, ok bool) color.RGBA {
	if holding && !ok {
		return ui.Bad
	}
	return ui.Azulejo
}

func (v *tableView) drawEntrance(c *ui.Canvas, s *game.State, e game.Entrance, m *marks) {
	r := v.layout.entrance(e)
	slot := r.Inset(5)
	label := slotLabel
	if !v.tabletop {
		c.FillRound(slot, 8, ui.StreetDark)
		label = ui.Fade(ui.Paper, 0.55)
	}
	c.Text(entranceLabels[e], slot.CX(), slot.CY(), 13, true, label, ui.Center)
	if t := s.Entrance(e); t != game.NoCustomer {
		drawCustomerTile(c, v.layout.tileIn(e), t, 1)
	}
	if m.holding {
		if m.entranceOK[e] {
			c.StrokeRound(slot, 8, 3, ui.Highlight)
		} else {
			c.FillRound(slot, 8, ui.Dim)
		}
	}
	if e == m.hoverEnt || e == m.cursorEnt {
		c.StrokeRound(slot.Inset(-2), 9, 4, hoverColor(m.holding, m.entranceOK[e]))
	}
}

// colorOf is the colour index of an engine seat.
func (v *tableView) colorOf(seat int) int {
	if seat < 0 || seat >= len(v.seats) {
		return seat & 3
	}
	return v.seats[seat].Color
}

func (v *tableView) drawPlayer(c *ui.Canvas, s *game.State, seat int, m *marks) {
	r := v.layout.players[seat]
	p := s.Player(seat)
	toMove := !s.Over() && s.ToMove() == seat
	if m.turn >= 0 {
		toMove = m.turn == seat
	}
	if v.layout.Form != ui.Wide {
		v.drawPlayerPhone(c, s, seat, m, toMove)
		return
	}
	drawPlayerCard(c, r, 10, toMove)
	col := v.colorOf(seat)
	drawWoodenStand(c, r.X+20, r.Y+18, 20, col)
	name, kind := "?", ""
	if seat < len(v.seats) {
		name, kind = seatName(v.seats[seat].Name), seatKindText(v.seats[seat])
	}
	c.TextFit(name, r.X+36, r.Y+17, 18, r.W-150, true, ui.Ink, ui.Left)
	if v.tagged == nil || !v.tagged(seat) {
		c.TextFit(kind, r.Right()-12, r.Y+17, 12, 100, false, ui.InkSoft, ui.Right)
	}

	money := moneyText(s, m.viewer, seat)
	if moneyDrawn != nil {
		moneyDrawn(seat, money)
	}
	ms := v.layout.moneySpot(seat)
	drawCoin(c, ms.X+12, ms.CY(), 11, 1)
	c.Text(money, ms.X+moneyTextX, ms.CY(), moneyTextSize, true, ui.Ink, ui.Left)

	v.drawHandAndSupply(c, p, seat, col, m, toMove)
	// wooden stands still in the player's stock, off the hand tiles
	stock := int(p.Stands) - p.HandSize()
	sr := v.layout.supplySlot(seat, 0)
	x := r.Right() - 14
	for k := 0; k < stock; k++ {
		drawWoodenStand(c, x, sr.CY(), 14, col)
		x -= 15
	}
	hand := v.layout.handTile(seat, 0)
	if gap := sr.Y - hand.Bottom(); gap > 22 {
		c.Text(marketText(p.StandsInMarket()), r.X+12, hand.Bottom()+gap/2, 13, false, ui.InkSoft, ui.Left)
	}
	if toMove && m.thinking {
		c.Icon(assets.Hourglass, ui.R(r.Right()-40, r.Y+34, 28, 28), m.hourglassAlpha())
	}
}

// hourglassAlpha is the thinking seat's hourglass's opacity: beating while a computer
// thinks at this screen; still while the wait may be a person's elsewhere, since each
// beat redraws the whole screen, and twice a second for as long as a friend thinks would
// keep the game loop (and a phone) from ever resting (idle.go).
func (m *marks) hourglassAlpha() float64 {
	if m.thinksLong {
		return 1
	}
	return thinkingBeat()
}

// drawPlayerCard is a player panel's card with corners of the radius, edged and ringed in
// gold while it is the seat's turn: the same in the wide panel and the phone's stall.
func drawPlayerCard(c *ui.Canvas, r ui.Rect, radius float64, toMove bool) {
	edge := ui.PanelEdge
	if toMove {
		edge = ui.GoldDark
	}
	c.Card(r, radius, ui.Panel, edge)
	if toMove {
		c.StrokeRound(r.Inset(-2), radius+2, 3, ui.Gold)
	}
}

// drawHandAndSupply draws a seat's hand tiles (the places left empty outlined) and the
// restaurants in its supply at their places in the layout, the one being held faded: the
// same in the wide panel and the phone's stall.
func (v *tableView) drawHandAndSupply(c *ui.Canvas, p game.Player, seat, col int, m *marks, toMove bool) {
	i := 0
	for g := game.Good(0); g < game.NumGoods; g++ {
		for k := 0; k < int(p.Hand[g]); k++ {
			alpha := 1.0
			if m.heldSource == standPiece(g) && toMove && k == int(p.Hand[g])-1 {
				alpha = 0.35
			}
			drawStandTile(c, v.layout.handTile(seat, i), g, col, alpha)
			i++
		}
	}
	for ; i < game.MaxHand; i++ {
		c.StrokeRound(v.layout.handTile(seat, i), 6, 1, ui.Fade(ui.InkSoft, 0.4))
	}
	i = 0
	for rk := game.Restaurant(0); rk < game.NumRestaurants; rk++ {
		for k := 0; k < int(p.Supply[rk]); k++ {
			alpha := 1.0
			if m.heldSource == restaurantPiece(rk) && toMove {
				alpha = 0.35
			}
			drawRestaurant(c, v.layout.supplySlot(seat, i), rk, alpha)
			i++
		}
	}
}

func (v *tableView) drawCustomers(c *ui.Canvas, s *game.State, m *marks) {
	a := v.layout.custArea
	if a.W == 0 {
		return // a phone's drawer shows another part
	}
	c.Card(a, 10, ui.Panel, ui.PanelEdge)
	if v.layout.Form == ui.Wide { // a phone's tab names the panel
		c.Text(lang.T("game.panel.customers"), a.X+14, a.Y+15, 16, true, ui.Ink, ui.Left)
	}
	for n := 1; n <= game.MaxCustomers; n++ {
		lbl := v.layout.custNum[n-1]
		c.TextTab(stackCountText(s.StackLen(n)), lbl.CX(), lbl.CY(), 13, true, ui.InkSoft, ui.Center)
		for i := 0; i < game.AvailablePerStack; i++ {
			r := v.layout.custTile[n-1][i]
			if i >= s.StackLen(n) {
				c.StrokeRound(r, 6, 1, ui.Fade(ui.InkSoft, 0.3))
				continue
			}
			t := s.StackAt(n, i)
			alpha := 1.0
			if m.heldSource == customerPiece(t) {
				alpha = 0.35
			}
			drawCustomerTile(c, r, t, alpha)
		}
	}
}

func (v *tableView) drawDisplay(c *ui.Canvas, s *game.State, m *marks) {
	a := v.layout.dispArea
	if a.W == 0 {
		return
	}
	c.Card(a, 10, ui.Panel, ui.PanelEdge)
	if v.layout.Form == ui.Wide {
		c.Text(lang.T("game.panel.display"), a.X+14, a.Y+15, 16, true, ui.Ink, ui.Left)
	}
	// the bag and its count in the room right of the display, the count within it (a
	// long "17 dans le sac" shrinks rather than touch the last tile)
	bag := bagRect(&v.layout)
	c.Icon(assets.Bag, ui.R(bag.CX()-20, bag.Y+4, 40, 40), 1)
	c.TextFit(bagText(s.BagSize()), bag.CX(), bag.Bottom()-10, 13, bag.W, true, ui.InkSoft, ui.Center)
	i := 0
	d := s.Display()
	for g := game.Good(0); g < game.NumGoods; g++ {
		for k := 0; k < int(d[g]); k++ {
			if i < len(v.layout.dispTile) {
				r := v.layout.dispTile[i]
				drawStandTile(c, r, g, -1, 1)
				if m.pickable && s.AwaitingTake() {
					c.StrokeRound(r.Inset(-3), 9, 3, ui.Highlight)
				}
			}
			i++
		}
	}
	for ; i < len(v.layout.dispTile); i++ {
		c.StrokeRound(v.layout.dispTile[i], 8, 1, ui.Fade(ui.InkSoft, 0.4))
	}
}

func (v *tableView) drawLog(c *ui.Canvas) {
	if v.layout.logArea.W == 0 {
		return
	}
	v.log.draw(c, v.layout.logArea, v.colorOf, v.hideLast)
}
