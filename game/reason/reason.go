// Package reason explains a suggested move with the engine's own numbers: what it earns
// now and who else earns, what it costs, what it sets up, what it leaves the next player
// and how it compares with the next-best move. A Reason holds numbers and game values
// only; a window words it in the player's language, the command line in English
// (String).
//
// A reason tells only what the person asking may know. Everything is worked out on
// the asker's view (game.State.View), so face-down restaurants, the bag's order and
// the customer stacks below their open tiles never change it; what is counted from
// public information (the stand tiles left in the bag, the customer tiles of a stack
// whose every tile is accounted for) may be said. With hidden money no number depends
// on another seat's money: the engine's estimate of the margin over the rivals is left
// out (the next player's best reply never depends on money: see bestReply).
//
// It imports game alone.
package reason

import "mercado/game"

// Earner is a seat and the coins it earns from the move.
type Earner struct {
	Seat  int
	Coins int
}

// LineAfter is one of a new stand's two lines as the stand leaves it.
type LineAfter struct {
	Line          game.Line
	Stands        int // stands in the line with the new one, every owner's
	OpenEntrances int // its entrances still without a customer tile
}

// ToCome counts the customers seeking one good on the tiles not yet brought, as far as
// the asker can know them.
type ToCome struct {
	Customers int
	Tiles     int
	// Complete: every tile still to come is known (counted from public information).
	// Otherwise some are face down in a stack whose contents are secret and the counts
	// are of the open tiles only: "at least".
	Complete bool
}

// Reply is the next player's best immediate answer after the move: the largest
// income less cost (game.Preview) among their moves.
type Reply struct {
	Seat int
	Move game.Move
	Net  int
}

// Alternative is the engine's next-best move.
type Alternative struct {
	Move game.Move
	Net  int // its immediate income less cost for the mover
	// Behind is how many coins of the engine's estimate it gives up against the
	// suggested move; only when HasBehind (never with hidden money, where the
	// estimate is a margin over the rivals' money).
	Behind    float64
	HasBehind bool
	// Played: the alternative is the move a person played (a review), not the engine's
	// second choice; the window then leaves out the comparison of estimates.
	Played bool
	// Reply is the next player's best immediate answer had the alternative been made
	// (HasReply as Reason's): set against Reason.Reply it tells what the suggested move
	// keeps from them (a line blocked, a tile taken first).
	Reply    Reply
	HasReply bool
	// StillThere: after the suggested move and the next player's best answer, the
	// alternative is still open to the mover and earns at least as much (HasStill: it
	// was looked at, which is when it earns more now than the suggested move).
	StillThere, HasStill bool
}

// Reason is why a move is suggested.
type Reason struct {
	Mover int
	Move  game.Move

	// What the move brings now (game.Preview of the move).
	Earn, Cost int
	// FromFours is the part of Earn that counts in The Long Game (ScoreFromFours).
	FromFours  int
	CountFours bool
	Others     []Earner // the other seats that earn from it, in seat order

	// A stand or restaurant on a face-down restaurant uncovers it into the supply.
	Uncovers bool

	// Stand: its value per customer and the face-up neighbours that raise it; its two
	// lines afterwards.
	Value     int
	Boosters  []game.Restaurant
	Lines     [2]LineAfter
	HasLines  bool
	OwnEarned int // customers: how many of the mover's stands earn

	// Restaurant: the neighbouring stands whose good it improves, the mover's and the others'.
	RaisesOwn, RaisesOthers int

	// Good is the good of a stand or a take; Coming its customers still to come.
	Good      game.Good
	Coming    ToCome
	HasComing bool

	// Take: the best stand of that good on the market now (what it would earn less
	// its cost, if the mover opened it at once).
	BestStand    game.Move
	BestStandNet int
	HasBestStand bool
	// TooDear: a stand of that good fits the market but costs more than the mover's
	// Money now; no stand the mover cannot pay for is named.
	TooDear bool
	Money   int

	// Redraw: the bag and how many of its tiles are of another good than the hand's.
	Bag, BagOther int
	HasBag        bool

	// Coin: the coins taken in a row after it, and how many end the game.
	CoinsInARow, CoinsToEnd int

	// The end: the move starts the final round, or ends the game.
	StartsFinal, EndsGame bool

	Reply    Reply
	HasReply bool

	Next    Alternative
	HasNext bool
	Only    bool // no other move was ranked
}

