package scenes

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/reason"
	"mercado/game/table"
	"mercado/game/tutorial"
	"mercado/ui"
	"mercado/ui/lang"
)

// openTutorialFromMenu clicks "Learn to play" on the menu and returns the tutorial's board.
func openTutorialFromMenu(a *App, dst *Offscreen, sc *ui.Script) (*Board, error) {
	if err := settle(a, dst, sc); err != nil {
		return nil, err
	}
	m, ok := a.Top().(*Menu)
	if !ok {
		return nil, fmt.Errorf("the menu is not on top but %T", a.Top())
	}
	for _, it := range m.items {
		if it.id == "tutorial.menu" {
			click(sc, it.btn.Rect)
			if err := settle(a, dst, sc); err != nil {
				return nil, err
			}
			b, ok := a.Top().(*Board)
			if !ok || b.tut() == nil {
				return nil, fmt.Errorf("Learn to play opened %T", a.Top())
			}
			return b, nil
		}
	}
	return nil, fmt.Errorf("the menu has no Learn to play")
}

// tutorialNext presses the box's Next (or Finish) once it is offered.
func tutorialNext(a *App, dst *Offscreen, sc *ui.Script, b *Board) error {
	if err := until(a, dst, "Next to be offered", func() bool {
		return b.tut().begun == b.tut().step && !b.tut().next.Disabled && !b.anims.busy()
	}); err != nil {
		return err
	}
	click(sc, b.tut().next.Rect)
	return settle(a, dst, sc)
}

// tryRefused makes move m by hand and checks that the tutorial refuses it with want.
func tryRefused(a *App, dst *Offscreen, sc *ui.Script, b *Board, m game.Move, want string) error {
	before := len(b.table.Log())
	if err := playByHand(a, dst, sc, b, m); err != nil {
		return err
	}
	if len(b.table.Log()) != before {
		return fmt.Errorf("step %s let %v through", b.tut().current().ID, m)
	}
	if b.toast != want || !b.toastBad {
		return fmt.Errorf("step %s refused %v with %q, want %q", b.tut().current().ID, m, b.toast, want)
	}
	return nil
}

// coversItsSpots names what the lesson's card hides of the things its step points at.
func coversItsSpots(b *Board) error {
	st := b.tut().current()
	for _, sp := range st.Spots() {
		if rect, ok := b.tut().spotRect(b, sp); ok && rect.W > 0 && rect.Inset(4).Overlaps(b.tut().box) {
			return fmt.Errorf("step %s: the card %v covers %v at %v", st.ID, b.tut().box, sp.Kind, rect)
		}
	}
	// the first two lessons speak of the market as a whole: the empty market and its
	// face-down restaurants (grey discs) stay in sight
	if st.ID == "welcome" || st.ID == "start" {
		s := b.state()
		for sp := game.Space(0); sp < game.NumSpaces; sp++ {
			if rect := b.view.layout.space(sp); s.Space(sp).Kind != game.Empty && rect.Inset(4).Overlaps(b.tut().box) {
				return fmt.Errorf("step %s: the card %v covers the piece on %v at %v", st.ID, b.tut().box, sp, rect)
			}
		}
	}
	return nil
}

// coversTheHand: on a phone on its side, a lesson to read hides none of the hand of the
// seat whose stall is shown (a step that asks for a move may need the room, and then
// hides only what it does not point at).
func coversTheHand(b *Board) error {
	l := &b.view.layout
	if l.Form != ui.Low || b.tut().current().Kind != tutorial.Read {
		return nil
	}
	for i := range game.MaxHand {
		if tile := l.handTile(l.focus, i); tile.W > 0 && tile.Overlaps(b.tut().box) {
			return fmt.Errorf("step %s: the card %v covers hand tile %d at %v", b.tut().current().ID, b.tut().box, i, tile)
		}
	}
	return nil
}

// TestTutorialPlaysToTheEnd plays the whole tutorial through the window as a person
// would: it starts from the menu (offered first on a fresh start) on an empty market,
// reads, drags, clicks, watches the computer, is refused a wrong move, takes a coin and
// takes it back with Undo, asks for a Hint and plays it, redraws the display, jumps to
// the last turns and scrolls the log, leaves halfway and comes back where it left, skips
// a step, takes the middle's decisions (first with the first options, then with others:
// the meat stand before the customers, the pub on B2), is refused a move no option
// makes, and finishes on the scoring screen with the progress kept. At every step the
// card leaves what the step points at in sight.
func TestTutorialPlaysToTheEnd(t *testing.T) {
	for _, choices := range []tutorial.Path{{0, 0}, {1, 2}} {
		playTutorialThrough(t, choices)
	}
}

