package online

import (
	"testing"

	"mercado/scenes"
)

// A working page is scenes.Brief: it settles once its job is done, so the browser's
// game loop can wait for it; a page with nothing running never settles.
func TestWorkingPageSettles(t *testing.T) {
	release := make(chan struct{})
	p := working("Join", "Connecting…", func() (any, error) { <-release; return nil, nil }, func(*scenes.App, any, error) {})
	var b scenes.Brief = p
	select {
	case <-b.Settled():
		t.Fatal("settled before its job was done")
	default:
	}
	close(release)
	<-b.Settled() // the test times out if it never settles
	if failed("Join", "no").Settled() != nil {
		t.Fatal("a page with nothing running says it will settle")
	}
}
