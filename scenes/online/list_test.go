//go:build !js

package online

import (
	"strings"
	"testing"

	"mercado/game/online"
	"mercado/ui/lang"
)

// TestTableStatus: the tables list says, for each seat kept here, whose turn it is and
// which move the table is at, and marks the seat's own turn.
func TestTableStatus(t *testing.T) {
	defer lang.Set("en")
	lang.Set("en")
	h, err := online.StartHost(online.HostConfig{Listen: "127.0.0.1:0", DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	seed, names := uint64(5), []string{"Ana", "Rui"}
	_, invites, err := online.NewTable(h.AdminURL(), online.NewTableRequest{Seats: online.ParseSeats(strings.Join(names, ",")), Seed: &seed})
	if err != nil {
		t.Fatal(err)
	}
	status := func(seat int) tableState {
		return tableStatus(savedTable{Invite: invites[seat].String(), Names: names}, "")
	}
	c, err := online.Connect(invites[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	v, err := c.View()
	if err != nil {
		t.Fatal(err)
	}
	first, second := *v.ToMove, 1-*v.ToMove
	if s := status(first); !s.yours || s.text != "your turn · move 1" {
		t.Fatalf("the seat to move reads %+v", s)
	}
	if s := status(second); s.yours || s.text != names[first]+" to play · move 1" {
		t.Fatalf("the other seat reads %+v", s)
	}
	mover := c
	if first != 0 {
		if mover, err = online.Connect(invites[first], online.ClientOptions{}); err != nil {
			t.Fatal(err)
		}
		defer mover.Close()
	}
	if reply, err := mover.Propose(online.Proposal{ID: "list-test-coin", Revision: 0, Move: "coin"}); err != nil || reply.Refused != "" {
		t.Fatalf("a coin: %+v %v", reply, err)
	}
	if s := status(second); !s.yours || s.text != "your turn · move 2" {
		t.Fatalf("after the coin the next seat reads %+v", s)
	}
	lang.Set("de")
	if s := status(first); !strings.Contains(s.text, "Zug 2") || !strings.Contains(s.text, names[second]) {
		t.Fatalf("in German the first seat reads %+v", s)
	}
	bad := tableStatus(savedTable{Invite: "not an invite"}, "")
	if bad.yours || bad.text != lang.T("online.bad_invite") {
		t.Fatalf("a damaged invite reads %+v", bad)
	}
}
