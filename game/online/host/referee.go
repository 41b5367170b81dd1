//go:build !js

package host

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/online"
)

// tablesBucket is the KV bucket that keeps the tables, one key per table.
const tablesBucket = "mercado_tables"

// RefereeConfig tunes a referee.
type RefereeConfig struct {
	// ComputerBudgetMS is a computer's thinking time per decision (<= 0: ai's default),
	// for tables made without an iteration budget.
	ComputerBudgetMS int
	// Burst and PerSecond rate-limit each seat's requests (0: 20 and 10).
	Burst     int
	PerSecond float64
	// Now is the clock of the rate limit (nil: time.Now).
	Now func() time.Time
	// Replicas of the tables' bucket (0: 1); a cluster keeps 3.
	Replicas int
	// Heartbeat is how often the seats say they are here and the referee looks at who
	// has gone quiet (0: DefaultHeartbeat); views tell the clients.
	Heartbeat time.Duration
	// Ticks, when set, drives the referee's presence ticks instead of a ticker every
	// Heartbeat: a test ticks by hand, so that a busy machine's slow messages cannot
	// pass for a silence.
	Ticks <-chan time.Time
	// Logf is the host's log: requests not answered (guard.go) and tables set aside
	// (nil: the standard error, with the time).
	Logf func(format string, args ...any)
	// lanes are the referee's connections that hear the seats' requests, one a lane
	// (lanes.go), on the embedded server; none: it hears them all on its own.
	lanes []*nats.Conn
}

// Referee is the one authority on its tables: it answers the seats' requests, applies
// their moves with the engine and plays the computer seats.
type Referee struct {
	nc    *nats.Conn
	kv    jetstream.KeyValue
	auth  *authenticator
	cfg   RefereeConfig
	limit *rateLimit
	subs  []*nats.Subscription

	presence *presenceBook
	stray    *strayBook    // requests not answered: their reply was not the asker's inbox
	stop     chan struct{} // closed by Close: ends the presence ticks
	// republish holds the tables whose views are queued to be published again after
	// a change of presence (presence.go).
	republishMu sync.Mutex
	republish   map[string]bool

	// Each table is handled by one shard, a goroutine that does one thing at a time for
	// its tables: a table's requests are in order, and different tables' go on side by
	// side (a write to the bucket waits for its acknowledgement without holding the
	// others up). Computers think on goroutines of their own and hand the move to the
	// table's shard.
	shards   []chan func()
	thinking chan struct{} // a place for each computer thinking at once

	mu     sync.RWMutex // guards tables and aside; a table's entry is replaced only by its shard
	tables map[string]*liveTable
	// aside holds the tables the referee could not read at its start (an older
	// version's, damaged, planted), with why: kept in the bucket as they are, named once
	// in the log, and refused as unreadable to a seat that asks; every other table is
	// served.
	aside map[string]string
	votes *voteBox

	// browser is where browsers join, when the host serves its web build: the NATS
	// WebSocket URL and the page's URL, given to the admin with each new table.
	browser atomic.Pointer[[2]string]
}

// SetBrowserPage tells the referee where browsers join (the host's NATS WebSocket URL
// and its web page's URL), so that each new table's answer carries the seats' links.
func (r *Referee) SetBrowserPage(websocket, page string) {
	if websocket == "" || page == "" {
		r.browser.Store(nil)
		return
	}
	r.browser.Store(&[2]string{websocket, page})
}

// refereePending is how much of the seats' requests the referee holds unread on each of
// its subscriptions (a lane's, lanes.go): a burst of a thousand tables' moves waits, not
// dropped, and a flood's backlog (read before its seat is cut off) stays a bounded part
// of the host's memory.
const refereePending = 4 << 20

// shardCount is how many tables are handled side by side. A shard waits for each
// write's acknowledgement (a round trip through JetStream, long on a busy machine), so
// with too few, the tables' moves queue behind each other's writes: 64 shards held a
// thousand tables' moves to about 1,400 a second on a loaded machine (docs/online.md).
const shardCount = 256