// playTutorialThrough is TestTutorialPlaysToTheEnd taking option choices[k] at the
// k-th Choose step.
func playTutorialThrough(t *testing.T, choices tutorial.Path) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		store := table.NewMemStore()
		a, sc := testApp(store)
		a.Settings.AnimSpeed = AnimInstant // the lessons' pace is not under test; the steps are
		a.Push(NewMenu())
		if err := a.Step(dst, 2); err != nil {
			return err
		}
		m := a.Top().(*Menu)
		for _, it := range m.items {
			if it.id == "tutorial.menu" && (!it.btn.Primary || it.note == "") {
				return fmt.Errorf("a fresh start does not offer the tutorial first")
			}
		}
		b, err := openTutorialFromMenu(a, dst, sc)
		if err != nil {
			return err
		}
		if s := b.table.State(); s.FreeSpaces() != game.NumSpaces || len(b.table.Log()) != 0 || s.Player(tutorial.Person).Money != 1 {
			return fmt.Errorf("the first game starts with %d free spaces, %d moves, %d coins", s.FreeSpaces(), len(b.table.Log()), s.Player(tutorial.Person).Money)
		}
		left := false
		for i := 0; i < len(tutorial.Steps); i++ {
			st := tutorial.Steps[i]
			if err := until(a, dst, "step "+st.ID, func() bool { return b.tut().step == i && b.tut().begun == i && !b.anims.busy() }); err != nil {
				return err
			}
			if err := coversItsSpots(b); err != nil {
				return err
			}
			switch st.Kind {
			case tutorial.Read:
				if i == 1 { // a move while reading is refused with its reason
					if err := tryRefused(a, dst, sc, b, game.CoinMove(), lang.T("tutorial.refuse.read_first")); err != nil {
						return err
					}
				}
				if st.ID == "score" {
					if !b.table.Over() {
						return fmt.Errorf("the score step comes before the end")
					}
					if err := a.Step(dst, 2); err != nil {
						return err
					}
					// the game is over: nobody is playing or thinking any more
					if b.playing >= 0 || b.statusLine() != lang.T("game.banner.over") {
						return fmt.Errorf("the score step still says %q", b.statusLine())
					}
				}
				if err := tutorialNext(a, dst, sc, b); err != nil {
					return err
				}
				if st.ID == "score" {
					if _, ok := a.Top().(*Scoring); !ok {
						return fmt.Errorf("Finish leads to %T, not the scores", a.Top())
					}
					p, err := tutorial.LoadProgress(store)
					if err != nil || !p.Finished {
						return fmt.Errorf("the finished tutorial is not remembered: %+v %v", p, err)
					}
					closeAll(a)
					return nil
				}
			case tutorial.Watch:
				if err := tutorialNext(a, dst, sc, b); err != nil {
					return err
				}
				if b.tut().step != i+1 {
					return fmt.Errorf("Next after %s went to step %d", st.ID, b.tut().step)
				}
				want := tutorial.Decisions(i, b.tut().path)
				log := b.table.Log()
				for k, m := range want {
					if got := log[len(log)-len(want)+k].Move; got != m {
						return fmt.Errorf("step %s: the computer played %v, not %v", st.ID, got, m)
					}
				}
			case tutorial.Undo:
				before := len(b.table.Log())
				if err := tryRefused(a, dst, sc, b, game.CoinMove(), lang.T("tutorial.refuse.press_undo")); err == nil {
					return fmt.Errorf("step %s: a coin could be tried while the computer is to move", st.ID)
				}
				if b.undo.Disabled {
					return fmt.Errorf("step %s: Undo is off", st.ID)
				}
				click(sc, b.undo.Rect)
				if err := settle(a, dst, sc); err != nil {
					return err
				}
				if err := a.Step(dst, 2); err != nil { // the lesson sees the undo on its next frame
					return err
				}
				if len(b.table.Log()) != before-1 || !b.table.HumanToMove() || b.tut().step != i+1 {
					return fmt.Errorf("step %s: Undo left %d moves (had %d), step %d, human %v, moved %v, logAt %d, busy %v", st.ID, len(b.table.Log()), before, b.tut().step, b.table.HumanToMove(), b.tut().moved, b.tut().logAt, b.anims.busy())
				}
			case tutorial.Hint:
				if err := tryRefused(a, dst, sc, b, game.CoinMove(), lang.T("tutorial.refuse.press_hint")); err != nil {
					return err
				}
				if b.hintBtn.Disabled {
					return fmt.Errorf("step %s: Hint is off", st.ID)
				}
				click(sc, b.hintBtn.Rect)
				if err := until(a, dst, "the hint", func() bool { return b.tut().step == i+1 }); err != nil {
					return err
				}
				if want := tutorial.Steps[i+1].Move; !b.hintOn || b.hintMove != want {
					return fmt.Errorf("step %s: the hint shows %v (on %v), the next step plays %v", st.ID, b.hintMove, b.hintOn, want)
				}
			case tutorial.Jump:
				moves := len(b.table.Log())
				if err := tutorialNext(a, dst, sc, b); err != nil {
					return err
				}
				later, ok := a.Top().(*Board)
				if !ok || later == b || later.tut() == nil || later.tut().step != i+1 {
					return fmt.Errorf("Next at %s leads to %T", st.ID, a.Top())
				}
				b = later
				if want := moves + len(tutorial.Decisions(i, choices)); len(b.table.Log()) != want {
					return fmt.Errorf("step %s: %d moves after the jump, want %d", st.ID, len(b.table.Log()), want)
				}
			case tutorial.Choose:
				if err := takeChoice(a, dst, sc, b, store, choices.Of(tutorial.ChoiceIndex(i))); err != nil {
					return err
				}
			case tutorial.Log:
				if !b.tut().next.Disabled {
					return fmt.Errorf("step %s: Next is offered before the log was looked at", st.ID)
				}
				if b.view.layout.logArea.W == 0 || b.view.layout.logArea.Overlaps(b.tut().box) {
					return fmt.Errorf("step %s: the log %v is not in sight beside the card %v", st.ID, b.view.layout.logArea, b.tut().box)
				}
				area := b.view.layout.logArea
				sc.Move(area.CX(), area.CY(), 2)
				sc.Wheel(1)
				if err := settle(a, dst, sc); err != nil {
					return err
				}
				if !b.view.log.held {
					return fmt.Errorf("step %s: the wheel did not scroll the log back", st.ID)
				}
				if err := tutorialNext(a, dst, sc, b); err != nil {
					return err
				}
			case tutorial.Do:
				if st.ID == "first_stand" { // the right piece on another legal place
					wrong := game.StandMove(game.Fish, game.SpaceAt(0, 2))
					want := tutorialRefusal(tutorial.Check(i, nil, b.table.State(), wrong), b.table.State(), st.ID)
					if err := tryRefused(a, dst, sc, b, wrong, want); err != nil {
						return err
					}
				}
				if st.ID == "one_coin_stand" && !left { // leave, and come back to the same step
					left = true
					click(sc, b.tut().leave.Rect)
					if err := settle(a, dst, sc); err != nil {
						return err
					}
					if b, err = openTutorialFromMenu(a, dst, sc); err != nil {
						return err
					}
					if b.tut().step != i || len(b.table.Log()) != len(tutorial.MovesBefore(i, nil)) {
						return fmt.Errorf("came back at step %d with %d moves, left at %d", b.tut().step, len(b.table.Log()), i)
					}
					i-- // the same step again, on the new board
					continue
				}
				before := len(b.table.Log())
				if st.ID == "bring_customers" { // Skip step makes the move for the person
					click(sc, b.tut().skip.Rect)
					if err := settle(a, dst, sc); err != nil {
						return err
					}
				} else if err := playByHand(a, dst, sc, b, st.Move); err != nil {
					return err
				}
				if len(b.table.Log()) != before+1 || b.table.Log()[before].Move != st.Move {
					return fmt.Errorf("step %s (%d, begun %d): %v was not played (toast %q, before %d log %v, await %v, held %v, human %v, busy %v)", st.ID, b.tut().step, b.tut().begun, st.Move, b.toast, before, b.table.Record().Moves, b.table.State().AwaitingTake(), b.held, b.table.HumanToMove(), b.anims.busy())
				}
				if err := a.Step(dst, 2); err != nil { // the lesson sees the move on its next frame
					return err
				}
				if b.toastBad && b.toast != "" && b.frame <= b.toastUntil {
					return fmt.Errorf("step %s: the refusal %q stays after the right move (step %d begun %d moved %v)", st.ID, b.toast, b.tut().step, b.tut().begun, b.tut().moved)
				}
			}
		}
		return fmt.Errorf("the tutorial ran out of steps before the scores")
	})
}

