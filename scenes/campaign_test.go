package scenes

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/campaign"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// fixedSeed deals every challenge of a test from the same seed.
func fixedSeed(t *testing.T, seed uint64) {
	old := newSeed
	newSeed = func() uint64 { return seed }
	t.Cleanup(func() { newSeed = old })
}

// openSheet puts the campaign sheet on screen from the menu, as a person would.
func openSheet(a *App, dst *Offscreen, sc *ui.Script) (*Campaign, error) {
	if err := settle(a, dst, sc); err != nil {
		return nil, err
	}
	m, ok := a.Top().(*Menu)
	if !ok {
		return nil, fmt.Errorf("the menu is not on top but %T", a.Top())
	}
	for _, it := range m.items {
		if it.btn.Label == "Solo campaign" {
			click(sc, it.btn.Rect)
		}
	}
	if err := settle(a, dst, sc); err != nil {
		return nil, err
	}
	cs, ok := a.Top().(*Campaign)
	if !ok {
		return nil, fmt.Errorf("the campaign sheet did not open (top %T)", a.Top())
	}
	return cs, nil
}

// startFromSheet chooses challenge n on the sheet and presses a button (the Specialist
// names meat), then waits for the board.
func startFromSheet(a *App, dst *Offscreen, sc *ui.Script, cs *Campaign, n int, press func(*Campaign) ui.Rect) (*Board, error) {
	click(sc, cs.rows[n-1])
	if err := settle(a, dst, sc); err != nil {
		return nil, err
	}
	if cs.chosen != n {
		return nil, fmt.Errorf("clicking row %d chose challenge %d", n, cs.chosen)
	}
	click(sc, press(cs))
	if err := settle(a, dst, sc); err != nil {
		return nil, err
	}
	if sp, ok := a.Top().(*Specialty); ok {
		click(sc, sp.goods[game.Meat].Rect)
		if err := settle(a, dst, sc); err != nil {
			return nil, err
		}
	}
	b, ok := a.Top().(*Board)
	if !ok {
		return nil, fmt.Errorf("challenge %d did not reach the board (top %T)", n, a.Top())
	}
	return b, nil
}

// openChallenge is openSheet then startFromSheet.
func openChallenge(a *App, dst *Offscreen, sc *ui.Script, n int, press func(*Campaign) ui.Rect) (*Board, error) {
	cs, err := openSheet(a, dst, sc)
	if err != nil {
		return nil, err
	}
	return startFromSheet(a, dst, sc, cs, n, press)
}

func playButton(cs *Campaign) ui.Rect     { return cs.play.Rect }
func practiceButton(cs *Campaign) ui.Rect { return cs.practice.Rect }
func watchButton(cs *Campaign) ui.Rect    { return cs.watch.Rect }

// checkSetup compares a freshly dealt challenge with its card in engine-rules.md 6.
func checkSetup(s *game.State, n int) error {
	ch := game.Challenges[n]
	if s.Challenge().Number != n || !s.Solo() {
		return fmt.Errorf("dealt challenge %d with %d players", s.Challenge().Number, s.NumPlayers())
	}
	if got := s.Player(0).Money; got != ch.StartMoney {
		return fmt.Errorf("started with %d coins, want %d", got, ch.StartMoney)
	}
	var tiles [game.MaxCustomers]int
	for size := 1; size <= game.MaxCustomers; size++ {
		tiles[size-1] = s.StackLen(size)
	}
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		if t := s.Entrance(e); t != game.NoCustomer {
			tiles[t.Customers()-1]++
		}
	}
	if tiles != ch.TilesPerSize {
		return fmt.Errorf("customer tiles per size %v, want %v", tiles, ch.TilesPerSize)
	}
	var buf [game.MaxLegalMoves]game.Move
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind == game.Coin {
			return errors.New("Take 1 Coin is offered in solo")
		}
	}
	switch {
	case ch.Crowded && s.FreeEntrances() != 0:
		return fmt.Errorf("%d entrances are empty in The Crowded Mercado", s.FreeEntrances())
	case ch.PubCrawl && s.Player(0).Supply[game.Pub] != 1:
		return errors.New("the spare pub is not in the supply")
	case ch.OnlySpecialtyEarns && s.Specialty() != game.Meat:
		return fmt.Errorf("the specialty is %v, meat was chosen", s.Specialty())
	case ch.Marquis:
		for e := game.Entrance(0); e < game.BoardSize; e++ { // the top side
			t := s.Entrance(e)
			if (e%2 == 0) != (t != game.NoCustomer) || t != game.NoCustomer && t.Customers() != 1 {
				return fmt.Errorf("top entrance %v holds %v", e, t)
			}
		}
	}
	return nil
}

