package main

import (
	"fmt"
	"testing"
	"time"

	"mercado/scenes"
)

// TestBrowserTypingAtEverySize types a name into the setup by touch, in German (its
// words are the longest), at each phone and tablet size the layouts are made for, in one
// session as a device turned and resized: at each the tap on the name gives the page's
// text input the focus (what opens a phone's keyboard), the typed name shows in its
// seat and Enter keeps it. TestBrowserPhone does the same in English at 390x844 and
// 844x390 on its way to a game. With MERCADO_BROWSER_SHOTS=DIR set, every typing test
// saves the setup as the name shows, the input still focused (page.shot).
func TestBrowserTypingAtEverySize(t *testing.T) {
	sizes := []struct {
		w, h int64
		form string
	}{{360, 640, "tall"}, {844, 390, "low"}, {768, 1024, "tall"}, {1024, 768, "low"}}
	const scale = 2 // not a phone's 3: fewer pixels for the software renderer
	p, url := touchPage(t, "de-DE")
	p.Device(sizes[0].w, sizes[0].h, scale)
	p.toSetup(url)
	for i, size := range sizes {
		p.Device(size.w, size.h, scale)
		p.waitFor(fmt.Sprintf("the %s layout at %dx%d", size.form, size.w, size.h), 10*time.Second, func(st scenes.Status) bool {
			return st.Form == size.form && st.Scene == "Setup"
		})
		typeNameOnPhone(p, []string{"Jürgen Straßburg", "Zoë Ñandú", "Ґанна Їжак", "Conceição Gonçalves"}[i])
	}
}
