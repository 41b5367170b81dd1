package online

import (
	"strings"
	"time"
)

// The client's side of presence (host/presence.go is the referee's): a heartbeat on the
// seat's "here" subject, and "bye" on closing.

// The presence states a view gives each person.
const (
	PresenceHere         = "here"
	PresenceReconnecting = "reconnecting"
	PresenceAway         = "away"
)

// Presence is a person's connection state in a view.
type Presence struct {
	State string `json:"state"` // here, reconnecting or away
	// Since is when the seat came (here), or when it was last here (reconnecting,
	// away), UTC, RFC 3339; empty while the referee does not know it (a seat not heard
	// since the referee started).
	Since string `json:"since"`
	// Vacant says the seat has been away longer than the table's limit: the others may
	// vote to hand it to a computer.
	Vacant bool `json:"vacant,omitempty"`
	// NotYet says the person has not taken the seat yet (State is away): a friend still
	// on the way, not one who left. Such a seat is vacant only once the limit has run
	// from the first of the others taking a seat.
	NotYet bool `json:"not_yet,omitempty"`
}

// beat says the seat is here once a heartbeat interval (the view's; quickly until the
// first view tells it) until the client closes. A request the referee answered says so as
// well as a heartbeat (the referee counts any word from the seat), so a seat that moved or
// asked within the interval sends none: at a thousand busy tables that is most of their
// heartbeats. The referee then hears the seat at least every two intervals, and takes it
// for reconnecting only after three.
func (c *Client) beat() {
	for {
		every := 250 * time.Millisecond
		if v := c.Latest(); v != nil && v.HeartbeatMS > 0 {
			every = time.Duration(v.HeartbeatMS) * time.Millisecond
		}
		if time.Since(time.Unix(0, c.lastWord.Load())) >= every {
			c.sayHere()
		}
		select {
		case <-c.quit:
			return
		case <-time.After(every):
		}
		c.beats.Add(1)
	}
}

// sayHere sends one heartbeat (lost while disconnected, as it should be). It names the
// client's device; the first after the client connected says hello, which takes the seat
// from any other device playing it (the newer device plays; the older is told). A
// client that has lost its seat so says nothing more.
func (c *Client) sayHere() {
	if c.Displaced() {
		return
	}
	c.lastWord.Store(time.Now().UnixNano())
	beat := c.device
	if !c.greeted.Swap(true) {
		beat = helloBeat + c.device
	}
	c.conn.Publish(SeatSubject(c.inv.Table, c.inv.Seat, VerbHere), []byte(beat))
}

// helloBeat starts the heartbeat of a client that has just connected.
const helloBeat = "hello "

// ParseBeat reads a heartbeat's (or a goodbye's) device, and whether it says hello; ""
// from an older client that names none.
func ParseBeat(data []byte) (device string, hello bool) {
	text, hello := strings.CutPrefix(string(data), helloBeat)
	if !ValidTableID(text) {
		return "", false
	}
	return text, hello
}

// Displaced says the seat is now played on another device: a newer client took it.
func (c *Client) Displaced() bool {
	v := c.Latest()
	return v != nil && v.Device != "" && v.Device != c.device
}

// sayBye tells the referee the seat is leaving, so that the others see it away at once.
// Not while the connection is down: the goodbye would wait for a server that may be gone
// (the referee then sees the seat away by its missed heartbeats).
func (c *Client) sayBye() {
	if c.ConnState() == Connected && c.conn.Publish(SeatSubject(c.inv.Table, c.inv.Seat, VerbBye), []byte(c.device)) == nil {
		c.conn.Flush()
	}
}

// NextInvite is this seat's invite to the table its people play next (Play again), once
// its host has made it: at the same server, from the seat's newest view.
func (c *Client) NextInvite() (Invite, bool) {
	v := c.Latest()
	if v == nil || v.Next == nil {
		return Invite{}, false
	}
	return Invite{Server: c.inv.Server, Also: c.inv.Also, Table: v.Next.Table, Seat: v.Next.Seat, Secret: v.Next.Secret}, true
}
