//go:build !js

package host

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"mercado/game/online"
)

// Limits the host sets on every connection.
const (
	// MaxPayload is the largest message NATS carries: a view is a few kilobytes, a
	// finished game's record under ten.
	MaxPayload = 64 << 10
	// maxSubscriptions a connection may hold: a seat needs two (its views, its answers).
	maxSubscriptions = 64
	// maxClosedClients is how many closed connections the server remembers for its
	// monitoring, which the host does not serve (NATS's default, 10,000, kept a few
	// kilobytes each: 20 MB once a host has seen that many seats come and go).
	maxClosedClients = 64
	// maxPending is the most the server holds for a connection that does not read what
	// it is sent: then it is cut (a slow consumer). A view is a few kilobytes; a seat's
	// four connections (maxSeatConnections) hold at most 32 MB between them. The
	// referee's own connection reads everything at once into its queue
	// (refereePending), so it never comes near this.
	maxPending = 8 << 20
	// writeDeadline is how long the server waits on a connection's socket that takes
	// nothing before it cuts it.
	writeDeadline = 5 * time.Second
	// maxConnections is the most the server holds at once, every seat's and the host's
	// own: NATS's default, said here (the bench's thousand tables need three thousand,
	// twenty thousand sixty; one seat holds at most maxSeatConnections).
	maxConnections = 1 << 16
	// pingInterval and maxPingsOut: a connection whose other end has gone without a word
	// (a phone out of reach) is closed after about a minute, not the default four.
	pingInterval = 30 * time.Second
	maxPingsOut  = 2
)

// HostConfig says where a host listens and keeps its tables.
type HostConfig struct {
	Listen    string // NATS for programs and desktops, HOST:PORT (port 0: any free one)
	Websocket string // NATS over WebSocket for browsers, HOST:PORT; "" for none
	DataDir   string // JetStream's files and the admin secret
	// Cluster joins this host to others (cluster.go); nil: a host alone.
	Cluster *ClusterConfig
	// Referee tunes the referee (tests give it a clock and an iteration budget).
	Referee RefereeConfig
}

// Host is a running table service: an embedded NATS server with JetStream, and the
// referee of its tables.
type Host struct {
	server *server.Server // nil when the referee runs against a deployment not ours
	// Referee answers the tables; nil on a node of a cluster, whose referee runs only
	// while the node holds the lease (leader).
	Referee   *Referee
	leader    *leadership
	secret    string
	websocket bool
	external  string // the deployment's URL, without credentials (external.go)
	closing   sync.Once
}

// StartHost starts the server on the data folder (making it if need be) and the
// referee, and returns when both are ready.
func StartHost(cfg HostConfig) (*Host, error) {
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return nil, fmt.Errorf("the data folder: %v", err)
	}
	secret, err := adminSecret(cfg.DataDir)
	if err != nil {
		return nil, err
	}
	auth := newAuthenticator(secret)
	auth.lanes = true
	opts, err := serverOptions(cfg, auth)
	if err != nil {
		return nil, err
	}
	srv, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("the NATS server: %v", err)
	}
	if err := mapLanes(srv); err != nil {
		return nil, err
	}
	auth.conns.use(srv)
	srv.Start()
	if !srv.ReadyForConnections(30 * time.Second) {
		srv.Shutdown()
		return nil, errors.New("the NATS server did not start (is the port taken?)")
	}
	h := &Host{server: srv, secret: secret, websocket: cfg.Websocket != ""}
	if cfg.Cluster != nil {
		if h.leader, err = startLeadership(srv, auth, secret, cfg.Cluster.Name, cfg.Referee); err != nil {
			srv.Shutdown()
			return nil, err
		}
		return h, nil
	}
	nc, err := ownConnection(srv, refereeUser, secret, "referee", cfg.Referee.Logf)
	if err == nil {
		cfg.Referee.lanes, err = laneConnections(srv, secret, "referee", cfg.Referee.Logf)
		if err != nil {
			nc.Close()
		}
	}
	if err != nil {
		srv.Shutdown()
		return nil, fmt.Errorf("the referee could not connect: %v", err)
	}
	if h.Referee, err = StartReferee(nc, auth, cfg.Referee); err != nil {
		nc.Close()
		closeAll(cfg.Referee.lanes)
		srv.Shutdown()
		return nil, err
	}
	return h, nil
}

// ownConnection connects one of the host's own users to its server in the process; what
// the server refuses it (a subject its rights do not cover) goes to the host's log.
func ownConnection(srv *server.Server, user, secret, name string, logf func(string, ...any)) (*nats.Conn, error) {
	logf = hostLog(logf)
	return nats.Connect("", nats.InProcessServer(srv), nats.UserInfo(user, secret), nats.Name(name), nats.MaxReconnects(-1),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { logf("%s: %v", name, err) }))
}

