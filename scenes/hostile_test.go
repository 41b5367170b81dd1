//go:build unix

package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"mercado/game/campaign"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// The window meets hostile save files: damaged, enormous, not files at all. It must
// start, name the problem in a short printable sentence, keep one copy of what it cannot
// read, and never block or crash.

var longWord = strings.Repeat("Ж", 1000) + strings.Repeat("x", 2000) // 3,000 letters

// hostileApp is the app as a player starts it on the folder dir, in language l.
func hostileApp(dir, l string) (*App, *ui.Script, table.Store) {
	lang.Set(l)
	store, notice := storeAt(dir, nil)
	a := NewGameApp(store, notice)
	a.Settings.AnimSpeed = AnimFast
	a.Settings.Language = l
	lang.Set(l)
	return a, a.Script(), store
}

// twoSeatSave is a save of a fresh game of Ana against the easy computer.
func twoSeatSave(t testing.TB, challenge int) []byte {
	t.Helper()
	seats := []table.Seat{{Name: "Ana", Kind: table.Human, Color: 0}, {Name: "Rui", Kind: table.Computer, Level: "easy", Color: 1}}
	if challenge > 0 {
		seats = seats[:1]
	}
	tab, err := table.New(table.Config{Seats: seats, First: 0, Seed: 7, Challenge: challenge})
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	data, err := tab.MarshalSave()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// checkMessage fails a message that a player could not read whole in the window.
func checkMessage(msg string) error {
	if msg == "" {
		return errors.New("no message")
	}
	if n := utf8.RuneCountInString(msg); n > 800 {
		return fmt.Errorf("a message of %d letters: %.80q", n, msg)
	}
	for _, r := range msg {
		if unicode.IsControl(r) || !unicode.IsPrint(r) && r != ' ' {
			return fmt.Errorf("a message with the control character %U: %.80q", r, msg)
		}
	}
	for _, line := range ui.Wrap(msg, 14, 660, false) {
		if w := ui.TextWidth(line, 14, false); w > 660 {
			return fmt.Errorf("a line of %v px: %.80q", w, line)
		}
	}
	return nil
}

// shoot saves the screen as DIR/NAME.png when MERCADO_HOSTILE_SHOTS names a folder.
func shoot(dst *Offscreen, name string) error {
	dir := os.Getenv("MERCADO_HOSTILE_SHOTS")
	if dir == "" {
		return nil
	}
	img, err := dst.Pixels()
	if err != nil {
		return err
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, name+".png"), b.Bytes(), 0o644)
}

func TestHostileSavesNeverBlockTheMenu(t *testing.T) {
	good := twoSeatSave(t, 0)
	cases := []struct {
		name  string
		make  func(path string) error
		moved bool // the file cannot be read at all: it is moved aside whole
	}{
		{"long key", func(p string) error {
			return os.WriteFile(p, []byte(`{"version": 1, "seats": [], "`+longWord+`": 1}`), 0o644)
		}, false},
		{"long name", func(p string) error {
			return os.WriteFile(p, bytes.ReplaceAll(good, []byte(`"Ana"`), []byte(`"`+longWord+`"`)), 0o644)
		}, false},
		{"escapes in a name", func(p string) error {
			return os.WriteFile(p, bytes.ReplaceAll(good, []byte(`"Ana"`), []byte(`"\u001b[2J\u001b]0;owned\u0007Ana"`)), 0o644)
		}, false},
		{"fifo", func(p string) error { return syscall.Mkfifo(p, 0o644) }, true},
		{"link to dev-zero", func(p string) error { return os.Symlink("/dev/zero", p) }, true},
		{"200 MB", func(p string) error {
			f, err := os.Create(p)
			if err != nil {
				return err
			}
			defer f.Close()
			return f.Truncate(200 << 20) // sparse: costs no disk
		}, true},
	}
	for _, c := range cases {
		for _, l := range []string{"en", "de"} {
			t.Run(c.name+"/"+l, func(t *testing.T) {
				dir := t.TempDir()
				save := filepath.Join(dir, table.SaveName)
				if err := c.make(save); err != nil {
					t.Skipf("cannot make the file here: %v", err)
				}
				var before []byte
				if !c.moved {
					before, _ = os.ReadFile(save)
				}
				onGame(t, 1280, 720, func(dst *Offscreen) error {
					start := time.Now()
					a, sc, _ := hostileApp(dir, l)
					defer closeAll(a)
					if err := settle(a, dst, sc); err != nil {
						return err
					}
					if d := time.Since(start); d > time.Minute { // a guard: a read that blocked would never end
						return fmt.Errorf("the menu took %v", d)
					}
					m, ok := a.Top().(*Menu)
					if !ok {
						return fmt.Errorf("the game started on %T", a.Top())
					}
					if !m.items[1].btn.Disabled {
						return errors.New("Continue is offered for a save that cannot be read")
					}
					if err := checkMessage(m.saveErr); err != nil {
						return err
					}
					kept := table.DamagedName(table.SaveName, 1)
					if !strings.Contains(m.saveErr, kept) {
						return fmt.Errorf("the message does not say where the copy is: %q", m.saveErr)
					}
					if c.moved {
						if _, err := os.Lstat(filepath.Join(dir, kept)); err != nil {
							return fmt.Errorf("the file was not moved aside: %v", err)
						}
					} else if got, err := os.ReadFile(filepath.Join(dir, kept)); err != nil || !bytes.Equal(got, before) {
						return fmt.Errorf("the copy does not hold the damaged file (%v)", err)
					}
					if err := shoot(dst, "hostile-"+strings.ReplaceAll(c.name, " ", "-")+"-"+l); err != nil {
						return err
					}
					// Started again: the same damaged file is not kept a second time.
					a2, sc2, _ := hostileApp(dir, l)
					defer closeAll(a2)
					if err := settle(a2, dst, sc2); err != nil {
						return err
					}
					if _, err := os.Lstat(filepath.Join(dir, table.DamagedName(table.SaveName, 2))); !errors.Is(err, fs.ErrNotExist) {
						return fmt.Errorf("a second copy at the second start (%v)", err)
					}
					// A new game replaces the save, which is then a good one.
					click(sc2, a2.Top().(*Menu).items[0].btn.Rect)
					if err := settle(a2, dst, sc2); err != nil {
						return err
					}
					click(sc2, a2.Top().(*Setup).startB.Rect)
					if err := settle(a2, dst, sc2); err != nil {
						return err
					}
					b, ok := a2.Top().(*Board)
					if !ok {
						return fmt.Errorf("New game opened %T", a2.Top())
					}
					if err := b.table.SaveError(); err != nil {
						return fmt.Errorf("the new game is not saved: %v", err)
					}
					if _, err := table.LoadStore(table.DirStore{Dir: dir}); err != nil {
						return fmt.Errorf("the new game's save does not read back: %v", err)
					}
					return nil
				})
			})
		}
	}
}

