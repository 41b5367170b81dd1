package scenes

import (
	"fmt"
	"math"
	"strings"

	"mercado/game"
	"mercado/game/reason"
	"mercado/game/table"
	"mercado/ui/lang"
)

// The hint's reason in words: a few short sentences from package reason's numbers, in
// the order a player weighs a move — what it brings now, what it sets up, what it
// leaves the next player, and the next-best move. Nothing here computes a number.

// reasonSentences words r for the person to move; seats name the others. named says
// whether the sentences speak about the mover by name ("Rui's matching stand earns…")
// rather than to them ("Your matching stand earns…"): a review read by someone else than
// the mover (reviewSpeaksTo).
func reasonSentences(r reason.Reason, seats []table.Seat, named bool) []string {
	var out []string
	add := func(s string) {
		if s != "" {
			out = append(out, s)
		}
	}
	if r.HasNext && r.Next.Played {
		add(contrastText(r, seats, named)) // a review: why it beats the move played comes first
	}
	moveSentences(r, seats, named, add)
	effectSentences(r, seats, add)
	nextBestSentences(r, add)
	if !r.Next.Played {
		add(contrastText(r, seats, named))
	}
	return out
}

// moveSentences words what the move itself brings, costs or sets up; named as for
// reasonSentences.
func moveSentences(r reason.Reason, seats []table.Seat, named bool, add func(string)) {
	who := seatName(rawSeatName(seats, r.Mover))
	// toMover picks the sentence said to the mover or, named, the one about them
	toMover := func(key, namedKey string) string {
		if named {
			return namedKey
		}
		return key
	}
	switch r.Move.Kind {
	case game.OpenStand:
		if r.Earn > 0 {
			add(lang.F(toMover("reason.stand.earns", "reason.stand.earns_named"), "Name", who, "Earn", coinsText(r.Earn), "Cost", coinsText(r.Cost), "Net", fmt.Sprintf("%+d", r.Earn-r.Cost)))
		} else {
			add(lang.F("reason.stand.nothing", "Cost", coinsText(r.Cost)))
		}
		if len(r.Boosters) > 0 {
			add(lang.N("reason.stand.value", r.Value, "Restaurants", restaurantsText(r.Boosters)))
		}
		add(linesText(r))
	case game.BringCustomer:
		if r.OwnEarned > 0 {
			add(lang.N(toMover("reason.customer.own", "reason.customer.own_named"), r.OwnEarned, "Name", who, "Earn", coinsText(r.Earn)))
		} else {
			add(lang.F(toMover("reason.customer.none", "reason.customer.none_named"), "Name", who))
		}
	case game.OpenRestaurant:
		add(lang.F(toMover("reason.restaurant.pays", "reason.restaurant.pays_named"), "Name", who, "Coins", coinsText(r.Earn)))
		switch {
		case r.RaisesOwn > 0:
			add(lang.N(toMover("reason.restaurant.raises_own", "reason.restaurant.raises_own_named"), r.RaisesOwn, "Name", who))
		case r.RaisesOthers == 0:
			add(lang.T("reason.restaurant.raises_none"))
		}
		if r.RaisesOthers > 0 {
			add(lang.N("reason.restaurant.raises_others", r.RaisesOthers))
		}
	case game.Coin:
		add(lang.F("reason.coin", "Coins", coinsText(r.Earn), "Run", r.CoinsInARow, "End", r.CoinsToEnd))
	case game.Take:
		if r.HasBestStand {
			add(lang.F("reason.take.best", "Good", goodName(r.Good), "Space", r.BestStand.Space.String(), "Net", fmt.Sprintf("%+d", r.BestStandNet)))
		} else if r.TooDear {
			add(lang.F(toMover("reason.take.later", "reason.take.later_named"), "Name", who, "Good", goodName(r.Good), "Money", coinsText(r.Money)))
		} else {
			add(lang.F("reason.take.nowhere", "Good", goodName(r.Good)))
		}
	case game.Redraw:
		if r.HasBag {
			add(lang.N("reason.redraw", r.BagOther, "Bag", r.Bag))
		}
	}
}

// effectSentences words what else the move does: the 4-customer tiles' share, who else
// earns, the restaurant it uncovers, the customers still to come, the end it brings and
// the next player's best reply.
func effectSentences(r reason.Reason, seats []table.Seat, add func(string)) {
	if r.CountFours && r.Earn > 0 {
		add(lang.F("reason.fours", "Coins", coinsText(r.FromFours)))
	}
	for _, e := range r.Others {
		add(lang.F("reason.others", "Name", seatName(rawSeatName(seats, e.Seat)), "Coins", coinsText(e.Coins)))
	}
	if r.Uncovers {
		add(lang.T("reason.uncovers"))
	}
	if r.HasComing {
		add(comingText(r))
	}
	switch {
	case r.EndsGame:
		add(lang.T("reason.ends"))
	case r.StartsFinal:
		add(lang.T("reason.final"))
	}
	if r.HasReply {
		add(lang.F("reason.reply", "Name", seatName(rawSeatName(seats, r.Reply.Seat)), "Net", fmt.Sprintf("%+d", r.Reply.Net)))
	}
}