// Ranked is a move with the engine's estimate of it, as ai.Rank gives them (best first).
type Ranked struct {
	Move  game.Move
	Value float64
}

// Explain builds the reason for ranked[0], the suggested move, at s for the seat to
// move. ranked holds the engine's best moves, best first (the second, when there is
// one, is the comparison). The zero Reason comes back when ranked is empty or the
// game is over.
func Explain(s *game.State, ranked []Ranked) Reason {
	if len(ranked) == 0 || s.Over() {
		return Reason{}
	}
	mover := s.ToMove()
	v := s.View(mover)
	m := ranked[0].Move
	r := Reason{Mover: mover, Move: m}
	p := v.Preview(m)
	r.Earn, r.Cost = p.Income[mover], p.Cost
	if v.Challenge().ScoreFromFours {
		r.CountFours, r.FromFours = true, p.FromFours
	}
	for seat := 0; seat < v.NumPlayers(); seat++ {
		if seat != mover && p.Income[seat] != 0 {
			r.Others = append(r.Others, Earner{seat, p.Income[seat]})
		}
	}
	switch m.Kind {
	case game.OpenStand:
		explainStand(v, m, &r)
	case game.BringCustomer:
		for _, sp := range m.Entrance.Line().Spaces() {
			c := v.Space(sp)
			if c.Kind == game.StandSpace && int(c.Owner) == mover && m.Tile.Seeks().Has(c.Good) && v.Collects(c.Good) {
				r.OwnEarned++
			}
		}
	case game.OpenRestaurant:
		r.Uncovers = v.Space(m.Space).Kind == game.FaceDown
		for _, n := range m.Space.Neighbours() {
			c := v.Space(n)
			if c.Kind != game.StandSpace || !m.Restaurant.Improves(c.Good) {
				continue
			}
			if int(c.Owner) == mover {
				r.RaisesOwn++
			} else {
				r.RaisesOthers++
			}
		}
	case game.Take:
		r.Good = m.Good
		r.Coming, r.HasComing = coming(v, m.Good), true
		r.Money = v.Player(mover).Money
		r.BestStand, r.BestStandNet, r.HasBestStand, r.TooDear = bestStand(v, m.Good, r.Money)
	case game.Redraw:
		explainRedraw(v, &r)
	case game.Coin:
		r.CoinsInARow, r.CoinsToEnd = v.CoinsInARow()+1, game.CoinsToEnd(v.NumPlayers())
	}
	explainAfter(v, m, &r)
	if len(ranked) > 1 {
		alt := ranked[1]
		r.HasNext = true
		r.Next = Alternative{Move: alt.Move, Net: v.Preview(alt.Move).Net(mover)}
		if v.Solo() || !v.MoneyHidden() {
			r.Next.Behind, r.Next.HasBehind = max(0, ranked[0].Value-alt.Value), true
		}
		var altReason Reason
		altReason.Mover = mover
		explainAfter(v, alt.Move, &altReason)
		r.Next.Reply, r.Next.HasReply = altReason.Reply, altReason.HasReply
		if r.Next.Net > r.Earn-r.Cost {
			r.Next.StillThere, r.Next.HasStill = stillThere(v, m, alt.Move, r.Next.Net), true
		}
	} else {
		r.Only = true
	}
	return r
}

