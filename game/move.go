package game

// MoveKind is the kind of a decision.
type MoveKind uint8

const (
	Coin MoveKind = iota
	OpenStand
	Take
	BringCustomer
	OpenRestaurant
	Redraw
)

// Move is one decision: an action, a hand or display redraw, or the take after a stand.
// Only the fields its kind uses are meaningful.
type Move struct {
	Kind       MoveKind
	Good       Good         // OpenStand, Take
	Space      Space        // OpenStand, OpenRestaurant
	Tile       CustomerTile // BringCustomer
	Entrance   Entrance     // BringCustomer
	Restaurant Restaurant   // OpenRestaurant
}

func CoinMove() Move                  { return Move{Kind: Coin} }
func RedrawMove() Move                { return Move{Kind: Redraw} }
func StandMove(g Good, sp Space) Move { return Move{Kind: OpenStand, Good: g, Space: sp} }
func TakeMove(g Good) Move            { return Move{Kind: Take, Good: g} }
func CustomerMove(t CustomerTile, e Entrance) Move {
	return Move{Kind: BringCustomer, Tile: t, Entrance: e}
}
func RestaurantMove(r Restaurant, sp Space) Move {
	return Move{Kind: OpenRestaurant, Restaurant: r, Space: sp}
}

// IsAction reports whether the move is one of the four actions that make up a turn.
func (m Move) IsAction() bool { return m.Kind != Take && m.Kind != Redraw }
