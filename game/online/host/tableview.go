//go:build !js

package host

import (
	"encoding/json"
	"slices"
	"strconv"
	"unicode/utf8"

	"mercado/game"
	"mercado/game/online"
)

// The referee's side of the views: what every seat's view of a table shares is made
// once per move, written straight from the engine's state (no JSON written and read
// again), and each seat's view is put together from those bytes with only its own part
// (its players' money, presence and votes) encoded apart. A view is sent to every seat
// after every move, so this is the referee's main cost per move (docs/online.md, The
// bench). TestViewEncodingMatchesJSON keeps the bytes equal in meaning to json.Marshal
// of the View with the position the record format writes.

// seatView builds seat's view of the table.
func seatView(tableID string, doc *tableDoc, s *game.State, seat int) (*online.View, error) {
	tv := newTableView(tableID, doc, s, -1, nil)
	v := tv.forSeat(seat)
	v.Position = tv.position
	return v, nil
}

// tableView is what every seat's view of a table shares, made once for all of them.
type tableView struct {
	base    online.View // without You, the players' money, Legal, Position
	players []tablePlayer
	state   *game.State
	toMove  int
	legal   []string // the moves open to the seat to move
	// position, faceDown, legalJSON, movesJSON and lastJSON are the shared parts, encoded.
	position, faceDown, legalJSON, movesJSON, lastJSON []byte
	moveCount                                          int // the moves movesJSON holds
}

// tablePlayer is a player's part of the position every seat's view shares (the money
// each seat's own view shows or hides).
type tablePlayer struct {
	Money       int
	Hand        []string
	Restaurants []string
	Stands      int
}

// newTableView makes what every seat's view of the table shares; lastSeat is the seat
// that made the last move (< 0: the views say none). prev, when not nil, is the table's
// shared part one move before (or at the same move): its moves are not written again.
func newTableView(tableID string, doc *tableDoc, s *game.State, lastSeat int, prev *tableView) *tableView {
	view := s.View(0) // the same for every seat: it hides only what all are denied
	tv := &tableView{state: s}
	for i := range s.NumPlayers() {
		p := view.Player(i)
		tv.players = append(tv.players, tablePlayer{Money: p.Money, Hand: goodNames(p.Hand), Restaurants: restaurantNames(p.Supply), Stands: int(p.Stands)})
	}
	var faceDown []string
	tv.position, faceDown = encodePosition(view)
	tv.base = online.View{Table: tableID, Revision: len(doc.Moves), Over: s.Over(), Money: "open", FaceDown: faceDown, Moves: doc.Moves}
	if doc.MoneyHidden {
		tv.base.Money = "hidden"
	}
	for i := range tv.players {
		tv.base.Players = append(tv.base.Players, online.PlayerView{Seat: i, Name: doc.Seats[i].Name, Computer: doc.Seats[i].Computer, Color: doc.Seats[i].Color})
	}
	tv.faceDown = appendStrings(nil, faceDown)
	tv.movesJSON, tv.moveCount = appendMoves(prev, doc.Moves), len(doc.Moves)
	if n := len(doc.Moves); n > 0 && lastSeat >= 0 {
		tv.base.Last = &online.LastMove{Seat: lastSeat, Move: doc.Moves[n-1]}
		tv.lastJSON = append(strconv.AppendInt(append(tv.lastJSON, `{"seat":`...), int64(lastSeat), 10), `,"move":`...)
		tv.lastJSON = append(appendString(tv.lastJSON, doc.Moves[n-1]), '}')
	}
	if s.Over() {
		tv.base.Winners = s.Winners()
		return tv
	}
	tv.toMove = s.ToMove()
	for _, m := range s.LegalMoves(nil) {
		tv.legal = append(tv.legal, m.String())
	}
	tv.legalJSON = appendStrings(nil, tv.legal)
	return tv
}

