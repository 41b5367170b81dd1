package scenes

import (
	"errors"
	"fmt"
	"testing"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
)

// newPhoneBoard starts a person against easy on a board alone on the stack, so that the
// phone forms apply (the screens under a board in a real game are form-aware too).
func newPhoneBoard(dst *Offscreen, seed uint64) (*App, *ui.Script, *Board, error) {
	a, sc := testApp(nil)
	t, err := table.New(table.Config{Seats: []table.Seat{
		{Name: "Ana", Kind: table.Human, Color: 0},
		{Name: "Rui", Kind: table.Computer, Level: "easy", Color: 1},
	}, First: 0, Seed: seed})
	if err != nil {
		return nil, nil, nil, err
	}
	t.SetStore(a.Store)
	b := NewBoard(t)
	a.Reset(b)
	return a, sc, b, settle(a, dst, sc)
}

// A finger drags a stand onto the market on a phone upright: the piece rides above the
// fingertip, the space under the piece (not under the finger) lights and previews, and
// the stand opens where the piece was shown. The stand tiles then open in the drawer by
// themselves, and a tap takes one.
func TestPhoneTouchDragLiftsThePiece(t *testing.T) {
	onGame(t, 390, 844, func(dst *Offscreen) error {
		a, sc, b, err := newPhoneBoard(dst, 42)
		if err != nil {
			return err
		}
		defer closeAll(a)
		if a.Form != ui.Tall {
			return fmt.Errorf("a 390x844 window is %v, want tall", a.Form)
		}
		s := b.table.State()
		seat := s.ToMove()
		m, ok := firstStand(s)
		if !ok {
			return errors.New("no stand move to try")
		}
		l := &b.view.layout
		from := l.handTile(seat, handIndex(s.Player(seat).Hand, m.Good))
		to := l.space(m.Space)
		sc.Move(from.CX(), from.CY(), 1)
		sc.Press(true)
		sc.Move(to.CX(), to.CY()+touchLift, 10)
		if err := a.Step(dst, 12); err != nil {
			return err
		}
		if b.held == noPiece || !b.lifted {
			return fmt.Errorf("the finger's drag holds %v (lifted %v)", b.held, b.lifted)
		}
		if b.hover != (target{m.Space, -1}) {
			return fmt.Errorf("the piece above the finger aims at %+v, want space %v", b.hover, m.Space)
		}
		if b.preview == "" || !b.previewOK {
			return fmt.Errorf("no preview above the finger (%q)", b.preview)
		}
		sc.Release()
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if got := b.table.State().Space(m.Space); got.Kind != game.StandSpace || got.Good != m.Good {
			return fmt.Errorf("after the drop %v holds %v", m.Space, got)
		}
		if !b.table.State().AwaitingTake() {
			return nil // the hand was full: no take follows
		}
		if l.tray != trayDisplay || l.dispTile[0].W < ui.MinTouch {
			return fmt.Errorf("the drawer shows part %d for the take, tile %v", l.tray, l.dispTile[0])
		}
		// the person takes until the hand is full, a tap a tile
		for k := 0; b.table.State().AwaitingTake() && b.table.HumanToMove(); k++ {
			before := b.table.State().Player(seat).HandSize()
			if k == game.MaxHand {
				return errors.New("the takes never end")
			}
			sc.Move(l.dispTile[0].CX(), l.dispTile[0].CY(), 1)
			sc.Press(true)
			sc.Release()
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			if got := b.table.State().Player(seat).HandSize(); got != before+1 {
				return fmt.Errorf("a tap on the display left the hand at %d tiles (was %d)", got, before)
			}
		}
		if err := a.Step(dst, 2); err != nil {
			return err
		}
		if l.tray == trayDisplay {
			return errors.New("the stand tiles stay open after the take")
		}
		return nil
	})
}

