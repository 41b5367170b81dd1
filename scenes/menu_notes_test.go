package scenes

import (
	"fmt"
	"syscall"
	"testing"

	"mercado/game/campaign"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// TestMenuNoticesAreWhole: what went wrong with the files shows whole on the menu,
// wrapped and never cut or left out, at every size from a small phone to the desktop
// and in every language: a damaged save, a challenge that cannot be resumed, damaged
// settings and a save that fails, each with the first game's note beside it, and the
// first three together.
func TestMenuNoticesAreWhole(t *testing.T) {
	defer lang.Set("en")
	sheet := campaign.New()
	sheet.Current = &campaign.Current{Mode: campaign.Practice, Challenge: 3}
	sheetData, err := sheet.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	damagedSave := map[string][]byte{table.SaveName: []byte(`{"version": 1, "seats": [`)}
	lostChallenge := map[string][]byte{campaign.FileName: sheetData}
	damagedSettings := map[string][]byte{SettingsName: []byte(`{"language": 7`)}
	all := map[string][]byte{}
	for _, files := range []map[string][]byte{damagedSave, lostChallenge, damagedSettings} {
		for name, data := range files {
			all[name] = data
		}
	}
	failing := &table.WriteError{Path: "/home/ana/.config/mercado/game.json", Err: syscall.EPERM, InMemory: true}
	cases := []struct {
		name  string
		files map[string][]byte
		save  error
		want  int // notes that say what went wrong
	}{
		{"damaged save", damagedSave, nil, 1},
		{"challenge lost", lostChallenge, nil, 1},
		{"damaged settings", damagedSettings, nil, 1},
		{"save failing", nil, failing, 1},
		{"three at once", all, nil, 3},
	}
	for _, size := range [][2]int{{360, 640}, {390, 844}, {844, 390}, {1024, 768}, {1280, 720}, {1280, 800}} {
		onGame(t, size[0], size[1], func(dst *Offscreen) error {
			for _, l := range []string{"en", "de", "fr", "uk"} {
				for _, c := range cases {
					if err := wholeNotes(t, dst, l, c.files, c.save, c.want); err != nil {
						return fmt.Errorf("%dx%d, %s, %s: %w", size[0], size[1], l, c.name, err)
					}
				}
			}
			return nil
		})
	}
}

// wholeNotes starts the menu on a store holding files, in language l, after a save
// that failed with save, and checks that want notes say what went wrong, each whole.
func wholeNotes(t *testing.T, dst *Offscreen, l string, files map[string][]byte, save error, want int) error {
	store := table.NewMemStore()
	for name, data := range files {
		if err := store.Write(name, data); err != nil {
			return err
		}
	}
	t.Setenv("LC_ALL", l) // the defaults that replace damaged settings speak it
	a := NewGameApp(store, "")
	lang.Set(l)
	a.Settings.Language = l
	a.saveTrouble = save
	a.Script()
	defer closeAll(a)
	if err := a.StepSketched(dst, 2); err != nil {
		return err
	}
	m := a.Top().(*Menu)
	l2 := m.layout(a)
	notes := m.notes(a)
	size, at := placeNotes(notes, l2.notes, a.Form)
	bad := 0
	for i, n := range notes {
		if n.col != ui.Highlight {
			continue
		}
		bad++
		if at[i] < 0 {
			return fmt.Errorf("%q is left out (%.0f px of notes at %.0f px)", n.text, l2.notes.H, size)
		}
	}
	if bad != want {
		return fmt.Errorf("%d notes say what went wrong, not %d: %q", bad, want, notes)
	}
	for _, b := range l2.buttons {
		if b.Overlaps(l2.notes) || l2.notes.Bottom() > l2.footer.Y+4 {
			return fmt.Errorf("the notes (%v) run under a button (%v) or the footer (%v)", l2.notes, b, l2.footer)
		}
	}
	return nil
}
