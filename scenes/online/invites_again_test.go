//go:build !js

package online

import (
	"net/url"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/scenes"
	"mercado/ui"
	"mercado/ui/lang"
)

// TestInvitesReopen: the invites of a table hosted here are shown again, from the tables
// list and from the host's board's menu: the same links, the QR code of the first one to
// send; from the list, Take my seat takes the host's seat; from the board, Back returns to
// the board's menu. A table joined here (not hosted) offers none.
func TestInvitesReopen(t *testing.T) {
	w, h := hostingWindow(t, 3)
	if err := rememberTable(w.app.Store, savedTable{Table: "other", Invite: "nats://127.0.0.1:1/other/1/secret", Names: []string{"Bia", "Ana"}}); err != nil {
		t.Fatal(err)
	}
	w.app.Push(newTablesList(w.app))
	if err := w.app.Step(w.dst, 3); err != nil {
		t.Fatal(err)
	}
	w.click(t, pageButtonOf(t, w.app, lang.T("online.show_invites")))
	p := invitesPage(t, w)
	rui := h.invite(1)
	if got := qrOf(t, w, p); got != rui {
		t.Fatalf("the invites reopened from the list show the QR code %q, want Rui's link %q", got, rui)
	}
	for i, name := range h.names {
		if !pageSays(p, name+": "+h.invite(i)) {
			t.Fatalf("the invites reopened do not give %s's link %q: %v", name, h.invite(i), p.lines)
		}
	}
	w.click(t, pageButtonOf(t, w.app, lang.F("online.take_seat", "Name", "Ana")))
	w.until(t, "Ana's board", 60*60, func() bool { b := boardOf(w.app); return b != nil && b.Game().State() != nil })

	w.in.Key(ebiten.KeyEscape)
	if err := w.app.Step(w.dst, 4); err != nil {
		t.Fatal(err)
	}
	pause, ok := w.app.Top().(*scenes.Pause)
	if !ok {
		t.Fatalf("Escape on the board opened %T, not its menu", w.app.Top())
	}
	var item ui.Rect
	for _, tg := range pause.Targets() {
		if tg.Label == lang.T("online.show_invites") {
			item = ui.R(tg.X-tg.W/2, tg.Y-tg.H/2, tg.W, tg.H)
		}
	}
	if item.W == 0 {
		t.Fatalf("the host's board's menu offers no invites: %+v", pause.Targets())
	}
	w.click(t, item)
	p = invitesPage(t, w)
	if got := qrOf(t, w, p); got != rui {
		t.Fatalf("the invites reopened from the board show the QR code %q, want %q", got, rui)
	}
	for _, b := range p.buttons {
		if b.btn.Label == lang.F("online.take_seat", "Name", "Ana") {
			t.Fatal("the invites over the host's own board offer to take the seat again")
		}
	}
	w.click(t, pageButtonOf(t, w.app, lang.T("online.back")))
	if err := w.app.Step(w.dst, 30); err != nil {
		t.Fatal(err)
	}
	if _, ok := w.app.Top().(*scenes.Pause); !ok {
		t.Fatalf("Back from the invites leads to %T, not the board's menu", w.app.Top())
	}
	if _, ok := hostedHere(w.app.Store, "other"); ok {
		t.Fatal("a table joined here offers its invites")
	}
}

// pageSays: one of p's sentences is text.
func pageSays(p *page, text string) bool {
	for _, l := range p.lines {
		if l.text == text {
			return true
		}
	}
	return false
}

// TestJoinSaysMistyped: a friend's link typed with one letter of its secret lost is
// called mistyped on the Join screen, at once, not an invite the host does not know;
// the whole link still joins.
func TestJoinSaysMistyped(t *testing.T) {
	w, h := hostingWindow(t, 4)
	link := h.invite(1)
	join := newJoin()
	w.app.Push(join)
	if err := w.app.Step(w.dst, 3); err != nil {
		t.Fatal(err)
	}
	if hint := join.field.hint; !strings.HasPrefix(hint, "http://") {
		t.Fatalf("the Join field's example is %q, not a link", hint)
	}
	join.field.set(link[:len(link)-3] + link[len(link)-2:])
	w.click(t, pageButtonOf(t, w.app, lang.T("online.join_now")))
	if err := w.app.Step(w.dst, 10); err != nil {
		t.Fatal(err)
	}
	if w.app.Top() != scenes.Scene(join) || !pageSays(join, lang.T("online.mistyped")) {
		p, _ := w.app.Top().(*page)
		t.Fatalf("a link with a letter lost: the top is %T %v, want the Join page saying it is mistyped", w.app.Top(), p)
	}
	join.field.set(link)
	w.click(t, pageButtonOf(t, w.app, lang.T("online.join_now")))
	w.until(t, "Rui's board from the whole link", 60*60, func() bool { b := boardOf(w.app); return b != nil && b.Game().State() != nil })
}

// TestOneAddressInLinksAndInvites: a window's host names one address in every person's
// browser link (its page and its WebSocket) and in their desktop invite, the one the
// host's own invites use (on a machine with no private address, 127.0.0.1 in the links
// while the invites named the machine's address).
func TestOneAddressInLinksAndInvites(t *testing.T) {
	build := fakeWebBuild(t)
	stopHost()
	findWebDir = func() (string, error) { return build, nil }
	t.Cleanup(func() { findWebDir = host.FindWebDir })
	_, h := hostingWindow(t, 5)
	want := host.LANAddress()
	for i := range h.names {
		invite, err := online.ParseInvite(h.saved.Invites[i])
		if err != nil {
			t.Fatal(err)
		}
		link := h.saved.Links[i]
		page, ws, _ := strings.Cut(link, "#")
		for what, u := range map[string]string{"invite": invite.Server, "link's page": page, "link's WebSocket": ws} {
			parsed, err := url.Parse(u)
			if err != nil || parsed.Hostname() != want {
				t.Errorf("%s's %s %q names %q, not the host's address %q", h.names[i], what, u, parsed.Hostname(), want)
			}
		}
	}
}
