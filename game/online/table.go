package online

import (
	"crypto/rand"
	"encoding/base32"
	"strings"
	"time"
)

// DefaultAwayLimit is how long a person may be away from a table made without a limit
// before the others may hand the seat to a computer.
const DefaultAwayLimit = 10 * time.Minute

// ParseSeats reads "Ana,Rui,computer:easy": names of people, and computer:LEVEL for a
// computer seat.
func ParseSeats(list string) []NewSeat {
	var seats []NewSeat
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if level, ok := strings.CutPrefix(item, "computer:"); ok {
			seats = append(seats, NewSeat{Computer: level})
			continue
		}
		seats = append(seats, NewSeat{Name: item})
	}
	return seats
}

// RandomID is n random letters and digits (5 bits each), safe in a subject and a URL.
func RandomID(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))[:n]
}

// NewTableRequest is what the admin sends on "mercado.new".
type NewTableRequest struct {
	Seats []NewSeat `json:"seats"`
	Money string    `json:"money,omitempty"` // "hidden" (the default) or "open"
	Seed  *uint64   `json:"seed,omitempty"`  // nil: a random deal
	// Iterations gives the computers an iteration budget instead of the clock.
	Iterations int `json:"iterations,omitempty"`
	// AwayLimit is how long, in seconds, a person may be away before the others may
	// vote to hand the seat to a computer (0: DefaultAwayLimit, ten minutes; a table
	// played over days wants a day or more).
	AwayLimit int `json:"away_limit,omitempty"`
	// Follows is a finished table whose people play this one next (Play again): the seats
	// are theirs, in the same order, and each of its seats' views then names its seat here.
	Follows string `json:"follows,omitempty"`
}

// NewSeat is a person's name, or a computer's level (with a name, when the window's setup gave one).
type NewSeat struct {
	Name     string `json:"name,omitempty"`
	Computer string `json:"computer,omitempty"`
	// Color is the seat's colour as the host's setup gave it (0 to 3, no two alike, for
	// every seat or none): every screen draws the person in it. None: by seat.
	Color *int `json:"color,omitempty"`
}

// NewTableReply answers a NewTableRequest: the table and each person's secret.
type NewTableReply struct {
	Table string          `json:"table"`
	Seats []NewSeatSecret `json:"seats"`
	// Websocket and Page are where browsers join, when the host serves its web build
	// (`mercado host --http`): its NATS WebSocket URL and the page's, as the invites'
	// links name them (InviteLink); "" otherwise.
	Websocket string `json:"ws,omitempty"`
	Page      string `json:"page,omitempty"`
}

// BrowserLink is the link that opens seat's place at the table in a browser
// (http://HOST:PORT/#ws://HOST:PORT/TABLE/SEAT/SECRET), "" when the host serves no web
// build or the seat is a computer's.
func (r NewTableReply) BrowserLink(seat int) string {
	if r.Websocket == "" || r.Page == "" || seat < 0 || seat >= len(r.Seats) || r.Seats[seat].Secret == "" {
		return ""
	}
	s := r.Seats[seat]
	return InviteLink(r.Page, Invite{Server: r.Websocket, Table: r.Table, Seat: s.Seat, Secret: s.Secret})
}

// NewSeatSecret is one seat of a new table; Secret is "" for computers.
type NewSeatSecret struct {
	Seat     int    `json:"seat"`
	Name     string `json:"name"`
	Computer string `json:"computer,omitempty"`
	Secret   string `json:"secret,omitempty"`
}
