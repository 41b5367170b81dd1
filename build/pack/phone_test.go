package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"mercado/build/browser"
	"mercado/scenes"
)

// touchLift is how far above a finger the board carries a dragged piece (CSS px on a
// phone, where one layout unit is one CSS px): scenes.touchLift.
const touchLift = browser.TouchLift

// TestBrowserPhone plays the browser build on an emulated phone at a device scale of 3
// with touch events only, upright (390x844) and on its side (844x390), in one session
// as a person turning their phone would: a name typed in the setup in each
// orientation, a game against the easy computer started by taps, and in each
// orientation every target of the board at least 44 CSS px, a finger's drag that opens
// a stand (the piece rides above the fingertip) while a second finger rests on the coin
// button, a tap on the coin button that takes a coin, and a phone turned mid-drag that
// keeps the game and the piece.
func TestBrowserPhone(t *testing.T) {
	p, url := touchPage(t, "en-GB")
	p.phone(390, 844)
	p.toSetup(url)
	typeNameOnPhone(p, "Zoë Ñandú")
	p.turnPhone(844, 390)
	typeNameOnPhone(p, "Ñandú Zoë")
	p.turnPhone(390, 844)
	p.tapUntil("setup.seat1.", "setup.seat1.easy", 4)
	p.tap("setup.start")  // who begins is left to chance: the test waits for the person's turn
	playOnPhone(p, true)  // ends turned on its side
	playOnPhone(p, false) // ends upright
}

// toSetup opens the game at url and goes from its menu to a new game's setup by taps; it
// gives the menu as it first showed.
func (p *page) toSetup(url string) (menu scenes.Status) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.Navigate(url)); err != nil {
		p.t.Fatal(err)
	}
	menu = p.waitFor("the menu", 60*time.Second, hasTarget("menu.new_game"))
	p.tap("menu.new_game")
	p.waitFor("the setup", 10*time.Second, func(st scenes.Status) bool { return st.Scene == "Setup" })
	return menu
}

// turnPhone turns the phone to w x h and waits for the screen's layout for it.
func (p *page) turnPhone(w, h int64) {
	p.t.Helper()
	form := phoneForm(w < h)
	p.phone(w, h)
	p.waitFor("the layout for "+form, 10*time.Second, func(st scenes.Status) bool { return st.Form == form })
}

// phoneForm is the form the game lays a phone out in, upright or on its side.
func phoneForm(upright bool) string {
	if upright {
		return "tall"
	}
	return "low"
}

// typeNameOnPhone taps the first seat's name: the page's text input takes the focus
// during the tap (a phone opens its keyboard only then), the old name goes letter by
// letter, a new one comes as an IME or paste would hand it over, and Enter finishes it.
func typeNameOnPhone(p *page, name string) {
	t := p.t
	p.tap("setup.name0")
	if got := p.js(`document.activeElement && document.activeElement.id`); string(got) != `"mercado-text-input"` {
		t.Fatalf("after a tap on the name the page's focus is on %s, not its text input", got)
	}
	st, _ := p.state()
	old := []rune(targetLabel(st, "setup.name0"))
	for range old {
		if err := chromedp.Do(p.ctx, chromedp.KeyEvent(kb.Backspace)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := chromedp.Call(p.ctx, input.InsertText, input.InsertTextParams{Text: name}); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the typed name", 5*time.Second, func(st scenes.Status) bool { return targetLabel(st, "setup.name0") == name })
	p.shot("setup-typing")
	if err := chromedp.Do(p.ctx, chromedp.KeyEvent(kb.Enter)); err != nil {
		t.Fatal(err)
	}
	p.waitJS("the keyboard closed", 5*time.Second, `document.activeElement && document.activeElement.id === "mercado-text-input" ? null : true`)
	time.Sleep(200 * time.Millisecond)
	if st, _ := p.state(); targetLabel(st, "setup.name0") != name {
		t.Errorf("after Enter the name is %q, want %q", targetLabel(st, "setup.name0"), name)
	}
}

// targetLabel is the label of the target id in st.
func targetLabel(st scenes.Status, id string) string {
	for _, tg := range st.Targets {
		if tg.ID == id {
			return tg.Label
		}
	}
	return ""
}

// touchPage serves the web build and opens a browser in lang whose pointer is a finger
// (closed when the test ends); it gives the page and the game's address.
func touchPage(t *testing.T, lang string) (*page, string) {
	exe, web := browserAndWeb(t)
	srv := httptest.NewServer(http.FileServer(http.Dir(web)))
	t.Cleanup(srv.Close)
	p := openPage(t, exe, lang)
	p.Touchscreen()
	return p, srv.URL + "/"
}

// phone makes the page a phone of w x h CSS px at a device scale of 3.
func (p *page) phone(w, h int64) { p.Device(w, h, 3) }

// playOnPhone plays the person's turns on the board of a phone held upright or on its
// side: a coin by a tap, a stand by a finger's drag with a second finger resting, and a
// stand whose drag the phone is turned in the middle of, so it ends the other way up.
func playOnPhone(p *page, upright bool) {
	t := p.t
	want := phoneForm(upright)
	st := p.personsTurn("the person's turn")
	if st.Form != want {
		t.Fatalf("the board is %q, want %q: every screen under it must lay itself out for phones (FitsEveryForm)", st.Form, want)
	}
	checkTargets(t, st)
	p.shot("board-" + want)
	p.tapCoin(st)

	// A finger drags a stand onto the market; the piece rides above the fingertip. A
	// second finger comes down on the coin button mid-drag and lifts first: it neither
	// takes the piece away nor takes a coin.
	st = p.standTurn("the person's turn for a stand")
	checkTargets(t, st)
	before := *st.Game
	p.twoFingerDrag("stand.from", "stand.to", "board.coin")
	st = p.waitFor("the stand in the market", 10*time.Second, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.Stands == before.Stands+1
	})
	if st.Game.Moves != before.Moves+1 {
		t.Errorf("a drag with a second finger resting on the coin button made %d decisions, want 1 (the stand)", st.Game.Moves-before.Moves)
	}
	takeTiles(p)

	// Mid-drag the phone turns: the game and the piece in hand survive, and the stand
	// opens where the finger then carries it.
	st = p.standTurn("the person's turn for the turning drag")
	before = *st.Game
	w, h := int64(844), int64(390)
	if !upright {
		w, h = 390, 844
	}
	p.touchDrag("stand.from", "stand.to", func() {
		p.phone(w, h)
		p.waitFor("the turned layout", 10*time.Second, func(st scenes.Status) bool { return st.Form != want })
	})
	st = p.waitFor("the stand placed after turning", 10*time.Second, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.Stands == before.Stands+1 && st.Game.Moves > before.Moves
	})
	if st.Scene != "Board" {
		t.Errorf("after turning the phone the screen is %s", st.Scene)
	}
	takeTiles(p)
}

