package reason

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"mercado/game"
)

// position is one random position for the property tests, with the two moves a
// ranking would put first.
type position struct {
	s      *game.State
	ranked []Ranked
}

// randomPositions plays random games (2 to 4 players with open and hidden money, and
// every solo challenge) and stops each at a random decision.
func randomPositions(t *testing.T, seeds int) []position {
	t.Helper()
	var out []position
	var buf [game.MaxLegalMoves]game.Move
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		rng := game.NewRNG(seed * 7919)
		cfg := game.Config{Players: 2 + int(seed%3), Seed: seed, MoneyHidden: seed%2 == 0}
		if seed%4 == 3 {
			cfg = game.Config{Players: 1, Seed: seed, Challenge: 1 + int(seed/4)%9, Specialty: game.Good(seed % game.NumGoods)}
		}
		s, err := game.NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		stop := rng.Intn(80)
		for i := 0; i < stop && !s.Over(); i++ {
			legal := s.LegalMoves(buf[:0])
			s.Apply(legal[rng.Intn(len(legal))])
		}
		if s.Over() {
			continue
		}
		legal := s.LegalMoves(buf[:0])
		ranked := []Ranked{{Move: legal[rng.Intn(len(legal))], Value: float64(rng.Intn(40))}}
		if len(legal) > 1 && rng.Intn(5) > 0 {
			ranked = append(ranked, Ranked{Move: legal[rng.Intn(len(legal))], Value: float64(rng.Intn(40)) - 5})
		}
		out = append(out, position{s, ranked})
	}
	return out
}

// Every number a reason states is the engine's: the move's preview, the stand's value,
// the lines, the best stand of a take, the next player's reply in the position the move
// leaves, the next-best move's preview.
func TestReasonNumbersAreTheEngines(t *testing.T) {
	kinds := map[game.MoveKind]int{}
	replies := 0
	for _, pos := range randomPositions(t, 1500) {
		s, m := pos.s, pos.ranked[0].Move
		r := Explain(s, pos.ranked)
		kinds[m.Kind]++
		mover := s.ToMove()
		where := s.Challenge().Name + " " + m.String()
		p := s.Preview(m)
		if r.Move != m || r.Mover != mover || r.Earn != p.Income[mover] || r.Cost != p.Cost {
			t.Fatalf("%s: reason %+v, preview %+v", where, r, p)
		}
		if r.CountFours != s.Challenge().ScoreFromFours || r.CountFours && r.FromFours != p.FromFours {
			t.Fatalf("%s: from fours %v %d, preview %d", where, r.CountFours, r.FromFours, p.FromFours)
		}
		others := map[int]int{}
		for _, e := range r.Others {
			others[e.Seat] = e.Coins
		}
		for seat := 0; seat < s.NumPlayers(); seat++ {
			if seat != mover && others[seat] != p.Income[seat] {
				t.Fatalf("%s: seat %d earns %d, the reason says %d", where, seat, p.Income[seat], others[seat])
			}
		}
		checkKind(t, where, s, r)
		if r.HasReply {
			replies++
			checkReply(t, where, s, r)
		}
		if len(pos.ranked) > 1 {
			alt := pos.ranked[1]
			if !r.HasNext || r.Next.Move != alt.Move || r.Next.Net != s.Preview(alt.Move).Net(mover) {
				t.Fatalf("%s: next best %+v, ranked %v", where, r.Next, alt)
			}
			if r.Next.HasStill != (r.Next.Net > r.Earn-r.Cost) {
				t.Fatalf("%s: the next best nets %d against %d, still looked at: %v", where, r.Next.Net, r.Earn-r.Cost, r.Next.HasStill)
			}
			if r.Next.HasReply != r.HasReply && r.Next.Move.Kind != game.Redraw && m.Kind != game.Redraw {
				t.Fatalf("%s: a reply after the next best %v, after the move %v", where, r.Next.HasReply, r.HasReply)
			}
			hidden := s.MoneyHidden() && !s.Solo()
			if r.Next.HasBehind == hidden || r.Next.HasBehind && r.Next.Behind != max(0, pos.ranked[0].Value-alt.Value) {
				t.Fatalf("%s (hidden money %v): behind %+v", where, hidden, r.Next)
			}
		} else if !r.Only {
			t.Fatalf("%s: one move ranked, the reason is not told it is the only one", where)
		}
	}
	for _, k := range []game.MoveKind{game.OpenStand, game.BringCustomer, game.OpenRestaurant, game.Coin, game.Take} {
		if kinds[k] < 10 {
			t.Errorf("only %d positions suggest a move of kind %d", kinds[k], k)
		}
	}
	if replies < 100 {
		t.Errorf("only %d reasons had a reply", replies)
	}
}

