package scenes

import (
	"strings"

	"mercado/assets"
	"mercado/game"
	"mercado/game/table"
	"mercado/ui/lang"
)

// The log's sentences: each decision told the way a player would tell it at the table,
// from the engine's facts about it (the event's move, preview and aftermath). Income
// amounts are public, so they are told; nobody's money total ever is.

var whereKeys = [4]string{"log.where.top", "log.where.right", "log.where.bottom", "log.where.left"}

// whereText is an entrance as a place beside the market: "to the right of row 5".
func whereText(e game.Entrance) string {
	if e < 0 || e >= game.NumEntrances {
		return "?"
	}
	side := e.Side()
	if side == game.Left || side == game.Right {
		return lang.F(whereKeys[side], "Row", num(e.Index()+1))
	}
	return lang.F(whereKeys[side], "Col", string(rune('A'+e.Index())))
}

// goodsText names the goods a customer tile seeks: "fish and grape".
func goodsText(seeks game.GoodSet) string {
	var names []string
	for g := game.Good(0); g < game.NumGoods; g++ {
		if seeks.Has(g) {
			names = append(names, goodName(g))
		}
	}
	switch len(names) {
	case 0:
		return "?"
	case 1:
		return names[0]
	case 2:
		return lang.F("log.goods.two", "A", names[0], "B", names[1])
	}
	return strings.Join(names, ", ") // no tile seeks more than two goods
}

// logSeat is the seat's name as stored (for the "you" forms) and as shown.
func logSeat(seat int, seats []table.Seat) (name, shown string) {
	if seat < 0 || seat >= len(seats) {
		return "?", "?"
	}
	return seats[seat].Name, seatName(seats[seat].Name)
}

// moveSentence tells one decision: what was done, what it found and earned, and why a
// stand's turn took no new tile.
func moveSentence(ev table.Event, seats []table.Seat) string {
	name, shown := logSeat(ev.Seat, seats)
	m := ev.Move
	switch m.Kind {
	case game.OpenStand:
		return lang.N(byYou(name, "log.stand", "log.stand_you"), ev.Preview.Cost, "Name", shown, "Good", goodName(m.Good), "Space", m.Space.String()) +
			findsText(ev) + earnText(ev, seats, false) + noTakeText(ev.After)
	case game.Take:
		return lang.F(byYou(name, "log.take", "log.take_you"), "Name", shown, "Good", goodName(m.Good))
	case game.BringCustomer:
		return lang.N(byYou(name, "log.customer", "log.customer_you"), m.Tile.Customers(), "Name", shown, "Goods", goodsText(m.Tile.Seeks()), "Where", whereText(m.Entrance)) +
			earnText(ev, seats, true)
	case game.OpenRestaurant:
		inc := 0
		if ev.Seat >= 0 && ev.Seat < game.MaxPlayers {
			inc = ev.Preview.Income[ev.Seat]
		}
		return lang.N(byYou(name, "log.restaurant", "log.restaurant_you"), inc, "Name", shown, "Restaurant", restaurantName(m.Restaurant), "Space", m.Space.String()) +
			findsText(ev)
	case game.Coin:
		s := lang.F(byYou(name, "log.coin", "log.coin_you"), "Name", shown)
		if a := ev.After; a.CoinsInARow >= 2 && !a.Ends {
			s += lang.N("log.coin_run", a.CoinsToEnd, "Run", a.CoinsInARow)
		}
		return s
	case game.Redraw:
		if ev.After.DisplayRedraw {
			return lang.F(byYou(name, "log.redraw_display", "log.redraw_display_you"), "Name", shown)
		}
		return lang.F(byYou(name, "log.redraw_hand", "log.redraw_hand_you"), "Name", shown)
	}
	return shown + ": " + m.String()
}

func findsText(ev table.Event) string {
	if !ev.RevealedAny {
		return ""
	}
	return lang.F("log.finds", "Restaurant", restaurantName(ev.Revealed))
}

// earnText is ": Ana +4, Rui +3"; nothing when nobody earned, unless told (customers).
func earnText(ev table.Event, seats []table.Seat, tellNobody bool) string {
	earned := incomeText(ev.Preview, seats)
	if earned == "" {
		if !tellNobody {
			return ""
		}
		earned = lang.T("log.nobody_earns")
	}
	return lang.F("log.earn", "Earned", earned)
}

// noTakeText says why a stand's turn took no tile from the display (engine-rules.md 3.1).
func noTakeText(a table.Aftermath) string {
	switch {
	case a.NoTake == table.HandAtLimit && a.StandsOff == 0:
		return lang.F("log.notake.all", "Total", game.WoodenStands)
	case a.NoTake == table.HandAtLimit:
		return lang.N("log.notake.limit", a.StandsOff)
	case a.NoTake == table.DisplayEmpty:
		return lang.T("log.notake.display")
	}
	return ""
}

// noteSentence is the table's own announcement after a decision: the final round
// starting (who triggered it, how many turns remain), the game's end. "" when none.
func noteSentence(ev table.Event, seats []table.Seat) string {
	a := ev.After
	var notes []string
	if a.FinalRound {
		name, shown := logSeat(ev.Seat, seats)
		var why string
		if a.Trigger == game.BringCustomer {
			why = lang.N(byYou(name, "log.why.entrances", "log.why.entrances_you"), a.FreeEntrances, "Name", shown)
		} else {
			why = lang.N(byYou(name, "log.why.spaces", "log.why.spaces_you"), a.FreeSpaces, "Name", shown)
		}
		if a.TurnsLeft > 0 {
			notes = append(notes, lang.N("log.final", a.TurnsLeft, "Why", why))
		} else {
			notes = append(notes, lang.F("log.final.now", "Why", why))
		}
	}
	if a.Ends && !(a.FinalRound && a.End == game.EndMarketFull) {
		switch a.End {
		case game.EndCoins:
			notes = append(notes, lang.T("log.end.coins"))
		case game.EndMarketFull:
			notes = append(notes, lang.T("log.end.market"))
		case game.EndLastStand:
			notes = append(notes, lang.T("log.end.last_stand"))
		case game.EndNoMove:
			notes = append(notes, lang.T("log.end.no_move"))
		}
	}
	return strings.Join(notes, " ")
}

// logIcon is the small picture before a decision's line, where a picture reads faster
// than the words: the good, the restaurant, customers, a coin, the bag.
func logIcon(m game.Move) assets.Icon {
	switch {
	case (m.Kind == game.OpenStand || m.Kind == game.Take) && m.Good >= 0 && m.Good < game.NumGoods:
		return assets.GoodIcon(m.Good)
	case m.Kind == game.OpenRestaurant && m.Restaurant >= 0 && m.Restaurant < game.NumRestaurants:
		return assets.RestaurantIcon(m.Restaurant)
	case m.Kind == game.BringCustomer:
		return assets.Person
	case m.Kind == game.Coin:
		return assets.Coin
	}
	return assets.Bag
}
