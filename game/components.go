package game

import "strings"

// Good is the kind of merchandise a stand sells.
type Good uint8

const (
	Fish Good = iota
	Flower
	Tomato
	Meat
	Grape
	NumGoods = 5
)

var goodNames = [NumGoods]string{"fish", "flower", "tomato", "meat", "grape"}

func (g Good) String() string {
	if g < NumGoods {
		return goodNames[g]
	}
	return "?"
}

// ParseGood reads a good's notation name in any letter case.
func ParseGood(s string) (Good, bool) {
	i, ok := indexOfName(goodNames[:], s)
	return Good(i), ok
}

// indexOfName finds s (any case, outer white space ignored) among names.
func indexOfName(names []string, s string) (int, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, name := range names {
		if name == s {
			return i, true
		}
	}
	return 0, false
}

// GoodSet is a set of goods as a bit mask (bit g set = good g is in the set).
type GoodSet uint8

func GoodsOf(goods ...Good) GoodSet {
	var set GoodSet
	for _, g := range goods {
		set |= 1 << g
	}
	return set
}

func (s GoodSet) Has(g Good) bool { return s&(1<<g) != 0 }

// Goods lists the set's goods in notation order.
func (s GoodSet) Goods() []Good {
	var out []Good
	for g := Good(0); g < NumGoods; g++ {
		if s.Has(g) {
			out = append(out, g)
		}
	}
	return out
}

// String joins the goods with "+" in notation order: "fish+meat".
func (s GoodSet) String() string {
	var names []string
	for _, g := range s.Goods() {
		names = append(names, g.String())
	}
	return strings.Join(names, "+")
}

// Restaurant is the kind of a restaurant tile. Kind r (r > 0) improves good r-1;
// the pub improves every good.
type Restaurant uint8

const (
	Pub Restaurant = iota
	Sushi
	Tea
	Pizza
	Burger
	Wine
	NumRestaurants = 6
)

var restaurantNames = [NumRestaurants]string{"pub", "sushi", "tea", "pizza", "burger", "wine"}

func (r Restaurant) String() string {
	if r < NumRestaurants {
		return restaurantNames[r]
	}
	return "?"
}

// Improves reports whether an adjacent face-up r raises the value of a stand of g.
func (r Restaurant) Improves(g Good) bool { return r == Pub || Good(r-1) == g }

// ParseRestaurant reads a restaurant's notation name in any letter case.
func ParseRestaurant(s string) (Restaurant, bool) {
	i, ok := indexOfName(restaurantNames[:], s)
	return Restaurant(i), ok
}

// Component counts (engine-rules.md section 1).
const (
	MaxPlayers         = 4
	StandTilesPerGood  = 7
	StandTiles         = StandTilesPerGood * NumGoods
	RestaurantsPerKind = 2
	WoodenStands       = 8 // per player; also the most stands a player may have in the market
	MaxHand            = 3
	DisplaySize        = 3
	AvailablePerStack  = 3 // customer tiles open to take from each stack
	StartMoney         = 1
	// RestaurantPenalty is what each restaurant left in a supply costs at the end.
	RestaurantPenalty = 1
	// RestaurantIncome is what opening a restaurant pays.
	RestaurantIncome = 1
	// EndSpaces and EndEntrances: the end is triggered when a placement leaves at most
	// this many available spaces, or a customer tile leaves at most this many empty entrances.
	EndSpaces    = 4
	EndEntrances = 4
	// BestMoveIncome is the single-action income that earns the campaign's Best Move bonus.
	BestMoveIncome = 32
	BestMoveBonus  = 2
)
