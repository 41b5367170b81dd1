//go:build js

// Command onlineseat is the browser test's seat (build/pack/online_test.go): a page
// opened from an invite's link plays that seat to the end with the random level,
// through the same client and browser transport the game uses, and leaves what it
// received in window.onlineSeat for the test to read. It stands in for the board until
// the online screens drive the client.
package main

import (
	"encoding/json"
	"strings"
	"sync"
	"syscall/js"

	"mercado/game/online"
)

// lines keeps every message the seat receives, one JSON object a line.
type lines struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (l *lines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *lines) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

func main() {
	// onlineSeatTry(link) connects once more, as a page opened from link would, and
	// leaves "connected" or the error in window.onlineSeatTried: the test asks it with
	// the network off and with the host gone.
	js.Global().Set("onlineSeatTry", js.FuncOf(func(_ js.Value, args []js.Value) any {
		link := args[0].String()
		go func() {
			result := "connected"
			inv, err := online.ParseInviteLink(link)
			if err == nil {
				var c *online.Client
				if c, err = online.Connect(inv, online.ClientOptions{}); err == nil {
					c.Close()
				}
			}
			if err != nil {
				result = err.Error()
			}
			js.Global().Set("onlineSeatTried", result)
		}()
		return nil
	}))
	report := map[string]any{"done": false}
	var mu sync.Mutex
	var states []string
	publish := func(key string, value any) {
		mu.Lock()
		defer mu.Unlock()
		report[key] = value
		out, _ := json.Marshal(report)
		js.Global().Set("onlineSeat", string(out))
	}
	fail := func(err error) {
		publish("error", err.Error())
		publish("done", true)
	}
	publish("phase", "reading the invite")
	inv, ok, err := online.PageInvite()
	if err != nil || !ok {
		if err == nil {
			err = errorString("the page's address has no invite")
		}
		fail(err)
		select {}
	}
	publish("phase", "connecting")
	log := &lines{}
	c, err := online.Connect(inv, online.ClientOptions{Log: log, State: func(s online.ConnState) {
		mu.Lock()
		states = append(states, s.String())
		mu.Unlock()
	}})
	if err != nil {
		fail(err)
		select {}
	}
	first, err := c.View()
	if err != nil {
		fail(err)
		select {}
	}
	publish("first", first)
	publish("phase", "playing")
	final, err := c.Play(online.Bot{Level: "random"})
	if err != nil {
		fail(err)
		select {}
	}
	mu.Lock()
	seen := append([]string(nil), states...)
	mu.Unlock()
	publish("states", seen)
	publish("final", final)
	publish("log", log.String())
	publish("done", true)
	select {}
}

type errorString string

func (e errorString) Error() string { return string(e) }