// takeChoice makes option o of the Choose step on show by hand, after a move that no
// option makes was refused with the step's reason: the card then says what the option
// brought, the computer waits, and Next goes on; the choice is kept in the progress.
func takeChoice(a *App, dst *Offscreen, sc *ui.Script, b *Board, store table.Store, o int) error {
	r := b.tut()
	i, st := r.step, r.current()
	s := b.table.State()
	wrong := game.CoinMove()
	if first := st.Options[0].Moves[0]; first.Kind == game.OpenRestaurant {
		for _, m := range s.LegalMoves(nil) { // the restaurant where it raises fewer stands
			if m.Kind == game.OpenRestaurant && m.Restaurant == first.Restaurant && tutorial.OptionOf(i, []game.Move{m}) < 0 {
				wrong = m
				break
			}
		}
	}
	want := tutorialRefusal(tutorial.Check(i, nil, s, wrong), s, st.ID)
	if ref := tutorial.Check(i, nil, s, wrong).Reason; ref != tutorial.NotAnOption && ref != tutorial.FewerRaised {
		return fmt.Errorf("step %s: %v is refused with %v", st.ID, wrong, ref)
	}
	if err := tryRefused(a, dst, sc, b, wrong, want); err != nil {
		return err
	}
	opt := st.Options[o]
	for k, m := range opt.Moves {
		if k > 0 && b.tut().words(i, ui.Wide) != wantText(m)+"." {
			return fmt.Errorf("step %s: between its moves the card says %q", st.ID, b.tut().words(i, ui.Wide))
		}
		if err := playByHand(a, dst, sc, b, m); err != nil {
			return err
		}
		if err := a.Step(dst, 2); err != nil {
			return err
		}
	}
	log := b.table.Log()
	if len(log) < len(opt.Moves) || log[len(log)-1].Move != opt.Moves[len(opt.Moves)-1] || !b.tut().moved || b.tut().step != i {
		return fmt.Errorf("step %s: option %s was not taken (step %d, moved %v)", st.ID, opt.ID, b.tut().step, b.tut().moved)
	}
	if got := b.tut().path.Of(tutorial.ChoiceIndex(i)); got != o {
		return fmt.Errorf("step %s: the path says option %d, not %d", st.ID, got, o)
	}
	words := b.tut().words(i, ui.Wide)
	if words != tutorialOutcome(st, opt.ID, b.tut().outcome) || strings.Contains(words, "{{") {
		return fmt.Errorf("step %s: the card says %q after option %s", st.ID, words, opt.ID)
	}
	before := len(log)
	if err := tutorialNext(a, dst, sc, b); err != nil {
		return err
	}
	if b.tut().step != i+1 || len(b.table.Log()) != before {
		return fmt.Errorf("Next after %s went to step %d with %d moves", st.ID, b.tut().step, len(b.table.Log()))
	}
	if err := until(a, dst, "the next lesson", func() bool { return b.tut().begun == i+1 }); err != nil {
		return err
	}
	if p, err := tutorial.LoadProgress(store); err != nil || p.Path.Of(tutorial.ChoiceIndex(i)) != o {
		return fmt.Errorf("the progress keeps %+v (%v), not option %d", p, err, o)
	}
	return nil
}

