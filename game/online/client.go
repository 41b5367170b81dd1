package online

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"sync"
	"sync/atomic"
	"time"
)

// RequestTimeout is how long a client waits for the referee's answer before it asks
// again (the same proposal, or the view).
const RequestTimeout = 3 * time.Second

// ClientOptions tune a seat's connection.
type ClientOptions struct {
	// Log, when set, receives every message the seat receives, one JSON object a line.
	Log io.Writer
	// Dialer, when set, makes the desktop's connections (tests cut them); the browser's
	// are the browser's WebSockets.
	Dialer interface {
		Dial(network, address string) (net.Conn, error)
	}
	// State, when set, is told each change of the connection's state (connected,
	// reconnecting, closed), for a screen that shows it. It must not block.
	State func(ConnState)
	// OnView, when set, is called with every view the seat hears, as heard: an answer and
	// a published view may come in either order (a window plays each move out from them;
	// see Remote; the bench times them).
	OnView func(*View)
}

// Client is one seat's connection to its table. It reconnects by itself, without end:
// a table outlives every connection.
type Client struct {
	conn   Transport
	inv    Invite
	log    io.Writer
	onView func(*View)

	mu     sync.Mutex
	latest *View // the newest view heard
	// published counts the published views kept as the latest: an answer to a view
	// request of the same revision does not replace one kept while it was on its way
	// (keep).
	published uint64
	logMu     sync.Mutex
	wake      chan struct{}
	resync    chan struct{}
	asyncMu   sync.Mutex
	async     []error // errors the server reported on this connection (permissions)

	state     atomic.Int32  // the connection's ConnState (Connected from the start)
	quit      chan struct{} // closed by Close: ends the heartbeats
	closeOnce sync.Once
	beats     atomic.Uint64 // heartbeats sent, for the tests to count
	// device names this client to the referee in its heartbeats; greeted says its hello
	// is sent (presence_client.go).
	device  string
	greeted atomic.Bool
	// lastWord is when the seat last said something the referee heard (a heartbeat, or
	// a request it answered), in Unix nanoseconds: no heartbeat is needed until an
	// interval after it.
	lastWord atomic.Int64
}

// ErrInviteRefused says the host did not accept the invite's credential.
var ErrInviteRefused = errors.New("the host did not accept this invite: its table is unknown, or the invite is not this table's")

// Connect takes the invite's seat.
func Connect(inv Invite, opt ClientOptions) (*Client, error) {
	c := &Client{inv: inv, log: opt.Log, onView: opt.OnView, wake: make(chan struct{}, 1), resync: make(chan struct{}, 1), quit: make(chan struct{}),
		device: RandomID(10)}
	conn, err := dial(inv.Servers(), opt.Dialer, DialOptions{
		User:        SeatUser(inv.Table, inv.Seat),
		Password:    inv.Secret,
		InboxPrefix: InboxPrefix(inv.Table, inv.Seat),
		Name:        SeatUser(inv.Table, inv.Seat),
		State: func(s ConnState) {
			if ConnState(c.state.Swap(int32(s))) == s {
				return // the same again (the browser's client says each retry): nothing new
			}
			if s == Connected { // back after a cut: say so, and ask for the view again
				c.sayHere()
				notify(c.resync)
			}
			if opt.State != nil {
				opt.State(s)
			}
		},
		Problem: func(err error) {
			c.asyncMu.Lock()
			c.async = append(c.async, err)
			c.asyncMu.Unlock()
		},
	})
	if err != nil {
		return nil, err
	}
	c.conn = conn
	// The seat's views are all it hears besides its answers: each tells the move that
	// made it (View.Last), so the table's news needs no subject of its own.
	if err := conn.Subscribe(ViewSubject(inv.Table, inv.Seat), c.heardView); err != nil {
		conn.Close()
		return nil, err
	}
	go c.beat()
	return c, conn.Flush()
}

func notify(ch chan struct{}) {
	select {
	case ch <- struct{}{}:
	default:
	}
}

// Close says goodbye to the table and ends the connection.
func (c *Client) Close() {
	c.closeOnce.Do(func() {
		close(c.quit)
		c.sayBye()
		c.conn.Close()
	})
}

// ConnState is where the seat's connection is now.
func (c *Client) ConnState() ConnState { return ConnState(c.state.Load()) }

// AsyncErrors are the errors the server reported on this connection so far, such as a
// permissions violation.
func (c *Client) AsyncErrors() []error {
	c.asyncMu.Lock()
	defer c.asyncMu.Unlock()
	return append([]error(nil), c.async...)
}

