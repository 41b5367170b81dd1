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
	"mercado/ui/lang"
)

// The gap of a hot-seat game with hidden money: from the moment a person's move is made
// until the next person says they are ready, the screen belongs to nobody. These tests
// drive the real window through that gap, frame by frame.

// handOffNames are the three people at the screen, in seat order.
var handOffNames = []string{"Rui", "Inês", "Ana"}

// handOffApp starts a hidden-money game of three people at one screen whose money (131,
// 152 and 173 coins) no other number on the board comes near, so that an amount drawn
// anywhere on the screen can be told by its value; the screen is handed to Rui.
func handOffApp(dst *Offscreen, store table.Store) (*App, *ui.Script, *Board, error) {
	rec, err := game.ParseRecord([]byte(`{"format": "mercado/1", "players": ["Rui", "Inês", "Ana"],
		"seed": 11, "money": "hidden",
		"position": {"players": [{"money": 131}, {"money": 152}, {"money": 173}]}}`))
	if err != nil {
		return nil, nil, nil, err
	}
	seats := make([]table.Seat, len(handOffNames))
	for i, name := range handOffNames {
		seats[i] = table.Seat{Name: name, Kind: table.Human, Color: i}
	}
	tb, err := table.FromRecord(rec, seats)
	if err != nil {
		return nil, nil, nil, err
	}
	a, sc := testApp(store)
	tb.SetStore(a.Store)
	b := NewBoard(tb)
	a.Push(b)
	if err := settle(a, dst, sc); err != nil {
		return nil, nil, nil, err
	}
	if err := takeScreen(a, dst, sc, "Rui"); err != nil {
		return nil, nil, nil, err
	}
	return a, sc, b, nil
}

// takeScreen expects the pass screen for name and says ready on it.
func takeScreen(a *App, dst *Offscreen, sc *ui.Script, name string) error {
	p, ok := a.Top().(*PassTo)
	if !ok {
		return fmt.Errorf("%s is to take the screen, but %T is on top instead of the pass screen", name, a.Top())
	}
	if p.name != name {
		return fmt.Errorf("the pass screen hands the screen to %s, not %s", p.name, name)
	}
	if err := sayReady(a, dst, sc, p); err != nil {
		return err
	}
	return settle(a, dst, sc)
}

// sayReady waits, with nothing held, until the pass screen listens and clicks its button.
func sayReady(a *App, dst *Offscreen, sc *ui.Script, p *PassTo) error {
	if err := until(a, dst, "the pass screen to listen", func() bool { return p.listens() }); err != nil {
		return err
	}
	click(sc, p.ok.Rect)
	return nil
}

// coinThenGap makes the person to move take a coin with the button and, from the frame
// the coin is taken, plays the input gap queues, checking during after every frame. It
// fails if any of that input was read after the cover came up: the gap it tests would
// not have been a gap.
func coinThenGap(a *App, dst *Offscreen, sc *ui.Script, b *Board, gap func(), during func() error) error {
	n := len(b.table.Log())
	if err := a.Step(dst, 1); err != nil { // the button follows the last frame's layout
		return err
	}
	click(sc, b.coin.Rect)
	for frame := 0; len(b.table.Log()) == n; frame++ {
		if frame > 20 {
			return errors.New("the coin button took no coin")
		}
		if err := a.Step(dst, 1); err != nil {
			return err
		}
	}
	gap()
	for sc.Pending() > 0 {
		if a.Top() != Scene(b) || !b.anims.busy() {
			return fmt.Errorf("the cover came with %d frames of input still to play: no gap to test", sc.Pending())
		}
		if err := a.Step(dst, 1); err != nil {
			return err
		}
		if err := during(); err != nil {
			return err
		}
	}
	return nil
}

