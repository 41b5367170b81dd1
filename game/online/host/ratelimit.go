package host

import (
	"sync"
	"time"
)

// rateLimit is a token bucket per seat (a seat's credential is its connection): a
// burst of requests, then so many a second. A flood is refused, not queued.
type rateLimit struct {
	mu      sync.Mutex
	burst   float64
	perSec  float64
	now     func() time.Time
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	last   time.Time
}

func newRateLimit(burst int, perSec float64, now func() time.Time) *rateLimit {
	return &rateLimit{burst: float64(burst), perSec: perSec, now: now, buckets: map[string]*bucket{}}
}

// allow takes one token from key's bucket, if it has one.
func (r *rateLimit) allow(key string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	t := r.now()
	b := r.buckets[key]
	if b == nil {
		b = &bucket{tokens: r.burst, last: t}
		r.buckets[key] = b
	}
	b.tokens = min(r.burst, b.tokens+t.Sub(b.last).Seconds()*r.perSec)
	b.last = t
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