// TestTutorialCardsLeaveTheirPiecesInSight walks the tutorial on phones, upright, small
// and on its side, with Skip step (which makes each move for the person) and Next: at
// every step the lesson's card hides nothing the step points at (the first two, which
// speak of the market, none of its pieces), and on its side a lesson to read none of the
// person's hand. The small phone is walked in every language (the words set the card's
// height).
func TestTutorialCardsLeaveTheirPiecesInSight(t *testing.T) {
	defer lang.Set("en")
	type walk struct {
		w, h int
		lang string
	}
	walks := []walk{{390, 844, "en"}, {844, 390, "en"}}
	for _, l := range lang.Languages {
		walks = append(walks, walk{360, 640, l.Code})
	}
	for _, wk := range walks {
		size := [2]int{wk.w, wk.h}
		onGame(t, size[0], size[1], func(dst *Offscreen) error {
			a, sc := testApp(nil)
			a.Settings.Language = wk.lang
			lang.Set(wk.lang)
			a.Settings.AnimSpeed = AnimInstant
			b, err := tutorialBoard(0)
			if err != nil {
				return err
			}
			a.Push(b)
			for i := 0; i < len(tutorial.Steps)-1; i++ {
				if err := until(a, dst, "step "+tutorial.Steps[i].ID, func() bool {
					return b.tut().step == i && b.tut().begun == i && !b.anims.busy()
				}); err != nil {
					return err
				}
				if err := a.StepSketched(dst, 1); err != nil { // the checks read places, not pixels
					return err
				}
				if err := coversItsSpots(b); err != nil {
					return fmt.Errorf("%dx%d, %s: %v", size[0], size[1], wk.lang, err)
				}
				if err := coversTheHand(b); err != nil {
					return fmt.Errorf("%dx%d, %s: %v", size[0], size[1], wk.lang, err)
				}
				st := tutorial.Steps[i]
				if st.Kind == tutorial.Watch {
					if err := tutorialNext(a, dst, sc, b); err != nil {
						return err
					}
					continue
				}
				click(sc, b.tut().skip.Rect)
				if err := settle(a, dst, sc); err != nil {
					return err
				}
				if st.Kind == tutorial.Jump {
					b = a.Top().(*Board)
				}
				if st.Kind == tutorial.Do && b.tut().step == i { // the move made, the lesson goes on
					if err := a.StepSketched(dst, 2); err != nil {
						return err
					}
				}
				if st.Kind == tutorial.Choose { // the option made, its outcome read, Next
					if err := until(a, dst, "the outcome of "+st.ID, func() bool { return b.tut().moved && !b.anims.busy() }); err != nil {
						return err
					}
					if err := tutorialNext(a, dst, sc, b); err != nil {
						return err
					}
				}
			}
			closeAll(a)
			return nil
		})
	}
}

