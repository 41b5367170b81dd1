//go:build !js

package host

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"mercado/game/ai"
	"mercado/game/online"
	"mercado/game/table"
)

// Exit statuses, as the other commands use them.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// Usage lists the online commands.
const Usage = `usage:
  mercado host [--listen ADDR] [--ws ADDR] [--http ADDR] [--web DIR] [--data DIR] [--json]
  mercado host --name NAME --cluster ADDR --routes URL[,URL] [--replicas N] [--listen ADDR] [--ws ADDR] [--http ADDR] [--data DIR] [--json]
  mercado host --nats URL[,URL] [--creds FILE] --issuer FILE [--account NAME] [--replicas N] [--data DIR] [--json]
  mercado online new --server URL [--server-creds FILE] --seats "Ana,Rui,computer:easy" [--money hidden|open] [--seed S] [--away-limit 10m] [--json]
  mercado online play --invite INVITE --bot random|easy|medium|hard [--log FILE] [--json]
  mercado online record --invite INVITE
  mercado online bench [--tables N] [--seconds S] [--think DURATION] [--profile DIR] [--json]
`

// parseFlags reads a command's flags. ok is false when the command is to stop at once,
// with code: exitOK after --help (the command's usage and flags, on stdout), exitUsage
// after a bad flag or argument (said on stderr).
func parseFlags(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (code int, ok bool) {
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		printHelp(fs, stdout)
		return exitOK, false
	}
	if err != nil || fs.NArg() > 0 {
		msg := "unexpected argument"
		if err != nil {
			msg = err.Error()
		} else {
			msg += " " + table.Excerpt(fs.Arg(0))
		}
		fmt.Fprintf(stderr, "mercado %s: %s\n%s", fs.Name(), msg, Usage)
		return exitUsage, false
	}
	return exitOK, true
}

// printHelp prints a command's lines of Usage and its flags.
func printHelp(fs *flag.FlagSet, stdout io.Writer) {
	fmt.Fprintln(stdout, "usage:")
	for _, line := range strings.Split(Usage, "\n") {
		if strings.HasPrefix(line, "  mercado "+fs.Name()+" ") {
			fmt.Fprintln(stdout, line)
		}
	}
	fmt.Fprintln(stdout, "flags:")
	fs.SetOutput(stdout)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}

// hostFlags are `mercado host`'s flags.
type hostFlags struct {
	listen, ws, httpAddr, web, data  string
	natsURLs, creds, issuer, account string
	name, clusterAddr, routes        string
	replicas                         int
	asJSON                           bool
	cluster                          *ClusterConfig // from --cluster, --name and --routes
}

func hostFlagSet() (*flag.FlagSet, *hostFlags) {
	fs := flag.NewFlagSet("host", flag.ContinueOnError)
	f := &hostFlags{}
	fs.StringVar(&f.listen, "listen", "0.0.0.0:4222", "NATS address for desktops and programs")
	fs.StringVar(&f.ws, "ws", "0.0.0.0:4223", "NATS WebSocket address for browsers (\"\" for none)")
	fs.StringVar(&f.httpAddr, "http", defaultHTTP, "address serving the browser build for invites' links (\"\" for none)")
	fs.StringVar(&f.web, "web", "", "the browser build's folder (default: beside the program, else dist/web)")
	fs.StringVar(&f.data, "data", "", "folder for the tables and the admin-secret file (default: the config folder's mercado/online)")
	fs.BoolVar(&f.asJSON, "json", false, "print one JSON line when ready")
	fs.StringVar(&f.natsURLs, "nats", "", "run only the referee, against this existing NATS deployment (URLs, comma-separated)")
	fs.StringVar(&f.creds, "creds", "", "with --nats: the referee's NATS credentials file")
	fs.StringVar(&f.issuer, "issuer", "", "with --nats: the file with the auth callout issuer's nkey seed (SA...)")
	fs.StringVar(&f.account, "account", "MERCADO", "with --nats: the account of the referee and the seats")
	fs.IntVar(&f.replicas, "replicas", 0, "replicas of the tables' bucket (default: 3 with --cluster, else 1)")
	fs.StringVar(&f.name, "name", "", "with --cluster: this node's name, unique in the cluster")
	fs.StringVar(&f.clusterAddr, "cluster", "", "join a cluster of hosts: the address the other nodes' routes connect to (HOST:PORT)")
	fs.StringVar(&f.routes, "routes", "", "with --cluster: the other nodes' route URLs (nats://HOST:PORT, comma-separated)")
	return fs, f
}