// nextBestSentences words the next-best move (a review's card shows the move played
// instead), or that the move is the only one.
func nextBestSentences(r reason.Reason, add func(string)) {
	switch {
	case r.HasNext && r.Next.Played: // a review: its card shows the move played and the loss
	case r.HasNext && r.Next.HasBehind && math.Round(r.Next.Behind) >= 1:
		add(lang.F("reason.next.behind", "What", moveWhat(r.Next.Move), "Coins", coinsText(int(math.Round(r.Next.Behind)))))
	case r.HasNext && r.Next.HasBehind:
		add(lang.F("reason.next.close", "What", moveWhat(r.Next.Move)))
	case r.HasNext:
		add(lang.F("reason.next.plain", "What", moveWhat(r.Next.Move), "Net", fmt.Sprintf("%+d", r.Next.Net)))
	case r.Only:
		add(lang.T("reason.only"))
	}
}

// contrastText says why the move beats the other one when the other brings more now or
// leaves the next player more: what it keeps from them, and whether the bigger gain is
// still there next turn; named as for reasonSentences.
func contrastText(r reason.Reason, seats []table.Seat, named bool) string {
	if !r.HasNext {
		return ""
	}
	var out []string
	n := r.Next
	if r.HasReply && n.HasReply && n.Reply.Seat == r.Reply.Seat && n.Reply.Net-r.Reply.Net >= 2 {
		out = append(out, lang.F("reason.next.denies", "What", moveWhat(n.Move), "Name", seatName(rawSeatName(seats, r.Reply.Seat)),
			"Then", fmt.Sprintf("%+d", n.Reply.Net), "Now", fmt.Sprintf("%+d", r.Reply.Net)))
	}
	if n.HasStill {
		key := "reason.next.gone"
		switch {
		case n.StillThere && named:
			key = "reason.next.still_named"
		case n.StillThere:
			key = "reason.next.still"
		}
		out = append(out, lang.F(key, "What", moveWhat(n.Move), "Net", fmt.Sprintf("%+d", n.Net), "Name", seatName(rawSeatName(seats, r.Mover))))
	}
	return strings.Join(out, " ")
}

func coinsText(n int) string { return lang.N("common.coins", n) }

// restaurantsText names the restaurants that raise a stand: "pub", "pub and sushi bar".
func restaurantsText(list []game.Restaurant) string {
	names := make([]string, 0, len(list))
	for _, r := range list {
		names = append(names, restaurantName(r))
	}
	return strings.Join(names, " "+lang.T("common.and")+" ")
}

// linesText tells what the stand sets up: the fuller of its two lines, and whether
// customers can still come to it.
func linesText(r reason.Reason) string {
	if !r.HasLines {
		return ""
	}
	best := r.Lines[0]
	if l := r.Lines[1]; l.Stands > best.Stands || l.Stands == best.Stands && l.OpenEntrances > best.OpenEntrances {
		best = l
	}
	if best.OpenEntrances == 0 {
		return lang.N("reason.line.closed", best.Stands, "Line", lineName(best.Line))
	}
	return lang.N("reason.line.open", best.Stands, "Line", lineName(best.Line), "Open", best.OpenEntrances)
}

// comingText tells how many customers for the good are still to come.
func comingText(r reason.Reason) string {
	c := r.Coming
	switch {
	case c.Customers == 0 && c.Complete:
		return lang.F("reason.coming.none", "Good", goodName(r.Good))
	case c.Complete:
		return lang.N("reason.coming.all", c.Customers, "Good", goodName(r.Good))
	}
	return lang.N("reason.coming.least", c.Customers, "Good", goodName(r.Good))
}

// moveWhat is a move as the hint and the review name it, in the log's words: "open a
// fish stand at C3", "bring 2 customers who want fish and meat below column D".
func moveWhat(m game.Move) string {
	switch m.Kind {
	case game.OpenStand:
		return lang.F("game.hint.stand", "Good", goodName(m.Good), "Space", m.Space.String())
	case game.OpenRestaurant:
		return lang.F("game.hint.restaurant", "Restaurant", restaurantName(m.Restaurant), "Space", m.Space.String())
	case game.BringCustomer:
		return lang.N("game.hint.customer", m.Tile.Customers(), "Goods", goodsText(m.Tile.Seeks()), "Where", whereText(m.Entrance))
	case game.Coin:
		return lang.T("game.hint.coin")
	case game.Take:
		return lang.F("game.hint.take", "Good", goodName(m.Good))
	case game.Redraw:
		return lang.T("game.hint.redraw")
	}
	return m.String()
}

// reviewSpeaksTo is the seat a review says "you" to: the one person at the table (a game
// against computers, alone, or an online table's own seat), or the solo player. With
// several people at one screen, or none, it is -1: the review is read by any of them and
// names each decision's player.
func reviewSpeaksTo(seats []table.Seat) int {
	you := -1
	for i, s := range seats {
		switch {
		case s.Name == soloName:
			return i
		case s.Kind != table.Human:
		case you >= 0:
			return -1
		default:
			you = i
		}
	}
	return you
}
