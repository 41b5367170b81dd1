//go:build !js

package host

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// The host serves the browser build (the files `make web` writes to dist/web) so that a
// phone that opens an invite's link needs nothing installed. The files are read from
// the unpacked download, not embedded: the desktop program stays as big as it was (the
// web build is 5 MB compressed), and the archives carry them in a web folder beside it.

// WebServer serves the browser build over HTTP.
type WebServer struct {
	srv *http.Server
	url string
}

// ServeWeb serves the web build in dir on addr (HOST:PORT; port 0: any free one) until
// Close.
func ServeWeb(addr, dir string) (*WebServer, error) {
	if err := checkWebDir(dir); err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("--http: %v", err)
	}
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
	w := &WebServer{
		srv: &http.Server{Handler: webHandler(dir),
			ReadHeaderTimeout: webReadHeaderTimeout, ReadTimeout: webReadTimeout,
			WriteTimeout: webWriteTimeout, IdleTimeout: webIdleTimeout, MaxHeaderBytes: webMaxHeaderBytes},
		url: advertisedURL("http://" + ln.Addr().String() + "/"),
	}
	go w.srv.Serve(newLimitListener(ln, maxWebConnections))
	return w, nil
}

// The web server's limits, as careful as the NATS listener's (variables: the tests
// shorten them).
var (
	// webReadHeaderTimeout and webReadTimeout: a request's headers, and the whole
	// request, must come within these (a slow sender holds no connection longer).
	webReadHeaderTimeout = 10 * time.Second
	webReadTimeout       = 30 * time.Second
	// webWriteTimeout is how long an answer may take to send: the game's 5 MB to a
	// phone on a slow network.
	webWriteTimeout = 3 * time.Minute
	// webIdleTimeout closes a kept-alive connection that asks nothing more.
	webIdleTimeout = 30 * time.Second
	// maxWebConnections is how many connections the web server holds at once; one more
	// is closed as it comes.
	maxWebConnections = 512
)

// webMaxHeaderBytes is the most a request's headers may weigh (a browser's are a few
// kilobytes).
const webMaxHeaderBytes = 16 << 10

// limitListener holds at most so many connections at once: a connection over the
// limit is closed as soon as it is accepted.
type limitListener struct {
	net.Listener
	slots chan struct{}
}

func newLimitListener(ln net.Listener, n int) net.Listener {
	return &limitListener{Listener: ln, slots: make(chan struct{}, n)}
}

// Accept is the next connection within the limit.
func (l *limitListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		select {
		case l.slots <- struct{}{}:
			return &limitedConn{Conn: c, slots: l.slots}, nil
		default:
			c.Close()
		}
	}
}

// limitedConn gives its place back when it closes.
type limitedConn struct {
	net.Conn
	slots chan struct{}
	once  sync.Once
}

// Close closes the connection and frees its place.
func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() { <-c.slots })
	return err
}

// webHandler serves the web build in dir and nothing else: a file of the folder, or a
// folder's index.html; a name with a part that starts with '.' (a dotfile, a dot
// folder), a folder without index.html (no listings) and a symbolic link to a place
// outside the folder are not found. When the folder has no mercado.wasm (the downloads
// carry only the compressed one), mercado.wasm is the compressed file as it is, with
// Content-Encoding: gzip, to every browser that takes it (all do); for a client that
// does not, it is unpacked once and kept (unpackedGame).
func webHandler(dir string) http.Handler {
	root, err := filepath.Abs(dir)
	if err == nil {
		root, err = filepath.EvalSymlinks(root)
	}
	game := &unpackedGame{}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err != nil {
			http.NotFound(w, r)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		file, ok := webFile(root, name)
		if !ok && name == "/mercado.wasm" {
			if gz, ok := webFile(root, "/mercado.wasm.gz"); ok {
				game.serve(w, r, gz)
				return
			}
		}
		if !ok {
			http.NotFound(w, r)
			return
		}
		serveFile(w, r, file)
	})
}

