package scenes

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui/lang"
)

// The window's words come from the catalogs (ui/lang); this file holds the ones the table
// shows everywhere, and the few labels drawn every frame kept ready for the language in use.

// The components are named as the rulebook of the language in use names them.
var (
	goodKeys       = [game.NumGoods]string{"good.fish", "good.flower", "good.tomato", "good.meat", "good.grape"}
	goodTitleKeys  = [game.NumGoods]string{"good.fish.title", "good.flower.title", "good.tomato.title", "good.meat.title", "good.grape.title"}
	restaurantKeys = [game.NumRestaurants]string{"restaurant.pub", "restaurant.sushi", "restaurant.tea", "restaurant.pizza", "restaurant.burger", "restaurant.wine"}
)

// entranceName is an entrance as every screen names it, in the log's words (whereText):
// "above column C", never the record's "top-C".
func entranceName(e game.Entrance) string { return whereText(e) }

func goodName(g game.Good) string             { return lang.T(goodKeys[g]) }
func goodTitle(g game.Good) string            { return lang.T(goodTitleKeys[g]) }
func restaurantName(r game.Restaurant) string { return lang.T(restaurantKeys[r]) }

// Precomputed labels keep the per-frame drawing free of allocations; the worded ones are
// made again when the language changes.
var (
	spaceNames     [game.NumSpaces]string
	entranceLabels [game.NumEntrances]string
	numbers        [1000]string
	wordsVersion   = -1
	marketTexts    [game.WoodenStands + 1]string
	bagTexts       [game.StandTiles + 1]string
)

// ensureWords remakes the worded labels after a change of language.
func ensureWords() {
	v := lang.Version()
	if v == wordsVersion {
		return
	}
	wordsVersion = v
	for i := range marketTexts {
		marketTexts[i] = lang.N("game.stands_in_market", i, "Total", game.WoodenStands)
	}
	for i := range bagTexts {
		bagTexts[i] = lang.N("game.in_bag", i)
	}
}

func marketText(n int) string { ensureWords(); return marketTexts[max(0, min(game.WoodenStands, n))] }
func bagText(n int) string    { ensureWords(); return bagTexts[max(0, min(game.StandTiles, n))] }

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
}

// num is n as text without allocating for everyday numbers.
func num(n int) string {
	if n >= 0 && n < len(numbers) {
		return numbers[n]
	}
	return strconv.Itoa(n)
}

// Viewers that are no seat: everyone (a replay shows all money) and nobody (a hot-seat
// board before the screen was handed to anyone).
const (
	everyone = -1
	nobody   = -2
)

// moneyText is seat's money as viewer's screen may show it.
func moneyText(s *game.State, viewer, seat int) string {
	if viewer != everyone && !s.MoneyShown(viewer, seat) {
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

func seatKindText(s table.Seat) string {
	if s.Kind == table.Remote {
		return lang.T("online.kind_remote")
	}
	for _, ch := range seatChoices { // the setup screen's own words for each kind of seat
		if ch.kind == s.Kind && ch.level == s.Level {
			return lang.T(ch.label)
		}
	}
	return lang.T("setup.kind.computer")
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

// thinkingBeat is the hourglass's opacity while a computer thinks: it brightens and dims
// twice a second rather than fading smoothly. Each change redraws the whole screen, and
// a page drawn in software needs tens of milliseconds for that: time the computer would
// otherwise think in, and frames the page would otherwise keep.
func thinkingBeat() float64 {
	if time.Now().UnixMilli()%1000 < 500 {
		return 1
	}
	return 0.6
}

// tileText names a customer tile in words, never the record's "2:fish+meat": "the tile
// with 2 customers for fish and meat".
func tileText(t game.CustomerTile) string {
	return lang.N("common.customer_tile", t.Customers(), "Goods", goodsText(t.Seeks()))
}

// incomeText lists who earned what: "Ana +6, Rui +3"; alone, just "+6".
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

// bannerText says whose turn it is and what they can do.
func bannerText(s *game.State, seats []table.Seat, human bool) string {
	if s.Over() {
		return lang.T("game.banner.over")
	}
	name := seats[s.ToMove()].Name
	shown := seatName(name)
	switch {
	case !human:
		return lang.F("game.banner.thinking", "Name", shown)
	case s.AwaitingTake():
		return lang.F(byYou(name, "game.banner.take", "game.banner.take_you"), "Name", shown)
	}
	return lang.F(byYou(name, "game.banner.turn", "game.banner.turn_you"), "Name", shown)
}

// previewText is what a placement would bring: "cost 3 · earn 8 · net +5 · Rui +3".
func previewText(p game.Preview, mover int, seats []table.Seat) string {
	s := lang.F("game.preview", "Cost", p.Cost, "Earn", p.Income[mover], "Net", fmt.Sprintf("%+d", p.Net(mover)))
	for i, seat := range seats {
		if i != mover && p.Income[i] != 0 {
			s += fmt.Sprintf(" · %s +%d", seat.Name, p.Income[i])
		}
	}
	return s
}

// hintText words a hint. Its value compares the mover with the best rival, so with
// hidden money it is left out: it would tell the person how much the others hold.
func hintText(m game.Move, value float64, s *game.State) string {
	what := moveWhat(m)
	if s.Solo() {
		return lang.F("game.hint.solo", "What", what, "Value", fmt.Sprintf("%.0f", value))
	}
	if s.MoneyHidden() {
		return lang.F("game.hint.plain", "What", what)
	}
	return lang.F("game.hint.rivals", "What", what, "Value", fmt.Sprintf("%+.0f", value))
}

// fileDetail is the technical part of a file problem as a message quotes it: printable
// and short, whatever the file held.
func fileDetail(err error) string {
	if err == nil {
		return ""
	}
	s := []rune(table.Printable(err.Error()))
	if len(s) > maxDetailRunes {
		s = append(s[:maxDetailRunes-1], '…')
	}
	return string(s)
}

// maxDetailRunes keeps a file problem to a few lines under the menu.
const maxDetailRunes = 160

// oneDecimal is a number with one decimal, in the language's decimal mark: "2.5", "2,5".
func oneDecimal(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		x = 0
	}
	return strings.Replace(fmt.Sprintf("%.1f", x), ".", lang.T("review.decimal_mark"), 1)
}

// lineName is "row 3" or "column B".
func lineName(l game.Line) string {
	if l.IsRow() {
		return lang.F("common.row", "Row", int(l)+1)
	}
	return lang.F("common.column", "Column", string(rune('A'+int(l)-game.BoardSize)))
}

// goodsList joins goods with the language's "or" or "and": "fish or meat".
func goodsList(set game.GoodSet, joinKey string) string {
	var names []string
	for _, g := range set.Goods() {
		names = append(names, goodName(g))
	}
	return strings.Join(names, " "+lang.T(joinKey)+" ")
}

// seatChoices are what a seat can be, in the order a click cycles through them.
var seatChoices = []struct {
	label string // catalog key
	kind  table.Kind
	level string
}{
	{"setup.kind.human", table.Human, ""},
	{"setup.kind.easy", table.Computer, "easy"},
	{"setup.kind.medium", table.Computer, "medium"},
	{"setup.kind.hard", table.Computer, "hard"},
}

// seatChoice is the index in seatChoices of "human" or a computer level, -1 if none.
func seatChoice(player string) int {
	for i, ch := range seatChoices {
		if ch.kind == table.Human && player == "human" || ch.kind == table.Computer && ch.level == player {
			return i
		}
	}
	return -1
}
