package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/table"
)

// A game played to the end on the board stays: game.json is gone, the menu's finished
// games list it, and from there it replays, is reviewed and is exported; the standings
// export it too, and say where.
func TestFinishedGamesFromTheMenu(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		store := table.NewMemStore()
		a, sc := testApp(store)
		a.Settings.AnimSpeed = AnimInstant
		defer closeAll(a)
		tb, err := table.New(table.Config{Seats: logSeats, Seed: 9})
		if err != nil {
			return err
		}
		tb.SetStore(store)
		rng := game.NewRNG(9)
		for !tb.Over() {
			if _, err := tb.Play(standFirstMove(tb.State(), &rng)); err != nil {
				return err
			}
		}
		if _, err := store.Read(table.SaveName); err == nil {
			return fmt.Errorf("game.json is still there")
		}
		s := NewScoring(tb)
		a.Push(s)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, s.export.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if !strings.Contains(s.exportNote.msg, "mercado-") || s.exportNote.frames <= 0 {
			return fmt.Errorf("the standings' export said %q", s.exportNote.msg)
		}
		a.Reset(NewMenu())
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		m := a.Top().(*Menu)
		i := slices.IndexFunc(m.items, func(it menuItem) bool { return it.id == "menu.finished" })
		if i < 0 {
			return fmt.Errorf("the menu has no finished games")
		}
		click(sc, m.items[i].btn.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		f, ok := a.Top().(*FinishedList)
		if !ok || len(f.games) != 1 || f.problem != "" {
			return fmt.Errorf("the finished games: %T %+v %q", a.Top(), f, f.problem)
		}
		click(sc, f.rows[0].replay.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		r, ok := a.Top().(*Replay)
		if !ok || len(r.rec.Moves) != len(tb.Record().Moves) {
			return fmt.Errorf("Replay opened %T", a.Top())
		}
		click(sc, r.back.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, f.rows[0].export.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if !strings.Contains(f.exportNote.msg, "mercado-2") {
			return fmt.Errorf("the export said %q", f.exportNote.msg)
		}
		click(sc, f.rows[0].review.Rect)
		if _, err := reviewReady(a, dst); err != nil {
			return err
		}
		return nil
	})
}
