package scenes

import (
	"errors"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
)

// playByHand makes move m on the board through the pointer, as a person would: drags
// for pieces, clicks for the display and the buttons.
func playByHand(a *App, dst *Offscreen, sc *ui.Script, b *Board, m game.Move) error {
	if err := a.Step(dst, 1); err != nil { // the buttons follow the layout of the last frame
		return err
	}
	queueMove(sc, b, m)
	return settle(a, dst, sc)
}

// queueMove scripts the input that makes move m on the board as laid out now.
func queueMove(sc *ui.Script, b *Board, m game.Move) {
	s := b.table.State()
	seat := s.ToMove()
	l := &b.view.layout
	switch m.Kind {
	case game.OpenStand:
		from := l.handTile(seat, handIndex(s.Player(seat).Hand, m.Good))
		to := l.space(m.Space)
		sc.Drag(from.CX(), from.CY(), to.CX(), to.CY(), 6, false)
	case game.OpenRestaurant:
		from := l.supplySlot(seat, supplyIndex(s.Player(seat).Supply, m.Restaurant))
		to := l.space(m.Space)
		sc.Drag(from.CX(), from.CY(), to.CX(), to.CY(), 6, false)
	case game.BringCustomer:
		// click to pick, click to place: the other way of moving a piece
		from, _ := l.customerRect(s, m.Tile)
		click(sc, from)
		click(sc, l.entrance(m.Entrance))
	case game.Take:
		click(sc, l.dispTile[handIndex(s.Display(), m.Good)])
	case game.Coin:
		click(sc, b.coin.Rect)
	case game.Redraw:
		click(sc, b.redraw.Rect)
	}
}

// greedy picks the move with the best immediate net gain (a fair human stand-in).
func greedy(s *game.State) game.Move {
	var buf [game.MaxLegalMoves]game.Move
	moves := s.LegalMoves(buf[:0])
	best := moves[0]
	for _, m := range moves {
		if m.Kind == game.Redraw {
			continue
		}
		if s.Preview(m).Net(s.ToMove()) > s.Preview(best).Net(s.ToMove()) || best.Kind == game.Redraw {
			best = m
		}
	}
	return best
}

func TestFullGameAgainstMediumToScoring(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		a.Settings.AnimSpeed = AnimInstant
		tb, err := table.New(table.Config{Seats: []table.Seat{
			{Name: "Ana", Kind: table.Human, Color: 2},
			{Name: "Rui", Kind: table.Computer, Level: "medium", Color: 3},
		}, First: 0, Seed: 2024, MoneyHidden: true})
		if err != nil {
			return err
		}
		tb.SetStore(a.Store)
		b := NewBoard(tb)
		a.Push(b)
		for decisions := 0; ; decisions++ {
			if decisions > 400 {
				return errors.New("the game did not end in 400 decisions")
			}
			if err := until(a, dst, "the person's turn or the end", func() bool {
				_, scoring := a.Top().(*Scoring)
				return scoring || (a.Top() == b && tb.HumanToMove() && !b.anims.busy())
			}); err != nil {
				return err
			}
			if _, ok := a.Top().(*Scoring); ok {
				break
			}
			s := tb.State()
			m := greedy(s)
			before := len(tb.Log())
			if err := playByHand(a, dst, sc, b, m); err != nil {
				return err
			}
			if len(tb.Log()) == before {
				return fmt.Errorf("the board did not play %v (toast %q)", m, b.toast)
			}
			if got := tb.Log()[before].Move; got != m {
				return fmt.Errorf("wanted %v, the board played %v", m, got)
			}
		}
		if !tb.State().Over() {
			return errors.New("the scoring screen came before the end")
		}
		if _, err := a.Store.Read(table.SaveName); err == nil {
			return errors.New("a finished game is still offered to continue")
		}
		closeAll(a)
		return nil
	})
}

func TestSaveQuitContinue(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		store := table.NewMemStore()
		a, sc, b, err := newBoardApp(dst, store, 5)
		if err != nil {
			return err
		}
		for i := 0; i < 3; i++ {
			if err := until(a, dst, "the person's turn", func() bool { return b.table.HumanToMove() && !b.anims.busy() }); err != nil {
				return err
			}
			if err := playByHand(a, dst, sc, b, greedy(b.table.State())); err != nil {
				return err
			}
		}
		if err := until(a, dst, "the person's turn", func() bool { return b.table.HumanToMove() && !b.anims.busy() }); err != nil {
			return err
		}
		hash, moves := b.table.State().Hash(), len(b.table.Log())
		sc.Key(ebiten.KeyEscape)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		p, ok := a.Top().(*Pause)
		if !ok {
			return fmt.Errorf("Esc opened %T", a.Top())
		}
		click(sc, p.items[1].btn.Rect) // save and quit
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		m, ok := a.Top().(*Menu)
		if !ok {
			return fmt.Errorf("save and quit went to %T", a.Top())
		}
		if m.items[1].btn.Disabled {
			return fmt.Errorf("Continue is not offered after saving (%q)", m.saveErr)
		}
		click(sc, m.items[1].btn.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		nb, ok := a.Top().(*Board)
		if !ok {
			return fmt.Errorf("Continue opened %T", a.Top())
		}
		if nb.table.State().Hash() != hash || len(nb.table.Log()) != moves {
			return fmt.Errorf("Continue resumed another position (%d moves, want %d)", len(nb.table.Log()), moves)
		}
		// The new app sees the same save, as after a restart.
		a2, sc2 := testApp(store)
		if err := settle(a2, dst, sc2); err != nil {
			return err
		}
		if m2 := a2.Top().(*Menu); m2.saved == nil {
			return fmt.Errorf("a restarted game does not find the save (%q)", m2.saveErr)
		}
		closeAll(a)
		return nil
	})
}

