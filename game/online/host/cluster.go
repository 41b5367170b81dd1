//go:build !js

package host

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Hosts joined in a cluster (`mercado host --cluster ADDR --routes URLS --name NAME`):
// each runs an embedded NATS server routed to the others, JetStream clustered, the
// tables' bucket kept in three replicas. A table has one authority, so one host's
// referee answers at a time: the one that holds the referee's lease, a key in a small
// replicated bucket whose entries expire unless renewed. The others stand by; when the
// holder's process dies, its lease runs out and one of them takes the lease and starts
// a referee, which reads every table from the bucket (as a restarted host does). A lease
// that lapses while its holder still runs (a stalled machine) can give two referees for
// a moment; the tables' compare-and-set writes keep a move from being applied twice even
// then.
//
// Every host admits the seats of every table (its authenticator is its own, in its own
// process): each watches the tables' bucket and admits a table's people once it
// appears, so that a seat may connect to any node and move on to another when its node
// is gone.

// ClusterConfig joins a host's server to others.
type ClusterConfig struct {
	Name   string   // this node's name, unique in the cluster
	Listen string   // HOST:PORT where the other nodes' routes connect
	Routes []string // the other nodes' route URLs, nats://HOST:PORT
}

const (
	// clusterName is the NATS cluster's name, the same on every node.
	clusterName = "mercado"
	// leaseBucket keeps the referee's lease: key leaseKey, the holder's node name.
	leaseBucket = "mercado_referee"
	leaseKey    = "holder"
	// leaseTTL is how long a lease lasts unless renewed; its holder renews it every
	// leaseRenew, each try given leaseWait (a busy machine may take seconds). A dead
	// holder's tables wait for at most about leaseTTL and the time the cluster takes to
	// elect new stream leaders.
	leaseTTL   = 10 * time.Second
	leaseRenew = time.Second
	leaseWait  = 3 * time.Second
	// clusterStartGuard is how long a node waits for the others and for JetStream's
	// leaders before it gives up starting (a guard, not a timing).
	clusterStartGuard = 3 * time.Minute
)

// clusterOptions adds the cluster's settings to a node's server options.
func clusterOptions(opts *server.Options, c *ClusterConfig) error {
	if !validNodeName(c.Name) {
		return fmt.Errorf("--name: a node's name is needed, of letters, digits, '-' and '_' (at most 64), not %q", c.Name)
	}
	host, port, err := splitHostPort(c.Listen)
	if err != nil {
		return fmt.Errorf("--cluster: %v", err)
	}
	if port == server.RANDOM_PORT {
		return errors.New("--cluster: the routes' port must be given (the other nodes name it)")
	}
	var routes []string
	for _, r := range c.Routes {
		if r = strings.TrimSpace(r); r != "" {
			routes = append(routes, r)
		}
	}
	opts.ServerName = c.Name
	opts.Cluster.Name = clusterName
	opts.Cluster.Host, opts.Cluster.Port = host, port
	opts.Routes = server.RoutesFromStr(strings.Join(routes, ","))
	for _, u := range opts.Routes {
		if u.Host == "" || u.Port() == "" {
			return fmt.Errorf("--routes: %q is not a route URL (nats://HOST:PORT)", u)
		}
	}
	return nil
}

// validNodeName says name can be a node's: letters, digits, '-' and '_', at most 64.
// Only such a name in the lease is obeyed.
func validNodeName(name string) bool {
	if name == "" || len(name) > 64 {
		return false
	}
	for _, c := range name {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// leadership is a clustered host's part in choosing the referee: it keeps the node's
// authenticator up to date with every table, and runs a referee while it holds the
// lease.
type leadership struct {
	name   string
	srv    *server.Server
	auth   *authenticator
	secret string
	cfg    RefereeConfig
	nc     *nats.Conn // the node's own connection: the watch and the lease
	lease  jetstream.KeyValue
	stop   chan struct{}
	done   chan struct{}

	campaigns atomic.Int64 // how many times it looked at the lease (tests count them)

	mu      sync.Mutex
	referee *Referee // while this node holds the lease
	browser [2]string
}

// startLeadership opens the buckets (waiting for the other nodes and JetStream's
// leaders), starts admitting every table's seats, and campaigns for the lease.
func startLeadership(srv *server.Server, auth *authenticator, secret, name string, cfg RefereeConfig) (*leadership, error) {
	nc, err := ownConnection(srv, nodeUser, secret, "referee lease "+name, cfg.Logf)
	if err != nil {
		return nil, fmt.Errorf("the node could not connect to itself: %v", err)
	}
	l := &leadership{name: name, srv: srv, auth: auth, secret: secret, cfg: cfg, nc: nc,
		stop: make(chan struct{}), done: make(chan struct{})}
	var tables jetstream.KeyValue
	deadline := time.Now().Add(clusterStartGuard)
	for {
		tables, err = l.openBuckets()
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			nc.Close()
			return nil, fmt.Errorf("the cluster's JetStream did not become ready (are the other nodes running, and do --routes name them?): %v", err)
		}
		time.Sleep(250 * time.Millisecond)
	}
	ctx, cancel := context.WithCancel(context.Background())
	watch, err := tables.WatchAll(ctx, jetstream.IgnoreDeletes())
	if err != nil {
		cancel()
		nc.Close()
		return nil, fmt.Errorf("watching the tables: %v", err)
	}
	initial := make(chan struct{})
	go l.admitEveryTable(watch, initial, cancel)
	<-initial
	l.campaign()
	go l.run()
	return l, nil
}

// openBuckets opens (making them if need be) the tables' bucket and the lease's.
func (l *leadership) openBuckets() (jetstream.KeyValue, error) {
	js, err := jetstream.New(l.nc)
	if err != nil {
		return nil, err
	}
	ctx, cancel := kvContext()
	defer cancel()
	tables, err := js.CreateOrUpdateKeyValue(ctx, tablesBucketConfig(l.cfg.Replicas))
	if err != nil {
		return nil, err
	}
	l.lease, err = js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket: leaseBucket, History: 1, TTL: leaseTTL, Storage: jetstream.MemoryStorage, Replicas: max(l.cfg.Replicas, 1),
	})
	return tables, err
}

