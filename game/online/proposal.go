package online

import "encoding/json"

// Proposal is a seat's move as it sends it: the move in the record's notation, the
// table revision it was chosen on, and an id of the seat's choosing that stays the
// same when the proposal is sent again.
type Proposal struct {
	ID       string `json:"id"`
	Revision int    `json:"revision"`
	Move     string `json:"move"`
}

// Reply is the referee's answer to a request: Ok, or Refused with a code a program can
// test and a reason a person can read.
type Reply struct {
	OK       bool   `json:"ok"`
	Revision int    `json:"revision,omitempty"` // after the move, when OK
	Refused  string `json:"refused,omitempty"`
	Reason   string `json:"reason,omitempty"`
	// Record is the game's record (mercado/1), answering a record request.
	Record json.RawMessage `json:"record,omitempty"`
	// Votes and Needed answer a vote: the votes to hand the seat over from people here,
	// and how many carry it; HandedOver once they have.
	Votes      int  `json:"votes,omitempty"`
	Needed     int  `json:"needed,omitempty"`
	HandedOver bool `json:"handed_over,omitempty"`
}

// The refusal codes (Reply.Refused), for a program to test; docs/online.md lists when
// the referee gives each.
const (
	RefusedMalformed    = "malformed"
	RefusedUnknownTable = "unknown-table"
	RefusedOver         = "over"
	RefusedNotOver      = "not-over"
	RefusedNotYourTurn  = "not-your-turn"
	RefusedIllegal      = "illegal"
	RefusedStale        = "stale"
	RefusedReplayed     = "replayed"
	RefusedTooMany      = "too-many"
	RefusedConflict     = "conflict"
	RefusedUnknownVerb  = "unknown-request"
	RefusedUnavailable  = "unavailable"
	RefusedUnreadable   = "unreadable" // the host keeps the table but cannot read its game
	// A vacant seat's hand-over (host/seatvote.go).
	RefusedNotAway       = "not-away"        // the seat voted on is not away for long enough
	RefusedHandedOver    = "handed-over"     // a computer plays the seat; reclaim it first
	RefusedNotHandedOver = "not-handed-over" // reclaim of a seat no computer plays
)
