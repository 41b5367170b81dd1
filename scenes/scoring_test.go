package scenes

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/table"
)

// figure reads a figure of the breakdown back: "+12", "−3", "0".
func figure(text string) (int, error) {
	return strconv.Atoi(strings.Replace(strings.TrimPrefix(text, "+"), "−", "-", 1))
}

// After a whole game the scoring screen shows every seat's coins by source, and what it
// shows adds up to the seat's score; Play again deals a new game for the same seats,
// names, levels, colours and money rule.
func TestScoringBreakdownAddsUpAndPlayAgainKeepsTheSeats(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		a.Settings.AnimSpeed = AnimInstant
		tb, err := table.New(table.Config{Seats: []table.Seat{
			{Name: "Ana", Kind: table.Human, Color: 2},
			{Name: "Rui", Kind: table.Computer, Level: "medium", Color: 3},
			{Name: "Inês", Kind: table.Computer, Level: "easy", Color: 0},
		}, First: 1, Seed: 31, MoneyHidden: true, HardBudgetMS: 200})
		if err != nil {
			return err
		}
		if err := playTo(tb, 1<<30); err != nil {
			return err
		}
		st := tb.State()
		if !st.Over() {
			return fmt.Errorf("the game did not end")
		}
		s := NewScoring(tb)
		a.Push(s)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if len(s.bd.seats) != 3 || len(s.bd.cells) != 3 {
			return fmt.Errorf("the breakdown has %d seats (%d drawn), want 3", len(s.bd.seats), len(s.bd.cells))
		}
		for seat, b := range s.bd.seats {
			shown := 0
			for src, text := range s.bd.cells[seat] {
				n, err := figure(text)
				if err != nil || n != b.Coins[src] {
					return fmt.Errorf("seat %d, %v: shown %q for %d", seat, game.Source(src), text, b.Coins[src])
				}
				shown += n
			}
			total, err := figure(s.bd.totals[seat])
			if err != nil || shown != total || total != st.Score(seat) {
				return fmt.Errorf("seat %d: the figures shown add up to %d, the total shown is %q, the score %d", seat, shown, s.bd.totals[seat], st.Score(seat))
			}
			if s.bd.best[seat] == "" {
				return fmt.Errorf("seat %d: no best move shown", seat)
			}
		}
		if got := slices.Sorted(slices.Values(s.order)); !slices.Equal(got, []int{0, 1, 2}) {
			return fmt.Errorf("the standings list seats %v", s.order)
		}

		before := tb.Seats()
		click(sc, s.again.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		b, ok := a.Top().(*Board)
		if !ok {
			return fmt.Errorf("Play again opened %T", a.Top())
		}
		nt := b.table
		if nt.Over() || nt.Record().Seed == tb.Record().Seed || !nt.State().MoneyHidden() {
			return fmt.Errorf("Play again: over %v, seed %d (was %d), hidden money %v", nt.Over(), nt.Record().Seed, tb.Record().Seed, nt.State().MoneyHidden())
		}
		// The same seats in the same order round the table; who starts may change.
		after := nt.Seats()
		for shift := range after {
			if slices.Equal(slices.Concat(after[shift:], after[:shift]), before) {
				closeAll(a)
				return nil
			}
		}
		return fmt.Errorf("Play again seats %+v, the game had %+v", after, before)
	})
}
