package scenes

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui/lang"
)

// tipText words what a tooltip says about a spot of the table, from the engine's answers
// about the position. It tells only what every player may know: a face-down
// restaurant's kind, the bag's order, the stacks' hidden tiles and anyone's money stay
// out of it.
func tipText(s *game.State, spot tipSpot, seats []table.Seat) string {
	var text string
	switch spot.kind {
	case tipSpace:
		if spot.which >= 0 && spot.which < game.NumSpaces {
			text = spaceTip(s, game.Space(spot.which), seats)
		}
	case tipEntrance:
		if spot.which >= 0 && spot.which < game.NumEntrances {
			text = entranceTip(s, game.Entrance(spot.which))
		}
	case tipHand:
		if validSeat(s, spot.which) && spot.item >= 0 && spot.item < game.NumGoods {
			name := rawSeatName(seats, spot.which)
			text = lang.F(byYou(name, "tips.hand", "tips.hand_you"), "Name", seatName(name), "Good", goodName(game.Good(spot.item)))
		}
	case tipSupply:
		if validSeat(s, spot.which) && spot.item >= 0 && spot.item < game.NumRestaurants {
			r := game.Restaurant(spot.item)
			name := rawSeatName(seats, spot.which)
			text = lang.F(byYou(name, "tips.supply", "tips.supply_you"), "Name", seatName(name), "Restaurant", restaurantName(r), "Favours", favoursText(r))
		}
	case tipCustomer:
		if spot.which >= 0 && spot.which < game.NumCustomerTiles {
			text = customerTip(s, game.CustomerTile(spot.which), seats)
		}
	case tipStack:
		if n := spot.which; n >= 1 && n <= game.MaxCustomers && s.StackLen(n) == 0 {
			text = lang.F("tips.stack_empty", "Customers", n)
		} else if n >= 1 && n <= game.MaxCustomers {
			text = lang.N("tips.stack", s.StackLen(n), "Customers", n)
		}
	case tipDisplay:
		if spot.which >= 0 && spot.which < game.NumGoods {
			text = lang.F("tips.display", "Good", goodName(game.Good(spot.which)))
		}
	case tipBag:
		text = lang.N("tips.bag", s.BagSize())
	}
	return capFirst(text)
}

func validSeat(s *game.State, seat int) bool { return seat >= 0 && seat < s.NumPlayers() }

// rawSeatName is a seat's name as the table keeps it (seatName words it for the screen).
func rawSeatName(seats []table.Seat, seat int) string {
	if seat >= 0 && seat < len(seats) {
		return seats[seat].Name
	}
	return "?"
}

// favoursText says which good a restaurant improves, as the engine's Improves tells.
func favoursText(r game.Restaurant) string {
	var goods []game.Good
	for g := game.Good(0); g < game.NumGoods; g++ {
		if r.Improves(g) {
			goods = append(goods, g)
		}
	}
	if len(goods) == game.NumGoods {
		return lang.T("tips.favours_all")
	}
	return lang.F("tips.favours", "Good", goodsList(game.GoodsOf(goods...), "common.and"))
}

func spaceTip(s *game.State, sp game.Space, seats []table.Seat) string {
	c := s.Space(sp)
	where := spaceNames[sp]
	switch c.Kind {
	case game.StandSpace:
		owner := rawSeatName(seats, int(c.Owner))
		return lang.N(byYou(owner, "tips.space.stand", "tips.space.stand_you"), s.StandValue(sp, c.Good),
			"Good", goodName(c.Good), "Space", where, "Name", seatName(owner))
	case game.FaceUp:
		var near []string
		for _, n := range sp.Neighbours() {
			near = append(near, spaceNames[n])
		}
		return lang.F("tips.space.restaurant", "Restaurant", restaurantName(c.Restaurant), "Space", where,
			"Favours", favoursText(c.Restaurant), "Spaces", strings.Join(near, ", "))
	case game.FaceDown:
		if s.Challenge().PubCrawl { // this challenge shows the face-down tiles' kinds
			return lang.F("tips.space.facedown_shown", "Restaurant", restaurantName(c.Restaurant), "Space", where)
		}
		return lang.N("tips.space.facedown", s.StandCost(sp), "Space", where)
	}
	return lang.N("tips.space.empty", s.StandCost(sp), "Space", where)
}

func entranceTip(s *game.State, e game.Entrance) string {
	l := e.Line()
	where := []any{"Entrance", entranceName(e)}
	t := s.Entrance(e)
	if t == game.NoCustomer {
		text := lang.N("tips.entrance.free", s.LineStands(l), where...)
		if s.EntranceRule(e) != "" {
			text += " " + lang.T("tips.entrance.closed")
		}
		return text
	}
	text := lang.N("tips.entrance.taken", t.Customers(), append(where, "Goods", goodsList(t.Seeks(), "common.or"))...)
	if s.CustomerAsleep(e) {
		text += " " + lang.N("tips.entrance.asleep", t.Customers())
	}
	return text
}

// customerTip says what a waiting tile wants and, when the player to move could bring it
// now, its best entrance for them and who would earn there (the engine's Preview of
// each legal placement).
func customerTip(s *game.State, t game.CustomerTile, seats []table.Seat) string {
	text := lang.N("tips.customer", t.Customers(), "Goods", goodsList(t.Seeks(), "common.or"))
	if s.Over() || s.AwaitingTake() || !validSeat(s, s.ToMove()) {
		return text
	}
	mover := s.ToMove()
	name := rawSeatName(seats, mover)
	var buf [game.MaxLegalMoves]game.Move
	best, found := game.Move{}, false
	var bestP game.Preview
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind != game.BringCustomer || m.Tile != t {
			continue
		}
		p := s.Preview(m)
		if !found || p.Income[mover] > bestP.Income[mover] {
			best, bestP, found = m, p, true
		}
	}
	if !found {
		return text + " " + lang.F(byYou(name, "tips.customer.nowhere", "tips.customer.nowhere_you"), "Name", seatName(name))
	}
	income := incomeText(bestP, seats)
	if income == "" {
		income = lang.T("tips.nobody_earns")
	}
	return text + " " + lang.F(byYou(name, "tips.customer.best", "tips.customer.best_you"),
		"Name", seatName(name), "Entrance", entranceName(best.Entrance), "Income", income)
}

// capFirst starts a sentence with a capital letter, as names of goods and restaurants
// are written small in the middle of one.
func capFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// tipKind says what kind of thing a tipSpot is.
type tipKind uint8

const (
	tipNone     tipKind = iota
	tipSpace            // a market space: a = the space
	tipEntrance         // an entrance: a = the entrance
	tipHand             // a stand tile in a hand: a = seat, b = good
	tipSupply           // a restaurant in a supply: a = seat, b = restaurant
	tipCustomer         // an available customer tile: a = the tile
	tipStack            // a stack's counter: a = customers on its tiles
	tipDisplay          // a display tile: a = good
	tipBag              // the bag of stand tiles
)

// tipSpot is one thing on the table a tooltip can be about.
type tipSpot struct {
	kind tipKind
	// which is the space, entrance, seat, stack or customer it is about, by kind; item,
	// for a seat's hand or supply, the good or restaurant there.
	which, item int
}