// webFile finds the file that serves name (a clean path from the URL) in root (an
// absolute path with no symbolic links): the file itself, or a folder's index.html.
// ok is false for a name with a part that starts with '.' (or a '\' or ':'), a folder without
// index.html, a file that is not there, and one whose real place is outside root.
func webFile(root, name string) (string, bool) {
	if strings.ContainsAny(name, "\\:\x00") { // no Windows separators, drives or streams
		return "", false
	}
	for _, part := range strings.Split(name, "/") {
		if strings.HasPrefix(part, ".") {
			return "", false
		}
	}
	real, err := filepath.EvalSymlinks(filepath.Join(root, filepath.FromSlash(name)))
	if err != nil || !inside(root, real) {
		return "", false
	}
	info, err := os.Stat(real)
	if err != nil {
		return "", false
	}
	if info.IsDir() {
		real, err = filepath.EvalSymlinks(filepath.Join(real, "index.html"))
		if err != nil || !inside(root, real) {
			return "", false
		}
		if info, err = os.Stat(real); err != nil {
			return "", false
		}
	}
	return real, info.Mode().IsRegular()
}

// inside says whether path is root or under it (both absolute and clean).
func inside(root, path string) bool {
	rel, err := filepath.Rel(root, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// serveFile serves one file, its type from its name, with the ranges and the
// If-Modified-Since a browser may ask for.
func serveFile(w http.ResponseWriter, r *http.Request, file string) {
	f, err := os.Open(file)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		http.NotFound(w, r)
		return
	}
	http.ServeContent(w, r, filepath.Base(file), info.ModTime(), f)
}

// unpackedGame serves mercado.wasm from mercado.wasm.gz: the compressed file as it is
// where the client takes gzip, else the game unpacked, once, and kept while the file
// stays the same.
type unpackedGame struct {
	mu   sync.Mutex
	from os.FileInfo // the compressed file the game was unpacked from
	data []byte
}

// gameUnpacks counts the times a web server unpacked the game (the tests read it).
var gameUnpacks atomic.Int64

// maxUnpacked is the most the game may weigh unpacked (it is 20 MB): a damaged or
// planted file unpacks no further.
const maxUnpacked = 256 << 20

func (g *unpackedGame) serve(w http.ResponseWriter, r *http.Request, gzPath string) {
	w.Header().Set("Content-Type", "application/wasm")
	w.Header().Add("Vary", "Accept-Encoding")
	if acceptsGzip(r.Header.Get("Accept-Encoding")) {
		w.Header().Set("Content-Encoding", "gzip")
		serveFile(w, r, gzPath)
		return
	}
	data, info, err := g.unpacked(gzPath)
	if err != nil {
		http.Error(w, "the game's file is damaged", http.StatusInternalServerError)
		return
	}
	http.ServeContent(w, r, "mercado.wasm", info.ModTime(), bytes.NewReader(data))
}

// unpacked is the game unpacked from gzPath, unpacked again only when the file changed.
func (g *unpackedGame) unpacked(gzPath string) ([]byte, os.FileInfo, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	info, err := os.Stat(gzPath)
	if err != nil {
		return nil, nil, err
	}
	if g.from != nil && os.SameFile(g.from, info) && g.from.ModTime().Equal(info.ModTime()) && g.from.Size() == info.Size() {
		return g.data, g.from, nil
	}
	f, err := os.Open(gzPath)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, nil, err
	}
	data, err := io.ReadAll(io.LimitReader(zr, maxUnpacked+1))
	if err == nil && len(data) > maxUnpacked {
		err = errors.New("the game unpacks to more than it can weigh")
	}
	if err != nil {
		return nil, nil, err
	}
	g.from, g.data = info, data
	gameUnpacks.Add(1)
	return data, info, nil
}

// acceptsGzip says an Accept-Encoding header takes gzip (named, or "*", without q=0).
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "*" {
			continue
		}
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				q = f
			}
		}
		return q > 0
	}
	return false
}

// URL is the page's address for an invite's link: http://HOST:PORT/, with the machine's
// address on its network when the server listens on every address.
func (w *WebServer) URL() string { return w.url }

// Close stops serving.
func (w *WebServer) Close() { w.srv.Close() }

// checkWebDir says whether dir holds a web build.
func checkWebDir(dir string) error {
	for _, name := range []string{"index.html", "mercado.wasm.gz", "online.js"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			return fmt.Errorf("%s is not the browser build (no %s): `make web` makes it in dist/web", dir, name)
		}
	}
	return nil
}