// TestTutorialSurvivesADamagedProgressFile: whatever the progress file holds, the menu
// and the tutorial start (at the beginning).
func TestTutorialSurvivesADamagedProgressFile(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		for _, data := range []string{"{", `{"step": 1e9}`, "\xff\xfe", `{"step": -1, "finished": "yes"}`, `{"step": 9, "started": true}`} {
			store := table.NewMemStore()
			_ = store.Write(tutorial.FileName, []byte(data))
			a, sc := testApp(store)
			a.Settings.AnimSpeed = AnimInstant
			a.Push(NewMenu())
			b, err := openTutorialFromMenu(a, dst, sc)
			if err != nil {
				return fmt.Errorf("%q: %v", data, err)
			}
			if b.tut().step != 0 {
				return fmt.Errorf("%q: starts at step %d", data, b.tut().step)
			}
			if old := data == `{"step": 9, "started": true}`; old != (b.tut().note != "") {
				return fmt.Errorf("%q: the first card's note is %q", data, b.tut().note)
			}
			closeAll(a)
		}
		return nil
	})
}

// TestEveryTutorialStepHasWords: each step has a title and a text in every language.
func TestEveryTutorialStepHasWords(t *testing.T) {
	defer lang.Set("en")
	for _, l := range lang.Languages {
		lang.Set(l.Code)
		for _, st := range tutorial.Steps {
			keys, ok := tutorialStepWords[st.ID]
			if !ok {
				t.Fatalf("step %s has no words", st.ID)
			}
			s, err := tutorial.StateAt(0, nil)
			if err != nil {
				t.Fatal(err)
			}
			title, text := tutorialWords(st, tutorial.FactsOf(0, s), ui.Wide)
			for _, o := range st.Options {
				if out := tutorialOutcome(st, o.ID, tutorial.Facts{}); out == "" || strings.HasPrefix(out, "tutorial.") {
					t.Errorf("%s: step %s's option %s has no outcome words", l.Code, st.ID, o.ID)
				}
			}
			if title == keys[0] || text == keys[1] || text == "" {
				t.Errorf("%s: step %s is not worded", l.Code, st.ID)
			}
		}
	}
}

// TestTutorialTipsLeaveTheCardClear: a hover tip over the pieces right above the
// lesson's card (the display's tiles and the bag) opens beside them, not over the card.
func TestTutorialTipsLeaveTheCardClear(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		b, err := tutorialBoard(0)
		if err != nil {
			return err
		}
		a.Push(b)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		l := &b.view.layout
		for _, r := range []ui.Rect{l.dispTile[0], l.dispTile[2], bagRect(l)} {
			text, err := hoverTip(a, sc, dst, b, r)
			if err != nil {
				return err
			}
			if text == "" {
				return fmt.Errorf("no tip over %v", r)
			}
			if tip, _ := b.tip.card(l); tip.Overlaps(b.tut().box) {
				return fmt.Errorf("the tip %v over %v covers the lesson's card %v", tip, r, b.tut().box)
			}
		}
		closeAll(a)
		return nil
	})
}

// TestTutorialWelcomeSaysWhereYourPanelIs: the first lesson says the person plays the top
// panel only where it is at the top (the wide form); a phone's forms put it below or
// beside the market, and the lesson names it by its heading there instead.
func TestTutorialWelcomeSaysWhereYourPanelIs(t *testing.T) {
	defer lang.Set("en")
	s, err := tutorial.StateAt(0, nil)
	if err != nil {
		t.Fatal(err)
	}
	facts := tutorial.FactsOf(0, s)
	welcome := tutorial.Steps[0]
	lang.Set("en")
	if _, text := tutorialWords(welcome, facts, ui.Wide); !strings.Contains(text, "top panel") {
		t.Errorf("wide: %q does not say the top panel", text)
	}
	for _, f := range []ui.Form{ui.Tall, ui.Low} {
		if _, text := tutorialWords(welcome, facts, f); strings.Contains(text, "top") {
			t.Errorf("form %v: %q puts the person's panel at the top", f, text)
		}
	}
	for _, l := range lang.Languages {
		lang.Set(l.Code)
		_, wide := tutorialWords(welcome, facts, ui.Wide)
		_, phone := tutorialWords(welcome, facts, ui.Tall)
		if phone == wide || phone == tutorialPhoneText[welcome.ID] || !strings.Contains(phone, lang.T("game.seat.you")) {
			t.Errorf("%s: the phone's welcome %q is not its own words naming the panel %q", l.Code, phone, lang.T("game.seat.you"))
		}
	}
}

