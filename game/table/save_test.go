package table

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"mercado/game"
)

// midGame is a table a few turns into a game, saving to store.
func midGame(t *testing.T, store Store) *Table {
	t.Helper()
	// Engine order: Bot Medium, Ana, Bot Easy.
	tab := mustNew(t, Config{Seats: seats3(), First: 2, Seed: 77, MoneyHidden: true, HardBudgetMS: 1500})
	tab.SetStore(store)
	rng := game.NewRNG(4)
	for range 3 {
		untilHuman(t, tab)
		humanTurn(t, tab, &rng)
	}
	untilHuman(t, tab)
	tab.Close()
	return tab
}

func checkSameGame(t *testing.T, got, want *Table) {
	t.Helper()
	if got.State().Hash() != want.State().Hash() {
		t.Fatalf("the loaded position differs")
	}
	if !reflect.DeepEqual(got.Seats(), want.Seats()) {
		t.Fatalf("seats %+v, want %+v", got.Seats(), want.Seats())
	}
	if !reflect.DeepEqual(got.Log(), want.Log()) {
		t.Fatalf("the loaded log differs (%d events, want %d)", len(got.Log()), len(want.Log()))
	}
	if got.HardBudgetMS() != want.HardBudgetMS() {
		t.Fatalf("hard budget %d, want %d", got.HardBudgetMS(), want.HardBudgetMS())
	}
}

func TestSaveRoundTrip(t *testing.T) {
	stores := map[string]Store{"memory": NewMemStore(), "folder": DirStore{Dir: filepath.Join(t.TempDir(), "new", "mercado")}}
	for name, store := range stores {
		t.Run(name, func(t *testing.T) {
			tab := midGame(t, store)
			if err := tab.SaveError(); err != nil {
				t.Fatalf("SaveError: %v", err)
			}
			loaded, err := LoadStore(store)
			if err != nil {
				t.Fatalf("LoadStore: %v", err)
			}
			checkSameGame(t, loaded, tab)
			// The loaded game goes on like the original.
			rng := game.NewRNG(8)
			humanTurn(t, loaded, &rng)
			untilHuman(t, loaded)
			loaded.Close()
		})
	}
}

func TestSaveFormat(t *testing.T) {
	tab := midGame(t, nil)
	data, err := tab.MarshalSave()
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := tab.Record().MarshalJSON()
	text := string(data)
	for _, want := range []string{`"version": 1,`, `{"name":"Bot Medium","kind":"computer","level":"medium","color":2}`, `"hard_budget_ms": 1500,`, `"record": ` + strings.TrimSpace(string(rec))} {
		if !strings.Contains(text, want) {
			t.Fatalf("the save lacks %s:\n%s", want, text)
		}
	}
}

func TestNoSave(t *testing.T) {
	for _, store := range []Store{NewMemStore(), DirStore{Dir: t.TempDir()}} {
		if _, err := LoadStore(store); !errors.Is(err, fs.ErrNotExist) {
			t.Fatalf("LoadStore of an empty store: %v", err)
		}
	}
}

func TestLoadRefusesBadSaves(t *testing.T) {
	tab := midGame(t, nil)
	good, _ := tab.MarshalSave()
	text := string(good)
	cases := []struct {
		name, data, want string
	}{
		{"truncated", text[:len(text)/2], "save file: not a save: the file is cut short or is not JSON"},
		{"empty", "", "save file: not a save"},
		{"null", "null", "save file: not a save: the file holds no object"},
		{"a list", "[1,2]", "save file: not a save"},
		{"no version", strings.Replace(text, `"version": 1,`, "", 1), "save file: version: missing"},
		{"version 2", strings.Replace(text, `"version": 1`, `"version": 2`, 1), "save file: version 2 is not a version this program reads (it reads version 1)"},
		{"version text", strings.Replace(text, `"version": 1`, `"version": "1"`, 1), "save file: version: must be a whole number"},
		{"unknown key", strings.Replace(text, `"version": 1,`, `"version": 1, "cheat": true,`, 1), "save file: cheat: unknown key"},
		{"no record", text[:strings.Index(text, `,
  "record"`)] + "}", "save file: record: missing"},
		{"illegal move", strings.Replace(text, `"moves": [`, `"moves": ["customer 4:grape top-A", `, 1), `save file: record: move 1 ("customer 4:grape top-A")`},
		{"bad move", strings.Replace(text, `"moves": [`, `"moves": ["dance", `, 1), `save file: record: move 1 ("dance"): "dance" is not a move`},
		{"record format", strings.Replace(text, `"mercado/1"`, `"mercado/9"`, 1), `save file: record: format: "mercado/9" is not a format`},
		{"seat missing", strings.Replace(text, `{"name":"Ana","kind":"human","level":"","color":0},`, "", 1), "save file: seats: 2 seats for the record's 3 players"},
		{"seat renamed", strings.Replace(text, `"name":"Ana"`, `"name":"Eve"`, 1), `save file: seats[1]: "Eve", but the record's player 2 is "Ana"`},
		{"seat kind", strings.Replace(text, `"kind":"human"`, `"kind":"robot"`, 1), `save file: seats[1].kind: must be "human" or "computer", not "robot"`},
		{"seat colour", strings.Replace(text, `"color":0`, `"color":"red"`, 1), `save file: seats[1].color: must be a whole number from 0 to 3`},
		{"seat same colour", strings.Replace(text, `"color":0`, `"color":1`, 1), `save file: seats: player 3 (Bot Easy) has the same colour as player 2 (Ana)`},
		{"seat level", strings.Replace(text, `"level":"medium"`, `"level":"godlike"`, 1), `save file: seats: player 1 (Bot Medium): "godlike" is not a computer level`},
		{"seat key", strings.Replace(text, `"color":0`, `"color":0,"hat":1`, 1), `save file: seats[1].hat: unknown key`},
		{"seat no name", strings.Replace(text, `"name":"Ana",`, ``, 1), `save file: seats[1].name: missing; it should be a string`},
		{"seats not a list", strings.Replace(text, `"seats": [`, `"seats": {"a":[`, 1), `save file: not a save`},
		{"seats object", strings.Replace(text, `"seats": [`, `"seats": 3, "x": [`, 1), `save file: `},
		{"budget", strings.Replace(text, `"hard_budget_ms": 1500`, `"hard_budget_ms": "fast"`, 1), `save file: hard_budget_ms: must be a whole number of milliseconds`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.data == text {
				t.Fatalf("the case did not change the save")
			}
			got, err := Load([]byte(c.data))
			if err == nil {
				t.Fatalf("Load accepted it (%d events)", len(got.Log()))
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q, want it to contain %q", err, c.want)
			}
		})
	}
}

