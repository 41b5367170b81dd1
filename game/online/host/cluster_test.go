//go:build !js

package host

import (
	"context"
	"fmt"
	"net"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"mercado/game/online"
)

// freePort is a loopback port nobody listens on now (a cluster's routes must name the
// ports before the servers start).
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// startCluster starts three servers on loopback joined by routes, JetStream clustered,
// each with its own store. One process: the three share one authenticator, so a seat
// the referee admits may connect to any node.
func startCluster(t *testing.T, auth *authenticator) []*server.Server {
	t.Helper()
	var routes []string
	var clusterPorts []int
	for range 3 {
		clusterPorts = append(clusterPorts, freePort(t))
		routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", clusterPorts[len(clusterPorts)-1]))
	}
	nodes := make([]*server.Server, 3)
	for i := range nodes {
		opts, err := serverOptions(HostConfig{Listen: "127.0.0.1:0", DataDir: filepath.Join(t.TempDir(), fmt.Sprint(i))}, auth)
		if err != nil {
			t.Fatal(err)
		}
		opts.ServerName = fmt.Sprintf("mercado-%d", i)
		opts.Cluster.Name = "mercado"
		opts.Cluster.Host = "127.0.0.1"
		opts.Cluster.Port = clusterPorts[i]
		opts.Routes = server.RoutesFromStr(strings.Join(routes, ","))
		if nodes[i], err = server.NewServer(opts); err != nil {
			t.Fatal(err)
		}
		nodes[i].Start()
		t.Cleanup(nodes[i].Shutdown)
	}
	for i, n := range nodes {
		if !n.ReadyForConnections(30 * time.Second) {
			t.Fatalf("node %d did not start", i)
		}
	}
	waitForJetStreamPeers(t, nodes)
	return nodes
}

// waitForJetStreamPeers waits until the cluster's JetStream leader counts every node. A
// leader is elected before every node has reported to it, and a bucket of three replicas
// cannot be placed until all three have (a quiet machine got "no suitable peers for
// placement").
func waitForJetStreamPeers(t *testing.T, nodes []*server.Server) {
	t.Helper()
	waitFor(t, "the JetStream leader to know every node", func() bool {
		for _, n := range nodes {
			if n.JetStreamIsLeader() && len(n.JetStreamClusterPeers()) == len(nodes) {
				return true
			}
		}
		return false
	})
}

// TestClusterNodeLost: three tables play on a three-node cluster whose tables' bucket
// keeps three replicas; in the middle of the games the node the referee is connected to,
// which leads the bucket's stream, is shut down. The referee and the seats reconnect to
// the others, and every game goes on to its end: each record replays to the scores its
// seats saw, the bucket was written exactly once per table and once per move (nothing
// lost, nothing twice), and no seat heard a rival's money on the way.
func TestClusterNodeLost(t *testing.T) {
	secret := online.RandomID(26)
	auth := newAuthenticator(secret)
	nodes := startCluster(t, auth)
	var urls []string
	for _, n := range nodes {
		urls = append(urls, n.ClientURL())
	}
	connect := func(urls []string) *nats.Conn {
		nc, err := nats.Connect(strings.Join(urls, ","), nats.UserInfo(refereeUser, secret), nats.Name("referee"),
			nats.MaxReconnects(-1), nats.ReconnectWait(50*time.Millisecond), nats.DontRandomize())
		if err != nil {
			t.Fatal(err)
		}
		return nc
	}
	// A first referee makes the bucket; the one that plays is connected to the node that
	// leads the bucket's stream, so that the node shut down is both.
	nc := connect(urls)
	ref, err := StartReferee(nc, auth, RefereeConfig{Replicas: 3})
	if err != nil {
		t.Fatal(err)
	}
	info := bucketInfo(t, nc)
	ref.Close()
	for i, n := range nodes {
		if n.Name() == info.Cluster.Leader {
			urls[0], urls[i] = urls[i], urls[0]
		}
	}
	nc = connect(urls)
	if ref, err = StartReferee(nc, auth, RefereeConfig{Replicas: 3}); err != nil {
		t.Fatal(err)
	}
	defer ref.Close()
	admin := strings.Replace(urls[0], "nats://", "nats://"+adminUser+":"+secret+"@", 1)

	invites := spreadTables(3, 11, urls, func(req online.NewTableRequest) []online.Invite {
		_, inv, err := NewTable(admin, req)
		if err != nil {
			t.Fatal(err)
		}
		return inv
	})
	lost := strings.TrimPrefix(nc.ConnectedUrl(), "nats://")
	if !strings.HasSuffix(urls[0], lost) {
		t.Fatalf("the referee is connected to %s, not to the bucket's leader %s", lost, info.Cluster.Leader)
	}
	playThroughNodeLoss(t, nodes, nc, lost, invites)
}