// serverOptions are the embedded server's: JetStream in the data folder, the limits,
// and the seats admitted by auth.
func serverOptions(cfg HostConfig, auth *authenticator) (*server.Options, error) {
	var err error
	opts := &server.Options{
		ServerName:                 "mercado",
		JetStream:                  true,
		StoreDir:                   filepath.Join(cfg.DataDir, "jetstream"),
		MaxPayload:                 MaxPayload,
		MaxSubs:                    maxSubscriptions,
		MaxClosedClients:           maxClosedClients,
		MaxPending:                 maxPending,
		WriteDeadline:              writeDeadline,
		MaxConn:                    maxConnections,
		PingInterval:               pingInterval,
		MaxPingsOut:                maxPingsOut,
		CustomClientAuthentication: auth,
		NoSigs:                     true,
		NoLog:                      true,
	}
	if opts.Host, opts.Port, err = splitHostPort(cfg.Listen); err != nil {
		return nil, fmt.Errorf("--listen: %v", err)
	}
	if cfg.Cluster != nil {
		if err := clusterOptions(opts, cfg.Cluster); err != nil {
			return nil, err
		}
	}
	if cfg.Websocket != "" {
		if opts.Websocket.Host, opts.Websocket.Port, err = splitHostPort(cfg.Websocket); err != nil {
			return nil, fmt.Errorf("--ws: %v", err)
		}
		opts.Websocket.NoTLS = true
		// A page sends its credential from the browser's JavaScript, which a busy phone or
		// computer may run seconds late; the server's 2 s default then closes the
		// connection ("Authentication Timeout"). Wait as long as the page's client waits
		// for its connection (nats.js: 20 s).
		opts.Websocket.AuthTimeout = 20
	}
	return opts, nil
}

// adminSecret reads the host's admin secret from the data folder, making one the first
// time: tables made before a restart stay reachable with the same admin URL.
func adminSecret(dir string) (string, error) {
	path := filepath.Join(dir, "admin-secret")
	if data, err := os.ReadFile(path); err == nil && len(strings.TrimSpace(string(data))) >= 20 {
		// Kept for its owner only, however it came to be readable by others.
		if info, err := os.Stat(path); err == nil && info.Mode().Perm()&0o077 != 0 {
			if err := os.Chmod(path, 0o600); err != nil {
				return "", fmt.Errorf("the admin secret %s is readable by others and cannot be made private: %v", path, err)
			}
		}
		return strings.TrimSpace(string(data)), nil
	}
	secret := online.RandomID(26)
	if err := os.WriteFile(path, []byte(secret+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("writing the admin secret: %v", err)
	}
	return secret, nil
}

func splitHostPort(addr string) (string, int, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", 0, err
	}
	p, err := strconv.Atoi(port)
	if err != nil || p < 0 || p > 65535 {
		return "", 0, fmt.Errorf("%q is not a port", port)
	}
	if p == 0 {
		p = server.RANDOM_PORT
	}
	return host, p, nil
}

// URL is where programs and desktops connect: nats://HOST:PORT.
func (h *Host) URL() string {
	if h.server == nil {
		return h.external
	}
	return reachableURL(h.server.ClientURL())
}

// WebsocketURL is where browsers connect, "" when the host has no WebSocket listener.
func (h *Host) WebsocketURL() string {
	if !h.websocket || h.server == nil {
		return ""
	}
	return reachableURL(h.server.WebsocketURL())
}

// AdminURL is the URL with the admin's credential, for `mercado online new`. It names
// the address the invites should (InviteURL): `online new` makes them from it.
func (h *Host) AdminURL() string {
	return strings.Replace(h.InviteURL(), "nats://", "nats://"+adminUser+":"+h.secret+"@", 1)
}

// reachableURL turns a wildcard listening address into one a client here can dial.
func reachableURL(u string) string {
	for _, wildcard := range []string{"0.0.0.0", "[::]"} {
		if strings.Contains(u, "://"+wildcard+":") {
			return strings.Replace(u, "://"+wildcard+":", "://127.0.0.1:", 1)
		}
	}
	return u
}

// SetBrowserPage tells the host's referee where browsers join (its NATS WebSocket URL
// and its web page's URL), for the links new tables' invites carry.
func (h *Host) SetBrowserPage(websocket, page string) {
	if h.leader != nil {
		h.leader.setBrowserPage(websocket, page)
		return
	}
	h.Referee.SetBrowserPage(websocket, page)
}

// Close stops the referee and the server, cleanly.
func (h *Host) Close() {
	h.closing.Do(func() {
		if h.leader != nil {
			h.leader.close()
		} else {
			h.Referee.Close()
		}
		if h.server != nil {
			h.server.Shutdown()
			h.server.WaitForShutdown()
		}
	})
}
