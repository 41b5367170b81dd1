package host

import (
	"sync"
	"time"
)

// rateLimit is a token bucket per seat (a seat's credential is its connection): a
// burst of requests, then so many a second. A flood is refused, not queued: the
// refusals themselves have a bucket of their own (refusalBurst, refusalsPerSecond), so
// an honest client over its rate hears "too many" and waits, while a flood's requests
// beyond it are dropped unanswered, costing the referee no answer to write.
type rateLimit struct {
	mu      sync.Mutex
	burst   float64
	perSec  float64
	now     func() time.Time
	buckets map[string]*bucket
}

// The refusals a seat is told at most: a burst, then so many a second. A client told
// "too many" waits (online.TooManyPause) before it asks again, a few times a second.
const (
	refusalBurst      = 50
	refusalsPerSecond = 20
	// floodCut is how many requests a seat has dropped (over its rate and over the
	// refusals it is told) before the referee closes the seat's connections: what they
	// had sent and the referee has not read yet is gone with them.
	floodCut = 100
)

type bucket struct {
	tokens, refusals float64
	last             time.Time
	dropped          int // since the last cut
}

// verdict is what the rate limit says of a request.
type verdict int

const (
	allowed  verdict = iota // within the seat's rate
	refused                 // over it: answer "too many"
	dropped                 // over it, and over the refusals it is told: no answer
	flooding                // dropped, the floodCut-th since the last: cut the seat off
)

func newRateLimit(burst int, perSec float64, now func() time.Time) *rateLimit {
	return &rateLimit{burst: float64(burst), perSec: perSec, now: now, buckets: map[string]*bucket{}}
}

// allow takes one token from key's bucket, if it has one.
func (r *rateLimit) allow(key string) bool { return r.judge(key) == allowed }

// judge takes one token from key's bucket if it has one (allowed), else one of its
// refusals (refused), else neither (dropped).
func (r *rateLimit) judge(key string) verdict {
	r.mu.Lock()
	defer r.mu.Unlock()
	t := r.now()
	b := r.buckets[key]
	if b == nil {
		b = &bucket{tokens: r.burst, refusals: refusalBurst, last: t}
		r.buckets[key] = b
	}
	elapsed := t.Sub(b.last).Seconds()
	b.tokens = min(r.burst, b.tokens+elapsed*r.perSec)
	b.refusals = min(refusalBurst, b.refusals+elapsed*refusalsPerSecond)
	b.last = t
	switch {
	case b.tokens >= 1:
		b.tokens--
		return allowed
	case b.refusals >= 1:
		b.refusals--
		return refused
	default:
		b.dropped++
	}
	if b.dropped >= floodCut {
		b.dropped = 0
		return flooding
	}
	return dropped
}

// congested counts a request over key's rate that came while the referee has a backlog
// of requests as floodCut/10 dropped: a seat flooding is cut off within a few of its
// requests, before it adds much to the backlog. It says flooding when that is due, else
// dropped (the request is not answered: the referee is behind).
func (r *rateLimit) congested(key string) verdict {
	r.mu.Lock()
	defer r.mu.Unlock()
	b := r.buckets[key]
	if b == nil {
		return dropped
	}
	if b.dropped += floodCut / 10; b.dropped >= floodCut {
		b.dropped = 0
		return flooding
	}
	return dropped
}
