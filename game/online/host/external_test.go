//go:build !js

package host

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"mercado/game/online"
)

// deployment starts n NATS servers configured as someone's own deployment would be for
// Mercado: an account with JetStream and the referee's user, and auth callout sending
// every other connection to the referee, trusting the issuer's signature. With n > 1 they
// are one cluster joined by routes, JetStream clustered. It returns each server's URL
// with the referee's password in it, and the issuer's seed file.
// deploymentRefereeRights are the rights docs/online.md gives the referee's credential on
// a deployment, as server configuration: the referee's own, and the auth callout.
func deploymentRefereeRights() string {
	p := refereePermissions()
	quote := func(list []string) string { return `["` + strings.Join(list, `", "`) + `"]` }
	return fmt.Sprintf("{ publish: %s, subscribe: %s }", quote(append(p.Publish.Allow, calloutRights.publish...)),
		quote(append(p.Subscribe.Allow, calloutRights.subscribe...)))
}

func deployment(t *testing.T, n int) (refereeURLs []string, seedFile string, nodes []*server.Server) {
	t.Helper()
	issuer, err := nkeys.CreateAccount()
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := issuer.PublicKey()
	seed, _ := issuer.Seed()
	dir := t.TempDir()
	seedFile = filepath.Join(dir, "issuer.nk")
	if err := os.WriteFile(seedFile, seed, 0o600); err != nil {
		t.Fatal(err)
	}
	var routes []string
	for range n {
		routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", freePort(t)))
	}
	for i := range n {
		cluster := ""
		if n > 1 {
			cluster = fmt.Sprintf("cluster { name: existing, listen: %q, routes: [%s] }",
				strings.TrimPrefix(routes[i], "nats://"), `"`+strings.Join(routes, `", "`)+`"`)
		}
		conf := fmt.Sprintf(`
listen: "127.0.0.1:-1"
server_name: existing-%d
max_payload: %d
jetstream { store_dir: %q }
%s
accounts {
	MERCADO { jetstream: enabled, users: [ { user: referee, password: "referee-pw", permissions: %s } ] }
}
authorization {
	auth_callout {
		issuer: %q
		account: MERCADO
		auth_users: [ referee ]
	}
}
`, i, MaxPayload, filepath.Join(dir, fmt.Sprint("js", i)), cluster, deploymentRefereeRights(), pub)
		path := filepath.Join(dir, fmt.Sprintf("nats-%d.conf", i))
		if err := os.WriteFile(path, []byte(conf), 0o600); err != nil {
			t.Fatal(err)
		}
		opts, err := server.ProcessConfigFile(path)
		if err != nil {
			t.Fatal(err)
		}
		opts.NoLog, opts.NoSigs = true, true
		srv, err := server.NewServer(opts)
		if err != nil {
			t.Fatal(err)
		}
		srv.Start()
		t.Cleanup(srv.Shutdown)
		nodes = append(nodes, srv)
	}
	for i, srv := range nodes {
		if !srv.ReadyForConnections(30 * time.Second) {
			t.Fatalf("the deployment's server %d did not start", i)
		}
		refereeURLs = append(refereeURLs, strings.Replace(srv.ClientURL(), "nats://", "nats://referee:referee-pw@", 1))
	}
	if n > 1 {
		waitForJetStreamPeers(t, nodes)
	}
	return refereeURLs, seedFile, nodes
}

