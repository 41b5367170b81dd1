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
	// Jump plays Step.Then for both seats when the person goes on: a few rounds of the
	// middle, left out to keep the first game short. On a path through a Choose step it
	// plays first, for the person, what the option taken left for later (Option.Later).
	Jump
	// Choose asks the person to decide between Step.Options, each a sensible move: any
	// of them is accepted, and the card then says what it brought.
	Choose
)

// Option is one answer a Choose step accepts.
type Option struct {
	// ID names the outcome's words in the catalogs (tutorial.STEP.ID) and in the tests.
	ID string
	// Moves are the person's moves, in order (a stand and the take after it).
	Moves []game.Move
	// Later are the moves the next Jump step plays first for the person on this path:
	// what the other option did now, so that both paths meet again.
	Later []game.Move
}

// Path is the option the person took at each Choose step, in the steps' order; a
// choice not (yet) made counts as the first option.
type Path []int

// Of is the option taken at the k-th Choose step.
func (p Path) Of(k int) int {
	if k < 0 || k >= len(p) {
		return 0
	}
	return p[k]
}

// With is p with option o taken at step (a Choose step); p itself is left as it was.
func (p Path) With(step, o int) Path {
	k := ChoiceIndex(step)
	if k < 0 {
		return p
	}
	out := make(Path, max(len(p), k+1))
	copy(out, p)
	out[k] = o
	return out
}

// Valid reports whether every choice of p names an option of its step.
func (p Path) Valid() bool {
	if len(p) > len(choiceSteps()) {
		return false
	}
	for k, o := range p {
		if o < 0 || o >= len(Steps[choiceSteps()[k]].Options) {
			return false
		}
	}
	return true
}

// choiceSteps are the indexes of the Choose steps, in order.
func choiceSteps() []int {
	var out []int
	for i, st := range Steps {
		if st.Kind == Choose {
			out = append(out, i)
		}
	}
	return out
}

// ChoiceIndex is which Choose step (0 for the first) step is, or -1.
func ChoiceIndex(step int) int {
	for k, i := range choiceSteps() {
		if i == step {
			return k
		}
	}
	return -1
}

// Paths are every path through the Choose steps.
func Paths() []Path {
	out := []Path{{}}
	for _, i := range choiceSteps() {
		var next []Path
		for _, p := range out {
			for o := range Steps[i].Options {
				next = append(next, append(append(Path{}, p...), o))
			}
		}
		out = next
	}
	return out
}

// OptionOf is the option of Choose step step whose moves begin with made (the
// person's moves so far in the step), or -1 when none does.
func OptionOf(step int, made []game.Move) int {
	if step < 0 || step >= len(Steps) || len(made) == 0 {
		return -1
	}
	for o, opt := range Steps[step].Options {
		if len(made) <= len(opt.Moves) && sameMoves(opt.Moves[:len(made)], made) {
			return o
		}
	}
	return -1
}

func sameMoves(a, b []game.Move) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}

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
	// Options are the answers a Choose step accepts.
	Options []Option
	// Teaches are the rules the step's words teach; Names, those its words (or what the
	// board says at the step, such as the hint's reason) speak of. A rule is taught at or
	// before the first step that names it (the tests hold the words to both lists).
	Teaches, Names []Rule
}

// Rule is a rule of the game that the lessons' words rely on.
type Rule uint8

const (
	// RestaurantEndCost: each restaurant left in a supply costs 1 coin at the end.
	RestaurantEndCost Rule = iota
	// StandValue: a stand's value, raised by the restaurants beside it.
	StandValue
	// HandLimit: a hand holds at most 3 tiles and no more than the wooden stands left.
	HandLimit
	// WaitingCustomers: a new stand is paid at once by the customers already waiting at
	// the entrances of its row and column.
	WaitingCustomers
	// FinalRound: the end is triggered and everyone else plays one more turn.
	FinalRound
	// TieBreak: a tie goes to the most stands in the market.
	TieBreak
	NumRules
)

