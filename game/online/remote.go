package online

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"mercado/game"
	"mercado/game/reason"
	"mercado/game/table"
)

// Remote is one seat of an online table as the window's board plays it (table.Game).
// What it knows is the seat's views and nothing else: the position is rebuilt from each
// view (View.State: a hidden rival's money guessed as the seat's own, the bag and the
// face-down restaurants in the view's fixed order), so no frame can show what the seat
// may not know. The seat's own moves are proposed in the background and come back, like
// every other seat's, as the views that follow; a refusal is kept for the window to say.
//
// Like a Table, a Remote is for the window's goroutine; the connection's goroutines
// only hand it views and answers under mu.
type Remote struct {
	client *Client
	seat   int
	seats  []table.Seat

	mu       sync.Mutex
	heard    []*View // views not yet played out, oldest first
	answer   error   // the referee's refusal of the last proposal, not yet taken
	inFlight bool    // a proposal is sent and not yet answered
	accepted bool    // the last proposal answered was applied
	final    *table.Table
	finalErr error
	asking   bool // the record is being asked for
	stop     chan struct{}

	// The window's side.
	view    *View // the view the position was last rebuilt from
	state   *game.State
	log     []table.Event
	viewLog int      // the decisions of log that view's position follows
	ready   []played // decisions worked out from heard views, waiting for Poll
	waitFor int      // the revision the own proposal was made at, or -1
	gapWait int      // calls waited for a view missing before the ones heard
	hint    *remoteHint
}

// played is one decision as Poll hands it over, with the position after it.
type played struct {
	ev    table.Event
	after *game.State
	view  *View
}

type remoteHint struct {
	revision int
	done     chan struct{}
	move     game.Move
	value    float64
	reason   reason.Reason
}

var _ table.Game = (*Remote)(nil)

// JoinRemote connects to the invite's seat and reads its view. It blocks on the network,
// so the window calls it off its own goroutine. opt.OnView, if set, hears each view after
// the Remote has kept it.
func JoinRemote(inv Invite, opt ClientOptions) (*Remote, error) {
	r := &Remote{seat: inv.Seat, waitFor: -1, stop: make(chan struct{})}
	heard := opt.OnView // the window's, told after the view is kept (to wake its loop)
	opt.OnView = func(v *View) {
		r.heardView(v)
		if heard != nil {
			heard(v)
		}
	}
	c, err := Connect(inv, opt)
	if err != nil {
		return nil, err
	}
	v, err := c.View()
	if err != nil {
		c.Close()
		return nil, err
	}
	if err := r.begin(c, v); err != nil {
		c.Close()
		return nil, err
	}
	go r.watch()
	return r, nil
}

// begin takes the first view: the seats and the position the board opens on.
func (r *Remote) begin(c *Client, v *View) error {
	s, err := v.State()
	if err != nil {
		return err
	}
	r.client, r.view, r.state = c, v, s
	r.seats = make([]table.Seat, len(v.Players))
	for i, p := range v.Players {
		// Only this seat's person decides at this screen; the others at theirs (Remote)
		// or at the referee (a computer).
		r.seats[i] = table.Seat{Name: p.Name, Kind: table.Remote, Color: p.color()}
		if p.Computer != "" {
			r.seats[i].Kind, r.seats[i].Level = table.Computer, p.Computer
		}
	}
	r.seats[r.seat].Kind = table.Human
	r.mu.Lock()
	r.heard = slices.DeleteFunc(r.heard, func(h *View) bool { return h.Revision <= v.Revision })
	r.mu.Unlock()
	return nil
}

