package game

import (
	"fmt"
	"strconv"
	"strings"
)

// CustomerTile identifies one of the 35 customer tiles. Every tile has a distinct face,
// so the face (size and goods) is the tile. NoCustomer marks an empty entrance.
type CustomerTile int8

const (
	NoCustomer       CustomerTile = -1
	NumCustomerTiles              = 35
	MaxCustomers                  = 4 // the largest tile; sizes are 1..4
)

type tileFace struct {
	customers int8
	seeks     GoodSet
}

// tilesPerSize is how many tiles of each size (1..4) the box holds.
var tilesPerSize = [MaxCustomers]int{10, 10, 10, 5}

// tileFaces is the Decision of engine-rules.md 1.2: the 1-, 2- and 3-customer tiles are each
// the ten pairs of goods; the five 4-customer tiles seek one good each.
var tileFaces = func() (out [NumCustomerTiles]tileFace) {
	var pairs []GoodSet
	for a := Good(0); a < NumGoods; a++ {
		for b := a + 1; b < NumGoods; b++ {
			pairs = append(pairs, GoodsOf(a, b))
		}
	}
	i := 0
	for size := 1; size <= 3; size++ {
		for _, p := range pairs {
			out[i] = tileFace{int8(size), p}
			i++
		}
	}
	for g := Good(0); g < NumGoods; g++ {
		out[i] = tileFace{4, GoodsOf(g)}
		i++
	}
	return
}()

// firstTileOfSize[n-1] is the id of the first tile with n customers.
var firstTileOfSize = [MaxCustomers + 1]CustomerTile{0, 10, 20, 30, 35}

func (t CustomerTile) Customers() int { return int(tileFaces[t].customers) }
func (t CustomerTile) Seeks() GoodSet { return tileFaces[t].seeks }

// String is the notation "2:fish+flower".
func (t CustomerTile) String() string {
	if t < 0 || t >= NumCustomerTiles {
		return "?"
	}
	return strconv.Itoa(t.Customers()) + ":" + t.Seeks().String()
}

// TileOf finds the tile with that many customers seeking exactly those goods.
func TileOf(customers int, seeks GoodSet) (CustomerTile, bool) {
	if customers < 1 || customers > MaxCustomers {
		return NoCustomer, false
	}
	for t := firstTileOfSize[customers-1]; t < firstTileOfSize[customers]; t++ {
		if t.Seeks() == seeks {
			return t, true
		}
	}
	return NoCustomer, false
}

// ParseCustomerTile reads "N:goods" (goods joined by "+", any order and case).
func ParseCustomerTile(s string) (CustomerTile, error) {
	size, goods, ok := strings.Cut(strings.TrimSpace(s), ":")
	n, err := strconv.Atoi(strings.TrimSpace(size))
	if !ok || err != nil {
		return NoCustomer, fmt.Errorf("%q is not a customer tile (write it as N:goods, like 2:fish+meat)", s)
	}
	return parseTileGoods(n, goods)
}

// parseTileGoods finds the tile of size n seeking the "+"-joined goods.
func parseTileGoods(n int, goods string) (CustomerTile, error) {
	var set GoodSet
	for _, name := range strings.Split(goods, "+") {
		g, ok := ParseGood(name)
		if !ok {
			return NoCustomer, fmt.Errorf("%q is not a good (fish, flower, tomato, meat, grape)", strings.TrimSpace(name))
		}
		set |= GoodsOf(g)
	}
	t, ok := TileOf(n, set)
	if !ok {
		return NoCustomer, fmt.Errorf("no customer tile %d:%s exists", n, set)
	}
	return t, nil
}
