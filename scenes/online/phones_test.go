//go:build !js

package online

import (
	"image"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"

	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/game/table"
	"mercado/ui/lang"
)

// fakeWebBuild is a folder that passes for the browser build.
func fakeWebBuild(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range map[string]string{"index.html": "<title>Mercado</title>", "mercado.wasm.gz": "wasm", "online.js": "js"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// invitesPage steps w until the invites page of a table it hosts is on top, laid out,
// with its QR code, and the cross-fade from the screen before is over (read mid-fade,
// the code is blended with that screen and reads only by luck).
func invitesPage(t *testing.T, w *window) *page {
	t.Helper()
	var p *page
	w.until(t, "the invites", 60*60, func() bool {
		p, _ = w.app.Top().(*page)
		return p != nil && p.title == lang.T("online.invites") && p.qr != nil && !w.app.Fading()
	})
	if err := w.app.Step(w.dst, 3); err != nil {
		t.Fatal(err)
	}
	return p
}

// qrOf decodes the QR code the invites page p draws in w's last frame.
func qrOf(t *testing.T, w *window, p *page) string {
	t.Helper()
	q := p.layout(w.app).qr
	r := image.Rect(int(q.X), int(q.Y), int(q.X+q.W), int(q.Y+q.H))
	if err := w.app.Step(w.dst, 2); err != nil {
		t.Fatal(err)
	}
	pix, err := w.dst.Pixels()
	if err != nil {
		t.Fatal(err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(pix.SubImage(r.Inset(-12)))
	if err != nil {
		t.Fatal(err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		t.Fatalf("the invites page's QR code does not read: %v", err)
	}
	return res.GetText()
}

// TestWindowHostServesPhones: a window hosts a table of Ana (its own person) and Rui with
// Rui to play first. The window's host serves the browser build and a NATS WebSocket, so
// each invite is a browser link: the QR code on the invites page, read from the window's
// pixels, is Rui's link, its page is served, and a desktop's Join takes the link too. Ana's
// window takes Ana's seat, not the first player's.
func TestWindowHostServesPhones(t *testing.T) {
	build := fakeWebBuild(t)
	stopHost() // another test's host may run, without the page
	findWebDir = func() (string, error) { return build, nil }
	t.Cleanup(func() { stopHost(); findWebDir = host.FindWebDir })
	ana := newWindow(t)
	err := hostTable(ana.app, table.Config{Seats: []table.Seat{{Name: "Ana", Kind: table.Human}, {Name: "Rui", Kind: table.Human, Color: 1}},
		MoneyHidden: true, First: 1, Seed: 21})
	if err != nil {
		t.Fatal(err)
	}
	p := invitesPage(t, ana)
	link := qrOf(t, ana, p)
	if !strings.HasPrefix(link, "http://") || !strings.Contains(link, "#ws://") {
		t.Fatalf("the QR code holds %q, not a browser link", link)
	}
	inv, err := online.ParseInviteLink(link)
	if err != nil || inv.Seat != 0 {
		t.Fatalf("the QR code's link %q: seat %d, %v; want Rui's, seat 0", link, inv.Seat, err)
	}
	page, _, _ := strings.Cut(link, "#")
	resp, err := http.Get(page)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), "Mercado") {
		t.Fatalf("the link's page: %d %q", resp.StatusCode, body)
	}
	if p.lines[1].text != "Rui: "+link {
		t.Fatalf("the page shows %q; the QR code holds Rui's %q", p.lines[1].text, link)
	}

	ana.click(t, pageButtonOf(t, ana.app, lang.F("online.take_seat", "Name", "Ana")))
	ana.until(t, "Ana's board", 60*60, func() bool { return boardOf(ana.app) != nil })
	if seat := boardOf(ana.app).Game().(*online.Remote).Seat(); seat != 1 {
		t.Fatalf("the host's window took seat %d, not Ana's (1)", seat)
	}
	// Each person keeps the setup's colour, though the seats start from Rui.
	if seats := boardOf(ana.app).Game().Seats(); seats[1].Color != 0 || seats[0].Color != 1 {
		t.Fatalf("the board's colours: Rui %d, Ana %d; the setup gave Rui 1 and Ana 0", seats[0].Color, seats[1].Color)
	}
	rui := newWindow(t)
	rui.app.Push(newJoin())
	if err := rui.app.Step(rui.dst, 2); err != nil {
		t.Fatal(err)
	}
	rui.in.Type(link)
	if err := rui.app.Step(rui.dst, len(link)+2); err != nil {
		t.Fatal(err)
	}
	rui.click(t, pageButtonOf(t, rui.app, lang.T("online.join_now")))
	rui.until(t, "Rui's board", 60*60, func() bool { return boardOf(rui.app) != nil })
	if seat := boardOf(rui.app).Game().(*online.Remote).Seat(); seat != 0 {
		t.Fatalf("Rui's link took seat %d", seat)
	}
	for _, w := range []*window{ana, rui} {
		if c, ok := w.app.Top().(interface{ Close() }); ok {
			c.Close()
		}
	}
}

// TestHostComesBackByItself: a window that hosted a table starts again (its host had
// stopped with it): the host is started with the window, the menu says so, and a friend's
// seat reaches the table without the host's person opening any screen.
func TestHostComesBackByItself(t *testing.T) {
	w, hosted := hostingWindow(t, 8)
	stopHost() // the window closed
	rui, err := online.ParseInvite(hosted.saved.Invites[1])
	if err != nil {
		t.Fatal(err)
	}
	if s := hostAgain(w.app); s != nil {
		t.Fatalf("starting again opened %T", s)
	}
	if !slices.Contains(w.app.Notices, lang.T("online.hosting_again")) {
		t.Fatalf("the menu's notices: %q", w.app.Notices)
	}
	w.until(t, "Rui's seat to reach the table", 60*60, func() bool {
		c, err := online.Connect(rui, online.ClientOptions{})
		if err != nil {
			return false
		}
		defer c.Close()
		_, err = c.View()
		return err == nil
	})
	other := newWindow(t) // a window with no table hosted starts no host
	stopHost()
	scene := hostAgain(other.app)
	hostMu.Lock()
	started := running != nil
	hostMu.Unlock()
	if scene != nil || started || len(other.app.Notices) != 0 {
		t.Fatal("a window without hosted tables started a host or said so")
	}
}

// hostingWindow is a window whose host (started afresh, stopped at the test's end) holds
// a table of Ana (the window's seat) and Rui, dealt from seed, in the window's list.
func hostingWindow(t *testing.T, seed uint64) (*window, hosted) {
	t.Helper()
	return hostingWindowOf(t, seed, "Ana", "Rui")
}

// hostingWindowOf is hostingWindow with the people named, the window's the first.
func hostingWindowOf(t testing.TB, seed uint64, names ...string) (*window, hosted) {
	t.Helper()
	stopHost()
	t.Cleanup(stopHost)
	w := newWindow(t)
	dir, err := hostDir(w.app)
	if err != nil {
		t.Fatal(err)
	}
	var seats []online.NewSeat
	for _, n := range names {
		seats = append(seats, online.NewSeat{Name: n})
	}
	h, err := newHosted(dir, online.NewTableRequest{Seats: seats, Seed: &seed}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := rememberTable(w.app.Store, h.saved); err != nil {
		t.Fatal(err)
	}
	return w, h
}