// Resume carries on the seat's log from an earlier session at this screen: log is what
// was played out then, ending at the view from. The decisions made since are worked out
// from the moves the current view lists, played on from's position as after a lost
// connection, and join the log without being played out on the board. It is for right
// after JoinRemote, before the board polls; false (and the log left empty) when from is
// not an earlier view of this seat's game.
func (r *Remote) Resume(log []table.Event, from *View) bool {
	now := r.view
	if from == nil || from.Table != now.Table || from.You != r.seat || from.Revision > now.Revision ||
		len(from.Moves) != from.Revision || len(now.Moves) < from.Revision || !slices.Equal(from.Moves, now.Moves[:from.Revision]) ||
		len(from.Players) != len(now.Players) {
		return false
	}
	if _, err := from.State(); err != nil {
		return false
	}
	state, ready := r.state, r.ready
	r.view, r.ready = from, nil
	r.follow(now)
	gap := r.ready
	r.view, r.state, r.ready, r.hint = now, state, ready, nil
	r.log = slices.Clip(slices.Clone(log))
	for _, p := range gap {
		r.log = append(r.log, p.ev)
	}
	r.viewLog = len(r.log)
	return true
}

// Kept is what Resume takes in a later session: the log played out at this screen up to
// the view on screen, and that view (the seat's own: nothing the seat may not know).
func (r *Remote) Kept() ([]table.Event, *View) {
	return r.log[:r.viewLog:r.viewLog], r.view
}

// heardView keeps a view for the window (called on the connection's goroutines).
func (r *Remote) heardView(v *View) {
	r.mu.Lock()
	r.heard = append(r.heard, v)
	r.mu.Unlock()
}

// watch asks for the view again after a reconnection or a quiet while: views published
// while the seat was away are not sent twice.
func (r *Remote) watch() {
	for {
		select {
		case <-r.stop:
			return
		default:
		}
		if !r.client.wait() && r.client.ConnState() == Connected {
			r.client.View()
		}
	}
}

// Seat is the seat this screen plays.
func (r *Remote) Seat() int { return r.seat }

// Table is the table's id.
func (r *Remote) Table() string { return r.view.Table }

// Invite is the invite this screen took its seat with.
func (r *Remote) Invite() Invite { return r.client.inv }

// View is the view the position on screen was rebuilt from.
func (r *Remote) View() *View { return r.view }

// Players are the seats as the newest view heard shows them, which may be ahead of the
// position on screen (views of one revision are published again when only a presence or
// a vote changed): each person's presence, the computer standing in, the votes so far.
func (r *Remote) Players() []PlayerView {
	if v := r.client.Latest(); v != nil {
		return slices.Clone(v.Players)
	}
	return slices.Clone(r.view.Players)
}

// Vote asks the referee to hand another person's vacant seat to a computer.
func (r *Remote) Vote(v Vote) (Reply, error) { return r.client.Vote(v) }

// Reclaim takes this seat back from the computer the others handed it to.
func (r *Remote) Reclaim() (Reply, error) { return r.client.Reclaim() }

// Connection is the state of the seat's connection: "here", "reconnecting" or "closed".
func (r *Remote) Connection() string {
	switch r.client.ConnState() {
	case Connected:
		return "here"
	case Closed:
		return "closed"
	}
	return "reconnecting"
}

// State is the position as the seat knows it.
func (r *Remote) State() *game.State { return r.state }

// Seats are the table's seats: this screen's is the one Human.
func (r *Remote) Seats() []table.Seat { return slices.Clone(r.seats) }

// Humans counts the people at this screen: one.
func (r *Remote) Humans() int { return 1 }

// Log is every decision played out at this screen since the seat joined (with Resume,
// since it first joined here).
func (r *Remote) Log() []table.Event { return r.log[:len(r.log):len(r.log)] }

// Over: the game has ended and every decision has been played out.
func (r *Remote) Over() bool { return r.view.Over && len(r.ready) == 0 }

// HumanToMove: it is this seat's turn, the screen shows the latest position, no
// proposal of its own is on its way, and the seat is still played here.
func (r *Remote) HumanToMove() bool {
	r.take()
	return !r.view.Over && len(r.ready) == 0 && r.waitFor < 0 && r.view.ToMove != nil && *r.view.ToMove == r.seat &&
		!r.client.Displaced()
}

