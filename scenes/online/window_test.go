//go:build !js

package online

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/online"
	"mercado/game/table"
	"mercado/scenes"
	"mercado/ui"
	"mercado/ui/lang"
)

// The window tests run in Ebitengine's real loop, as scenes' do (on Xvfb): without a
// display they skip, unless MERCADO_REQUIRE_DISPLAY is set.

var testLoop *scenes.Loop

func TestMain(m *testing.M) {
	table.SearchIterations = 200
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		if os.Getenv("MERCADO_REQUIRE_DISPLAY") != "" {
			fmt.Fprintln(os.Stderr, "no display for the window tests: run them under xvfb-run")
			os.Exit(1)
		}
		os.Exit(m.Run())
	}
	code := 1
	if err := scenes.RunLoop(func(l *scenes.Loop) error {
		testLoop = l
		code = m.Run()
		return nil
	}); err != nil {
		fmt.Fprintln(os.Stderr, "the game loop failed:", err)
		os.Exit(1)
	}
	os.Exit(code)
}

// window is one player's game window in a test: its app, scripted input and screen.
type window struct {
	app *scenes.App
	in  *ui.Script
	dst *scenes.Offscreen
}

func newWindow(t testing.TB) *window {
	t.Helper()
	return windowOn(t, table.NewMemStore())
}

// windowOn is a window keeping its saves in store (a window opened again is another
// window on the same store).
func windowOn(t testing.TB, store table.Store) *window {
	t.Helper()
	if testLoop == nil {
		t.Skip("no display")
	}
	a := scenes.NewGameApp(store, "")
	a.Settings.ConfirmTurn = false
	w := &window{app: a, in: a.Script()}
	var err error
	if w.dst, err = scenes.NewOffscreen(testLoop, 1280, 800); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.dst.Close)
	if err := a.Step(w.dst, 1); err != nil {
		t.Fatal(err)
	}
	return w
}

// until steps the window until done, at most frames frames of its clock. The frames are
// sketched (scenes' drive.go: all the drawing runs, only the last picture is painted),
// and each waiting frame leaves the processor a little to the host and the other
// window, which work on goroutines of their own, as a painted frame's time did.
func (w *window) until(t testing.TB, what string, frames int, done func() bool) {
	t.Helper()
	if !w.app.StepUntilSketched(w.dst, frames, func() bool {
		if done() {
			return true
		}
		time.Sleep(2 * time.Millisecond)
		return false
	}) {
		if p, ok := w.app.Top().(*page); ok {
			t.Fatalf("%s: not within %d frames (top: page %q saying %v)", what, frames, p.title, p.lines)
		}
		t.Fatalf("%s: not within %d frames (top: %T)", what, frames, w.app.Top())
	}
}

// click presses and releases the pointer on r's middle.
func (w *window) click(t *testing.T, r ui.Rect) {
	t.Helper()
	w.in.Click(r.CX(), r.CY())
	if err := w.app.Step(w.dst, 4); err != nil {
		t.Fatal(err)
	}
}

// pageButton is the button labelled label on the page on top.
func pageButtonOf(t *testing.T, a *scenes.App, label string) ui.Rect {
	t.Helper()
	p, ok := a.Top().(*page)
	if !ok {
		t.Fatalf("the top is %T, not a page", a.Top())
	}
	for _, b := range p.buttons {
		if b.btn.Label == label {
			return b.btn.Rect
		}
	}
	t.Fatalf("page %q has no button %q", p.title, label)
	return ui.Rect{}
}

func boardOf(a *scenes.App) *scenes.Board {
	b, _ := a.Top().(*scenes.Board)
	return b
}

// lastBy is the newest decision on the board made by seat, if there is one.
func lastBy(b *scenes.Board, seat int) (table.Event, bool) {
	log := b.Game().Log()
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Seat == seat {
			return log[i], true
		}
	}
	return table.Event{}, false
}

