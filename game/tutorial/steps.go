// Package tutorial is the guided first game: a fixed deal against a scripted gentle
// computer and the list of steps that walk a newcomer through it, each teaching one
// thing. It is pure Go: the window (scenes/tutorial.go) shows the steps on the normal
// board, asks Check before it lets a move through, and words the typed refusals.
package tutorial

import "mercado/game"

// Kind says what a step asks of the person.
type Kind uint8

const (
	// Read explains something on the board; the person goes on with Next.
	Read Kind = iota
	// Do asks the person for exactly one move, Step.Move, and refuses any other.
	Do
	// Watch lets the computer make its scripted move, Step.Move.
	Watch
)

// SpotKind names a thing on the table a step points at.
type SpotKind uint8

const (
	SpaceSpot      SpotKind = iota // a market space: Space
	EntranceSpot                   // an entrance and any customer tile on it: Entrance
	HandSpot                       // a seat's hand, or its tile of Good when HasGood
	SupplySpot                     // a seat's restaurant of kind Restaurant
	CustomerSpot                   // an available customer tile: Tile
	DisplaySpot                    // the display's tile of Good
	MoneySpot                      // a seat's money
	CoinButton                     // the Take 1 Coin button
	RedrawButton                   // the Redraw button
	FinalRoundSign                 // the top bar's final-round sign
)

// Spot is one thing a step points at; only the fields its Kind names matter.
type Spot struct {
	Kind       SpotKind
	Seat       int
	Space      game.Space
	Entrance   game.Entrance
	Good       game.Good
	HasGood    bool
	Restaurant game.Restaurant
	Tile       game.CustomerTile
}

// Step is one lesson of the tutorial.
type Step struct {
	// ID names the step's words in the catalogs (tutorial.step.ID.title and .text) and in
	// the tests; it never changes with the language.
	ID   string
	Kind Kind
	// Move is the one move a Do step accepts, or the computer's move in a Watch step.
	Move game.Move
	// Show is what a Read step points at; Do and Watch steps point at their move's
	// piece and place (Spots).
	Show []Spot
}

// Steps is the tutorial, in order. Every Do and Watch move, played from the deal in
// order, is legal (the tests replay them): together they are the whole game.
var Steps = []Step{
	read("welcome"),
	read("start_coin", Spot{Kind: MoneySpot, Seat: Person}, Spot{Kind: HandSpot, Seat: Person}),
	read("customer_tile", Spot{Kind: EntranceSpot, Entrance: entrance("left-3")}),
	do("open_stand", "stand fish B3"),
	do("take_tile", "take tomato"),
	watch("rival_stand", "stand meat E1"),
	do("redraw", "redraw"),
	do("bring_customers", "customer 2:fish+grape top-B"),
	watch("rival_customers", "customer 2:flower+meat left-5"),
	do("face_down", "stand flower C3"),
	read("hand_limit", Spot{Kind: HandSpot, Seat: Person}),
	watch("rival_second_stand", "stand grape E5"),
	read("restaurant_kinds", Spot{Kind: SupplySpot, Seat: Person, Restaurant: game.Tea}),
	do("open_restaurant", "restaurant tea D3"),
	read("stand_value", Spot{Kind: SpaceSpot, Space: space("C3")}, Spot{Kind: SpaceSpot, Space: space("D3")}),
	watch("rival_big_customers", "customer 3:flower+grape top-C"),
	do("take_coin", "coin"),
	watch("rival_third_stand", "stand flower A3"),
	do("end_trigger", "stand grape B1"),
	read("final_round", Spot{Kind: FinalRoundSign}, Spot{Kind: SupplySpot, Seat: Person, Restaurant: game.Sushi}),
	watch("rival_last_turn", "customer 1:fish+grape right-5"),
	read("score", Spot{Kind: MoneySpot, Seat: Person}, Spot{Kind: MoneySpot, Seat: Rival}),
}

func read(id string, show ...Spot) Step { return Step{ID: id, Kind: Read, Show: show} }
func do(id, move string) Step           { return Step{ID: id, Kind: Do, Move: mustMove(move)} }
func watch(id, move string) Step        { return Step{ID: id, Kind: Watch, Move: mustMove(move)} }

// mustMove, space and entrance read the fixed notation above; a typo is caught by the
// tests the first time the package loads.
func mustMove(text string) game.Move {
	m, err := game.ParseMove(text)
	if err != nil {
		panic("tutorial: " + text + ": " + err.Error())
	}
	return m
}

func space(name string) game.Space {
	sp, ok := game.ParseSpace(name)
	if !ok {
		panic("tutorial: not a space: " + name)
	}
	return sp
}

func entrance(name string) game.Entrance {
	e, ok := game.ParseEntrance(name)
	if !ok {
		panic("tutorial: not an entrance: " + name)
	}
	return e
}

// Moves reports whether the step is a decision on the board (Do or Watch).
func (st Step) Moves() bool { return st.Kind != Read }

// Seat is the seat whose decision the step is: the person's for Do, the computer's for
// Watch, -1 for Read.
func (st Step) Seat() int {
	switch st.Kind {
	case Do:
		return Person
	case Watch:
		return Rival
	}
	return -1
}

// MovesBefore is the game's moves up to (not including) step.
func MovesBefore(step int) []game.Move {
	var out []game.Move
	for _, st := range Steps[:max(0, min(step, len(Steps)))] {
		if st.Moves() {
			out = append(out, st.Move)
		}
	}
	return out
}

// Spots is what the step points at, the piece first and then its place: a Read step's
// Show, or the piece and place of a Do or Watch move.
func (st Step) Spots() []Spot {
	if st.Kind == Read {
		return st.Show
	}
	seat, m := st.Seat(), st.Move
	switch m.Kind {
	case game.OpenStand:
		return []Spot{{Kind: HandSpot, Seat: seat, Good: m.Good, HasGood: true}, {Kind: SpaceSpot, Space: m.Space}}
	case game.OpenRestaurant:
		return []Spot{{Kind: SupplySpot, Seat: seat, Restaurant: m.Restaurant}, {Kind: SpaceSpot, Space: m.Space}}
	case game.BringCustomer:
		return []Spot{{Kind: CustomerSpot, Tile: m.Tile}, {Kind: EntranceSpot, Entrance: m.Entrance}}
	case game.Take:
		return []Spot{{Kind: DisplaySpot, Good: m.Good}, {Kind: HandSpot, Seat: seat}}
	case game.Coin:
		return []Spot{{Kind: CoinButton}, {Kind: MoneySpot, Seat: seat}}
	case game.Redraw:
		return []Spot{{Kind: HandSpot, Seat: seat}, {Kind: RedrawButton}}
	}
	return nil
}
