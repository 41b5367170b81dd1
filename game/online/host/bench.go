//go:build !js

package host

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/nats-io/nats.go"

	"mercado/game"
	"mercado/game/online"
)

// The bench: N tables of three people, each seat a bot with its own connection, against
// one host over loopback. The host runs in a child process so that its memory is its
// own; the bots run here. It measures, over a window while every table is being played,
// the moves applied a second, the time from a proposal to every seat of the table
// having heard the view it made (p50, p99), and the host's resident memory per live
// table.

// BenchConfig says what to bench.
type BenchConfig struct {
	Tables int           // tables played at once
	Window time.Duration // how long to measure, once every table is under way
	// HostCommand makes the command that runs `mercado host ARGS` (the bench adds its
	// arguments); the bench reads the host's ready line from its standard output.
	HostCommand func(args ...string) *exec.Cmd
	// Progress, when set, hears what the bench is doing.
	Progress func(format string, args ...any)
	// Profile, when set, is a folder where the host writes its processor profile of the
	// whole run and its memory profile at the end (profile.go), for `go tool pprof`.
	Profile string
	// Think is the bots' mean think time: a bot whose turn it is waits between half and
	// one and a half times this (uniformly) before it proposes, as a person looks at the
	// board before moving. 0: bots answer at once, and the bench measures how many moves
	// the host carries when every table asks as fast as it is answered (a queue, not a
	// player's wait). With N tables the bots offer at most N / Think moves a second.
	Think time.Duration
}

// BenchResult is what the bench measured.
type BenchResult struct {
	Tables int `json:"tables"`
	// Games is how many games ended in the window: each table whose game ends is
	// replaced by a new one, with new seats, so that Tables are played at once throughout.
	Games         int     `json:"games"`
	WindowSeconds float64 `json:"window_s"`
	Moves         int     `json:"moves"`
	MovesPerSec   float64 `json:"moves_per_s"`
	P50MS         float64 `json:"p50_ms"`
	P99MS         float64 `json:"p99_ms"`
	MaxMS         float64 `json:"max_ms"`
	// HostRSSIdleMB is the host's resident memory before any table, HostRSSMB with
	// every table live; KBPerTable the difference shared among the tables.
	HostRSSIdleMB float64 `json:"host_rss_idle_mb"`
	HostRSSMB     float64 `json:"host_rss_mb"`
	KBPerTable    float64 `json:"kb_per_table"`
	// HostCPUMS and BotsCPUMS are the processor time the host and the bots spent per
	// move in the window (user and system; a figure a busy machine does not change much).
	HostCPUMS float64 `json:"host_cpu_ms_per_move"`
	BotsCPUMS float64 `json:"bots_cpu_ms_per_move"`
	// LoadAverage is the machine's one-minute load average at the end (the host, the
	// bots and whatever else runs).
	LoadAverage string `json:"load_average"`
	// ThinkMS is the bots' mean think time; OfferedPerSec the most moves a second the
	// tables could make with it if the host answered at once (Tables / think time).
	ThinkMS       float64 `json:"think_ms"`
	OfferedPerSec float64 `json:"offered_moves_per_s,omitempty"`
}

// benchTable times one table: when each move was proposed, and which seats have heard
// the view it made.
type benchTable struct {
	mu       sync.Mutex
	seats    int
	proposed map[int]time.Time // the revision a move makes → when it was proposed
	heard    map[int]int       // that revision → seats that have heard it
	newest   []int             // per seat, the newest revision heard
	over     chan struct{}     // closed once a seat has heard the game end
	clock    *benchClock
}

// benchClock gathers the latencies and moves inside the window.
type benchClock struct {
	mu        sync.Mutex
	measuring bool
	latencies []time.Duration
	moves     atomic.Int64
	games     atomic.Int64
}

func (b *benchClock) record(d time.Duration) {
	b.mu.Lock()
	if b.measuring {
		b.latencies = append(b.latencies, d)
	}
	b.mu.Unlock()
}

// heardView notes that seat heard the view at revision; once every seat has heard a
// revision, its latency is recorded.
func (t *benchTable) heardView(seat, revision int, over bool, clock *benchClock) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if over {
		select {
		case <-t.over:
		default:
			close(t.over)
		}
	}
	if revision <= t.newest[seat] {
		return // a view again at the same revision (presence), or an old one
	}
	t.newest[seat] = revision
	at, ok := t.proposed[revision]
	if !ok {
		return
	}
	t.heard[revision]++
	if t.heard[revision] == t.seats {
		clock.record(time.Since(at))
		delete(t.proposed, revision)
		delete(t.heard, revision)
	}
}