// check says what is wrong with the flags together, and fills in the defaults.
func (f *hostFlags) check(stderr io.Writer) (code int, ok bool) {
	usage := func(msg string) (int, bool) {
		fmt.Fprintf(stderr, "mercado host: %s\n%s", msg, Usage)
		return exitUsage, false
	}
	if f.clusterAddr != "" {
		if f.natsURLs != "" {
			return usage("--cluster joins hosts' own servers; --nats points at a deployment: one or the other")
		}
		if f.name == "" || f.routes == "" {
			return usage("--cluster needs --name (this node's) and --routes (the other nodes')")
		}
		f.cluster = &ClusterConfig{Name: f.name, Listen: f.clusterAddr, Routes: strings.Split(f.routes, ",")}
		if f.replicas == 0 {
			f.replicas = 3
		}
	} else if f.name != "" || f.routes != "" {
		return usage("--name and --routes go with --cluster")
	}
	if f.replicas == 0 {
		f.replicas = 1
	}
	if f.natsURLs == "" && (f.creds != "" || f.issuer != "") {
		return usage("--creds and --issuer go with --nats")
	}
	if f.natsURLs != "" && f.issuer == "" {
		return usage("--nats needs --issuer, the auth callout issuer's seed (see docs/online.md)")
	}
	if f.replicas < 1 || f.replicas > 5 {
		fmt.Fprintf(stderr, "mercado host: --replicas: 1 to 5, not %d\n", f.replicas)
		return exitUsage, false
	}
	if f.data == "" {
		dir, err := table.DefaultDir()
		if err != nil {
			fmt.Fprintln(stderr, "mercado host:", err)
			return exitError, false
		}
		f.data = filepath.Join(dir, "online")
	}
	return exitOK, true
}

// RunHost runs `mercado host`: the table service, until interrupted.
func RunHost(args []string, stdout, stderr io.Writer) int {
	fs, f := hostFlagSet()
	if code, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return code
	}
	if code, ok := f.check(stderr); !ok {
		return code
	}
	stopProfile := startProfile(stderr)
	defer stopProfile()
	var h *Host
	var err error
	if f.natsURLs != "" {
		h, err = StartExternal(ExternalConfig{URLs: strings.Split(f.natsURLs, ","), Creds: f.creds, IssuerSeed: f.issuer,
			Account: f.account, DataDir: f.data, Referee: RefereeConfig{Replicas: f.replicas}})
	} else {
		h, err = StartHost(HostConfig{Listen: f.listen, Websocket: f.ws, DataDir: f.data, Cluster: f.cluster, Referee: RefereeConfig{Replicas: f.replicas}})
	}
	if err != nil {
		fmt.Fprintln(stderr, "mercado host:", err)
		return exitError
	}
	webServer, err := serveWebFlags(fs, f.httpAddr, f.web, f.ws, stderr)
	if err != nil {
		h.Close()
		fmt.Fprintln(stderr, "mercado host:", err)
		return exitError
	}
	if webServer != nil {
		defer webServer.Close()
		h.SetBrowserPage(h.InviteWebsocketURL(), webServer.URL())
	}
	printHostReady(stdout, h, f, webServer)
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	<-stop
	h.Close()
	return exitOK
}

