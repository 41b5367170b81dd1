//go:build !js

package host

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"mercado/game/online"
)

// logLines is a host's log, kept for a test.
type logLines struct{ buf safeBuffer }

func (l *logLines) logf(format string, args ...any) { fmt.Fprintf(&l.buf, format+"\n", args...) }

// matching is how many lines hold what.
func (l *logLines) matching(what string) int {
	n := 0
	for _, line := range l.buf.lines() {
		if strings.Contains(line, what) {
			n++
		}
	}
	return n
}

// seatConn is a raw NATS connection with a seat's credential and its own inbox, as a
// hostile program would hold.
func seatConn(t *testing.T, inv online.Invite) *nats.Conn {
	t.Helper()
	nc, err := nats.Connect(inv.Server, nats.UserInfo(online.SeatUser(inv.Table, inv.Seat), inv.Secret),
		nats.CustomInboxPrefix(online.InboxPrefix(inv.Table, inv.Seat)), nats.ErrorHandler(func(*nats.Conn, *nats.Subscription, error) {}))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
}

// ownUserConn connects as one of the host's own users (its admin secret).
func ownUserConn(t *testing.T, h *Host, user string, errs chan<- error) *nats.Conn {
	t.Helper()
	nc, err := nats.Connect(h.URL(), nats.UserInfo(user, h.secret), nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
		select {
		case errs <- err:
		default:
		}
	}))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
}

// bucketSnapshot is every key of a bucket with its revision and value ("" for a bucket
// that does not exist).
func bucketSnapshot(t *testing.T, nc *nats.Conn, bucket string) map[string]string {
	t.Helper()
	js, _ := jetstream.New(nc)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	kv, err := js.KeyValue(ctx, bucket)
	if errors.Is(err, jetstream.ErrBucketNotFound) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	keys, err := kv.ListKeys(ctx)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for key := range keys.Keys() {
		e, err := kv.Get(ctx, key)
		if err != nil {
			t.Fatal(err)
		}
		out[key] = fmt.Sprintf("%d %s", e.Revision(), e.Value())
	}
	return out
}

// restartHost closes h and starts a host again on its folder and its address, so that
// the invites reach it.
func restartHost(t *testing.T, h *Host, dir string) *Host {
	t.Helper()
	addr := strings.TrimPrefix(h.URL(), "nats://")
	h.Close()
	h, err := StartHost(HostConfig{Listen: addr, DataDir: dir})
	if err != nil {
		t.Fatalf("the host does not start again on its folder: %v", err)
	}
	t.Cleanup(h.Close)
	return h
}

// hostileReplies are the reply subjects a hostile seat of table names instead of its
// inbox; rival is the other seat.
func hostileReplies(table string, rival int) []string {
	return []string{
		"$KV." + tablesBucket + "." + table,               // its own table's entry
		"$KV." + tablesBucket + ".zzzzzzzzzz",             // a new entry
		"$KV." + leaseBucket + "." + leaseKey,             // the referee's lease
		online.ViewSubject(table, rival),                  // a rival's view
		online.SeatSubject(table, rival, online.VerbHere), // a rival's heartbeat
		online.SeatSubject(table, rival, online.VerbBye),  // a rival's goodbye
		online.InboxPrefix(table, rival) + ".stolen",      // a rival's inbox
		newTableSubject, // the table makers' subject
		"$JS.API.STREAM.DELETE.KV_" + tablesBucket, // the JetStream API
		"$JS.API.STREAM.PURGE.KV_" + tablesBucket,
		online.InboxPrefix(table, 1-rival) + ".*", // its own inbox, as a wildcard
		"", // no reply at all, for a request that wants one
	}
}

