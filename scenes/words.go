package scenes

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui/lang"
)

// Player-facing words of the window, gathered here so the language issue can move them
// into message catalogs in one place.

const (
	txtCustomers = "Customers"
	txtDisplay   = "Stand tiles"
	txtLog       = "What happened"
)

// The components are named as the rulebook of the language in use names them.
var (
	goodKeys       = [game.NumGoods]string{"good.fish", "good.flower", "good.tomato", "good.meat", "good.grape"}
	goodTitleKeys  = [game.NumGoods]string{"good.fish.title", "good.flower.title", "good.tomato.title", "good.meat.title", "good.grape.title"}
	restaurantKeys = [game.NumRestaurants]string{"restaurant.pub", "restaurant.sushi", "restaurant.tea", "restaurant.pizza", "restaurant.burger", "restaurant.wine"}
)

func goodName(g game.Good) string             { return lang.T(goodKeys[g]) }
func goodTitle(g game.Good) string            { return lang.T(goodTitleKeys[g]) }
func restaurantName(r game.Restaurant) string { return lang.T(restaurantKeys[r]) }

// Precomputed labels keep the per-frame drawing free of allocations.
var (
	spaceNames     [game.NumSpaces]string
	entranceLabels [game.NumEntrances]string
	numbers        [1000]string
	marketText     [game.WoodenStands + 1]string
)

func init() {
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		spaceNames[sp] = sp.String()
	}
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		name := e.String()
		_, idx, _ := strings.Cut(name, "-")
		entranceLabels[e] = idx
	}
	for i := range numbers {
		numbers[i] = strconv.Itoa(i)
	}
	for i := range marketText {
		marketText[i] = fmt.Sprintf("%d of %d stands in the market", i, game.WoodenStands)
	}
}

// num is n as text without allocating for everyday numbers.
func num(n int) string {
	if n >= 0 && n < len(numbers) {
		return numbers[n]
	}
	return strconv.Itoa(n)
}

func moneyText(s *game.State, viewer, seat int) string {
	if viewer >= 0 && !s.MoneyShown(viewer, seat) {
		return "?"
	}
	return num(s.Player(seat).Money)
}

var stackTexts = func() (out [11]string) {
	for i := range out {
		out[i] = "×" + strconv.Itoa(i)
	}
	return out
}()

func stackCountText(n int) string { return stackTexts[max(0, min(10, n))] }

var bagTexts = func() (out [game.StandTiles + 1]string) {
	for i := range out {
		out[i] = strconv.Itoa(i) + " in bag"
	}
	return out
}()

func bagText(n int) string { return bagTexts[max(0, min(game.StandTiles, n))] }

func seatKindText(s table.Seat) string {
	for _, ch := range seatChoices { // the setup screen's own words for each kind of seat
		if ch.kind == s.Kind && ch.level == s.Level {
			return ch.label
		}
	}
	return "Computer"
}

// pulse goes 0..1..0 about once a second, for "thinking" and "your turn" cues.
func pulse() float64 {
	ms := time.Now().UnixMilli() % 1000
	t := float64(ms) / 500
	if t > 1 {
		t = 2 - t
	}
	return t
}

func tileText(t game.CustomerTile) string {
	var b strings.Builder
	for g := game.Good(0); g < game.NumGoods; g++ {
		if t.Seeks().Has(g) {
			if b.Len() > 0 {
				b.WriteString("+")
			}
			b.WriteString(goodName(g))
		}
	}
	return fmt.Sprintf("%d:%s", t.Customers(), b.String())
}

// incomeText lists who earned what: "Ana +6, Rui +3".
func incomeText(p game.Preview, seats []table.Seat) string {
	if len(seats) == 1 {
		if p.Income[0] == 0 {
			return ""
		}
		return fmt.Sprintf("+%d", p.Income[0])
	}
	var parts []string
	for i, s := range seats {
		if p.Income[i] != 0 {
			parts = append(parts, fmt.Sprintf("%s +%d", s.Name, p.Income[i]))
		}
	}
	return strings.Join(parts, ", ")
}

// verb agrees a verb with the solo player, who is called "You".
func verb(name, third string) string {
	if name == soloName {
		return strings.TrimSuffix(third, "s")
	}
	return third
}

// eventText is one line of the log, the way a player would tell it at the table.
func eventText(ev table.Event, seats []table.Seat) string {
	name := "?"
	if ev.Seat >= 0 && ev.Seat < len(seats) {
		name = seats[ev.Seat].Name
	}
	m := ev.Move
	earned := incomeText(ev.Preview, seats)
	found := ""
	if ev.RevealedAny {
		found = fmt.Sprintf(", finds a %s", restaurantName(ev.Revealed))
	}
	switch m.Kind {
	case game.OpenStand:
		s := fmt.Sprintf("%s: %s stand at %s, pays %d%s", name, goodName(m.Good), m.Space, ev.Preview.Cost, found)
		if earned != "" {
			s += " — " + earned
		}
		return s
	case game.Take:
		return fmt.Sprintf("%s %s a %s tile", name, verb(name, "takes"), goodName(m.Good))
	case game.BringCustomer:
		s := fmt.Sprintf("%s: customer %s at %s", name, tileText(m.Tile), m.Entrance)
		if earned == "" {
			earned = "nobody earns"
		}
		return s + " — " + earned
	case game.OpenRestaurant:
		return fmt.Sprintf("%s %s a %s at %s, +1%s", name, verb(name, "opens"), restaurantName(m.Restaurant), m.Space, found)
	case game.Coin:
		return name + " " + verb(name, "takes") + " 1 coin"
	case game.Redraw:
		return name + " " + verb(name, "redraws") + " three tiles"
	}
	return name + ": " + m.String()
}

// bannerText says whose turn it is and what they can do.
func bannerText(s *game.State, seats []table.Seat, human bool) string {
	if s.Over() {
		return "The game is over."
	}
	name := seats[s.ToMove()].Name
	if !human {
		return name + " is thinking…"
	}
	if s.AwaitingTake() {
		return name + ": take a stand tile from the display (click it)."
	}
	return name + ", your turn: drag a stand, a customer tile or a restaurant onto the market."
}

// previewText is what a placement would bring: "cost 3 · earn 8 · net +5 · Rui +3".
func previewText(p game.Preview, mover int, seats []table.Seat) string {
	s := fmt.Sprintf("cost %d · earn %d · net %+d", p.Cost, p.Income[mover], p.Net(mover))
	for i, seat := range seats {
		if i != mover && p.Income[i] != 0 {
			s += fmt.Sprintf(" · %s +%d", seat.Name, p.Income[i])
		}
	}
	return s
}

// hintText describes the computer's suggestion.
func hintText(m game.Move, value float64, solo bool) string {
	var what string
	switch m.Kind {
	case game.OpenStand:
		what = fmt.Sprintf("open a %s stand at %s", goodName(m.Good), m.Space)
	case game.OpenRestaurant:
		what = fmt.Sprintf("open the %s at %s", restaurantName(m.Restaurant), m.Space)
	case game.BringCustomer:
		what = fmt.Sprintf("bring customer %s to %s", tileText(m.Tile), m.Entrance)
	case game.Coin:
		what = "take 1 coin"
	case game.Take:
		what = fmt.Sprintf("take the %s tile", goodName(m.Good))
	case game.Redraw:
		what = "redraw"
	}
	if solo {
		return fmt.Sprintf("Hint: %s — the computer expects a final score of about %.0f.", what, value)
	}
	return fmt.Sprintf("Hint: %s — the computer expects to finish about %+.0f against the best rival.", what, value)
}
