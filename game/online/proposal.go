package online

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Proposal is a seat's move as it sends it: the move in the record's notation, the
// table revision it was chosen on, and an id of the seat's choosing that stays the
// same when the proposal is sent again.
type Proposal struct {
	ID       string `json:"id"`
	Revision int    `json:"revision"`
	Move     string `json:"move"`
}

// maxProposalID bounds the id: it is kept with the move.
const maxProposalID = 64

// decodeProposal reads a proposal strictly: one JSON object with exactly the three
// fields, nothing unknown and nothing after it.
func decodeProposal(data []byte) (Proposal, error) {
	var p Proposal
	var fields struct { // pointers, to tell a missing field from a zero one
		ID       *string `json:"id"`
		Revision *int    `json:"revision"`
		Move     *string `json:"move"`
	}
	if err := decodeStrict(data, &fields); err != nil {
		return p, fmt.Errorf("not a proposal (want {\"id\": ..., \"revision\": N, \"move\": ...}): %v", err)
	}
	for _, f := range [...]struct {
		key     string
		missing bool
	}{{"id", fields.ID == nil}, {"revision", fields.Revision == nil}, {"move", fields.Move == nil}} {
		if f.missing {
			return p, fmt.Errorf("not a proposal: %q is missing (or null)", f.key)
		}
	}
	p = Proposal{ID: *fields.ID, Revision: *fields.Revision, Move: *fields.Move}
	if p.ID == "" || len(p.ID) > maxProposalID {
		return p, fmt.Errorf("not a proposal: the id must be 1 to %d bytes", maxProposalID)
	}
	for _, r := range p.ID {
		if r < '!' || r > '~' {
			return p, errors.New("not a proposal: the id must be printable ASCII without spaces")
		}
	}
	return p, nil
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

// The refusal codes.
const (
	refusedMalformed    = "malformed"
	refusedUnknownTable = "unknown-table"
	refusedOver         = "over"
	refusedNotOver      = "not-over"
	refusedNotYourTurn  = "not-your-turn"
	refusedIllegal      = "illegal"
	refusedStale        = "stale"
	refusedReplayed     = "replayed"
	refusedTooMany      = "too-many"
	refusedConflict     = "conflict"
	refusedUnknownVerb  = "unknown-request"
	refusedUnavailable  = "unavailable"
	refusedUnreadable   = "unreadable" // the host keeps the table but cannot read its game
	// A vacant seat's hand-over (seatvote.go).
	refusedNotAway       = "not-away"        // the seat voted on is not away for long enough
	refusedHandedOver    = "handed-over"     // a computer plays the seat; reclaim it first
	refusedNotHandedOver = "not-handed-over" // reclaim of a seat no computer plays
)

func refuse(code, format string, args ...any) Reply {
	return Reply{Refused: code, Reason: fmt.Sprintf(format, args...)}
}

// decodeStrict reads exactly one JSON object into v, refusing unknown fields.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("something follows the object")
	}
	return nil
}
