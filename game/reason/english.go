package reason

import (
	"fmt"
	"strings"

	"mercado/game"
)

// English words the reason for the command line; names are the seats' names in engine
// order (a missing one is "seat N"). The window words it from its catalogs instead.
func (r Reason) English(names []string) string {
	name := func(seat int) string {
		if seat >= 0 && seat < len(names) && names[seat] != "" {
			return names[seat]
		}
		return fmt.Sprintf("seat %d", seat+1)
	}
	var out []string
	say := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	r.moveEnglish(say)
	r.effectsEnglish(say, name)
	r.comparisonEnglish(say, name)
	return strings.Join(out, " ")
}

// moveEnglish says what the move itself earns, costs or sets up.
func (r Reason) moveEnglish(say func(format string, args ...any)) {
	switch r.Move.Kind {
	case game.OpenStand:
		say("It earns %s now and costs %s (net %+d).", coins(r.Earn), coins(r.Cost), r.Earn-r.Cost)
		if len(r.Boosters) > 0 {
			say("Next to %s it is worth %d a customer.", restaurants(r.Boosters), r.Value)
		}
		say("%s then holds %d stand(s), %s %d.", r.Lines[0].Line, r.Lines[0].Stands, r.Lines[1].Line, r.Lines[1].Stands)
	case game.BringCustomer:
		if r.OwnEarned == 1 {
			say("1 of your stands earns %s.", coins(r.Earn))
		} else {
			say("%d of your stands earn %s.", r.OwnEarned, coins(r.Earn))
		}
	case game.OpenRestaurant:
		say("It pays 1 coin and raises %d of your stands and %d of the others'.", r.RaisesOwn, r.RaisesOthers)
	case game.Coin:
		say("It pays 1 coin; %d of %d coins in a row end the game.", r.CoinsInARow, r.CoinsToEnd)
	case game.Take:
		if r.HasBestStand {
			say("A %s stand on %s would earn %+d now.", r.Good, r.BestStand.Space, r.BestStandNet)
		} else if r.TooDear {
			say("You cannot pay for a %s stand yet (%s): the tile is for later.", r.Good, coins(r.Money))
		}
	case game.Redraw:
		if r.HasBag {
			say("%d of the %d tiles in the bag are another good.", r.BagOther, r.Bag)
		}
	}
}

// effectsEnglish says what else the move does: the 4-customer tiles' share, who else
// earns, the restaurant it uncovers, the customers still to come, the end it brings and
// the best reply to it.
func (r Reason) effectsEnglish(say func(format string, args ...any), name func(seat int) string) {
	if r.CountFours {
		say("Of that, %s counts (from 4-customer tiles).", coins(r.FromFours))
	}
	for _, e := range r.Others {
		say("%s earns %s too.", name(e.Seat), coins(e.Coins))
	}
	if r.Uncovers {
		say("It uncovers the face-down restaurant there.")
	}
	if r.HasComing {
		at := ""
		if !r.Coming.Complete {
			at = "at least "
		}
		say("%s%d customer(s) for %s are still to come.", at, r.Coming.Customers, r.Good)
	}
	switch {
	case r.EndsGame:
		say("It ends the game.")
	case r.StartsFinal:
		say("It starts the final round.")
	}
	if r.HasReply {
		say("%s's best reply then earns %+d.", name(r.Reply.Seat), r.Reply.Net)
	}
}

// comparisonEnglish compares the move with the next best: what each brings now, the
// replies they leave and why the one that brings less may still come first.
func (r Reason) comparisonEnglish(say func(format string, args ...any), name func(seat int) string) {
	switch {
	case r.HasNext && r.Next.Played && r.Earn-r.Cost > r.Next.Net:
		say("It brings %+d now, the move played (%s) %+d.", r.Earn-r.Cost, MoveEnglish(r.Next.Move), r.Next.Net)
	case r.HasNext && r.Next.Played:
	case r.HasNext && r.Next.HasBehind:
		say("The next best, %s, is about %.0f coin(s) worse.", MoveEnglish(r.Next.Move), r.Next.Behind)
	case r.HasNext:
		say("The next best is %s.", MoveEnglish(r.Next.Move))
	case r.Only:
		say("It is the only move.")
	}
	if r.HasNext && r.HasReply && r.Next.HasReply && r.Next.Reply.Seat == r.Reply.Seat && r.Next.Reply.Net-r.Reply.Net >= 2 {
		say("After the other move (%s), %s could answer for %+d at once; after this move only for %+d.", MoveEnglish(r.Next.Move), name(r.Reply.Seat), r.Next.Reply.Net, r.Reply.Net)
	}
	if r.HasNext && r.Next.HasStill && r.Next.StillThere {
		say("The other move (%s) brings more now (%+d), but it should still be open on your next turn: this one first.", MoveEnglish(r.Next.Move), r.Next.Net)
	} else if r.HasNext && r.Next.HasStill {
		say("The other move (%s) brings more now (%+d), but the search expects more from this move over the coming rounds.", MoveEnglish(r.Next.Move), r.Next.Net)
	}
}

func coins(n int) string {
	if n == 1 {
		return "1 coin"
	}
	return fmt.Sprintf("%d coins", n)
}

func restaurants(list []game.Restaurant) string {
	var names []string
	for _, r := range list {
		names = append(names, r.String())
	}
	return strings.Join(names, " and ")
}

// MoveEnglish is a move as the English log and hints name it ("open a fish stand at C3",
// "bring 2 customers who want fish and meat below column D"); the window words the same
// from its catalogs, in its language.
func MoveEnglish(m game.Move) string {
	switch m.Kind {
	case game.OpenStand:
		return fmt.Sprintf("open a %s stand at %s", m.Good, m.Space)
	case game.OpenRestaurant:
		return fmt.Sprintf("open the %s at %s", restaurantEnglish(m.Restaurant), m.Space)
	case game.BringCustomer:
		var goods []string
		for g := game.Good(0); g < game.NumGoods; g++ {
			if m.Tile.Seeks().Has(g) {
				goods = append(goods, g.String())
			}
		}
		who := "customers who want"
		if m.Tile.Customers() == 1 {
			who = "customer who wants"
		}
		return fmt.Sprintf("bring %d %s %s %s", m.Tile.Customers(), who, strings.Join(goods, " and "), whereEnglish(m.Entrance))
	case game.Coin:
		return "take 1 coin"
	case game.Take:
		return fmt.Sprintf("take the %s tile", m.Good)
	case game.Redraw:
		return "redraw"
	}
	return m.String()
}

// whereEnglish is an entrance as a place beside the market: "below column D".
func whereEnglish(e game.Entrance) string {
	if e < 0 || e >= game.NumEntrances {
		return e.String()
	}
	col, row := string(rune('A'+e.Index())), e.Index()+1
	switch e.Side() {
	case game.Top:
		return "above column " + col
	case game.Bottom:
		return "below column " + col
	case game.Left:
		return fmt.Sprintf("to the left of row %d", row)
	}
	return fmt.Sprintf("to the right of row %d", row)
}

// restaurantEnglish names a restaurant as the English rulebook does.
func restaurantEnglish(r game.Restaurant) string {
	names := [game.NumRestaurants]string{"pub", "sushi bar", "tea house", "pizzeria", "burger joint", "wine bar"}
	if r >= 0 && int(r) < len(names) {
		return names[r]
	}
	return r.String()
}
