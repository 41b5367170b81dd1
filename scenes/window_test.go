package scenes

import (
	"errors"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// testApp is the real app on a memory store, driven by a script.
func testApp(store table.Store) (*App, *ui.Script) {
	if store == nil {
		store = table.NewMemStore()
	}
	a := NewGameApp(store, "")
	a.Settings.AnimSpeed = AnimFast
	a.Settings.Language = "en"
	lang.Set("en")
	return a, a.Script()
}

// settle runs frames until the script is used up and nothing moves (a minute of the
// app's clock at most: frames, not seconds, so a loaded machine gets as many). The frames
// are sketched (drive.go): every scene's drawing runs, only the last picture is painted.
func settle(a *App, dst *Offscreen, sc *ui.Script) error {
	if err := a.StepSketched(dst, 2); err != nil { // at least a frame, so layouts are current
		return err
	}
	ok := a.StepUntilSketched(dst, 60*frameRate, func() bool {
		b, isBoard := a.Top().(*Board)
		return sc.Pending() == 0 && a.fade == 0 && a.pending == nil && (!isBoard || !b.anims.busy())
	})
	if !ok {
		return fmt.Errorf("the screen did not settle (top %T)", a.Top())
	}
	return nil
}

// until runs frames until cond holds, sketched as settle's.
func until(a *App, dst *Offscreen, what string, cond func() bool) error {
	if !a.StepUntilSketched(dst, 60*frameRate, cond) {
		return fmt.Errorf("timed out waiting for %s (top %T)", what, a.Top())
	}
	return nil
}

func click(sc *ui.Script, r ui.Rect) { sc.Click(r.CX(), r.CY()) }

// newBoardApp starts a two-player game (a person against easy) on the board.
func newBoardApp(dst *Offscreen, store table.Store, seed uint64) (*App, *ui.Script, *Board, error) {
	a, sc := testApp(store)
	t, err := table.New(table.Config{Seats: []table.Seat{
		{Name: "Ana", Kind: table.Human, Color: 0},
		{Name: "Rui", Kind: table.Computer, Level: "easy", Color: 1},
	}, First: 0, Seed: seed, MoneyHidden: true})
	if err != nil {
		return nil, nil, nil, err
	}
	t.SetStore(a.Store)
	b := NewBoard(t)
	a.Push(b)
	return a, sc, b, settle(a, dst, sc)
}

func TestMenuToBoard(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		m, ok := a.Top().(*Menu)
		if !ok {
			return fmt.Errorf("the game starts on %T, not the menu", a.Top())
		}
		if !m.items[1].btn.Disabled {
			return errors.New("Continue is offered with no saved game")
		}
		click(sc, m.items[0].btn.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		s, ok := a.Top().(*Setup)
		if !ok {
			return fmt.Errorf("New game opened %T", a.Top())
		}
		click(sc, s.addB.Rect) // a third seat
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, s.seats[2].kindB.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if len(s.seats) != 3 || s.seats[2].choice != 3 {
			return fmt.Errorf("seats %d, third seat choice %d", len(s.seats), s.seats[2].choice)
		}
		click(sc, s.startB.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		b, ok := a.Top().(*Board)
		if !ok {
			return fmt.Errorf("Start opened %T (setup says %q)", a.Top(), s.err)
		}
		if n := b.table.State().NumPlayers(); n != 3 {
			return fmt.Errorf("the game has %d players, want 3", n)
		}
		sc.Key(ebiten.KeyEscape)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if _, ok := a.Top().(*Pause); !ok {
			return fmt.Errorf("Esc opened %T, not the pause menu", a.Top())
		}
		sc.Key(ebiten.KeyEscape)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if a.Top() != b {
			return fmt.Errorf("Esc on the pause menu left %T on top", a.Top())
		}
		closeAll(a)
		return nil
	})
}

// firstStand is a legal stand move of the person to move, preferring one that earns.
func firstStand(s *game.State) (game.Move, bool) {
	var buf [game.MaxLegalMoves]game.Move
	best, found := game.Move{}, false
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind == game.OpenStand && (!found || s.Preview(m).Income[s.ToMove()] > s.Preview(best).Income[s.ToMove()]) {
			best, found = m, true
		}
	}
	return best, found
}

func TestDragStandPaysThePreview(t *testing.T) {
	for _, touch := range []bool{false, true} {
		onGame(t, 1280, 800, func(dst *Offscreen) error {
			a, sc, b, err := newBoardApp(dst, nil, 42)
			if err != nil {
				return err
			}
			defer closeAll(a)
			s := b.table.State()
			seat := s.ToMove()
			m, ok := firstStand(s)
			if !ok {
				return errors.New("no stand move to try")
			}
			want := s.Player(seat).Money + s.Preview(m).Net(seat)
			from := b.view.layout.handTile(seat, handIndex(s.Player(seat).Hand, m.Good))
			to := b.view.layout.space(m.Space)
			lift := 0.0
			if touch { // a finger carries the piece above it
				lift = touchLift
			}
			sc.Move(from.CX(), from.CY(), 1)
			sc.Press(touch)
			sc.Move(to.CX(), to.CY()+lift, 10)
			a.Step(dst, 12)
			if !b.mk.holding || !b.mk.spaceOK[m.Space] {
				return fmt.Errorf("while dragging, %v is not lit as a legal target", m.Space)
			}
			if b.preview == "" || !b.previewOK {
				return fmt.Errorf("no preview while hovering a legal space (%q)", b.preview)
			}
			sc.Release()
			a.Step(dst, 2)
			got := b.table.State().Space(m.Space)
			if got.Kind != game.StandSpace || got.Good != m.Good || int(got.Owner) != seat {
				return fmt.Errorf("after the drop %v holds %v, want a %v stand of seat %d", m.Space, got, m.Good, seat)
			}
			if money := b.table.State().Player(seat).Money; money != want {
				return fmt.Errorf("money %d after the drop, the preview promised %d (touch %v)", money, want, touch)
			}
			return nil
		})
	}
}