// liveTable is a table in memory: its stored doc, the KV revision it was read at, and
// the game played to its last move.
type liveTable struct {
	doc   *tableDoc
	rev   uint64
	state *game.State
	// last is the seat that made the last move, -1 before the first: the views say
	// it (View.Last).
	last int
	// shared is what every seat's view shares, as last published (nil before), so that a
	// seat asking for its view (as clients do after a quiet while) costs only the
	// encoding of its own part. It is a third of what the views themselves would take to
	// keep. Only the table's shard touches it; a new move makes a new liveTable.
	shared *tableView
}

// docBuffers hold the tables' entries being written, as viewBuffers the views.
var docBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// viewBuffers hold the views being written: a view is published (nats.go copies it) and
// its buffer written over by the next, so that the views, the referee's biggest
// writing per move, make no garbage.
var viewBuffers = sync.Pool{New: func() any { return new([]byte) }}

// StartReferee opens the tables' bucket on nc's JetStream, admits the seats of every
// table kept there, lets the computers play where it is their turn, and starts
// answering requests.
func StartReferee(nc *nats.Conn, auth *authenticator, cfg RefereeConfig) (*Referee, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	kv, err := js.CreateOrUpdateKeyValue(ctx, tablesBucketConfig(cfg.Replicas))
	if err != nil {
		return nil, fmt.Errorf("the tables' bucket: %v", err)
	}
	r := newReferee(nc, kv, auth, cfg.withDefaults())
	ids, err := r.loadTables(ctx)
	if err != nil {
		close(r.stop)
		return nil, err
	}
	if auth != nil {
		auth.mu.Lock()
		auth.readTable = r.readSeats
		auth.mu.Unlock()
	}
	for _, id := range ids {
		r.playComputers(id, r.get(id))
	}
	if err := r.subscribe(); err != nil {
		r.Close()
		return nil, err
	}
	go r.tickPresence(r.presenceTicks(), r.stop)
	return r, nc.Flush()
}