// forbidden finds a move the challenge's own rule refuses, to be dropped on screen; for
// challenges whose rule is in the tile set it is a customer tile no line can take yet.
func forbidden(s *game.State) (game.Move, bool) {
	hand := s.Player(0).Hand
	for g := game.Good(0); g < game.NumGoods; g++ {
		if hand[g] == 0 {
			continue
		}
		for sp := game.Space(0); sp < game.NumSpaces; sp++ {
			if !s.Space(sp).Available() {
				continue
			}
			if _, why := s.StandGoods(sp); why != "" {
				return game.StandMove(g, sp), true
			}
		}
	}
	for _, t := range s.AvailableCustomers() {
		for e := game.Entrance(0); e < game.NumEntrances; e++ {
			if s.Entrance(e) == game.NoCustomer && s.Check(game.CustomerMove(t, e)) != nil {
				return game.CustomerMove(t, e), true
			}
		}
	}
	return game.Move{}, false
}

// dropOnScreen drags m's piece to its place and returns the board's message.
func dropOnScreen(a *App, dst *Offscreen, sc *ui.Script, b *Board, m game.Move) (string, error) {
	s := b.table.State()
	l := &b.view.layout
	var from, to ui.Rect
	switch m.Kind {
	case game.OpenStand:
		from, to = l.handTile(0, handIndex(s.Player(0).Hand, m.Good)), l.space(m.Space)
	case game.BringCustomer:
		from, _ = l.customerRect(s, m.Tile)
		to = l.entrance(m.Entrance)
	default:
		return "", fmt.Errorf("cannot drop %v", m)
	}
	sc.Drag(from.CX(), from.CY(), to.CX(), to.CY(), 6, false)
	return b.toast, settle(a, dst, sc)
}

// Every challenge starts from the sheet with its own setup, and a drop its rule forbids
// is refused on screen with the engine's reason (worded by refusalText). Catering to Couples is played forward
// until a row or column is full.
func TestEachChallengeStartsWithItsSetupAndRule(t *testing.T) {
	fixedSeed(t, 5)
	for n := 1; n <= game.NumChallenges; n++ {
		t.Run(game.Challenges[n].Name, func(t *testing.T) {
			onGame(t, 960, 540, func(dst *Offscreen) error {
				a, sc := testApp(nil)
				defer closeAll(a)
				b, err := openChallenge(a, dst, sc, n, practiceButton)
				if err != nil {
					return err
				}
				s := b.table.State()
				if err := checkSetup(s, n); err != nil {
					return err
				}
				if n == 7 {
					for e := game.Entrance(0); e < game.NumEntrances; e++ {
						if !s.CustomerAsleep(e) {
							return fmt.Errorf("%v is awake at the start", e)
						}
					}
				}
				if n == 3 {
					if err := playUntilLineFull(b.Table()); err != nil {
						return err
					}
					if err := settle(a, dst, sc); err != nil {
						return err
					}
				}
				m, ok := forbidden(b.table.State())
				if !ok {
					if n == 7 { // every entrance is full and no stand is refused: nothing to drop
						return nil
					}
					return errors.New("no forbidden move to try")
				}
				hash := b.table.State().Hash()
				want := b.table.State().Check(m)
				if want == nil {
					return fmt.Errorf("%v is legal", m)
				}
				got, err := dropOnScreen(a, dst, sc, b, m)
				if err != nil {
					return err
				}
				if b.table.State().Hash() != hash {
					return fmt.Errorf("the forbidden %v changed the game", m)
				}
				if wantText := refusalText(want, b.table.State()); got != wantText {
					return fmt.Errorf("dropping %v said %q, the engine's reason worded is %q", m, got, wantText)
				}
				if n == 3 || n == 8 || n == 9 {
					if !strings.Contains(got, game.Challenges[n].Name) {
						return fmt.Errorf("the refusal %q does not name the challenge's rule", got)
					}
				}
				return nil
			})
		})
	}
}

