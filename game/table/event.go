package table

import "mercado/game"

// Event is one decision as it happened, for the log and the animations.
type Event struct {
	Seat        int // engine seat that decided
	Move        game.Move
	Preview     game.Preview         // cost and every seat's income, computed before the move was applied
	MoneyBefore [game.MaxPlayers]int // every seat's money just before; after = before + income (- cost for Seat)
	ByComputer  bool                 // the seat is a computer's
	// RevealedAny tells that a stand or restaurant was placed on a face-down restaurant;
	// Revealed is then the restaurant that went face up into the mover's supply.
	RevealedAny bool
	Revealed    game.Restaurant
	// EndsTurn: this decision finished the seat's turn (an action not followed by a take,
	// or the take), or the game ended with it. In solo play the same seat moves next, so
	// this, not a change of ToMove, is what marks the turns.
	EndsTurn bool
	After    Aftermath // what the decision left behind, for the log's sentences
}

// step checks m and plays it on s, describing it as an Event. On error s is unchanged
// and the error is the engine's reason, in a player's words.
func step(s *game.State, m game.Move, byComputer bool) (Event, error) {
	if err := s.Check(m); err != nil {
		return Event{}, err
	}
	ev := Event{Seat: s.ToMove(), Move: m, Preview: s.Preview(m), ByComputer: byComputer}
	for i := range s.NumPlayers() {
		ev.MoneyBefore[i] = s.Player(i).Money
	}
	if m.Kind == game.OpenStand || m.Kind == game.OpenRestaurant {
		if c := s.Space(m.Space); c.Kind == game.FaceDown {
			ev.RevealedAny, ev.Revealed = true, c.Restaurant
		}
	}
	finalBefore := s.FinalRound()
	s.Apply(m)
	ev.After = aftermath(s, ev.Seat, m, finalBefore)
	ev.EndsTurn = s.Over() || m.Kind == game.Take || m.IsAction() && !s.AwaitingTake()
	return ev, nil
}

// Step checks m and plays it on s, describing it as an Event (as a Table does for each
// decision); on error s is unchanged. A seat of an online table uses it on the position
// its view shows.
func Step(s *game.State, m game.Move, byComputer bool) (Event, error) { return step(s, m, byComputer) }

// startsTurn reports whether log[i] is the first decision of a turn.
func startsTurn(log []Event, i int) bool { return i == 0 || log[i-1].EndsTurn }
