package hard2026

import "mercado/game"

// A move code is a small dense number for every distinct decision, so the search can
// find a move among a node's children with a bit set instead of a map.
const (
	codeCoin       = 0
	codeRedraw     = 1
	codeTake       = 2                                                      // + good
	codeStand      = codeTake + game.NumGoods                               // + good*25 + space
	codeCustomer   = codeStand + game.NumGoods*game.NumSpaces               // + tile*20 + entrance
	codeRestaurant = codeCustomer + game.NumCustomerTiles*game.NumEntrances // + kind*25 + space
	numCodes       = codeRestaurant + game.NumRestaurants*game.NumSpaces
)

// moveCode numbers a move; distinct decisions get distinct codes.
func moveCode(m game.Move) int {
	switch m.Kind {
	case game.Coin:
		return codeCoin
	case game.Redraw:
		return codeRedraw
	case game.Take:
		return codeTake + int(m.Good)
	case game.OpenStand:
		return codeStand + int(m.Good)*game.NumSpaces + int(m.Space)
	case game.BringCustomer:
		return codeCustomer + int(m.Tile)*game.NumEntrances + int(m.Entrance)
	}
	return codeRestaurant + int(m.Restaurant)*game.NumSpaces + int(m.Space)
}

// codeSet is a set of move codes.
type codeSet [(numCodes + 63) / 64]uint64

func (c *codeSet) add(code int)      { c[code>>6] |= 1 << (code & 63) }
func (c *codeSet) has(code int) bool { return c[code>>6]&(1<<(code&63)) != 0 }
func (c *codeSet) remove(code int)   { c[code>>6] &^= 1 << (code & 63) }