func TestCorruptSaveIsNamedAndNeverBlocks(t *testing.T) {
	for _, junk := range []string{"{not json", `{"version": 99}`, "", `{"version":1,"seats":[],"record":{}}`} {
		onGame(t, 1280, 720, func(dst *Offscreen) error {
			store := table.NewMemStore()
			if err := store.Write(table.SaveName, []byte(junk)); err != nil {
				return err
			}
			a, sc := testApp(store)
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			m := a.Top().(*Menu)
			if !m.items[1].btn.Disabled || m.saveErr == "" {
				return fmt.Errorf("save %q: Continue enabled %v, message %q", junk, !m.items[1].btn.Disabled, m.saveErr)
			}
			click(sc, m.items[0].btn.Rect)
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			s, ok := a.Top().(*Setup)
			if !ok {
				return fmt.Errorf("New game opened %T", a.Top())
			}
			click(sc, s.startB.Rect)
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			if _, ok := a.Top().(*Board); !ok {
				return fmt.Errorf("with a corrupt save, Start opened %T (%q)", a.Top(), s.err)
			}
			closeAll(a)
			return nil
		})
	}
}

func TestUnusableConfigFolderStillStarts(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		store, notice := storeAt("/proc/mercado-cannot-be-here", nil)
		if _, mem := store.(*table.ReadOnlyStore); !mem || notice == "" {
			return fmt.Errorf("an unusable folder gave %T and notice %q", store, notice)
		}
		a := NewGameApp(store, notice)
		sc := a.Script()
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if len(a.Notices) != 1 {
			return errors.New("the menu does not say saves are off")
		}
		m := a.Top().(*Menu)
		click(sc, m.items[0].btn.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, a.Top().(*Setup).startB.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		b, ok := a.Top().(*Board)
		if !ok {
			return fmt.Errorf("without a config folder Start opened %T", a.Top())
		}
		if !keptInMemory(b.saves.err) {
			return fmt.Errorf("the board does not say the game is kept in memory only: %v", b.saves.err)
		}
		closeAll(a)
		return nil
	})
}

func TestUndoAndHintButtons(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc, b, err := newBoardApp(dst, nil, 31)
		if err != nil {
			return err
		}
		defer closeAll(a)
		// Hint: the computer's suggestion is a legal move, shown until the position changes.
		sc.Key(ebiten.KeyH)
		if err := until(a, dst, "the hint", func() bool { return b.hintOn && b.hintMove != (game.Move{}) && b.hint != "" && b.table.HumanToMove() }); err != nil {
			return err
		}
		if err := b.table.State().Check(b.hintMove); err != nil {
			return fmt.Errorf("the hint %v is illegal: %v", b.hintMove, err)
		}
		hash := b.table.State().Hash()
		if err := playByHand(a, dst, sc, b, greedy(b.table.State())); err != nil {
			return err
		}
		if b.hintOn {
			return errors.New("the hint outlived the position it was for")
		}
		if err := until(a, dst, "the person's turn", func() bool { return b.table.HumanToMove() && !b.anims.busy() }); err != nil {
			return err
		}
		if err := a.Step(dst, 1); err != nil {
			return err
		}
		if b.undo.Disabled {
			return errors.New("Undo is not offered against a computer")
		}
		click(sc, b.undo.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if b.table.State().Hash() != hash {
			return errors.New("Undo did not bring back the position before the person's turn")
		}
		return nil
	})
}

func TestOpenRecordFile(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc, b, err := newBoardApp(dst, nil, 12)
		if err != nil {
			return err
		}
		if err := playByHand(a, dst, sc, b, greedy(b.table.State())); err != nil {
			return err
		}
		data, err := b.table.Record().MarshalJSON()
		if err != nil {
			return err
		}
		hash := b.table.State().Hash()
		// A file that is no record changes nothing and says why, on the board.
		if err := a.OpenRecord([]byte(`{"format": "mercado/1", "players": []}`)); err == nil {
			return errors.New("an empty player list opened")
		}
		a.Say("not a record")
		if a.Top() != b || b.toast != "not a record" {
			return errors.New("a bad file was not reported on the board")
		}
		if err := a.OpenRecord(data); err != nil {
			return err
		}
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		// Every seat is a person and money is hidden: the screen is passed to the first.
		if _, ok := a.Top().(*PassTo); !ok {
			return fmt.Errorf("the record opened %T, not the pass-to screen", a.Top())
		}
		nb, ok := a.stack[len(a.stack)-2].(*Board)
		if !ok || nb == b {
			return fmt.Errorf("no new board under the pass-to screen (%T)", a.stack[len(a.stack)-2])
		}
		if nb.table.State().Hash() != hash {
			return errors.New("the opened record is not the same position")
		}
		if nb.table.Humans() != 2 {
			return fmt.Errorf("an opened record has %d people, want every seat a person", nb.table.Humans())
		}
		closeAll(a)
		return nil
	})
}
