package scenes

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
)

// TestHotSeatNeverShowsHiddenMoney plays a hidden-money game of two people with a
// computer between them, from Continue on the menu through several hand-offs, and
// checks every money amount drawn in every frame: a seat's money may show only once
// that seat's person has taken the screen, and only until the next person takes it.
func TestHotSeatNeverShowsHiddenMoney(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		store := table.NewMemStore()
		tb, err := table.New(table.Config{Seats: []table.Seat{
			{Name: "Ana", Kind: table.Human, Color: 0},
			{Name: "Rui", Kind: table.Computer, Level: "easy", Color: 1},
			{Name: "Eva", Kind: table.Human, Color: 2},
		}, First: 0, Seed: 77, MoneyHidden: true})
		if err != nil {
			return err
		}
		tb.SetStore(store) // the save Continue will open
		tb.Close()

		looking := -1 // the seat of the person looking at the screen, as the test hands it over
		var leaks []string
		own := 0 // amounts drawn for the person looking: the check is not vacuous
		moneyDrawn = func(seat int, text string) {
			switch {
			case seat == looking && text != "?":
				own++
			case seat != looking && text != "?":
				leaks = append(leaks, fmt.Sprintf("seat %d's money %s shown while seat %d looks", seat, text, looking))
			}
		}
		defer func() { moneyDrawn = nil }()

		a, sc := testApp(store)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		m, ok := a.Top().(*Menu)
		if !ok || m.items[1].btn.Disabled {
			return errors.New("the menu does not offer to continue the saved game")
		}
		click(sc, m.items[1].btn.Rect)
		handOffs := 0
		for handOffs < 5 {
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			switch top := a.Top().(type) {
			case *PassTo:
				b := a.stack[len(a.stack)-2].(*Board)
				// The screen is covered: the next person takes it and says so.
				looking = b.table.State().ToMove()
				handOffs++
				if err := sayReady(a, dst, sc, top); err != nil {
					return err
				}
			case *Board:
				if !top.table.HumanToMove() {
					if err := until(a, dst, "a person's turn", func() bool { return a.Top() != top || top.table.HumanToMove() && !top.anims.busy() }); err != nil {
						return err
					}
					continue
				}
				if top.table.State().ToMove() != looking {
					return fmt.Errorf("seat %d is to move on an uncovered board while seat %d looks", top.table.State().ToMove(), looking)
				}
				sc.Key(ebiten.KeyU) // no undo with several people: it must change nothing
				if err := playByHand(a, dst, sc, top, busyMove(top.table.State())); err != nil {
					return err
				}
			default:
				return fmt.Errorf("unexpected screen %T", top)
			}
			if len(leaks) > 0 {
				return errors.New(leaks[0])
			}
		}
		if own == 0 {
			return errors.New("no one's own money was ever drawn: the check saw nothing")
		}
		closeAll(a)
		return nil
	})
}

// busyMove is the greedy choice among moves that put something on the market, so that
// the game goes on (three coins in a row would end it).
func busyMove(s *game.State) game.Move {
	var buf [game.MaxLegalMoves]game.Move
	best, found := greedy(s), false
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind == game.Coin || m.Kind == game.Redraw {
			continue
		}
		if !found || s.Preview(m).Net(s.ToMove()) > s.Preview(best).Net(s.ToMove()) {
			best, found = m, true
		}
	}
	return best
}

// TestHintKeepsHiddenMoneyHidden: a hint's value compares the mover with the best rival,
// which with hidden money would tell how much the others hold.
func TestHintKeepsHiddenMoneyHidden(t *testing.T) {
	for _, hidden := range []bool{false, true} {
		s, err := game.NewGame(game.Config{Players: 2, Seed: 3, MoneyHidden: hidden})
		if err != nil {
			t.Fatal(err)
		}
		text := hintText(game.CoinMove(), -17, s)
		if shows := strings.Contains(text, "17"); shows == hidden {
			t.Errorf("hidden money %v: the hint %q", hidden, text)
		}
	}
}

