//go:build !js

package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// shot prepares one screen on a fresh app; the image is taken after it returns.
type shot struct {
	name    string
	prepare func(a *App, dst *Offscreen) error
}

var shots = []shot{
	{"menu", func(a *App, dst *Offscreen) error { return a.Step(dst, 30) }},
	{"setup", func(a *App, dst *Offscreen) error { a.Push(NewSetup()); return a.Step(dst, 30) }},
	{"board-early", shotBoardEarly},
	{"board-drag", shotBoardDrag},
	{"board-computer-move", shotComputerMove},
	{"board-income", shotIncome},
	{"board-log-scrolled", shotLogScrolled},
	{"board-tooltip", shotTooltipCustomer},
	{"board-tooltip-restaurant", shotTooltipRestaurant},
	{"board-log-final-round", shotLogFinalRound},
	{"pass-to", shotPassTo},
	{"hand-off", shotHandOff},
	{"pause", shotPause},
	{"pause_concede", shotPauseConcede},
	{"board-coin-ends", shotCoinEnds},
	{"scoring", shotScoring},
	{"scoring-2", func(a *App, dst *Offscreen) error { return shotScoringOf(a, dst, 5, ines) }},
	{"scoring-4", func(a *App, dst *Offscreen) error { return shotScoringOf(a, dst, 8, rui, ines, tiago) }},
	{"replay", shotReplay},
	{"review", shotReview},
	{"review-decision", shotReviewDecision},
	{"review-progress", shotReviewProgress},
	{"review-solo", shotReviewSolo},
	{"review-line", shotReviewLine},
	{"review-try", shotReviewTry},
	{"review-try-over", shotReviewTryOver},
	{"review-try-over-menu", shotReviewTryOverMenu},
	{"how-to-play", func(a *App, dst *Offscreen) error { a.Push(NewHowTo()); return a.Step(dst, 30) }},
	{"how-to-play-stand", func(a *App, dst *Offscreen) error {
		h := NewHowTo()
		h.page = 1
		a.Push(h)
		return a.Step(dst, 30)
	}},
	{"how-to-play-screen", func(a *App, dst *Offscreen) error {
		h := NewHowTo()
		h.page = len(howtoPages) - 1
		a.Push(h)
		return a.Step(dst, 30)
	}},
	{"settings", func(a *App, dst *Offscreen) error { a.Push(NewSettings()); return a.Step(dst, 30) }},
	{"tutorial-stand", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "first_stand", false) }},
	{"tutorial-refused", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "bring_customers", true) }},
	{"tutorial-value", func(a *App, dst *Offscreen) error { return shotTutorial(a, dst, "stand_value", false) }},
}

func shotBoardEarly(a *App, dst *Offscreen) error {
	t, err := demoTable(a, 11, ana, rui)
	if err != nil {
		return err
	}
	if err := playTo(t, 6); err != nil {
		return err
	}
	b := NewBoard(t)
	a.Reset(b) // alone on the stack: the phone forms apply (the menu under it is not drawn)
	a.StepUntil(dst, 60*frameRate, func() bool { return t.HumanToMove() && !b.anims.busy() })
	return a.Step(dst, 20)
}

// onMidGame puts the mid-game board on screen and lets it settle in.
func onMidGame(a *App, dst *Offscreen) (*Board, error) {
	b, err := boardMidGame(a)
	if err != nil {
		return nil, err
	}
	a.Reset(b)
	return b, a.Step(dst, 20)
}

func shotBoardDrag(a *App, dst *Offscreen) error {
	b, err := onMidGame(a, dst)
	if err != nil {
		return err
	}
	s := b.table.State()
	// Drag the first hand tile towards a space where it may go, and hold it there.
	var buf [game.MaxLegalMoves]game.Move
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind != game.OpenStand {
			continue
		}
		from := b.view.layout.handTile(s.ToMove(), handIndex(s.Player(s.ToMove()).Hand, m.Good))
		to := b.view.layout.space(m.Space)
		sc := a.Script()
		sc.Hold(from.CX(), from.CY(), to.CX(), to.CY(), 12, false)
		return a.Step(dst, 16)
	}
	return nil
}

// shotTooltipCustomer rests the mouse on an available customer tile until its card opens.
func shotTooltipCustomer(a *App, dst *Offscreen) error {
	b, err := onMidGame(a, dst)
	if err != nil {
		return err
	}
	s := b.table.State()
	tiles := s.AvailableCustomers()
	if len(tiles) == 0 {
		return nil
	}
	pick := tiles[0]
	var buf [game.MaxLegalMoves]game.Move
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind == game.BringCustomer { // one the person could bring: its card names the best entrance
			pick = m.Tile
			break
		}
	}
	r, _ := b.view.layout.customerRect(s, pick)
	return hoverFor(a, dst, r)
}