// afterGap lets the gap end and checks that it ended with the cover for the next person
// and with no decision made but the first person's coin.
func afterGap(a *App, dst *Offscreen, sc *ui.Script, b *Board, decisions int) error {
	if err := settle(a, dst, sc); err != nil {
		return err
	}
	if got := len(b.table.Log()); got != decisions {
		log := b.table.Log()
		return fmt.Errorf("%d decisions were made instead of %d: the last, %q, by seat %d", got, decisions, log[got-1].Move, log[got-1].Seat)
	}
	if p, ok := a.Top().(*PassTo); !ok || p.name != "Inês" {
		return fmt.Errorf("after Rui's coin the screen is %T, not the cover for Inês", a.Top())
	}
	return nil
}

// TestHandOffGapTakesNoInput: whatever arrives between Rui's coin and the cover for
// Inês, pointer or keys, acts for nobody and is not kept for later.
func TestHandOffGapTakesNoInput(t *testing.T) {
	nothingHeld := func(b *Board) error {
		if b.held != noPiece || b.preview != "" {
			return fmt.Errorf("a piece is held for the next person (%v), with the note %q", b.held, b.preview)
		}
		if b.hintOn || b.hint != "" {
			return fmt.Errorf("a hint for the next person: %q", b.hint)
		}
		return nil
	}
	cases := []struct {
		name string
		gap  func(sc *ui.Script, b *Board)
	}{
		{"pick up the next person's tile and hover a space", func(sc *ui.Script, b *Board) {
			tile, to := b.view.layout.handTile(1, 0), b.view.layout.space(game.Space(12))
			sc.Move(tile.CX(), tile.CY(), 1)
			sc.Press(false)
			sc.Move(to.CX(), to.CY(), 6)
			sc.Idle(2)
		}},
		{"keys", func(sc *ui.Script, b *Board) {
			for _, k := range []ebiten.Key{ebiten.KeyTab, ebiten.KeyRight, ebiten.KeyEnter, ebiten.KeyH, ebiten.KeyR, ebiten.KeyU, ebiten.KeyC} {
				sc.Key(k)
			}
		}},
		{"hint and coin buttons", func(sc *ui.Script, b *Board) {
			click(sc, b.hintBtn.Rect)
			click(sc, b.coin.Rect)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			onGame(t, 1280, 800, func(dst *Offscreen) error {
				a, sc, b, err := handOffApp(dst, nil)
				if err != nil {
					return err
				}
				defer closeAll(a)
				if b.table.State().Player(1).HandSize() == 0 {
					return errors.New("Inês has no tile to pick up")
				}
				if err := coinThenGap(a, dst, sc, b, func() { c.gap(sc, b) }, func() error { return nothingHeld(b) }); err != nil {
					return err
				}
				sc.Release() // a drop after the gap (for a piece held in it) opens nothing
				return afterGap(a, dst, sc, b, 1)
			})
		})
	}
}