// TestTutorialCardTextFits: on phones and touch tablets, upright and on their side, in
// every language, every lesson's words fit whole in its card at the size the card draws
// them (no smaller than a phone's least text size), between its title and its buttons.
func TestTutorialCardTextFits(t *testing.T) {
	defer lang.Set("en")
	sizes := []formSize{{1024, 768, true}, {1366, 1024, true}, {360, 640, true}, {390, 844, true}, {844, 390, true}}
	for i, st := range tutorial.Steps {
		b, err := tutorialBoard(i)
		if err != nil {
			t.Fatal(err)
		}
		b.tut().begun = i
		b.tut().facts = tutorial.FactsOf(i, b.table.State())
		for _, code := range []string{"en", "de", "fr", "uk"} {
			lang.Set(code)
			for _, sz := range sizes {
				sc := ui.ScreenFor(sz.w, sz.h, 1, sz.touch)
				a := &App{Form: sc.Form, W: sc.W, H: sc.H, scale: sc.Scale}
				b.arrange(a)
				b.tut().layout(a, b)
				text, room, size, fits := b.tut().cardText(b)
				if !fits {
					t.Errorf("%s %dx%d (%v) step %s: %d lines at %.0f px do not fit the card's %.0f px for words (card %v)",
						code, sz.w, sz.h, sc.Form, st.ID, len(ui.Wrap(text, size, room.W, false)), size, room.H, b.tut().box)
				}
				checkText(t, sc.Form, "the lesson's words", size)
				for o, opt := range st.Options { // what each option brought, once taken
					r := b.tut()
					r.moved, r.path = true, r.path.With(i, o)
					start, _ := tutorial.StateAt(i, r.path)
					r.outcome = tutorial.OutcomeOf(start, opt.Moves[0])
					b.arrange(a)
					r.layout(a, b)
					if text, room, size, fits := r.cardText(b); !fits {
						t.Errorf("%s %dx%d step %s option %d: %d lines at %.0f px do not fit %.0f px", code, sz.w, sz.h, st.ID, o, len(ui.Wrap(text, size, room.W, false)), size, room.H)
					}
					r.moved, r.path = false, nil
				}
			}
		}
	}
}

// TestTutorialWelcomeLeavesTheStallAt844x390: on a phone on its side the first lesson's
// card, floating at the column's foot, is no taller than its words and buttons need, so
// it leaves the person's hand tiles (which it talks about) and the Menu button in sight;
// no reading step covers the Menu button.
func TestTutorialWelcomeLeavesTheStallAt844x390(t *testing.T) {
	defer lang.Set("en")
	sc := ui.ScreenFor(844, 390, 1, true)
	for i, st := range tutorial.Steps {
		if st.Moves() {
			continue
		}
		b, err := tutorialBoard(i)
		if err != nil {
			t.Fatal(err)
		}
		b.tut().begun = i
		b.tut().facts = tutorial.FactsOf(i, b.table.State())
		for _, code := range []string{"en", "de", "fr", "uk"} {
			lang.Set(code)
			a := &App{Form: sc.Form, W: sc.W, H: sc.H, scale: sc.Scale}
			b.arrange(a)
			b.tut().layout(a, b)
			l := &b.view.layout
			if b.tut().box.Overlaps(l.menuBtn) {
				t.Errorf("%s step %s: the card %v covers Menu %v", code, st.ID, b.tut().box, l.menuBtn)
			}
			if i != 0 {
				continue
			}
			for _, tile := range l.hand[l.focus] {
				if tile.W > 0 && b.tut().box.Overlaps(tile) {
					t.Errorf("%s: the welcome's card %v covers a hand tile %v", code, b.tut().box, tile)
				}
			}
		}
	}
}

// openTutorialAt opens the tutorial on a at step, with instant animations, and waits
// until the step has begun and the board is still.
func openTutorialAt(a *App, dst *Offscreen, step int) (*Board, error) {
	a.Settings.AnimSpeed = AnimInstant
	b, err := tutorialBoard(step)
	if err != nil {
		return nil, err
	}
	a.Push(b)
	if err := until(a, dst, "the lesson", func() bool { return b.tut().begun == step && !b.anims.busy() }); err != nil {
		return nil, err
	}
	return b, a.StepSketched(dst, 1)
}

