//go:build !js

package online

import (
	"strings"
	"testing"

	"mercado/game/online"
	"mercado/game/table"
	"mercado/scenes"
	"mercado/ui/lang"
)

// TestTablesListTakesHeldClicks: Resume and Back in "Your online tables" answer a press
// held for a second of frames (an ordinary click on a slow frame rate), while the list
// keeps asking the hosts and redrawing its sentences.
func TestTablesListTakesHeldClicks(t *testing.T) {
	for _, label := range []string{lang.T("online.back"), lang.F("online.resume_n", "N", 1, "Names", "Ana, Rui")} {
		w := newWindow(t)
		if err := rememberTable(w.app.Store, savedTable{Table: "abc", Invite: "nats://127.0.0.1:1/abc/0/secret", Names: []string{"Ana", "Rui"}}); err != nil {
			t.Fatal(err)
		}
		list := newTablesList(w.app)
		w.app.Push(list)
		if err := w.app.Step(w.dst, 3); err != nil {
			t.Fatal(err)
		}
		r := pageButtonOf(t, w.app, label)
		w.in.Move(r.CX(), r.CY(), 1)
		w.in.Press(false)
		w.in.Idle(60)
		w.in.Release()
		if err := w.app.Step(w.dst, 64); err != nil {
			t.Fatal(err)
		}
		if w.app.Top() == scenes.Scene(list) {
			t.Fatalf("%s held for 60 frames did nothing", label)
		}
	}
}

// TestListedOncePerSeat: a seat's table met again under another address (the host's
// network address changed) replaces its entry instead of adding one.
func TestListedOncePerSeat(t *testing.T) {
	st := table.NewMemStore()
	for _, inv := range []string{"nats://192.168.1.20:4222/abc/1/secret", "nats://10.0.0.5:4222/abc/1/secret", "nats://10.0.0.5:4222/abc/0/other"} {
		if err := rememberTable(st, savedTable{Table: "abc", Invite: inv}); err != nil {
			t.Fatal(err)
		}
	}
	list := readTables(st)
	if len(list) != 2 || list[1].Invite != "nats://10.0.0.5:4222/abc/1/secret" {
		t.Fatalf("listed: %+v", list)
	}
}

// TestTablesListIsLive: the list names the seat played here as yours and follows the
// table: a move made elsewhere while the list is open shows there within its refresh.
func TestTablesListIsLive(t *testing.T) {
	w, h := hostingWindow(t, 12)
	w.app.Push(newTablesList(w.app))
	line := func() string {
		if p, ok := w.app.Top().(*page); ok && len(p.lines) > 0 {
			return p.lines[0].text
		}
		return ""
	}
	w.until(t, "the table's first move in the list", 60*60, func() bool { return strings.Contains(line(), "move 1") })
	if !strings.Contains(line(), "Ana (you), Rui") {
		t.Fatalf("the list reads %q", line())
	}
	ana, err := online.ParseInvite(h.saved.Invite)
	if err != nil {
		t.Fatal(err)
	}
	c, err := online.Connect(ana, online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if reply, err := c.Propose(online.Proposal{ID: "live-list-coin", Revision: 0, Move: "coin"}); err != nil || reply.Refused != "" {
		t.Fatalf("a coin: %+v %v", reply, err)
	}
	w.until(t, "the move in the list", 60*60, func() bool { return strings.Contains(line(), "move 2") }) // asked again every listRefresh frames
}