// TestCoverTakesOnlyADeliberateReady: the person who just moved, still at the keys or
// the mouse, cannot lift the cover for the next person. Rui takes a coin with its key,
// and from the cover's first frame plays what a hand does on its own: the second press
// of a double press (120 ms and 0.4 s on), a press 22 ms on, a key held down, a click on
// the button 0.3 s on and a mash of keys. The cover for Inês stays up through each and
// through twice the settle after it; then a deliberate press and release of Enter lifts
// it.
func TestCoverTakesOnlyADeliberateReady(t *testing.T) {
	mash := func(sc *ui.Script, p *PassTo) {
		for i := range 40 {
			sc.Key([]ebiten.Key{ebiten.KeyEnter, ebiten.KeySpace, ebiten.KeyC, ebiten.KeyA}[i%4])
			sc.Idle(i % 3)
		}
	}
	cases := []struct {
		name string
		play func(sc *ui.Script, p *PassTo)
	}{
		{"double press 120 ms", func(sc *ui.Script, p *PassTo) { sc.Idle(6); sc.Key(ebiten.KeyEnter) }},
		{"double press 0.4 s", func(sc *ui.Script, p *PassTo) { sc.Idle(23); sc.Key(ebiten.KeyEnter) }},
		{"press 22 ms on", func(sc *ui.Script, p *PassTo) { sc.Idle(1); sc.Key(ebiten.KeyEnter) }},
		{"press on the first frame", func(sc *ui.Script, p *PassTo) { sc.Key(ebiten.KeySpace) }},
		{"held key", func(sc *ui.Script, p *PassTo) { sc.HoldKey(ebiten.KeyEnter, 90) }},
		{"click 0.3 s on", func(sc *ui.Script, p *PassTo) { sc.Idle(17); click(sc, p.ok.Rect) }},
		{"key mash", mash},
	}
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		for _, c := range cases {
			a, sc, b, err := handOffApp(dst, nil)
			if err != nil {
				return err
			}
			sc.Key(ebiten.KeyC) // Rui takes a coin
			if err := until(a, dst, "the cover for Inês", func() bool { _, ok := a.Top().(*PassTo); return ok }); err != nil {
				return fmt.Errorf("%s: %w", c.name, err)
			}
			p := a.Top().(*PassTo)
			c.play(sc, p)
			sc.Idle(2 * coverSettle)
			for sc.Pending() > 0 {
				if err := a.StepSketched(dst, 1); err != nil {
					return err
				}
				if a.Top() != Scene(p) || b.viewer == 1 {
					return fmt.Errorf("%s: the cover for Inês was lifted with %d frames of input still to play", c.name, sc.Pending())
				}
			}
			sc.Key(ebiten.KeyEnter) // now she says ready
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			if a.Top() != Scene(b) || b.viewer != 1 {
				return fmt.Errorf("%s: a deliberate Enter left %T on top, the screen Inês's: %v", c.name, a.Top(), b.viewer == 1)
			}
			closeAll(a)
		}
		return nil
	})
}

// TestReadyClickOpensNoCard: the pointer that said ready rests where the pass screen's
// button was, over some piece of the board; no card about that piece opens until the
// pointer moves (a phone upright puts the button over the market).
func TestReadyClickOpensNoCard(t *testing.T) {
	onGame(t, 390, 844, func(dst *Offscreen) error {
		a, sc, b, err := handOffApp(dst, nil)
		if err != nil {
			return err
		}
		defer closeAll(a)
		if err := coinThenGap(a, dst, sc, b, func() {}, func() error { return nil }); err != nil {
			return err
		}
		if err := afterGap(a, dst, sc, b, len(b.table.Log())); err != nil {
			return err
		}
		if err := takeScreen(a, dst, sc, "Inês"); err != nil {
			return err
		}
		if spot := spotAt(&b.view.layout, b.table.State(), a.Input.X, a.Input.Y); spot.kind == tipNone {
			return errors.New("the ready button lies over nothing a card tells of: the test sees nothing")
		}
		sc.Idle(3 * tipDelay)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if b.tip.shown() {
			return fmt.Errorf("a card opened under the pointer that said ready: %q", b.tip.text)
		}
		sc.Move(a.Input.X+2*tipStill, a.Input.Y, 2) // the person moves the mouse: cards come back
		sc.Idle(2 * tipDelay)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if spotAt(&b.view.layout, b.table.State(), a.Input.X, a.Input.Y).kind != tipNone && !b.tip.shown() {
			return errors.New("no card opens once the pointer moved")
		}
		return nil
	})
}

// TestStuckKeyDoesNotLockTheCover: a key the system never reports released (focus lost
// mid-press) keeps the pass screen deaf for stuckAfter frames, not for ever; a press
// meanwhile starts the wait again.
func TestStuckKeyDoesNotLockTheCover(t *testing.T) {
	p := NewPassTo("Inês", func() {})
	held := ui.Input{Holding: true}
	for range stuckAfter {
		if p.listening(&held) {
			t.Fatal("the cover listens while a key is held")
		}
	}
	press := ui.Input{Holding: true, Pressed: true, Down: true}
	p.listening(&press)
	frames := 0
	for ; !p.listens() && frames < 2*stuckAfter+coverSettle; frames++ {
		p.listening(&held)
	}
	if !p.listens() || frames < stuckAfter+coverSettle {
		t.Fatalf("the cover listened after %d frames of a stuck key (a press at the start)", frames)
	}
}