// playThroughNodeLoss plays each table's seats to the end (random bots) while the node at
// lost (host:port) is shut down in the middle of the games, once every seat is connected
// (a seat whose only node is gone could not connect) and the first table has made ten
// moves. Then every record must replay to the scores its seats saw, no seat have heard
// a rival's money, the referee's connection have moved to another node, and the tables'
// bucket have been written exactly once per table and once per move: nothing lost,
// nothing twice.
func playThroughNodeLoss(t *testing.T, nodes []*server.Server, referee *nats.Conn, lost string, invites [][]online.Invite) {
	t.Helper()
	info := bucketInfo(t, referee)
	leader := info.Cluster.Leader
	var watcher atomic.Pointer[online.Client]
	var seated atomic.Int32 // seats connected: the node goes down once every seat is in
	seats := 0
	for _, inv := range invites {
		seats += len(inv)
	}
	gamesOver := make(chan struct{})
	shutting := make(chan struct{}) // closed as the node's shutdown begins
	down := make(chan struct{})     // closed once it is down (or the games ended first)
	go func() {
		defer close(down)
		for {
			if c := watcher.Load(); c != nil && int(seated.Load()) == seats && latestRevision(c) >= 10 {
				break
			}
			select {
			case <-gamesOver:
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
		close(shutting)
		for _, n := range nodes {
			if strings.HasSuffix(n.ClientURL(), lost) {
				n.Shutdown()
			}
		}
	}()
	tables := len(invites)
	views := playTables(t, invites, func(table, seat int, c *online.Client) {
		seated.Add(1)
		if table == 0 && seat == 0 {
			watcher.Store(c)
		}
	})
	close(gamesOver)
	<-down
	select {
	case <-shutting:
	default:
		t.Fatal("the games ended before the node was shut down")
	}
	if referee.Stats().Reconnects == 0 {
		t.Fatal("the referee never reconnected: it was not on the node shut down")
	}
	var live string
	for _, n := range nodes {
		if !strings.HasSuffix(n.ClientURL(), lost) {
			live = n.ClientURL()
		}
	}
	moves := 0
	for i := range tables {
		inv := invites[i][1]
		inv.Server = live
		s := recordOf(t, inv)
		checkScores(t, s, views[i])
		moves += views[i][0].Revision
	}
	info = bucketInfo(t, referee)
	if info.Config.Replicas != 3 || info.State.LastSeq != uint64(tables+moves) {
		t.Fatalf("the bucket keeps %d replicas and was written %d times; want 3 and %d (tables and moves)", info.Config.Replicas, info.State.LastSeq, tables+moves)
	}
	t.Logf("%d moves over %d tables; node %s shut down during the games (the bucket's leader was %s, now %s)", moves, tables, lost, leader, info.Cluster.Leader)
}

// spreadTables makes n tables of three people (threePeople, with the seeds firstSeed,
// firstSeed+1, …) through makeTable, and spreads their seats over the nodes at urls:
// seat s of table i on urls[(i+s)%len(urls)].
func spreadTables(n int, firstSeed uint64, urls []string, makeTable func(online.NewTableRequest) []online.Invite) [][]online.Invite {
	var invites [][]online.Invite
	for i := range n {
		req := threePeople()
		req.Seed = seed(firstSeed + uint64(i))
		inv := makeTable(req)
		for s := range inv {
			inv[s].Server = urls[(i+s)%len(urls)]
		}
		invites = append(invites, inv)
	}
	return invites
}

// bucketInfo is the tables' bucket's stream as the cluster reports it.
func bucketInfo(t *testing.T, nc *nats.Conn) *jetstream.StreamInfo {
	t.Helper()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	stream, err := js.Stream(ctx, "KV_"+tablesBucket)
	if err != nil {
		t.Fatal(err)
	}
	info, err := stream.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return info
}
