package scenes

import "mercado/game"

// pieceID names a piece a person can pick up: a stand tile from the hand (by good), a
// customer tile, a restaurant from the supply, or a display tile to take.
type pieceID int

const (
	noPiece        pieceID = -1
	standBase      pieceID = 0
	customerBase   pieceID = 10
	restaurantBase pieceID = 50
	displayBase    pieceID = 60
)

func standPiece(g game.Good) pieceID            { return standBase + pieceID(g) }
func customerPiece(t game.CustomerTile) pieceID { return customerBase + pieceID(t) }
func restaurantPiece(r game.Restaurant) pieceID { return restaurantBase + pieceID(r) }
func displayPiece(g game.Good) pieceID          { return displayBase + pieceID(g) }

func (p pieceID) isStand() bool { return p >= standBase && p < standBase+pieceID(game.NumGoods) }
func (p pieceID) isCustomer() bool {
	return p >= customerBase && p < customerBase+game.NumCustomerTiles
}
func (p pieceID) isRestaurant() bool {
	return p >= restaurantBase && p < restaurantBase+pieceID(game.NumRestaurants)
}
func (p pieceID) isDisplay() bool { return p >= displayBase && p < displayBase+pieceID(game.NumGoods) }

func (p pieceID) good() game.Good             { return game.Good(p % 10) }
func (p pieceID) tile() game.CustomerTile     { return game.CustomerTile(p - customerBase) }
func (p pieceID) restaurant() game.Restaurant { return game.Restaurant(p - restaurantBase) }

// moveTo is the move that puts piece p on a space or entrance (the other is ignored).
func (p pieceID) moveTo(sp game.Space, e game.Entrance) (game.Move, bool) {
	switch {
	case p.isStand() && sp >= 0:
		return game.StandMove(p.good(), sp), true
	case p.isRestaurant() && sp >= 0:
		return game.RestaurantMove(p.restaurant(), sp), true
	case p.isCustomer() && e >= 0:
		return game.CustomerMove(p.tile(), e), true
	}
	return game.Move{}, false
}
