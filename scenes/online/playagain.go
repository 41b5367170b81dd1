package online

import (
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"mercado/game/online"
	"mercado/scenes"
	"mercado/ui/lang"
)

// Play again, after an online game: the window that hosts the table makes the next one
// for the same people, in the same seats, and shows its invites (hostNext, desktop
// only). Every other screen watches the finished table from its standings on (nextWatch):
// the host's making of the next table is published to each seat's view at once, with
// that seat's own place there (online.Client.NextInvite, which tells each seat its own
// secret only), so the standings' first button becomes "Join the next table" and takes
// the seat in one tap; a screen that pressed Play again before the host did waits on a
// page that takes its seat by itself the moment the view names it.

// hostNext makes the next table for the people of the finished table as its view shows
// them, when this window hosts it (nil in the browser, which hosts nothing); false when
// it does not.
var hostNext func(a *scenes.App, inv online.Invite, v *online.View) bool

// nextRetry is how long a watch waits before it tries again when it could not reach
// the finished table (a connection, or its first answer, failed).
var nextRetry = 2 * time.Second

// nextWatchFor is how long a watch follows a finished table before it gives up.
const nextWatchFor = 30 * time.Minute

// nextWatch follows a finished table for the seat's place at the next one. It asks the
// table once, and again only after its connection was lost and came back: the host's
// making of the next table is pushed to the seat's view, so asking on a clock would
// only cost a phone requests (and, before the push, it was what the others waited on).
type nextWatch struct {
	mu    sync.Mutex
	next  *online.Invite
	found chan struct{} // closed once next is known
	stop  chan struct{} // closed to stop watching
	once  sync.Once
	asked atomic.Int32 // the finished table's answers so far (Watching)
}

// watchNext starts watching inv's finished table, on a connection of its own (the
// board's is closed with it).
func watchNext(inv online.Invite) *nextWatch {
	w := &nextWatch{found: make(chan struct{}), stop: make(chan struct{})}
	go w.run(inv)
	return w
}

// run connects (again, after a failure) and follows the table until the next one is
// known, the watch is stopped or nextWatchFor has run.
func (w *nextWatch) run(inv online.Invite) {
	end := time.After(nextWatchFor)
	for !w.follow(inv, end) {
		retry := make(chan struct{})
		t := time.AfterFunc(nextRetry, func() { close(retry) })
		over := w.done(end, retry)
		t.Stop()
		if over {
			return
		}
	}
}

// follow watches on one connection: it asks the table's view at once, and again each
// time the connection comes back. It says true when the watch is over, false when a
// connection or an ask failed.
func (w *nextWatch) follow(inv online.Invite, end <-chan time.Time) (over bool) {
	back := make(chan struct{}, 1)
	c, err := online.Connect(inv, online.ClientOptions{
		OnView: func(v *online.View) {
			if v.Next != nil { // called under the client's lock: the fields only
				w.take(online.Invite{Server: inv.Server, Also: inv.Also, Table: v.Next.Table, Seat: v.Next.Seat, Secret: v.Next.Secret})
			}
		},
		State: func(s online.ConnState) {
			if s == online.Connected {
				select {
				case back <- struct{}{}:
				default:
				}
			}
		},
	})
	if err != nil {
		return errors.Is(err, online.ErrInviteRefused) // the table is gone: nothing to watch
	}
	defer c.Close()
	for {
		if _, err := c.View(); err != nil { // its answer goes through OnView too
			return false
		}
		w.asked.Add(1)
		if w.done(end, back) {
			return true
		}
	}
}

// done waits for again, and says whether the watch is over first: the next table
// known, the watch stopped or its time run out.
func (w *nextWatch) done(end <-chan time.Time, again <-chan struct{}) bool {
	select {
	case <-w.stop:
		return true
	case <-w.found:
		return true
	case <-end:
		return true
	case <-again:
		return false
	}
}

// take keeps the next table's invite, once, and wakes the window.
func (w *nextWatch) take(next online.Invite) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.next != nil {
		return
	}
	w.next = &next
	close(w.found)
	scenes.Wake()
}

// Next is the seat's invite at the next table, once the host has made it.
func (w *nextWatch) Next() (online.Invite, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.next == nil {
		return online.Invite{}, false
	}
	return *w.next, true
}

// Stop ends the watch.
func (w *nextWatch) Stop() { w.once.Do(func() { close(w.stop) }) }

// againLabel is the standings' first button: Play again, or Join the next table once
// the host has made it.
func (w *nextWatch) againLabel() string {
	if _, ok := w.Next(); ok {
		return lang.T("online.join_next")
	}
	return lang.T("online.play_again")
}

// playAgain is the standings' first button at an online table: the host makes the next
// table; another screen takes its seat there at once when it is made, else waits for it.
func playAgain(a *scenes.App, inv online.Invite, v *online.View, w *nextWatch) {
	if hostNext != nil && hostNext(a, inv, v) {
		w.Stop()
		return
	}
	a.Reset(scenes.NewMenu())
	if next, ok := w.Next(); ok {
		a.Push(joining(a, next.String()))
		return
	}
	a.Push(waitForNext(w))
}

// waitForNext is the page of a screen waiting for its host to make the next table: it
// takes the seat there as soon as the watch w names it. Back stops waiting.
func waitForNext(w *nextWatch) *page {
	p := &page{title: lang.T("online.play_again")}
	p.say(lang.T("online.waiting_next"))
	p.update = func(a *scenes.App, p *page) {
		if next, ok := w.Next(); ok {
			a.Replace(joining(a, next.String()))
		}
	}
	p.button(lang.T("online.back"), false, func(a *scenes.App) {
		w.Stop()
		a.Pop()
	})
	return p
}