// RunBench runs the bench.
func RunBench(cfg BenchConfig) (BenchResult, error) {
	say := cfg.Progress
	if say == nil {
		say = func(string, ...any) {}
	}
	res := BenchResult{Tables: cfg.Tables, ThinkMS: float64(cfg.Think.Microseconds()) / 1000}
	if cfg.Think > 0 {
		res.OfferedPerSec = float64(cfg.Tables) / cfg.Think.Seconds()
	}
	dir, err := os.MkdirTemp("", "mercado-bench-")
	if err != nil {
		return res, err
	}
	defer os.RemoveAll(dir)
	host, err := startBenchHost(cfg, dir)
	if err != nil {
		return res, err
	}
	defer host.stop()
	time.Sleep(500 * time.Millisecond) // let the host settle before its idle memory is read
	res.HostRSSIdleMB = residentMB(host.pid)

	admin, err := newBenchAdmin(host.admin)
	if err != nil {
		return res, err
	}
	defer admin.nc.Close()
	clock := &benchClock{}
	slots := make([]*benchSlot, cfg.Tables)
	defer closeSlots(slots)
	say("making %d tables and connecting their %d seats", cfg.Tables, 3*cfg.Tables)
	err = parallel(cfg.Tables, 32, func(i int) error {
		slots[i] = &benchSlot{}
		return slots[i].seat(admin, clock, uint64(i))
	})
	if err != nil {
		return res, err
	}
	say("playing")
	stop := make(chan struct{})
	playing := playSlots(slots, admin, clock, cfg.Think, stop)
	go heartbeats(slots, stop)
	// Measure once every table has made a move (the connections' first heartbeats and
	// views are behind), or after a while at most.
	for waited := 0; waited < 600 && !allUnderWay(slots); waited++ {
		time.Sleep(100 * time.Millisecond)
	}
	say("measuring for %v", cfg.Window)
	startGames := measureWindow(&res, cfg, host.pid, clock)
	close(stop)
	res.Games = int(clock.games.Load() - startGames)
	res.KBPerTable = (res.HostRSSMB - res.HostRSSIdleMB) * 1024 / float64(cfg.Tables)
	if data, err := os.ReadFile("/proc/loadavg"); err == nil {
		res.LoadAverage = strings.Join(strings.Fields(string(data))[:3], " ")
	}
	playing.Wait()
	return res, nil
}

// benchHost is the host the bench plays against, a child process.
type benchHost struct {
	cmd     *exec.Cmd
	pid     int
	admin   string // the admin's URL, from the host's ready line
	profile bool   // the host writes profiles as it stops
}

// startBenchHost starts `mercado host` on a loopback port with its data in dir, and
// waits for its ready line.
func startBenchHost(cfg BenchConfig, dir string) (*benchHost, error) {
	cmd := cfg.HostCommand("--listen", "127.0.0.1:0", "--ws", "", "--data", dir, "--json")
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = os.Stderr
	if cfg.Profile != "" {
		cmd.Env = append(cmd.Environ(), profileEnv+"="+cfg.Profile)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting the host: %v", err)
	}
	host := &benchHost{cmd: cmd, pid: cmd.Process.Pid, profile: cfg.Profile != ""}
	line, err := bufio.NewReader(out).ReadBytes('\n')
	if err != nil {
		host.stop()
		return nil, fmt.Errorf("the host printed no ready line: %v", err)
	}
	var ready struct{ Admin string }
	if err := json.Unmarshal(line, &ready); err != nil || ready.Admin == "" {
		host.stop()
		return nil, fmt.Errorf("the host's ready line %q: %v", line, err)
	}
	host.admin = ready.Admin
	return host, nil
}

// stop stops the host and waits for it to end.
func (h *benchHost) stop() {
	if h.profile {
		h.cmd.Process.Signal(syscall.SIGTERM) // the host writes its profiles as it stops
	} else {
		h.cmd.Process.Kill()
	}
	h.cmd.Wait()
}

// playSlots plays every slot's tables, each on its own goroutine, until stop; the
// returned group is done once they all have stopped.
func playSlots(slots []*benchSlot, admin *benchAdmin, clock *benchClock, think time.Duration, stop <-chan struct{}) *sync.WaitGroup {
	var wg sync.WaitGroup
	for i, slot := range slots {
		wg.Add(1)
		go func() {
			defer wg.Done()
			slot.run(admin, clock, uint64(i), len(slots), think, stop)
		}()
	}
	return &wg
}