// TestRepliesGoOnlyToTheAsker: a seat asks for every request with a reply subject that
// is not its own inbox — its table's entry, a new entry, the lease, a rival's view,
// heartbeat, goodbye and inbox, the table makers' subject, the JetStream API. The referee
// answers none and changes nothing: the bucket holds what it held, the rival hears
// nothing, everyone's presence is as it was, the host's log tells of the requests once;
// then the game plays to the end and the host, started again on its folder, serves the
// record.
func TestRepliesGoOnlyToTheAsker(t *testing.T) {
	frozen := time.Unix(2_000_000, 0)
	log := &logLines{}
	dir := t.TempDir()
	cfg := RefereeConfig{Burst: 1000, Now: func() time.Time { return frozen }, Ticks: make(chan time.Time), Logf: log.logf}
	h := startHost(t, dir, cfg)
	_, invites := newTable(t, h, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}}, Seed: seed(3), Iterations: 100})
	table, hostile, rival := invites[0].Table, 0, 1
	bad, good := seatConn(t, invites[hostile]), seatConn(t, invites[rival])
	heard := make(chan *nats.Msg, 64)
	if _, err := good.ChanSubscribe(online.ViewSubject(table, rival), heard); err != nil {
		t.Fatal(err)
	}
	good.Publish(online.SeatSubject(table, rival, online.VerbHere), nil)
	ask := func(nc *nats.Conn, seat int) *online.View {
		msg, err := nc.Request(online.SeatSubject(table, seat, online.VerbView), nil, 30*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		var v online.View
		if err := json.Unmarshal(msg.Data, &v); err != nil {
			t.Fatal(err)
		}
		return &v
	}
	v := ask(bad, hostile) // both seats heard from: both here
	ask(good, rival)
	for len(heard) > 0 {
		<-heard
	}
	admin := ownUserConn(t, h, nodeUser, make(chan error, 1))
	before := bucketSnapshot(t, admin, tablesBucket)
	presence := func() [2]string {
		return [2]string{h.Referee.presence.of(online.SeatUser(table, 0)).State, h.Referee.presence.of(online.SeatUser(table, 1)).State}
	}
	was := presence()

	payloads := map[string][]byte{
		online.VerbView: nil, online.VerbRecord: nil, online.VerbReclaim: nil, online.VerbHere: nil, online.VerbBye: nil,
		online.VerbMove: proposal("hostile", 0, v.Legal[0]), online.VerbVote: voteData(online.Vote{Seat: rival, Level: "easy"}),
	}
	sent := 0
	for _, verb := range slices.Sorted(maps.Keys(payloads)) {
		for _, reply := range hostileReplies(table, rival) {
			if reply == "" && (verb == online.VerbHere || verb == online.VerbBye) {
				continue // a heartbeat and a goodbye want no answer
			}
			msg := &nats.Msg{Subject: online.SeatSubject(table, hostile, verb), Reply: reply, Data: payloads[verb]}
			if err := bad.PublishMsg(msg); err != nil {
				t.Fatal(err)
			}
			sent++
		}
	}
	// Each seat's next request is served after everything it sent before.
	if after := ask(bad, hostile); after.Revision != 0 {
		t.Fatalf("a move asked with another's reply subject was applied: revision %d", after.Revision)
	}
	ask(good, rival)
	if n := len(heard); n != 0 {
		m := <-heard
		t.Fatalf("the rival heard %d message(s) on its view subject, the first %.120s", n, m.Data)
	}
	if now := presence(); now != was {
		t.Fatalf("presence changed from %v to %v", was, now)
	}
	if after := bucketSnapshot(t, admin, tablesBucket); !maps.Equal(before, after) {
		t.Fatalf("the bucket changed:\nbefore %v\nafter  %v", before, after)
	}
	if lease := bucketSnapshot(t, admin, leaseBucket); lease != nil {
		t.Fatalf("a lease bucket appeared: %v", lease)
	}
	if got := h.Referee.stray.count(); got != sent {
		t.Fatalf("the referee counted %d requests it did not answer; %d were sent", got, sent)
	}
	if n := log.matching("reply subject was not the asker's own inbox"); n != 1 {
		t.Fatalf("the host's log told of them in %d lines, want 1: %v", n, log.buf.lines())
	}
	bad.Close()
	good.Close()

	views, _ := playAll(t, invites, "random", nil, nil)
	restartHost(t, h, dir)
	checkScores(t, recordOf(t, invites[1]), views)
}

// TestHostUsersHaveLeastRights: the host's own users may publish only what they need, so
// that a request that tricked the referee into publishing could not reach more: the
// referee cannot speak for a seat, touch the lease or delete the bucket; a table maker
// cannot read the bucket; a node's own user cannot publish a view.
func TestHostUsersHaveLeastRights(t *testing.T) {
	h, seats, invites := hostileTableInvites(t, RefereeConfig{})
	table := invites[0].Table
	cases := []struct{ user, subject string }{
		{refereeUser, online.SeatSubject(table, 1, online.VerbBye)},
		{refereeUser, online.SeatSubject(table, 1, online.VerbMove)},
		{refereeUser, "$KV." + leaseBucket + "." + leaseKey},
		{refereeUser, "$JS.API.STREAM.DELETE.KV_" + tablesBucket},
		{refereeUser, "$JS.API.STREAM.PURGE.KV_" + tablesBucket},
		{adminUser, "$JS.API.STREAM.INFO.KV_" + tablesBucket},
		{adminUser, "$KV." + tablesBucket + "." + table},
		{adminUser, online.ViewSubject(table, 0)},
		{nodeUser, online.ViewSubject(table, 0)},
		{nodeUser, online.InboxPrefix(table, 0) + ".x"},
	}
	for _, tc := range cases {
		errs := make(chan error, 1)
		nc := ownUserConn(t, h, tc.user, errs)
		nc.Publish(tc.subject, []byte(`{"ok":true}`))
		nc.Flush()
		want := fmt.Sprintf("Permissions Violation for Publish to %q", tc.subject)
		// A seat's request subject is refused as the server maps it, by its lane (lanes.go).
		lane := fmt.Sprintf("Permissions Violation for Publish to %q", fmt.Sprintf("%s.%d", tc.subject, laneOf(table)))
		select {
		case err := <-errs:
			if !strings.Contains(err.Error(), want) && !strings.Contains(err.Error(), lane) {
				t.Fatalf("%s publishing on %s: the server said %v, want %s", tc.user, tc.subject, err, want)
			}
		case <-time.After(time.Minute): // a guard: the server answers at once
			t.Fatalf("%s may publish on %s", tc.user, tc.subject)
		}
		nc.Close()
	}
	if v := mustView(t, seats[1]); v.Revision != 0 || v.Players[1].Presence == nil || v.Players[1].Presence.State != "here" {
		t.Fatalf("the table or seat 1's presence changed: revision %d, %+v", v.Revision, v.Players[1].Presence)
	}
}

