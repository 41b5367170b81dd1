package table

import "mercado/game"

// Aftermath is what a decision left behind that the log tells beside the move itself,
// read from the engine's position just after it: the start of the final round, a hand
// left short, the coins in a row, the end of the game. The window words it; the rules
// stay the engine's.
type Aftermath struct {
	// FinalRound: this decision closed the turn that triggered the end (engine-rules.md 5).
	// Trigger is the action that did it (a Take closes its stand's turn: OpenStand);
	// FreeSpaces and FreeEntrances are what the market has left; TurnsLeft counts the
	// turns still to play, in order, after this one (0: the game ends now).
	FinalRound    bool
	Trigger       game.MoveKind
	FreeSpaces    int
	FreeEntrances int
	TurnsLeft     int
	// NoTake says why an OpenStand ended its turn without taking a stand tile from the
	// display; StandsOff is then how many wooden stands the mover has left off the
	// market (the hand limit, engine-rules.md 3.1).
	NoTake    NoTakeReason
	StandsOff int
	// DisplayRedraw: a Redraw replaced the display's tiles, not the hand's.
	DisplayRedraw bool
	// CoinsInARow and CoinsToEnd, after a Coin: the run so far and the run that ends
	// the game (engine-rules.md 3.4).
	CoinsInARow, CoinsToEnd int
	// Ends: the game ended with this decision, for End's reason.
	Ends bool
	End  game.EndReason
}

// NoTakeReason is why a stand's turn ended without a take from the display.
type NoTakeReason uint8

const (
	Took         NoTakeReason = iota // a take follows, or the move was no stand
	HandAtLimit                      // every wooden stand off the market already rides on a hand tile
	DisplayEmpty                     // the display has no tile left to take
)

// aftermath reads the facts of decision m by seat from s just after it was applied;
// finalBefore is s.FinalRound() just before.
func aftermath(s *game.State, seat int, m game.Move, finalBefore int) Aftermath {
	var a Aftermath
	if finalBefore < 0 && s.FinalRound() >= 0 {
		a.FinalRound, a.Trigger = true, m.Kind
		if m.Kind == game.Take {
			a.Trigger = game.OpenStand
		}
		a.FreeSpaces, a.FreeEntrances = s.FreeSpaces(), s.FreeEntrances()
		if !s.Over() {
			n := s.NumPlayers()
			a.TurnsLeft = (s.FinalRound() - s.ToMove() + n) % n
		}
	}
	switch m.Kind {
	case game.OpenStand:
		if !s.AwaitingTake() {
			p := s.Player(seat)
			a.StandsOff = int(p.Stands)
			a.NoTake = DisplayEmpty
			if p.HandSize() >= p.HandLimit() {
				a.NoTake = HandAtLimit
			}
		}
	case game.Redraw:
		a.DisplayRedraw = s.AwaitingTake()
	case game.Coin:
		a.CoinsInARow, a.CoinsToEnd = s.CoinsInARow(), game.CoinsToEnd(s.NumPlayers())
	}
	if s.Over() {
		a.Ends, a.End = true, s.EndReason()
	}
	return a
}
