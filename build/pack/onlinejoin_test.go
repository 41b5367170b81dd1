package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"mercado/game/online"
	"mercado/scenes"
)

// TestBrowserJoinByPaste: a phone's browser on the host's page, opened without an
// invite, joins a seat from the Join screen. A tap on the field gives the page's own
// text input the focus (a phone's keyboard and its paste); a link put in there as a
// paste hands it over reads in the field. Then the Paste button reads the clipboard
// (navigator.clipboard on the tap, the permission granted as a person would), and Join
// takes the link's seat to its board.
func TestBrowserJoinByPaste(t *testing.T) {
	exe, web := browserAndWeb(t)
	host, site := hostAndSite(t, web)
	ana, _ := pageTable(t, host, 9)
	link := online.InviteLink(site.URL(), ana)

	p := openPage(t, exe, "en-GB")
	ctx := p.ctx
	p.phone(390, 844)
	p.Touchscreen()
	if err := chromedp.Do(ctx, chromedp.Navigate(site.URL())); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the menu", 60*time.Second, hasTarget("menu.online"))
	p.tap("menu.online")
	p.tapLabelled("Join a table")
	p.waitFor("the Join screen's field", 10*time.Second, hasTarget("page.field"))

	// A paste into the field, as the phone's keyboard hands it over.
	p.tap("page.field")
	if got := p.js(`document.activeElement && document.activeElement.id`); string(got) != `"mercado-text-input"` {
		t.Fatalf("after a tap on the field the page's focus is on %s, not its text input", got)
	}
	if _, err := chromedp.Call(ctx, input.InsertText, input.InsertTextParams{Text: " " + link + "\n"}); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the pasted link in the field", 10*time.Second, func(st scenes.Status) bool { return targetLabel(st, "page.field") == link })

	// The Paste button: the clipboard holds the link, the page may read it.
	clip := &browser.PermissionDescriptor{Name: "clipboard-read"}
	if _, err := chromedp.Call(ctx, browser.SetPermission, browser.SetPermissionParams{Permission: clip, Setting: browser.PermissionSettingGranted, Origin: strings.TrimSuffix(site.URL(), "/")}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
	p.js(`document.activeElement && document.activeElement.blur(), navigator.clipboard.writeText(` + strconv.Quote(link) + `).then(() => true)`)
	p.tap("page.field")
	if _, err := chromedp.Call(ctx, input.InsertText, input.InsertTextParams{Text: "x"}); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the field changed", 10*time.Second, func(st scenes.Status) bool { return targetLabel(st, "page.field") == link+"x" })
	p.tapLabelled("Paste")
	p.waitFor("the clipboard's link in the field", 10*time.Second, func(st scenes.Status) bool { return targetLabel(st, "page.field") == link })

	p.tapLabelled("Join")
	st := p.waitFor("Ana's board", 60*time.Second, func(st scenes.Status) bool {
		if hasTarget("page.text.")(st) && !hasTarget("page.field")(st) && targetLabel(st, "page.text.0") != "Taking your seat…" {
			t.Fatalf("joining failed: %q", targetLabel(st, "page.text.0"))
		}
		return st.Scene == "Board" && st.Game != nil
	})
	if st.Game.Over {
		t.Fatalf("the board opened on a game already over: %+v", st.Game)
	}
	t.Logf("joined by the Join screen's paste: %s", st.Scene)
}

// tapLabelled taps the target whose words are label.
func (p *page) tapLabelled(label string) {
	p.t.Helper()
	st := p.waitFor("a target saying "+label, 10*time.Second, func(st scenes.Status) bool {
		for _, tg := range st.Targets {
			if tg.Label == label {
				return true
			}
		}
		return false
	})
	for _, tg := range st.Targets {
		if tg.Label == label {
			p.tap(tg.ID)
			return
		}
	}
}

// TestBrowserListsItsTables: a page keeps the tables it joined. A phone opens Ana's link
// and gets her board; the page is loaded again without the link, and Play online's
// "Your online tables" names the table with Ana marked as this page's seat; Resume takes
// her seat again.
func TestBrowserListsItsTables(t *testing.T) {
	exe, web := browserAndWeb(t)
	host, site := hostAndSite(t, web)
	ana, _ := pageTable(t, host, 11)
	p := openPage(t, exe, "en-GB")
	p.phone(390, 844)
	p.Touchscreen()
	onBoard := func(st scenes.Status) bool { return st.Scene == "Board" && st.Game != nil }
	if err := chromedp.Do(p.ctx, chromedp.Navigate(online.InviteLink(site.URL(), ana))); err != nil {
		t.Fatal(err)
	}
	p.waitFor("Ana's board from her link", 60*time.Second, onBoard)

	if err := chromedp.Do(p.ctx, chromedp.Navigate(site.URL())); err != nil {
		t.Fatal(err)
	}
	p.waitFor("the menu of the page loaded again", 60*time.Second, hasTarget("menu.online"))
	p.tap("menu.online")
	p.tapLabelled("Your online tables")
	p.waitFor("the table in the list", 20*time.Second, func(st scenes.Status) bool {
		return strings.Contains(targetLabel(st, "page.text.0"), "Ana (you)")
	})
	st := p.waitFor("its Resume", 10*time.Second, func(st scenes.Status) bool { return resumeTarget(st) != "" })
	p.tap(resumeTarget(st))
	p.waitFor("Ana's board again, from the list", 60*time.Second, onBoard)
}

// resumeTarget is the id of the list's first Resume button ("" before it shows).
func resumeTarget(st scenes.Status) string {
	for _, tg := range st.Targets {
		if strings.HasPrefix(tg.Label, "Resume 1:") {
			return tg.ID
		}
	}
	return ""
}