// TestUnreadableTableSetAside: a table whose stored game does not replay (an older
// version's, damaged, planted) and a planted entry that is no table at all do not stop
// the host: it starts, names each once in its log, serves the other tables, and tells a
// seat of the bad one that its game cannot be read.
func TestUnreadableTableSetAside(t *testing.T) {
	dir := t.TempDir()
	h := startHost(t, dir, RefereeConfig{})
	_, good := newTable(t, h, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}}, Seed: seed(4)})
	_, bad := newTable(t, h, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Bia"}, {Name: "Caio"}}, Seed: seed(5)})
	nc := ownUserConn(t, h, refereeUser, make(chan error, 1))
	js, _ := jetstream.New(nc)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	kv, err := js.KeyValue(ctx, tablesBucket)
	if err != nil {
		t.Fatal(err)
	}
	entry, err := kv.Get(ctx, bad[0].Table)
	if err != nil {
		t.Fatal(err)
	}
	damaged := strings.NewReplacer(`"moves":null`, `"moves":["fly"]`, `"moves":[]`, `"moves":["fly"]`).Replace(string(entry.Value()))
	if damaged == string(entry.Value()) {
		t.Fatalf("the entry has no moves to damage: %s", entry.Value())
	}
	if _, err := kv.Put(ctx, bad[0].Table, []byte(damaged)); err != nil {
		t.Fatal(err)
	}
	if _, err := kv.Put(ctx, "zzzzzzzzzz", []byte(`{"ok":true,"record":{"format":"mercado/1"}}`)); err != nil {
		t.Fatal(err)
	}
	nc.Close()
	addr := strings.TrimPrefix(h.URL(), "nats://")
	h.Close()
	log := &logLines{}
	h, err = StartHost(HostConfig{Listen: addr, DataDir: dir, Referee: RefereeConfig{Logf: log.logf}})
	if err != nil {
		t.Fatalf("one bad entry stopped the host: %v", err)
	}
	defer h.Close()
	aside := h.Referee.SetAside()
	if len(aside) != 2 || aside[bad[0].Table] == "" || aside["zzzzzzzzzz"] == "" {
		t.Fatalf("set aside: %v; want the damaged table and the planted entry", aside)
	}
	for _, id := range []string{bad[0].Table, "zzzzzzzzzz"} {
		if n := log.matching(fmt.Sprintf("table %q is set aside", id)); n != 1 {
			t.Fatalf("the log names %s %d times: %v", id, n, log.buf.lines())
		}
	}
	c, err := online.Connect(good[1], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.View(); err != nil {
		t.Fatalf("a good table's seat: %v", err)
	}
	b, err := online.Connect(bad[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if _, err := b.View(); !online.Unreadable(err) {
		t.Fatalf("the damaged table's seat: want the unreadable refusal, got %v", err)
	}
	if n := log.matching("is set aside"); n != 2 {
		t.Fatalf("a seat's ask named the table in the log again: %v", log.buf.lines())
	}
}

// startHostCluster starts three hosts in this process joined as a cluster, each with its
// own folder.
func startHostCluster(t *testing.T) []*Host {
	t.Helper()
	ports := []int{freePort(t), freePort(t), freePort(t)}
	hosts := make([]*Host, 3)
	errs := make([]error, 3)
	done := make(chan int)
	for i := range hosts {
		var routes []string
		for j, p := range ports {
			if j != i {
				routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", p))
			}
		}
		cfg := HostConfig{Listen: "127.0.0.1:0", DataDir: t.TempDir(), Referee: RefereeConfig{Replicas: 3},
			Cluster: &ClusterConfig{Name: fmt.Sprintf("node-%d", i), Listen: fmt.Sprintf("127.0.0.1:%d", ports[i]), Routes: routes}}
		go func() { hosts[i], errs[i] = StartHost(cfg); done <- i }()
	}
	for range hosts {
		<-done
	}
	for i, err := range errs {
		if err != nil {
			t.Fatalf("node %d: %v", i, err)
		}
		t.Cleanup(hosts[i].Close)
	}
	return hosts
}

// leader is the host whose referee answers, nil while none.
func leader(hosts []*Host) *Host {
	for _, h := range hosts {
		if h.leader.leading() {
			return h
		}
	}
	return nil
}

// TestJunkLeaseIsOverwritten: on a cluster of three hosts, a seat asks with the lease's
// key as its reply subject, and junk is written over the lease again and again (as a
// tricked referee once did every 2 s). The lease always names a node again at the next
// look of every node, and a referee keeps answering. Then the node the table's invites
// name stops: the invites name the other nodes too, and the game plays to its end.
func TestJunkLeaseIsOverwritten(t *testing.T) {
	hosts := startHostCluster(t)
	waitFor(t, "a referee", func() bool { return leader(hosts) != nil })
	maker := hosts[2]
	_, invites := newTable(t, maker, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}}, Seed: seed(6), Iterations: 100})
	if strings.Count(invites[0].Also, ",") != 1 {
		t.Fatalf("an invite of a cluster's table names %v besides its node; want the two others", invites[0].Also)
	}
	seat := seatConn(t, invites[0])
	waitFor(t, "the seat's view", func() bool {
		_, err := seat.Request(online.SeatSubject(invites[0].Table, 0, online.VerbView), nil, 5*time.Second)
		return err == nil
	})
	seat.PublishRequest(online.SeatSubject(invites[0].Table, 0, online.VerbView), "$KV."+leaseBucket+"."+leaseKey, nil)
	seat.Flush()
	nc := ownUserConn(t, hosts[0], nodeUser, make(chan error, 1))
	plain := startHost(t, t.TempDir(), RefereeConfig{})
	defer plain.Close()
	if _, alone := newTable(t, plain, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}}}); alone[0].Also != "" {
		t.Fatalf("a host alone names other nodes: %v", alone[0].Also)
	}
	js, _ := jetstream.New(nc)
	for round := range 3 {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		lease, err := js.KeyValue(ctx, leaseBucket)
		if err == nil {
			_, err = lease.Put(ctx, leaseKey, []byte(`{"ok":true,"revision":3}`))
		}
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		var looked []int64
		for _, h := range hosts {
			looked = append(looked, h.leader.campaigns.Load())
		}
		waitFor(t, "every node to look at the lease twice", func() bool {
			for i, h := range hosts {
				if h.leader.campaigns.Load() < looked[i]+2 {
					return false
				}
			}
			return true
		})
		if holder := leaseHolder(t, js); !validNodeName(holder) || leader(hosts) == nil {
			t.Fatalf("round %d: the lease names %q and %v referee answers", round, holder, leader(hosts) != nil)
		}
	}
	// The invites' own node goes: they reach the table through the others.
	maker.Close()
	views, _ := playAll(t, invites, "random", nil, nil)
	checkScores(t, recordOf(t, invites[0]), views)
}