func explainStand(v *game.State, m game.Move, r *Reason) {
	r.Good = m.Good
	r.Uncovers = v.Space(m.Space).Kind == game.FaceDown
	r.Value = v.StandValue(m.Space, m.Good)
	for _, n := range m.Space.Neighbours() {
		if c := v.Space(n); c.Kind == game.FaceUp && c.Restaurant.Improves(m.Good) {
			r.Boosters = append(r.Boosters, c.Restaurant)
		}
	}
	for i, l := range [2]game.Line{m.Space.RowLine(), m.Space.ColLine()} {
		la := LineAfter{Line: l, Stands: v.LineStands(l) + 1}
		for _, e := range l.Entrances() {
			if v.Entrance(e) == game.NoCustomer && v.EntranceRule(e) == "" {
				la.OpenEntrances++
			}
		}
		r.Lines[i] = la
	}
	r.HasLines = true
	r.Coming, r.HasComing = coming(v, m.Good), true
}

// explainRedraw counts the bag's tiles by good from what everyone sees: every stand
// tile not on the market, in a hand or on the display is in the bag.
func explainRedraw(v *game.State, r *Reason) {
	hand := v.Player(v.ToMove()).Hand
	if v.AwaitingTake() {
		hand = v.Display()
	}
	bag, ok := bagByGood(v)
	if !ok {
		return
	}
	r.Bag, r.HasBag = v.BagSize(), true
	for g, n := range bag {
		if hand[g] != 3 {
			r.BagOther += n
		}
	}
}

// bagByGood is the bag's contents as counted from the public parts of the game; ok is
// false when the count does not add up to the bag's size (a position that did not
// start from the whole box).
func bagByGood(v *game.State) (bag [game.NumGoods]int, ok bool) {
	for g := range bag {
		bag[g] = game.StandTilesPerGood - int(v.Display()[g])
	}
	for seat := 0; seat < v.NumPlayers(); seat++ {
		for g, n := range v.Player(seat).Hand {
			bag[g] -= int(n)
		}
	}
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		if c := v.Space(sp); c.Kind == game.StandSpace {
			bag[c.Good]--
		}
	}
	total := 0
	for _, n := range bag {
		if n < 0 {
			return bag, false
		}
		total += n
	}
	return bag, total == v.BagSize()
}

// coming counts the customers for g on the tiles not yet brought. A stack's hidden
// tiles are known when every tile of its size is either at an entrance or in it: it
// then holds exactly the rest of the box.
func coming(v *game.State, g game.Good) ToCome {
	var atEntrance [game.NumCustomerTiles]bool
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		if t := v.Entrance(e); t != game.NoCustomer {
			atEntrance[t] = true
		}
	}
	out := ToCome{Complete: true}
	add := func(t game.CustomerTile) {
		if t.Seeks().Has(g) {
			out.Customers += t.Customers()
			out.Tiles++
		}
	}
	for n := 1; n <= game.MaxCustomers; n++ {
		var inBox, placed []game.CustomerTile
		for t := game.CustomerTile(0); t < game.NumCustomerTiles; t++ {
			if t.Customers() == n {
				inBox = append(inBox, t)
				if atEntrance[t] {
					placed = append(placed, t)
				}
			}
		}
		if len(placed)+v.StackLen(n) == len(inBox) {
			for _, t := range inBox {
				if !atEntrance[t] {
					add(t)
				}
			}
			continue
		}
		open := min(game.AvailablePerStack, v.StackLen(n))
		for i := 0; i < open; i++ {
			add(v.StackAt(n, i))
		}
		if v.StackLen(n) > open {
			out.Complete = false
		}
	}
	return out
}

// bestStand is the stand of g that would earn the most less its cost on the market as
// it is, among the spaces the rules leave open to g and that money pays for; tooDear
// when a space takes g but none is paid for.
func bestStand(v *game.State, g game.Good, money int) (best game.Move, bestNet int, found, tooDear bool) {
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		if goods, why := v.StandGoods(sp); why != "" || !goods.Has(g) {
			continue
		}
		m := game.StandMove(g, sp)
		p := v.Preview(m)
		if p.Cost > money {
			tooDear = true
			continue
		}
		if net := p.Net(v.ToMove()); !found || net > bestNet {
			best, bestNet, found = m, net, true
		}
	}
	return best, bestNet, found, tooDear && !found
}