// TestHandOffFramesShowNoMoney draws every frame of several hand-offs in a three-person
// hidden-money game and reads every line of text drawn: from the frame a move is made
// until the frame the next person says ready, no seat's money may be drawn; after it,
// only the person looking may see theirs.
func TestHandOffFramesShowNoMoney(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc, b, err := handOffApp(dst, nil)
		if err != nil {
			return err
		}
		defer closeAll(a)
		var drawn []string
		ui.TextDrawn = func(s string) { drawn = append(drawn, s) }
		defer func() { ui.TextDrawn = nil }()

		s := b.table.State()
		held := make([]map[string]bool, s.NumPlayers()) // every amount each seat has had
		noteMoney := func() {
			for seat := range held {
				if held[seat] == nil {
					held[seat] = map[string]bool{}
				}
				held[seat][fmt.Sprint(b.table.State().Player(seat).Money)] = true
			}
		}
		noteMoney()
		looking, own, handOffs := 0, 0, 0
		check := func(frame int) error {
			mine := ""
			if looking >= 0 {
				mine = fmt.Sprint(b.table.State().Player(looking).Money)
			}
			for _, line := range drawn {
				for _, amount := range digitRuns(line) {
					if amount == mine {
						own++
						continue
					}
					for seat := range held {
						if seat != looking && held[seat][amount] {
							who := "nobody"
							if looking >= 0 {
								who = handOffNames[looking]
							}
							return fmt.Errorf("frame %d: %q shows %s's money (%s) while %s looks", frame, line, handOffNames[seat], amount, who)
						}
					}
				}
			}
			return nil
		}
		moves := []game.Move{game.CoinMove()}
		for frame := 0; handOffs < 4; frame++ {
			if frame > 20000 {
				return fmt.Errorf("only %d hand-offs in %d frames", handOffs, frame)
			}
			if sc.Pending() == 0 {
				switch top := a.Top().(type) {
				case *PassTo:
					if top.listens() {
						click(sc, top.ok.Rect)
					}
				case *Board:
					if looking >= 0 && top.table.HumanToMove() && !top.anims.busy() && top.table.State().ToMove() == looking {
						m := busyMove(top.table.State())
						if len(moves) > 0 { // the first is a coin: nothing travels, the gap is shortest
							m, moves = moves[0], moves[1:]
						}
						queueMove(sc, top, m)
					}
				}
			}
			decisions, wasCovered := len(b.table.Log()), a.Top() != Scene(b)
			drawn = drawn[:0]
			// Every frame's text is heard the same sketched (drive.go) or painted: the
			// check reads lines, not pixels, so only every thirtieth frame is painted.
			step := a.StepSketched
			if frame%30 == 0 {
				step = a.Step
			}
			if err := step(dst, 1); err != nil {
				return err
			}
			if _, covered := a.Top().(*PassTo); covered && a.fade > 0 {
				return fmt.Errorf("frame %d: the cover fades in over the board", frame)
			}
			switch {
			case len(b.table.Log()) != decisions && b.table.State().ToMove() != looking:
				looking = -1 // the move is made: from this frame on the screen is nobody's
			case wasCovered && a.Top() == Scene(b):
				looking = b.table.State().ToMove() // they said ready in this frame
				handOffs++
			}
			if err := check(frame); err != nil {
				return err
			}
			noteMoney()
		}
		if own == 0 {
			return errors.New("no one's own money was ever drawn: the check saw nothing")
		}
		return nil
	})
}

// digitRuns are the runs of digits in s.
func digitRuns(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
}

// TestExportRefusedWhileMoneyHidden: a record replays to every seat's money, so the pause
// menu does not export one while people sharing the screen hide their money from each
// other.
func TestExportRefusedWhileMoneyHidden(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		store := &writeLog{Store: table.NewMemStore()}
		a, sc, b, err := handOffApp(dst, store)
		if err != nil {
			return err
		}
		defer closeAll(a)
		p, err := openPause(a, dst, sc, b)
		if err != nil {
			return err
		}
		if err := choosePause(a, dst, sc, p, "pause.export"); err != nil {
			return err
		}
		if p.note != lang.T("pause.export_hidden") {
			return fmt.Errorf("export during a hidden-money game says %q", p.note)
		}
		for _, name := range store.names {
			if strings.HasPrefix(name, "mercado-") {
				return fmt.Errorf("the record was written as %s", name)
			}
		}
		return nil
	})
}

// openPause opens the pause menu with the board's Menu button.
func openPause(a *App, dst *Offscreen, sc *ui.Script, b *Board) (*Pause, error) {
	click(sc, b.menu.Rect)
	if err := settle(a, dst, sc); err != nil {
		return nil, err
	}
	p, ok := a.Top().(*Pause)
	if !ok {
		return nil, fmt.Errorf("the menu button opened %T", a.Top())
	}
	return p, nil
}

// choosePause taps the pause menu's item id.
func choosePause(a *App, dst *Offscreen, sc *ui.Script, p *Pause, id string) error {
	for _, it := range p.items {
		if it.id == id {
			click(sc, it.btn.Rect)
			return settle(a, dst, sc)
		}
	}
	return fmt.Errorf("the pause menu has no %s", id)
}

// writeLog is a store that remembers the names written.
type writeLog struct {
	table.Store
	names []string
}

func (w *writeLog) Write(name string, data []byte) error {
	w.names = append(w.names, name)
	return w.Store.Write(name, data)
}