// TestLoadMutationsNeverPanic loads a few hundred damaged copies of a valid save.
func TestLoadMutationsNeverPanic(t *testing.T) {
	tab := midGame(t, nil)
	good, _ := tab.MarshalSave()
	rng := game.NewRNG(12345)
	junk := []string{"", "0", "-1", "null", "\"", "{", "}", "[", "]", ",", ":", "99999999999999999999", "\"stand fish Z9\"", "\u00e9", "\\u0000", "true"}
	loaded := 0
	for i := range 600 {
		data := append([]byte(nil), good...)
		for range 1 + rng.Intn(3) {
			at := rng.Intn(len(data) + 1)
			switch rng.Intn(4) {
			case 0: // truncate
				data = data[:at]
			case 1: // flip a byte
				if at < len(data) {
					data[at] = byte(rng.Intn(256))
				}
			case 2: // insert a token
				tok := junk[rng.Intn(len(junk))]
				data = append(data[:at:at], append([]byte(tok), data[at:]...)...)
			case 3: // cut a piece out
				end := min(len(data), at+rng.Intn(40))
				data = append(data[:at:at], data[end:]...)
			}
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("mutation %d: Load panicked: %v\n%s", i, r, data)
				}
			}()
			if lt, err := Load(data); err == nil {
				loaded++
				lt.Poll() // a loaded game must be playable
				lt.Close()
			} else if !strings.HasPrefix(err.Error(), "save file: ") {
				t.Fatalf("mutation %d: error %q does not say it is the save file", i, err)
			}
		}()
	}
	t.Logf("%d of 600 mutations still loaded", loaded)
}

// TestLoadRecordMutationsNeverPanic damages the moves and settings inside a well-formed
// save, to reach the record's parsing and replay.
func TestLoadRecordMutationsNeverPanic(t *testing.T) {
	tab := midGame(t, nil)
	rng := game.NewRNG(99)
	words := []string{"coin", "redraw", "take fish", "take grape", "stand meat C3", "stand fish A1",
		"customer 1:fish left-1", "customer 4:grape top-A", "restaurant pub C2", "restaurant wine Z9", "", "take"}
	loaded := 0
	for i := range 400 {
		c := *tab
		c.rec = *tab.Record()
		moves := c.rec.Moves
		switch rng.Intn(6) {
		case 0: // swap two moves
			a, b := rng.Intn(len(moves)), rng.Intn(len(moves))
			moves[a], moves[b] = moves[b], moves[a]
		case 1: // drop a move
			a := rng.Intn(len(moves))
			moves = append(moves[:a], moves[a+1:]...)
		case 2: // replace a move
			moves[rng.Intn(len(moves))] = words[rng.Intn(len(words))]
		case 3: // add a move at the end
			moves = append(moves, words[rng.Intn(len(words))])
		case 4: // another seed deals another game
			c.rec.Seed = rng.Uint64()
		case 5: // another rule set
			c.rec.Challenge = rng.Intn(12) - 1
			c.rec.Specialty = game.Good(rng.Intn(7))
		}
		c.rec.Moves = moves
		data, err := c.MarshalSave()
		if err != nil {
			t.Fatal(err)
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("mutation %d: Load panicked: %v\n%s", i, r, data)
				}
			}()
			if lt, err := Load(data); err == nil {
				loaded++
				lt.Close()
			} else if !strings.HasPrefix(err.Error(), "save file: ") {
				t.Fatalf("mutation %d: error %q does not say it is the save file", i, err)
			}
		}()
	}
	t.Logf("%d of 400 mutations still loaded", loaded)
}

