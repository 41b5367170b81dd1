package scenes

import (
	"mercado/assets"
	"mercado/game"
	"mercado/ui"
)

// The players on a phone: the seat in focus gets its stall in full (name, money, hand
// tiles, restaurants, the stands still off the market); every other seat is a chip with
// its name and money, outlined in gold while it is its turn.

func (v *tableView) drawPlayerPhone(c *ui.Canvas, s *game.State, seat int, m *marks, toMove bool) {
	r := v.layout.players[seat]
	if r.W == 0 {
		return // the stall is in the drawer, on another tab
	}
	col := v.colorOf(seat)
	drawPlayerCard(c, r, 8, toMove)
	name := "?"
	if seat < len(v.seats) {
		name = seatName(v.seats[seat].Name)
	}
	money := moneyText(s, m.viewer, seat)
	if moneyDrawn != nil {
		moneyDrawn(seat, money)
	}
	ms := v.layout.moneySpot(seat)
	if v.layout.chip[seat] {
		drawWoodenStand(c, r.X+14, r.Y+13, 14, col)
		c.TextFit(name, r.X+26, r.Y+13, 14, r.W-32, true, ui.Ink, ui.Left)
		drawCoin(c, ms.X+7, ms.CY(), 7, 1)
		c.TextFit(money, ms.X+18, ms.CY(), 15, ms.W-20, true, ui.Ink, ui.Left)
		if toMove && m.thinking {
			c.Icon(assets.Hourglass, ui.R(r.Right()-22, r.Bottom()-22, 18, 18), m.hourglassAlpha())
		}
		return
	}
	p := s.Player(seat)
	drawWoodenStand(c, r.X+16, r.Y+15, 18, col)
	c.TextFit(name, r.X+30, r.Y+15, 17, ms.X-r.X-36, true, ui.Ink, ui.Left)
	drawCoin(c, ms.X+10, ms.CY(), 10, 1)
	c.Text(money, ms.X+moneyTextX-4, ms.CY(), 20, true, ui.Ink, ui.Left)
	v.drawHandAndSupply(c, p, seat, col, m, toMove)
	// the wooden stands still off the market, from the right edge, where they fit
	stock := int(p.Stands) - p.HandSize()
	last := v.layout.handTile(seat, game.MaxHand-1).Right()
	if n := p.SupplySize(); n > 0 {
		last = v.layout.supplySlot(seat, n-1).Right()
	}
	x, y := r.Right()-12, v.layout.handTile(seat, 0).CY()
	for k := 0; k < stock && x-6 > last+4; k++ {
		drawWoodenStand(c, x, y, 12, col)
		x -= 13
	}
	if toMove && m.thinking {
		c.Icon(assets.Hourglass, ui.R(r.Right()-30, r.Y+4, 24, 24), m.hourglassAlpha())
	}
}

// drawerTabs are the tabs of a phone's drawer: the stall (when it has no room of its
// own), the customers, the stand tiles, the log and a solo challenge.
type drawerTabs struct {
	btn  [numTrays]ui.Button
	tray trayPart
}

// layout gives the tabs the layout's places and words.
func (d *drawerTabs) layout(l *boardLayout) {
	for p := range d.btn {
		d.btn[p] = button(d.btn[p], l.tabs[p], trayWord(trayPart(p)))
		d.btn[p].Primary = trayPart(p) == l.tray
	}
}

// update switches the drawer on a tap on a tab; it reports whether one was tapped. A
// second tap on the open challenge closes it again (it lies over the market).
func (d *drawerTabs) update(in *ui.Input, l *boardLayout) bool {
	if l.Form == ui.Wide {
		return false
	}
	d.layout(l)
	for p := range d.btn {
		if d.btn[p].Rect.W > 0 && d.btn[p].Update(in) {
			switch {
			case trayPart(p) == trayChallenge && l.tray == trayChallenge:
				d.tray = trayCustomers
			default:
				d.tray = trayPart(p)
			}
			return true
		}
	}
	return false
}

// over says whether a point lies on a tab (the board does not pick pieces there).
func (d *drawerTabs) over(x, y float64) bool {
	for p := range d.btn {
		if d.btn[p].Rect.W > 0 && d.btn[p].Rect.Contains(x, y) {
			return true
		}
	}
	return false
}

func (d *drawerTabs) draw(c *ui.Canvas, l *boardLayout) {
	if l.Form == ui.Wide {
		return
	}
	d.layout(l)
	// the words of all tabs at one size, the largest at which each fits its tab
	size := 15.0
	for p := range d.btn {
		if r := d.btn[p].Rect; r.W > 0 {
			size = min(size, ui.FitSize(d.btn[p].Label, 15, r.W-12, true))
		}
	}
	for p := range d.btn {
		b := d.btn[p]
		if b.Rect.W == 0 {
			continue
		}
		label := b.Label
		b.Label = ""
		b.Draw(c)
		ink := ui.Ink
		if b.Primary {
			ink = ui.Paper
		}
		c.TextFit(label, b.Rect.CX(), b.Rect.CY(), size, b.Rect.W-12, true, ink, ui.Center)
	}
}