// Displaced says the seat is now played on another device (the newer takes it): this
// screen may only look on.
func (r *Remote) Displaced() bool { return r.client.Displaced() }

// Thinking: another seat is deciding, or the own move is on its way.
func (r *Remote) Thinking() bool { return !r.view.Over && !r.HumanToMove() }

// ThinkingTakesLong is true: the other seats' people decide at their own pace.
func (r *Remote) ThinkingTakesLong() bool { return true }

// HardBudgetMS is the hint's budget (the seats' own computers think at the referee).
func (r *Remote) HardBudgetMS() int { return 0 }

// Play proposes the seat's move. It is checked here first with the engine, so an illegal
// move is refused at once with the engine's reason; a legal one is sent (ErrPending) and
// comes back through Poll once the referee has applied it.
func (r *Remote) Play(m game.Move) (table.Event, error) {
	if !r.HumanToMove() {
		return table.Event{}, errors.New("it is not your turn")
	}
	if _, err := table.Step(r.state.Clone(), m, false); err != nil {
		return table.Event{}, err
	}
	p := Proposal{ID: RandomID(22), Revision: r.view.Revision, Move: m.String()}
	r.waitFor = p.Revision
	r.mu.Lock()
	r.inFlight = true
	r.mu.Unlock()
	go r.propose(p)
	return table.Event{}, table.ErrPending
}

// propose sends p until the referee answers, and keeps a refusal for the window.
func (r *Remote) propose(p Proposal) {
	reply, err := r.client.proposeUntilAnswered(p)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.inFlight, r.accepted = false, false
	switch {
	case err != nil:
		r.answer = err
	case reply.Refused == "" || reply.Refused == RefusedReplayed: // applied; the view follows
		r.accepted = true
	default:
		r.answer = &RefusedError{reply}
	}
}

// Refused is the referee's refusal of the seat's last move, once; nil when there is none.
// The position is the referee's: the seat may decide again.
func (r *Remote) Refused() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	err := r.answer
	r.answer = nil
	return err
}

// EndsTurn: m would end the seat's turn.
func (r *Remote) EndsTurn(m game.Move) bool {
	ev, err := table.Step(r.state.Clone(), m, false)
	return err == nil && ev.EndsTurn
}

// Poll hands over the next decision heard from the referee (the seat's own included),
// with the position after it; it never blocks.
func (r *Remote) Poll() (table.Event, bool) {
	r.take()
	if len(r.ready) == 0 {
		return table.Event{}, false
	}
	p := r.ready[0]
	r.ready = r.ready[1:]
	r.state = p.after
	if p.view != nil {
		r.view = p.view
	}
	r.log = append(r.log, p.ev)
	if p.view != nil {
		r.viewLog = len(r.log)
	}
	r.hint = nil
	return p.ev, true
}

// take works out the decisions of the views heard since the last call.
func (r *Remote) take() {
	r.mu.Lock()
	heard := r.heard
	r.heard = nil
	inFlight, accepted := r.inFlight, r.accepted
	r.mu.Unlock()
	slices.SortStableFunc(heard, func(x, y *View) int { return x.Revision - y.Revision })
	for i, v := range heard {
		if next := r.latest().Revision + 1; v.Revision > next && r.gapWait < gapPatience {
			// A view is missing before this one; it may be on its way (an answer and a
			// published view can cross): wait a few calls for it before jumping.
			r.gapWait++
			r.mu.Lock()
			r.heard = append(heard[i:len(heard):len(heard)], r.heard...)
			r.mu.Unlock()
			break
		}
		if v.Revision > r.latest().Revision {
			r.gapWait = 0
		}
		r.follow(v)
	}
	if r.waitFor >= 0 && !inFlight && (!accepted || r.latest().Revision > r.waitFor) {
		r.waitFor = -1 // the move is applied (its decision is ready) or was refused
	}
}

// gapPatience is how many calls (frames, in the window) a view heard after a missing one
// waits for it; then the missing moves are played out on the guessed position.
const gapPatience = 60

