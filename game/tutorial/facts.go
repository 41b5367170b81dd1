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
	// AltCost, AltValue and AltEarn are Cost, Value and Earn for a Choose step's
	// second option (a stand where the first brings customers).
	AltCost, AltValue, AltEarn int
	// Raised is how many of the mover's stands the step's move raises (a restaurant
	// beside them); Space is the move's space, named as the board labels it.
	Raised int
	Space  string
}

// FactsOf asks the engine for the step's numbers in position s. A Choose step's are
// those of its first option, with its second's in the Alt fields.
func FactsOf(step int, s *game.State) Facts {
	f := basicFacts(s)
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
			if st.Kind == Do && st.Move.Kind == game.OpenStand {
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
	switch {
	case st.Kind == Choose:
		f.moveFacts(s, st.Options[0].Moves[0], Person)
		if len(st.Options) > 1 {
			alt := basicFacts(s)
			alt.moveFacts(s, st.Options[1].Moves[0], Person)
			f.AltCost, f.AltValue, f.AltEarn = alt.Cost, alt.Value, alt.Earn
		}
	case st.Moves():
		f.moveFacts(s, st.Move, st.Seat())
	}
	return f
}

// OutcomeOf is the numbers of the person's move m, made at a Choose step whose start
// is s: what it cost and brought, the value of its stand, the stands it raised.
func OutcomeOf(s *game.State, m game.Move) Facts {
	f := basicFacts(s)
	f.moveFacts(s, m, Person)
	return f
}

// basicFacts are the numbers of position s that no move changes.
func basicFacts(s *game.State) Facts {
	var f Facts
	me, rival := s.Player(Person), s.Player(Rival)
	f.Money, f.RivalMoney = me.Money, rival.Money
	f.Wooden, f.HandLimit, f.Hand = int(me.Stands), me.HandLimit(), me.HandSize()
	f.Free = s.FreeSpaces()
	f.ScoreYou, f.ScoreRival = s.Score(Person), s.Score(Rival)
	f.Supply = me.SupplySize()
	return f
}

// moveFacts adds what seat's move m in s pays, costs and raises (the engine's preview).
func (f *Facts) moveFacts(s *game.State, m game.Move, seat int) {
	p := s.Preview(m)
	f.Earn = p.Income[seat]
	f.You, f.Rival = p.Income[Person], p.Income[Rival]
	switch m.Kind {
	case game.OpenStand:
		f.Cost, f.Value, f.Space = p.Cost, s.StandValue(m.Space, m.Good), m.Space.String()
	case game.OpenRestaurant:
		f.Raised, f.Space = Raised(s, m, seat), m.Space.String()
	case game.BringCustomer:
		f.Customers = m.Tile.Customers()
		if f.Value == 0 {
			f.Value = earningValue(s, m, seat)
		}
	}
}

// Raised is how many of seat's stands move m raises in s: the engine plays it on a copy
// and the stands' values are compared.
func Raised(s *game.State, m game.Move, seat int) int {
	after := s.Clone()
	if after.Play(m) != nil {
		return 0
	}
	n := 0
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		c := s.Space(sp)
		if c.Kind == game.StandSpace && int(c.Owner) == seat && after.StandValue(sp, c.Good) > s.StandValue(sp, c.Good) {
			n++
		}
	}
	return n
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
		"ScoreRival", f.ScoreRival, "Supply", f.Supply, "AltCost", f.AltCost,
		"AltValue", f.AltValue, "AltEarn", f.AltEarn, "Raised", f.Raised, "Space", f.Space,
	}
}