func TestHostileCampaignFiles(t *testing.T) {
	sheetWith := func(cur *campaign.Current) []byte {
		s := campaign.New()
		s.StartRun(time.Date(2026, 11, 1, 18, 0, 0, 0, time.UTC))
		s.Current = cur
		data, err := s.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	longName := bytes.ReplaceAll(twoSeatSave(t, 2), []byte(`"Ana"`), []byte(`"`+longWord+`"`))
	cases := []struct {
		name      string
		files     map[string][]byte
		fifo      string // a file made a named pipe
		onMenu    bool   // the menu names the copy too, before the sheet is opened
		kept      string // the copy that must be kept
		wantRunes bool   // the sheet still shows its run
	}{
		{name: "campaign long key", files: map[string][]byte{campaign.FileName: []byte(`{"version": 1, "runs": [], "` + longWord + `": 1}`)}, kept: table.DamagedName(campaign.FileName, 1)},
		{name: "campaign fifo", fifo: campaign.FileName, kept: table.DamagedName(campaign.FileName, 1)},
		{name: "challenge long name", files: map[string][]byte{
			campaign.FileName:      sheetWith(&campaign.Current{Mode: campaign.Practice, Challenge: 2}),
			campaign.ChallengeSave: longName,
		}, onMenu: true, kept: table.DamagedName(campaign.ChallengeSave, 1), wantRunes: true},
		{name: "challenge long key", files: map[string][]byte{
			campaign.FileName:      sheetWith(&campaign.Current{Mode: campaign.Practice, Challenge: 2}),
			campaign.ChallengeSave: []byte(`{"version": 1, "` + longWord + `": 1}`),
		}, onMenu: true, kept: table.DamagedName(campaign.ChallengeSave, 1), wantRunes: true},
	}
	for _, c := range cases {
		for _, l := range []string{"en", "de"} {
			t.Run(c.name+"/"+l, func(t *testing.T) {
				dir := t.TempDir()
				for name, data := range c.files {
					if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				if c.fifo != "" {
					if err := syscall.Mkfifo(filepath.Join(dir, c.fifo), 0o644); err != nil {
						t.Skipf("no named pipes here: %v", err)
					}
				}
				onGame(t, 1280, 720, func(dst *Offscreen) error {
					a, sc, _ := hostileApp(dir, l)
					defer closeAll(a)
					if err := settle(a, dst, sc); err != nil {
						return err
					}
					if note := a.Top().(*Menu).campaignNote; c.onMenu && !strings.Contains(note, c.kept) {
						return fmt.Errorf("the menu does not name the copy %s: %q", c.kept, note)
					}
					if err := shoot(dst, "hostile-"+strings.ReplaceAll(c.name, " ", "-")+"-menu-"+l); err != nil {
						return err
					}
					click(sc, a.Top().(*Menu).items[2].btn.Rect) // the solo campaign
					if err := settle(a, dst, sc); err != nil {
						return err
					}
					cs, ok := a.Top().(*Campaign)
					if !ok {
						return fmt.Errorf("the campaign opened %T", a.Top())
					}
					msg, _ := cs.message(a) // at once, not only once the player presses Resume
					if err := checkMessage(msg); err != nil {
						return err
					}
					if !strings.Contains(msg, c.kept) {
						return fmt.Errorf("the message does not name the copy %s: %q", c.kept, msg)
					}
					if _, err := os.Lstat(filepath.Join(dir, c.kept)); err != nil {
						return fmt.Errorf("no copy kept: %v", err)
					}
					if c.wantRunes && len(a.sheet().Runs) != 1 {
						return fmt.Errorf("the sheet shows %d runs, want 1", len(a.sheet().Runs))
					}
					if err := a.Step(dst, 3); err != nil { // drawn, with the message on screen
						return err
					}
					if err := shoot(dst, "hostile-"+strings.ReplaceAll(c.name, " ", "-")+"-"+l); err != nil {
						return err
					}
					// Started again: no second copy of the same file.
					a2, sc2, _ := hostileApp(dir, l)
					defer closeAll(a2)
					if err := settle(a2, dst, sc2); err != nil {
						return err
					}
					a2.sheet()
					if _, err := os.Lstat(filepath.Join(dir, strings.Replace(c.kept, "-1.json", "-2.json", 1))); !errors.Is(err, fs.ErrNotExist) {
						return fmt.Errorf("a second copy at the second start (%v)", err)
					}
					return nil
				})
			})
		}
	}
}

// A folder that cannot be written still shows what it holds: Continue resumes the save,
// the campaign sheet shows its runs, and the menu says new saves are not kept. Nothing
// is written to the folder.
func TestReadOnlyFolderStillShowsItsSaves(t *testing.T) {
	for _, l := range []string{"en", "de"} {
		for _, damaged := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/damaged=%v", l, damaged), func(t *testing.T) { readOnlyFolder(t, l, damaged) })
		}
	}
}

// readOnlyFolder starts the game on a folder that cannot be written holding a campaign
// sheet and a save, good or damaged.
func readOnlyFolder(t *testing.T, l string, damaged bool) {
	dir := t.TempDir()
	s := campaign.New()
	s.StartRun(time.Date(2026, 11, 1, 18, 0, 0, 0, time.UTC))
	sheet, _ := s.Marshal()
	save := twoSeatSave(t, 0)
	if damaged {
		save = []byte(`{"version": 1, "` + longWord + `": 1}`)
	}
	for name, data := range map[string][]byte{table.SaveName: save, campaign.FileName: sheet} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A folder in the way of the probe file fails the write even for root, whom
	// the folder's permissions do not stop.
	if err := os.Mkdir(filepath.Join(dir, ".probe"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	listing := func() []string {
		entries, _ := os.ReadDir(dir)
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		return names
	}
	before := listing()
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		a, sc, store := hostileApp(dir, l)
		defer closeAll(a)
		if _, ok := store.(*table.ReadOnlyStore); !ok {
			return fmt.Errorf("a read-only folder gave %T", store)
		}
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		said, _, _ := strings.Cut(lang.F("files.read_only", "Path", dir, "Error", "\x00"), "\x00") // whatever the reason
		if len(a.Notices) != 1 || !strings.HasPrefix(a.Notices[0], said) {
			return fmt.Errorf("the menu does not say new saves cannot be written: %q", a.Notices)
		}
		if err := checkMessage(a.Notices[0]); err != nil {
			return err
		}
		if err := shoot(dst, fmt.Sprintf("hostile-read-only-%s-damaged-%v", l, damaged)); err != nil {
			return err
		}
		if len(a.sheet().Runs) != 1 || len(a.sheetProblems) != 0 {
			return fmt.Errorf("the sheet shows %d runs, problems %v", len(a.sheet().Runs), a.sheetProblems)
		}
		m := a.Top().(*Menu)
		if damaged {
			said, _, _ := strings.Cut(lang.F("files.save_damaged_untouched", "Error", "\x00"), "\x00")
			if !m.items[1].btn.Disabled || !strings.HasPrefix(m.saveErr, said) {
				return fmt.Errorf("a damaged save in a read-only folder: Continue %v, %q", !m.items[1].btn.Disabled, m.saveErr)
			}
			if err := checkMessage(m.saveErr); err != nil {
				return err
			}
			if after := listing(); !slices.Equal(before, after) {
				return fmt.Errorf("the read-only folder changed: %v, then %v", before, after)
			}
			return nil
		}
		if m.items[1].btn.Disabled {
			return fmt.Errorf("Continue is greyed out (%q)", m.saveErr)
		}
		click(sc, m.items[1].btn.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		b, ok := a.Top().(*Board)
		if !ok {
			return fmt.Errorf("Continue opened %T", a.Top())
		}
		// Root writes the folder whatever its mode; anyone else has the game kept in
		// memory, and the board says so.
		if err := b.table.SaveError(); err != nil && !keptInMemory(err) {
			return fmt.Errorf("saving in memory failed: %v", err)
		}
		if after := listing(); !slices.Equal(before, after) {
			return fmt.Errorf("the read-only folder changed: %v, then %v", before, after)
		}
		return nil
	})
}

// FuzzSaveMessages reads any bytes as each save file and draws every message the menu
// and the campaign sheet would show about it: nothing panics, every message is short,
// printable and fits its lines. `go test` runs the seeds; `go test -fuzz` explores.
func FuzzSaveMessages(f *testing.F) {
	good := twoSeatSave(f, 0)
	f.Add(good)
	f.Add(bytes.ReplaceAll(good, []byte(`"Ana"`), []byte(`"`+longWord+`"`)))
	f.Add(bytes.ReplaceAll(good, []byte(`"Ana"`), []byte(`"\u001b[2J\u202eAna"`)))
	f.Add([]byte(`{"version": 1, "seats": [], "` + longWord + `": 1}`))
	f.Add([]byte(`{"version": 1, "runs": [{"id": 1, "started": "` + longWord + `"}]}`))
	f.Add([]byte(`{"version": 1, "runs": [], "current": {"mode": "` + longWord + "\x1b" + `", "challenge": 2}}`))
	f.Add([]byte("{\"version\": 1, \"\xff\xfe\x1b[31m\": 1}"))
	f.Add([]byte(`{"version": 99}`))
	f.Add([]byte(""))
	f.Add([]byte("\x00\x01\x02"))
	needDisplay(f)
	w, h := testSizeOf(1280, 720)
	dst, err := NewOffscreen(testLoop, w, h) // one screen for every input: fuzzing makes many
	if err != nil {
		f.Fatal(err)
	}
	defer dst.Close()
	f.Fuzz(func(t *testing.T, data []byte) {
		err := func() error {
			var msgs []string
			for _, name := range []string{table.SaveName, campaign.ChallengeSave, campaign.FileName} {
				st := table.NewMemStore()
				if err := st.Write(name, data); err != nil {
					return err
				}
				if name == campaign.FileName {
					_, problems := campaign.Load(st)
					for _, p := range problems {
						msgs = append(msgs, problemText(p))
					}
					continue
				}
				tab, err := table.LoadStoreAs(st, name)
				if err != nil {
					msgs = append(msgs, saveProblem(err), lang.F("campaign.cannot_resume", "Error", err.Error()))
					continue
				}
				tab.Close() // a computer to move would think on in the background

			}
			for _, msg := range msgs {
				if err := checkMessage(msg); err != nil {
					return err
				}
			}
			return testLoop.Run(func() error {
				c := &ui.Canvas{Dst: dst.img, Scale: 1}
				for _, msg := range msgs {
					c.Paragraph(msg, ui.R(310, 600, 660, 60), 14, ui.Highlight)
					c.TextFit(msg, 640, 700, 12, 1240, false, ui.Paper, ui.Center)
					c.Text(msg, 640, 20, 14, false, ui.Paper, ui.Center)
				}
				return nil
			})
		}()
		if err != nil {
			t.Fatal(err)
		}
	})
}

// Whatever a text holds, drawing it never asks the graphics card for an image wider
// than it can hold: one word of thousands of letters, escape sequences, bad bytes.
func TestAnyTextDraws(t *testing.T) {
	texts := []string{
		strings.Repeat("W", 3000),
		longWord,
		"\x1b[2J\x1b]0;owned\x07 \u202eevil \xff\xfe",
		strings.Repeat("line\n", 500),
	}
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		err := testLoop.Run(func() error {
			c := &ui.Canvas{Dst: dst.img, Scale: 1.5}
			for _, s := range texts {
				c.Text(s, 640, 40, 40, true, ui.Paper, ui.Center)
				c.Text(s, 0, 80, 14, false, ui.Paper, ui.Left)
				c.TextFit(s, 640, 120, 20, 400, false, ui.Paper, ui.Center)
				c.Paragraph(s, ui.R(100, 160, 600, 400), 14, ui.Paper)
			}
			return nil
		})
		if err != nil {
			return err
		}
		_, err = dst.Pixels() // the drawing is done on the card by now
		return err
	})
}