// withDefaults is cfg with its unset fields given their defaults.
func (cfg RefereeConfig) withDefaults() RefereeConfig {
	if cfg.Burst <= 0 {
		cfg.Burst = 20
	}
	if cfg.PerSecond <= 0 {
		cfg.PerSecond = 10
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Heartbeat <= 0 {
		cfg.Heartbeat = DefaultHeartbeat
	}
	return cfg
}

// newReferee makes a referee of the tables in kv, with no table loaded yet, and starts
// its shards.
func newReferee(nc *nats.Conn, kv jetstream.KeyValue, auth *authenticator, cfg RefereeConfig) *Referee {
	r := &Referee{nc: nc, kv: kv, auth: auth, cfg: cfg, tables: map[string]*liveTable{},
		limit: newRateLimit(cfg.Burst, cfg.PerSecond, cfg.Now), presence: newPresenceBook(cfg.Now), aside: map[string]string{},
		stray: newStrayBook(cfg.Now, cfg.Logf),
		stop:  make(chan struct{}), votes: newVoteBox(), republish: map[string]bool{}, thinking: make(chan struct{}, max(runtime.NumCPU(), 2))}
	for range shardCount {
		shard := make(chan func(), 256)
		r.shards = append(r.shards, shard)
		go r.runShard(shard)
	}
	return r
}

// loadTables reads every table kept in the bucket and returns their IDs: a table that
// cannot be read is set aside, a finished one forgotten until a seat asks for it. An
// unreadable bucket is an error.
func (r *Referee) loadTables(ctx context.Context) ([]string, error) {
	keys, err := r.kv.ListKeys(ctx)
	if err != nil {
		return nil, err
	}
	var ids []string
	for id := range keys.Keys() {
		ids = append(ids, id)
	}
	for _, id := range ids {
		lt, err := r.load(id)
		if errors.Is(err, errBucketUnreadable) {
			return nil, fmt.Errorf("table %s: %v", id, err)
		}
		if err != nil {
			r.setAside(id, err)
			continue
		}
		if lt.state.Over() { // read again when a seat asks (readSeats, table)
			r.forgetFinished(id, lt)
		}
	}
	return ids, nil
}

// subscribe starts answering the seats' requests and the admin's new tables, in the
// referees' queue group.
func (r *Referee) subscribe() error {
	if err := r.subscribeSeats(); err != nil {
		return err
	}
	return r.subscribeOn(r.nc, newTableSubject, r.handleNew)
}

// presenceTicks is what drives the presence ticks: the config's Ticks, or a ticker
// every heartbeat until the referee stops.
func (r *Referee) presenceTicks() <-chan time.Time {
	if r.cfg.Ticks != nil {
		return r.cfg.Ticks
	}
	ticker := time.NewTicker(r.cfg.Heartbeat)
	go func() { <-r.stop; ticker.Stop() }()
	return ticker.C
}

// tablesBucketConfig is the tables' bucket's configuration, with replicas copies.
func tablesBucketConfig(replicas int) jetstream.KeyValueConfig {
	return jetstream.KeyValueConfig{
		Bucket: tablesBucket, History: 1, Storage: jetstream.FileStorage,
		Replicas: max(replicas, 1), MaxValueSize: MaxPayload,
	}
}

// Close stops answering and closes the referee's connection.
func (r *Referee) Close() {
	for _, sub := range r.subs {
		sub.Unsubscribe()
	}
	close(r.stop)
	r.nc.Close()
	closeAll(r.cfg.lanes)
}

// runShard does its tables' work, one job at a time, until the referee closes.
func (r *Referee) runShard(jobs <-chan func()) {
	for {
		select {
		case <-r.stop:
			return
		case job := <-jobs:
			job()
		}
	}
}

// onShard has the table's shard do job.
func (r *Referee) onShard(id string, job func()) {
	h := fnv.New32a()
	h.Write([]byte(id))
	select {
	case r.shards[h.Sum32()%uint32(len(r.shards))] <- job:
	case <-r.stop:
	}
}

// tryShard has the table's shard do job, unless the shard has a full queue of work
// already: the seats' requests are refused then (they ask again), never left to hold up
// every other table's.
func (r *Referee) tryShard(id string, job func()) bool {
	h := fnv.New32a()
	h.Write([]byte(id))
	select {
	case r.shards[h.Sum32()%uint32(len(r.shards))] <- job:
		return true
	default:
		return false
	}
}

// get is the table in memory, nil if it is not.
func (r *Referee) get(id string) *liveTable {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.tables[id]
}

// put keeps the table in memory (nil: forgets it, to be read again). A finished table
// is forgotten finishedKept later, unless it was replaced meanwhile.
func (r *Referee) put(id string, lt *liveTable) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if lt == nil {
		delete(r.tables, id)
		return
	}
	r.tables[id] = lt
	if lt.state.Over() {
		time.AfterFunc(finishedKept, func() { r.forgetFinished(id, lt) })
	}
}

// forgetFinished drops a finished table from memory, with its seats' credentials and
// presence, unless it was replaced meanwhile. A seat that comes back later is admitted
// again from the bucket (authenticator.readTable) and the table read again.
func (r *Referee) forgetFinished(id string, lt *liveTable) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.tables[id] != lt {
		return
	}
	delete(r.tables, id)
	if r.auth != nil {
		r.auth.forgetTable(id, lt.doc)
	}
	var users []string
	for seat := range lt.doc.Seats {
		users = append(users, online.SeatUser(id, seat))
	}
	r.presence.forget(users)
}

