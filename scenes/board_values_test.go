package scenes

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
)

// busyMarket is a four-seat game at one screen (open money: no pass screen) played at
// random, stands first, until some customer tile would pay three stands or more, with a
// seat to move that may bring it.
func busyMarket() (*table.Table, error) {
	return marketWhere(func(s *game.State) bool {
		m, ok := widestCustomerMove(s)
		return ok && len(paidStands(s, m)) >= 3
	})
}

// marketWhere is such a game played until the seat to move has an action and ready(s).
func marketWhere(ready func(s *game.State) bool) (*table.Table, error) {
	var seats []table.Seat
	for i, name := range []string{"Ana", "Rui", "Inês", "Tiago"} {
		seats = append(seats, table.Seat{Name: name, Kind: table.Human, Color: i})
	}
	t, err := table.New(table.Config{Seats: seats, First: 0, Seed: 12})
	if err != nil {
		return nil, err
	}
	rng := game.NewRNG(3)
	var buf [game.MaxLegalMoves]game.Move
	for steps := 0; steps < 400 && !t.Over(); steps++ {
		s := t.State()
		if !s.AwaitingTake() && ready(s) {
			return t, nil
		}
		moves := s.LegalMoves(buf[:0])
		var stands []game.Move
		for _, m := range moves {
			if m.Kind == game.OpenStand {
				stands = append(stands, m)
			}
		}
		if len(stands) > 0 && rng.Intn(4) > 0 {
			moves = stands
		}
		m := moves[rng.Intn(len(moves))]
		if m.Kind == game.Coin && len(moves) > 1 {
			continue // coins in a row would end the game
		}
		if _, err := t.Play(m); err != nil {
			return nil, err
		}
	}
	return nil, errors.New("the game never came to the position wanted")
}

// paidStands is what the rules pay each stand when m brings its customers, told from
// the game itself: the money each seat has once m is made, less what it had, shared
// among that seat's stands in m's line that sell a good the tile wants, each for its
// value (PaysPerCustomer, checked against the rulebook in package game) times the
// customers. It fails the check (nil) when those shares do not add up to the money.
func paidStands(s *game.State, m game.Move) map[game.Space]string {
	after := s.Clone()
	after.Apply(m)
	out := map[game.Space]string{}
	var shares [game.MaxPlayers]int
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		c := s.Space(sp)
		inLine := sp.RowLine() == m.Entrance.Line() || sp.ColLine() == m.Entrance.Line()
		if c.Kind != game.StandSpace || !inLine || !m.Tile.Seeks().Has(c.Good) {
			continue
		}
		if v := s.PaysPerCustomer(sp) * m.Tile.Customers(); v > 0 {
			out[sp] = "+" + num(v)
			shares[c.Owner] += v
		}
	}
	for seat := 0; seat < s.NumPlayers(); seat++ {
		if after.Player(seat).Money-s.Player(seat).Money != shares[seat] {
			return nil
		}
	}
	return out
}

// A customer tile held over an entrance marks each stand it would pay with its own
// "+N", and those marks are what the rules pay: the same stands and amounts as the move
// pays once made. With the mouse on the desktop, and with a finger on phones upright and
// sideways (the tile riding above it); the marks go when the tile is let go.
func TestHeldCustomerMarksWhatTheRulesPay(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {390, 844}, {844, 390}} {
		touch := size[0] < 1000
		onGame(t, size[0], size[1], func(dst *Offscreen) error {
			return heldCustomerMarks(dst, touch)
		})
	}
}

// settledBoard shows tb's game on a new app's board and lets it settle; the caller
// closes the app.
func settledBoard(dst *Offscreen, tb *table.Table) (*App, *ui.Script, *Board, error) {
	a, sc := testApp(nil)
	tb.SetStore(a.Store)
	b := NewBoard(tb)
	a.Reset(b)
	if err := settle(a, dst, sc); err != nil {
		closeAll(a)
		return nil, nil, nil, err
	}
	return a, sc, b, nil
}

