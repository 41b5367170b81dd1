//go:build !js

package online

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"mercado/game"
	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/game/table"
	"mercado/scenes"
	"mercado/ui/lang"
)

// The host a window runs: one per process, started when a table is first hosted (or a
// hosted table resumed, or the window starts with tables hosted here) and kept until the
// window closes. It listens for desktops (NATS), for browsers (NATS over a WebSocket) and,
// when the browser build is at hand, serves it, so that a phone opens its seat from a
// link or a QR code.
var (
	hostMu  sync.Mutex
	running *host.Host
	web     *host.WebServer
	// noPage says why the host serves no web page ("" when it does).
	noPage string
)

// The ports the window's host asks for first, so that invites and links stay good from one
// session to the next; when one is taken, any free port.
const (
	hostPort    = 4222 // NATS
	hostWSPort  = 4223 // NATS over WebSocket, for browsers
	hostWebPort = 8080 // the browser build
)

// hostDir is where the window's host keeps its tables: beside the saves, or, when the
// saves are kept in memory only, in one temporary folder for the process.
func hostDir(a *scenes.App) (string, error) {
	if d, ok := a.Store.(table.DirStore); ok {
		return filepath.Join(d.Dir, "online-host"), nil
	}
	tempOnce.Do(func() { tempDir, tempErr = os.MkdirTemp("", "mercado-online-host-") })
	return tempDir, tempErr
}

var (
	tempOnce sync.Once
	tempDir  string
	tempErr  error
)

// freeOr is every address's port, or any free port when that one is taken.
func freeOr(port int) string {
	listen := fmt.Sprintf("0.0.0.0:%d", port)
	l, err := net.Listen("tcp", listen)
	if err != nil {
		return "0.0.0.0:0"
	}
	l.Close()
	return listen
}

// hostPorts are the ports the window's host listens on. They are kept in its folder, so
// that a host started again (the window opened again) listens where the invites and
// links it gave out point, also when a first choice was taken and another port used.
type hostPorts struct{ NATS, Websocket, Web int }

const portsFile = "ports.json"

// readPorts gives the ports kept in dir, or the first choices.
func readPorts(dir string) hostPorts {
	p := hostPorts{hostPort, hostWSPort, hostWebPort}
	data, err := os.ReadFile(filepath.Join(dir, portsFile))
	if err != nil {
		return p
	}
	var kept hostPorts
	if json.Unmarshal(data, &kept) != nil {
		return p
	}
	for _, port := range []*int{&kept.NATS, &kept.Websocket, &kept.Web} {
		if *port <= 0 || *port > 65535 {
			return p
		}
	}
	return kept
}

// keepPorts writes the ports the host listens on into dir (a failure costs only the
// choice of ports next time).
func keepPorts(dir string, p hostPorts) {
	data, _ := json.Marshal(p)
	os.WriteFile(filepath.Join(dir, portsFile), data, 0o600)
}

// startHost starts the window's host, once.
func startHost(dir string) (*host.Host, error) {
	hostMu.Lock()
	defer hostMu.Unlock()
	if running != nil {
		return running, nil
	}
	ports := readPorts(dir)
	h, err := host.StartHost(host.HostConfig{Listen: freeOr(ports.NATS), Websocket: freeOr(ports.Websocket), DataDir: dir})
	if err != nil {
		return nil, err
	}
	running = h
	ports.NATS, ports.Websocket = portNumber(h.URL()), portNumber(h.WebsocketURL())
	if servePage(h, ports.Web) {
		ports.Web = portNumber(web.URL())
	}
	keepPorts(dir, ports)
	return h, nil
}

// servePage serves the browser build beside the host, on port when it is free, when the
// build is at hand (beside the program in the downloads; dist/web in a checkout, which
// `make run` makes), and tells the host the links' addresses.
func servePage(h *host.Host, port int) bool {
	dir, err := findWebDir()
	if err == nil {
		web, err = host.ServeWeb(freeOr(port), dir)
	}
	if err != nil {
		noPage = err.Error()
		return false
	}
	// The links name the address the invites name (host.LANAddress: a private address,
	// else another of the machine's, else 127.0.0.1), so that a link, its QR code and
	// a desktop's invite all reach the same machine.
	h.SetBrowserPage(h.InviteWebsocketURL(), web.URL())
	return true
}

// findWebDir finds the browser build (a test gives its own).
var findWebDir = host.FindWebDir

// portOf is a URL's port.
func portOf(u string) string {
	u = strings.TrimSuffix(u, "/")
	return u[strings.LastIndexByte(u, ':')+1:]
}

// portNumber is a URL's port as a number (0 when it has none).
func portNumber(u string) int {
	n, _ := strconv.Atoi(portOf(u))
	return n
}

// reachable rewrites an invite's loopback host to the address the links name.
func reachable(inv online.Invite) online.Invite {
	if lan := host.LANAddress(); lan != "127.0.0.1" {
		inv.Server = strings.Replace(inv.Server, "://127.0.0.1:", "://"+lan+":", 1)
	}
	return inv
}

// hostTable is the setup's Start when hosting: the seats as set up, in their order from
// the first player, at a new table of the window's host. The host's own seat is the
// setup's first person, whoever plays first.
func hostTable(a *scenes.App, cfg table.Config) error {
	if n := len(cfg.Seats); n > 0 && (cfg.First < 0 || cfg.First >= n) {
		cfg.First = rand.IntN(n) // the first player left to chance
	}
	req, err := tableRequest(cfg)
	if err != nil {
		return err
	}
	dir, err := hostDir(a)
	if err != nil {
		return err
	}
	a.Replace(hosting(a, lang.T("online.host"), dir, req, hostSeat(cfg)))
	return nil
}