// latest is the newest view worked out: the last ready decision's, or the one on screen.
func (r *Remote) latest() *View {
	for i := len(r.ready) - 1; i >= 0; i-- {
		if r.ready[i].view != nil {
			return r.ready[i].view
		}
	}
	return r.view
}

// follow plays out the moves between the newest view worked out and v. Each is played
// on the position the seat knew just before it; the position after the last is v's own.
// Only after views were missed (a lost connection) are there several, and then a move
// that the guessed parts (the bag's order) make unplayable here ends the run: v's
// position replaces the guess, and the moves not played out are left out of the log.
func (r *Remote) follow(v *View) {
	from := r.latest()
	if v.Table != from.Table || v.You != r.seat || v.Revision <= from.Revision || len(v.Moves) != v.Revision {
		return
	}
	after, err := v.State()
	if err != nil {
		return
	}
	s, err := steppingState(from)
	if err != nil {
		return
	}
	done := from.Revision
	var turnedUp [][game.NumRestaurants]int // worked out at the first restaurant turned up
	for i := from.Revision; i < v.Revision; i++ {
		m, err := game.ParseMove(v.Moves[i])
		if err != nil {
			break
		}
		seat := s.ToMove()
		if turnsUp(s, m) {
			if turnedUp == nil {
				turnedUp = gapReveals(from, v)
			}
			trueFaceDown(s, m, &turnedUp[seat])
		}
		ev, err := table.Step(s, m, r.seats[seat].Kind == table.Computer)
		if err != nil {
			break
		}
		for p := range from.Players {
			if from.Players[p].Money == nil { // the stepping guess is no one's money
				ev.MoneyBefore[p] = *from.Players[r.seat].Money
			}
		}
		p := played{ev: ev, after: s}
		if i == v.Revision-1 {
			p.ev.Revealed = revealed(from, v, ev)
			p.after, p.view = after, v
		}
		r.ready = append(r.ready, p)
		s = s.Clone()
		done++
	}
	if done == v.Revision {
		return
	}
	if n := len(r.ready); n > 0 {
		r.ready[n-1].after, r.ready[n-1].view = after, v
		return
	}
	r.state, r.view, r.hint = after, v, nil
	r.viewLog = len(r.log)
}

// gapReveals is, for each seat, the restaurants it turned up between two views of the
// seat's: what joined its supply (the later view's supply, less the earlier's, plus what
// it opened meanwhile, which each move names). Who opened what is found by playing the
// moves out on the guess, corrected as it goes: a guess corrected with too little may
// make a later move unplayable, so the moves are played again with what was learnt, until
// nothing more is.
func gapReveals(from, to *View) [][game.NumRestaurants]int {
	diff := make([][game.NumRestaurants]int, len(from.Players))
	count := func(names []string, seat, sign int) {
		for _, name := range names {
			if r, ok := game.ParseRestaurant(name); ok {
				diff[seat][r] += sign
			}
		}
	}
	for seat := range diff {
		if seat < len(to.Players) {
			count(to.Players[seat].Restaurants, seat, 1)
			count(from.Players[seat].Restaurants, seat, -1)
		}
	}
	opened := make([][game.NumRestaurants]int, len(diff))
	for range 4 {
		now, whole := openedInGap(from, to, sumCounts(diff, opened))
		if whole || slices.Equal(now, opened) {
			return sumCounts(diff, now)
		}
		opened = now
	}
	return sumCounts(diff, opened)
}

// openedInGap plays the moves between two views out on the guess, correcting each
// face-down restaurant turned up with turned (each seat's), and counts the restaurants
// each seat opened; whole says every move could be played.
func openedInGap(from, to *View, turned [][game.NumRestaurants]int) ([][game.NumRestaurants]int, bool) {
	opened := make([][game.NumRestaurants]int, len(turned))
	s, err := steppingState(from)
	if err != nil {
		return opened, false
	}
	for i := from.Revision; i < to.Revision && i < len(to.Moves); i++ {
		m, err := game.ParseMove(to.Moves[i])
		seat := s.ToMove()
		if err != nil || seat >= len(turned) {
			return opened, false
		}
		trueFaceDown(s, m, &turned[seat])
		if m.Kind == game.OpenRestaurant {
			opened[seat][m.Restaurant]++
		}
		if s.Play(m) != nil {
			return opened, false
		}
	}
	return opened, true
}