// checkKind checks the numbers of each kind of move against the engine.
func checkKind(t *testing.T, where string, s *game.State, r Reason) {
	t.Helper()
	m, mover := r.Move, s.ToMove()
	switch m.Kind {
	case game.OpenStand:
		if r.Value != s.StandValue(m.Space, m.Good) || r.Value != 1+len(r.Boosters) {
			t.Fatalf("%s: value %d with %v, the engine %d", where, r.Value, r.Boosters, s.StandValue(m.Space, m.Good))
		}
		after := s.Clone()
		after.Apply(m)
		for _, la := range r.Lines {
			if la.Stands != after.LineStands(la.Line) {
				t.Fatalf("%s: %v holds %d stands, the reason says %d", where, la.Line, after.LineStands(la.Line), la.Stands)
			}
		}
		checkComing(t, where, s, m.Good, r.Coming)
	case game.Take:
		checkComing(t, where, s, m.Good, r.Coming)
		for sp := game.Space(0); sp < game.NumSpaces; sp++ {
			goods, why := s.StandGoods(sp)
			if why != "" || !goods.Has(m.Good) {
				continue
			}
			p := s.Preview(game.StandMove(m.Good, sp))
			if p.Cost > s.Player(mover).Money { // never named: the mover cannot pay for it
				if !r.HasBestStand && !r.TooDear || r.HasBestStand && r.BestStand.Space == sp {
					t.Fatalf("%s: a stand on %v costs %d of %d coins, the reason said %+v", where, sp, p.Cost, s.Player(mover).Money, r)
				}
				continue
			}
			if net := p.Net(mover); !r.HasBestStand || net > r.BestStandNet {
				t.Fatalf("%s: a stand on %v nets %d, the best stand said %+v", where, sp, net, r)
			}
		}
		if r.HasBestStand && r.BestStandNet != s.Preview(r.BestStand).Net(mover) {
			t.Fatalf("%s: best stand %v nets %d, not %d", where, r.BestStand, s.Preview(r.BestStand).Net(mover), r.BestStandNet)
		}
	case game.BringCustomer:
		_, earned := s.StandEarnings(m)
		own := 0
		for sp, v := range earned {
			if v > 0 && int(s.Space(game.Space(sp)).Owner) == mover {
				own++
			}
		}
		if own != r.OwnEarned {
			t.Fatalf("%s: %d own stands earn, the reason says %d", where, own, r.OwnEarned)
		}
	case game.Redraw:
		hand := s.Player(mover).Hand
		if s.AwaitingTake() {
			hand = s.Display()
		}
		other := 0
		for _, g := range s.Bag() {
			if hand[g] != 3 {
				other++
			}
		}
		if !r.HasBag || r.Bag != s.BagSize() || r.BagOther != other {
			t.Fatalf("%s: bag %d, %d of other goods; the reason %+v", where, s.BagSize(), other, r)
		}
	case game.Coin:
		if r.CoinsInARow != s.CoinsInARow()+1 || r.CoinsToEnd != game.CoinsToEnd(s.NumPlayers()) {
			t.Fatalf("%s: coins in a row %d of %d", where, r.CoinsInARow, r.CoinsToEnd)
		}
		after := s.Clone()
		after.Apply(m)
		if r.EndsGame != after.Over() {
			t.Fatalf("%s: ends the game %v, the engine %v", where, r.EndsGame, after.Over())
		}
	}
}

// checkComing: the customers still to come, counted in the real stacks: exact when
// the reason says it knows them all, at most that otherwise.
func checkComing(t *testing.T, where string, s *game.State, g game.Good, c ToCome) {
	t.Helper()
	customers := 0
	for n := 1; n <= game.MaxCustomers; n++ {
		for _, tile := range s.Stack(n) {
			if tile.Seeks().Has(g) {
				customers += tile.Customers()
			}
		}
	}
	if c.Complete && c.Customers != customers || c.Customers > customers {
		t.Fatalf("%s: %d customers for %v to come, the reason says %+v", where, customers, g, c)
	}
}