// personsTurn waits until the person is to move, nobody thinks and the coin button is there.
func (p *page) personsTurn(what string) scenes.Status {
	p.t.Helper()
	return p.waitFor(what, 60*time.Second, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.HumanToMove && !st.Game.Thinking && hasTarget("board.coin")(st)
	})
}

// standTurn waits for a turn of the person's where a stand can be opened, taking a
// coin by a tap on the turns where none is affordable (at most five).
func (p *page) standTurn(what string) scenes.Status {
	p.t.Helper()
	for range 5 {
		st := p.personsTurn(what)
		if hasTarget("stand.from")(st) {
			return st
		}
		p.tapCoin(st)
	}
	return p.waitFor(what, time.Second, hasTarget("stand.from"))
}

// tapCoin takes a coin by a tap on the coin button: one decision, no stand.
func (p *page) tapCoin(st scenes.Status) {
	p.t.Helper()
	moves, stands := st.Game.Moves, st.Game.Stands
	p.tap("board.coin")
	st = p.waitFor("the coin taken", 10*time.Second, func(st scenes.Status) bool {
		return st.Game != nil && st.Game.Moves > moves
	})
	if st.Game.Stands != stands {
		p.t.Errorf("a tap on the coin button changed the stands from %d to %d", stands, st.Game.Stands)
	}
}

// takeTiles taps the tiles a new stand lets the person take, as long as there are some
// (at most three), checking the targets each time. On a phone the tiles lie in a drawer
// that opens a frame after the stand, so it waits for a tile to take or for the turn to
// have moved on before it decides there is none.
func takeTiles(p *page) {
	p.t.Helper()
	settled := func(st scenes.Status) bool {
		return st.Game != nil && (hasTarget("take")(st) || hasTarget("board.coin")(st) || !st.Game.HumanToMove || st.Game.Over)
	}
	for range 3 {
		st := p.waitFor("a tile to take, or the turn moving on", 10*time.Second, settled)
		if !hasTarget("take")(st) {
			return
		}
		checkTargets(p.t, st)
		moves := st.Game.Moves
		p.tap("take")
		p.waitFor("the tile taken", 10*time.Second, func(st scenes.Status) bool {
			return st.Game != nil && st.Game.Moves > moves
		})
	}
}

// checkTargets: every target on the board is at least 44 CSS px each way.
func checkTargets(t *testing.T, st scenes.Status) {
	t.Helper()
	for _, tg := range st.Targets {
		if w, h := tg.W*st.Scale, tg.H*st.Scale; w < 43.99 || h < 43.99 {
			t.Errorf("%s target %s (%q) is %.1fx%.1f CSS px, under 44", st.Form, tg.ID, tg.Label, w, h)
		}
	}
}

