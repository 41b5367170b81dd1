package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/review"
	"mercado/ui"
	"mercado/ui/lang"
)

// longestMoves are the n moves whose words are the longest in the language in use:
// customers of two goods brought to the entrances with the longest names, restaurants
// and stands, as the review's list writes them.
func longestMoves(n int) []game.Move {
	var moves []game.Move
	for t := game.CustomerTile(0); t < game.NumCustomerTiles; t++ {
		for e := game.Entrance(0); e < game.NumEntrances; e++ {
			moves = append(moves, game.Move{Kind: game.BringCustomer, Tile: t, Entrance: e})
		}
	}
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		for k := game.Restaurant(0); k < game.NumRestaurants; k++ {
			moves = append(moves, game.Move{Kind: game.OpenRestaurant, Restaurant: k, Space: sp})
		}
		for g := game.Good(0); g < game.NumGoods; g++ {
			moves = append(moves, game.Move{Kind: game.OpenStand, Good: g, Space: sp})
		}
	}
	width := make(map[game.Move]float64, len(moves))
	for _, m := range moves {
		width[m] = ui.TextWidth(moveWhat(m), moveRowSize, false)
	}
	slices.SortStableFunc(moves, func(a, b game.Move) int {
		switch wa, wb := width[a], width[b]; {
		case wa > wb:
			return -1
		case wa < wb:
			return 1
		}
		return 0
	})
	return moves[:n]
}

// TestReviewListWritesLongMovesWhole reads the review's list of decisions as drawn, on a
// desktop and on a phone upright and on its side, in every language, with the longest
// moves the language writes: each move is drawn whole (its lines put together are its
// words, no ellipsis) and each of its lines fits the row's room at 13 px or more, the
// least a phone writes: a move is wrapped, never shrunk to fit.
func TestReviewListWritesLongMovesWhole(t *testing.T) {
	defer lang.Set("en")
	for _, size := range [][2]int{{1280, 800}, {390, 844}, {844, 390}} {
		onGame(t, size[0], size[1], func(dst *Offscreen) error {
			tb, err := quickFinishedTable()
			if err != nil {
				return err
			}
			for _, l := range lang.Languages {
				a, sc := testApp(nil)
				a.Settings.Language = l.Code
				lang.Set(l.Code)
				r, err := NewReview(tb.Record(), tb.Seats())
				if err != nil {
					return err
				}
				res := &review.Result{Seats: []int{0, 1}}
				for i, m := range longestMoves(3) {
					res.Decisions = append(res.Decisions, review.Decision{Index: 4 + 6*i, Seat: i % 2, Move: m.String(), Best: m.String(), Mark: review.Inaccuracy, Loss: 1.5})
				}
				r.started = true // this result, not a review worked out
				r.setResult(res)
				a.Push(r)
				if err := settle(a, dst, sc); err != nil {
					return err
				}
				r.scroll.Off = r.scroll.Max() // upright, the decisions end the scrolled column
				drawn, err := textDrawnInFrame(a, dst)
				if err != nil {
					return err
				}
				room := deskMoveW(r.list.rect.W)
				if a.Form != ui.Wide {
					room = phoneMoveW(r.phone.rows.W)
				}
				for _, d := range res.Decisions {
					what := moveWhat(r.moveOf(d.Move))
					lines, ok := drawnRun(drawn, what)
					if !ok {
						closeAll(a)
						return fmt.Errorf("%s: %q is not drawn whole (drawn: %q)", l.Code, what, drawn)
					}
					for _, line := range lines {
						if w := ui.TextWidth(line, moveRowLeast, false); w > room+0.5 {
							closeAll(a)
							return fmt.Errorf("%s: %q is %.0f px wide at %v px in a row's %.0f: it was shrunk to fit", l.Code, line, w, moveRowLeast, room)
						}
					}
				}
				closeAll(a)
			}
			return nil
		})
	}
}

// drawnRun finds text among the lines drawn as one line or as consecutive lines that
// put together with spaces make it.
func drawnRun(drawn []string, text string) ([]string, bool) {
	for i := range drawn {
		joined := ""
		for j := i; j < len(drawn) && len(joined) < len(text); j++ {
			if joined != "" {
				joined += " "
			}
			joined += drawn[j]
			if joined == text {
				return drawn[i : j+1], true
			}
			if !strings.HasPrefix(text, joined) {
				break
			}
		}
	}
	return nil, false
}
