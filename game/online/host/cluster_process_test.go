//go:build !js

package host

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"mercado/game/online"
)

// startClusterProcesses runs three `mercado host --cluster` nodes in child processes,
// routed to one another on loopback, and returns them once each has printed its ready
// line (a node is ready once the cluster's JetStream has made the buckets, which needs
// all three: so they start together and their lines are read side by side).
func startClusterProcesses(t *testing.T) []*hostProcess {
	t.Helper()
	routePorts := []int{freePort(t), freePort(t), freePort(t)}
	nodes := make([]*hostProcess, 3)
	lines := make([]*bufio.Reader, 3)
	for i := range nodes {
		var routes []string
		for j, p := range routePorts {
			if j != i {
				routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", p))
			}
		}
		args := []string{"--name", fmt.Sprintf("node-%d", i), "--cluster", fmt.Sprintf("127.0.0.1:%d", routePorts[i]),
			"--routes", strings.Join(routes, ","), "--listen", "127.0.0.1:0", "--ws", "", "--http", "", "--data", t.TempDir(), "--json"}
		cmd, out := startHostChild(t, args...)
		nodes[i], lines[i] = &hostProcess{cmd: cmd}, out
	}
	var wg sync.WaitGroup
	errs := make([]error, 3)
	for i := range nodes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			line, err := lines[i].ReadBytes('\n')
			if err == nil {
				err = json.Unmarshal(line, &nodes[i].ready)
			}
			errs[i] = err
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("node %d printed no ready line: %v", i, err)
		}
	}
	return nodes
}

// asUser is the admin URL with another of the host's own users (the same secret).
func asUser(adminURL, user string) string {
	return strings.Replace(adminURL, "://"+adminUser+":", "://"+user+":", 1)
}

// leaseHolder is the name of the node whose referee answers, "" while none holds the
// lease.
func leaseHolder(t *testing.T, js jetstream.JetStream) string {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	kv, err := js.KeyValue(ctx, leaseBucket)
	if err != nil {
		return ""
	}
	entry, err := kv.Get(ctx, leaseKey)
	if err != nil {
		return ""
	}
	return string(entry.Value())
}

// asNode connects to node as its own user, for the test to read the lease and the
// bucket (each node has its own admin secret, so the connection is to that node only).
func asNode(t *testing.T, node *hostProcess) (*nats.Conn, jetstream.JetStream) {
	t.Helper()
	nc, err := nats.Connect(asUser(node.ready["admin"].(string), nodeUser), nats.MaxReconnects(-1),
		nats.ErrorHandler(func(*nats.Conn, *nats.Subscription, error) {})) // its node killed, the others refuse its secret
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	return nc, js
}

// TestClusterOfHostProcesses: three `mercado host` processes joined as a cluster
// (--name, --cluster, --routes), the tables' bucket in three replicas. Three hidden-money
// tables of three bot seats play, their seats spread over the three nodes; in the middle
// of the games the node whose referee answers is killed with SIGKILL. Another node takes
// the referee's lease and goes on; the seats of the dead node reconnect to the others
// by themselves, and every game ends: each record replays to the scores its seats saw,
// the bucket was written exactly once per table and per move (nothing lost, nothing
// twice), and no seat heard a rival's money on the way.
func TestClusterOfHostProcesses(t *testing.T) {
	nodes := startClusterProcesses(t)
	var urls []string
	for _, n := range nodes {
		urls = append(urls, n.ready["nats"].(string))
	}
	admin := nodes[0].ready["admin"].(string)
	_, js := asNode(t, nodes[0])
	var holder string
	waitFor(t, "a node to hold the referee's lease", func() bool { holder = leaseHolder(t, js); return holder != "" })
	victim := -1
	for i := range nodes {
		if holder == fmt.Sprintf("node-%d", i) {
			victim = i
		}
	}
	if victim < 0 {
		t.Fatalf("the lease is held by %q, not a node", holder)
	}

	const tables = 3
	invites := spreadTables(tables, 31, urls, func(req online.NewTableRequest) (inv []online.Invite) {
		waitFor(t, "the referee to make a table", func() bool {
			var err error
			_, inv, err = NewTable(admin, req)
			return err == nil
		})
		return inv
	})
	for _, inv := range invites {
		for _, seat := range inv {
			// Each node admits a table's seats once it has seen the table in the bucket.
			waitFor(t, "the seat's node to admit it", func() bool {
				c, err := nats.Connect(seat.Server, nats.UserInfo(online.SeatUser(seat.Table, seat.Seat), seat.Secret))
				if err == nil {
					c.Close()
				}
				return err == nil
			})
		}
	}
	var killed atomic.Bool
	var watcher atomic.Pointer[online.Client]
	go func() {
		awaitRevision(&watcher, 10)
		nodes[victim].cmd.Process.Signal(syscall.SIGKILL)
		nodes[victim].cmd.Wait()
		killed.Store(true)
	}()
	views := playTables(t, invites, func(table, seat int, c *online.Client) {
		if table == 0 && seat == 0 {
			watcher.Store(c)
		}
	})
	if !killed.Load() {
		t.Fatal("the games ended before the node was killed")
	}
	live := (victim + 1) % 3
	nc, js := asNode(t, nodes[live])
	// Another node's referee played the games' ends, so it holds the lease (read again
	// while a renewal is late on a busy machine).
	var now string
	waitFor(t, "another node to hold the lease", func() bool { now = leaseHolder(t, js); return now != "" && now != holder })
	moves := 0
	for i := range tables {
		inv := invites[i][1]
		inv.Server = urls[live]
		s := recordOf(t, inv)
		checkScores(t, s, views[i])
		moves += views[i][0].Revision
	}
	info := bucketInfo(t, nc)
	if info.Config.Replicas != 3 || info.State.LastSeq != uint64(tables+moves) {
		t.Fatalf("the bucket keeps %d replicas and was written %d times; want 3 and %d (tables and moves)", info.Config.Replicas, info.State.LastSeq, tables+moves)
	}
	t.Logf("%d moves over %d tables; %s, the referee's node, killed mid-game; %s took over; the bucket's leader now %s",
		moves, tables, holder, now, info.Cluster.Leader)
}
