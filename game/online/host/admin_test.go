//go:build !js

package host

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"mercado/game/online"
)

// TestNewTableWaitsForAReferee: a new table asked of a server where no referee listens
// yet (a cluster just started, or changing referees) is asked again until one does,
// instead of failing at once with "no responders".
func TestNewTableWaitsForAReferee(t *testing.T) {
	srv, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	srv.Start()
	defer srv.Shutdown()
	if !srv.ReadyForConnections(30 * time.Second) {
		t.Fatal("the test's NATS server did not start")
	}
	admin := strings.Replace(srv.ClientURL(), "nats://", "nats://admin:secret@", 1)
	type result struct {
		invites []online.Invite
		err     error
	}
	done := make(chan result, 1)
	go func() {
		_, invites, err := NewTable(admin, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}}})
		done <- result{invites, err}
	}()
	// Two asks reached the server: the first found nobody listening.
	waitFor(t, "the request to be sent again", func() bool {
		v, err := srv.Varz(nil)
		return err == nil && v.InMsgs >= 2
	})
	nc, err := nats.Connect(srv.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	answer, _ := json.Marshal(online.NewTableReply{Table: "late", Seats: []online.NewSeatSecret{{Seat: 0, Name: "Ana", Secret: "s0"}, {Seat: 1, Name: "Rui", Secret: "s1"}}})
	if _, err := nc.Subscribe(newTableSubject, func(m *nats.Msg) { m.Respond(answer) }); err != nil {
		t.Fatal(err)
	}
	r := <-done
	if r.err != nil || len(r.invites) != 2 || r.invites[1].Table != "late" {
		t.Fatalf("NewTable once a referee listened: %v %+v", r.err, r.invites)
	}
}
