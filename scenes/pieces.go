package scenes

import (
	"image/color"
	"slices"

	"mercado/assets"
	"mercado/game"
	"mercado/ui"
)

// The game's components, drawn with vectors and Twemoji icons so they look like the
// box: square stand tiles, round restaurant tiles, customer tiles with people on them,
// wooden stands in four colours and four shapes.

// drawStandTile paints a square stand tile of good g. owner >= 0 puts that player's
// wooden stand on it (tiles in a hand carry one too).
func drawStandTile(c *ui.Canvas, r ui.Rect, g game.Good, owner int, alpha float64) {
	face := ui.GoodColors[g]
	c.FillRound(r.Offset(1.5, 2.5), r.W*0.12, ui.Fade(ui.Shadow, alpha))
	c.FillRound(r, r.W*0.12, ui.Fade(face, alpha))
	c.StrokeRound(r, r.W*0.12, 1.5, ui.Fade(ui.Mix(face, ui.Ink, 0.45), alpha))
	icon := r.Inset(r.W * 0.14)
	if owner >= 0 {
		icon = ui.Rect{X: r.X + r.W*0.08, Y: r.Y + r.H*0.08, W: r.W * 0.64, H: r.H * 0.64}
	}
	c.Icon(assets.GoodIcon(g), icon, alpha)
	if owner >= 0 {
		drawWoodenStand(c, r.X+r.W*0.76, r.Y+r.H*0.76, r.W*0.34, owner)
	}
}

// drawWoodenStand is a player's wooden stand: colour plus shape.
func drawWoodenStand(c *ui.Canvas, cx, cy, size float64, color int) {
	color = max(0, min(3, color))
	c.Shape(ui.PlayerShapes[color], cx, cy, size, ui.PlayerColors[color])
}

// drawRestaurant paints a round face-up restaurant tile: its dish, and along its lower
// rim the goods it favours, each as a little stand tile of that good (the pub's five).
func drawRestaurant(c *ui.Canvas, r ui.Rect, kind game.Restaurant, alpha float64) {
	sq := r.Square()
	rad := sq.W / 2
	c.FillCircle(sq.CX()+1.5, sq.CY()+2.5, rad, ui.Fade(ui.Shadow, alpha))
	c.FillCircle(sq.CX(), sq.CY(), rad, ui.Fade(ui.RestaurantColor, alpha))
	c.StrokeCircle(sq.CX(), sq.CY(), rad-1, 2, ui.Fade(ui.WoodLight, alpha))
	dish := sq.Inset(sq.W * 0.25)
	c.Icon(assets.RestaurantIcon(kind), dish.Offset(0, -sq.W*0.1), alpha)
	drawFavoured(c, sq, kind, alpha)
}

// drawFavoured lays the goods a restaurant favours (the engine's Improves) on the lower
// rim of its disc sq, each as a small stand tile: one large, or the pub's five in a row.
func drawFavoured(c *ui.Canvas, sq ui.Rect, kind game.Restaurant, alpha float64) {
	var buf [game.NumGoods]game.Good // no allocation: every restaurant is drawn every frame
	goods := buf[:0]
	for g := game.Good(0); g < game.NumGoods; g++ {
		if kind.Improves(g) {
			goods = append(goods, g)
		}
	}
	if favouredDrawn != nil {
		favouredDrawn(kind, slices.Clone(goods))
	}
	size, cy := sq.W*0.36, sq.Bottom()-sq.W*0.17
	if len(goods) > 1 {
		size, cy = sq.W*1.05/float64(len(goods)), sq.Bottom()-sq.W*0.15
	}
	x := sq.CX() - size*float64(len(goods))/2
	for _, g := range goods {
		drawMiniTile(c, ui.R(x+size*0.05, cy-size*0.45, size*0.9, size*0.9), g, alpha)
		x += size
	}
}

// drawMiniTile is a small stand tile of g, without a stand: a good a restaurant favours.
func drawMiniTile(c *ui.Canvas, r ui.Rect, g game.Good, alpha float64) {
	face := ui.GoodColors[g]
	c.FillRound(r, r.W*0.2, ui.Fade(face, alpha))
	c.StrokeRound(r, r.W*0.2, 1, ui.Fade(ui.Mix(face, ui.Ink, 0.5), alpha))
	c.Icon(assets.GoodIcon(g), r.Inset(r.W*0.1), alpha)
}

