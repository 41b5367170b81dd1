package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"mercado/game"
	"mercado/game/ai"
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

	// mu serialises the handling of requests: one move at a time.
	mu     sync.Mutex
	tables map[string]*liveTable
}

// liveTable is a table in memory: its stored doc, the KV revision it was read at, and
// the game played to its last move.
type liveTable struct {
	doc   *tableDoc
	rev   uint64
	state *game.State
}

// StartReferee opens the tables' bucket on nc's JetStream, admits the seats of every
// table kept there, lets the computers play where it is their turn, and starts
// answering requests.
func StartReferee(nc *nats.Conn, auth *authenticator, cfg RefereeConfig) (*Referee, error) {
	if cfg.Burst <= 0 {
		cfg.Burst = 20
	}
	if cfg.PerSecond <= 0 {
		cfg.PerSecond = 10
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	kv, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket: tablesBucket, History: 1, Storage: jetstream.FileStorage,
		Replicas: max(cfg.Replicas, 1), MaxValueSize: MaxPayload,
	})
	if err != nil {
		return nil, fmt.Errorf("the tables' bucket: %v", err)
	}
	r := &Referee{nc: nc, kv: kv, auth: auth, cfg: cfg, tables: map[string]*liveTable{},
		limit: newRateLimit(cfg.Burst, cfg.PerSecond, cfg.Now)}
	keys, err := kv.ListKeys(ctx)
	if err != nil {
		return nil, err
	}
	var ids []string
	for id := range keys.Keys() {
		ids = append(ids, id)
	}
	for _, id := range ids {
		if _, err := r.load(id); err != nil {
			return nil, fmt.Errorf("table %s: %v", id, err)
		}
	}
	for _, id := range ids {
		r.playComputers(id, r.tables[id])
	}
	for subject, handle := range map[string]nats.MsgHandler{seatRequests: r.handleSeat, newTableSubject: r.handleNew} {
		sub, err := nc.QueueSubscribe(subject, refereeQueue, handle)
		if err != nil {
			r.Close()
			return nil, err
		}
		r.subs = append(r.subs, sub)
	}
	return r, nc.Flush()
}

// Close stops answering and closes the referee's connection.
func (r *Referee) Close() {
	for _, sub := range r.subs {
		sub.Unsubscribe()
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.nc.Close()
}

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
	state, err := doc.record().Replay()
	if err != nil {
		return nil, fmt.Errorf("the stored game does not replay: %v", err)
	}
	lt := &liveTable{doc: doc, rev: entry.Revision(), state: state}
	r.tables[id] = lt
	r.auth.admitTable(id, doc)
	return lt, nil
}

// errBucketUnreadable says the bucket could not be read just now (a cluster electing a
// new leader, say): the seat is told to ask again, not that its table is unknown.
var errBucketUnreadable = errors.New("the tables' bucket cannot be read")

// table is the live table id, read from the bucket when not in memory.
func (r *Referee) table(id string) (*liveTable, error) {
	if lt := r.tables[id]; lt != nil {
		return lt, nil
	}
	if !validTableID(id) {
		return nil, jetstream.ErrKeyNotFound
	}
	lt, err := r.load(id)
	if err != nil {
		return nil, err
	}
	// Read again after a failed write: a computer whose move was not written plays now.
	r.playComputers(id, lt)
	return r.tables[id], nil
}