// forSeat is seat's view: its own money, a rival's only where the rules show it. Its
// Position is left empty: encode writes the shared one.
func (tv *tableView) forSeat(seat int) *online.View {
	v := tv.base
	v.You = seat
	v.Players = make([]online.PlayerView, len(tv.players))
	s := tv.state
	for i, p := range tv.players {
		pv := tv.base.Players[i]
		pv.Hand, pv.Restaurants, pv.Stands = p.Hand, p.Restaurants, p.Stands
		if s.Over() || s.MoneyShown(seat, i) {
			money := p.Money
			pv.Money = &money
		}
		if s.Over() {
			score := s.Score(i)
			pv.Score = &score
		}
		v.Players[i] = pv
	}
	if s.Over() {
		return &v
	}
	toMove := tv.toMove
	v.ToMove = &toMove
	if toMove == seat {
		v.Legal = tv.legal
	}
	return &v
}

// encode writes v, a view forSeat made (and the referee completed), as json.Marshal
// would with the shared position: the shared parts are copied, not encoded again, and
// the seat's own part (its players) is written by hand.
func (tv *tableView) encode(v *online.View) []byte {
	return tv.appendView(nil, v)
}

// appendView appends to b what encode writes.
func (tv *tableView) appendView(b []byte, v *online.View) []byte {
	b = slices.Grow(b, 256+200*len(v.Players)+len(tv.position)+len(tv.faceDown)+len(tv.legalJSON)+len(tv.movesJSON)+len(tv.lastJSON))
	b = append(b, `{"table":`...)
	b = appendString(b, v.Table)
	b = append(b, `,"revision":`...)
	b = strconv.AppendInt(b, int64(v.Revision), 10)
	b = append(b, `,"you":`...)
	b = strconv.AppendInt(b, int64(v.You), 10)
	b = append(b, `,"to_move":`...)
	if v.ToMove == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, int64(*v.ToMove), 10)
	}
	b = append(b, `,"over":`...)
	b = strconv.AppendBool(b, v.Over)
	b = append(b, `,"money":`...)
	b = appendString(b, v.Money)
	b = append(b, `,"players":`...)
	b = appendPlayers(b, v.Players)
	b = append(b, `,"position":`...)
	b = append(b, tv.position...)
	b = append(b, `,"face_down":`...)
	if v.FaceDown == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, tv.faceDown...)
	}
	if len(v.Legal) > 0 {
		b = append(b, `,"legal":`...)
		b = append(b, tv.legalJSON...)
	}
	if len(v.Winners) > 0 {
		w, _ := json.Marshal(v.Winners)
		b = append(b, `,"winners":`...)
		b = append(b, w...)
	}
	if v.HeartbeatMS != 0 {
		b = append(b, `,"heartbeat_ms":`...)
		b = strconv.AppendInt(b, int64(v.HeartbeatMS), 10)
	}
	b = append(b, `,"moves":`...)
	b = append(b, tv.movesJSON...)
	if v.Last != nil {
		b = append(b, `,"last":`...)
		b = append(b, tv.lastJSON...)
	}
	if v.Device != "" {
		b = append(b, `,"device":`...)
		b = appendString(b, v.Device)
	}
	if n := v.Next; n != nil {
		b = append(b, `,"next":{"table":`...)
		b = appendString(b, n.Table)
		b = append(b, `,"seat":`...)
		b = strconv.AppendInt(b, int64(n.Seat), 10)
		b = append(b, `,"secret":`...)
		b = appendString(b, n.Secret)
		b = append(b, '}')
	}
	return append(b, '}')
}

