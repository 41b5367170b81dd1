package ai

import "time"

// Pause, when set, is called by the searches after each PauseEvery of work. The browser
// runs Go on one thread and never pre-empts a busy goroutine, so a search that never
// paused would keep the page from drawing until it answered; the browser build sets
// Pause to wait for the next frame. Set it before any search starts. Elsewhere it stays
// nil and costs nothing. A short slice keeps the frame rate where the browser draws in
// software on the same cores (headless Chromium: over 90% of the rate with no thinking at
// 3 ms, under 75% at 10 ms); the search does less in the browser for it.
var (
	Pause      func()
	PauseEvery = 3 * time.Millisecond
)

// yielder calls Pause once PauseEvery has passed since the last pause.
type yielder struct{ next time.Time }

func (y *yielder) maybe(now time.Time) {
	if Pause == nil {
		return
	}
	if y.next.IsZero() {
		y.next = now.Add(PauseEvery)
		return
	}
	if now.Before(y.next) {
		return
	}
	Pause()
	y.next = time.Now().Add(PauseEvery)
}