// playUntilLineFull plays Catering to Couples (stands first) until a row or column
// holds its two stands while a stand tile is in hand.
func playUntilLineFull(t *table.Table) error {
	var buf [game.MaxLegalMoves]game.Move
	for i := 0; i < 60 && !t.Over(); i++ {
		s := t.State()
		if m, ok := forbidden(s); ok && m.Kind == game.OpenStand && !s.AwaitingTake() {
			if _, why := s.StandGoods(m.Space); strings.Contains(why, "at most") {
				return nil
			}
		}
		moves := s.LegalMoves(buf[:0])
		pick := moves[0]
		for _, m := range moves {
			if m.Kind == game.OpenStand && m.Space.Row() == 0 || m.Kind == game.Take {
				pick = m
				break
			}
		}
		if _, err := t.Play(pick); err != nil {
			return err
		}
	}
	return errors.New("no row or column filled up")
}

// A run's challenge played to its end is written on the sheet with the engine's fame,
// the result screen shows it, the save of the game in progress is gone, and the sheet
// read back from the store says the same.
func TestRunChallengeToResultAndSheet(t *testing.T) {
	fixedSeed(t, 12)
	onGame(t, 960, 540, func(dst *Offscreen) error {
		store := table.NewMemStore()
		a, sc := testApp(store)
		defer closeAll(a)
		b, err := openChallenge(a, dst, sc, 4, playButton)
		if err != nil {
			return err
		}
		if b.sess() == nil || b.sess().mode != campaign.InRun || b.sess().run != 1 {
			return fmt.Errorf("the board's session is %+v, want run 1", b.sess())
		}
		if _, err := store.Read(campaign.ChallengeSave); err != nil {
			return fmt.Errorf("the challenge in progress is not saved: %v", err)
		}
		for !b.table.Over() {
			if _, err := b.table.Play(greedy(b.table.State())); err != nil {
				return err
			}
		}
		st := b.table.State()
		wantFame, _ := st.Fame()
		if err := until(a, dst, "the result screen", func() bool { _, ok := a.Top().(*ChallengeResult); return ok }); err != nil {
			return err
		}
		run := a.sheet().Run(1)
		res := run.Result(4)
		if res == nil || res.Score != st.Score(0) || res.Fame != wantFame || res.Hints || res.GaveUp {
			return fmt.Errorf("the sheet holds %+v for a score of %d and %d fame", res, st.Score(0), wantFame)
		}
		if a.sheet().Current != nil {
			return errors.New("the finished challenge is still in progress")
		}
		if _, err := store.Read(campaign.ChallengeSave); err == nil {
			return errors.New("the finished challenge's save is still there")
		}
		back, problems := campaign.Load(store)
		if len(problems) > 0 || back.Run(1) == nil || back.Run(1).Result(4) == nil || back.Run(1).Result(4).Fame != wantFame {
			return fmt.Errorf("the stored sheet does not hold the result (problems %v)", problems)
		}
		// Back on the sheet the challenge cannot be played again in this run.
		r := a.Top().(*ChallengeResult)
		click(sc, r.sheet.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		cs, ok := a.Top().(*Campaign)
		if !ok {
			return fmt.Errorf("back to the sheet led to %T", a.Top())
		}
		cs.chosen = 4
		if err := a.Step(dst, 2); err != nil {
			return err
		}
		if !cs.play.Disabled {
			return errors.New("a played challenge can be played again in the same run")
		}
		// The sheet keeps the game: it can be watched again from there.
		if cs.againRec == nil {
			return errors.New("the sheet offers no replay of the finished challenge")
		}
		click(sc, cs.again.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if _, ok := a.Top().(*Replay); !ok {
			return fmt.Errorf("watching the game again led to %T", a.Top())
		}
		return nil
	})
}

// A run challenge left in the middle (the program killed) resumes exactly: same
// position, same run, and the hint it used stays marked.
func TestChallengeResumesAfterARestart(t *testing.T) {
	fixedSeed(t, 31)
	onGame(t, 960, 540, func(dst *Offscreen) error {
		store := table.NewMemStore()
		a, sc := testApp(store)
		a.sheet().HintsInRuns = true
		b, err := openChallenge(a, dst, sc, 9, playButton)
		if err != nil {
			return err
		}
		for i := 0; i < 4; i++ {
			if err := playByHand(a, dst, sc, b, greedy(b.table.State())); err != nil {
				return err
			}
		}
		click(sc, b.hintBtn.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if !b.sess().helped {
			return errors.New("the hint was not noted")
		}
		hash := b.table.State().Hash()
		closeAll(a) // no "save and quit": as if the program had been killed

		a2, sc2 := testApp(store)
		defer closeAll(a2)
		cs2, err := openSheet(a2, dst, sc2)
		if err != nil {
			return err
		}
		if !strings.HasPrefix(cs2.play.Label, "Resume challenge 9") {
			return fmt.Errorf("the sheet offers %q", cs2.play.Label)
		}
		click(sc2, cs2.play.Rect)
		if err := settle(a2, dst, sc2); err != nil {
			return err
		}
		b2, ok := a2.Top().(*Board)
		if !ok {
			return fmt.Errorf("resume led to %T", a2.Top())
		}
		if b2.table.State().Hash() != hash {
			return errors.New("the resumed challenge is not the position left")
		}
		if b2.sess().mode != campaign.InRun || b2.sess().run != 1 || !b2.sess().helped {
			return fmt.Errorf("the resumed session is %+v", b2.sess())
		}
		return nil
	})
}

// In a run with hints off, the hint key and undo are refused with the reason and
// nothing is marked.
func TestHintsOffInARun(t *testing.T) {
	fixedSeed(t, 8)
	onGame(t, 960, 540, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		defer closeAll(a)
		b, err := openChallenge(a, dst, sc, 2, playButton)
		if err != nil {
			return err
		}
		if err := playByHand(a, dst, sc, b, greedy(b.table.State())); err != nil {
			return err
		}
		if !b.hintBtn.Disabled || !b.undo.Disabled {
			return errors.New("hint or undo is offered in a run with them off")
		}
		sc.Key(ebiten.KeyH)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if b.hintOn || b.sess().helped || a.sheet().Current.Hints || b.toast != lang.T(txtHelpsOff) {
			return fmt.Errorf("H in a run: hint %v, marked %v, toast %q", b.hintOn, b.sess().helped, b.toast)
		}
		return nil
	})
}

// Watching the computer plays a challenge to its result and writes nothing down.
func TestWatchTheComputer(t *testing.T) {
	fixedSeed(t, 3)
	onGame(t, 960, 540, func(dst *Offscreen) error {
		store := table.NewMemStore()
		a, sc := testApp(store)
		defer closeAll(a)
		a.Settings.HardBudgetMS = 30
		a.Settings.AnimSpeed = AnimInstant
		b, err := openChallenge(a, dst, sc, 3, watchButton)
		if err != nil {
			return err
		}
		if b.Table().Seat(0).Kind != table.Computer {
			return errors.New("the watched seat is not the computer")
		}
		if !a.StepUntil(dst, 180*frameRate, func() bool { _, ok := a.Top().(*ChallengeResult); return ok }) {
			return fmt.Errorf("the computer's game did not end (%d decisions)", len(b.table.Log()))
		}
		if len(b.table.Log()) < 10 {
			return fmt.Errorf("the computer made only %d decisions", len(b.table.Log()))
		}
		if a.sheet().Current != nil || len(a.sheet().Runs) != 0 {
			return errors.New("watching wrote on the sheet")
		}
		if _, err := store.Read(campaign.ChallengeSave); err == nil {
			return errors.New("watching saved a game")
		}
		return nil
	})
}

// Watching The Specialist: the computer names its good with the campaign's planner,
// which a watcher sees before the board, and plays with it.
func TestWatchNamesTheSpecialistsGood(t *testing.T) {
	fixedSeed(t, 5)
	onGame(t, 960, 540, func(dst *Offscreen) error {
		a, sc := testApp(table.NewMemStore())
		defer closeAll(a)
		a.Settings.HardBudgetMS = 30
		cs, err := openSheet(a, dst, sc)
		if err != nil {
			return err
		}
		click(sc, cs.rows[0])
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, watchButton(cs))
		if err := a.StepSketched(dst, 3); err != nil {
			return err
		}
		sp, ok := a.Top().(*Specialty)
		if !ok || !sp.watching() {
			return fmt.Errorf("watching The Specialist opened %T, not the computer naming its good", a.Top())
		}
		sp.awaitNamed()
		want := ai.ChooseSpecialty(ai.CampaignLevel, sp.seed, challengeConfig(1, sp.seed))
		if sp.suggested != want {
			return fmt.Errorf("the computer named %v, its planner %v", sp.suggested, want)
		}
		click(sc, sp.goods[(want+1)%game.NumGoods].Rect) // a watcher's click chooses nothing
		if err := a.StepSketched(dst, watchShowFrames/2); err != nil {
			return err
		}
		if a.Top() != Scene(sp) {
			return fmt.Errorf("the computer's good was shown only %d frames (top %T)", watchShowFrames/2, a.Top())
		}
		if err := until(a, dst, "the board", func() bool { _, ok := a.Top().(*Board); return ok }); err != nil {
			return err
		}
		b := a.Top().(*Board)
		if got := b.table.State().Specialty(); got != want {
			return fmt.Errorf("the board's good is %v, the computer named %v", got, want)
		}
		if seat := b.Table().Seat(0); seat.Kind != table.Computer || seat.Level != ai.CampaignLevel {
			return fmt.Errorf("the watched seat is %v %q, not the campaign's planner", seat.Kind, seat.Level)
		}
		return nil
	})
}

// A campaign file that is not a campaign file is named on the sheet and kept aside
// byte for byte; the ordinary game's save is untouched and a new run can start.
func TestCorruptCampaignFileIsReported(t *testing.T) {
	onGame(t, 960, 540, func(dst *Offscreen) error {
		store := table.NewMemStore()
		garbage := []byte(`{"version": 1, "runs": [ {"id": 1, "started": "2026-`)
		if err := store.Write(campaign.FileName, garbage); err != nil {
			return err
		}
		saved := []byte("an ordinary game's save")
		if err := store.Write(table.SaveName, saved); err != nil {
			return err
		}
		a, sc := testApp(store)
		defer closeAll(a)
		cs, err := openSheet(a, dst, sc)
		if err != nil {
			return err
		}
		if len(a.sheetProblems) == 0 {
			return errors.New("the corrupt file was not reported")
		}
		problem := problemText(a.sheetProblems[0])
		i := strings.Index(problem, "campaign-damaged-")
		j := strings.Index(problem[max(0, i):], ".json")
		if i < 0 || j < 0 {
			return fmt.Errorf("the report does not name where the file was kept: %q", problem)
		}
		kept, err := store.Read(problem[i : i+j+len(".json")])
		if err != nil || string(kept) != string(garbage) {
			return fmt.Errorf("the damaged file was not kept as it was (%v)", err)
		}
		click(sc, cs.newRun.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if len(a.sheet().Runs) != 1 {
			return errors.New("no new run after a corrupt file")
		}
		if got, _ := store.Read(table.SaveName); string(got) != string(saved) {
			return errors.New("the ordinary game's save changed")
		}
		return nil
	})
}

// Fame and titles on the sheet: a run of 18 fame with two Best Moves totals 20, one
// bonus, and is a Market Tycoon.
func TestSheetTotalsAndBestMoveOnce(t *testing.T) {
	onGame(t, 960, 540, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		defer closeAll(a)
		sh := a.sheet()
		run := sh.StartRun(time.Now().UTC())
		fame := [9]int{3, 2, 3, 2, 1, 2, 2, 1, 2} // 18
		for k, f := range fame {
			n := k + 1
			res := campaign.Result{Challenge: n, Score: game.Challenges[n].Fame[max(0, f-1)], Fame: f, BestMove: n == 3 || n == 7, Finished: run.Started.Add(time.Duration(n) * time.Minute)}
			if err := sh.Finish(run.ID, res); err != nil {
				return err
			}
		}
		cs, err := openSheet(a, dst, sc)
		if err != nil {
			return err
		}
		shown := cs.runAt[0]
		if shown == nil || shown.ID != run.ID || shown.Total() != 20 || shown.BestMoveChallenge() != 3 {
			return fmt.Errorf("the sheet's first column: %+v", shown)
		}
		if line := titleLine(shown); !strings.Contains(line, "20 fame: Market Tycoon!") || !strings.Contains(line, "8 more for You are (perhaps) the best in the world!") {
			return fmt.Errorf("title line %q", line)
		}
		return nil
	})
}