// readSeats reads a table's seats from the bucket, for the authenticator.
func (r *Referee) readSeats(id string) (*tableDoc, bool) {
	ctx, cancel := kvContext()
	defer cancel()
	entry, err := r.kv.Get(ctx, id)
	if err != nil {
		return nil, false
	}
	doc, err := decodeTableDoc(entry.Value())
	return doc, err == nil
}

// finishedKept is how long a finished table stays in memory after it ended or was last
// read from the bucket: its seats ask for their last views and the record in that
// while, and a later ask reads it again. So a host that runs for months keeps its games
// under way in memory, not every game it ever held.
var finishedKept = 10 * time.Minute

func kvContext() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), 10*time.Second)
}

// load reads a table from the bucket, replays its moves, admits its seats and keeps it.
func (r *Referee) load(id string) (*liveTable, error) {
	ctx, cancel := kvContext()
	defer cancel()
	entry, err := r.kv.Get(ctx, id)
	if err != nil && !errors.Is(err, jetstream.ErrKeyNotFound) {
		return nil, fmt.Errorf("%w: %v", errBucketUnreadable, err)
	}
	if err != nil {
		return nil, err
	}
	doc, err := decodeTableDoc(entry.Value())
	if err != nil {
		return nil, err
	}
	state, last, err := replayTable(doc)
	if err != nil {
		return nil, fmt.Errorf("the stored game does not replay: %v", err)
	}
	lt := &liveTable{doc: doc, rev: entry.Revision(), state: state, last: last}
	r.put(id, lt)
	r.admit(id, doc)
	return lt, nil
}

// replayTable plays the table's moves from its deal: the game as it stands, and the
// seat that made the last move (-1 before the first).
func replayTable(doc *tableDoc) (*game.State, int, error) {
	rec := doc.record()
	s, err := rec.Start()
	if err != nil {
		return nil, -1, err
	}
	last := -1
	for i, text := range rec.Moves {
		m, err := game.ParseMove(text)
		if err == nil {
			last = s.ToMove()
			err = s.Play(m)
		}
		if err != nil {
			return nil, -1, &game.MoveError{Move: i + 1, Text: text, Reason: err.Error()}
		}
	}
	return s, last, nil
}

// setAside keeps a table the referee cannot read out of play, naming it in the log the
// first time.
func (r *Referee) setAside(id string, err error) {
	r.mu.Lock()
	_, known := r.aside[id]
	r.aside[id] = err.Error()
	r.mu.Unlock()
	if !known {
		r.stray.logf("table %.40q is set aside, kept as it is: %v", id, err)
	}
}

// SetAside is the tables the referee could not read, with why.
func (r *Referee) SetAside() map[string]string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return maps.Clone(r.aside)
}

// errBucketUnreadable says the bucket could not be read just now (a cluster electing a
// new leader, say): the seat is told to ask again, not that its table is unknown.
var errBucketUnreadable = errors.New("the tables' bucket cannot be read")

// table is the live table id, read from the bucket when not in memory.
func (r *Referee) table(id string) (*liveTable, error) {
	if lt := r.get(id); lt != nil {
		return lt, nil
	}
	if !online.ValidTableID(id) {
		return nil, jetstream.ErrKeyNotFound
	}
	lt, err := r.load(id)
	if err != nil {
		if !errors.Is(err, errBucketUnreadable) && !errors.Is(err, jetstream.ErrKeyNotFound) {
			r.setAside(id, err)
		}
		return nil, err
	}
	// Read again after a failed write: a computer whose move was not written plays now.
	r.playComputers(id, lt)
	return lt, nil
}

func respond(msg *nats.Msg, v any) {
	if msg.Reply == "" {
		return
	}
	data, err := json.Marshal(v)
	if err != nil {
		data, _ = json.Marshal(refuse(online.RefusedMalformed, "the answer could not be written: %v", err))
	}
	msg.Respond(data)
}