const (
	touchStart = input.DispatchTouchEventTypeTouchStart
	touchMove  = input.DispatchTouchEventTypeTouchMove
	touchEnd   = input.DispatchTouchEventTypeTouchEnd
)

// tap touches the target with the ID prefix and lifts the finger, a few frames later.
func (p *page) tap(prefix string) {
	p.t.Helper()
	p.Tap(p.waitFor("a target "+prefix, 10*time.Second, hasTarget(prefix)), prefix)
}

// tapUntil taps a cycling button until the wanted choice shows, at most n times.
func (p *page) tapUntil(prefix, want string, n int) {
	p.t.Helper()
	for i := 0; i < n; i++ {
		if st, ok := p.state(); ok && hasTarget(want)(st) {
			return
		}
		p.tap(prefix)
		time.Sleep(150 * time.Millisecond)
	}
	p.waitFor(want, 5*time.Second, hasTarget(want))
}

// touchDrag drags a finger from one target to another, the piece above the fingertip
// on the place; mid, when set, runs halfway with the finger down, and the places are
// read again after it (the layout may have changed).
func (p *page) touchDrag(from, to string, mid func()) {
	p.t.Helper()
	st := p.waitFor("targets "+from+" and "+to, 10*time.Second, func(st scenes.Status) bool {
		return hasTarget(from)(st) && hasTarget(to)(st)
	})
	fx, fy, _ := targetXY(st, from)
	p.Touch(touchStart, fx, fy)
	x, y := fx, fy
	move := func(tx, ty float64) {
		const steps = 10
		sx, sy := x, y
		for i := 1; i <= steps; i++ {
			time.Sleep(40 * time.Millisecond)
			f := float64(i) / steps
			x, y = sx+(tx-sx)*f, sy+(ty-sy)*f
			p.Touch(touchMove, x, y)
		}
	}
	tx, ty, _ := targetXY(st, to)
	if mid != nil {
		move((x+tx)/2, (y+ty+touchLift*st.Scale)/2)
		mid()
		var ok bool
		if st, ok = p.state(); !ok || !hasTarget(to)(st) {
			p.t.Fatalf("after the change mid-drag the target %s is gone (scene %s, targets %s)", to, st.Scene, targetIDs(st))
		}
		tx, ty, _ = targetXY(st, to)
	}
	move(tx, ty+touchLift*st.Scale)
	time.Sleep(100 * time.Millisecond)
	p.Touch(touchEnd, x, y)
	time.Sleep(100 * time.Millisecond)
}

// fingers sends one touch event with the fingers on the glass (ids 1, 2, ... in order;
// those missing from the last event have lifted).
func (p *page) fingers(typ input.DispatchTouchEventType, at ...[2]float64) {
	p.t.Helper()
	pts := []*input.TouchPoint{}
	for i, xy := range at {
		id, radius := float64(i+1), 8.0
		pts = append(pts, &input.TouchPoint{X: xy[0], Y: xy[1], ID: &id, RadiusX: &radius, RadiusY: &radius})
	}
	if _, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts}); err != nil {
		p.t.Fatalf("touch %s with %d fingers: %v", typ, len(at), err)
	}
}

// twoFingerDrag drags the first finger from one target to another (the piece above the
// fingertip on the place) while a second finger rests on the target rest from halfway
// and lifts before the first.
func (p *page) twoFingerDrag(from, to, rest string) {
	p.t.Helper()
	st := p.waitFor("targets "+from+", "+to+" and "+rest, 10*time.Second, func(st scenes.Status) bool {
		return hasTarget(from)(st) && hasTarget(to)(st) && hasTarget(rest)(st)
	})
	fx, fy, _ := targetXY(st, from)
	tx, ty, _ := targetXY(st, to)
	rx, ry, _ := targetXY(st, rest)
	ty += touchLift * st.Scale
	first := func(f float64) [2]float64 { return [2]float64{fx + (tx-fx)*f, fy + (ty-fy)*f} }
	second := [2]float64{rx, ry}
	p.fingers(touchStart, first(0))
	for i := 1; i <= 10; i++ {
		time.Sleep(40 * time.Millisecond)
		if i <= 5 {
			p.fingers(touchMove, first(float64(i)/10))
			continue
		}
		if i == 6 {
			p.fingers(touchStart, first(0.5), second)
		}
		p.fingers(touchMove, first(float64(i)/10), second)
	}
	time.Sleep(100 * time.Millisecond)
	p.fingers(touchEnd, first(1)) // the second finger lifts
	time.Sleep(100 * time.Millisecond)
	p.fingers(touchEnd) // then the first, on the place
	time.Sleep(100 * time.Millisecond)
}

func targetIDs(st scenes.Status) string {
	var ids []string
	for _, tg := range st.Targets {
		ids = append(ids, tg.ID)
	}
	return strings.Join(ids, " ")
}
