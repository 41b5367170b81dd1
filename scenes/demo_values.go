package scenes

import "mercado/game"

// Moves chosen for show: the screenshots of the preview's marks (shots_values.go) and
// their tests pick them; nothing of the game calls them.

// widestCustomerMove is the legal customer move that pays the most stands (the engine's
// StandEarnings), the first found among equals.
func widestCustomerMove(s *game.State) (game.Move, bool) {
	var buf [game.MaxLegalMoves]game.Move
	best, most := game.Move{}, 0
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind != game.BringCustomer {
			continue
		}
		_, earned := s.StandEarnings(m)
		n := 0
		for _, v := range earned {
			if v > 0 {
				n++
			}
		}
		if n > most {
			best, most = m, n
		}
	}
	return best, most > 0
}

// raisingRestaurantMove is the legal restaurant move that raises the most stands' values.
func raisingRestaurantMove(s *game.State) (game.Move, bool) {
	var buf [game.MaxLegalMoves]game.Move
	best, most := game.Move{}, 0
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind != game.OpenRestaurant {
			continue
		}
		after := s.Clone()
		after.Apply(m)
		n := 0
		for sp := game.Space(0); sp < game.NumSpaces; sp++ {
			if after.PaysPerCustomer(sp) > s.PaysPerCustomer(sp) {
				n++
			}
		}
		if n > most {
			best, most = m, n
		}
	}
	return best, most > 0
}
