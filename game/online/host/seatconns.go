//go:build !js

package host

import (
	"slices"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// maxSeatConnections is how many connections one seat's credential holds at once: a
// person's window and phone, a page reloaded while the old connection has not yet
// timed out. A newer one closes the oldest (the newest device plays, presence.go), so
// that however many a guest opens, a seat costs the host at most this many
// connections' buffers.
const maxSeatConnections = 4

// floodCoolOff is how long a seat cut off for flooding the referee is refused new
// connections the first time: a client connecting again at once would flood again
// before the referee reads far enough to tell. Each time again doubles it, up to
// maxCoolOff. A person's client tries again (online's reconnectWait) and is let in
// after it.
const (
	floodCoolOff = 5 * time.Second
	maxCoolOff   = 30 * time.Second
)

// seatConns keeps the connections of each seat, oldest first, on the embedded server
// (a deployment's own server keeps its own limits).
type seatConns struct {
	mu  sync.Mutex
	srv *server.Server // nil until the server runs, and on a deployment
	ids map[string][]uint64
	// barred holds the seats cut off for flooding, until when they are refused.
	barred  map[string]time.Time
	strikes map[string]int // how many times each seat was cut off
	cuts    int            // seats cut off so far
}

// use makes the book count the connections of srv.
func (b *seatConns) use(srv *server.Server) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.srv = srv
}

// opened notes that user's connection id was admitted, and closes the user's oldest
// connections beyond maxSeatConnections, on a goroutine of its own: the new connection's
// admission does not wait for the old ones' closing.
func (b *seatConns) opened(user string, id uint64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.srv == nil {
		return
	}
	if b.ids == nil {
		b.ids = map[string][]uint64{}
	}
	ids := slices.DeleteFunc(b.ids[user], func(id uint64) bool { return b.srv.GetClient(id) == nil })
	ids = append(ids, id)
	var extra []uint64
	if len(ids) > maxSeatConnections {
		extra = slices.Clone(ids[:len(ids)-maxSeatConnections])
		ids = ids[len(ids)-maxSeatConnections:]
	}
	b.ids[user] = ids
	if len(extra) > 0 {
		go b.close(extra)
	}
}

// cut closes every connection of user (a seat flooding the referee), and refuses it new
// ones for floodCoolOff: what the closed connections had sent is gone with them.
func (b *seatConns) cut(user string) {
	b.mu.Lock()
	ids := b.ids[user]
	delete(b.ids, user)
	if b.barred == nil {
		b.barred, b.strikes = map[string]time.Time{}, map[string]int{}
	}
	if until, ok := b.barred[user]; !ok || time.Now().After(until) { // a new flood, not its backlog
		b.barred[user] = time.Now().Add(min(floodCoolOff<<min(b.strikes[user], 10), maxCoolOff))
		b.strikes[user]++
	}
	b.cuts++
	b.mu.Unlock()
	b.close(ids)
}

// refused says user is cut off for flooding just now.
func (b *seatConns) refused(user string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	until, ok := b.barred[user]
	if ok && !time.Now().Before(until) {
		delete(b.barred, user)
		return false
	}
	return ok
}

// forget drops the users' entries (their table left memory).
func (b *seatConns) forget(users []string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, u := range users {
		delete(b.ids, u)
		delete(b.barred, u)
		delete(b.strikes, u)
	}
}

// cutOff is how many times a seat was cut off for flooding (the backlog of one flood
// read after its cut counts again).
func (b *seatConns) cutOff() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.cuts
}

func (b *seatConns) close(ids []uint64) {
	b.mu.Lock()
	srv := b.srv
	b.mu.Unlock()
	for _, id := range ids {
		srv.DisconnectClientByID(id) // gone already: nothing to do
	}
}