// explainAfter plays the move on the view to the end of the mover's turn (a take to
// come takes any tile: no take changes what the next player can earn at once) and
// reads the end of the game and the next player's best reply there.
func explainAfter(v *game.State, m game.Move, r *Reason) {
	if m.Kind == game.Redraw || v.Check(m) != nil {
		return // the turn goes on with another decision of the mover's
	}
	before := v.Clone()
	a := v.Clone()
	a.Apply(m)
	var buf [game.MaxLegalMoves]game.Move
	for !a.Over() && a.ToMove() == r.Mover && a.AwaitingTake() {
		next := game.Move{Kind: game.Redraw}
		for _, lm := range a.LegalMoves(buf[:0]) {
			if lm.Kind == game.Take {
				next = lm
				break
			}
		}
		if next.Kind != game.Take {
			break
		}
		a.Apply(next)
	}
	if a.ToMove() == r.Mover && !a.Over() {
		return // solo: the same player goes on
	}
	r.StartsFinal = before.FinalRound() < 0 && a.FinalRound() >= 0 && !a.Over()
	// A solo game may also end when no action is left, which depends on the tile drawn
	// to the display: that is not known yet, so only the other endings are told.
	r.EndsGame = a.Over() && a.EndReason() != game.EndNoMove
	if a.Over() || a.NumPlayers() == 1 {
		return
	}
	r.Reply, r.HasReply = bestReply(a, before)
}

// stillThere: after m (with a take to come made as explainAfter makes it) and, in a game
// with others, the next player's best immediate answer, alt is a legal move of the
// mover's again and earns at least net. Only what the mover can see is used: the answer
// is chosen among the open customer tiles, and what a stack would turn up is not known,
// so a tile brought is taken to leave its entrance empty.
func stillThere(v *game.State, m, alt game.Move, net int) bool {
	if m.Kind == game.Redraw || v.Check(m) != nil {
		return false
	}
	mover := v.ToMove()
	before := v.Clone()
	a := v.Clone()
	a.Apply(m)
	var buf [game.MaxLegalMoves]game.Move
	for !a.Over() && a.ToMove() == mover && a.AwaitingTake() {
		next, found := game.Move{}, false
		for _, lm := range a.LegalMoves(buf[:0]) {
			if lm.Kind == game.Take {
				next, found = lm, true
				break
			}
		}
		if !found {
			return false
		}
		a.Apply(next)
	}
	// The others answer with their best immediate move until the mover is to move again.
	for steps := 0; !a.Over() && a.ToMove() != mover && steps < 4*game.MaxPlayers; steps++ {
		reply, ok := bestReply(a, before)
		if !ok {
			return false
		}
		a.Apply(reply.Move)
	}
	if a.Over() || a.ToMove() != mover || a.Check(alt) != nil {
		return false
	}
	return a.Preview(alt).Net(mover) >= net
}

// bestReply is the best immediate net of the seat to move at a. Customer tiles that
// were not open at before are left out: a tile that came up from a stack is secret
// until it does. The next player's money never matters, hidden or not: a stand they
// cannot pay for nets less than 0 (its income and all their money fall short of the
// cost), and Take 1 Coin, always open to them, nets 1.
func bestReply(a, before *game.State) (Reply, bool) {
	seat := a.ToMove()
	var buf [game.MaxLegalMoves]game.Move
	best, found := Reply{Seat: seat}, false
	for _, m := range a.LegalMoves(buf[:0]) {
		if m.Kind == game.Redraw || m.Kind == game.BringCustomer && !before.IsAvailable(m.Tile) {
			continue
		}
		if net := a.Preview(m).Net(seat); !found || net > best.Net {
			best.Move, best.Net, found = m, net, true
		}
	}
	return best, found
}
