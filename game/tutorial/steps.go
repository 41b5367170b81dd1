// Package tutorial is the guided first game: a fixed deal against a scripted gentle
// computer and the list of steps that walk a newcomer through it, each teaching one
// thing. It is pure Go: the window (scenes/tutorial.go) shows the steps on the normal
// board, asks Check before it lets a move through, and words the typed refusals.
//
// It imports game, game/ai and game/table; nothing that draws.
package tutorial

import (
	"strings"

	"mercado/game"
)

// Kind says what a step asks of the person.
type Kind uint8

const (
	// Read explains something on the board; the person goes on with Next.
	Read Kind = iota
	// Do asks the person for exactly one move, Step.Move, and refuses any other.
	Do
	// Watch lets the computer make its scripted turn: Step.Move, then Step.Then (the
	// take after its stand).
	Watch
	// Undo asks the person to take back their last turn (the Do step's move before it)
	// with the board's Undo.
	Undo
	// Hint asks the person to press the board's Hint once.
	Hint
	// Log asks the person to look back in the log (scroll it, or on a phone open it).
	Log
	// Jump plays Step.Then for both seats when the person goes on: the middle of the
	// game, left out to keep the first game short.
	Jump
)

// SpotKind names a thing on the table a step points at.
type SpotKind uint8

const (
	SpaceSpot      SpotKind = iota // a market space: Space
	EntranceSpot                   // an entrance and any customer tile on it: Entrance
	HandSpot                       // a seat's hand, or its tile of Good when HasGood
	SupplySpot                     // a seat's restaurant of kind Restaurant, or its supply when Any
	CustomerSpot                   // an available customer tile: Tile
	DisplaySpot                    // the display's tile of Good
	MoneySpot                      // a seat's money
	CoinButton                     // the Take 1 Coin button
	RedrawButton                   // the Redraw button
	FinalRoundSign                 // the top bar's final-round sign
	HintButton                     // the top bar's Hint button
	UndoButton                     // the top bar's Undo button
	LogSpot                        // the log (on a phone, its tab in the drawer)
	DisplayRow                     // the whole display and the bag
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
	Any        bool
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
	// Then are the moves after Move in a Watch step (the computer's take), or the moves a
	// Jump step plays for both seats.
	Then []game.Move
	// Show is what a step points at; Do and Watch steps without one point at their
	// move's piece and place (Spots).
	Show []Spot
}

// Steps is the tutorial, in order: a whole game from the first move. Every Do and Watch
// move, played from the deal in order (an Undo step taking back the move before it, a
// Jump step adding its moves), is legal (the tests replay them): together they are the
// whole game.
var Steps = []Step{
	read("welcome"),
	read("start", Spot{Kind: MoneySpot, Seat: Person}, Spot{Kind: HandSpot, Seat: Person}),
	do("first_stand", "stand fish C2"),
	do("take_tile", "take fish"),
	watch("rival_stand", "stand meat A4", "take meat"),
	doShow("try_coin", "coin", Spot{Kind: MoneySpot, Seat: Person}, Spot{Kind: CoinButton}),
	undo("undo"),
	hint("hint"),
	do("face_down_restaurant", "restaurant sushi C3"),
	read("stand_value", Spot{Kind: SpaceSpot, Space: space("C2")}, Spot{Kind: SpaceSpot, Space: space("C3")}),
	watch("rival_restaurant", "restaurant burger B4"),
	do("one_coin_stand", "stand flower D1"),
	doShow("display_redraw", "redraw", Spot{Kind: DisplayRow}, Spot{Kind: RedrawButton}),
	do("take_after_redraw", "take flower"),
	watch("rival_second_stand", "stand tomato E3", "take tomato"),
	do("bring_customers", "customer 1:fish+tomato top-C"),
	jump("later", jumpMoves),
	logStep("log"),
	do("end_trigger", "stand grape D5"),
	read("final_round", Spot{Kind: FinalRoundSign}, Spot{Kind: SupplySpot, Seat: Person, Restaurant: game.Pub}),
	watch("rival_last_turn", "customer 2:tomato+meat right-5"),
	read("score", Spot{Kind: MoneySpot, Seat: Person}, Spot{Kind: MoneySpot, Seat: Rival}),
}

