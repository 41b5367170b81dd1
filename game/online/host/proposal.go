//go:build !js

package host

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"mercado/game/online"
)

// The referee's strict reading of what a seat sends.

// maxProposalID bounds the id: it is kept with the move.
const maxProposalID = 64

// decodeProposal reads a proposal strictly: one JSON object with exactly the three
// fields, nothing unknown and nothing after it.
func decodeProposal(data []byte) (online.Proposal, error) {
	var p online.Proposal
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
	p = online.Proposal{ID: *fields.ID, Revision: *fields.Revision, Move: *fields.Move}
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

func refuse(code, format string, args ...any) online.Reply {
	return online.Reply{Refused: code, Reason: fmt.Sprintf(format, args...)}
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
