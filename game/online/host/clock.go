package host

import (
	"sync"
	"time"
)

// ManualClock is a referee's clock moved on by hand (RefereeConfig.Now): tests and
// screenshots that need a person away longer than the table's limit move it on instead
// of waiting.
type ManualClock struct {
	mu sync.Mutex
	t  time.Time
}

// NewManualClock is a clock standing at t.
func NewManualClock(t time.Time) *ManualClock { return &ManualClock{t: t} }

// Now is the clock's time.
func (c *ManualClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Advance moves the clock on by d.
func (c *ManualClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}
