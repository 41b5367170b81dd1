package scenes

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/ui"
)

// The market-table look (issue 59): the board screen lies on a wooden table, and the
// market is a board on it, with a slight thickness and a soft shadow, its border an
// azulejo band of blue-and-white tiles, its entrances paved in calçada, its 25 spaces
// printed on it. All of that stands still through a game, so it is drawn once into a
// picture of the screen's size (again only when the screen or the board's place
// changes) and drawn from then on as that one image: a frame of the board costs one
// image more and the many shapes of the board's body less, and a resting screen still
// tallies the same (the picture is summed by identity, still.go). The pieces, the names
// of the spaces and every mark are drawn over it each frame as in the plain look.

// The board's colours: glazed tile white, cobalt, the frame's navy, the board's edge,
// the entrances' limestone.
var (
	tileGlaze  = color.RGBA{0xf4, 0xf1, 0xe6, 255}
	tileCobalt = color.RGBA{0x23, 0x50, 0x8e, 255}
	tileGrout  = color.RGBA{0xb8, 0xbf, 0xc8, 255}
	boardNavy  = color.RGBA{0x17, 0x3a, 0x66, 255}
	boardSide  = color.RGBA{0xb9, 0xae, 0x96, 255}
	stoneLight = color.RGBA{0xee, 0xe9, 0xdf, 255}
	stoneGrout = color.RGBA{0xc9, 0xc1, 0xb1, 255}
	// slotLabel is an empty entrance's letter or number on the limestone.
	slotLabel = ui.Fade(ui.Ink, 0.62)
)

// tabletopKey is what the picture depends on: the screen, its scale, the board's place.
type tabletopKey struct {
	w, h       int
	scale      float64
	board      ui.Rect
	ring, cell float64
}

type tabletopPicture struct {
	key tabletopKey
	img *ebiten.Image
}

var (
	// tabletops are the last two pictures drawn, the newest first (a board under an
	// overlay and a second layout need not redraw each other's).
	tabletops [2]tabletopPicture
	woodImage *ebiten.Image // the wood texture, made on first use
	pictureOp ebiten.DrawImageOptions
	// tabletopMade, when set (by the tests), hears every picture drawn anew.
	tabletopMade func(w, h int)
)

// drawTabletop draws the table and the market's board under everything else, when the
// view is in the market-table look.
func (v *tableView) drawTabletop(c *ui.Canvas) {
	if !v.tabletop || c.Dst == nil {
		return
	}
	img := tabletopFor(c, &v.layout)
	b := img.Bounds()
	if c.Tallying() {
		c.Image(img, ui.R(0, 0, float64(b.Dx())/c.Scale, float64(b.Dy())/c.Scale), 1)
		return
	}
	pictureOp.GeoM.Reset()
	pictureOp.Filter = ebiten.FilterNearest
	c.Dst.DrawImage(img, &pictureOp)
}

// tabletopFor is the picture for the canvas's screen and the layout, drawn if it is new.
func tabletopFor(c *ui.Canvas, l *boardLayout) *ebiten.Image {
	b := c.Dst.Bounds()
	k := tabletopKey{w: b.Max.X, h: b.Max.Y, scale: c.Scale, board: l.board, ring: l.ring, cell: l.cell}
	for i := range tabletops {
		if tabletops[i].img != nil && tabletops[i].key == k {
			tabletops[0], tabletops[i] = tabletops[i], tabletops[0]
			return tabletops[0].img
		}
	}
	if old := tabletops[1].img; old != nil {
		old.Deallocate()
	}
	tabletops[1] = tabletops[0]
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, max(1, k.w), max(1, k.h)), nil)
	drawWood(img, c.Scale)
	if l.board.W > 0 {
		drawBoardBody(&ui.Canvas{Dst: img, Scale: c.Scale}, l)
	}
	tabletops[0] = tabletopPicture{key: k, img: img}
	if tabletopMade != nil {
		tabletopMade(k.w, k.h)
	}
	return img
}

// drawWood covers img with the wood texture, woodTile logical pixels a repeat.
func drawWood(img *ebiten.Image, scale float64) {
	if woodImage == nil {
		woodImage = ebiten.NewImageFromImage(woodPixels())
	}
	b := img.Bounds()
	step := woodTile * scale
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	for y := 0.0; y < float64(b.Dy()); y += step {
		for x := 0.0; x < float64(b.Dx()); x += step {
			op.GeoM.Reset()
			op.GeoM.Scale(scale, scale)
			op.GeoM.Translate(x, y)
			img.DrawImage(woodImage, op)
		}
	}
}

