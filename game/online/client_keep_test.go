package online

import (
	"encoding/json"
	"testing"
	"time"
)

// orderedTransport answers each view request with answer, after delivering what the
// test queued in before (views the referee published after writing the answer, heard on
// their own subscription ahead of it): the order a busy machine's goroutines may take.
type orderedTransport struct {
	answer []byte
	before [][]byte
	heard  func([]byte)
}

func (t *orderedTransport) Request(subject string, data []byte, timeout time.Duration) ([]byte, error) {
	for _, p := range t.before {
		t.heard(p)
	}
	t.before = nil
	return t.answer, nil
}

func (t *orderedTransport) Subscribe(subject string, heard func([]byte)) error {
	t.heard = heard
	return nil
}

func (t *orderedTransport) Publish(string, []byte) error { return nil }
func (t *orderedTransport) Flush() error                 { return nil }
func (t *orderedTransport) Close()                       {}

// presenceView is a view of revision whose seats have the states given.
func presenceView(t *testing.T, revision int, states ...string) []byte {
	t.Helper()
	v := View{Table: "aaaaaaaaaa", Revision: revision}
	for i, s := range states {
		v.Players = append(v.Players, PlayerView{Seat: i, Presence: &Presence{State: s}})
	}
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func orderedClient(t *testing.T, tr *orderedTransport) *Client {
	t.Helper()
	c := &Client{conn: tr, inv: Invite{Table: "aaaaaaaaaa"}, wake: make(chan struct{}, 1), resync: make(chan struct{}, 1), quit: make(chan struct{})}
	if err := tr.Subscribe(ViewSubject(c.inv.Table, 0), c.heardView); err != nil {
		t.Fatal(err)
	}
	return c
}

func states(c *Client) []string {
	var s []string
	for _, p := range c.Latest().Players {
		s = append(s, p.Presence.State)
	}
	return s
}

// TestAnswerAfterNewerPublication: the answer to a view request, written while seat 1
// was still away, comes after the view the referee published once seat 1 said hello
// (the two come on subscriptions of their own). The seat keeps the publication: kept,
// the answer would show seat 1 away until something else changed at the table, which
// may be never (TestPresence waited three minutes for it on a busy machine).
func TestAnswerAfterNewerPublication(t *testing.T) {
	tr := &orderedTransport{
		answer: presenceView(t, 0, PresenceHere, PresenceAway),
		before: [][]byte{presenceView(t, 0, PresenceHere, PresenceHere)},
	}
	c := orderedClient(t, tr)
	v, err := c.View()
	if err != nil {
		t.Fatal(err)
	}
	if v.Players[1].Presence.State != PresenceAway {
		t.Fatalf("View returned %+v, want the answer", v.Players[1].Presence)
	}
	if got := states(c); got[1] != PresenceHere {
		t.Fatalf("the seat kept %v after the publication with seat 1 here; want seat 1 here", got)
	}

	// With no publication on its way, the answer is the newest word: kept over the
	// publication heard before the request was sent.
	tr.answer = presenceView(t, 0, PresenceHere, PresenceReconnecting)
	if _, err := c.View(); err != nil {
		t.Fatal(err)
	}
	if got := states(c); got[1] != PresenceReconnecting {
		t.Fatalf("the seat kept %v; want the answer's seat 1 reconnecting", got)
	}

	// An answer of a later revision is kept whatever came meanwhile, and a publication
	// heard after it is kept over it.
	tr.answer = presenceView(t, 1, PresenceAway, PresenceHere)
	tr.before = [][]byte{presenceView(t, 0, PresenceHere, PresenceHere)}
	if _, err := c.View(); err != nil {
		t.Fatal(err)
	}
	if got := c.Latest(); got.Revision != 1 || states(c)[0] != PresenceAway {
		t.Fatalf("the seat kept revision %d with %v; want the answer of revision 1", got.Revision, states(c))
	}
	tr.heard(presenceView(t, 1, PresenceHere, PresenceHere))
	if got := states(c); got[0] != PresenceHere {
		t.Fatalf("a publication of the same revision after the answer was not kept: %v", got)
	}
}
