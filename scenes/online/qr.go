package online

import "mercado/ui"

// qrCode is an invite as a QR code a phone's camera reads.
type qrCode struct {
	text    string
	modules [][]bool // true: dark; the quiet zone around it included
	caption string   // whose seat it opens, written under it
}

// draw paints the code in r, square, dark on white, each module a whole number of
// pixels where it can be.
func (q *qrCode) draw(c *ui.Canvas, r ui.Rect) {
	n := len(q.modules)
	if n == 0 {
		return
	}
	side := min(r.W, r.H)
	cell := side / float64(n)
	box := r.TopCentered(cell*float64(n), cell*float64(n))
	c.Fill(box, ui.Paper)
	for y, row := range q.modules {
		for x, dark := range row {
			if dark {
				c.Fill(ui.R(box.X+float64(x)*cell, box.Y+float64(y)*cell, cell+0.5, cell+0.5), ui.Ink)
			}
		}
	}
}
