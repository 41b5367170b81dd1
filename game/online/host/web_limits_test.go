//go:build !js

package host

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// shortWebLimits has the web servers started in the test use these limits.
func shortWebLimits(t *testing.T, header, idle time.Duration, conns int) {
	h, i, c := webReadHeaderTimeout, webIdleTimeout, maxWebConnections
	webReadHeaderTimeout, webIdleTimeout, maxWebConnections = header, idle, conns
	t.Cleanup(func() { webReadHeaderTimeout, webIdleTimeout, maxWebConnections = h, i, c })
}

// serveFake serves a fake web build (fakeWebBuild) on loopback.
func serveFake(t *testing.T) (*WebServer, map[string]string) {
	t.Helper()
	dir, files := fakeWebBuild(t)
	w, err := ServeWeb("127.0.0.1:0", dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Close)
	return w, files
}

// closedByServer says the server closed conn: a read ends (EOF or reset) before the
// guard's deadline, which only stops a test of a server that never closes.
func closedByServer(conn net.Conn, r io.Reader) bool {
	conn.SetReadDeadline(time.Now().Add(20 * time.Second))
	_, err := io.Copy(io.Discard, r)
	var timeout net.Error
	return !(errors.As(err, &timeout) && timeout.Timeout())
}

// TestWebClosesIdleConnections: a connection that asked once and then stays quiet, and
// one that never finishes its request, are closed by the web server.
func TestWebClosesIdleConnections(t *testing.T) {
	shortWebLimits(t, 200*time.Millisecond, 200*time.Millisecond, 16)
	w, _ := serveFake(t)
	addr := strings.TrimPrefix(strings.TrimSuffix(w.URL(), "/"), "http://")
	kept, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer kept.Close()
	io.WriteString(kept, "GET /index.html HTTP/1.1\r\nHost: mercado\r\n\r\n")
	r := bufio.NewReader(kept)
	res, err := http.ReadResponse(r, nil)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("the page: %v %v", res, err)
	}
	io.Copy(io.Discard, res.Body)
	if !closedByServer(kept, r) {
		t.Error("a kept-alive connection that asks nothing more stays open")
	}
	slow, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Close()
	io.WriteString(slow, "GET / HTTP/1.1\r\nHost: merc")
	if !closedByServer(slow, slow) {
		t.Error("a connection that never finishes its request stays open")
	}
}

// TestWebLimitsConnections: the web server holds so many connections at once; one more
// is closed as it comes, and a place freed serves again.
func TestWebLimitsConnections(t *testing.T) {
	shortWebLimits(t, time.Minute, time.Minute, 3)
	w, _ := serveFake(t)
	addr := strings.TrimPrefix(strings.TrimSuffix(w.URL(), "/"), "http://")
	var held []net.Conn
	for range 3 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		held = append(held, c)
	}
	extra, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer extra.Close()
	io.WriteString(extra, "GET / HTTP/1.1\r\nHost: mercado\r\n\r\n")
	if !closedByServer(extra, extra) {
		t.Fatal("a connection over the limit was held open")
	}
	held[0].Close()
	if !eventually(2000, func() bool {
		res, err := http.Get(w.URL())
		if err == nil {
			res.Body.Close()
		}
		return err == nil && res.StatusCode == http.StatusOK
	}) {
		t.Fatal("a place freed did not serve again")
	}
}

// TestWebServesTheCompressedGame: from a folder with only mercado.wasm.gz (as the
// downloads carry it), mercado.wasm is that file as it is, with Content-Encoding: gzip,
// to a client that takes gzip; a client that does not gets the game unpacked, unpacked
// once however often it is asked.
func TestWebServesTheCompressedGame(t *testing.T) {
	w, files := serveFake(t)
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	ask := func(encoding string) (*http.Response, string) {
		req, _ := http.NewRequest(http.MethodGet, w.URL()+"mercado.wasm", nil)
		req.Header.Set("Accept-Encoding", encoding)
		res, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res, string(body)
	}
	res, body := ask("gzip, deflate, br")
	if res.Header.Get("Content-Encoding") != "gzip" || body != files["mercado.wasm.gz"] || res.Header.Get("Content-Type") != "application/wasm" {
		t.Fatalf("to a browser: Content-Encoding %q, Content-Type %q, %d bytes (the compressed file has %d)",
			res.Header.Get("Content-Encoding"), res.Header.Get("Content-Type"), len(body), len(files["mercado.wasm.gz"]))
	}
	zr, err := gzip.NewReader(bytes.NewReader([]byte(body)))
	if err == nil {
		unpacked, _ := io.ReadAll(zr)
		if string(unpacked) != "\x00asm the game" {
			t.Fatalf("the compressed game unpacks to %q", unpacked)
		}
	}
	before := gameUnpacks.Load()
	for range 3 {
		res, body = ask("identity")
		if res.Header.Get("Content-Encoding") != "" || body != "\x00asm the game" {
			t.Fatalf("to a client without gzip: Content-Encoding %q, %q", res.Header.Get("Content-Encoding"), body)
		}
	}
	if n := gameUnpacks.Load() - before; n != 1 {
		t.Fatalf("three clients without gzip: the game was unpacked %d times, want once", n)
	}
}
