package game

// The end-of-game breakdown: where every seat's coins came from, sorted from the
// engine's own previews of the moves as they were played, so that the sources add up
// to the seat's score.

// Source is one place a seat's coins came from, or went to.
type Source int

const (
	FromStart       Source = iota // the money the seat started with
	FromStands                    // its new stands, paid by customers already waiting
	FromCustomers                 // customers it brought, at its own stands
	FromOthers                    // customers other seats brought, at its stands
	FromRestaurants               // the coin for each restaurant it opened
	FromCoins                     // Take 1 Coin
	Payments                      // what its stands cost (zero or less)
	Penalty                       // restaurants left in its supply at the end (zero or less)
	NumSources
)

var sourceNames = [NumSources]string{"start", "stands", "customers", "others_customers", "restaurants", "coins", "payments", "penalty"}

// String is the source's name in the replay command's JSON.
func (src Source) String() string {
	if src < 0 || src >= NumSources {
		return "?"
	}
	return sourceNames[src]
}

// TopMove is a seat's best single decision: the one whose income (before any stand
// cost, as the Best Move bonus counts it) was the largest. Decision is 0 when the seat
// earned nothing by any decision.
type TopMove struct {
	Decision int // the decision's number in the game, from 1
	Move     Move
	Income   int
}

// SeatBreakdown is one seat's coins by source.
type SeatBreakdown struct {
	Seat  int
	Coins [NumSources]int
	Best  TopMove
}

// Total adds up the sources: the seat's score.
func (b SeatBreakdown) Total() int {
	t := 0
	for _, c := range b.Coins {
		t += c
	}
	return t
}

// Ledger follows a game decision by decision and files every coin under its source.
// Feed it each decision before it is applied (Note), then Close it on the last state.
type Ledger struct {
	seats []SeatBreakdown
	// fours: in The Long Game only money from 4-customer tiles counts toward the score.
	fours     bool
	decisions int
}

// NewLedger opens the accounts at start, the game's first position.
func NewLedger(start *State) *Ledger {
	l := &Ledger{seats: make([]SeatBreakdown, start.NumPlayers()), fours: start.Challenge().ScoreFromFours}
	for seat := range l.seats {
		l.seats[seat].Seat = seat
		if l.fours {
			l.seats[seat].Coins[FromStart] = start.EarnedFromFours() // a position may set it
		} else {
			l.seats[seat].Coins[FromStart] = start.Player(seat).Money
		}
	}
	return l
}

// Note files decision m, about to be played on s (s is the state before it).
func (l *Ledger) Note(s *State, m Move) { l.Add(s.ToMove(), m, s.Preview(m)) }

// Add files a decision by mover whose outcome was p (its Preview before it was made).
func (l *Ledger) Add(mover int, m Move, p Preview) {
	l.decisions++
	if mover < 0 || mover >= len(l.seats) {
		return
	}
	if income := p.Income[mover]; m.IsAction() && income > l.seats[mover].Best.Income {
		l.seats[mover].Best = TopMove{Decision: l.decisions, Move: m, Income: income}
	}
	if l.fours {
		l.seats[mover].Coins[ownSource(m.Kind)] += p.FromFours
		return
	}
	for seat := range l.seats {
		src := FromOthers
		if seat == mover {
			src = ownSource(m.Kind)
		}
		l.seats[seat].Coins[src] += p.Income[seat]
	}
	l.seats[mover].Coins[Payments] -= p.Cost
}

// ownSource is where the mover's own income from a move of kind k goes.
func ownSource(k MoveKind) Source {
	switch k {
	case OpenStand:
		return FromStands
	case OpenRestaurant:
		return FromRestaurants
	case Coin:
		return FromCoins
	}
	return FromCustomers
}

// Close settles the accounts at s, the state after the last noted decision: the
// restaurant penalty is what the score takes off the money (money never goes below 0).
// Each seat's Total is then s.Score(seat).
func (l *Ledger) Close(s *State) []SeatBreakdown {
	out := append([]SeatBreakdown(nil), l.seats...)
	if !l.fours {
		for seat := range out {
			out[seat].Coins[Penalty] = s.Score(seat) - s.Player(seat).Money
		}
	}
	return out
}

// Breakdown replays the record like Replay and reports each seat's coins by source
// as of the last move played. On a *MoveError the breakdown is that of the state
// before the failing move.
func (r *Record) Breakdown() (*State, []SeatBreakdown, error) {
	s, err := r.Start()
	if err != nil {
		return nil, nil, err
	}
	l := NewLedger(s)
	for i, text := range r.Moves {
		m, err := ParseMove(text)
		if err == nil {
			err = s.Check(m)
		}
		if err != nil {
			return s, l.Close(s), &MoveError{Move: i + 1, Text: text, Reason: err.Error()}
		}
		l.Note(s, m)
		s.Apply(m)
	}
	return s, l.Close(s), nil
}
