//go:build !js

package online

import (
	"net"
	"os"
	"path/filepath"
	"testing"

	"mercado/game/online/host"
)

// freePort is a port nothing listens on just now.
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// TestHostKeepsItsPorts: the window's host listens again on the ports it used before
// (kept in its folder), where its invites and links point, also when they were not the
// first choices; a damaged or odd ports file gives the first choices.
func TestHostKeepsItsPorts(t *testing.T) {
	build := fakeWebBuild(t)
	stopHost()
	findWebDir = func() (string, error) { return build, nil }
	t.Cleanup(func() { stopHost(); findWebDir = host.FindWebDir })
	dir := t.TempDir()
	kept := hostPorts{freePort(t), freePort(t), freePort(t)}
	keepPorts(dir, kept)
	h, err := startHost(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := hostPorts{portNumber(h.URL()), portNumber(h.WebsocketURL()), portNumber(web.URL())}
	if got != kept {
		t.Fatalf("the host listens on %+v; it had kept %+v", got, kept)
	}
	stopHost()
	if again := readPorts(dir); again != kept {
		t.Fatalf("after a start the folder keeps %+v, not %+v", again, kept)
	}
	first := hostPorts{hostPort, hostWSPort, hostWebPort}
	for _, text := range []string{"", "{", `{"NATS": -1, "Websocket": 1, "Web": 2}`, `{"NATS": 70000, "Websocket": 1, "Web": 2}`, `[1,2,3]`} {
		if err := os.WriteFile(filepath.Join(dir, portsFile), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		if p := readPorts(dir); p != first {
			t.Errorf("a ports file %q gives %+v, not the first choices", text, p)
		}
	}
}