// FindWebDir finds the browser build: the web folder the downloads carry beside the
// program (Mercado.exe's folder on Windows, the app's Resources on macOS, share/mercado
// on Linux), else dist/web under the working folder, as `make web` leaves it.
func FindWebDir() (string, error) {
	var tried []string
	if exe, err := os.Executable(); err == nil {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			exe = real
		}
		here := filepath.Dir(exe)
		tried = append(tried,
			filepath.Join(here, "web"),
			filepath.Join(here, "..", "Resources", "web"),
			filepath.Join(here, "..", "share", "mercado", "web"))
	}
	tried = append(tried, filepath.Join("dist", "web"))
	for _, dir := range tried {
		if checkWebDir(dir) == nil {
			return filepath.Clean(dir), nil
		}
	}
	return "", errors.New("the browser build is not beside the program nor in dist/web (make web makes it); --web DIR names it")
}

// InviteURL is where other machines reach the host's NATS: its URL with the machine's
// address on its network when it listens on every address.
func (h *Host) InviteURL() string {
	if h.server == nil { // the referee alone: seats reach the deployment at its own URL
		return h.external
	}
	return advertisedURL(h.server.ClientURL())
}

// InviteWebsocketURL is where browsers reach the host, as InviteURL; "" without a
// WebSocket listener.
func (h *Host) InviteWebsocketURL() string {
	if !h.websocket || h.server == nil {
		return ""
	}
	return advertisedURL(h.server.WebsocketURL())
}

// advertisedURL names the machine's address on its network in place of a wildcard
// listening address (0.0.0.0, [::]), so that a link or a QR code made from it reaches
// this machine from a phone on the same network. Without a network it is 127.0.0.1.
func advertisedURL(u string) string {
	for _, wildcard := range []string{"0.0.0.0", "[::]"} {
		if strings.Contains(u, "://"+wildcard+":") {
			return strings.Replace(u, "://"+wildcard+":", "://"+LANAddress()+":", 1)
		}
	}
	return u
}

// LANAddress is this machine's IPv4 address on its local network: a private address
// (10/8, 172.16/12, 192.168/16) of an interface that is up, else any other address that
// is not the loopback, else 127.0.0.1.
func LANAddress() string {
	var private, other string
	ifaces, _ := net.Interfaces()
	for _, iface := range ifaces {
		if iface.Flags&net.FlagUp == 0 || iface.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, _ := iface.Addrs()
		for _, a := range addrs {
			ipnet, ok := a.(*net.IPNet)
			if !ok {
				continue
			}
			ip := ipnet.IP.To4()
			if ip == nil || ip.IsLoopback() || ip.IsLinkLocalUnicast() {
				continue
			}
			if ip.IsPrivate() && private == "" {
				private = ip.String()
			} else if other == "" {
				other = ip.String()
			}
		}
	}
	switch {
	case private != "":
		return private
	case other != "":
		return other
	}
	return "127.0.0.1"
}

// defaultHTTP is where `mercado host` serves the browser build unless told otherwise.
const defaultHTTP = "0.0.0.0:8080"

// serveWebFlags starts the web server `mercado host` was asked for: none with --http "",
// none without a WebSocket listener for the page to join through, and none (with a note)
// when the build is missing and --http was left at its default; asked for explicitly, a
// missing build is an error.
func serveWebFlags(fs *flag.FlagSet, addr, dir, ws string, stderr io.Writer) (*WebServer, error) {
	explicit := false
	fs.Visit(func(f *flag.Flag) { explicit = explicit || f.Name == "http" || f.Name == "web" })
	if addr == "" {
		return nil, nil
	}
	if ws == "" {
		if explicit {
			return nil, errors.New("--http serves the browser build, which joins through --ws: give both")
		}
		return nil, nil
	}
	if dir == "" {
		found, err := FindWebDir()
		if err != nil {
			if explicit {
				return nil, err
			}
			fmt.Fprintln(stderr, "mercado host: browsers cannot join from a link:", err)
			return nil, nil
		}
		dir = found
	}
	return ServeWeb(addr, dir)
}