// Steps is the tutorial, in order: a whole game from the first move. Every Do and Watch
// move, played from the deal in order (an Undo step taking back the move before it, a
// Jump step adding its moves, a Choose step the option taken), is legal on every path
// (the tests replay them): together they are the whole game.
var Steps = []Step{
	read("welcome"),
	read("start", Spot{Kind: MoneySpot, Seat: Person}, Spot{Kind: HandSpot, Seat: Person}),
	do("first_stand", "stand fish C2"),
	teach(do("take_tile", "take fish"), RestaurantEndCost),
	watch("rival_stand", "stand meat A4", "take meat"),
	doShow("try_coin", "coin", Spot{Kind: MoneySpot, Seat: Person}, Spot{Kind: CoinButton}),
	undo("undo"),
	names(hint("hint"), RestaurantEndCost), // the hint's reason: "no longer costs you a coin at the end"
	names(do("face_down_restaurant", "restaurant sushi C3"), RestaurantEndCost),
	teach(read("stand_value", Spot{Kind: SpaceSpot, Space: space("C2")}, Spot{Kind: SpaceSpot, Space: space("C3")}), StandValue),
	watch("rival_restaurant", "restaurant burger B4"),
	do("one_coin_stand", "stand flower D1"),
	doShow("display_redraw", "redraw", Spot{Kind: DisplayRow}, Spot{Kind: RedrawButton}),
	teach(do("take_after_redraw", "take flower"), HandLimit),
	watch("rival_second_stand", "stand tomato E3", "take tomato"),
	names(do("bring_customers", "customer 1:fish+tomato top-C"), StandValue),
	jump("later", firstRounds),
	logStep("log"),
	teach(read("waiting", Spot{Kind: EntranceSpot, Entrance: entrance("top-C")}, Spot{Kind: SpaceSpot, Space: space("C4")}), WaitingCustomers),
	names(choose("build_or_customers",
		Spot{Kind: CustomerSpot, Tile: tile("2:fish+grape")}, Spot{Kind: EntranceSpot, Entrance: entrance("right-4")},
		Spot{Kind: HandSpot, Seat: Person, Good: game.Meat, HasGood: true}, Spot{Kind: SpaceSpot, Space: space("B3")}),
		StandValue, WaitingCustomers),
	watch("rival_customers", "customer 1:flower+meat bottom-A"),
	jump("more_rounds", middleRounds),
	names(choose("pub", Spot{Kind: SupplySpot, Seat: Person, Restaurant: game.Pub}), StandValue),
	jump("last_rounds", lastRounds),
	teach(names(do("end_trigger", "stand grape D5"), WaitingCustomers), FinalRound),
	names(read("final_round", Spot{Kind: FinalRoundSign}, Spot{Kind: SupplySpot, Seat: Person, Any: true}), RestaurantEndCost, FinalRound),
	watch("rival_last_turn", "customer 2:tomato+meat right-5"),
	teach(names(read("score", Spot{Kind: MoneySpot, Seat: Person}, Spot{Kind: MoneySpot, Seat: Rival}), RestaurantEndCost), TieBreak),
}

// The options of the Choose steps. build_or_customers: bring the fish customers to
// your fish stand on C4 now, or first open a meat stand on B3 beside the computer's
// burger joint; the next rounds play the other half for you, so both paths meet again.
// pub: the pub from E2 beside at least two of your stands (D2 is beside three).
func init() {
	customers, build := moves("customer 2:fish+grape right-4"), moves("stand meat B3; take fish")
	setOptions("build_or_customers",
		Option{ID: "customers", Moves: customers, Later: build},
		Option{ID: "build", Moves: build, Later: customers})
	setOptions("pub",
		Option{ID: "placed", Moves: moves("restaurant pub D2")},
		Option{ID: "placed", Moves: moves("restaurant pub E1")},
		Option{ID: "placed", Moves: moves("restaurant pub B2")})
}