// TestAdminSecretStaysPrivate: an admin secret found readable by others (copied in with
// the wrong mode) is made the owner's only when the host reads it.
func TestAdminSecretStaysPrivate(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "admin-secret")
	if err := os.WriteFile(path, []byte(strings.Repeat("s", 26)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if secret, err := adminSecret(dir); err != nil || secret != strings.Repeat("s", 26) {
		t.Fatalf("adminSecret: %q %v", secret, err)
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("admin-secret is %v after the host read it, want -rw-------", info.Mode().Perm())
	}
}

// TestOwnInbox: the reply subjects the referee answers on.
func TestOwnInbox(t *testing.T) {
	for reply, want := range map[string]bool{
		"mercado.t1.inbox.0.abc.1": true, "mercado.t1.inbox.0.x": true,
		"mercado.t1.inbox.0.": false, "mercado.t1.inbox.0": false, "mercado.t1.inbox.1.x": false,
		"mercado.t1.inbox.0.*": false, "mercado.t1.inbox.0.a.>": false, "mercado.t1.inbox.0.a*b": false,
		"mercado.t1.inbox.0..x": false, "mercado.t1.inbox.0.x.": false, "mercado.t1.inbox.0.a b": false,
		"mercado.t1.inbox.0.a\x7f": false, "$KV.mercado_tables.t1": false, "": false,
		"mercado.t1.inbox.0." + strings.Repeat("x", 300): false,
	} {
		if got := ownInbox(reply, "t1", 0); got != want {
			t.Errorf("ownInbox(%q) = %v", reply, got)
		}
	}
}