// printHostReady says where the host is and how to make a table: with --json one line,
// {"nats", "ws", "http", "admin", "admin_secret_file"}; else for a person, the admin
// secret named by its file, off the command line `online new` is typed on.
func printHostReady(stdout io.Writer, h *Host, f *hostFlags, webServer *WebServer) {
	secretFile := filepath.Join(f.data, "admin-secret")
	if abs, err := filepath.Abs(secretFile); err == nil {
		secretFile = abs
	}
	if f.asJSON {
		ready := map[string]any{"nats": h.InviteURL(), "ws": h.InviteWebsocketURL(), "http": nil, "admin": h.AdminURL(), "admin_secret_file": secretFile}
		if h.WebsocketURL() == "" {
			ready["ws"] = nil
		}
		if webServer != nil {
			ready["http"] = webServer.URL()
		}
		line, _ := json.Marshal(ready)
		fmt.Fprintf(stdout, "%s\n", line)
		return
	}
	if f.natsURLs != "" {
		fmt.Fprintf(stdout, "mercado host: the referee of the tables at %s, admitting seats by auth callout\n", h.URL())
	} else {
		fmt.Fprintf(stdout, "mercado host: tables at %s (browsers: %s), kept in %s\n", h.URL(), h.WebsocketURL(), f.data)
	}
	fmt.Fprintf(stdout, "make a table: mercado online new --server %s --server-creds %s --seats \"Ana,Rui\"\n", h.InviteURL(), quoteArg(secretFile))
	fmt.Fprintf(stdout, "  (the admin secret is in that file; or put it in %s and leave out --server-creds: a secret on a command line shows in the process list)\n", adminEnv)
	if webServer != nil {
		fmt.Fprintf(stdout, "browsers join at %s#INVITE (a ws:// invite)\n", webServer.URL())
	}
}

// RunOnline runs `mercado online new|play|record`.
func RunOnline(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, Usage)
		return exitUsage
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, Usage)
		return exitOK
	}
	run := map[string]func([]string, io.Writer, io.Writer) int{"new": runNew, "play": runPlay, "record": runRecord, "bench": runBench}[args[0]]
	if run == nil {
		fmt.Fprintf(stderr, "mercado online: unknown command %s\n%s", table.Excerpt(args[0]), Usage)
		return exitUsage
	}
	return run(args[1:], stdout, stderr)
}

func runNew(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("online new", flag.ContinueOnError)
	server := fs.String("server", "", "the host's URL, nats://HOST:PORT, as `mercado host` prints it (its admin URL, with the secret, works too but shows it in the process list)")
	serverCreds := fs.String("server-creds", "", "a file with the host's admin secret: the admin-secret file in its data folder (default: $"+adminEnv+")")
	seats := fs.String("seats", "", `the seats in order: names, and computer:LEVEL`)
	money := fs.String("money", "hidden", "hidden or open")
	seedFlag := fs.Uint64("seed", 0, "the deal's seed (default: a random deal)")
	iterations := fs.Int("iterations", 0, "search iterations per computer decision instead of the clock")
	awayLimit := fs.Duration("away-limit", online.DefaultAwayLimit, "how long a person may be away before the others may hand the seat to a computer")
	asJSON := fs.Bool("json", false, "print the table as JSON")
	if code, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return code
	}
	if *seats == "" {
		fmt.Fprintf(stderr, "mercado online new: --seats is needed\n%s", Usage)
		return exitUsage
	}
	admin, err := adminURL(*server, *serverCreds, stderr)
	if errors.Is(err, errUsage) {
		fmt.Fprintf(stderr, "mercado online new: %s\n%s", strings.TrimPrefix(err.Error(), errUsage.Error()+": "), Usage)
		return exitUsage
	}
	if err != nil {
		fmt.Fprintln(stderr, "mercado online new:", err)
		return exitError
	}
	req := online.NewTableRequest{Seats: online.ParseSeats(*seats), Money: *money, Iterations: *iterations, AwayLimit: int(awayLimit.Seconds())}
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "seed" {
			req.Seed = seedFlag
		}
	})
	reply, invites, err := NewTable(admin, req)
	if err != nil {
		fmt.Fprintln(stderr, "mercado online new:", err)
		return exitError
	}
	type seatOut struct {
		Seat     int    `json:"seat"`
		Name     string `json:"name"`
		Computer string `json:"computer,omitempty"`
		Invite   string `json:"invite,omitempty"`
		Link     string `json:"link,omitempty"` // the browser's, when the host serves its web build
	}
	out := struct {
		Table string    `json:"table"`
		Seats []seatOut `json:"seats"`
	}{Table: reply.Table}
	for i, s := range reply.Seats {
		so := seatOut{Seat: s.Seat, Name: s.Name, Computer: s.Computer}
		if s.Secret != "" {
			so.Invite = invites[i].String()
			so.Link = reply.BrowserLink(i)
		}
		out.Seats = append(out.Seats, so)
	}
	if *asJSON {
		line, _ := json.Marshal(out)
		fmt.Fprintf(stdout, "%s\n", line)
		return exitOK
	}
	fmt.Fprintf(stdout, "table %s\n", out.Table)
	for _, s := range out.Seats {
		switch {
		case s.Invite == "":
			fmt.Fprintf(stdout, "seat %d: %s\n", s.Seat, s.Name)
		case s.Link == "":
			fmt.Fprintf(stdout, "seat %d: %s  %s\n", s.Seat, s.Name, s.Invite)
		default:
			fmt.Fprintf(stdout, "seat %d: %s  %s  browser: %s\n", s.Seat, s.Name, s.Invite, s.Link)
		}
	}
	return exitOK
}

