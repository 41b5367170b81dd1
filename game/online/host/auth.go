//go:build !js

package host

import (
	"crypto/subtle"
	"fmt"
	"strings"
	"sync"

	"github.com/nats-io/nats-server/v2/server"

	"mercado/game/online"
)

// The host's own users, all with the admin secret kept in the host's data folder, each
// with only the rights it needs (least privilege: a request that tricked one of them
// into publishing would still reach only what that user may publish).
const (
	// adminUser makes tables: `mercado online new`, the window's host, the bench.
	adminUser = "admin"
	// refereeUser is the referee's connection: it hears the seats' requests, answers on
	// their inboxes, publishes their views and keeps the tables' bucket.
	refereeUser = "referee"
	// nodeUser is a cluster node's own connection: it watches the tables' bucket to
	// admit their seats and holds the referee's lease.
	nodeUser = "node"
)

// authenticator admits the admin and the seats of the tables the referee knows, each
// seat with its own permissions. NATS asks it about every new connection, so tables made
// while the host runs are admitted without reloading the server.
type authenticator struct {
	mu    sync.RWMutex
	users map[string]credential
	// readTable, when set, reads a table the authenticator does not know from the
	// tables' bucket: a finished table's seats are forgotten with the table (so a host
	// running for months does not keep every seat it ever admitted), and a seat coming
	// back for its last view or the record is let in by its table's entry there.
	readTable func(table string) (*tableDoc, bool)
	// conns keeps each seat's connections, at most maxSeatConnections of them.
	conns seatConns
	// lanes says the server maps the seats' requests to their tables' lanes (lanes.go):
	// a seat may publish on its own lane only. Set before any table is admitted.
	lanes bool
}

type credential struct {
	secretHash string
	perms      *server.Permissions
}

func newAuthenticator(adminSecret string) *authenticator {
	hash := hashSecret(adminSecret)
	return &authenticator{users: map[string]credential{
		adminUser:   {secretHash: hash, perms: makerPermissions()},
		refereeUser: {secretHash: hash, perms: refereePermissions()},
		nodeUser:    {secretHash: hash, perms: nodePermissions()},
	}}
}

// ownUser says user is one of the host's own (admin, referee, node), not a seat.
func ownUser(user string) bool { return user == adminUser || user == refereeUser || user == nodeUser }

// admitTable lets the table's people in.
func (a *authenticator) admitTable(table string, doc *tableDoc) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for seat, s := range doc.Seats {
		if s.SecretHash != "" {
			a.users[online.SeatUser(table, seat)] = credential{secretHash: s.SecretHash, perms: seatPermissions(table, seat, a.lanes)}
		}
	}
}

// forgetTable lets the table's people in no more (until it is read again).
func (a *authenticator) forgetTable(table string, doc *tableDoc) {
	a.mu.Lock()
	defer a.mu.Unlock()
	var users []string
	for seat := range doc.Seats {
		delete(a.users, online.SeatUser(table, seat))
		users = append(users, online.SeatUser(table, seat))
	}
	a.conns.forget(users)
}

// Check is server.Authentication's: a known user with the right secret is admitted
// with its permissions.
func (a *authenticator) Check(c server.ClientAuthentication) bool {
	opts := c.GetOpts()
	if opts == nil || strings.ContainsAny(opts.Username, " \t\r\n") {
		return false
	}
	cred, ok := a.lookup(opts.Username, opts.Password)
	if !ok || a.conns.refused(opts.Username) {
		return false
	}
	c.RegisterUser(&server.User{Username: opts.Username, Permissions: cred.perms})
	if !ownUser(opts.Username) {
		a.conns.opened(opts.Username, c.GetID())
	}
	return true
}

