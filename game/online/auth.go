//go:build !js

package online

import (
	"crypto/subtle"
	"fmt"
	"strings"
	"sync"

	"github.com/nats-io/nats-server/v2/server"
)

// adminUser is the host's own user: the referee and whoever makes tables. Its secret is
// kept in the host's data folder.
const adminUser = "admin"

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
}

type credential struct {
	secretHash string
	perms      *server.Permissions // nil: everything (the admin)
}

func newAuthenticator(adminSecret string) *authenticator {
	return &authenticator{users: map[string]credential{adminUser: {secretHash: hashSecret(adminSecret)}}}
}

// admitTable lets the table's people in.
func (a *authenticator) admitTable(table string, doc *tableDoc) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for seat, s := range doc.Seats {
		if s.SecretHash != "" {
			a.users[seatUser(table, seat)] = credential{secretHash: s.SecretHash, perms: seatPermissions(table, seat)}
		}
	}
}

// forgetTable lets the table's people in no more (until it is read again).
func (a *authenticator) forgetTable(table string, doc *tableDoc) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for seat := range doc.Seats {
		delete(a.users, seatUser(table, seat))
	}
}

// Check is server.Authentication's: a known user with the right secret is admitted
// with its permissions.
func (a *authenticator) Check(c server.ClientAuthentication) bool {
	opts := c.GetOpts()
	if opts == nil || strings.ContainsAny(opts.Username, " \t\r\n") {
		return false
	}
	cred, ok := a.lookup(opts.Username, opts.Password)
	if !ok {
		return false
	}
	c.RegisterUser(&server.User{Username: opts.Username, Permissions: cred.perms})
	return true
}

// seatPermissions is everything a seat's credential may do: publish its own requests,
// and hear its own views and its own replies. The server refuses anything else.
func seatPermissions(table string, seat int) *server.Permissions {
	return &server.Permissions{
		Publish: &server.SubjectPermission{Allow: []string{
			fmt.Sprintf("%s.%s.seat.%d.*", subjectPrefix, table, seat),
		}},
		Subscribe: &server.SubjectPermission{Allow: []string{
			viewSubject(table, seat),
			inboxPrefix(table, seat) + ".>",
		}},
	}
}

// fromBucket is the credential of a seat of a table read from the bucket, not kept: the
// referee admits the table again when the seat asks it anything, and forgets it again.
func (a *authenticator) fromBucket(user string, read func(string) (*tableDoc, bool)) (credential, bool) {
	table, _, found := strings.Cut(user, "-")
	if !found || !validTableID(table) {
		return credential{}, false
	}
	doc, known := read(table)
	if !known {
		return credential{}, false
	}
	for seat, s := range doc.Seats {
		if seatUser(table, seat) == user && s.SecretHash != "" {
			return credential{secretHash: s.SecretHash, perms: seatPermissions(table, seat)}, true
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