// record writes a received message to the log.
func (c *Client) record(data []byte) {
	if c.log == nil {
		return
	}
	c.logMu.Lock()
	defer c.logMu.Unlock()
	c.log.Write(append(append([]byte(nil), data...), '\n'))
}

func (c *Client) heardView(data []byte) {
	c.record(data)
	var v View
	if json.Unmarshal(data, &v) == nil {
		c.keep(&v, nil)
	}
}

// keep makes v the latest view unless a newer one was heard. A view published is kept
// unless one of a later revision was. An answer to a view request (sent when the client
// had kept *sent views published) is not kept over a view published of its revision
// that was kept while it was on its way: the referee writes and sends a table's answers
// and publications in order, but the client hears the two on subscriptions of their
// own, on goroutines of their own, so an answer written before a publication may come
// after it. Kept, the answer's older presence (a seat away that has just said hello)
// would stay until the next change, which may be long in coming; the publication kept
// instead is followed by another for every change since (each change of a presence, a
// vote or a seat's holder is published).
func (c *Client) keep(v *View, sent *uint64) {
	c.mu.Lock()
	if c.latest == nil || v.Revision > c.latest.Revision ||
		v.Revision == c.latest.Revision && (sent == nil || c.published == *sent) {
		c.latest = v
		if sent == nil {
			c.published++
		}
	}
	if c.onView != nil {
		c.onView(v) // every view, an older one too: the seat may be waiting for it
	}
	c.mu.Unlock()
	notify(c.wake)
}

// Latest is the newest view heard, nil before the first.
func (c *Client) Latest() *View {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.latest
}

// RefusedError is the referee's refusal of a request.
type RefusedError struct{ Reply Reply }

func (e *RefusedError) Error() string { return e.Reply.Refused + ": " + e.Reply.Reason }

// Unreadable says err is the host's word that it keeps the table but cannot read its
// game (written by an older version, or damaged): the table is set aside there.
func Unreadable(err error) bool {
	var refused *RefusedError
	return errors.As(err, &refused) && refused.Reply.Refused == RefusedUnreadable
}

// Request sends a request for the seat (verb move, view or record) and returns the
// answer's bytes; a refusal is a *RefusedError.
func (c *Client) Request(verb string, data []byte) ([]byte, error) {
	sent := time.Now()
	answer, err := c.conn.Request(SeatSubject(c.inv.Table, c.inv.Seat, verb), data, RequestTimeout)
	if err != nil {
		return nil, err
	}
	c.record(answer)
	var r Reply
	if json.Unmarshal(answer, &r) == nil && r.Refused != "" {
		if r.Refused != RefusedTooMany { // a request refused for its rate counts for nothing
			c.lastWord.Store(sent.UnixNano())
		}
		return answer, &RefusedError{r}
	}
	c.lastWord.Store(sent.UnixNano())
	return answer, nil
}

// patiently sends a request without data, waiting and asking again while the referee
// says the seat asks too often or cannot read its tables for a moment.
func (c *Client) patiently(verb string) ([]byte, error) {
	for tries := 0; ; tries++ {
		data, err := c.Request(verb, nil)
		if tries == 50 || !askAgain(err) {
			return data, err
		}
		time.Sleep(TooManyPause)
	}
}

// askAgain says err is a refusal that passes: too many requests, or tables unreadable
// for a moment.
func askAgain(err error) bool {
	var refused *RefusedError
	return errors.As(err, &refused) && (refused.Reply.Refused == RefusedTooMany || refused.Reply.Refused == RefusedUnavailable)
}

// View asks the referee for the seat's current view.
// The view returned is the answer; Latest may be newer (keep).
func (c *Client) View() (*View, error) {
	c.mu.Lock()
	sent := c.published
	c.mu.Unlock()
	data, err := c.patiently(VerbView)
	if err != nil {
		return nil, err
	}
	var v View
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("the host's view: %v", err)
	}
	c.keep(&v, &sent)
	return &v, nil
}

// Propose sends a move made on the view at revision.
func (c *Client) Propose(p Proposal) (Reply, error) {
	data, _ := json.Marshal(p)
	answer, err := c.Request(VerbMove, data)
	if err != nil {
		return Reply{}, err
	}
	var r Reply
	if err := json.Unmarshal(answer, &r); err != nil {
		return Reply{}, fmt.Errorf("the host's answer: %v", err)
	}
	return r, nil
}

// Record asks for the game's record, given once the game is over.
func (c *Client) Record() ([]byte, error) {
	data, err := c.patiently(VerbRecord)
	if err != nil {
		return nil, err
	}
	var r Reply
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, err
	}
	return r.Record, nil
}