// seatPermissions is everything a seat's credential may do: publish its own requests
// (by its table's lane, as the server maps them, where there are lanes), and hear its
// own views and its own replies. The server refuses anything else.
func seatPermissions(table string, seat int, lanes bool) *server.Permissions {
	requests := fmt.Sprintf("%s.%s.seat.%d.*", online.SubjectPrefix, table, seat)
	if lanes {
		requests += fmt.Sprintf(".%d", laneOf(table))
	}
	return &server.Permissions{
		Publish: &server.SubjectPermission{Allow: []string{requests}},
		Subscribe: &server.SubjectPermission{Allow: []string{
			online.ViewSubject(table, seat),
			online.InboxPrefix(table, seat) + ".>",
		}},
	}
}

// makerPermissions are a table maker's: ask for a table, hear the answer.
func makerPermissions() *server.Permissions {
	return &server.Permissions{
		Publish:   &server.SubjectPermission{Allow: []string{newTableSubject}},
		Subscribe: &server.SubjectPermission{Allow: []string{"_INBOX.>"}},
	}
}

// refereePermissions are the referee's: hear the seats' requests and the table makers',
// answer on the seats' inboxes (and the makers'), publish the views, and use the tables'
// bucket through JetStream. Never a seat's own subjects (so a heartbeat or a goodbye
// comes only from the seat's credential), nor the lease.
func refereePermissions() *server.Permissions {
	return &server.Permissions{
		Publish: &server.SubjectPermission{Allow: append([]string{
			online.SubjectPrefix + ".*.view.*",
			online.SubjectPrefix + ".*.inbox.*.>",
			"_INBOX.>",
		}, bucketSubjects(tablesBucket)...)},
		Subscribe: &server.SubjectPermission{Allow: []string{seatRequests, seatRequests + ".*", newTableSubject, "_INBOX.>"}},
	}
}

// nodePermissions are a cluster node's own connection's: the tables' bucket (watched)
// and the lease's.
func nodePermissions() *server.Permissions {
	return &server.Permissions{
		Publish:   &server.SubjectPermission{Allow: append(bucketSubjects(tablesBucket), bucketSubjects(leaseBucket)...)},
		Subscribe: &server.SubjectPermission{Allow: []string{"_INBOX.>"}},
	}
}

// bucketSubjects are the subjects a user of a key-value bucket publishes on: the
// JetStream API for its stream (made or updated at the start, read, watched through
// ordered consumers) and its keys. Not the stream's deletion or purge.
func bucketSubjects(bucket string) []string {
	stream := "KV_" + bucket
	return []string{
		"$JS.API.INFO",
		"$JS.API.STREAM.INFO." + stream,
		"$JS.API.STREAM.CREATE." + stream,
		"$JS.API.STREAM.UPDATE." + stream,
		"$JS.API.STREAM.MSG.GET." + stream,
		"$JS.API.DIRECT.GET." + stream,
		"$JS.API.DIRECT.GET." + stream + ".>",
		"$JS.API.CONSUMER.*." + stream,
		"$JS.API.CONSUMER.*." + stream + ".>",
		"$JS.FC." + stream + ".>",
		"$KV." + bucket + ".>",
	}
}

// fromBucket is the credential of a seat of a table read from the bucket, not kept: the
// referee admits the table again when the seat asks it anything, and forgets it again.
func (a *authenticator) fromBucket(user string, read func(string) (*tableDoc, bool)) (credential, bool) {
	table, _, found := strings.Cut(user, "-")
	if !found || !online.ValidTableID(table) {
		return credential{}, false
	}
	doc, known := read(table)
	if !known {
		return credential{}, false
	}
	for seat, s := range doc.Seats {
		if online.SeatUser(table, seat) == user && s.SecretHash != "" {
			return credential{secretHash: s.SecretHash, perms: seatPermissions(table, seat, a.lanes)}, true
		}
	}
	return credential{}, false
}

// lookup finds a known user with the right secret.
func (a *authenticator) lookup(user, secret string) (credential, bool) {
	a.mu.RLock()
	cred, ok := a.users[user]
	read := a.readTable
	a.mu.RUnlock()
	if !ok && read != nil {
		cred, ok = a.fromBucket(user, read)
	}
	if !ok || subtle.ConstantTimeCompare([]byte(hashSecret(secret)), []byte(cred.secretHash)) != 1 {
		return credential{}, false
	}
	return cred, true
}