// drawFaceDown paints a face-down restaurant: a grey disc, showing its kind faintly
// where the player may know it (Pub Crawl shows the types).
func drawFaceDown(c *ui.Canvas, r ui.Rect, kind game.Restaurant, known bool) {
	sq := r.Square()
	rad := sq.W / 2
	c.FillCircle(sq.CX()+1, sq.CY()+2, rad, ui.Shadow)
	c.FillCircle(sq.CX(), sq.CY(), rad, ui.FaceDown)
	c.StrokeCircle(sq.CX(), sq.CY(), rad-1, 2, ui.Mix(ui.FaceDown, ui.Ink, 0.4))
	c.StrokeCircle(sq.CX(), sq.CY(), rad*0.62, 1.2, ui.Mix(ui.FaceDown, ui.Paper, 0.35))
	if known { // its dish and goods, faint: it favours nothing until turned up
		c.Icon(assets.RestaurantIcon(kind), sq.Inset(sq.W*0.28).Offset(0, -sq.W*0.1), 0.75)
		drawFavoured(c, sq, kind, 0.75)
	}
}

// drawCustomerTile paints a customer tile: its people and the goods they seek. A tall
// rectangle (the left and right entrances) stacks them vertically.
func drawCustomerTile(c *ui.Canvas, r ui.Rect, t game.CustomerTile, alpha float64) {
	if t == game.NoCustomer {
		return
	}
	n := t.Customers()
	face := customerFace(n)
	c.FillRound(r.Offset(1.5, 2.5), 6, ui.Fade(ui.Shadow, alpha))
	c.FillRound(r, 6, ui.Fade(face, alpha))
	c.StrokeRound(r, 6, 1.5, ui.Fade(ui.Mix(face, ui.Ink, 0.5), alpha))
	seeks := t.Seeks()
	goods := 0
	for g := game.Good(0); g < game.NumGoods; g++ {
		if seeks.Has(g) {
			goods++
		}
	}
	if r.W >= r.H { // people across the top, goods below
		people := ui.Rect{X: r.X + 3, Y: r.Y + 2, W: r.W - 6, H: r.H * 0.48}
		drawPeople(c, people, n, true, alpha)
		gs := min(r.H*0.46, (r.W-8)/float64(goods))
		x := r.CX() - gs*float64(goods)/2
		for g := game.Good(0); g < game.NumGoods; g++ {
			if seeks.Has(g) {
				c.Icon(assets.GoodIcon(g), ui.Rect{X: x, Y: r.Bottom() - gs - 2, W: gs, H: gs}, alpha)
				x += gs
			}
		}
		return
	}
	people := ui.Rect{X: r.X + 2, Y: r.Y + 3, W: r.W * 0.46, H: r.H - 6}
	drawPeople(c, people, n, false, alpha)
	gs := min(r.W*0.5, (r.H-8)/float64(goods))
	y := r.CY() - gs*float64(goods)/2
	for g := game.Good(0); g < game.NumGoods; g++ {
		if seeks.Has(g) {
			c.Icon(assets.GoodIcon(g), ui.Rect{X: r.Right() - gs - 2, Y: y, W: gs, H: gs}, alpha)
			y += gs
		}
	}
}

func drawPeople(c *ui.Canvas, r ui.Rect, n int, across bool, alpha float64) {
	if across {
		s := min(r.H, r.W/float64(n))
		x := r.CX() - s*float64(n)/2
		for i := 0; i < n; i++ {
			c.Icon(assets.Person, ui.Rect{X: x + float64(i)*s, Y: r.Y, W: s, H: s}, alpha)
		}
		return
	}
	s := min(r.W, r.H/float64(n))
	y := r.CY() - s*float64(n)/2
	for i := 0; i < n; i++ {
		c.Icon(assets.Person, ui.Rect{X: r.X, Y: y + float64(i)*s, W: s, H: s}, alpha)
	}
}

// customerFace tints customer tiles by their number of customers, so sizes read at a glance.
func customerFace(n int) color.RGBA {
	faces := [4]color.RGBA{{0xfb, 0xf1, 0xd6, 255}, {0xf4, 0xe2, 0xb8, 255}, {0xec, 0xd2, 0x9a, 255}, {0xe3, 0xbf, 0x7c, 255}}
	return faces[max(1, min(4, n))-1]
}

// drawCoin is a gold coin.
func drawCoin(c *ui.Canvas, cx, cy, rad float64, alpha float64) {
	c.FillCircle(cx, cy, rad, ui.Fade(ui.Gold, alpha))
	c.StrokeCircle(cx, cy, rad-0.5, max(1, rad/6), ui.Fade(ui.GoldDark, alpha))
	c.StrokeCircle(cx, cy, rad*0.58, max(0.8, rad/10), ui.Fade(ui.GoldDark, alpha*0.7))
}

func mustTile(n int, a, b game.Good) game.CustomerTile {
	t, _ := game.TileOf(n, game.GoodsOf(a, b))
	return t
}