// shotTooltipRestaurant rests the mouse on a restaurant of the market: a face-up one
// if there is one, else a face-down one.
func shotTooltipRestaurant(a *App, dst *Offscreen) error {
	b, err := onMidGame(a, dst)
	if err != nil {
		return err
	}
	s := b.table.State()
	pick := game.Space(-1)
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		if k := s.Space(sp).Kind; k == game.FaceUp || (k == game.FaceDown && pick < 0) {
			pick = sp
		}
	}
	if pick < 0 {
		return nil
	}
	return hoverFor(a, dst, b.view.layout.space(pick))
}

// hoverFor moves the mouse onto r and waits until a tooltip would have opened.
func hoverFor(a *App, dst *Offscreen, r ui.Rect) error {
	a.Script().Move(r.CX(), r.CY(), 6)
	return a.Step(dst, tipDelay+12)
}

func shotComputerMove(a *App, dst *Offscreen) error {
	b, err := onMidGame(a, dst)
	if err != nil {
		return err
	}
	// The person finishes a turn; then a computer's piece is caught mid-flight.
	seat := b.table.State().ToMove()
	var buf [game.MaxLegalMoves]game.Move
	for b.table.State().ToMove() == seat && !b.table.Over() {
		s := b.table.State()
		m := s.LegalMoves(buf[:0])[0]
		for _, mv := range s.LegalMoves(buf[:0]) {
			if mv.Kind == game.BringCustomer {
				m = mv
			}
		}
		b.play(a, m)
	}
	a.StepUntil(dst, 60*frameRate, func() bool { return b.anims.traveling() })
	return a.Step(dst, 18)
}

// shotIncome catches the coins of a customer tile going to the stands that earn.
func shotIncome(a *App, dst *Offscreen) error {
	b, err := onMidGame(a, dst)
	if err != nil {
		return err
	}
	var buf [game.MaxLegalMoves]game.Move
	s := b.table.State()
	best, most := game.Move{}, -1
	for _, m := range s.LegalMoves(buf[:0]) {
		p := s.Preview(m)
		paid := 0
		for _, v := range p.Income {
			paid += v
		}
		if m.Kind == game.BringCustomer && paid > most {
			best, most = m, paid
		}
	}
	if most < 0 {
		return fmt.Errorf("no customer tile can come in") // not translated: screenshot tool
	}
	b.play(a, best)
	return a.Step(dst, 22)
}

// shotLogScrolled has the person scroll the mid-game log back by the wheel: older
// lines, the "newest" button, and the recap since the person's last turn above.
func shotLogScrolled(a *App, dst *Offscreen) error {
	b, err := onMidGame(a, dst)
	if err != nil {
		return err
	}
	area := b.view.layout.logArea
	sc := a.Script()
	sc.Move(area.CX(), area.CY(), 1)
	sc.Wheel(1)
	sc.Wheel(1)
	return a.Step(dst, 10)
}

// shotLogFinalRound is the person's turn in a final round: the log tells who started it
// and how many turns remain.
func shotLogFinalRound(a *App, dst *Offscreen) error {
	for seed := uint64(5); seed < 40; seed++ {
		t, err := demoTable(a, seed, ana, rui, ines, tiago)
		if err != nil {
			return err
		}
		for n := 40; !t.Over(); n++ {
			if err := playTo(t, n); err != nil {
				return err
			}
			if t.State().FinalRound() >= 0 && t.HumanToMove() && !t.Over() {
				b := NewBoard(t)
				a.Reset(b)
				return a.Step(dst, 20)
			}
		}
	}
	return fmt.Errorf("no game gave the person a final turn") // not translated: screenshot tool
}

func shotPassTo(a *App, dst *Offscreen) error {
	bo := table.Seat{Name: "Bo", Kind: table.Human, Color: 1} // not translated: screenshot tool
	t, err := demoTable(a, 3, ana, bo)
	if err != nil {
		return err
	}
	a.Push(NewBoard(t))
	return a.Step(dst, 40)
}

// shotHandOff is the moment after a person's move at a hot-seat table with hidden money:
// the move plays out, nobody's money shows, and the cover for the next person is next.
func shotHandOff(a *App, dst *Offscreen) error {
	b, t, err := hotSeatPastCover(a, dst)
	if err != nil {
		return err
	}
	var buf [game.MaxLegalMoves]game.Move
	b.playNow(a, t.State().LegalMoves(buf[:0])[0])
	return a.Step(dst, 12)
}

