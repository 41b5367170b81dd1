package tutorial

import "mercado/game"

// Facts are the numbers a step's words quote, asked of the engine in the position at the
// start of the step, so that no number in the tutorial's text is written by hand.
type Facts struct {
	Cost, RowStands, ColStands int // a stand's cost at the step's space and its lines' stands
	Earn                       int // what the step's move pays its mover before any cost
	You, Rival                 int // what the step's move pays each seat
	Money, RivalMoney          int
	Value                      int // the value of the stand at (or the move's stand on) the step's space; of the mover's stand a customer move pays
	Wooden, HandLimit, Hand    int // the person's wooden stands off the board, hand limit and hand size
	Free                       int // available spaces (empty or face-down)
	Customers                  int // the step's customer tile's (or the entrance's tile's) customers
	ScoreYou, ScoreRival       int
	Supply                     int // restaurants in the person's supply
}

// FactsOf asks the engine for the step's numbers in position s.
func FactsOf(step int, s *game.State) Facts {
	var f Facts
	me, rival := s.Player(Person), s.Player(Rival)
	f.Money, f.RivalMoney = me.Money, rival.Money
	f.Wooden, f.HandLimit, f.Hand = int(me.Stands), me.HandLimit(), me.HandSize()
	f.Free = s.FreeSpaces()
	f.ScoreYou, f.ScoreRival = s.Score(Person), s.Score(Rival)
	f.Supply = me.SupplySize()
	if step < 0 || step >= len(Steps) {
		return f
	}
	st := Steps[step]
	for _, sp := range st.Spots() {
		switch sp.Kind {
		case SpaceSpot:
			f.Cost = s.StandCost(sp.Space)
			f.RowStands, f.ColStands = s.LineStands(sp.Space.RowLine()), s.LineStands(sp.Space.ColLine())
			if c := s.Space(sp.Space); c.Kind == game.StandSpace && f.Value == 0 {
				f.Value = s.StandValue(sp.Space, c.Good)
			}
			if st.Moves() && st.Move.Kind == game.OpenStand {
				f.Value = s.StandValue(sp.Space, st.Move.Good)
			}
		case EntranceSpot:
			if t := s.Entrance(sp.Entrance); t != game.NoCustomer {
				f.Customers = t.Customers()
			}
		case CustomerSpot:
			f.Customers = sp.Tile.Customers()
		}
		if sp.Kind == SpaceSpot {
			break // the first space is the one the words mean
		}
	}
	if st.Moves() {
		p := s.Preview(st.Move)
		f.Earn = p.Income[st.Seat()]
		f.You, f.Rival = p.Income[Person], p.Income[Rival]
		if st.Move.Kind == game.BringCustomer && f.Value == 0 {
			f.Value = earningValue(s, st.Move, st.Seat())
		}
	}
	return f
}

// earningValue is the value of the first of seat's stands that customers move m pays
// (0 when none does): the value the words of a customer step quote.
func earningValue(s *game.State, m game.Move, seat int) int {
	_, earned := s.StandEarnings(m)
	for sp, n := range earned {
		if c := s.Space(game.Space(sp)); n > 0 && c.Kind == game.StandSpace && int(c.Owner) == seat {
			return s.StandValue(game.Space(sp), c.Good)
		}
	}
	return 0
}

// Pairs are the facts as template fields (name, value, ...), for the window's catalog.
func (f Facts) Pairs() []any {
	return []any{
		"Cost", f.Cost, "Row", f.RowStands, "Col", f.ColStands, "Earn", f.Earn,
		"You", f.You, "Rival", f.Rival, "Money", f.Money, "RivalMoney", f.RivalMoney,
		"Value", f.Value, "Wooden", f.Wooden, "HandLimit", f.HandLimit, "Hand", f.Hand,
		"Free", f.Free, "Customers", f.Customers, "ScoreYou", f.ScoreYou,
		"ScoreRival", f.ScoreRival, "Supply", f.Supply,
	}
}