// TestHostJoinPlayAMove: Ana hosts from the menu's Play online (a table of two people and
// a computer, hidden money), takes her seat from the invites; Rui, in another window,
// types his invite on Join. Ana takes a coin with the C key; Rui's board shows her move;
// Rui takes a coin; Ana's board shows his. Neither board ever shows the other's money.
func TestHostJoinPlayAMove(t *testing.T) {
	ana := newWindow(t)
	ana.app.Push(scenes.OnlineEntry())
	if err := ana.app.Step(ana.dst, 5); err != nil {
		t.Fatal(err)
	}
	ana.click(t, pageButtonOf(t, ana.app, lang.T("online.host")))
	if _, ok := ana.app.Top().(*scenes.Setup); !ok {
		t.Fatalf("Host a table opened %T, not the setup", ana.app.Top())
	}
	// The setup's Start hands its configuration to hostTable; here the seats are given.
	err := hostTable(ana.app, table.Config{Seats: []table.Seat{{Name: "Ana", Kind: table.Human}, {Name: "Rui", Kind: table.Human, Color: 1},
		{Name: "Inês", Kind: table.Computer, Level: "easy", Color: 2}}, MoneyHidden: true, First: 0, Seed: 21})
	if err != nil {
		t.Fatal(err)
	}
	var invites []string
	ana.until(t, "the invites", 60*60, func() bool {
		p, ok := ana.app.Top().(*page)
		if ok && p.title == lang.T("online.invites") {
			invites = nil
			for _, l := range p.lines {
				invites = append(invites, l.text)
			}
			return p.qr != nil
		}
		return false
	})
	if err := ana.app.Step(ana.dst, 3); err != nil { // the page lays its buttons out
		t.Fatal(err)
	}
	if len(invites) != 3 { // the help, then Ana's and Rui's
		t.Fatalf("the invites page says %q", invites)
	}
	var ruiInvite string
	for _, line := range invites {
		if rest, ok := strings.CutPrefix(line, "Rui: "); ok {
			ruiInvite = rest
		}
	}
	if _, err := online.ParseInviteLink(ruiInvite); err != nil { // a link when the host serves the web page
		t.Fatalf("Rui's invite %q: %v", ruiInvite, err)
	}
	ana.click(t, pageButtonOf(t, ana.app, lang.F("online.take_seat", "Name", "Ana")))
	ana.until(t, "Ana's board", 60*60, func() bool { return boardOf(ana.app) != nil })

	rui := newWindow(t)
	rui.app.Push(newJoin())
	if err := rui.app.Step(rui.dst, 2); err != nil {
		t.Fatal(err)
	}
	rui.in.Type(ruiInvite)
	if err := rui.app.Step(rui.dst, len(ruiInvite)+2); err != nil {
		t.Fatal(err)
	}
	rui.click(t, pageButtonOf(t, rui.app, lang.T("online.join_now")))
	rui.until(t, "Rui's board", 60*60, func() bool { return boardOf(rui.app) != nil })

	anaBoard, ruiBoard := boardOf(ana.app), boardOf(rui.app)
	ana.until(t, "Ana's turn", 60*60, func() bool { return anaBoard.Game().HumanToMove() && !anaBoard.Busy() })
	ana.in.Key(ebiten.KeyC)
	ana.until(t, "Ana's coin back from the host", 60*60, func() bool { _, ok := lastBy(anaBoard, 0); return ok })
	rui.until(t, "Ana's coin on Rui's board", 60*60, func() bool {
		ev, ok := lastBy(ruiBoard, 0)
		return ok && ev.Move.Kind == game.Coin
	})
	rui.until(t, "Rui's turn", 60*60, func() bool { return ruiBoard.Game().HumanToMove() && !ruiBoard.Busy() })
	rui.in.Key(ebiten.KeyC)
	rui.until(t, "Rui's coin back from the host", 60*60, func() bool { _, ok := lastBy(ruiBoard, 1); return ok })
	ana.until(t, "Rui's coin on Ana's board", 60*60, func() bool {
		ev, ok := lastBy(anaBoard, 1)
		return ok && ev.Move.Kind == game.Coin
	})
	for _, w := range []struct {
		b    *scenes.Board
		seat int
	}{{anaBoard, 0}, {ruiBoard, 1}} {
		s := w.b.Game().State()
		for p := range s.NumPlayers() {
			if p != w.seat && s.MoneyShown(w.seat, p) {
				t.Fatalf("seat %d's board shows seat %d's money", w.seat, p)
			}
		}
	}
	for _, w := range []*window{ana, rui} {
		for _, s := range []scenes.Scene{w.app.Top()} {
			if c, ok := s.(interface{ Close() }); ok {
				c.Close()
			}
		}
	}
}
