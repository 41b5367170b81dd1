package ai

import "time"

// Pause, when set, is called by the searches after each slice of work and returns how
// long the next slice may be. The browser runs Go on one thread and never pre-empts a
// busy goroutine, so a search that never paused would keep the page from drawing until
// it answered; the browser build sets Pause to wait for the next frame and sizes the
// slices to keep the frame rate. Set it before any search starts. Elsewhere it stays nil
// and costs nothing.
var Pause func() time.Duration

// firstSlice is the work before a search's first pause (a variable for the tests, which
// set it to nothing so that a search gives way at its second look at the clock, however
// fast the machine).
var firstSlice = 3 * time.Millisecond

// yielder calls Pause when the slice of work it allowed has passed. The searches call
// maybe only when Pause is set, so that without it they do not even read the clock.
type yielder struct{ next time.Time }

func (y *yielder) maybe(now time.Time) {
	if y.next.IsZero() {
		y.next = now.Add(firstSlice)
		return
	}
	if now.Before(y.next) {
		return
	}
	slice := Pause()
	y.next = time.Now().Add(slice)
}
