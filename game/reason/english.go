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
	m := r.Move
	switch m.Kind {
	case game.OpenStand:
		say("It earns %s now and costs %s (net %+d).", coins(r.Earn), coins(r.Cost), r.Earn-r.Cost)
		if len(r.Boosters) > 0 {
			say("Next to %s it is worth %d a customer.", restaurants(r.Boosters), r.Value)
		}
		say("%s then holds %d stand(s), %s %d.", r.Lines[0].Line, r.Lines[0].Stands, r.Lines[1].Line, r.Lines[1].Stands)
	case game.BringCustomer:
		say("%d of your stands earn %s.", r.OwnEarned, coins(r.Earn))
	case game.OpenRestaurant:
		say("It pays 1 coin and raises %d of your stands and %d of the others'.", r.RaisesOwn, r.RaisesOthers)
	case game.Coin:
		say("It pays 1 coin; %d of %d coins in a row end the game.", r.CoinsInARow, r.CoinsToEnd)
	case game.Take:
		if r.HasBestStand {
			say("A %s stand on %s would earn %+d now.", r.Good, r.BestStand.Space, r.BestStandNet)
		}
	case game.Redraw:
		if r.HasBag {
			say("%d of the %d tiles in the bag are another good.", r.BagOther, r.Bag)
		}
	}
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
	switch {
	case r.HasNext && r.Next.HasBehind:
		say("The next best, %s, is about %.0f coin(s) worse.", r.Next.Move, r.Next.Behind)
	case r.HasNext:
		say("The next best is %s.", r.Next.Move)
	case r.Only:
		say("It is the only move.")
	}
	return strings.Join(out, " ")
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
