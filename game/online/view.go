package online

import (
	"encoding/json"
	"fmt"
	"strings"

	"mercado/game"
)

// View is what one seat receives about its table: the position as that seat may know
// it. With hidden money a rival's money is null until the game is over; the identities
// of face-down restaurants, the bag's order and the customer stacks' order below the
// tiles on show are never sent (the engine's View puts them in a fixed order, and the
// cells say only "hidden").
type View struct {
	Table    string `json:"table"`
	Revision int    `json:"revision"` // moves applied so far; a proposal names it
	You      int    `json:"you"`
	// ToMove is the seat to decide, null once the game is over.
	ToMove   *int            `json:"to_move"`
	Over     bool            `json:"over"`
	Money    string          `json:"money"` // "hidden" or "open"
	Players  []PlayerView    `json:"players"`
	Position json.RawMessage `json:"position"` // the record format's position, without "players"
	// FaceDown is the restaurants lying face down, in a fixed order: which are left is
	// public (the box less what has been seen), where each lies is not.
	FaceDown []string `json:"face_down"`
	// Legal lists the moves open to you when you are to move.
	Legal   []string `json:"legal,omitempty"`
	Winners []int    `json:"winners,omitempty"`
	// HeartbeatMS is how often the seat's client should say it is here (presence.go).
	HeartbeatMS int `json:"heartbeat_ms,omitempty"`
	// Moves are the moves applied so far, in the record's notation (all made in the
	// open): a seat that missed views while away plays them out from its last position.
	Moves []string `json:"moves"`
}

// PlayerView is one seat as the viewer sees it.
type PlayerView struct {
	Seat        int      `json:"seat"`
	Name        string   `json:"name"`
	Computer    string   `json:"computer,omitempty"`
	Money       *int     `json:"money"` // null where the rules hide it
	Hand        []string `json:"hand"`
	Restaurants []string `json:"restaurants"`
	Stands      int      `json:"stands"`
	Score       *int     `json:"score,omitempty"` // once the game is over
	// Presence is a person's connection state (none for computers).
	Presence *Presence `json:"presence,omitempty"`
	// StandIn is the computer level playing for this person since the others voted
	// (seatvote.go); HandOverVotes the seats that have voted so far to hand it over.
	StandIn       string `json:"stand_in,omitempty"`
	HandOverVotes []int  `json:"hand_over_votes,omitempty"`
}

// positionPlayer is a player as the record format's position writes one.
type positionPlayer struct {
	Money       int      `json:"money"`
	Hand        []string `json:"hand"`
	Restaurants []string `json:"restaurants"`
	Stands      int      `json:"stands"`
}

// seatView builds seat's view of the table.
func seatView(tableID string, doc *tableDoc, s *game.State, seat int) (*View, error) {
	tv, err := newTableView(tableID, doc, s)
	if err != nil {
		return nil, err
	}
	return tv.forSeat(seat), nil
}

// tableView is what every seat's view of a table shares, made once for all of them:
// the position with the face-down restaurants masked, and the players unmasked.
type tableView struct {
	base    View // without You, the players' money, Legal
	players []positionPlayer
	state   *game.State
	toMove  int
	legal   []string // the moves open to the seat to move
}

func newTableView(tableID string, doc *tableDoc, s *game.State) (*tableView, error) {
	raw, err := s.View(0).MarshalJSON() // the same for every seat: it hides only what all are denied
	if err != nil {
		return nil, err
	}
	var pos map[string]json.RawMessage
	if err := json.Unmarshal(raw, &pos); err != nil {
		return nil, err
	}
	tv := &tableView{state: s}
	if err := json.Unmarshal(pos["players"], &tv.players); err != nil {
		return nil, err
	}
	// The players go to Players, money masked; the solo counters mean nothing at a table
	// of two or more, and one of them (the best single income) is about money.
	for _, key := range []string{"players", "best_action", "earned_from_fours", "fours_brought"} {
		delete(pos, key)
	}
	var cells map[string]string
	if err := json.Unmarshal(pos["cells"], &cells); err != nil {
		return nil, err
	}
	var faceDown []string
	for sp := range game.NumSpaces { // in board order, which the engine's View sorts them in
		name := game.Space(sp).String()
		if r, ok := strings.CutPrefix(cells[name], "hidden:"); ok {
			faceDown = append(faceDown, r)
			cells[name] = "hidden"
		}
	}
	if pos["cells"], err = json.Marshal(cells); err != nil {
		return nil, err
	}
	tv.base = View{Table: tableID, Revision: len(doc.Moves), Over: s.Over(), Money: "open", FaceDown: faceDown, Moves: doc.Moves}
	if doc.MoneyHidden {
		tv.base.Money = "hidden"
	}
	if tv.base.Position, err = json.Marshal(pos); err != nil {
		return nil, err
	}
	for i := range tv.players {
		tv.base.Players = append(tv.base.Players, PlayerView{Seat: i, Name: doc.Seats[i].Name, Computer: doc.Seats[i].Computer})
	}
	if s.Over() {
		tv.base.Winners = s.Winners()
		return tv, nil
	}
	tv.toMove = s.ToMove()
	for _, m := range s.LegalMoves(nil) {
		tv.legal = append(tv.legal, m.String())
	}
	return tv, nil
}

// forSeat is seat's view: its own money, a rival's only where the rules show it.
func (tv *tableView) forSeat(seat int) *View {
	v := tv.base
	v.You = seat
	v.Players = make([]PlayerView, len(tv.players))
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

// State rebuilds a playable position from the view, for a computer level to choose the
// seat's move. Money the view does not show is guessed equal to the seat's own: the
// levels need a number, and the view must not carry the true one. The face-down cells
// stay "hidden": the engine deals them from the box tiles nobody has seen.
func (v *View) State() (*game.State, error) {
	var pos map[string]json.RawMessage
	if err := json.Unmarshal(v.Position, &pos); err != nil {
		return nil, fmt.Errorf("the view's position: %v", err)
	}
	if v.You < 0 || v.You >= len(v.Players) || v.Players[v.You].Money == nil {
		return nil, fmt.Errorf("the view does not show seat %d's own money", v.You)
	}
	players := make([]positionPlayer, len(v.Players))
	for i, p := range v.Players {
		money := *v.Players[v.You].Money
		if p.Money != nil {
			money = *p.Money
		}
		players[i] = positionPlayer{Money: money, Hand: p.Hand, Restaurants: p.Restaurants, Stands: p.Stands}
	}
	var err error
	if pos["players"], err = json.Marshal(players); err != nil {
		return nil, err
	}
	raw, err := json.Marshal(pos)
	if err != nil {
		return nil, err
	}
	su, err := game.ParseSetup(raw)
	if err != nil {
		return nil, fmt.Errorf("the view's position: %v", err)
	}
	return game.NewGameFrom(game.Config{Players: len(v.Players), MoneyHidden: v.Money == "hidden"}, su)
}
