package table

import (
	"fmt"
	"testing"

	"mercado/game"
)

// standFirst prefers opening stands, so that players run out of wooden stands and meet
// the hand limit; otherwise any legal move but a coin, varied by rng.
func standFirst(s *game.State, rng *game.RNG) game.Move {
	var stands, others []game.Move
	for _, m := range s.LegalMoves(nil) {
		switch m.Kind {
		case game.OpenStand:
			stands = append(stands, m)
		case game.Coin:
		default:
			others = append(others, m)
		}
	}
	switch {
	case len(stands) > 0 && rng.Intn(4) > 0:
		return stands[rng.Intn(len(stands))]
	case len(others) > 0:
		return others[rng.Intn(len(others))]
	case len(stands) > 0:
		return stands[0]
	}
	return game.CoinMove()
}

// Every event's Aftermath agrees with what happened next in the log: the final round
// announces the turns that really followed, a stand without a take is followed by no
// take and says why, only the last decision ends the game.
func TestAftermathTellsWhatFollowed(t *testing.T) {
	var limits, empties, finals int
	for players := 1; players <= 4; players++ {
		for seed := uint64(1); seed <= 6; seed++ {
			name := fmt.Sprintf("%d players, seed %d", players, seed)
			var seats []Seat
			for i := range players {
				seats = append(seats, Seat{Name: fmt.Sprintf("P%d", i+1), Kind: Human, Color: i})
			}
			tab := mustNew(t, Config{Seats: seats, Seed: seed})
			rng := game.NewRNG(seed)
			for !tab.Over() {
				if _, err := tab.Play(standFirst(tab.State(), &rng)); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
			}
			log := tab.Log()
			for i, ev := range log {
				a, last := ev.After, i == len(log)-1
				if a.Ends != last {
					t.Errorf("%s, event %d: Ends %v, last %v", name, i, a.Ends, last)
				}
				if last && a.End != tab.State().EndReason() {
					t.Errorf("%s: end reason %v, the state says %v", name, a.End, tab.State().EndReason())
				}
				if a.FinalRound {
					finals++
					turns := 0
					for _, later := range log[i+1:] {
						if later.EndsTurn {
							turns++
						}
					}
					if turns != a.TurnsLeft || a.TurnsLeft != players-1 && tab.State().EndReason() == game.EndMarketFull {
						t.Errorf("%s, event %d: %d turns left announced, %d played (%d players)", name, i, a.TurnsLeft, turns, players)
					}
					if a.FreeSpaces > game.EndSpaces && a.FreeEntrances > game.EndEntrances {
						t.Errorf("%s, event %d: final round with %d spaces and %d entrances free", name, i, a.FreeSpaces, a.FreeEntrances)
					}
				}
				if ev.Move.Kind != game.OpenStand {
					if a.NoTake != Took {
						t.Errorf("%s, event %d: %v has a no-take reason", name, i, ev.Move)
					}
					continue
				}
				takes := !last && log[i+1].Move.Kind == game.Take || !last && log[i+1].Move.Kind == game.Redraw && !ev.EndsTurn
				if takes == (a.NoTake != Took) {
					t.Errorf("%s, event %d: a take follows: %v, no-take reason %d", name, i, takes, a.NoTake)
				}
				switch a.NoTake {
				case HandAtLimit:
					limits++
					if a.StandsOff > 2 {
						t.Errorf("%s, event %d: at the hand limit with %d stands off the market", name, i, a.StandsOff)
					}
				case DisplayEmpty:
					empties++
				}
			}
		}
	}
	if limits == 0 || finals == 0 {
		t.Errorf("the games never met the hand limit (%d) or a final round (%d): the test checks nothing", limits, finals)
	}
	t.Logf("%d hand limits, %d empty displays, %d final rounds", limits, empties, finals)
}