func setOptions(id string, opts ...Option) {
	for i := range Steps {
		if Steps[i].ID == id {
			Steps[i].Options = opts
			return
		}
	}
	panic("tutorial: no step " + id)
}

// firstRounds, middleRounds and lastRounds are the middle of the practice game, played
// for both seats between the decisions: the person's seat as the hard computer would
// play it, the computer's as the easy one. Fixed here, so the later lessons always
// meet the same market (whatever the person chose, the tests check each path).
const (
	firstRounds  = "customer 1:tomato+meat top-A; stand fish C4; take meat; customer 2:meat+grape left-4"
	middleRounds = "customer 2:tomato+grape left-3; customer 2:flower+meat right-3; stand meat A3; take grape; " +
		"restaurant burger E4; coin; restaurant sushi C1; customer 1:tomato+grape top-E; stand tomato E2; " +
		"take grape; customer 2:flower+tomato bottom-E"
	lastRounds = "stand grape D4; take fish; customer 2:fish+meat bottom-C; customer 2:flower+grape bottom-D; " +
		"customer 2:fish+flower top-D; coin; restaurant tea A1; stand fish D3; take grape; stand flower B1; coin; " +
		"customer 2:fish+tomato left-2; stand tomato E5; stand fish C5; coin; restaurant wine A5; coin"
)

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

func jump(id, line string) Step { return Step{ID: id, Kind: Jump, Then: moves(line)} }

// choose is a Choose step pointing at show; its options are set in init.
func choose(id string, show ...Spot) Step { return Step{ID: id, Kind: Choose, Show: show} }

// teach and names add to a step the rules its words teach and name.
func teach(st Step, rules ...Rule) Step {
	st.Teaches = append(st.Teaches, rules...)
	return st
}
func names(st Step, rules ...Rule) Step {
	st.Names = append(st.Names, rules...)
	return st
}

// moves reads moves separated by semicolons.
func moves(line string) []game.Move {
	var out []game.Move
	for _, m := range strings.Split(line, ";") {
		out = append(out, mustMove(strings.TrimSpace(m)))
	}
	return out
}

func tile(name string) game.CustomerTile {
	t, err := game.ParseCustomerTile(name)
	if err != nil {
		panic("tutorial: not a customer tile: " + name)
	}
	return t
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

// Moves reports whether the step is a decision on the board (Do, Watch or Choose).
func (st Step) Moves() bool { return st.Kind == Do || st.Kind == Watch || st.Kind == Choose }

// Seat is the seat whose decision the step is: the person's for Do and Choose, the
// computer's for Watch, -1 for the others.
func (st Step) Seat() int {
	switch st.Kind {
	case Do, Choose:
		return Person
	case Watch:
		return Rival
	}
	return -1
}

// Decisions are the moves step makes in the game on path p, in order: a Do step's
// move, a Watch step's turn, a Choose step's option taken, a Jump step's moves after
// what the option before it left for later (none for the others).
func Decisions(step int, p Path) []game.Move {
	if step < 0 || step >= len(Steps) {
		return nil
	}
	switch st := Steps[step]; st.Kind {
	case Do, Watch:
		return append([]game.Move{st.Move}, st.Then...)
	case Choose:
		return st.Options[min(p.Of(ChoiceIndex(step)), len(st.Options)-1)].Moves
	case Jump:
		var out []game.Move
		for i := step - 1; i >= 0 && Steps[i].Kind != Jump; i-- {
			if Steps[i].Kind == Choose {
				out = append(out, Steps[i].Options[p.Of(ChoiceIndex(i))].Later...)
				break
			}
		}
		return append(out, st.Then...)
	}
	return nil
}

// MovesBefore is the game's moves on path p up to (not including) step: each step's
// decisions, less the move an Undo step took back.
func MovesBefore(step int, p Path) []game.Move {
	var out []game.Move
	for i, st := range Steps[:max(0, min(step, len(Steps)))] {
		out = append(out, Decisions(i, p)...)
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
