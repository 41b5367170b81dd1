// Package game is the rules engine of Mercado de Lisboa: pure Go, deterministic from a
// seed, and fast enough to be the inner loop of the AI. It implements
// docs/engine-rules.md (the rules settled for this engine; section numbers in comments,
// as "engine-rules.md 3.4", are its) for 2-4 players and the solo game with its
// challenges; docs/rules.md tells players the same rules.
//
// The contract, shaped for both the AI and the window:
//
//   - NewGame deals a game from a Config (players, seed, challenge); NewGameFrom starts
//     from an explicit position (Setup), dealing from the seed whatever it leaves out.
//   - ToMove is the seat to decide. A turn may take several decisions (Move): an optional
//     redraw, the action, and after a stand an optional display redraw and the take.
//   - LegalMoves lists exactly the decisions open now. Check says in a player's words
//     why any other move is illegal, and Play is the checked apply; Apply is the fast
//     unchecked one for search. Tests hold LegalMoves and Check to the same answer.
//   - Preview tells a move's cost and every seat's income without making it.
//   - Over, Score, Winners and Fame report the result; BestMove the campaign bonus.
//   - Clone is a deep copy: State holds no pointers, so a copy is one assignment.
//   - View(seat) puts what that seat cannot see (face-down restaurants, bag and stack
//     order) in a canonical order, and Determinize deals it again at random: the AI
//     reads views only. MoneyShown says what the screen hides with hidden money.
//   - Chance comes from the state's own RNG (splitmix64), so the same seed and moves
//     give the same game on every platform, WebAssembly included.
//
// Records and positions (docs/records.md) are read by ParseRecord and ParseSetup and
// written by Record.MarshalJSON and State.MarshalJSON; moves by ParseMove and
// Move.String. Every rule the printed rulebook leaves open is a named constant or one
// data table: MarkedSpaces, tileFaces, Challenges, fameTitles and the constants in
// components.go.
//
// It imports nothing of the module and nothing that draws: every other package under
// game/ builds on it, and the window, the browser build, the host and the commands share it.
package game