// drawBoardBody is the market's board lying on the table: its shadow and thickness, the
// azulejo band round it with the entrances paved into it, the frame and the spaces.
func drawBoardBody(c *ui.Canvas, l *boardLayout) {
	b := l.board
	for k := 6; k >= 0; k-- { // a soft shadow, darker towards the board
		d := float64(k) * 1.5
		c.FillRound(b.Inset(-d).Offset(1, 5), 6+d, color.RGBA{0, 0, 0, 18})
	}
	c.FillRound(b.Offset(0, 4), 6, boardSide)
	c.FillRound(b, 6, tileGlaze)
	rim := max(2, l.ring*0.06)
	inner := b.Inset(l.ring)
	drawAzulejoBand(c, b.Inset(rim), inner.Inset(-4), l.ring-rim)
	c.StrokeRound(b.Inset(rim/2), 6, rim, boardNavy)
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		drawCalcada(c, l.entrance(e).Inset(5))
	}
	c.Fill(inner.Inset(-4), boardNavy)
	c.StrokeRound(inner.Inset(-2.5), 0, 1, ui.Fade(tileGlaze, 0.6))
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		drawFloor(c, l.space(sp), markedSpace[sp])
	}
}

// drawAzulejoBand tiles outer (less hole, which the frame covers) with azulejos about
// half the band's depth across, a whole number of them along each side: cobalt rings
// where four tiles meet, a flower in each, diagonals joining them.
func drawAzulejoBand(c *ui.Canvas, outer, hole ui.Rect, depth float64) {
	n := max(4, int(outer.W/(depth/2)+0.5))
	t := outer.W / float64(n)
	in := c.Clip(outer)
	tile := func(i, j int) ui.Rect { return ui.R(outer.X+float64(i)*t, outer.Y+float64(j)*t, t, t) }
	shown := func(r ui.Rect) bool { return !hole.Inset(-1).Within(r) }
	for j := range n {
		for i := range n {
			if r := tile(i, j); shown(r) {
				in.Fill(r, tileGlaze)
				in.Line(r.X, r.Y, r.Right(), r.Bottom(), t*0.05, tileCobalt)
				in.Line(r.Right(), r.Y, r.X, r.Bottom(), t*0.05, tileCobalt)
			}
		}
	}
	for j := 0; j <= n; j++ {
		for i := 0; i <= n; i++ {
			x, y := outer.X+float64(i)*t, outer.Y+float64(j)*t
			if hole.Inset(t*0.4).Contains(x, y) {
				continue
			}
			in.FillCircle(x, y, t*0.34, tileCobalt)
			in.FillCircle(x, y, t*0.2, tileGlaze)
			in.FillCircle(x, y, t*0.08, tileCobalt)
		}
	}
	for j := range n {
		for i := range n {
			if r := tile(i, j); shown(r) {
				drawAzulejoFlower(in, r.CX(), r.CY(), t)
				in.StrokeRound(r, 0, 0.6, tileGrout)
			}
		}
	}
}

// drawAzulejoFlower is a tile's middle: four cobalt petals round a heart.
func drawAzulejoFlower(c *ui.Canvas, cx, cy, t float64) {
	p := t * 0.17
	c.FillCircle(cx-p, cy, t*0.1, tileCobalt)
	c.FillCircle(cx+p, cy, t*0.1, tileCobalt)
	c.FillCircle(cx, cy-p, t*0.1, tileCobalt)
	c.FillCircle(cx, cy+p, t*0.1, tileCobalt)
	c.FillCircle(cx, cy, t*0.09, tileGlaze)
	c.FillCircle(cx, cy, t*0.045, ui.Gold)
}

// drawCalcada paves an entrance's slot with limestone setts in running bond, sunk a
// little into the band.
func drawCalcada(c *ui.Canvas, r ui.Rect) {
	c.FillRound(r, 4, stoneGrout)
	cs := min(r.W, r.H) / 4
	in := c.Clip(r.Inset(1))
	for j := 0; float64(j)*cs < r.H; j++ {
		off := float64(j%2) * cs / 2
		for i := -1; float64(i)*cs < r.W; i++ {
			x, y := r.X+float64(i)*cs+off, r.Y+float64(j)*cs
			tone := ui.Mix(stoneLight, stoneGrout, 0.25*woodUnit(uint32(i*31+j*977)))
			in.FillRound(ui.R(x+0.7, y+0.7, cs-1.4, cs-1.4), cs*0.3, tone)
		}
	}
	c.StrokeRound(r, 4, 1.5, ui.Fade(ui.Ink, 0.35))
}

// drawFloor is a market space's printed floor: plain, or (a space that starts with a
// restaurant) azulejo-tinted with a lozenge.
func drawFloor(c *ui.Canvas, r ui.Rect, marked bool) {
	floor := ui.Floor
	if marked {
		floor = ui.Marked
	}
	c.Fill(r, floor)
	c.StrokeRound(r.Inset(0.5), 0, 1, ui.Mix(floor, ui.Ink, 0.25))
	if marked {
		cx, cy, d := r.CX(), r.CY(), r.W*0.36
		col := ui.Fade(ui.Azulejo, 0.35)
		c.Line(cx-d, cy, cx, cy-d, 1.2, col)
		c.Line(cx, cy-d, cx+d, cy, 1.2, col)
		c.Line(cx+d, cy, cx, cy+d, 1.2, col)
		c.Line(cx, cy+d, cx-d, cy, 1.2, col)
	}
}