func heldCustomerMarks(dst *Offscreen, touch bool) error {
	tb, err := busyMarket()
	if err != nil {
		return err
	}
	a, sc, b, err := settledBoard(dst, tb)
	if err != nil {
		return err
	}
	defer closeAll(a)
	drawn := map[game.Space]string{}
	earnMarkDrawn = func(sp game.Space, text string) { drawn[sp] = text }
	defer func() { earnMarkDrawn = nil }()
	l := &b.view.layout
	if l.custArea.W == 0 { // a phone's drawer shows the customer tiles on their tab
		tab := l.tabs[trayCustomers]
		sc.Click(tab.CX(), tab.CY())
		if err := settle(a, dst, sc); err != nil {
			return err
		}
	}
	s := b.table.State()
	m, _ := widestCustomerMove(s)
	want := paidStands(s, m)
	if len(want) < 3 {
		return fmt.Errorf("%v pays %v: the rules' shares do not add up to the money, or too few", m, want)
	}
	from, _ := l.customerRect(s, m.Tile)
	to := l.entrance(m.Entrance)
	lift := 0.0
	if touch {
		lift = touchLift
	}
	sc.Hold(from.CX(), from.CY(), to.CX(), to.CY()+lift, 8, touch)
	if err := a.Step(dst, 10); err != nil {
		return err
	}
	drawn = map[game.Space]string{}
	if err := a.Step(dst, 1); err != nil {
		return err
	}
	if b.hover != (target{-1, m.Entrance}) {
		return fmt.Errorf("the tile is held over %+v, want %v", b.hover, m.Entrance)
	}
	if fmt.Sprint(drawn) != fmt.Sprint(want) {
		return fmt.Errorf("%v held: the stands marked %v, the rules pay %v", m, drawn, want)
	}
	sc.Move(from.CX(), from.CY(), 4) // back to the panel: let go over no place
	sc.Release()
	if err := settle(a, dst, sc); err != nil {
		return err
	}
	drawn = map[game.Space]string{}
	if err := a.Step(dst, 1); err != nil {
		return err
	}
	if len(drawn) > 0 || b.table.State().Hash() != s.Hash() {
		return fmt.Errorf("let go over no place, the marks %v stay (or the game moved)", drawn)
	}
	return nil
}

// A restaurant held over a space shows, on each stand next to it that it favours, the
// value that stand would have once the restaurant opens (the rulebook's: one more), and
// marks no stand as paid.
func TestHeldRestaurantShowsTheValuesItRaises(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		touch := size[0] < 1000
		onGame(t, size[0], size[1], func(dst *Offscreen) error {
			tb, err := marketWhere(func(s *game.State) bool {
				m, ok := raisingRestaurantMove(s)
				return ok && len(raisedByRule(s, m)) >= 2
			})
			if err != nil {
				return err
			}
			a, sc, b, err := settledBoard(dst, tb)
			if err != nil {
				return err
			}
			defer closeAll(a)
			raised, paid := map[game.Space]string{}, map[game.Space]string{}
			raisedValueDrawn = func(sp game.Space, text string) { raised[sp] = text }
			earnMarkDrawn = func(sp game.Space, text string) { paid[sp] = text }
			defer func() { raisedValueDrawn, earnMarkDrawn = nil, nil }()
			s := b.table.State()
			m, _ := raisingRestaurantMove(s)
			l := &b.view.layout
			from := l.supplySlot(s.ToMove(), supplyIndex(s.Player(s.ToMove()).Supply, m.Restaurant))
			if from.W == 0 {
				return errors.New("the seat's restaurants are not on the screen")
			}
			to := l.space(m.Space)
			lift := 0.0
			if touch {
				lift = touchLift
			}
			sc.Hold(from.CX(), from.CY(), to.CX(), to.CY()+lift, 8, touch)
			if err := a.Step(dst, 10); err != nil {
				return err
			}
			clear(raised) // what the frames on the way showed
			clear(paid)
			if err := a.Step(dst, 1); err != nil {
				return err
			}
			if want := raisedByRule(s, m); fmt.Sprint(raised) != fmt.Sprint(want) || len(paid) > 0 {
				return fmt.Errorf("%v held: values raised %v and stands paid %v; the rules raise %v and pay none", m, raised, paid, want)
			}
			return nil
		})
	}
}

// rulebookFavours is what each restaurant favours, as docs/rules.md lists it (Components).
var rulebookFavours = map[game.Restaurant][]game.Good{
	game.Sushi: {game.Fish}, game.Tea: {game.Flower}, game.Pizza: {game.Tomato},
	game.Burger: {game.Meat}, game.Wine: {game.Grape},
	game.Pub: {game.Fish, game.Flower, game.Tomato, game.Meat, game.Grape},
}