// handleSeat answers one seat's request: move, view or record. It is the one place
// every table's requests pass, so what a seat sends over its rate costs no more here
// than reading its subject: dropped, or refused with an answer written once (ratelimit.go),
// before anything else is done with it, and a seat that floods is cut off
// (seatconns.go). A request whose reply subject is not the seat's own inbox is not
// answered and changes nothing (guard.go); a heartbeat or a goodbye may name no reply.
func (r *Referee) handleSeat(msg *nats.Msg) {
	id, seat, verb, ok := parseSeatSubject(msg.Subject)
	if !ok {
		r.stray.note(msg.Subject, msg.Reply)
		return
	}
	quiet := verb == online.VerbHere || verb == online.VerbBye
	// A seat's requests share its bucket, keyed by their subject less the verb;
	// heartbeats and goodbyes have a bucket each (their subject), so that they take
	// nothing from the requests.
	key := msg.Subject
	if !quiet { // mercado.TABLE.seat.N.
		key = msg.Subject[:len(online.SubjectPrefix)+len(".")+len(id)+len(".seat.0.")]
	}
	judged := r.limit.judge(key)
	if (judged == refused || judged == dropped) && congested(msg) {
		judged = r.limit.congested(key)
	}
	switch {
	case judged == flooding:
		if r.auth != nil {
			r.auth.conns.cut(online.SeatUser(id, seat))
		}
		return
	case judged == dropped, judged == refused && quiet:
		return
	case !ownInbox(msg.Reply, id, seat) && !(quiet && msg.Reply == ""):
		r.stray.note(msg.Subject, msg.Reply)
		return
	case judged == refused:
		msg.Respond(tooManyAnswer)
		return
	}
	r.heard(msg, id, seat, verb)
}

// laneCongested is how many requests waiting on the referee's subscription make it
// congested: an honest burst of a lane's tables (a thousand tables' moves over 16 lanes)
// is a few dozen.
const laneCongested = 1000

// congested says msg came while its subscription has a backlog (laneCongested).
func congested(msg *nats.Msg) bool {
	if msg.Sub == nil {
		return false
	}
	n, _, err := msg.Sub.Pending()
	return err == nil && n > laneCongested
}

// tooManyAnswer is the refusal of a request over the seat's rate, written once.
var tooManyAnswer, _ = json.Marshal(refuse(online.RefusedTooMany, "too many requests from this seat; wait a moment"))

// heard handles a request within the seat's rate: a goodbye or a heartbeat at once,
// anything else on its table's shard.
func (r *Referee) heard(msg *nats.Msg, id string, seat int, verb string) {
	user := online.SeatUser(id, seat)
	switch verb {
	case online.VerbBye:
		// A flood of goodbyes changes nothing after the first, so it costs no views.
		device, _ := online.ParseBeat(msg.Data)
		r.presenceChanged(boolList(r.presence.left(user, device), user))
		return
	case online.VerbHere:
		device, hello := online.ParseBeat(msg.Data)
		moved := r.presence.claim(user, device, hello)
		r.presenceChanged(boolList(r.presence.heard(user) || moved, user))
		return
	}
	// Any word from the seat says it is here.
	r.presenceChanged(boolList(r.presence.heard(user), user))
	if !r.tryShard(id, func() { r.serveSeat(msg, id, seat, verb) }) {
		respond(msg, refuse(online.RefusedUnavailable, "the host is busy with this table's requests; ask again"))
	}
}

