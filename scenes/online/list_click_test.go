//go:build !js

package online

import (
	"testing"

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
		if err := rememberTable(w.a.Store, savedTable{Table: "abc", Invite: "nats://127.0.0.1:1/abc/0/secret", Names: []string{"Ana", "Rui"}}); err != nil {
			t.Fatal(err)
		}
		list := newTablesList(w.a)
		w.a.Push(list)
		if err := w.a.Step(w.dst, 3); err != nil {
			t.Fatal(err)
		}
		r := pageButtonOf(t, w.a, label)
		w.in.Move(r.CX(), r.CY(), 1)
		w.in.Press(false)
		w.in.Idle(60)
		w.in.Release()
		if err := w.a.Step(w.dst, 64); err != nil {
			t.Fatal(err)
		}
		if w.a.Top() == scenes.Scene(list) {
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