// heartbeats sends every seat's heartbeat until stop, from one goroutine, spread over
// the interval as people's clients, started at different times, send theirs.
func heartbeats(slots []*benchSlot, stop <-chan struct{}) {
	const steps = 100
	ticker := time.NewTicker(DefaultHeartbeat / steps)
	defer ticker.Stop()
	for step := 0; ; step = (step + 1) % steps {
		select {
		case <-stop:
			return
		case <-ticker.C:
		}
		for i := step * len(slots) / steps; i < (step+1)*len(slots)/steps; i++ {
			slots[i].heartbeat()
		}
	}
}

// measureWindow measures for cfg.Window while the tables are played: the moves, their
// latencies and the processor time they took, and the host's memory halfway (when it
// writes its memory profile too, if asked). It returns the games ended before the window.
func measureWindow(res *BenchResult, cfg BenchConfig, pid int, clock *benchClock) int64 {
	clock.mu.Lock()
	clock.measuring = true
	clock.mu.Unlock()
	startMoves, startGames := clock.moves.Load(), clock.games.Load()
	hostCPU, botsCPU := processCPU(pid), selfCPU()
	start := time.Now()
	time.Sleep(cfg.Window / 2)
	res.HostRSSMB = residentMB(pid)
	if cfg.Profile != "" {
		os.WriteFile(filepath.Join(cfg.Profile, heapNow), nil, 0o644) // the host writes its memory now
	}
	time.Sleep(cfg.Window - cfg.Window/2)
	clock.mu.Lock()
	clock.measuring = false
	latencies := slices.Clone(clock.latencies)
	clock.mu.Unlock()
	elapsed := time.Since(start)
	res.Moves = int(clock.moves.Load() - startMoves)
	hostCPU, botsCPU = processCPU(pid)-hostCPU, selfCPU()-botsCPU
	if res.Moves > 0 {
		res.HostCPUMS = float64(hostCPU.Microseconds()) / 1000 / float64(res.Moves)
		res.BotsCPUMS = float64(botsCPU.Microseconds()) / 1000 / float64(res.Moves)
	}
	res.WindowSeconds = elapsed.Seconds()
	res.MovesPerSec = float64(res.Moves) / elapsed.Seconds()
	if len(latencies) > 0 {
		slices.Sort(latencies)
		ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
		res.P50MS = ms(latencies[len(latencies)/2])
		res.P99MS = ms(latencies[len(latencies)*99/100])
		res.MaxMS = ms(latencies[len(latencies)-1])
	}
	return startGames
}

// benchAdmin makes the bench's tables over one admin connection.
type benchAdmin struct {
	nc     *nats.Conn
	server string // the host's URL without the admin's credential, for the invites
}

func newBenchAdmin(adminURL string) (*benchAdmin, error) {
	nc, err := nats.Connect(adminURL, nats.Name("mercado bench"))
	if err != nil {
		return nil, fmt.Errorf("could not reach the host: %v", err)
	}
	return &benchAdmin{nc: nc, server: strings.Replace(adminURL, adminURL[len("nats://"):strings.LastIndexByte(adminURL, '@')+1], "", 1)}, nil
}

// newTable makes a hidden-money table of three people.
func (a *benchAdmin) newTable(seed uint64) ([]online.Invite, error) {
	req, _ := json.Marshal(online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Name: "Inês"}}, Seed: &seed})
	msg, err := askReferee(a.nc, req, 60*time.Second)
	if err != nil {
		return nil, fmt.Errorf("a new table: %v", err)
	}
	var reply online.NewTableReply
	if err := json.Unmarshal(msg.Data, &reply); err != nil || reply.Table == "" {
		return nil, fmt.Errorf("a new table: the host answered %s", msg.Data)
	}
	var invites []online.Invite
	for _, s := range reply.Seats {
		invites = append(invites, online.Invite{Server: a.server, Table: reply.Table, Seat: s.Seat, Secret: s.Secret})
	}
	return invites, nil
}

// benchSlot is one of the tables played at once: when its game ends, a new table with
// new seats takes its place.
type benchSlot struct {
	mu    sync.Mutex
	table *benchTable
	seats []*benchSeat
}

// seat makes a new table and connects its seats.
func (slot *benchSlot) seat(admin *benchAdmin, clock *benchClock, seed uint64) error {
	invites, err := admin.newTable(seed)
	if err != nil {
		return err
	}
	t := &benchTable{seats: len(invites), proposed: map[int]time.Time{}, heard: map[int]int{}, newest: make([]int, len(invites)),
		over: make(chan struct{}), clock: clock}
	var seats []*benchSeat
	for _, inv := range invites {
		bs, err := connectBenchSeat(inv, t)
		if err != nil {
			for _, bs := range seats {
				bs.nc.Close()
			}
			return err
		}
		seats = append(seats, bs)
	}
	slot.mu.Lock()
	slot.table, slot.seats = t, seats
	slot.mu.Unlock()
	return nil
}