// serveSeat answers a seat's request on its table's shard.
func (r *Referee) serveSeat(msg *nats.Msg, id string, seat int, verb string) {
	lt, err := r.table(id)
	if errors.Is(err, errBucketUnreadable) {
		respond(msg, refuse(online.RefusedUnavailable, "the host cannot read its tables just now; ask again (%v)", err))
		return
	}
	if err != nil && !errors.Is(err, jetstream.ErrKeyNotFound) {
		respond(msg, refuse(online.RefusedUnreadable, "the host keeps table %q but cannot read its game: %v", id, err))
		return
	}
	if err != nil || seat >= len(lt.doc.Seats) || lt.doc.Seats[seat].Computer != "" {
		respond(msg, refuse(online.RefusedUnknownTable, "there is no table %q with a person at seat %d", id, seat))
		return
	}
	switch verb {
	case online.VerbView:
		r.respondView(msg, id, lt, seat)
	case online.VerbRecord:
		if !lt.state.Over() {
			respond(msg, refuse(online.RefusedNotOver, "the record is given once the game is over"))
			return
		}
		data, _ := lt.doc.record().MarshalJSON()
		respond(msg, online.Reply{OK: true, Record: data})
	case online.VerbVote:
		respond(msg, r.vote(id, lt, seat, msg.Data))
	case online.VerbReclaim:
		respond(msg, r.reclaim(id, lt, seat))
	case online.VerbMove:
		reply := r.propose(id, lt, seat, msg.Data)
		respond(msg, reply)
		if reply.OK {
			r.playComputers(id, r.get(id))
		}
	default:
		respond(msg, refuse(online.RefusedUnknownVerb, "%q is not a request (move, view, record, vote, reclaim)", verb))
	}
}

// propose checks a seat's proposal against the table and applies it.
func (r *Referee) propose(id string, lt *liveTable, seat int, data []byte) online.Reply {
	p, err := decodeProposal(data)
	if err != nil {
		return refuse(online.RefusedMalformed, "%v", err)
	}
	if lt.doc.replayed(seat, p.ID) {
		return refuse(online.RefusedReplayed, "proposal %q was applied already", p.ID)
	}
	if lt.state.Over() {
		return refuse(online.RefusedOver, "the game is over")
	}
	if standIn := lt.doc.Seats[seat].StandIn; standIn != "" {
		return refuse(online.RefusedHandedOver, "the others handed your seat to the %s computer while you were away; take it back (reclaim) to play", standIn)
	}
	if p.Revision != len(lt.doc.Moves) {
		return refuse(online.RefusedStale, "the proposal was made at revision %d; the table is at %d", p.Revision, len(lt.doc.Moves))
	}
	if lt.state.ToMove() != seat {
		return refuse(online.RefusedNotYourTurn, "it is seat %d's turn, not yours", lt.state.ToMove())
	}
	m, err := game.ParseMove(p.Move)
	if err == nil {
		err = lt.state.Check(m)
	}
	if err != nil {
		return refuse(online.RefusedIllegal, "%v", err)
	}
	if err := r.commit(id, lt, m, proposalKey(seat, p.ID)); err != nil {
		return refuse(online.RefusedConflict, "%v", err)
	}
	return online.Reply{OK: true, Revision: len(lt.doc.Moves) + 1}
}

// commit applies a checked move: the table's entry is updated only if it is still at
// the revision the move was checked against, so a move is applied once, by one
// referee. Then every seat hears of it.
func (r *Referee) commit(id string, lt *liveTable, m game.Move, proposal string) error {
	doc := *lt.doc
	doc.Moves = append(slices.Clone(doc.Moves), m.String())
	doc.Proposals = append(slices.Clone(doc.Proposals), proposal)
	buf := docBuffers.Get().(*bytes.Buffer)
	defer docBuffers.Put(buf)
	buf.Reset()
	if err := json.NewEncoder(buf).Encode(&doc); err != nil {
		return err
	}
	ctx, cancel := kvContext()
	defer cancel()
	rev, err := r.kv.Update(ctx, id, buf.Bytes(), lt.rev) // nats.go copies what it sends
	if err != nil {
		r.put(id, nil) // read again next time: another referee may have moved
		return fmt.Errorf("the table changed while the move was checked; ask for the view again (%v)", err)
	}
	seat := lt.state.ToMove()
	state := lt.state.Clone()
	if err := state.Play(m); err != nil {
		return err // cannot happen: checked by the caller
	}
	// The new table keeps the old shared part for a moment, only for publishViews to
	// write the moves from (it replaces it at once).
	lt = &liveTable{doc: &doc, rev: rev, state: state, last: seat, shared: lt.shared}
	r.put(id, lt)
	r.publishViews(id, lt) // each view tells the move (View.Last): the table's news
	return nil
}

