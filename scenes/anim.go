package scenes

import (
	"mercado/ui"
)

// animKind is what an animation shows.
type animKind uint8

const (
	travelAnim animKind = iota // a piece moves from its source to its place
	coinAnim                   // a coin flies to an earner's money
	labelAnim                  // "+6" rises and fades
)

// labelSize is the text size of the rising "+6" labels.
const labelSize = 24

// anim is one running animation, timed in frames so that tests and screenshots see the
// same thing every time. delay holds it back so that income follows the move.
type anim struct {
	kind     animKind
	delay    int
	frames   int
	age      int
	from, to ui.Rect
	piece    pieceID
	color    int // owner colour for stand tiles
	text     string
	good     bool    // a gain (green) rather than a cost (red)
	rise     float64 // how far a label rises; 0 for the usual height
	decision bool    // a travel that is a move being made (not a refused piece going back)
}

func (an *anim) progress() float64 {
	if an.frames <= 0 {
		return 1
	}
	return min(1, max(0, float64(an.age-an.delay)/float64(an.frames)))
}

func (an *anim) started() bool { return an.age >= an.delay }
func (an *anim) done() bool    { return an.age >= an.delay+an.frames }

// anims is the queue of running animations; a fixed backing array keeps it allocation-free.
type anims struct {
	list  []anim
	store [128]anim
}

func (q *anims) add(an anim) {
	if q.list == nil {
		q.list = q.store[:0]
	}
	if len(q.list) < cap(q.list) {
		q.list = append(q.list, an)
	}
}

func (q *anims) busy() bool { return len(q.list) > 0 }

// traveling reports whether a piece is still on its way (the board shows the position
// from before the move until it lands).
func (q *anims) traveling() bool {
	for i := range q.list {
		if q.list[i].kind == travelAnim && !q.list[i].done() {
			return true
		}
	}
	return false
}

// deciding reports whether a move is still on its way (its log line waits for it).
func (q *anims) deciding() bool {
	for i := range q.list {
		if q.list[i].kind == travelAnim && q.list[i].decision && !q.list[i].done() {
			return true
		}
	}
	return false
}

func (q *anims) step() {
	n := 0
	for i := range q.list {
		q.list[i].age++
		if !q.list[i].done() {
			q.list[n] = q.list[i]
			n++
		}
	}
	q.list = q.list[:n]
}

func (q *anims) clear() { q.list = q.list[:0] }

func (q *anims) draw(c *ui.Canvas) {
	for i := range q.list {
		an := &q.list[i]
		if !an.started() {
			continue
		}
		t := ui.EaseInOut(an.progress())
		switch an.kind {
		case travelAnim:
			x, y := ui.Lerp(an.from.X, an.from.Y, an.to.X, an.to.Y, t)
			w, h := an.to.W, an.to.H           // one size all the way: each size is a sprite to render
			lift := 10 * (1 - (2*t-1)*(2*t-1)) // rises mid-flight
			drawPiece(c, an.piece, ui.R(x, y-lift, w, h), an.color, 1)
		case coinAnim:
			x, y := ui.Lerp(an.from.CX(), an.from.CY(), an.to.CX(), an.to.CY(), t)
			y -= 40 * (1 - (2*t-1)*(2*t-1))
			drawCoin(c, x, y, 10, 1)
		case labelAnim:
			col := ui.Good
			if !an.good {
				col = ui.Bad
			}
			rise := an.rise
			if rise == 0 {
				rise = 26
			}
			y := an.to.CY() - rise*an.progress()
			alpha := 1 - max(0, an.progress()-0.6)/0.4
			c.Text(an.text, an.to.CX()+1, y+1.5, labelSize, true, ui.Fade(ui.Paper, alpha), ui.Center)
			c.Text(an.text, an.to.CX(), y, labelSize, true, ui.Fade(col, alpha), ui.Center)
		}
	}
}

// drawPiece paints any pickable piece into r.
func drawPiece(c *ui.Canvas, p pieceID, r ui.Rect, color int, alpha float64) {
	switch {
	case p.isStand():
		drawStandTile(c, r, p.good(), color, alpha)
	case p.isDisplay():
		drawStandTile(c, r, p.good(), -1, alpha)
	case p.isRestaurant():
		drawRestaurant(c, r, p.restaurant(), alpha)
	case p.isCustomer():
		drawCustomerTile(c, r, p.tile(), alpha)
	}
}

// pieceSize is the size a piece is drawn at while it is held.
func pieceSize(p pieceID) (w, h float64) {
	switch {
	case p.isCustomer():
		return 88, 52
	case p.isRestaurant():
		return 64, 64
	}
	return 68, 68
}
