package online

import (
	"mercado/scenes"
)

// working is a page shown while something is done off the window's goroutine (the
// network may be slow; a frame never waits for it). done runs on the window's goroutine
// with the job's result.
func working(title, doing string, job func() (any, error), done func(a *scenes.App, v any, err error)) *page {
	p := &page{title: title, settled: make(chan struct{})}
	p.say(doing)
	result := make(chan func(a *scenes.App), 1)
	go func() {
		v, err := job()
		result <- func(a *scenes.App) { done(a, v, err) }
		close(p.settled)
	}()
	p.update = func(a *scenes.App, p *page) {
		select {
		case f := <-result:
			f(a)
		default:
		}
	}
	return p
}
