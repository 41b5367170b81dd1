package scenes

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"mercado/game/campaign"
	"mercado/game/stats"
	"mercado/game/table"
)

// A game that ends on the board shows up on the statistics screen, reached from the
// menu, under its level and player count, won or lost as the engine says; the same
// game opened again and ended again is not counted twice.
func TestFinishedGameShowsInStatistics(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		a.Settings.AnimSpeed = AnimInstant
		defer closeAll(a)
		tb, err := table.New(table.Config{Seats: []table.Seat{
			{Name: "Ana", Kind: table.Human, Color: 0},
			{Name: "Rui", Kind: table.Computer, Level: "medium", Color: 1},
		}, First: 0, Seed: 17, HardBudgetMS: 200})
		if err != nil {
			return err
		}
		if err := playTo(tb, 1<<30); err != nil {
			return err
		}
		if !tb.Over() {
			return fmt.Errorf("the game did not end")
		}
		for range 2 { // the second time: the same game opened again
			a.Push(NewBoard(tb))
			if err := until(a, dst, "the scoring screen", func() bool { _, ok := a.Top().(*Scoring); return ok && a.pending == nil }); err != nil {
				return err
			}
		}
		a.Reset(NewMenu())
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		m := a.Top().(*Menu)
		i := slices.IndexFunc(m.items, func(it menuItem) bool { return it.id == "menu.stats" })
		if i < 0 {
			return fmt.Errorf("the menu has no statistics")
		}
		click(sc, m.items[i].btn.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		ss, ok := a.Top().(*Stats)
		if !ok || ss.stats == nil {
			return fmt.Errorf("the menu's statistics opened %T", a.Top())
		}
		won := slices.Contains(tb.State().Winners(), 0)
		all, medium, two := ss.stats.All, ss.stats.ByLevel["medium"], ss.stats.ByPlayers[2]
		want := stats.Tally{Played: 1, Scored: 1, Total: tb.State().Score(0), Best: tb.State().Score(0)}
		if won {
			want.Won = 1
		} else {
			want.Lost = 1
		}
		if all != want || medium != want || two != want || ss.problemText() != "" {
			return fmt.Errorf("statistics %+v (medium %+v, 2 players %+v), want %+v; problem %q", all, medium, two, want, ss.problemText())
		}
		if ss.stats.ByLevel["easy"].Played != 0 || ss.stats.ByPlayers[3].Played != 0 || ss.stats.HotSeat != 0 {
			return fmt.Errorf("counted elsewhere too: %+v", ss.stats)
		}
		click(sc, ss.back.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if _, ok := a.Top().(*Menu); !ok {
			return fmt.Errorf("Back leads to %T", a.Top())
		}
		return nil
	})
}

// Campaign challenges count when they end on the board — in a run or in practice,
// never when watching — each once, and a run counts when its ninth challenge ends.
func TestChallengesAndRunsInStatistics(t *testing.T) {
	a, _ := testApp(nil)
	run := a.sheet().StartRun(time.Now())
	fame := [10]int{}
	for n := 1; n <= 9; n++ {
		tb, err := finishedChallenge(n, uint64(40+n))
		if err != nil {
			t.Fatal(err)
		}
		sess := &session{mode: campaign.InRun, run: run.ID, challenge: n}
		if msg := sess.finish(a, tb); msg != "" {
			t.Fatal(msg)
		}
		fame[n], _ = tb.State().Fame()
		b := NewChallengeBoard(tb, sess)
		b.noteStats(a)
		b.noteStats(a) // the same game again: not counted twice
		if n == 9 {
			watch := NewChallengeBoard(tb, &session{mode: campaign.Watch, challenge: n})
			watch.noteStats(a)
		}
	}
	practice, err := finishedChallenge(4, 99)
	if err != nil {
		t.Fatal(err)
	}
	NewChallengeBoard(practice, &session{mode: campaign.Practice, challenge: 4}).noteStats(a)
	s, p := stats.Load(a.Store)
	if p != nil {
		t.Fatal(p)
	}
	for n := 1; n <= 9; n++ {
		want := 1
		if n == 4 {
			want = 2
		}
		ch := s.Challenges[n-1]
		if ch.Played != want || ch.BestFame < fame[n] {
			t.Errorf("challenge %d: %+v, want %d played and fame %d at least", n, ch, want, fame[n])
		}
	}
	if total := a.sheet().Run(run.ID).Total(); s.Runs != 1 || s.BestRun != total {
		t.Errorf("runs %d, best %d; want 1 and %d", s.Runs, s.BestRun, total)
	}
	if s.All.Played != 0 {
		t.Errorf("challenges counted as games: %+v", s.All)
	}
}