func TestDirStoreNames(t *testing.T) {
	d := DirStore{Dir: t.TempDir()}
	m := NewMemStore()
	for _, name := range []string{"", ".", "..", "../x", "a/b", `a\b`, "/etc/passwd"} {
		for _, s := range []Store{d, m} {
			if err := s.Write(name, []byte("x")); err == nil {
				t.Fatalf("%T wrote %q", s, name)
			}
			if _, err := s.Read(name); err == nil {
				t.Fatalf("%T read %q", s, name)
			}
			if err := s.Remove(name); err == nil {
				t.Fatalf("%T removed %q", s, name)
			}
		}
	}
	if err := d.Remove("missing"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("DirStore.Remove of a missing file: %v", err)
	}
	if err := m.Remove("missing"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("MemStore.Remove of a missing file: %v", err)
	}
}

// TestDirStoreWriteIsAtomic: a reader sees the old content or the new, never a part,
// and no temporary file is left behind.
func TestDirStoreWriteIsAtomic(t *testing.T) {
	d := DirStore{Dir: t.TempDir()}
	old, new := []byte(strings.Repeat("old ", 50_000)), []byte(strings.Repeat("new!", 60_000))
	if err := d.Write(SaveName, old); err != nil {
		t.Fatal(err)
	}
	done := make(chan error)
	go func() {
		for i := range 40 {
			data := old
			if i%2 == 0 {
				data = new
			}
			if err := d.Write(SaveName, data); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	for reading := true; reading; {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			reading = false
		default:
		}
		got, err := d.Read(SaveName)
		if err != nil {
			t.Fatalf("Read during writes: %v", err)
		}
		if string(got) != string(old) && string(got) != string(new) {
			t.Fatalf("a reader saw %d bytes that are neither the old file nor the new", len(got))
		}
	}
	entries, err := os.ReadDir(d.Dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].Name() != SaveName {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("the folder holds %v, want only %s", names, SaveName)
	}
}

func TestUnwritableStore(t *testing.T) {
	file := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	tab := mustNew(t, Config{Seats: seats3(), First: 0, Seed: 1})
	defer tab.Close()
	tab.SetStore(DirStore{Dir: filepath.Join(file, "mercado")}) // a folder inside a file: never writable
	if tab.SaveError() == nil {
		t.Fatalf("SaveError is nil for an unwritable folder")
	}
	rng := game.NewRNG(1)
	humanTurn(t, tab, &rng)
	untilHuman(t, tab)
	if tab.SaveError() == nil || !tab.HumanToMove() {
		t.Fatalf("the game did not go on with the save failing")
	}
	// Back to a working store: the error clears.
	tab.SetStore(NewMemStore())
	if err := tab.SaveError(); err != nil {
		t.Fatalf("SaveError after a good store: %v", err)
	}
}

func TestSetStoreLeavesFinishedGameAlone(t *testing.T) {
	store := NewMemStore()
	midGame(t, store) // another game's save
	tab := mustNew(t, Config{Seats: seats3(), First: 0, Seed: 9})
	if err := tab.Concede(0); err != nil {
		t.Fatal(err)
	}
	tab.SetStore(store)
	if _, err := store.Read(SaveName); err != nil {
		t.Fatalf("opening a finished game removed another game's save: %v", err)
	}
}

// A solo challenge saved under its own name leaves the ordinary game's save alone, and
// loads back exactly, challenge and specialty included.
func TestSaveUnderAnotherName(t *testing.T) {
	store := NewMemStore()
	midGame(t, store)
	before, _ := store.Read(SaveName)
	solo := mustNew(t, Config{Seats: []Seat{{Name: "Ana", Kind: Human}}, First: 0, Seed: 4, Challenge: 1, Specialty: game.Meat})
	solo.SetStoreAs(store, "challenge.json")
	rng := game.NewRNG(2)
	humanTurn(t, solo, &rng)
	humanTurn(t, solo, &rng)
	after, _ := store.Read(SaveName)
	if string(before) != string(after) {
		t.Fatal("the challenge's autosave changed the ordinary game's save")
	}
	back, err := LoadStoreAs(store, "challenge.json")
	if err != nil {
		t.Fatal(err)
	}
	if back.State().Hash() != solo.State().Hash() || back.State().Specialty() != game.Meat || back.State().Challenge().Number != 1 {
		t.Fatalf("the challenge did not load back as it was")
	}
}