// run plays the slot's tables one after another until stop.
func (slot *benchSlot) run(admin *benchAdmin, clock *benchClock, seed uint64, stride int, think time.Duration, stop <-chan struct{}) {
	for game := uint64(0); ; game++ {
		slot.mu.Lock()
		t, seats := slot.table, slot.seats
		slot.mu.Unlock()
		var wg sync.WaitGroup
		for i, bs := range seats {
			wg.Add(1)
			go func() {
				defer wg.Done()
				bs.play(seed*4+uint64(i)+game<<32, think, t.over, stop)
			}()
		}
		select {
		case <-stop:
		case <-t.over:
			clock.games.Add(1)
		}
		wg.Wait()
		slot.close()
		select {
		case <-stop:
			return
		default:
		}
		if slot.seat(admin, clock, seed+uint64(stride)*(game+1)) != nil {
			return
		}
	}
}

// allUnderWay says whether every slot's table has made a move.
func allUnderWay(slots []*benchSlot) bool {
	for _, slot := range slots {
		slot.mu.Lock()
		t := slot.table
		slot.mu.Unlock()
		t.mu.Lock()
		moved := slices.Max(t.newest) > 0
		t.mu.Unlock()
		if !moved {
			return false
		}
	}
	return true
}

// heartbeat says the slot's seats are here, those that have not said anything else in
// the last heartbeat interval (as Client does).
func (slot *benchSlot) heartbeat() {
	slot.mu.Lock()
	defer slot.mu.Unlock()
	for _, bs := range slot.seats {
		if time.Since(time.Unix(0, bs.lastWord.Load())) >= DefaultHeartbeat {
			bs.lastWord.Store(time.Now().UnixNano())
			bs.nc.Publish(online.SeatSubject(bs.inv.Table, bs.inv.Seat, online.VerbHere), nil)
		}
	}
}

// closeSlots closes the seats of every slot made.
func closeSlots(slots []*benchSlot) {
	for _, slot := range slots {
		if slot != nil {
			slot.close()
		}
	}
}

// close closes the slot's seats.
func (slot *benchSlot) close() {
	slot.mu.Lock()
	defer slot.mu.Unlock()
	for _, bs := range slot.seats {
		bs.nc.Close()
	}
	slot.seats = nil
}

// benchSeat is a bot's seat, as lean a client as the protocol allows (the bench
// measures the service): it reads of each view only what it needs to move.
type benchSeat struct {
	nc    *nats.Conn
	inv   online.Invite
	table *benchTable
	mu    sync.Mutex
	view  benchView // the newest heard
	wake  chan struct{}
	// lastWord is when the referee last heard the seat (Unix nanoseconds): an answered
	// request, or a heartbeat.
	lastWord atomic.Int64
}

// benchResync is how long a bench seat waits without news before it asks for its view.
// Views are pushed; asking only covers one lost. Client asks after two quiet seconds,
// which at a thousand tables is more view requests than moves (see docs/online.md).
const benchResync = 10 * time.Second

// benchView is the part of a view a bot needs.
type benchView struct {
	You      int      `json:"you"`
	Revision int      `json:"revision"`
	ToMove   *int     `json:"to_move"`
	Over     bool     `json:"over"`
	Legal    []string `json:"legal"`
}

func connectBenchSeat(inv online.Invite, t *benchTable) (*benchSeat, error) {
	bs := &benchSeat{inv: inv, table: t, wake: make(chan struct{}, 1), view: benchView{Revision: -1}}
	nc, err := nats.Connect(inv.Server, nats.UserInfo(online.SeatUser(inv.Table, inv.Seat), inv.Secret),
		nats.CustomInboxPrefix(online.InboxPrefix(inv.Table, inv.Seat)), nats.MaxReconnects(-1))
	if err != nil {
		return nil, err
	}
	bs.nc = nc
	heard := func(m *nats.Msg) {
		var v benchView
		if json.Unmarshal(m.Data, &v) == nil {
			bs.hear(v)
		}
	}
	// A seat hears its views (each names the move that made it) and its answers: all
	// Client hears.
	if _, err := nc.Subscribe(online.ViewSubject(inv.Table, inv.Seat), heard); err != nil {
		return nil, err
	}
	bs.lastWord.Store(time.Now().UnixNano())
	nc.Publish(online.SeatSubject(inv.Table, inv.Seat, online.VerbHere), nil)
	return bs, nc.Flush()
}