// publishViews publishes each person's view of the table.
func (r *Referee) publishViews(id string, lt *liveTable) {
	tv := newTableView(id, lt.doc, lt.state, lt.last, lt.shared)
	lt.shared = tv
	buf := viewBuffers.Get().(*[]byte)
	defer viewBuffers.Put(buf)
	for s, sd := range lt.doc.Seats {
		if sd.Computer != "" {
			continue
		}
		*buf = tv.appendView((*buf)[:0], r.complete(id, lt, tv.forSeat(s)))
		r.nc.Publish(online.ViewSubject(id, s), *buf)
	}
}

// respondView answers seat's request for its view, from the shared part last published
// when there is one.
func (r *Referee) respondView(msg *nats.Msg, id string, lt *liveTable, seat int) {
	tv := lt.shared
	if tv == nil {
		tv = newTableView(id, lt.doc, lt.state, lt.last, nil)
		lt.shared = tv
	}
	buf := viewBuffers.Get().(*[]byte)
	defer viewBuffers.Put(buf)
	*buf = tv.appendView((*buf)[:0], r.complete(id, lt, tv.forSeat(seat)))
	msg.Respond(*buf)
}

// complete adds to a view what the referee knows beside the game: each person's
// presence, who plays for whom, the votes, and the heartbeat interval.
func (r *Referee) complete(id string, lt *liveTable, v *online.View) *online.View {
	r.presence.fill(id, lt.doc, v)
	v.Device = r.presence.holder(online.SeatUser(id, v.You))
	if n := lt.doc.Next; n != nil && v.You < len(n.Secrets) && n.Secrets[v.You] != "" {
		v.Next = &online.NextSeat{Table: n.Table, Seat: v.You, Secret: n.Secrets[v.You]}
	}
	r.fillVotes(id, lt.doc, v)
	v.HeartbeatMS = int(r.cfg.Heartbeat / time.Millisecond)
	return v
}

// admit lets the table's people connect and starts their presence.
func (r *Referee) admit(id string, doc *tableDoc) {
	if r.auth != nil {
		r.auth.admitTable(id, doc)
	}
	arrived := doc.personMoved()
	for seat, s := range doc.Seats {
		if s.Computer == "" {
			r.presence.admit(online.SeatUser(id, seat), doc.awayLimit(), arrived)
		}
	}
}

// boolList is [item] when cond, else nothing.
func boolList(cond bool, item string) []string {
	if cond {
		return []string{item}
	}
	return nil
}

// playComputers starts the computer's thinking when a computer (or a person's stand-in)
// is to move at the table. It thinks on a goroutine of its own, off the table's shard;
// its move is then committed on the shard if the table is still where it thought, and
// the next computer, if any, starts.
func (r *Referee) playComputers(id string, lt *liveTable) {
	if lt == nil || lt.state.Over() {
		return
	}
	seat := lt.state.ToMove()
	level := computerFor(lt.doc, seat)
	if level == "" {
		return
	}
	revision := len(lt.doc.Moves)
	state := lt.state.Clone()
	go func() {
		select {
		case r.thinking <- struct{}{}:
		case <-r.stop:
			return
		}
		m := r.think(lt.doc, state, seat, level, revision)
		<-r.thinking
		r.onShard(id, func() {
			cur := r.get(id)
			if cur == nil || len(cur.doc.Moves) != revision || computerFor(cur.doc, seat) != level {
				return // the table moved on meanwhile (a reclaim, a reload): its new state decides
			}
			if r.commit(id, cur, m, "") == nil {
				r.playComputers(id, r.get(id))
			}
		})
	}()
}

