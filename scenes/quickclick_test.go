package scenes

import (
	"errors"
	"fmt"
	"testing"

	"mercado/game"
)

// A click that comes in one Update, pressed and released (shorter than an Update of the
// resting loop, or between two of them: Ebitengine hands both to the next), is taken
// like a slower one: on the board it picks a stand and places it on a space, on the menu it presses a button. The loop rests first, as the game's own
// window does after two still seconds (idle.go), and the click wakes it.
func TestAClickOfOneUpdateIsTakenAtRest(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc, b, err := newBoardApp(dst, nil, 4)
		if err != nil {
			return err
		}
		defer closeAll(a)
		tps := fullTPS
		a.idle = &idlePace{setTPS: func(n int) { tps = n }}
		defer func() { a.idle = nil }()
		s := b.table.State()
		m, ok := firstMove(s, game.OpenStand)
		if !ok {
			return errors.New("no stand to open in the opening")
		}
		from := b.view.layout.handTile(s.ToMove(), handIndex(s.Player(s.ToMove()).Hand, m.Good))
		to := b.view.layout.space(m.Space)
		rest := func(what string) error {
			return until(a, dst, "the loop to rest "+what, func() bool { return tps == idleTPS })
		}
		// The loop rests over the stand; with a piece held the board keeps drawing (the
		// spaces it may go to pulse), so the placing click comes at full speed.
		clickOnce := func(x, y float64, what string, resting bool) error {
			sc.Move(x, y, 1)
			if !resting {
				if err := until(a, dst, "the pieces to land", func() bool { return !b.anims.busy() }); err != nil {
					return err
				}
			} else if err := rest("over " + what); err != nil {
				return err
			}
			sc.QuickClick()
			if err := a.StepSketched(dst, sc.Pending()+1); err != nil { // the press, then its release
				return err
			}
			if resting && tps != fullTPS {
				return fmt.Errorf("the click on %s left the loop at %d TPS", what, tps)
			}
			return nil
		}
		if err := clickOnce(from.CX(), from.CY(), "the stand tile", true); err != nil {
			return err
		}
		if b.held != standPiece(m.Good) {
			return fmt.Errorf("a click of one update on the stand tile holds %v, want %v", b.held, standPiece(m.Good))
		}
		before := s.Hash()
		if err := clickOnce(to.CX(), to.CY(), "the space", false); err != nil {
			return err
		}
		if b.held != noPiece || b.table.State().Hash() == before {
			return fmt.Errorf("a click of one update on the space: still holding %v, the move not made", b.held)
		}
		return menuButtonTakesAClickOfOneUpdate(dst)
	})
}

// menuButtonTakesAClickOfOneUpdate: the menu's New game opens the setup on a click of
// one update.
func menuButtonTakesAClickOfOneUpdate(dst *Offscreen) error {
	a, sc := testApp(nil)
	defer closeAll(a)
	if err := settle(a, dst, sc); err != nil {
		return err
	}
	m, ok := a.Top().(*Menu)
	if !ok {
		return fmt.Errorf("the game starts on %T", a.Top())
	}
	r := m.items[0].btn.Rect
	sc.Move(r.CX(), r.CY(), 1)
	sc.QuickClick()
	if err := a.StepSketched(dst, sc.Pending()+1); err != nil { // the press, then its release
		return err
	}
	if err := settle(a, dst, sc); err != nil {
		return err
	}
	if _, ok := a.Top().(*Setup); !ok {
		return fmt.Errorf("New game clicked in one update opened %T", a.Top())
	}
	return nil
}

// firstMove is a legal move of the kind, if any.
func firstMove(s *game.State, kind game.MoveKind) (game.Move, bool) {
	var buf [game.MaxLegalMoves]game.Move
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind == kind {
			return m, true
		}
	}
	return game.Move{}, false
}