// sumCounts adds two lists of counts, seat by seat.
func sumCounts(a, b [][game.NumRestaurants]int) [][game.NumRestaurants]int {
	out := slices.Clone(a)
	for seat := range out {
		for r := range out[seat] {
			out[seat][r] += b[seat][r]
		}
	}
	return out
}

// turnsUp says move m turns up a face-down restaurant in s.
func turnsUp(s *game.State, m game.Move) bool {
	return (m.Kind == game.OpenStand || m.Kind == game.OpenRestaurant) && s.Space(m.Space).Kind == game.FaceDown
}

// trueFaceDown makes the face-down restaurant move m turns up in the guess s one that its
// mover is known to have turned up (left), so that a log played out over missed views
// names what the seats saw, not the guess.
func trueFaceDown(s *game.State, m game.Move, left *[game.NumRestaurants]int) {
	if !turnsUp(s, m) {
		return
	}
	if guess := s.Space(m.Space).Restaurant; left[guess] > 0 {
		left[guess]--
		return
	}
	for r := range left {
		if left[r] > 0 && s.SwapFaceDown(m.Space, game.Restaurant(r)) {
			left[r]--
			return
		}
	}
}

// steppingState is v's position for playing the next moves on: as View.State, but a
// rival whose money is hidden gets more than any move costs, so that the moves they made
// are playable here (the guess is never shown: the money stays hidden on screen).
func steppingState(v *View) (*game.State, error) {
	if v.Money != "hidden" {
		return v.State()
	}
	rich := *v
	rich.Players = slices.Clone(v.Players)
	plenty := steppingMoney
	for i := range rich.Players {
		if rich.Players[i].Money == nil {
			rich.Players[i].Money = &plenty
		}
	}
	return rich.State()
}

// steppingMoney is more than the dearest decision costs.
const steppingMoney = 1000

// revealed is the face-down restaurant that the decision ev turned up, read from what
// the next view shows (the guess the position was dealt with is not the truth): the
// restaurant that joined the mover's supply.
func revealed(before, after *View, ev table.Event) game.Restaurant {
	if !ev.RevealedAny || ev.Seat >= len(before.Players) || ev.Seat >= len(after.Players) {
		return ev.Revealed
	}
	had := slices.Clone(before.Players[ev.Seat].Restaurants)
	if ev.Move.Kind == game.OpenRestaurant { // it left the supply as the other came in
		if i := slices.Index(had, ev.Move.Restaurant.String()); i >= 0 {
			had = slices.Delete(had, i, i+1)
		}
	}
	for _, name := range after.Players[ev.Seat].Restaurants {
		if i := slices.Index(had, name); i >= 0 {
			had = slices.Delete(had, i, i+1)
			continue
		}
		if got, ok := game.ParseRestaurant(name); ok {
			return got
		}
	}
	return ev.Revealed
}

// Record is the game's record once the referee has given it; before that, only the
// names and the moves (a record that replays would tell every seat's money).
func (r *Remote) Record() *game.Record {
	if t, ok := r.Final(); ok {
		return t.Record()
	}
	names := make([]string, len(r.seats))
	for i, s := range r.seats {
		names[i] = s.Name
	}
	return &game.Record{Players: names, MoneyHidden: r.view.Money == "hidden", Moves: slices.Clone(r.view.Moves)}
}