// TestExternalDeployment: the referee alone, against an existing NATS deployment,
// admits each seat by auth callout with its own permissions: a game is played to the
// end, a wrong secret is refused, and a seat's credential may neither hear another
// seat's view nor move for it.
func TestExternalDeployment(t *testing.T) {
	refereeURLs, seedFile, _ := deployment(t, 1)
	h, err := StartExternal(ExternalConfig{URLs: refereeURLs, IssuerSeed: seedFile, Account: "MERCADO", DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if strings.Contains(h.URL(), "referee-pw") {
		t.Fatalf("the public URL %s carries the referee's password", h.URL())
	}
	_, invites := newTable(t, h, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Computer: "easy"}}, Seed: seed(11), Iterations: 200})
	people := invites[:2]

	wrong := people[0]
	wrong.Secret = strings.Repeat("x", len(wrong.Secret))
	if _, err := online.Connect(wrong, online.ClientOptions{}); !errors.Is(err, online.ErrInviteRefused) {
		t.Fatalf("a wrong secret: %v", err)
	}

	// Seat 0's credential tries another seat's subjects; the deployment refuses.
	spy, err := online.Connect(people[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer spy.Close()
	heard := make(chan *nats.Msg, 1)
	spy.Conn().Subscribe(online.ViewSubject(people[1].Table, 1), func(m *nats.Msg) { heard <- m })
	spy.Conn().Subscribe("mercado.>", func(m *nats.Msg) { heard <- m })
	spy.Conn().Publish(online.SeatSubject(people[1].Table, 1, online.VerbMove), proposal("forged", 0, "coin"))
	spy.Conn().Publish(newTableSubject, []byte(`{"seats": [{"name": "Eve"}]}`))
	spy.Conn().Flush()
	waitFor(t, "the deployment to report the violations", func() bool {
		return hasViolation(spy, "Subscription to \""+online.ViewSubject(people[1].Table, 1)) &&
			hasViolation(spy, "Subscription to \"mercado.>") &&
			hasViolation(spy, "Publish to \""+online.SeatSubject(people[1].Table, 1, online.VerbMove)) &&
			hasViolation(spy, "Publish to \""+newTableSubject)
	})
	spy.Close()

	views, logs := playAll(t, people, "random", nil, nil)
	checkPlayed(t, people[0], views, logs)
	select {
	case m := <-heard:
		t.Fatalf("seat 0's forbidden subscriptions heard %s on %s", m.Data, m.Subject)
	default:
	}
}

// TestHostCommandOnDeployment: `mercado host --nats URL --issuer FILE` runs the referee
// alone against the deployment; `online new` and `online play` work through it as with
// the embedded host; flags that do not go together are refused.
func TestHostCommandOnDeployment(t *testing.T) {
	refereeURLs, seedFile, _ := deployment(t, 1)
	refereeURL := refereeURLs[0]
	for _, args := range [][]string{
		{"--nats", refereeURL},
		{"--issuer", seedFile},
		{"--nats", refereeURL, "--issuer", seedFile, "--replicas", "9"},
	} {
		var out, errOut strings.Builder
		if code := RunHost(args, &out, &errOut); code != exitUsage || errOut.Len() == 0 {
			t.Fatalf("host %v: exit %d, %q; want a usage error", args, code, errOut.String())
		}
	}
	host := startHostProcessArgs(t, "--nats", refereeURL, "--issuer", seedFile, "--data", t.TempDir(), "--json")
	admin := host.ready["admin"].(string)
	if strings.Contains(host.ready["nats"].(string), "referee-pw") || host.ready["ws"] != nil {
		t.Fatalf("ready line %v", host.ready)
	}
	table := newTableCommand(t, "--server", admin, "--seats", "Ana,computer:random", "--seed", "3", "--iterations", "50")
	if len(table.Seats) == 0 || table.Seats[0].Invite == "" {
		t.Fatalf("online new printed %+v", table)
	}
	code, out, errOut := runCommand("play", "--invite", table.Seats[0].Invite, "--bot", "random", "--json")
	if code != 0 {
		t.Fatalf("online play: %d %s", code, errOut)
	}
	var final online.View
	if err := json.Unmarshal([]byte(out), &final); err != nil || !final.Over {
		t.Fatalf("online play's final view %s (%v)", out, err)
	}
}

// TestExternalClusterNodeLost: the referee alone against an existing deployment of three
// clustered servers (`mercado host --nats URL,URL,URL --replicas 3`), its tables' bucket
// kept three times. Three tables play with their seats spread over the servers; in the
// middle of the games the server the referee is connected to is shut down. The referee
// and the seats go on through the other two (admitted again by auth callout), and every
// game ends with nothing lost or applied twice (playThroughNodeLoss).
func TestExternalClusterNodeLost(t *testing.T) {
	refereeURLs, seedFile, nodes := deployment(t, 3)
	h, err := StartExternal(ExternalConfig{URLs: refereeURLs, IssuerSeed: seedFile, Account: "MERCADO",
		DataDir: t.TempDir(), Referee: RefereeConfig{Replicas: 3}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	var urls []string
	for _, n := range nodes {
		urls = append(urls, n.ClientURL())
	}
	// Seeds whose games are long enough to lose a node in (as TestClusterNodeLost).
	invites := spreadTables(3, 11, urls, func(req online.NewTableRequest) []online.Invite {
		_, inv := newTable(t, h, req)
		return inv
	})
	referee := h.Referee.nc
	playThroughNodeLoss(t, nodes, referee, referee.ConnectedAddr(), invites)
}
