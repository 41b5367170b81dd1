package game

// endTurn closes the mover's turn: the coin ending, the end trigger, the next seat, the
// final round and, in solo play, the end when nothing is left to do (engine-rules.md 3.4, 5, 6).
func (s *State) endTurn(action MoveKind) {
	s.awaitingTake, s.redrawn = false, false
	n := int(s.numPlayers)
	if action == Coin && int(s.coinsInARow) >= CoinsToEnd(n) {
		s.over = true
		return
	}
	triggered := (action == OpenStand || action == OpenRestaurant) && s.freeSpaces <= EndSpaces ||
		action == BringCustomer && s.freeEntrance <= EndEntrances
	if triggered && s.finalRound < 0 {
		s.finalRound = s.turn
	}
	if Challenges[s.challenge].Crowded && s.players[s.turn].Stands == 0 {
		s.over = true
		return
	}
	if s.turn++; int(s.turn) == n {
		s.turn = 0
	}
	// The triggering player does not play again; with one player that is at once.
	if s.turn == s.finalRound {
		s.over = true
		return
	}
	s.checkSoloEnd()
}

// checkSoloEnd ends a solo game when no legal action is left.
func (s *State) checkSoloEnd() {
	if s.Solo() && !s.over && !s.HasLegalMove() {
		s.over = true
	}
}

// Ends reports whether making the legal move m ends the game (a window warns before a
// move that would; the rule stays here).
func (s *State) Ends(m Move) bool {
	c := *s
	c.Apply(m)
	return c.over
}

// EndReason says why a game ended.
type EndReason int

const (
	NotOver       EndReason = iota
	EndCoins                // everyone took a coin in a row (engine-rules.md 3.4)
	EndMarketFull           // the market or the entrances filled up and the final round was played
	EndLastStand            // The Crowded Mercado: the player's last stand opened
	EndNoMove               // solo: no legal action was left
)

// EndReason is why the game ended, NotOver while it goes on. It follows endTurn's order.
func (s *State) EndReason() EndReason {
	switch {
	case !s.over:
		return NotOver
	case int(s.coinsInARow) >= CoinsToEnd(int(s.numPlayers)) && !s.Solo():
		return EndCoins
	case Challenges[s.challenge].Crowded && s.players[s.turn].Stands == 0:
		return EndLastStand
	case s.finalRound >= 0:
		return EndMarketFull
	}
	return EndNoMove
}

// Score is the seat's result: its money less 1 per restaurant left in its supply (never
// below 0); in The Long Game only the money earned from 4-customer tiles. It is final
// once the game is over.
func (s *State) Score(seat int) int {
	if Challenges[s.challenge].ScoreFromFours {
		return s.earnedFromFours
	}
	p := &s.players[seat]
	return max(0, p.Money-RestaurantPenalty*p.SupplySize())
}

// Winners lists the seats with the best score, ties broken by the most stands in the
// market; a remaining tie is a shared win. Empty until the game is over.
func (s *State) Winners() []int {
	if !s.over {
		return nil
	}
	return s.AppendWinners(make([]int, 0, 1))
}

// AppendWinners appends the winners (as Winners lists them) to buf and returns it:
// Winners for loops that must not allocate. Nothing is appended until the game is over.
func (s *State) AppendWinners(buf []int) []int {
	if !s.over {
		return buf
	}
	first := len(buf)
	for seat := 0; seat < int(s.numPlayers); seat++ {
		if len(buf) == first {
			buf = append(buf, seat)
			continue
		}
		if c := s.compareSeats(seat, buf[first]); c > 0 {
			buf = append(buf[:first], seat)
		} else if c == 0 {
			buf = append(buf, seat)
		}
	}
	return buf
}

func (s *State) compareSeats(a, b int) int {
	if d := s.Score(a) - s.Score(b); d != 0 {
		return d
	}
	return s.players[a].StandsInMarket() - s.players[b].StandsInMarket()
}

// Fame is the solo challenge's fame (0..3) once it is over; ok is false otherwise.
func (s *State) Fame() (fame int, ok bool) {
	ch := &Challenges[s.challenge]
	if !s.over || ch.Number == 0 {
		return 0, false
	}
	if s.foursBrought < ch.FoursForFame {
		return 0, true
	}
	return ch.FameOf(s.Score(0)), true
}

// BestMove reports whether some single action has earned the Best Move bonus.
func (s *State) BestMove() bool { return s.bestAction >= BestMoveIncome }
