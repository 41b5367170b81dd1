package online

import (
	"encoding/json"
	"fmt"
)

// The client's side of a seat left empty (host/seatvote.go is the referee's): vote to
// hand a vacant seat to a computer, or take one's own seat back.

// Vote is what a person sends on its seat's "vote" subject: hand seat Seat to a computer
// of that Level (easy, medium or hard; "" is medium). The vote that carries the
// majority names the level.
type Vote struct {
	Seat  int    `json:"seat"`
	Level string `json:"level,omitempty"`
}

// The verbs of the vote.
const (
	VerbVote    = "vote"    // vote to hand a vacant seat to a computer
	VerbReclaim = "reclaim" // take one's own seat back from the computer
)

// Vote asks the referee to hand a vacant seat to a computer of the level.
func (c *Client) Vote(v Vote) (Reply, error) {
	return c.requestReply(VerbVote, v)
}

// Reclaim takes the seat back from the computer the others handed it to.
func (c *Client) Reclaim() (Reply, error) {
	return c.requestReply(VerbReclaim, nil)
}

// requestReply sends a request (body marshalled, nil: empty) and reads the answer; a
// refusal is a *RefusedError.
func (c *Client) requestReply(verb string, body any) (Reply, error) {
	var data []byte
	if body != nil {
		data, _ = json.Marshal(body)
	}
	answer, err := c.Request(verb, data)
	if err != nil {
		return Reply{}, err
	}
	var reply Reply
	if err := json.Unmarshal(answer, &reply); err != nil {
		return Reply{}, fmt.Errorf("the host's answer: %v", err)
	}
	return reply, nil
}