func inviteFlag(fs *flag.FlagSet, text string, stderr io.Writer) (online.Invite, bool) {
	inv, err := online.ParseInvite(text)
	if err != nil {
		fmt.Fprintf(stderr, "mercado %s: --invite: %v\n", fs.Name(), err)
	}
	return inv, err == nil
}

func runPlay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("online play", flag.ContinueOnError)
	invite := fs.String("invite", "", "the seat's invite")
	level := fs.String("bot", "", "the level that plays the seat: random, easy, medium or hard")
	logPath := fs.String("log", "", "write every message the seat receives to this file, one JSON object a line, each whole")
	iterations := fs.Int("iterations", 0, "hard: search iterations per decision instead of the clock")
	asJSON := fs.Bool("json", false, "print the final view as JSON")
	if code, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return code
	}
	inv, ok := inviteFlag(fs, *invite, stderr)
	if !ok {
		return exitUsage
	}
	bot := online.Bot{Level: strings.ToLower(*level), Iterations: *iterations}
	if _, err := ai.NewLimited(bot.Level, 0, bot.BudgetMS, bot.Iterations); err != nil {
		fmt.Fprintf(stderr, "mercado online play: --bot: %v\n", err)
		return exitUsage
	}
	opt := online.ClientOptions{}
	var log *seatLog
	if *logPath != "" {
		f, err := os.Create(*logPath)
		if err != nil {
			fmt.Fprintln(stderr, "mercado online play:", err)
			return exitError
		}
		log = &seatLog{f: f}
		opt.Log = log
	}
	code := playSeat(fs.Name(), inv, bot, opt, *asJSON, stdout, stderr)
	if log != nil {
		// The seat is closed: no message is heard any more. Close waits for the one being
		// written, so that the process ends with the log's last line whole.
		if err := log.Close(); err != nil && code == exitOK {
			fmt.Fprintln(stderr, "mercado online play: --log:", err)
			code = exitError
		}
	}
	return code
}

// playSeat plays the invite's seat to the end of the game, and closes it.
func playSeat(command string, inv online.Invite, bot online.Bot, opt online.ClientOptions, asJSON bool, stdout, stderr io.Writer) int {
	c, err := connectWaiting(command, inv, opt, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "mercado online play:", err)
		return exitError
	}
	defer c.Close()
	if v, err := c.View(); err == nil && v.Over {
		fmt.Fprintln(stderr, "mercado online play: the game at this table is over; `mercado online record` gives its record")
		return exitError
	}
	final, err := c.Play(bot)
	if err != nil {
		fmt.Fprintln(stderr, "mercado online play:", err)
		return exitError
	}
	if asJSON {
		line, _ := json.Marshal(final)
		fmt.Fprintf(stdout, "%s\n", line)
		return exitOK
	}
	fmt.Fprintf(stdout, "game over after %d moves\n", final.Revision)
	for _, p := range final.Players {
		score := "?"
		if p.Score != nil {
			score = strconv.Itoa(*p.Score)
		}
		fmt.Fprintf(stdout, "seat %d %s: %s\n", p.Seat, p.Name, score)
	}
	return exitOK
}