// hosting is the page that makes the table req at the window's host (own: the host's
// seat), keeps it in the list and shows its invites, titled title.
func hosting(a *scenes.App, title, dir string, req online.NewTableRequest, own int) *page {
	store := a.Store
	return working(title, lang.T("online.starting"), func() (any, error) {
		t, err := newHosted(dir, req, own)
		if err != nil {
			return nil, err
		}
		return t, rememberTable(store, t.saved)
	}, func(a *scenes.App, v any, err error) {
		if err != nil {
			a.Replace(failed(title, lang.F("online.host_failed", "Error", err.Error())))
			return
		}
		t := v.(hosted)
		a.Replace(newInvites(t, func(a *scenes.App) { a.Replace(joining(a, t.saved.Invite)) }))
	})
}

// newHosted makes the table req at the window's host (started if need be); own is the
// host's own seat.
func newHosted(dir string, req online.NewTableRequest, own int) (hosted, error) {
	h, err := startHost(dir)
	if err != nil {
		return hosted{}, err
	}
	reply, invites, err := host.NewTable(h.AdminURL(), req)
	if err != nil {
		return hosted{}, err
	}
	t := hosted{saved: savedTable{Table: reply.Table, Hosted: true}}
	for i, s := range reply.Seats {
		t.saved.Names = append(t.saved.Names, s.Name)
		if s.Secret == "" {
			continue
		}
		if i == own {
			t.mine = len(t.names)
			t.saved.Invite = reachable(invites[i]).String()
		}
		t.saved.Invites = append(t.saved.Invites, reachable(invites[i]).String())
		t.saved.Links = append(t.saved.Links, reply.BrowserLink(i))
		t.names = append(t.names, s.Name)
	}
	return t, nil
}

// stopHost closes the window's host and its web page, if they run.
func stopHost() {
	hostMu.Lock()
	defer hostMu.Unlock()
	if running != nil {
		running.Close()
		running = nil
	}
	if web != nil {
		web.Close()
		web = nil
	}
	noPage = ""
}

// hostSeat is the table's seat of the setup's first person (the host, at this window):
// the table's seats start from the first player.
func hostSeat(cfg table.Config) int {
	n := len(cfg.Seats)
	for i, s := range cfg.Seats {
		if s.Kind != table.Computer {
			return (i - cfg.First + n) % n
		}
	}
	return 0
}

// tableRequest is the setup's table for the referee: people by name, computers by level,
// clockwise from the first player.
func tableRequest(cfg table.Config) (online.NewTableRequest, error) {
	n := len(cfg.Seats)
	if n < 2 {
		return online.NewTableRequest{}, fmt.Errorf("%s", lang.T("online.needs_two"))
	}
	first := cfg.First
	if first < 0 || first >= n {
		first = rand.IntN(n)
	}
	req := online.NewTableRequest{Money: "open"}
	if cfg.MoneyHidden {
		req.Money = "hidden"
	}
	seed := cfg.Seed
	req.Seed = &seed
	people := 0
	for i := range n {
		s := cfg.Seats[(first+i)%n]
		color := s.Color // each person in the colour the setup gave them, on every screen
		if s.Kind == table.Computer {
			req.Seats = append(req.Seats, online.NewSeat{Name: s.Name, Computer: s.Level, Color: &color})
			continue
		}
		people++
		req.Seats = append(req.Seats, online.NewSeat{Name: s.Name, Color: &color})
	}
	if people == 0 {
		return req, fmt.Errorf("%s", lang.T("online.needs_person"))
	}
	seen := map[int]bool{}
	for _, s := range req.Seats {
		if seen[*s.Color] || *s.Color < 0 || *s.Color >= game.MaxPlayers { // not the setup's: by seat
			for i := range req.Seats {
				req.Seats[i].Color = nil
			}
			break
		}
		seen[*s.Color] = true
	}
	return req, nil
}

// newInvites shows each person's invite, as text to copy and as a QR code, and lets the
// host take their own seat (take; nil where the page opened over that seat's board).
// When the host serves the browser build, each invite is the person's browser link,
// which a phone's camera opens and a desktop's Join takes too.
func newInvites(t hosted, take func(a *scenes.App)) *page {
	p := &page{title: lang.T("online.invites")}
	shown := (t.mine + 1) % len(t.names) // the host's own is not the one to send first
	var note string
	build := func() {}
	build = func() {
		p.lines, p.buttons = nil, nil
		if t.invite(0) == t.saved.Invites[0] {
			p.say(lang.T("online.invites_help_nopage"))
		} else {
			p.say(lang.T("online.invites_help"))
		}
		// The person whose code is shown first: a screen too short for every invite
		// keeps that one.
		for k := range t.names {
			i := (shown + k) % len(t.names)
			line := pageLine{text: t.names[i] + ": " + t.invite(i), col: inviteColour(i == shown)}
			p.lines = append(p.lines, line)
		}
		if note != "" {
			p.warn(note)
		}
		p.qr = newQR(t.invite(shown))
		if p.qr != nil {
			p.qr.caption = lang.F("online.qr_caption", "Name", t.names[shown])
		}
		if take != nil {
			p.button(lang.F("online.take_seat", "Name", t.names[t.mine]), true, take)
		}
		p.button(lang.F("online.copy", "Name", t.names[shown]), false, func(a *scenes.App) {
			note = lang.F("online.copied", "Name", t.names[shown])
			if err := copyText(t.invite(shown)); err != nil {
				note = lang.T("online.no_clipboard")
			}
			build()
		})
		if len(t.names) > 1 {
			p.button(lang.T("online.next_invite"), false, func(a *scenes.App) {
				shown, note = (shown+1)%len(t.names), ""
				build()
			})
		}
		p.back()
	}
	build()
	return p
}
