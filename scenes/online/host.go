//go:build !js

package online

import (
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"mercado/game/online"
	"mercado/game/table"
	"mercado/scenes"
	"mercado/ui/lang"
)

// The host a window runs: one per process, started when a table is first hosted (or a
// hosted table resumed) and kept until the window closes.
var (
	hostMu  sync.Mutex
	running *online.Host
)

// hostPort is the port the window's host asks for first, so that invites stay good from
// one session to the next; when it is taken, any free port.
const hostPort = 4222

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

// startHost starts the window's host, once.
func startHost(dir string) (*online.Host, error) {
	hostMu.Lock()
	defer hostMu.Unlock()
	if running != nil {
		return running, nil
	}
	listen := fmt.Sprintf("0.0.0.0:%d", hostPort)
	if l, err := net.Listen("tcp", listen); err != nil {
		listen = "0.0.0.0:0"
	} else {
		l.Close()
	}
	h, err := online.StartHost(online.HostConfig{Listen: listen, DataDir: dir})
	if err != nil {
		return nil, err
	}
	running = h
	return h, nil
}

// lanAddress is this machine's address on the local network, for invites that friends'
// devices can reach; "" when there is none (the invites then name 127.0.0.1).
func lanAddress() string {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return ""
	}
	for _, a := range addrs {
		if ip, ok := a.(*net.IPNet); ok && !ip.IP.IsLoopback() && ip.IP.To4() != nil && ip.IP.IsPrivate() {
			return ip.IP.String()
		}
	}
	return ""
}

// reachable rewrites an invite's loopback host to the local network's address.
func reachable(inv online.Invite) online.Invite {
	if lan := lanAddress(); lan != "" {
		inv.Server = strings.Replace(inv.Server, "://127.0.0.1:", "://"+lan+":", 1)
	}
	return inv
}

// hosted is a table just made at the window's host.
type hosted struct {
	saved savedTable
	names []string // each person's name, beside Invites
}

// hostTable is the setup's Start when hosting: the seats as set up, in their order from
// the first player, at a new table of the window's host.
func hostTable(a *scenes.App, cfg table.Config) error {
	req, err := tableRequest(cfg)
	if err != nil {
		return err
	}
	dir, err := hostDir(a)
	if err != nil {
		return err
	}
	store := a.Store
	a.Replace(working(lang.T("online.host"), lang.T("online.starting"), func() (any, error) {
		h, err := startHost(dir)
		if err != nil {
			return nil, err
		}
		reply, invites, err := online.NewTable(h.AdminURL(), req)
		if err != nil {
			return nil, err
		}
		t := hosted{saved: savedTable{Table: reply.Table, Hosted: true}}
		for i, s := range reply.Seats {
			t.saved.Names = append(t.saved.Names, s.Name)
			if s.Secret != "" {
				t.saved.Invites = append(t.saved.Invites, reachable(invites[i]).String())
				t.names = append(t.names, s.Name)
			}
		}
		t.saved.Invite = t.saved.Invites[0]
		return t, rememberTable(store, t.saved)
	}, func(a *scenes.App, v any, err error) {
		if err != nil {
			a.Replace(failed(lang.T("online.host"), lang.F("online.host_failed", "Error", err.Error())))
			return
		}
		a.Replace(newInvites(v.(hosted)))
	}))
	return nil
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
		if s.Kind == table.Computer {
			req.Seats = append(req.Seats, online.NewSeat{Name: s.Name, Computer: s.Level})
			continue
		}
		people++
		req.Seats = append(req.Seats, online.NewSeat{Name: s.Name})
	}
	if people == 0 {
		return req, fmt.Errorf("%s", lang.T("online.needs_person"))
	}
	return req, nil
}

// newInvites shows each person's invite, as text to copy and as a QR code, and lets the
// host take the first person's seat.
func newInvites(t hosted) *page {
	p := &page{title: lang.T("online.invites")}
	shown := 0
	var note string
	build := func() {}
	build = func() {
		p.lines, p.buttons = nil, nil
		p.say(lang.T("online.invites_help"))
		for i, inv := range t.saved.Invites {
			line := pageLine{text: t.names[i] + ": " + inv, col: inviteColour(i == shown)}
			p.lines = append(p.lines, line)
		}
		if note != "" {
			p.warn(note)
		}
		p.qr = newQR(t.saved.Invites[shown])
		p.button(lang.F("online.take_seat", "Name", t.names[0]), true, func(a *scenes.App) {
			a.Replace(joining(a, t.saved.Invites[0]))
		})
		p.button(lang.F("online.copy", "Name", t.names[shown]), false, func(a *scenes.App) {
			note = lang.F("online.copied", "Name", t.names[shown])
			if err := copyText(t.saved.Invites[shown]); err != nil {
				note = lang.T("online.no_clipboard")
			}
			build()
		})
		if len(t.saved.Invites) > 1 {
			p.button(lang.T("online.next_invite"), false, func(a *scenes.App) {
				shown, note = (shown+1)%len(t.saved.Invites), ""
				build()
			})
		}
		p.back()
	}
	build()
	return p
}