// hotSeatPastCover opens a hot-seat table of Ana and Bo with hidden money four moves in,
// and says ready on the cover it shows: the board of the person to move.
func hotSeatPastCover(a *App, dst *Offscreen) (*Board, *table.Table, error) {
	bo := table.Seat{Name: "Bo", Kind: table.Human, Color: 1} // not translated: screenshot tool
	t, err := demoTable(a, 3, ana, bo)
	if err != nil {
		return nil, nil, err
	}
	if err := playTo(t, 4); err != nil {
		return nil, nil, err
	}
	b := NewBoard(t)
	a.Reset(b)
	if err := a.Step(dst, 30); err != nil {
		return nil, nil, err
	}
	p, ok := a.Top().(*PassTo)
	if !ok {
		return nil, nil, fmt.Errorf("no pass screen but %T", a.Top()) // not translated: screenshot tool
	}
	p.ready() // as if they had said ready
	a.Pop()
	return b, t, a.Step(dst, 30)
}

func shotPause(a *App, dst *Offscreen) error {
	b, err := onMidGame(a, dst)
	if err != nil {
		return err
	}
	a.Push(NewPause(b))
	return a.Step(dst, 30)
}

// shotCoinEnds is a board where the coin would end the game: its button warns.
func shotCoinEnds(a *App, dst *Offscreen) error {
	bo := rui
	bo.Kind = table.Human
	t, err := table.New(table.Config{Seats: []table.Seat{ana, bo}, First: 0, Seed: 3})
	if err != nil {
		return err
	}
	t.SetStore(a.Store)
	for !t.State().Ends(game.CoinMove()) {
		if _, err := t.Play(game.CoinMove()); err != nil {
			return err
		}
	}
	a.Push(NewBoard(t))
	return a.Step(dst, 40)
}

// shotPauseConcede is the pause menu after one tap on Concede: it asks to be sure.
func shotPauseConcede(a *App, dst *Offscreen) error {
	if err := shotPause(a, dst); err != nil {
		return err
	}
	p := a.Top().(*Pause)
	for _, it := range p.items {
		if it.id == "pause.concede" {
			it.do(a)
		}
	}
	return a.Step(dst, 30)
}

// finishedTable is a whole three-player game, long enough to be worth a chart: the
// first seed whose game runs past 60 decisions.
func shotScoring(a *App, dst *Offscreen) error {
	t, err := finishedTable(a)
	if err != nil {
		return err
	}
	a.Push(NewScoring(t))
	return a.Step(dst, 30)
}

// shotScoringOf is the scoring screen of a whole game between Ana (played by the
// medium computer) and the others, dealt from seed.
func shotScoringOf(a *App, dst *Offscreen, seed uint64, others ...table.Seat) error {
	an := ana
	an.Kind, an.Level = table.Computer, "medium"
	t, err := demoTable(a, seed, append([]table.Seat{an}, others...)...)
	if err != nil {
		return err
	}
	if err := playTo(t, 1<<30); err != nil {
		return err
	}
	a.Push(NewScoring(t))
	return a.Step(dst, 30)
}

func shotReplay(a *App, dst *Offscreen) error {
	t, err := finishedTable(a)
	if err != nil {
		return err
	}
	r, err := NewReplay(t.Record(), t.Seats())
	if err != nil {
		return err
	}
	r.step = len(r.states) / 2
	a.Reset(r)
	return a.Step(dst, 30)
}

// Screenshots renders every screen at w x h into dir/NAME.png.
// language, when set, is the language of every screen; touch draws them for fingers, as
// a tablet's browser does (ui.ScreenFor).
func Screenshots(dir string, w, h int, language string, touch bool, log func(string)) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	ebiten.SetWindowTitle("Mercado screenshots") // not translated: screenshot tool
	return RunLoop(func(l *Loop) error {
		dst, err := NewOffscreen(l, w, h)
		if err != nil {
			return err
		}
		defer dst.Close()
		only := os.Getenv("MERCADO_SHOTS") // a comma-separated subset, while working on a screen
		for _, sh := range shots {
			if only != "" && !strings.Contains(","+only+",", ","+sh.name+",") {
				continue
			}
			a := NewGameApp(table.NewMemStore(), "")
			a.Settings.AnimSpeed = AnimNormal
			a.Touchscreen = touch
			if language != "" {
				a.Settings.Language = language
				lang.Set(language)
			}
			a.Script()
			err := a.Step(dst, 1)
			if err == nil {
				err = sh.prepare(a, dst)
			}
			var img *image.RGBA
			if err == nil {
				img, err = dst.Pixels()
			}
			closeAll(a)
			if err != nil {
				return fmt.Errorf("%s: %w", sh.name, err)
			}
			if err := writePNG(img, filepath.Join(dir, sh.name+".png")); err != nil {
				return err
			}
			log(sh.name + ".png")
		}
		return nil
	})
}

func writePNG(img *image.RGBA, path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// AddShot adds a screen to `mercado screenshots` (scenes/online adds its own).
func AddShot(name string, prepare func(a *App, dst *Offscreen) error) {
	shots = append(shots, shot{name, prepare})
}
