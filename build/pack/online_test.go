package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"mercado/game"
	"mercado/game/online"
	"mercado/game/online/host"
)

// onlineSeatPage is the test seat's page: the web build's loader and bridge, and the test
// seat (testdata/onlineseat) in place of the game.
const onlineSeatPage = `<!doctype html>
<meta charset="utf-8">
<title>Mercado online seat</title>
<script src="wasm_exec.js"></script>
<script>
window.mercadoOnline = () => import("./online.js");
(async () => {
  const go = new Go();
  const { instance } = await WebAssembly.instantiateStreaming(fetch("onlineseat.wasm"), go.importObject);
  await go.run(instance);
})().catch((e) => { window.onlineSeat = JSON.stringify({ done: true, error: "the page: " + e }); });
</script>
`

// onlineSeatReport is what the test seat leaves in window.onlineSeat.
type onlineSeatReport struct {
	Done   bool         `json:"done"`
	Phase  string       `json:"phase"`
	Error  string       `json:"error"`
	First  *online.View `json:"first"`
	Final  *online.View `json:"final"`
	Log    string       `json:"log"`
	States []string     `json:"states"`
}

// TestBrowserSeatOnline: a host on loopback serves the web build over HTTP (the page and
// the game fetched from it as a phone would), and a page in headless Chromium opened
// from a seat's invite link plays that seat of a hidden-money table to the end through
// the browser's transport (the official NATS JavaScript client over the host's
// WebSocket listener), beside a desktop seat on nats.go and a computer. Mid-game the host
// stops and starts again; the page reconnects by itself and goes on. It never receives
// a rival's money before the end, and the record replays to the scores it saw.
func TestBrowserSeatOnline(t *testing.T) {
	exe, web := browserAndWeb(t)
	build := exec.Command("go", "build", "-trimpath", "-o", filepath.Join(web, "onlineseat.wasm"), "./build/pack/testdata/onlineseat")
	build.Dir = "../.."
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the test seat: %v\n%s", err, out)
	}
	if err := os.WriteFile(filepath.Join(web, "onlineseat.html"), []byte(onlineSeatPage), 0o644); err != nil {
		t.Fatal(err)
	}

	data := t.TempDir()
	h, err := host.StartHost(host.HostConfig{Listen: "127.0.0.1:0", Websocket: "127.0.0.1:0", DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	// The host now running, nil once stopped for good (the test's end, or its last part).
	var hostMu sync.Mutex
	stopped := false
	stopHost := func() {
		hostMu.Lock()
		defer hostMu.Unlock()
		if h != nil {
			h.Close()
		}
		h, stopped = nil, true
	}
	defer stopHost()
	natsAddr, wsAddr := strings.TrimPrefix(h.URL(), "nats://"), strings.TrimPrefix(h.WebsocketURL(), "ws://")
	site, err := host.ServeWeb("127.0.0.1:0", web)
	if err != nil {
		t.Fatal(err)
	}
	defer site.Close()
	fetchedAsBuilt(t, site.URL(), web, "", "mercado.wasm.gz", "online.js", "nats/nats-core.js", "sw.js")

	browserSeat, desktopSeat := pageTable(t, h, 11)
	link := online.InviteLink(site.URL()+"onlineseat.html", browserSeat)
	if got, err := online.ParseInviteLink(link); err != nil || got != browserSeat {
		t.Fatalf("the link %s reads as %+v, %v", link, got, err)
	}

	desktop, err := online.Connect(desktopSeat, online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer desktop.Close()
	desktopDone := make(chan error, 1)
	go func() { _, err := desktop.Play(online.Bot{Level: "random"}); desktopDone <- err }()
	// Ten moves in, the host stops and starts again on the same folder and addresses:
	// both seats reconnect by themselves and go on.
	restarted := make(chan error, 1)
	go func() {
		for v := desktop.Latest(); v == nil || v.Revision < 10; v = desktop.Latest() {
			time.Sleep(5 * time.Millisecond)
		}
		hostMu.Lock()
		defer hostMu.Unlock()
		if stopped {
			restarted <- errors.New("the test ended first")
			return
		}
		h.Close()
		h = nil
		again, err := host.StartHost(host.HostConfig{Listen: natsAddr, Websocket: wsAddr, DataDir: data})
		if err == nil {
			h = again
		}
		restarted <- err
	}()

	ctx := openPage(t, exe, "en-GB").ctx
	if err := chromedp.Do(ctx, chromedp.Navigate(link)); err != nil {
		t.Fatal(err)
	}
	var report onlineSeatReport
	for {
		js, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.onlineSeat || "{}"`))
		if err != nil {
			t.Fatalf("reading the seat's report: %v (last: %+v)", err, report)
		}
		report = onlineSeatReport{}
		if err := json.Unmarshal([]byte(js), &report); err != nil {
			t.Fatalf("the seat's report %q: %v", js, err)
		}
		if report.Done {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if report.Error != "" {
		t.Fatalf("the browser's seat, %s: %s", report.Phase, report.Error)
	}
	if err := <-desktopDone; err != nil {
		t.Fatalf("the desktop seat: %v", err)
	}
	select {
	case err := <-restarted:
		if err != nil {
			t.Fatalf("the host did not start again: %v", err)
		}
	default:
		t.Fatal("the game ended before the host was restarted")
	}
	if strings.Join(report.States, " ") != "reconnecting connected" {
		t.Errorf("the browser's seat saw its connection go %v, want [reconnecting connected]", report.States)
	}
	first, final := report.First, report.Final
	if first == nil || final == nil || first.You != 0 || !final.Over {
		t.Fatalf("the browser's seat: first view %+v, final %+v", first, final)
	}
	for _, p := range first.Players {
		if (p.Money != nil) != (p.Seat == 0) {
			t.Errorf("the browser's first view: seat %d's money shown=%v with hidden money", p.Seat, p.Money != nil)
		}
	}
	lines := strings.Split(strings.TrimSpace(report.Log), "\n")
	views := 0
	for i, line := range lines {
		var v online.View
		if json.Unmarshal([]byte(line), &v) != nil || !strings.Contains(line, `"you"`) {
			continue // events and answers
		}
		views++
		for _, p := range v.Players {
			if !v.Over && p.Seat != 0 && p.Money != nil {
				t.Fatalf("message %d, revision %d: the browser's seat received seat %d's money", i, v.Revision, p.Seat)
			}
		}
	}
	record, err := desktop.Record()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.ParseRecord(record)
	if err != nil {
		t.Fatal(err)
	}
	s, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range final.Players {
		if p.Score == nil || *p.Score != s.Score(p.Seat) {
			t.Errorf("the browser's final view gives seat %d %v; the record replays to %d", p.Seat, p.Score, s.Score(p.Seat))
		}
	}
	offlineAndUnreachable(t, ctx, link, stopHost)
	t.Logf("the browser's seat played %d moves' game to the end over WebSocket: %d messages (%d views), connection states %v", final.Revision, len(lines), views, report.States)
}

// fetchedAsBuilt fetches each name from the host's web server and compares it with the
// build's file ("" is the page).
func fetchedAsBuilt(t *testing.T, site, dir string, names ...string) {
	t.Helper()
	for _, name := range names {
		res, err := http.Get(site + name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(res.Body)
		res.Body.Close()
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s%s: %s %v", site, name, res.Status, err)
		}
		file := name
		if name == "" {
			file = "index.html"
		}
		want, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s from the host differs from the build's (%d bytes, want %d)", file, len(got), len(want))
		}
	}
	t.Logf("fetched the page, the game (mercado.wasm.gz) and the online client from the host's --http at %s", site)
}

// offlineAndUnreachable: with the device offline the page is told plainly that online
// play needs the network; with the host gone, that the host cannot be reached.
func offlineAndUnreachable(t *testing.T, ctx context.Context, link string, stopHost func()) {
	t.Helper()
	try := func(what string) string {
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.onlineSeatTried = ""; onlineSeatTry(`+strconv.Quote(link)+`); true`)); err != nil {
			t.Fatal(err)
		}
		for {
			got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.onlineSeatTried`))
			if err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			if got != "" {
				return got
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	if got := try("connecting again"); got != "connected" {
		t.Fatalf("connecting again: %s", got)
	}
	offline := network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}
	if _, err := chromedp.Call(ctx, network.OverrideNetworkState, offline); err != nil {
		t.Fatal(err)
	}
	if got := try("connecting offline"); got != online.ErrOffline.Error() {
		t.Errorf("connecting offline: %q, want %q", got, online.ErrOffline.Error())
	}
	back := network.OverrideNetworkStateParams{DownloadThroughput: -1, UploadThroughput: -1}
	if _, err := chromedp.Call(ctx, network.OverrideNetworkState, back); err != nil {
		t.Fatal(err)
	}
	stopHost()
	if got := try("connecting to a host that is gone"); !strings.HasPrefix(got, "could not reach the host at ws://") {
		t.Errorf("connecting to a host that is gone: %q", got)
	}
}

// pageTable makes a hidden-money table of Ana, Rui and a random computer on host, dealt
// by seed: Ana's seat for the page, through the host's WebSocket listener, and Rui's for
// a desktop seat beside it.
func pageTable(t *testing.T, h *host.Host, seed uint64) (page, desktop online.Invite) {
	t.Helper()
	_, invites, err := host.NewTable(h.AdminURL(), online.NewTableRequest{
		Seats: online.ParseSeats("Ana,Rui,computer:random"), Money: "hidden", Seed: &seed, Iterations: 50,
	})
	if err != nil {
		t.Fatal(err)
	}
	page = invites[0]
	page.Server = h.WebsocketURL()
	return page, invites[1]
}
