//go:build unix

package scenes

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mercado/game/campaign"
	"mercado/game/stats"
	"mercado/game/table"
	"mercado/ui/lang"
)

// startAndLook starts the app on dir as a player would, and reads everything the menu
// and the statistics screen read; it returns the sentences they show.
func startAndLook(t *testing.T, dir string) []string {
	t.Helper()
	a, _, store := hostileApp(dir, "en")
	m := NewMenu()
	m.checkSave(a)
	_, statsProblem := stats.Load(store)
	said := append([]string{m.saveErr, m.campaignNote}, a.Notices...)
	for _, p := range a.sheetProblems {
		said = append(said, problemText(p))
	}
	if statsProblem != nil {
		said = append(said, statsProblem.String())
	}
	return said
}

// Every file the game keeps meets the same rule: a loop of links in its place is moved
// aside and named, whichever file it is.
func TestALoopOfLinksIsMovedAsideWhicheverFile(t *testing.T) {
	defer lang.Set("en")
	for _, name := range []string{table.SaveName, campaign.ChallengeSave, campaign.FileName, SettingsName, stats.FileName} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			if name == campaign.ChallengeSave { // read when a challenge is in progress
				sheet := campaign.New()
				sheet.StartRun(time.Date(2026, 11, 1, 18, 0, 0, 0, time.UTC))
				sheet.Current = &campaign.Current{Mode: campaign.Practice, Challenge: 2}
				if err := sheet.Save(table.DirStore{Dir: dir}); err != nil {
					t.Fatal(err)
				}
			}
			path := filepath.Join(dir, name)
			if err := os.Symlink(path, path); err != nil {
				t.Skipf("no links here: %v", err)
			}
			said := strings.Join(startAndLook(t, dir), "\n")
			kept := table.DamagedName(name, 1)
			if info, err := os.Lstat(filepath.Join(dir, kept)); err != nil || info.Mode()&fs.ModeSymlink == 0 {
				t.Fatalf("the loop was not moved aside as %s (%v)", kept, err)
			}
			if !strings.Contains(said, kept) {
				t.Fatalf("nothing names %s:\n%s", kept, said)
			}
			if info, err := os.Lstat(path); err == nil && info.Mode()&fs.ModeSymlink != 0 {
				t.Fatal("the loop is still in place")
			}
		})
	}
}

// A damaged settings file is said, and kept like the others: once, however often the
// game starts with it.
func TestDamagedSettingsAreKeptAndSaid(t *testing.T) {
	defer lang.Set("en")
	for _, damaged := range []string{"{not json", "null", `{"language": 7}`, ""} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, SettingsName), []byte(damaged), 0o644); err != nil {
			t.Fatal(err)
		}
		for start := 0; start < 2; start++ {
			a, _, _ := hostileApp(dir, "en")
			kept := table.DamagedName(SettingsName, 1)
			if len(a.Notices) != 1 || !strings.Contains(a.Notices[0], kept) || checkMessage(a.Notices[0]) != nil {
				t.Fatalf("%q: the menu says %q", damaged, a.Notices)
			}
			if got, err := os.ReadFile(filepath.Join(dir, kept)); err != nil || !bytes.Equal(got, []byte(damaged)) {
				t.Fatalf("%q: kept %q (%v)", damaged, got, err)
			}
			if _, err := os.Stat(filepath.Join(dir, table.DamagedName(SettingsName, 2))); !errors.Is(err, fs.ErrNotExist) {
				t.Fatalf("%q: a second copy (%v)", damaged, err)
			}
		}
	}
	// Good settings say nothing.
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, SettingsName), []byte(`{"muted": true}`), 0o644)
	if a, _, _ := hostileApp(dir, "en"); len(a.Notices) != 0 || !a.Settings.Muted {
		t.Fatalf("good settings: %q, %+v", a.Notices, a.Settings)
	}
}

// A challenge in progress that cannot be read is named at once, on the menu and on the
// sheet, with its copy; the sheet forgets it, so the challenge can be played again.
func TestDamagedChallengeIsNamedAtOnce(t *testing.T) {
	defer lang.Set("en")
	dir := t.TempDir()
	store := table.DirStore{Dir: dir}
	sheet := campaign.New()
	sheet.Current = &campaign.Current{Mode: campaign.Practice, Challenge: 2}
	if err := sheet.Save(store); err != nil {
		t.Fatal(err)
	}
	damaged := []byte(`{"version": 1, "seats": [`)
	if err := store.Write(campaign.ChallengeSave, damaged); err != nil {
		t.Fatal(err)
	}
	a, _, _ := hostileApp(dir, "en")
	m := NewMenu()
	m.checkSave(a)
	kept := table.DamagedName(campaign.ChallengeSave, 1)
	if !strings.Contains(m.campaignNote, kept) || checkMessage(m.campaignNote) != nil {
		t.Fatalf("the menu says %q", m.campaignNote)
	}
	if msg, bad := NewCampaign().message(a); !strings.Contains(msg, kept) || !strings.Contains(msg, "cut short") || !bad {
		t.Fatalf("the sheet says %q (bad %v)", msg, bad)
	}
	if got, _ := store.Read(kept); !bytes.Equal(got, damaged) {
		t.Fatalf("kept %q", got)
	}
	if back, _ := campaign.Load(store); back.Current != nil {
		t.Fatal("the sheet still holds the challenge that cannot be read")
	}
}

// A challenge in progress whose game is missing is dropped from the sheet only after
// the sheet as it was is kept, and the menu and the sheet name the copy.
func TestMissingChallengeKeepsTheSheet(t *testing.T) {
	defer lang.Set("en")
	dir := t.TempDir()
	store := table.DirStore{Dir: dir}
	sheet := campaign.New()
	sheet.StartRun(time.Date(2026, 11, 1, 18, 0, 0, 0, time.UTC))
	sheet.Current = &campaign.Current{Mode: campaign.InRun, Run: sheet.Runs[0].ID, Challenge: 4}
	if err := sheet.Save(store); err != nil {
		t.Fatal(err)
	}
	before, _ := store.Read(campaign.FileName)
	a, _, _ := hostileApp(dir, "en")
	m := NewMenu()
	m.checkSave(a)
	kept := table.DamagedName(campaign.FileName, 1)
	if got, err := store.Read(kept); err != nil || !bytes.Equal(got, before) {
		t.Fatalf("the sheet as it was is kept as %q: %q, %v", kept, got, err)
	}
	if !strings.Contains(m.campaignNote, kept) || checkMessage(m.campaignNote) != nil {
		t.Fatalf("the menu says %q", m.campaignNote)
	}
	if msg, _ := NewCampaign().message(a); !strings.Contains(msg, kept) {
		t.Fatalf("the sheet says %q", msg)
	}
	if back, _ := campaign.Load(store); back.Current != nil || len(back.Runs) != 1 {
		t.Fatalf("the sheet on disk: current %+v, %d runs", back.Current, len(back.Runs))
	}
}