func runRecord(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("online record", flag.ContinueOnError)
	invite := fs.String("invite", "", "a seat's invite")
	if code, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return code
	}
	inv, ok := inviteFlag(fs, *invite, stderr)
	if !ok {
		return exitUsage
	}
	c, err := connectWaiting(fs.Name(), inv, online.ClientOptions{}, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "mercado online record:", err)
		return exitError
	}
	defer c.Close()
	record, err := c.Record()
	var refused *online.RefusedError
	if errors.As(err, &refused) {
		fmt.Fprintln(stderr, "mercado online record:", refused.Reply.Reason)
		return exitError
	}
	if err != nil {
		fmt.Fprintln(stderr, "mercado online record:", err)
		return exitError
	}
	stdout.Write(record)
	return exitOK
}

func runBench(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("online bench", flag.ContinueOnError)
	tables := fs.Int("tables", 100, "tables of three bots played at once")
	seconds := fs.Float64("seconds", 20, "how long to measure once every table is under way")
	asJSON := fs.Bool("json", false, "print the figures as JSON")
	profile := fs.String("profile", "", "a folder for the host's processor and memory profiles (go tool pprof)")
	think := fs.Duration("think", 400*time.Millisecond, "the bots' mean think time before a move (0: answer at once)")
	if code, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return code
	}
	if *tables < 1 || *tables > 100_000 || *seconds <= 0 || *seconds > 3600 || *think < 0 || *think > time.Hour {
		fmt.Fprintf(stderr, "mercado online bench: --tables 1 to 100000, --seconds up to 3600 and --think up to 1h\n%s", Usage)
		return exitUsage
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(stderr, "mercado online bench:", err)
		return exitError
	}
	res, err := RunBench(BenchConfig{
		Tables: *tables, Window: time.Duration(*seconds * float64(time.Second)),
		HostCommand: func(args ...string) *exec.Cmd { return exec.Command(self, append([]string{"host"}, args...)...) },
		Progress:    func(format string, args ...any) { fmt.Fprintf(stderr, "mercado online bench: "+format+"\n", args...) },
		Profile:     *profile,
		Think:       *think,
	})
	if err != nil {
		fmt.Fprintln(stderr, "mercado online bench:", err)
		return exitError
	}
	if *asJSON {
		line, _ := json.Marshal(res)
		fmt.Fprintf(stdout, "%s\n", line)
		return exitOK
	}
	fmt.Fprintf(stdout, "%d tables at once (%d games ended and were replaced), %.0f s: %d moves, %.0f moves/s\n", res.Tables, res.Games, res.WindowSeconds, res.Moves, res.MovesPerSec)
	if res.OfferedPerSec > 0 {
		fmt.Fprintf(stdout, "bots think %.0f ms a move on average: at most %.0f moves/s offered\n", res.ThinkMS, res.OfferedPerSec)
	} else {
		fmt.Fprintln(stdout, "bots move at once (--think 0): the moves/s the host carries when every table asks as fast as it is answered")
	}
	fmt.Fprintf(stdout, "proposal to every seat's new view: p50 %.1f ms, p99 %.1f ms, max %.1f ms\n", res.P50MS, res.P99MS, res.MaxMS)
	fmt.Fprintf(stdout, "host memory: %.0f MB idle, %.0f MB with the tables: %.0f KB a table\n", res.HostRSSIdleMB, res.HostRSSMB, res.KBPerTable)
	fmt.Fprintf(stdout, "processor time a move: host %.2f ms, bots %.2f ms\n", res.HostCPUMS, res.BotsCPUMS)
	fmt.Fprintf(stdout, "load average: %s\n", res.LoadAverage)
	return exitOK
}