// A long press on a space explains it; tap a piece, then tap its place; a tap
// on the coin button takes a coin; a drag released off the market puts the piece back
// and changes nothing.
func TestPhoneTapTapAndCancel(t *testing.T) {
	onGame(t, 390, 844, func(dst *Offscreen) error {
		a, sc, b, err := newPhoneBoard(dst, 7)
		if err != nil {
			return err
		}
		defer closeAll(a)
		tap := func(r ui.Rect) {
			sc.Move(r.CX(), r.CY(), 1)
			sc.Press(true)
			sc.Release()
		}
		l := &b.view.layout
		s := b.table.State()
		seat := s.ToMove()
		m, ok := firstStand(s)
		if !ok {
			return errors.New("no stand move to try")
		}
		hash := s.Hash()
		// a long press on a space says what it is, and picks nothing up
		sp := l.space(game.SpaceAt(2, 2))
		sc.Move(sp.CX(), sp.CY(), 1)
		sc.Press(true)
		sc.Idle(tipDelay + 4)
		if err := a.Step(dst, tipDelay+6); err != nil {
			return err
		}
		if !b.tip.shown() || b.held != noPiece {
			return fmt.Errorf("a long press on a space: card %q, held %v", b.tip.text, b.held)
		}
		sc.Release()
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		// a drag that ends off the market: nothing happens, nothing stays held
		from := l.handTile(seat, handIndex(s.Player(seat).Hand, m.Good))
		sc.Drag(from.CX(), from.CY(), l.status.CX(), l.status.CY(), 8, true)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if b.table.State().Hash() != hash || b.held != noPiece || b.toastBad {
			return fmt.Errorf("a drag off the market changed the game or left %v held (toast %q)", b.held, b.toast)
		}
		// tap, tap
		tap(from)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if b.held != standPiece(m.Good) {
			return fmt.Errorf("a tap on the hand tile holds %v", b.held)
		}
		tap(l.space(m.Space))
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if got := b.table.State().Space(m.Space); got.Kind != game.StandSpace {
			return fmt.Errorf("tap, tap left %v holding %v", m.Space, got)
		}
		for k := 0; k < game.MaxHand && b.table.State().AwaitingTake() && b.table.HumanToMove(); k++ {
			tap(l.dispTile[0])
			if err := settle(a, dst, sc); err != nil {
				return err
			}
		}
		// the computer moves; then a coin by a tap
		if err := until(a, dst, "the person's turn", func() bool { return b.table.HumanToMove() && !b.anims.busy() && b.playing < 0 }); err != nil {
			return err
		}
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		money := b.table.State().Player(seat).Money
		if b.coin.Disabled || b.coin.Rect.W < ui.MinTouch {
			return fmt.Errorf("the coin button is %v (disabled %v, awaiting take %v, drawer %d)", b.coin.Rect, b.coin.Disabled, b.table.State().AwaitingTake(), l.tray)
		}
		tap(b.coin.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if got := b.table.State().Player(seat).Money; got != money+1 {
			return fmt.Errorf("a tap on the coin button: money %d, was %d", got, money)
		}
		return nil
	})
}

// A finger holds a piece while the phone turns from upright to its side: the layout
// follows at once, the piece stays held and lands on the space it is then carried to.
func TestPhoneRotationMidDragKeepsThePiece(t *testing.T) {
	onGame(t, 390, 844, func(tall *Offscreen) error {
		a, sc, b, err := newPhoneBoard(tall, 42)
		if err != nil {
			return err
		}
		defer closeAll(a)
		low, err := NewOffscreen(testLoop, 844, 390)
		if err != nil {
			return err
		}
		defer low.Close()
		s := b.table.State()
		seat := s.ToMove()
		m, ok := firstStand(s)
		if !ok {
			return errors.New("no stand move to try")
		}
		from := b.view.layout.handTile(seat, handIndex(s.Player(seat).Hand, m.Good))
		sc.Move(from.CX(), from.CY(), 1)
		sc.Press(true)
		sc.Move(from.CX()+40, from.CY()-60, 6)
		if err := a.Step(tall, 8); err != nil {
			return err
		}
		if b.held == noPiece {
			return errors.New("the drag did not pick the piece up")
		}
		if err := a.Step(low, 3); err != nil { // the phone turns
			return err
		}
		if a.Form != ui.Low || b.view.layout.Form != ui.Low {
			return fmt.Errorf("on its side the form is %v (layout %v)", a.Form, b.view.layout.Form)
		}
		if b.held != standPiece(m.Good) {
			return fmt.Errorf("after the turn the piece in hand is %v", b.held)
		}
		to := b.view.layout.space(m.Space)
		sc.Move(to.CX(), to.CY()+touchLift, 8)
		sc.Release()
		if err := settle(a, low, sc); err != nil {
			return err
		}
		if got := b.table.State().Space(m.Space); got.Kind != game.StandSpace || got.Good != m.Good {
			return fmt.Errorf("after the turn and the drop %v holds %v", m.Space, got)
		}
		return nil
	})
}

// A finger's stroke across How to play turns its page, left for the next and right for
// the previous; a stroke down the page scrolls it and turns nothing.
func TestSwipeTurnsHowToPlaysPages(t *testing.T) {
	onGame(t, 390, 844, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		h := NewHowTo()
		a.Reset(h)
		defer closeAll(a)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		l := h.layout(a)
		y := l.view.CY()
		for _, stroke := range []struct {
			x0, y0, x1, y1 float64
			want           int
		}{
			{300, y, 100, y + 10, 1},        // left: the next page
			{300, y, 100, y - 10, 2},        // and the one after
			{100, y, 300, y, 1},             // right: back one
			{200, y + 100, 210, y - 100, 1}, // down the page: no turn
		} {
			sc.Drag(stroke.x0, stroke.y0, stroke.x1, stroke.y1, 8, true)
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			if h.page != stroke.want {
				return fmt.Errorf("after a stroke from (%v,%v) to (%v,%v) the page is %d, want %d", stroke.x0, stroke.y0, stroke.x1, stroke.y1, h.page, stroke.want)
			}
		}
		return nil
	})
}