// A stand held over a space where it earns nothing yet shows the value it would have
// there (the rulebook's: 1, plus its favouring neighbours), and marks no stand paid.
func TestHeldStandShowsItsValueThere(t *testing.T) {
	quiet := func(s *game.State) (game.Move, bool) {
		var buf [game.MaxLegalMoves]game.Move
		for _, m := range s.LegalMoves(buf[:0]) {
			if m.Kind == game.OpenStand && s.Preview(m).Income[s.ToMove()] == 0 && valueByRule(s, m.Space, m.Good) >= 2 {
				return m, true
			}
		}
		return game.Move{}, false
	}
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		tb, err := marketWhere(func(s *game.State) bool { _, ok := quiet(s); return ok })
		if err != nil {
			return err
		}
		a, sc, b, err := settledBoard(dst, tb)
		if err != nil {
			return err
		}
		defer closeAll(a)
		shown, paid := map[game.Space]string{}, map[game.Space]string{}
		raisedValueDrawn = func(sp game.Space, text string) { shown[sp] = text }
		earnMarkDrawn = func(sp game.Space, text string) { paid[sp] = text }
		defer func() { raisedValueDrawn, earnMarkDrawn = nil, nil }()
		s := b.table.State()
		m, _ := quiet(s)
		from := b.view.layout.handTile(s.ToMove(), handIndex(s.Player(s.ToMove()).Hand, m.Good))
		to := b.view.layout.space(m.Space)
		sc.Hold(from.CX(), from.CY(), to.CX(), to.CY(), 8, false)
		if err := a.Step(dst, 10); err != nil {
			return err
		}
		clear(shown) // what the frames on the way showed
		if err := a.Step(dst, 1); err != nil {
			return err
		}
		want := map[game.Space]string{m.Space: num(valueByRule(s, m.Space, m.Good))}
		if fmt.Sprint(shown) != fmt.Sprint(want) || len(paid) > 0 {
			return fmt.Errorf("%v held: values shown %v and stands paid %v; the rules make it worth %v and pay none", m, shown, paid, want)
		}
		return nil
	})
}

// valueByRule is the rulebook's value of a stand of g on sp: 1, plus 1 for each face-up
// restaurant directly next to it that favours g.
func valueByRule(s *game.State, sp game.Space, g game.Good) int {
	v := 1
	for _, n := range sp.Neighbours() {
		if c := s.Space(n); c.Kind == game.FaceUp && slices.Contains(rulebookFavours[c.Restaurant], g) {
			v++
		}
	}
	return v
}

// raisedByRule is the rulebook's word on restaurant move m: each stand next to its space
// (never diagonally) selling a good it favours (docs/rules.md) is worth one more.
func raisedByRule(s *game.State, m game.Move) map[game.Space]string {
	favoured := func(g game.Good) bool { return slices.Contains(rulebookFavours[m.Restaurant], g) }
	out := map[game.Space]string{}
	for _, n := range m.Space.Neighbours() {
		if c := s.Space(n); c.Kind == game.StandSpace && favoured(c.Good) {
			out[n] = num(s.PaysPerCustomer(n) + 1)
		}
	}
	return out
}

// Every stand on the market shows what one customer pays it now, and every face-up
// restaurant the goods it favours, as docs/rules.md lists them.
func TestMarketShowsValuesAndFavouredGoods(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {360, 640}} {
		onGame(t, size[0], size[1], func(dst *Offscreen) error {
			tb, err := busyMarket()
			if err != nil {
				return err
			}
			a, _, b, err := settledBoard(dst, tb)
			if err != nil {
				return err
			}
			defer closeAll(a)
			values := map[game.Space]string{}
			var dishes []string
			favoured := 0
			standValueDrawn = func(sp game.Space, text string) { values[sp] = text }
			favouredDrawn = func(r game.Restaurant, goods []game.Good) {
				favoured++
				if !slices.Equal(goods, rulebookFavours[r]) {
					dishes = append(dishes, fmt.Sprintf("%v shows %v, favours %v", r, goods, rulebookFavours[r]))
				}
			}
			defer func() { standValueDrawn, favouredDrawn = nil, nil }()
			if err := a.Step(dst, 1); err != nil {
				return err
			}
			if len(dishes) > 0 {
				return errors.New(dishes[0])
			}
			s := b.table.State()
			faceUp, raised := 0, 0
			for sp := game.Space(0); sp < game.NumSpaces; sp++ {
				c := s.Space(sp)
				if c.Kind == game.FaceUp {
					faceUp++
				}
				want, ok := "", false
				if c.Kind == game.StandSpace {
					want, ok = num(s.PaysPerCustomer(sp)), true
					if s.PaysPerCustomer(sp) > 1 {
						raised++
					}
				}
				if got, drawnHere := values[sp]; drawnHere != ok || got != want {
					return fmt.Errorf("%v (%+v) shows value %q, pays %q a customer", sp, c, got, want)
				}
			}
			if faceUp == 0 || raised == 0 || len(values) < 6 {
				return fmt.Errorf("a market of %d stands (%d raised by restaurants) and %d restaurants proves little", len(values), raised, faceUp)
			}
			if favoured < faceUp {
				return fmt.Errorf("%d restaurants face up, %d show their goods", faceUp, favoured)
			}
			return nil
		})
	}
}