// appendPlayers writes the players of a view as json.Marshal would.
func appendPlayers(b []byte, players []online.PlayerView) []byte {
	if players == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, p := range players {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"seat":`...)
		b = strconv.AppendInt(b, int64(p.Seat), 10)
		b = append(b, `,"name":`...)
		b = appendString(b, p.Name)
		if p.Computer != "" {
			b = append(b, `,"computer":`...)
			b = appendString(b, p.Computer)
		}
		b = append(b, `,"money":`...)
		b = appendIntOrNull(b, p.Money)
		b = append(b, `,"hand":`...)
		b = appendStringsOrNull(b, p.Hand)
		b = append(b, `,"restaurants":`...)
		b = appendStringsOrNull(b, p.Restaurants)
		b = append(b, `,"stands":`...)
		b = strconv.AppendInt(b, int64(p.Stands), 10)
		if p.Score != nil {
			b = append(b, `,"score":`...)
			b = strconv.AppendInt(b, int64(*p.Score), 10)
		}
		if pr := p.Presence; pr != nil {
			b = append(b, `,"presence":{"state":`...)
			b = appendString(b, pr.State)
			b = append(b, `,"since":`...)
			b = appendString(b, pr.Since)
			if pr.Vacant {
				b = append(b, `,"vacant":true`...)
			}
			if pr.NotYet {
				b = append(b, `,"not_yet":true`...)
			}
			b = append(b, '}')
		}
		if p.StandIn != "" {
			b = append(b, `,"stand_in":`...)
			b = appendString(b, p.StandIn)
		}
		if len(p.HandOverVotes) > 0 {
			b = append(b, `,"hand_over_votes":[`...)
			for j, seat := range p.HandOverVotes {
				if j > 0 {
					b = append(b, ',')
				}
				b = strconv.AppendInt(b, int64(seat), 10)
			}
			b = append(b, ']')
		}
		if p.Color != nil {
			b = append(b, `,"color":`...)
			b = strconv.AppendInt(b, int64(*p.Color), 10)
		}
		b = append(b, '}')
	}
	return append(b, ']')
}

// appendIntOrNull writes *n, or null.
func appendIntOrNull(b []byte, n *int) []byte {
	if n == nil {
		return append(b, "null"...)
	}
	return strconv.AppendInt(b, int64(*n), 10)
}

// appendStringsOrNull writes a JSON array of strings, or null for a nil slice (as
// json.Marshal does).
func appendStringsOrNull(b []byte, items []string) []byte {
	if items == nil {
		return append(b, "null"...)
	}
	return appendStrings(b, items)
}

// encodePosition writes the record format's position of view (the engine's View, the
// hidden parts in their fixed order) without its players and the solo counters, the
// face-down restaurants' cells only "hidden"; and lists those restaurants in board order.
// The keys are in the order json.Marshal gives a map of them.
func encodePosition(view *game.State) ([]byte, []string) {
	b := make([]byte, 0, 1536) // a position is about 1 KB: written without growing
	b = append(b, '{')
	if view.AwaitingTake() {
		b = append(b, `"awaiting":"take",`...)
	}
	b = append(b, `"bag":`...)
	b = appendBag(b, view.Bag())
	b = append(b, `,"cells":`...)
	b, faceDown := appendCells(b, view)
	b = append(b, `,"coins_in_a_row":`...)
	b = strconv.AppendInt(b, int64(view.CoinsInARow()), 10)
	b = append(b, `,"customers":`...)
	b = appendCustomers(b, view)
	b = append(b, `,"display":`...)
	b = appendStrings(b, goodNames(view.Display()))
	b = append(b, `,"entrances":`...)
	b = appendEntrances(b, view)
	b = append(b, `,"final_round":`...)
	b = strconv.AppendInt(b, int64(view.FinalRound()), 10)
	if view.Redrawn() {
		b = append(b, `,"redrawn":true`...)
	}
	b = append(b, `,"turn":`...)
	b = strconv.AppendInt(b, int64(view.ToMove()), 10)
	return append(b, '}'), faceDown
}

// appendBag writes the bag's goods as a JSON array of their names.
func appendBag(b []byte, bag []game.Good) []byte {
	b = append(b, '[')
	for i, g := range bag {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, g.String())
	}
	return append(b, ']')
}

// namedText is one key of a JSON object of strings: a cell or an entrance.
type namedText struct{ name, text string }

// appendCells writes the board's filled cells as an object by space name, a face-down
// restaurant's only "hidden", and lists those restaurants (the known ones) in board
// order, which the engine's View sorts them in.
func appendCells(b []byte, view *game.State) ([]byte, []string) {
	var faceDown []string
	cells := make([]namedText, 0, game.NumSpaces)
	for sp := range game.NumSpaces {
		c := view.Space(game.Space(sp))
		text := c.String()
		if text == "" {
			continue
		}
		if c.Kind == game.FaceDown {
			if c.Restaurant != game.UnknownRestaurant {
				faceDown = append(faceDown, c.Restaurant.String())
			}
			text = "hidden"
		}
		cells = append(cells, namedText{game.Space(sp).String(), text})
	}
	return appendSortedObject(b, cells), faceDown
}

// appendEntrances writes the customers waiting at the entrances as an object by
// entrance name.
func appendEntrances(b []byte, view *game.State) []byte {
	var entrances []namedText
	for e := range game.NumEntrances {
		if t := view.Entrance(game.Entrance(e)); t != game.NoCustomer {
			entrances = append(entrances, namedText{game.Entrance(e).String(), t.String()})
		}
	}
	return appendSortedObject(b, entrances)
}

// appendSortedObject sorts items by name, as json.Marshal sorts a map's keys, and
// writes them as a JSON object of strings.
func appendSortedObject(b []byte, items []namedText) []byte {
	sortByName(items, func(c namedText) string { return c.name })
	b = append(b, '{')
	for i, c := range items {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, c.name)
		b = append(b, ':')
		b = appendString(b, c.text)
	}
	return append(b, '}')
}

// appendCustomers writes the customer stacks as an object by size, "1" to "4", each the
// goods its tiles seek. Keys "1".."N" sort as strings: one digit each while
// MaxCustomers < 10.
func appendCustomers(b []byte, view *game.State) []byte {
	b = append(b, '{')
	for n := 1; n <= game.MaxCustomers; n++ {
		if n > 1 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = strconv.AppendInt(b, int64(n), 10)
		b = append(b, `":[`...)
		for i := range view.StackLen(n) {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, view.StackAt(n, i).Seeks().String())
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

// sortByName sorts items by name (insertion sort: a few dozen at most).
func sortByName[T any](items []T, name func(T) string) {
	for i := 1; i < len(items); i++ {
		for j := i; j > 0 && name(items[j]) < name(items[j-1]); j-- {
			items[j], items[j-1] = items[j-1], items[j]
		}
	}
}

// goodNames lists counted goods by name, each as many times as counted, in the
// engine's order (as the record format writes a hand or the display).
func goodNames(counts [game.NumGoods]int8) []string {
	out := []string{}
	for g, n := range counts {
		for ; n > 0; n-- {
			out = append(out, game.Good(g).String())
		}
	}
	return out
}

// restaurantNames lists counted restaurants by name, as goodNames.
func restaurantNames(counts [game.NumRestaurants]int8) []string {
	out := []string{}
	for r, n := range counts {
		for ; n > 0; n-- {
			out = append(out, game.Restaurant(r).String())
		}
	}
	return out
}

// appendMoves writes the moves as a JSON array (null for none), from prev's when it
// holds all but the last or all of them: a table's moves only grow, and late in a game
// they are the biggest part of a view.
func appendMoves(prev *tableView, moves []string) []byte {
	n := len(moves)
	switch {
	case moves == nil:
		return []byte("null")
	case prev != nil && prev.moveCount == n && n > 0:
		return prev.movesJSON // never written to: shared
	case prev != nil && prev.moveCount == n-1 && n > 1:
		b := make([]byte, 0, len(prev.movesJSON)+len(moves[n-1])+3)
		b = append(b, prev.movesJSON[:len(prev.movesJSON)-1]...) // without its ']'
		b = append(b, ',')
		b = appendString(b, moves[n-1])
		return append(b, ']')
	}
	return appendStrings(nil, moves)
}

// appendStrings writes a JSON array of strings, growing b once to what it needs
// (the legal moves and the moves so far are most of a kilobyte each).
func appendStrings(b []byte, items []string) []byte {
	n := 2
	for _, item := range items {
		n += len(item) + 3
	}
	b = slices.Grow(b, n)
	b = append(b, '[')
	for i, s := range items {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, s)
	}
	return append(b, ']')
}

// appendString writes a JSON string; names that are plain ASCII (the engine's all are)
// are copied as they are, anything else goes through encoding/json.
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' || c >= utf8.RuneSelf {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
