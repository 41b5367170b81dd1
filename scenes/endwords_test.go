package scenes

import (
	"testing"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui/lang"
)

// TestStandingsSayWhatFilledUp: a final round started by a customer tile that left few
// entrances empty is told as such on the standings, one started by a stand or a
// restaurant as the market filling up; and on the last turn of the final round, where
// every move ends the game, the coin is not singled out.
func TestStandingsSayWhatFilledUp(t *testing.T) {
	lang.Set("en")
	seen := map[bool]bool{} // by a customer tile
	for seed := uint64(1); seed <= 60 && len(seen) < 2; seed++ {
		tab, err := table.New(table.Config{Seats: []table.Seat{
			{Name: "Ana", Kind: table.Human, Color: 0}, {Name: "Bo", Kind: table.Human, Color: 1},
		}, First: 0, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRNG(seed)
		lastTurns := 0
		for !tab.Over() {
			s := tab.State()
			var buf [game.MaxLegalMoves]game.Move
			moves := s.LegalMoves(buf[:0])
			coin := s.Check(game.CoinMove()) == nil
			if !lastTurn(s) && coin && s.Ends(game.CoinMove()) && coinLabel(s, true) != lang.T("game.button.coin_ends") {
				t.Fatalf("seed %d: a coin that ends the game is not marked", seed)
			}
			if lastTurn(s) {
				lastTurns++
				if coin && coinLabel(s, true) != lang.T("game.button.coin") {
					t.Fatalf("seed %d: on the last turn the coin button says %q", seed, coinLabel(s, true))
				}
				for _, m := range moves {
					c := *s
					c.Apply(m)
					if !c.Over() && c.ToMove() != s.ToMove() {
						t.Fatalf("seed %d: on the last turn %v passes the turn on", seed, m)
					}
				}
			}
			m := busyMove(s)
			if rng.Intn(3) == 0 { // now and then another move, so that games differ
				m = moves[rng.Intn(len(moves))]
			}
			if _, err := tab.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		tab.Close()
		if tab.State().EndReason() != game.EndMarketFull {
			continue
		}
		if lastTurns == 0 {
			t.Fatalf("seed %d: the final round had no last turn", seed)
		}
		trigger := finalTrigger(tab.Log())
		want := lang.T("scoring.end.market")
		if trigger == game.BringCustomer {
			want = lang.T("scoring.end.entrances")
		}
		if got := (&Scoring{table: tab}).howItEnded(); got != want {
			t.Fatalf("seed %d: the final round began with %v, and the standings say %q", seed, trigger, got)
		}
		seen[trigger == game.BringCustomer] = true
	}
	if len(seen) < 2 {
		t.Fatalf("the games ended only one way: %v", seen)
	}
}
