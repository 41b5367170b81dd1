//go:build !js

package online

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/ui/lang"
)

// TestTableStatus: the tables list says, for each seat kept here, whose turn it is and
// which move the table is at, and marks the seat's own turn.
func TestTableStatus(t *testing.T) {
	defer lang.Set("en")
	lang.Set("en")
	h, err := host.StartHost(host.HostConfig{Listen: "127.0.0.1:0", DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	seed, names := uint64(5), []string{"Ana", "Rui"}
	_, invites, err := host.NewTable(h.AdminURL(), online.NewTableRequest{Seats: online.ParseSeats(strings.Join(names, ",")), Seed: &seed})
	if err != nil {
		t.Fatal(err)
	}
	status := func(seat int) tableState {
		return tableStatus(savedTable{Invite: invites[seat].String(), Names: names}, noHost)
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
	bad := tableStatus(savedTable{Invite: "not an invite"}, noHost)
	if bad.yours || bad.text != lang.T("online.bad_invite") {
		t.Fatalf("a damaged invite reads %+v", bad)
	}
}

// TestTableStatusUnreadable: a table whose stored game the host cannot read (written by
// an older version, or damaged) is listed as such, not as a host out of reach.
func TestTableStatusUnreadable(t *testing.T) {
	defer lang.Set("en")
	lang.Set("en")
	dir := t.TempDir()
	h, err := host.StartHost(host.HostConfig{Listen: "127.0.0.1:0", DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	seed := uint64(6)
	_, invites, err := host.NewTable(h.AdminURL(), online.NewTableRequest{Seats: online.ParseSeats("Ana,Rui"), Seed: &seed})
	if err != nil {
		t.Fatal(err)
	}
	// The host's referee user (the admin secret) damages the table's entry.
	secret, err := os.ReadFile(filepath.Join(dir, "admin-secret"))
	if err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect(h.URL(), nats.UserInfo("referee", strings.TrimSpace(string(secret))))
	if err != nil {
		t.Fatal(err)
	}
	js, _ := jetstream.New(nc)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	kv, err := js.KeyValue(ctx, "mercado_tables")
	if err != nil {
		t.Fatal(err)
	}
	entry, err := kv.Get(ctx, invites[0].Table)
	if err != nil {
		t.Fatal(err)
	}
	damaged := strings.NewReplacer(`"moves":null`, `"moves":["fly"]`, `"moves":[]`, `"moves":["fly"]`).Replace(string(entry.Value()))
	if _, err := kv.Put(ctx, invites[0].Table, []byte(damaged)); err != nil {
		t.Fatal(err)
	}
	nc.Close()
	addr := strings.TrimPrefix(h.URL(), "nats://")
	h.Close()
	if h, err = host.StartHost(host.HostConfig{Listen: addr, DataDir: dir}); err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	s := tableStatus(savedTable{Invite: invites[1].String(), Names: []string{"Ana", "Rui"}}, noHost)
	if s.yours || s.text != lang.T("online.unreadable_short") {
		t.Fatalf("the damaged table reads %+v", s)
	}
}

// noHost is a window's host that needs no starting (the tables asked of are not hosted
// by it).
func noHost() error { return nil }