// admitEveryTable admits each table's people as the table appears in the bucket; initial
// is closed once the tables there at the start are admitted.
func (l *leadership) admitEveryTable(watch jetstream.KeyWatcher, initial chan struct{}, cancel context.CancelFunc) {
	defer cancel()
	known := map[string]bool{}
	first := true
	defer func() {
		if first {
			close(initial)
		}
	}()
	for {
		select {
		case <-l.stop:
			return
		case entry, ok := <-watch.Updates():
			if !ok {
				return
			}
			if entry == nil {
				if first {
					close(initial)
					first = false
				}
				continue
			}
			if known[entry.Key()] {
				continue // a move: the seats are the table's first entry's
			}
			if doc, err := decodeTableDoc(entry.Value()); err == nil {
				l.auth.admitTable(entry.Key(), doc)
				known[entry.Key()] = true
			}
		}
	}
}

// run renews or seeks the lease every leaseRenew until the host closes.
func (l *leadership) run() {
	defer close(l.done)
	tick := time.NewTicker(leaseRenew)
	defer tick.Stop()
	for {
		select {
		case <-l.stop:
			return
		case <-tick.C:
			l.campaign()
		}
	}
}

// campaign renews the lease when this node holds it, takes it when nobody does, and
// starts or stops this node's referee to match.
func (l *leadership) campaign() {
	ctx, cancel := context.WithTimeout(context.Background(), leaseWait)
	defer cancel()
	defer l.campaigns.Add(1)
	holder := ""
	if entry, err := l.lease.Get(ctx, leaseKey); err == nil {
		holder = string(entry.Value())
		// A lease that names this node is renewed; one that names no node (junk written
		// by something else) is taken over at once, never obeyed.
		if holder == l.name || !validNodeName(holder) {
			holder = ""
			if _, err := l.lease.Update(ctx, leaseKey, []byte(l.name), entry.Revision()); err == nil {
				holder = l.name
			} // else: not renewed, looked at again next time
		}
	} else if errors.Is(err, jetstream.ErrKeyNotFound) {
		if _, err := l.lease.Create(ctx, leaseKey, []byte(l.name)); err == nil {
			holder = l.name
		}
	} else {
		return // the lease cannot be read just now (a leader being elected): as we were
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case holder == l.name && l.referee == nil:
		l.referee = l.startReferee()
	case holder != l.name && holder != "" && l.referee != nil:
		l.referee.Close() // another node holds the lease now
		l.referee = nil
	}
}

// startReferee starts this node's referee, nil when it cannot yet (the tables' bucket
// still electing its leader): the next campaign tries again.
func (l *leadership) startReferee() *Referee {
	nc, err := ownConnection(l.srv, refereeUser, l.secret, "referee "+l.name, l.cfg.Logf)
	if err != nil {
		return nil
	}
	cfg := l.cfg
	if cfg.lanes, err = laneConnections(l.srv, l.secret, "referee "+l.name, l.cfg.Logf); err != nil {
		nc.Close()
		return nil
	}
	ref, err := StartReferee(nc, l.auth, cfg)
	if err != nil {
		nc.Close()
		closeAll(cfg.lanes)
		return nil
	}
	ref.SetBrowserPage(l.browser[0], l.browser[1])
	return ref
}

// setBrowserPage tells this node's referees, now and later, where browsers join.
func (l *leadership) setBrowserPage(websocket, page string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.browser = [2]string{websocket, page}
	if l.referee != nil {
		l.referee.SetBrowserPage(websocket, page)
	}
}

// leading says whether this node's referee is the one answering.
func (l *leadership) leading() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.referee != nil
}

// close stops campaigning and this node's referee, and gives the lease up so that
// another node takes over at once.
func (l *leadership) close() {
	close(l.stop)
	<-l.done
	l.mu.Lock()
	if l.referee != nil {
		l.referee.Close()
		l.referee = nil
		ctx, cancel := context.WithTimeout(context.Background(), leaseWait)
		if entry, err := l.lease.Get(ctx, leaseKey); err == nil && string(entry.Value()) == l.name {
			l.lease.Delete(ctx, leaseKey, jetstream.LastRevision(entry.Revision()))
		}
		cancel()
	}
	l.mu.Unlock()
	l.nc.Close()
}
