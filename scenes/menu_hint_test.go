package scenes

import (
	"testing"

	"mercado/ui"
	"mercado/ui/lang"
)

// desktopMenuButtons is how many buttons a desktop's menu has (New game … Quit).
const desktopMenuButtons = 10

// TestMenuOfferWholeOnADesktop: the menu's offer of the tutorial ("…you can leave at any
// step and come back") is whole at 1280x800 and 1280x720 in every language, alone or
// under the note that the window hosts its online tables again, and ends above the
// footer (issue 39: it was cut at 1280x800).
func TestMenuOfferWholeOnADesktop(t *testing.T) {
	defer lang.Set("en")
	for _, l := range lang.Languages {
		lang.Set(l.Code)
		for _, h := range []float64{800, 720} {
			for _, notices := range [][]string{nil, {lang.T("online.hosting_again")}} {
				var notes []menuNote
				for _, n := range notices {
					notes = append(notes, menuNote{n, ui.Highlight})
				}
				offer := menuNote{lang.T("tutorial.menu_offer"), ui.Paper}
				notes = append(notes, offer)
				l0 := menuLayout(ui.R(0, 0, 1280, h), ui.Wide, desktopMenuButtons, lang.T("menu.subtitle"), "footer",
					func(size, w float64) float64 { return notesHeight(notes, size, w) })
				size, at := placeNotes(notes, l0.notes, ui.Wide)
				y := at[len(at)-1]
				if y < 0 {
					t.Errorf("%s, 1280x%v, %d notices: the offer is left out", l.Code, h, len(notices))
					continue
				}
				if bottom := y + notesHeight([]menuNote{offer}, size, l0.notes.W) - notesGap; bottom > l0.footer.Y+4 {
					t.Errorf("%s, 1280x%v, %d notices: the offer ends at %.0f, under the footer at %.0f", l.Code, h, len(notices), bottom, l0.footer.Y)
				}
			}
		}
	}
}
