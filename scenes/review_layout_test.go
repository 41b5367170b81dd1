package scenes

import (
	"fmt"
	"testing"

	"mercado/ui"
)

// TestReviewLayoutOnPhones lays the review's overview and a decision out on every
// screen size and language (no display needed): on a phone every target a finger uses
// is at least 44x44, everything lies inside the screen or its scrolled view, and nothing
// overlaps.
func TestReviewLayoutOnPhones(t *testing.T) {
	eachScreen(t, func(t *testing.T, scr ui.Rect, form ui.Form) {
		if form == ui.Wide {
			return // the desktop keeps its own arrangement (review.go)
		}
		backW := phoneButtonW("review.back")
		nav := [3]float64{phoneButtonW("review.prev"), phoneButtonW("review.list"), phoneButtonW("review.next")}
		for _, strip := range []bool{false, true} {
			for others := 0; others <= 3; others++ {
				p := reviewDecisionPhone(scr, form, backW, nav, others, func(float64) bool { return strip })
				checkTargets(t, scr, form, []string{"back", "previous", "list", "next", "line", "try"}, []ui.Rect{p.back, p.prev, p.toList, p.next, p.line, p.try})
				names := []string{"title", "back", "market", "legend", "card", "previous", "list", "next", "line", "try"}
				parts := []ui.Rect{p.head, p.back, p.board, p.legend, p.card, p.prev, p.toList, p.next, p.line, p.try}
				if p.strip.W > 0 {
					names, parts = append(names, "strip"), append(parts, p.strip)
					if p.strip.W < 260 || p.strip.H < stallH-0.01 {
						t.Errorf("strip %v is too small for a stall or the display", p.strip)
					}
				}
				if p.chips.W > 0 {
					names, parts = append(names, "chips"), append(parts, p.chips)
				}
				checkPlaced(t, scr, names, parts)
				if p.card.H < cardMinH-0.01 {
					t.Errorf("the card %v has no room for its words", p.card)
				}
				if p.board.W < marketMinSz-0.01 || p.board.W != p.board.H {
					t.Errorf("the market %v is not a square of at least %v", p.board, marketMinSz)
				}
				// the title beside the way back has room for a few words
				if p.head.W < 120 {
					t.Errorf("the title %v is too narrow", p.head)
				}
			}
		}
		for _, c := range []struct{ n, lines int }{{0, 1}, {1, 2}, {5, 2}, {120, 2}, {5, 3}, {120, 3}} {
			n, rowH := c.n, phoneRowH(c.lines)
			t.Run(fmt.Sprintf("%d decisions of %d lines", n, c.lines), func(t *testing.T) {
				moments := min(n, 5)
				p := reviewOverviewPhone(scr, form, backW, func(w float64) float64 { return 260 },
					func(i int, w float64) float64 { return 20 + float64(i%3)*20 }, moments, float64(n)*rowH)
				// the way back is on the screen; the scrolled column's parts stay in its
				// width and below its top, and a finger picks each moment and decision
				checkTargets(t, scr, form, []string{"back"}, []ui.Rect{p.back})
				if p.back.Overlaps(p.view) || p.head.Overlaps(p.view) {
					t.Errorf("the title's line %v overlaps the scrolled view %v", p.head, p.view)
				}
				column := ui.R(p.view.X, p.view.Y, p.view.W, max(p.view.H, p.contentH))
				names := []string{"chart", "counts", "moments"}
				parts := []ui.Rect{p.chart, p.counts, p.moments}
				if form == ui.Tall {
					names, parts = append(names, "decisions"), append(parts, p.list)
				} else if !scr.Within(p.list) || p.list.Overlaps(p.view) {
					t.Errorf("the decisions %v are off the screen or under the column %v", p.list, p.view)
				}
				checkPlaced(t, column, names, parts)
				checkTargets(t, p.moments, form, numbered("moment", moments), p.momentRows)
				if form == ui.Low && p.rows.H < 3*rowH {
					t.Errorf("the decisions' rows %v show fewer than three", p.rows)
				}
				if form == ui.Tall && p.rows.H < float64(n)*rowH-0.01 {
					t.Errorf("the decisions' rows %v do not hold %d rows", p.rows, n)
				}
				if p.rows.W < 300 && form == ui.Tall || p.rows.W < 200 {
					t.Errorf("the decisions' rows %v are too narrow", p.rows)
				}
			})
		}
	})
}