func TestIllegalDropIsRefusedWithAReason(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc, b, err := newBoardApp(dst, nil, 9)
		if err != nil {
			return err
		}
		defer closeAll(a)
		s := b.table.State()
		seat := s.ToMove()
		hash := s.Hash()
		// A customer tile needs stands in its line: on an empty market none may come in.
		tile := s.AvailableCustomers()[0]
		from, _ := b.view.layout.customerRect(s, tile)
		to := b.view.layout.entrance(0)
		sc.Drag(from.CX(), from.CY(), to.CX(), to.CY(), 8, false)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if b.table.State().Hash() != hash || b.table.State().ToMove() != seat {
			return errors.New("an illegal drop changed the game")
		}
		if b.toast == "" || !b.toastBad {
			return errors.New("an illegal drop gave no reason")
		}
		want := s.Check(game.CustomerMove(tile, 0)).Error()
		if b.toast != want {
			return fmt.Errorf("the reason shown is %q, the engine says %q", b.toast, want)
		}
		return nil
	})
}

func TestKeyboardOnlyTurn(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc, b, err := newBoardApp(dst, nil, 77)
		if err != nil {
			return err
		}
		defer closeAll(a)
		s := b.table.State()
		seat := s.ToMove()
		m, ok := firstStand(s)
		if !ok {
			return errors.New("no stand move")
		}
		// Tab until the stand tile of the right good is held.
		for i := 0; i < 20 && !(b.held.isStand() && b.held.good() == m.Good); i++ {
			sc.Key(ebiten.KeyTab)
			a.Step(dst, 2)
		}
		if !(b.held.isStand() && b.held.good() == m.Good) {
			return fmt.Errorf("Tab never picked the %v tile (holding %v)", m.Good, b.held)
		}
		for b.cursor.x != m.Space.Col()+1 {
			k := ebiten.KeyArrowRight
			if b.cursor.x > m.Space.Col()+1 {
				k = ebiten.KeyArrowLeft
			}
			sc.Key(k)
			a.Step(dst, 1)
		}
		for b.cursor.y != m.Space.Row()+1 {
			k := ebiten.KeyArrowDown
			if b.cursor.y > m.Space.Row()+1 {
				k = ebiten.KeyArrowUp
			}
			sc.Key(k)
			a.Step(dst, 1)
		}
		sc.Key(ebiten.KeyEnter)
		a.Step(dst, 2)
		got := b.table.State().Space(m.Space)
		if got.Kind != game.StandSpace || int(got.Owner) != seat {
			return fmt.Errorf("Enter did not open the stand at %v: %v (toast %q)", m.Space, got, b.toast)
		}
		// The take: Tab picks a display tile and Enter takes it.
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if b.table.State().AwaitingTake() {
			sc.Key(ebiten.KeyTab)
			sc.Key(ebiten.KeyEnter)
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			if b.table.State().AwaitingTake() && b.table.State().ToMove() == seat {
				return errors.New("Tab and Enter did not take a display tile")
			}
		}
		return nil
	})
}

func TestSetupByKeyboard(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		s := NewSetup()
		a.Push(s)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		// The focus starts on Start; Tab wraps round to Ana's colour, name, then kind.
		for range 3 {
			sc.Key(ebiten.KeyTab)
		}
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if got := s.focusable()[s.focus.At]; got != &s.seats[0].kindB {
			return fmt.Errorf("three Tabs from Start focus %q, want Ana's kind", got.Label)
		}
		sc.Key(ebiten.KeyEnter)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if s.seats[0].choice != 1 {
			return fmt.Errorf("Enter on Ana's kind made it %q", seatChoices[s.seats[0].choice].label)
		}
		s.focus.At = len(s.focusable()) - 1
		sc.Key(ebiten.KeyEnter)
		if err := a.Step(dst, 3); err != nil { // two computers now: the board never rests
			return err
		}
		b, ok := a.Top().(*Board)
		if !ok {
			return fmt.Errorf("Enter on Start opened %T (%q)", a.Top(), s.err)
		}
		if seat := b.table.Seats(); seat[0].Kind != table.Computer && seat[1].Kind != table.Computer {
			return errors.New("both seats are people after making Ana a computer")
		}
		closeAll(a)
		return nil
	})
}

// textDrawnInFrame runs one sketched frame and returns every text its drawing wrote.
func textDrawnInFrame(a *App, dst *Offscreen) ([]string, error) {
	var drawn []string
	ui.TextDrawn = func(s string) { drawn = append(drawn, s) }
	defer func() { ui.TextDrawn = nil }()
	err := a.StepSketched(dst, 1)
	return drawn, err
}
