package scenes

import (
	"errors"
	"fmt"
	"strings"

	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/ui"
)

func overlaps(a, b ui.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// The hint's reason shows beside the ghost, in the player's language, with the
// engine's cost for the move; its card covers neither the market, the customers, the
// display nor the hand, and it goes with the hint when the position changes. On a phone
// (upright and on its side) it takes the drawer's place (or its tabs'), never the
// market, the stall, its moves or the status line, at 13 px or more, with whole
// sentences, and no customer tile hides under it.
func TestHintReasonOnBoard(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {1280, 800}, {390, 844}, {844, 390}} {
		onGame(t, size[0], size[1], func(dst *Offscreen) error {
			a, sc, b, err := newBoardApp(dst, nil, 31)
			if err != nil {
				return err
			}
			defer closeAll(a)
			sc.Key(ebiten.KeyH)
			if err := until(a, dst, "the hint's reason", func() bool { return b.hintWhyText() != "" }); err != nil {
				return err
			}
			text := b.hintWhyText()
			r, _ := b.table.HintReason()
			if r.Move != b.hintMove {
				return fmt.Errorf("the reason is for %v, the ghost for %v", r.Move, b.hintMove)
			}
			if p := b.table.State().Preview(b.hintMove); b.hintMove.Kind == game.OpenStand && !strings.Contains(text, coinsText(p.Cost)) {
				return fmt.Errorf("the reason %q does not say the cost %d", text, p.Cost)
			}
			box, tsize, shown, ok := b.hintWhyBox(text)
			if !ok {
				return fmt.Errorf("at %dx%d no room for the reason", size[0], size[1])
			}
			l := &b.view.layout
			covered := map[string]ui.Rect{"market": l.board, "customers": l.custArea, "display": l.dispArea, "hand": l.players[b.table.State().ToMove()], "top bar": l.topBar}
			if a.Form != ui.Wide {
				if size[0] > size[1] != (a.Form == ui.Low) {
					return fmt.Errorf("a %dx%d window is %v", size[0], size[1], a.Form)
				}
				covered["status"], covered["moves"] = l.status, l.actions
				for i := range l.hand[l.focus] {
					covered[fmt.Sprintf("hand tile %d", i)] = l.hand[l.focus][i]
				}
				if tsize < ui.TypeFor(a.Form).Caption.Size || shown == "" || !strings.HasPrefix(text, shown) {
					return fmt.Errorf("at %dx%d the reason is %v px: %q of %q", size[0], size[1], tsize, shown, text)
				}
				if !a.Screen().Within(box) {
					return fmt.Errorf("at %dx%d the reason's card %v leaves the screen %v", size[0], size[1], box, a.Screen())
				}
				for p, r := range l.tabs {
					if overlaps(box, r) && r.W > 0 {
						return fmt.Errorf("at %dx%d the drawer's tab %d %v hides under the reason %v", size[0], size[1], p, r, box)
					}
				}
				for n := range l.custTile {
					for _, r := range l.custTile[n] {
						if overlaps(box, r) {
							return fmt.Errorf("at %dx%d a customer tile %v hides under the reason %v", size[0], size[1], r, box)
						}
					}
				}
			}
			for what, r := range covered {
				if overlaps(box, r) {
					return fmt.Errorf("at %dx%d the reason's card %v covers the %s %v", size[0], size[1], box, what, r)
				}
			}
			if err := playByHand(a, dst, sc, b, greedy(b.table.State())); err != nil {
				return err
			}
			if b.hintWhyText() != "" {
				return errors.New("the reason outlived its hint")
			}
			return nil
		})
	}
}
