//go:build !js

package host

import (
	"fmt"
	"log"
	"os"
	"strings"
	"sync"
	"time"

	"mercado/game/online"
)

// NATS checks the subject a client publishes on, never the reply subject it names, and
// an answer is published with the answerer's rights. So the referee answers a seat only
// on that seat's own inbox (InboxPrefix), and a table maker only on an ordinary inbox:
// a request naming any other reply subject (a table's entry in the bucket, a rival's
// view, a seat's heartbeat subject) gets no answer and changes nothing. The referee's
// own rights (refereePermissions) are the second wall.

// ownInbox says reply is a subject under the seat's own inbox.
func ownInbox(reply, table string, seat int) bool {
	// online.InboxPrefix(table, seat)+".", read piece by piece (nothing made).
	rest, ok := strings.CutPrefix(reply, online.SubjectPrefix+".")
	if ok {
		rest, ok = strings.CutPrefix(rest, table)
	}
	if ok {
		rest, ok = strings.CutPrefix(rest, ".inbox.")
	}
	if !ok || seat < 0 || seat > 9 || len(rest) < 2 || rest[0] != byte('0'+seat) || rest[1] != '.' {
		return false
	}
	return len(reply) <= 256 && underPrefix(rest, rest[:2])
}

// makerInbox says reply is an ordinary NATS inbox, where a table maker's answer goes.
func makerInbox(reply string) bool { return underPrefix(reply, "_INBOX.") }

// underPrefix says subject is prefix followed by one or more plain tokens: no wildcard,
// no empty token, no space or control character.
func underPrefix(subject, prefix string) bool {
	rest, ok := strings.CutPrefix(subject, prefix)
	if !ok || rest == "" || len(subject) > 256 {
		return false
	}
	start := 0 // where the token being read began
	for i := 0; i <= len(rest); i++ {
		if i == len(rest) || rest[i] == '.' {
			if i == start {
				return false // an empty token
			}
			start = i + 1
			continue
		}
		if c := rest[i]; c <= ' ' || c == 0x7f || c == '*' || c == '>' {
			return false
		}
	}
	return true
}

// strayLogEvery is how often at most the host's log tells of requests it did not answer.
const strayLogEvery = time.Minute

// strayBook counts the requests the referee did not answer because their reply subject
// was not the asker's own, and tells of them in the host's log once a while: the first
// at once, then at most once every strayLogEvery, with how many came since.
type strayBook struct {
	mu      sync.Mutex
	total   int
	pending int    // since the last line
	last    string // the last one, described
	logged  time.Time
	now     func() time.Time
	logf    func(format string, args ...any)
}

func newStrayBook(now func() time.Time, logf func(string, ...any)) *strayBook {
	return &strayBook{now: now, logf: hostLog(logf)}
}

// hostLog is logf, or the standard error with the time when logf is nil.
func hostLog(logf func(string, ...any)) func(string, ...any) {
	if logf == nil {
		logf = log.New(os.Stderr, "mercado host: ", log.LstdFlags).Printf
	}
	return logf
}

// note counts one request on subject whose answer was asked for on reply.
func (b *strayBook) note(subject, reply string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.total++
	b.pending++
	b.last = fmt.Sprintf("%.120q asking for its answer on %.120q", subject, reply)
	b.flushLocked()
}

// flush writes the log line if one is due (the presence ticks call it, so that the
// last requests of a burst are told too).
func (b *strayBook) flush() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.flushLocked()
}

func (b *strayBook) flushLocked() {
	now := b.now()
	if b.pending == 0 || !b.logged.IsZero() && now.Sub(b.logged) < strayLogEvery {
		return
	}
	b.logf("ignored %d request(s) whose reply subject was not the asker's own inbox (%d in all; the last: %s)",
		b.pending, b.total, b.last)
	b.pending = 0
	b.logged = now
}

// count is how many requests were not answered in all.
func (b *strayBook) count() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.total
}
