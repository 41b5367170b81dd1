package scenes

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestTabStartsOnALegalTarget: each piece Tab picks starts on a place the engine allows
// it (an entrance for a customer tile), the cursor is drawn there, and Shift+Tab walks
// the same pieces back.
func TestTabStartsOnALegalTarget(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc, b, err := newBoardApp(dst, nil, 6)
		if err != nil {
			return err
		}
		list := b.pieces()
		var forward []pieceID
		for range list {
			sc.Key(ebiten.KeyTab)
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			forward = append(forward, b.held)
			if b.held.isDisplay() {
				continue
			}
			legal := b.legalTargets(b.held)
			if len(legal) == 0 {
				continue
			}
			if !slices.Contains(legal, b.hover) {
				return fmt.Errorf("Tab picked %v with the cursor on %v, not a legal place", b.held, b.hover)
			}
			if b.hover.space >= 0 && b.mk.cursorSpace != b.hover.space || b.hover.entrance >= 0 && b.mk.cursorEnt != b.hover.entrance {
				return errors.New("the keyboard's place is not drawn")
			}
		}
		if len(forward) == 0 || !slices.Equal(forward, list) {
			return fmt.Errorf("Tab went through %v, the pieces are %v", forward, list)
		}
		// Shift+Tab goes back through the same pieces.
		for i := len(forward) - 2; i >= 0; i-- {
			sc.KeyShift(ebiten.KeyTab)
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			if b.held != forward[i] {
				return fmt.Errorf("Shift+Tab picked %v, want %v", b.held, forward[i])
			}
		}
		closeAll(a)
		return nil
	})
}