func validTableID(id string) bool {
	if id == "" || len(id) > 32 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

func respond(msg *nats.Msg, v any) {
	if msg.Reply == "" {
		return
	}
	data, err := json.Marshal(v)
	if err != nil {
		data, _ = json.Marshal(refuse(refusedMalformed, "the answer could not be written: %v", err))
	}
	msg.Respond(data)
}

// handleSeat answers one seat's request: move, view or record.
func (r *Referee) handleSeat(msg *nats.Msg) {
	id, seat, verb, ok := parseSeatSubject(msg.Subject)
	if !ok {
		respond(msg, refuse(refusedUnknownVerb, "%q is not a seat's request subject", msg.Subject))
		return
	}
	if !r.limit.allow(seatUser(id, seat)) {
		respond(msg, refuse(refusedTooMany, "too many requests from this seat; wait a moment"))
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	lt, err := r.table(id)
	if errors.Is(err, errBucketUnreadable) {
		respond(msg, refuse(refusedUnavailable, "the host cannot read its tables just now; ask again (%v)", err))
		return
	}
	if err != nil || seat >= len(lt.doc.Seats) || lt.doc.Seats[seat].Computer != "" {
		respond(msg, refuse(refusedUnknownTable, "there is no table %q with a person at seat %d", id, seat))
		return
	}
	switch verb {
	case verbView:
		v, err := seatView(id, lt.doc, lt.state, seat)
		if err != nil {
			respond(msg, refuse(refusedMalformed, "the view could not be made: %v", err))
			return
		}
		respond(msg, v)
	case verbRecord:
		if !lt.state.Over() {
			respond(msg, refuse(refusedNotOver, "the record is given once the game is over"))
			return
		}
		data, _ := lt.doc.record().MarshalJSON()
		respond(msg, Reply{OK: true, Record: data})
	case verbMove:
		reply := r.propose(id, lt, seat, msg.Data)
		respond(msg, reply)
		if reply.OK {
			r.playComputers(id, r.tables[id])
		}
	default:
		respond(msg, refuse(refusedUnknownVerb, "%q is not a request (move, view, record)", verb))
	}
}

// propose checks a seat's proposal against the table and applies it.
func (r *Referee) propose(id string, lt *liveTable, seat int, data []byte) Reply {
	p, err := decodeProposal(data)
	if err != nil {
		return refuse(refusedMalformed, "%v", err)
	}
	if lt.doc.replayed(seat, p.ID) {
		return refuse(refusedReplayed, "proposal %q was applied already", p.ID)
	}
	if lt.state.Over() {
		return refuse(refusedOver, "the game is over")
	}
	if p.Revision != len(lt.doc.Moves) {
		return refuse(refusedStale, "the proposal was made at revision %d; the table is at %d", p.Revision, len(lt.doc.Moves))
	}
	if lt.state.ToMove() != seat {
		return refuse(refusedNotYourTurn, "it is seat %d's turn, not yours", lt.state.ToMove())
	}
	m, err := game.ParseMove(p.Move)
	if err == nil {
		err = lt.state.Check(m)
	}
	if err != nil {
		return refuse(refusedIllegal, "%v", err)
	}
	if err := r.commit(id, lt, m, proposalKey(seat, p.ID)); err != nil {
		return refuse(refusedConflict, "%v", err)
	}
	return Reply{OK: true, Revision: len(r.tables[id].doc.Moves)}
}

// commit applies a checked move: the table's entry is updated only if it is still at
// the revision the move was checked against, so a move is applied once, by one
// referee. Then every seat hears of it.
func (r *Referee) commit(id string, lt *liveTable, m game.Move, proposal string) error {
	doc := *lt.doc
	doc.Moves = append(slices.Clone(doc.Moves), m.String())
	doc.Proposals = append(slices.Clone(doc.Proposals), proposal)
	data, err := json.Marshal(&doc)
	if err != nil {
		return err
	}
	ctx, cancel := kvContext()
	defer cancel()
	rev, err := r.kv.Update(ctx, id, data, lt.rev)
	if err != nil {
		delete(r.tables, id) // read again next time: another referee may have moved
		return fmt.Errorf("the table changed while the move was checked; ask for the view again (%v)", err)
	}
	seat := lt.state.ToMove()
	state := lt.state.Clone()
	if err := state.Play(m); err != nil {
		return err // cannot happen: checked by the caller
	}
	r.tables[id] = &liveTable{doc: &doc, rev: rev, state: state}
	r.announce(id, seat, m)
	return nil
}

// announce publishes the move to the table and each person's new view.
func (r *Referee) announce(id string, seat int, m game.Move) {
	lt := r.tables[id]
	ev, _ := json.Marshal(Event{Table: id, Revision: len(lt.doc.Moves), Seat: seat, Move: m.String(), Over: lt.state.Over()})
	r.nc.Publish(eventsSubject(id), ev)
	for s, sd := range lt.doc.Seats {
		if sd.Computer != "" {
			continue
		}
		if v, err := seatView(id, lt.doc, lt.state, s); err == nil {
			data, _ := json.Marshal(v)
			r.nc.Publish(viewSubject(id, s), data)
		}
	}
}

// playComputers plays while a computer seat is to move.
func (r *Referee) playComputers(id string, lt *liveTable) {
	for lt != nil && !lt.state.Over() {
		seat := lt.state.ToMove()
		level := lt.doc.Seats[seat].Computer
		if level == "" {
			return
		}
		rng := game.NewRNG(lt.doc.Seed ^ uint64(seat+1)*0x9e3779b97f4a7c15 ^ uint64(len(lt.doc.Moves))*0xbf58476d1ce4e5b9)
		p, err := ai.NewLimited(level, rng.Uint64(), r.cfg.ComputerBudgetMS, lt.doc.Iterations)
		if err != nil {
			return // cannot happen: levels are checked when the table is made
		}
		m := p.Choose(lt.state)
		if lt.state.Check(m) != nil {
			m = lt.state.LegalMoves(nil)[0] // the levels answer legally; never stall a table
		}
		if r.commit(id, lt, m, "") != nil {
			return
		}
		lt = r.tables[id]
	}
}

// NewTableRequest is what the admin sends on "mercado.new".
type NewTableRequest struct {
	Seats []NewSeat `json:"seats"`
	Money string    `json:"money,omitempty"` // "hidden" (the default) or "open"
	Seed  *uint64   `json:"seed,omitempty"`  // nil: a random deal
	// Iterations gives the computers an iteration budget instead of the clock.
	Iterations int `json:"iterations,omitempty"`
}

// NewSeat is a person's name, or a computer's level (with a name, when the window's setup gave one).
type NewSeat struct {
	Name     string `json:"name,omitempty"`
	Computer string `json:"computer,omitempty"`
}

// NewTableReply answers a NewTableRequest: the table and each person's secret.
type NewTableReply struct {
	Table string          `json:"table"`
	Seats []NewSeatSecret `json:"seats"`
}

// NewSeatSecret is one seat of a new table; Secret is "" for computers.
type NewSeatSecret struct {
	Seat     int    `json:"seat"`
	Name     string `json:"name"`
	Computer string `json:"computer,omitempty"`
	Secret   string `json:"secret,omitempty"`
}

// handleNew makes a table.
func (r *Referee) handleNew(msg *nats.Msg) {
	var req NewTableRequest
	if err := decodeStrict(msg.Data, &req); err != nil {
		respond(msg, refuse(refusedMalformed, "not a new table request: %v", err))
		return
	}
	hidden := true
	switch req.Money {
	case "", "hidden":
	case "open":
		hidden = false
	default:
		respond(msg, refuse(refusedMalformed, `money: "hidden" or "open", not %q`, req.Money))
		return
	}
	clock := game.NewRNG(uint64(time.Now().UnixNano()))
	seed := clock.Uint64()
	if req.Seed != nil {
		seed = *req.Seed
	}
	if req.Iterations < 0 || req.Iterations > 1_000_000 {
		respond(msg, refuse(refusedMalformed, "iterations: 0 to 1000000, not %d", req.Iterations))
		return
	}
	doc, secrets, err := newTableDoc(req.Seats, seed, hidden, req.Iterations)
	if err != nil {
		respond(msg, refuse(refusedMalformed, "%v", err))
		return
	}
	state, err := doc.record().Replay()
	if err != nil {
		respond(msg, refuse(refusedMalformed, "%v", err))
		return
	}
	data, _ := json.Marshal(doc)
	id := randomID(10)
	ctx, cancel := kvContext()
	defer cancel()
	rev, err := r.kv.Create(ctx, id, data)
	if err != nil {
		respond(msg, refuse(refusedConflict, "the table could not be kept: %v", err))
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.tables[id] = &liveTable{doc: doc, rev: rev, state: state}
	r.auth.admitTable(id, doc)
	reply := NewTableReply{Table: id}
	for i, s := range doc.Seats {
		reply.Seats = append(reply.Seats, NewSeatSecret{Seat: i, Name: s.Name, Computer: s.Computer, Secret: secrets[i]})
	}
	respond(msg, reply)
	r.playComputers(id, r.tables[id])
}