// checkReply plays the move (and any take) on the real position and checks the
// reply's net there: the best of the next player's moves but customer tiles not yet
// open.
func checkReply(t *testing.T, where string, s *game.State, r Reason) {
	t.Helper()
	a := s.Clone()
	a.Apply(r.Move)
	var buf [game.MaxLegalMoves]game.Move
	for a.AwaitingTake() && a.ToMove() == r.Mover {
		for _, m := range a.LegalMoves(buf[:0]) {
			if m.Kind == game.Take {
				a.Apply(m)
				break
			}
		}
	}
	if a.ToMove() != r.Reply.Seat || a.Over() {
		t.Fatalf("%s: the reply is %d's, the engine has %d to move (over %v)", where, r.Reply.Seat, a.ToMove(), a.Over())
	}
	if net := a.Preview(r.Reply.Move).Net(r.Reply.Seat); net != r.Reply.Net {
		t.Fatalf("%s: reply %v nets %d, the reason says %d", where, r.Reply.Move, net, r.Reply.Net)
	}
	if err := a.Check(r.Reply.Move); err != nil {
		t.Fatalf("%s: reply %v is not legal: %v", where, r.Reply.Move, err)
	}
	for _, m := range a.LegalMoves(buf[:0]) {
		if m.Kind == game.BringCustomer && !s.IsAvailable(m.Tile) {
			continue // it came up from a stack: secret when the reason was given
		}
		if net := a.Preview(m).Net(r.Reply.Seat); net > r.Reply.Net {
			t.Fatalf("%s: reply %v nets %d, more than the reason's %d", where, m, net, r.Reply.Net)
		}
	}
}

// A reason never depends on what the asker cannot see: the same reason comes from any
// deal of the hidden parts and, with hidden money, whatever the others hold.
func TestReasonKeepsHiddenThingsHidden(t *testing.T) {
	checked := 0
	for i, pos := range randomPositions(t, 600) {
		s := pos.s
		want := Explain(s, pos.ranked)
		rng := game.NewRNG(uint64(i) + 1)
		if got := Explain(s.View(s.ToMove()).Determinize(&rng), pos.ranked); !reflect.DeepEqual(got, want) {
			t.Fatalf("another deal of the hidden parts changes the reason:\n%+v\n%+v", want, got)
		}
		if !s.MoneyHidden() || s.Solo() {
			continue
		}
		for _, coins := range []int{0, 37} {
			other := withRivalMoney(t, s, coins)
			if got := Explain(other, pos.ranked); !reflect.DeepEqual(got, want) {
				t.Fatalf("the rivals' money (%d) changes the reason:\n%+v\n%+v", coins, want, got)
			}
		}
		checked++
	}
	if checked < 50 {
		t.Fatalf("only %d positions with hidden money", checked)
	}
}

// withRivalMoney is s with every other seat's money set to coins.
func withRivalMoney(t *testing.T, s *game.State, coins int) *game.State {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var pos map[string]any
	if err := json.Unmarshal(data, &pos); err != nil {
		t.Fatal(err)
	}
	for seat, p := range pos["players"].([]any) {
		if seat != s.ToMove() {
			p.(map[string]any)["money"] = coins
		}
	}
	data, _ = json.Marshal(pos)
	su, err := game.ParseSetup(data)
	if err != nil {
		t.Fatal(err)
	}
	out, err := game.NewGameFrom(game.Config{Players: s.NumPlayers(), Seed: 1, MoneyHidden: true}, su)
	if err != nil {
		t.Fatal(err)
	}
	if out.Player((s.ToMove()+1)%s.NumPlayers()).Money != coins {
		t.Fatalf("the money did not change")
	}
	return out
}

func TestEnglish(t *testing.T) {
	s, err := game.NewGame(game.Config{Players: 2, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	var buf [game.MaxLegalMoves]game.Move
	legal := s.LegalMoves(buf[:0])
	var stand game.Move
	for _, m := range legal {
		if m.Kind == game.OpenStand {
			stand = m
		}
	}
	text := Explain(s, []Ranked{{stand, 3}, {game.CoinMove(), 1}}).English([]string{"Ana", "Rui"})
	for _, want := range []string{"costs", "still to come", "Rui's best reply", "coin(s) worse"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q lacks %q", text, want)
		}
	}
	if Explain(s, nil).Move != (game.Move{}) {
		t.Errorf("a reason without a move")
	}
}