// jumpMoves are the middle of the practice game, played for both seats between the
// opening's lessons and the end's: the person's seat as the hard computer would play
// it, the computer's as the easy one. Fixed here, so the later lessons always meet the
// same market.
const jumpMoves = "customer 1:tomato+meat top-A; stand fish C4; take meat; customer 2:meat+grape left-4; " +
	"customer 2:fish+grape right-4; customer 1:flower+meat bottom-A; stand meat B3; take fish; " +
	"customer 2:tomato+grape left-3; customer 2:flower+meat right-3; stand meat A3; take grape; " +
	"restaurant burger E4; coin; restaurant sushi C1; customer 1:tomato+grape top-E; stand tomato E2; " +
	"take grape; customer 2:flower+tomato bottom-E; restaurant pizza E1; stand grape D4; take fish; " +
	"customer 2:fish+meat bottom-C; customer 2:flower+grape bottom-D; customer 2:fish+flower top-D; coin; " +
	"stand flower D2; stand fish D3; take grape; restaurant tea A1; coin; customer 3:fish+tomato right-2; " +
	"coin; customer 3:fish+flower left-2; coin; stand fish B2; stand tomato E5; restaurant wine A5; coin"

func read(id string, show ...Spot) Step { return Step{ID: id, Kind: Read, Show: show} }
func do(id, move string) Step           { return Step{ID: id, Kind: Do, Move: mustMove(move)} }

// doShow is a Do step that points at other things than its move's piece and place.
func doShow(id, move string, show ...Spot) Step {
	st := do(id, move)
	st.Show = show
	return st
}

func undo(id string) Step {
	return Step{ID: id, Kind: Undo, Show: []Spot{{Kind: UndoButton}}}
}
func hint(id string) Step {
	return Step{ID: id, Kind: Hint, Show: []Spot{{Kind: HintButton}}}
}
func logStep(id string) Step { return Step{ID: id, Kind: Log, Show: []Spot{{Kind: LogSpot}}} }

func watch(id, move string, then ...string) Step {
	st := Step{ID: id, Kind: Watch, Move: mustMove(move)}
	for _, m := range then {
		st.Then = append(st.Then, mustMove(m))
	}
	return st
}

func jump(id, moves string) Step {
	st := Step{ID: id, Kind: Jump}
	for _, m := range strings.Split(moves, ";") {
		st.Then = append(st.Then, mustMove(strings.TrimSpace(m)))
	}
	return st
}

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
func (st Step) Moves() bool { return st.Kind == Do || st.Kind == Watch }

// Seat is the seat whose decision the step is: the person's for Do, the computer's for
// Watch, -1 for the others.
func (st Step) Seat() int {
	switch st.Kind {
	case Do:
		return Person
	case Watch:
		return Rival
	}
	return -1
}

// Decisions are the moves the step makes in the game, in order: a Do step's move, a
// Watch step's turn, a Jump step's moves (none for the others).
func (st Step) Decisions() []game.Move {
	switch st.Kind {
	case Do, Watch:
		return append([]game.Move{st.Move}, st.Then...)
	case Jump:
		return st.Then
	}
	return nil
}

// MovesBefore is the game's moves up to (not including) step: each step's decisions,
// less the move an Undo step took back.
func MovesBefore(step int) []game.Move {
	var out []game.Move
	for _, st := range Steps[:max(0, min(step, len(Steps)))] {
		out = append(out, st.Decisions()...)
		if st.Kind == Undo && len(out) > 0 {
			out = out[:len(out)-1]
		}
	}
	return out
}

// Spots is what the step points at, the piece first and then its place: the Show of a
// step that makes no move, or the piece and place of a Do or Watch move.
func (st Step) Spots() []Spot {
	if !st.Moves() || len(st.Show) > 0 {
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