// Final is the whole game once it is over: the referee's record replayed. The first call
// after the end asks for it in the background.
func (r *Remote) Final() (*table.Table, bool) {
	if !r.Over() {
		return nil, false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.final != nil {
		return r.final, true
	}
	if !r.asking {
		r.asking = true
		go r.fetchRecord()
	}
	return nil, false
}

// FinalError is why the record could not be had, if it could not.
func (r *Remote) FinalError() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.finalErr
}

func (r *Remote) fetchRecord() {
	for tries := 0; ; tries++ {
		t, err := r.finalTable()
		r.mu.Lock()
		if err == nil {
			r.final, r.finalErr = t, nil
			r.mu.Unlock()
			return
		}
		r.finalErr = err
		r.mu.Unlock()
		select {
		case <-r.stop:
			return
		case <-time.After(time.Second):
		}
	}
}

func (r *Remote) finalTable() (*table.Table, error) {
	data, err := r.client.Record()
	if err != nil {
		return nil, err
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		return nil, fmt.Errorf("the host's record: %v", err)
	}
	seats := make([]table.Seat, len(r.seats))
	for i, p := range r.view.Players {
		seats[i] = table.Seat{Name: p.Name, Kind: table.Human, Color: p.color()}
		if p.Computer != "" {
			// A level the window does not offer (random, for tests) replays as easy: the
			// record holds the moves, not who chose them.
			seats[i].Kind, seats[i].Level = table.Computer, "easy"
			if slices.Contains(table.Levels, p.Computer) {
				seats[i].Level = p.Computer
			}
		}
	}
	return table.FromRecord(rec, seats)
}

// CanUndo: a move made at an online table is the table's; it is not taken back.
func (r *Remote) CanUndo() bool { return false }

// Undo is not offered online.
func (r *Remote) Undo() bool { return false }

// StartHint looks for a good move from what the seat sees (its view's position; with
// hidden money the rivals' money is the guess, never the truth).
func (r *Remote) StartHint() {
	if !r.HumanToMove() || r.hint != nil && r.hint.revision == r.view.Revision {
		return
	}
	h := &remoteHint{revision: r.view.Revision, done: make(chan struct{})}
	r.hint = h
	s := r.state.Clone()
	go func() {
		defer close(h.done)
		ranked := table.HintRanked(s)
		if len(ranked) == 0 {
			return
		}
		h.move, h.value = ranked[0].Move, ranked[0].Value
		list := make([]reason.Ranked, len(ranked))
		for i, x := range ranked {
			list[i] = reason.Ranked{Move: x.Move, Value: x.Value}
		}
		h.reason = reason.Explain(s, list)
	}()
}

func (r *Remote) hintDone() bool {
	if r.hint == nil || r.hint.revision != r.view.Revision {
		return false
	}
	select {
	case <-r.hint.done:
		return true
	default:
		return false
	}
}

// HintThinking: a hint is being worked out.
func (r *Remote) HintThinking() bool {
	return r.hint != nil && r.hint.revision == r.view.Revision && !r.hintDone()
}

// Hint is the hint once ready.
func (r *Remote) Hint() (game.Move, float64, bool) {
	if !r.hintDone() {
		return game.Move{}, 0, false
	}
	return r.hint.move, r.hint.value, true
}

// HintReason is why the hint's move, once ready.
func (r *Remote) HintReason() (reason.Reason, bool) {
	if !r.hintDone() {
		return reason.Reason{}, false
	}
	return r.hint.reason, r.hint.reason.Move == r.hint.move
}

// ErrNoConcede says conceding is not offered at an online table.
var ErrNoConcede = errors.New("an online game cannot be conceded")

// Concede is not offered online: the others play on.
func (r *Remote) Concede(int) error { return ErrNoConcede }

// SaveError: the table is kept by the host, not here.
func (r *Remote) SaveError() error { return nil }

// Resave has nothing to do.
func (r *Remote) Resave() error { return nil }

// Close ends the seat's connection; the table goes on at the host.
func (r *Remote) Close() {
	select {
	case <-r.stop:
	default:
		close(r.stop)
		r.client.Close()
	}
}