// TestTutorialBoxFoldsOnSmallPhones: on a phone too short to keep a band for the lesson,
// the box that floats over the market folds down to its head and buttons at a tap on its
// head, leaving the market in sight, opens again at a second tap, and the next step
// starts open; where the lesson has a band of its own (or a desktop's place beside the
// market), nothing folds.
func TestTutorialBoxFoldsOnSmallPhones(t *testing.T) {
	step := -1
	for i, st := range tutorial.Steps {
		if st.ID == "end_trigger" {
			step = i
		}
	}
	marketHidden := func(b *Board) int {
		n := 0
		for sp := game.Space(0); sp < game.NumSpaces; sp++ {
			if b.view.layout.space(sp).Overlaps(b.tut().box) {
				n++
			}
		}
		return n
	}
	onGame(t, 360, 640, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		b, err := openTutorialAt(a, dst, step)
		if err != nil {
			return err
		}
		open, hidden := b.tut().box, marketHidden(b)
		if b.tut().fold.Disabled || hidden == 0 {
			return fmt.Errorf("the open box %v hides %d market spaces, fold disabled %v; want one to fold that hides some", open, hidden, b.tut().fold.Disabled)
		}
		click(sc, b.tut().fold.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if !b.tut().folded || b.tut().box.H != tutorialFolded || marketHidden(b) != 0 {
			return fmt.Errorf("folded %v: the box %v hides %d market spaces; want %v high, hiding none", b.tut().folded, b.tut().box, marketHidden(b), tutorialFolded)
		}
		if err := coversItsSpots(b); err != nil {
			return fmt.Errorf("folded: %v", err)
		}
		click(sc, b.tut().fold.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if b.tut().folded || b.tut().box != open {
			return fmt.Errorf("opened again: folded %v, box %v; want %v", b.tut().folded, b.tut().box, open)
		}
		click(sc, b.tut().fold.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, b.tut().skip.Rect) // the buttons work folded
		if err := until(a, dst, "the next lesson", func() bool { return b.tut().begun == step+1 && !b.anims.busy() }); err != nil {
			return err
		}
		if err := a.StepSketched(dst, 1); err != nil {
			return err
		}
		if b.tut().folded || b.tut().box.H == tutorialFolded {
			return fmt.Errorf("the next lesson starts folded (box %v)", b.tut().box)
		}
		closeAll(a)
		return nil
	})
	for _, size := range [][2]int{{390, 844}, {1280, 720}} { // a band of its own; a desktop's
		onGame(t, size[0], size[1], func(dst *Offscreen) error {
			a, _ := testApp(nil)
			defer closeAll(a)
			b, err := openTutorialAt(a, dst, step)
			if err != nil {
				return err
			}
			if !b.tut().fold.Disabled {
				return fmt.Errorf("the lesson's box at %dx%d offers to fold", size[0], size[1])
			}
			return nil
		})
	}
}

// TestTutorialHintReasonLeavesTheStall: on a small phone upright the tutorial puts the
// stall at the drawer's foot; the hint lesson's reason then takes the room of the tabs
// and the coin and redraw (whose buttons go while it shows), not the stall the hinted
// restaurant is dragged from.
func TestTutorialHintReasonLeavesTheStall(t *testing.T) {
	step := -1
	for i, st := range tutorial.Steps {
		if st.Kind == tutorial.Hint {
			step = i
			break
		}
	}
	onGame(t, 360, 640, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		defer closeAll(a)
		b, err := openTutorialAt(a, dst, step)
		if err != nil {
			return err
		}
		sc.Key(ebiten.KeyH)
		if err := until(a, dst, "the hint's reason", func() bool { return b.hintWhyText() != "" }); err != nil {
			return err
		}
		if err := a.StepSketched(dst, 1); err != nil {
			return err
		}
		l := &b.view.layout
		box, _, _, ok := b.hintWhyBox(b.hintWhyText())
		stall := l.players[l.focus]
		switch {
		case !b.hintFromStall():
			return fmt.Errorf("the lesson's hint %v is not a piece of the stall", b.hintMove)
		case !ok:
			return fmt.Errorf("no room for the reason")
		case stall.W == 0 || box.Overlaps(stall):
			return fmt.Errorf("the reason %v covers the stall %v", box, stall)
		case box.Overlaps(l.board) || box.Overlaps(l.status):
			return fmt.Errorf("the reason %v covers the market %v or the status %v", box, l.board, l.status)
		case box.Overlaps(b.coin.Rect) || box.Overlaps(b.redraw.Rect):
			return fmt.Errorf("the coin %v or the redraw %v lies under the reason %v", b.coin.Rect, b.redraw.Rect, box)
		}
		for p, r := range l.tabs {
			if r.W > 0 && box.Overlaps(r) {
				return fmt.Errorf("the drawer's tab %d %v lies under the reason %v", p, r, box)
			}
		}
		return nil
	})
}