// computerFor is the level that plays the seat: a computer's, or a person's stand-in's.
func computerFor(doc *tableDoc, seat int) string {
	if level := doc.Seats[seat].Computer; level != "" {
		return level
	}
	return doc.Seats[seat].StandIn
}

// think is the computer's decision for seat at revision, seeded by the table's seed,
// the seat and the revision.
func (r *Referee) think(doc *tableDoc, state *game.State, seat int, level string, revision int) game.Move {
	rng := game.NewRNG(doc.Seed ^ uint64(seat+1)*0x9e3779b97f4a7c15 ^ uint64(revision)*0xbf58476d1ce4e5b9)
	p, err := ai.NewLimited(level, rng.Uint64(), r.cfg.ComputerBudgetMS, doc.Iterations)
	if err == nil {
		if m := p.Choose(state); state.Check(m) == nil {
			return m
		}
	}
	return state.LegalMoves(nil)[0] // the levels answer legally; never stall a table
}

// handleNew makes a table. Its answer goes only to an ordinary inbox (guard.go).
func (r *Referee) handleNew(msg *nats.Msg) {
	if !makerInbox(msg.Reply) {
		r.stray.note(msg.Subject, msg.Reply)
		return
	}
	var req online.NewTableRequest
	if err := decodeStrict(msg.Data, &req); err != nil {
		respond(msg, refuse(online.RefusedMalformed, "not a new table request: %v", err))
		return
	}
	hidden := true
	switch req.Money {
	case "", "hidden":
	case "open":
		hidden = false
	default:
		respond(msg, refuse(online.RefusedMalformed, `money: "hidden" or "open", not %q`, req.Money))
		return
	}
	clock := game.NewRNG(uint64(time.Now().UnixNano()))
	seed := clock.Uint64()
	if req.Seed != nil {
		seed = *req.Seed
	}
	if req.Iterations < 0 || req.Iterations > 1_000_000 {
		respond(msg, refuse(online.RefusedMalformed, "iterations: 0 to 1000000, not %d", req.Iterations))
		return
	}
	if req.AwayLimit != 0 && (req.AwayLimit < minAwayLimit || req.AwayLimit > maxAwayLimit) {
		respond(msg, refuse(online.RefusedMalformed, "away_limit: %d to %d seconds, not %d", minAwayLimit, maxAwayLimit, req.AwayLimit))
		return
	}
	doc, secrets, err := newTableDoc(req.Seats, seed, hidden, req.Iterations)
	if err != nil {
		respond(msg, refuse(online.RefusedMalformed, "%v", err))
		return
	}
	doc.AwayLimit = req.AwayLimit
	if err := r.canFollow(req.Follows, len(doc.Seats)); err != nil {
		respond(msg, refuse(online.RefusedMalformed, "%v", err))
		return
	}
	state, err := doc.record().Replay()
	if err != nil {
		respond(msg, refuse(online.RefusedMalformed, "%v", err))
		return
	}
	data, _ := json.Marshal(doc)
	id := online.RandomID(online.TableIDLen)
	ctx, cancel := kvContext()
	defer cancel()
	rev, err := r.kv.Create(ctx, id, data)
	if err != nil {
		respond(msg, refuse(online.RefusedConflict, "the table could not be kept: %v", err))
		return
	}
	r.put(id, &liveTable{doc: doc, rev: rev, state: state, last: -1})
	r.admit(id, doc)
	reply := online.NewTableReply{Table: id}
	if b := r.browser.Load(); b != nil {
		reply.Websocket, reply.Page = b[0], b[1]
	}
	for i, s := range doc.Seats {
		reply.Seats = append(reply.Seats, online.NewSeatSecret{Seat: i, Name: s.Name, Computer: s.Computer, Secret: secrets[i]})
	}
	respond(msg, reply)
	r.playComputers(id, r.get(id))
	if req.Follows != "" {
		r.onShard(req.Follows, func() { r.setNext(req.Follows, id, secrets) })
	}
}
