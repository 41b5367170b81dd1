package online

import (
	"encoding/json"
	"fmt"

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
	// HeartbeatMS is how often the seat's client should say it is here (presence_client.go).
	HeartbeatMS int `json:"heartbeat_ms,omitempty"`
	// Moves are the moves applied so far, in the record's notation (all made in the
	// open): a seat that missed views while away plays them out from its last position.
	Moves []string `json:"moves"`
	// Last is the table's news: the move that made this revision and the seat that made
	// it (none before the first move). Every seat hears it in its own view; there is no
	// message apart for it, which would cost the host a delivery to each seat a move.
	Last *LastMove `json:"last,omitempty"`
	// Device is the client that holds your seat, as its heartbeats name it: the newest
	// to connect with your invite. A client that reads another's knows its seat is now
	// played on another device.
	Device string `json:"device,omitempty"`
	// Next is your seat at the table the same people play next, once the host has made it
	// (Play again): an invite's table, seat and secret; the server is this table's.
	Next *NextSeat `json:"next,omitempty"`
}

// NextSeat is a seat at the next table (View.Next).
type NextSeat struct {
	Table  string `json:"table"`
	Seat   int    `json:"seat"`
	Secret string `json:"secret"`
}

// LastMove is a move applied to the table, and who made it: public to every seat.
type LastMove struct {
	Seat int    `json:"seat"`
	Move string `json:"move"`
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
	// (host/seatvote.go); HandOverVotes the seats that have voted so far to hand it over.
	StandIn       string `json:"stand_in,omitempty"`
	HandOverVotes []int  `json:"hand_over_votes,omitempty"`
	// Color is the seat's colour as the host's setup gave it; none: by seat.
	Color *int `json:"color,omitempty"`
}

// positionPlayer is a player as the record format's position writes one.
type positionPlayer struct {
	Money       int      `json:"money"`
	Hand        []string `json:"hand"`
	Restaurants []string `json:"restaurants"`
	Stands      int      `json:"stands"`
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

// color is the seat's colour: the host's setup's, else its place at the table.
func (p PlayerView) color() int {
	if p.Color != nil && *p.Color >= 0 && *p.Color < game.MaxPlayers {
		return *p.Color
	}
	return p.Seat
}