// tutorialRuleWords are how each language's lessons speak of the rules the steps teach
// and name (tutorial.Step.Teaches and Names): a pattern per rule and language.
var tutorialRuleWords = map[tutorial.Rule]map[string]string{
	tutorial.RestaurantEndCost: {
		"en": `costs?[^.]*(at the end|when the game ends)|left in (a|your) supply`,
		"de": `Vorrat[^.]*kostet|kostet[^.]*am Ende|bei Spielende[^.]*kostet`,
		"fr": `réserve[^.]*coûte|coûte[^.]*à la fin`,
		"uk": `запас[^.]*коштує|наприкінці[^.]*коштуватиме|коштує[^.]*наприкінці`,
	},
	tutorial.StandValue:       {"en": `\b(worth|value)\b`, "de": `\b(wert|Wert)\b`, "fr": `\b(vaut|valeur)\b`, "uk": `цінн`},
	tutorial.HandLimit:        {"en": `at most 3 tiles`, "de": `höchstens 3 Plättchen`, "fr": `au plus 3 tuiles`, "uk": `щонайбільше 3 плитки`},
	tutorial.WaitingCustomers: {"en": `waiting|waits`, "de": `wart`, "fr": `attend`, "uk": `чека`},
	tutorial.FinalRound:       {"en": `(?i)final round`, "de": `(?i)letzten? Runde`, "fr": `(?i)dernier tour\b`, "uk": `(?i)останн(ій|ього) раунд`},
	tutorial.TieBreak:         {"en": `\btie\b`, "de": `Gleichstand`, "fr": `égalité`, "uk": `рівност`},
}

// tutorialSaid is everything the lesson says at step i in the language in use: its
// title, its words (a phone's too), each option's outcome and the step's refusal, and
// at the hint and the move it suggests, the hint's reason on the board.
func tutorialSaid(t *testing.T, i int, hintWhy string) string {
	st := tutorial.Steps[i]
	s, err := tutorial.StateAt(i, nil)
	if err != nil {
		t.Fatal(err)
	}
	f := tutorial.FactsOf(i, s)
	title, wide := tutorialWords(st, f, ui.Wide)
	_, phone := tutorialWords(st, f, ui.Tall)
	said := []string{title, wide, phone}
	for o, opt := range st.Options {
		start, _ := tutorial.StateAt(i, tutorial.Path{}.With(i, o))
		said = append(said, tutorialOutcome(st, opt.ID, tutorial.OutcomeOf(start, opt.Moves[0])))
	}
	if key, ok := tutorialChoiceRefusal[st.ID]; ok {
		said = append(said, lang.T(key))
	}
	if st.Kind == tutorial.Hint || i > 0 && tutorial.Steps[i-1].Kind == tutorial.Hint {
		said = append(said, hintWhy)
	}
	return strings.Join(said, "\n")
}

// TestTutorialTeachesBeforeItSpeaks: in every language, no step's words (nor the hint's
// reason shown at a step) speak of a rule before the step that teaches it; each step
// that the lists say teaches or names a rule does speak of it, and a step that speaks of
// one has it on its lists (so the lists are the words', not wishes). The end cost of the
// restaurants, which the hint's reason names, comes with the first restaurant in the
// supply, long before the end.
func TestTutorialTeachesBeforeItSpeaks(t *testing.T) {
	defer lang.Set("en")
	hintAt := -1
	taught := map[tutorial.Rule]int{}
	for i, st := range tutorial.Steps {
		for _, r := range st.Teaches {
			taught[r] = i
		}
		if st.Kind == tutorial.Hint {
			hintAt = i
		}
	}
	b, err := tutorialBoard(hintAt)
	if err != nil {
		t.Fatal(err)
	}
	s := b.table.State()
	var ranked []reason.Ranked
	for _, sc := range table.HintRanked(s) {
		ranked = append(ranked, reason.Ranked{Move: sc.Move, Value: sc.Value})
	}
	why := reason.Explain(s, ranked)
	for _, l := range lang.Languages {
		lang.Set(l.Code)
		hintWhy := strings.Join(reasonSentences(why, b.view.seats, false), " ")
		for i, st := range tutorial.Steps {
			said := tutorialSaid(t, i, hintWhy)
			listed := map[tutorial.Rule]bool{}
			for _, r := range append(append([]tutorial.Rule{}, st.Teaches...), st.Names...) {
				listed[r] = true
			}
			for r := tutorial.Rule(0); r < tutorial.NumRules; r++ {
				speaks := regexp.MustCompile(tutorialRuleWords[r][l.Code]).MatchString(said)
				switch {
				case speaks && taught[r] > i:
					t.Errorf("%s: step %d %s speaks of rule %d, taught only at step %d %s:\n%s", l.Code, i, st.ID, r, taught[r], tutorial.Steps[taught[r]].ID, said)
				case speaks && !listed[r]:
					t.Errorf("%s: step %s speaks of rule %d, not on its lists:\n%s", l.Code, st.ID, r, said)
				case !speaks && listed[r]:
					t.Errorf("%s: step %s's lists have rule %d, its words do not speak of it:\n%s", l.Code, st.ID, r, said)
				}
			}
		}
	}
}