// ask asks for the seat's view, as a client does after a quiet while.
func (bs *benchSeat) ask() {
	sent := time.Now()
	if msg, err := bs.nc.Request(online.SeatSubject(bs.inv.Table, bs.inv.Seat, online.VerbView), nil, online.RequestTimeout); err == nil {
		bs.lastWord.Store(sent.UnixNano())
		var v benchView
		if json.Unmarshal(msg.Data, &v) == nil && (v.ToMove != nil || v.Over) {
			bs.hear(v)
		}
	}
}

// hear takes a view the seat heard, pushed or asked for: the table's clock notes it, and
// the seat keeps it if it is the newest and wakes its player.
func (bs *benchSeat) hear(v benchView) {
	bs.table.heardView(bs.inv.Seat, v.Revision, v.Over, bs.table.clock)
	bs.mu.Lock()
	if v.Revision >= bs.view.Revision {
		bs.view = v
	}
	bs.mu.Unlock()
	nudge(bs.wake)
}

// play plays the seat with uniformly random legal moves until the game is over, or
// stop, thinking about each for a while around think.
func (bs *benchSeat) play(seed uint64, think time.Duration, over, stop <-chan struct{}) {
	rng := game.NewRNG(seed*0x9e3779b97f4a7c15 + 1)
	proposed := -1
	bs.ask()
	for {
		select {
		case <-stop:
			return
		case <-over:
			return
		case <-bs.wake:
		case <-time.After(benchResync):
			bs.ask()
		}
		bs.mu.Lock()
		v := bs.view
		bs.mu.Unlock()
		if v.Over || v.ToMove == nil || *v.ToMove != v.You || v.Revision <= proposed || len(v.Legal) == 0 {
			continue
		}
		proposed = v.Revision
		if think > 0 {
			select {
			case <-stop:
				return
			case <-over:
				return
			case <-time.After(think/2 + time.Duration(rng.Uint64()%uint64(think))):
			}
		}
		data, _ := json.Marshal(online.Proposal{ID: strconv.FormatUint(rng.Uint64(), 36), Revision: v.Revision, Move: v.Legal[rng.Intn(len(v.Legal))]})
		bs.table.mu.Lock()
		bs.table.proposed[v.Revision+1] = time.Now()
		bs.table.mu.Unlock()
		sent := time.Now()
		msg, err := bs.nc.Request(online.SeatSubject(bs.inv.Table, bs.inv.Seat, online.VerbMove), data, online.RequestTimeout)
		var reply online.Reply
		if err == nil && json.Unmarshal(msg.Data, &reply) == nil && reply.OK {
			bs.lastWord.Store(sent.UnixNano())
			bs.table.clock.moves.Add(1)
			continue
		}
		if reply.Refused == online.RefusedTooMany {
			time.Sleep(online.TooManyPause)
		}
		proposed = -1 // not applied: look again
		go bs.ask()
	}
}

// parallel runs do(0..n-1) on workers goroutines and returns the first error.
func parallel(n, workers int, do func(i int) error) error {
	var next atomic.Int64
	var first error
	var once sync.Once
	var wg sync.WaitGroup
	for range min(workers, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				if err := do(i); err != nil {
					once.Do(func() { first = err })
					return
				}
			}
		}()
	}
	wg.Wait()
	return first
}

// residentMB is a process's resident memory in MB (Linux), 0 where it cannot be read.
func residentMB(pid int) float64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			return float64(kb) / 1024
		}
	}
	return 0
}

// processCPU is a process's processor time so far (Linux), 0 where it cannot be read.
func processCPU(pid int) time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The fields after the command's name, which is in parentheses and may hold spaces.
	fields := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+1:]))
	if len(fields) < 13 {
		return 0
	}
	user, _ := strconv.Atoi(fields[11])
	system, _ := strconv.Atoi(fields[12])
	return time.Duration(user+system) * time.Second / 100 // clock ticks: 100 a second on Linux
}

// selfCPU is this process's processor time so far (Linux), 0 where it cannot be read:
// read as processCPU reads the host's, so the two figures agree and the bench builds for
// every system the downloads are made for.
func selfCPU() time.Duration { return processCPU(os.Getpid()) }

// nudge wakes ch's reader without waiting, as the client's own notify does.
func nudge(ch chan struct{}) {
	select {
	case ch <- struct{}{}:
	default:
	}
}
