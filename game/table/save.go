package table

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"sort"

	"mercado/game"
)

// SaveName is the file the game in progress is saved to.
const SaveName = "game.json"

// SaveVersion is the save format this program writes; Load reads it and refuses others.
const SaveVersion = 1

// MaxSaveBytes bounds a save file: a record at its limit and the seats. The README
// states it, and so does the message refusing a larger save.
const MaxSaveBytes = game.MaxRecordBytes + 64<<10

// SaveLimit is MaxSaveBytes in words, as the README gives it: "4 MiB + 64 KiB".
func SaveLimit() string {
	return fmt.Sprintf("%d MiB + %d KiB", MaxSaveBytes>>20, MaxSaveBytes&(1<<20-1)>>10)
}

// SetStore makes the table save itself to s after every decision (and after undo) and
// remove the save when the game ends (keeping it among the finished games, finished.go)
// or is conceded. A game in progress is saved at
// once; a finished one is not, and leaves s alone (its save may be another game's).
func (t *Table) SetStore(s Store) { t.SetStoreAs(s, SaveName) }

// SetStoreAs is SetStore under another file name: a solo challenge keeps its own save
// so that it never replaces the ordinary game in progress.
func (t *Table) SetStoreAs(s Store, name string) {
	t.store, t.saveName, t.saveErr = s, name, nil
	if s != nil && !t.Over() {
		t.autosave()
	}
}

// SaveError is the last autosave's error, nil when it went well. The game goes on
// either way; the window can tell the person that it could not be saved.
func (t *Table) SaveError() error { return t.saveErr }

func (t *Table) autosave() {
	if t.store == nil {
		return
	}
	if t.Over() {
		// The finished game stays in the list of games; failing that, the save is still
		// removed (the game is over either way).
		kept := keepFinished(t.store, t)
		err := t.store.Remove(t.saveName)
		if errors.Is(err, fs.ErrNotExist) {
			err = nil
		}
		t.saveErr = errors.Join(kept, err)
		return
	}
	data, err := t.MarshalSave()
	if err == nil {
		err = t.store.Write(t.saveName, data)
	}
	t.saveErr = err
}

// seatJSON is a seat as the save file writes it.
type seatJSON struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"`
	Level string `json:"level"`
	Color int    `json:"color"`
}

// MarshalSave writes the save file: the version, the seats in engine order, the hard
// level's thinking time and the game record exactly as game.Record.MarshalJSON writes
// it. Whether a seat conceded is not saved: a conceded game has no save.
func (t *Table) MarshalSave() ([]byte, error) {
	rec, err := t.rec.MarshalJSON()
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n  \"version\": %d,\n  \"seats\": [", SaveVersion)
	for i, s := range t.seats {
		data, err := json.Marshal(seatJSON{s.Name, s.Kind.String(), s.Level, s.Color})
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n    ")
		b.Write(data)
	}
	fmt.Fprintf(&b, "\n  ],\n  \"hard_budget_ms\": %d,\n  \"record\": ", t.hardBudgetMS)
	b.Write(bytes.TrimRight(rec, "\n"))
	b.WriteString("\n}\n")
	return b.Bytes(), nil
}

// LoadStore reads the saved game from s. With no save the error wraps fs.ErrNotExist.
func LoadStore(s Store) (*Table, error) { return LoadStoreAs(s, SaveName) }

// LoadStoreAs reads the game saved under name (see SetStoreAs). A save that is there
// but cannot be read gives a *DamagedError, after one copy of it was kept (KeepDamaged):
// the next game replaces the save, and must not lose it.
func LoadStoreAs(s Store, name string) (*Table, error) {
	var t *Table
	err := ReadOrKeep(s, name, func(data []byte) (err error) {
		t, err = Load(data)
		return err
	})
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("there is no saved game: %w", err)
	}
	return t, err
}

// Load reads a save file written by MarshalSave and replays its record. It is strict:
// an unknown key, a wrong type, seats that do not match the record's players or an
// illegal move is an error naming the problem, never a panic.
func Load(data []byte) (*Table, error) {
	t, err := load(data)
	if err != nil {
		return nil, fmt.Errorf("save file: %w", err)
	}
	return t, nil
}

func load(data []byte) (*Table, error) {
	if len(data) > MaxSaveBytes {
		return nil, fmt.Errorf("%d bytes; saves are limited to %d bytes (%s)", len(data), MaxSaveBytes, SaveLimit())
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return nil, fmt.Errorf("not a save: the file is cut short or is not JSON (%v)", err)
	}
	if top == nil {
		return nil, errors.New("not a save: the file holds no object")
	}
	var version int
	if err := requireKey(top, "version", "a whole number", &version); err != nil {
		return nil, err
	}
	if version != SaveVersion {
		return nil, fmt.Errorf("version %d is not a version this program reads (it reads version %d)", version, SaveVersion)
	}
	if err := onlyKeys(top, "version", "seats", "hard_budget_ms", "record"); err != nil {
		return nil, err
	}
	seats, err := parseSeats(top["seats"])
	if err != nil {
		return nil, err
	}
	var budget int
	if raw, ok := top["hard_budget_ms"]; ok {
		if err := decode(raw, "hard_budget_ms", "a whole number of milliseconds", &budget); err != nil {
			return nil, err
		}
	}
	raw, ok := top["record"]
	if !ok {
		return nil, errors.New("record: missing")
	}
	rec, err := game.ParseRecord(raw)
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	if len(seats) != len(rec.Players) {
		return nil, fmt.Errorf("seats: %d seats for the record's %d players", len(seats), len(rec.Players))
	}
	for i, s := range seats {
		if s.Name != rec.Players[i] {
			return nil, fmt.Errorf("seats[%d]: %s, but the record's player %d is %s", i, Excerpt(s.Name), i+1, Excerpt(rec.Players[i]))
		}
	}
	t, err := replay(rec, seats, budget)
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	return t, nil
}

func parseSeats(raw json.RawMessage) ([]Seat, error) {
	if raw == nil {
		return nil, errors.New("seats: missing")
	}
	var list []map[string]json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, errors.New("seats: must be a list of seats, each with a name, kind, level and color")
	}
	seats := make([]Seat, len(list))
	for i, obj := range list {
		where := fmt.Sprintf("seats[%d]", i)
		var sj seatJSON
		err := onlyKeys(obj, "name", "kind", "level", "color")
		if err == nil {
			err = requireKey(obj, "name", "a string", &sj.Name)
		}
		if err == nil {
			err = requireKey(obj, "kind", `"human" or "computer"`, &sj.Kind)
		}
		if err == nil && obj["level"] != nil {
			err = decode(obj["level"], "level", "a string", &sj.Level)
		}
		if err == nil {
			err = requireKey(obj, "color", "a whole number from 0 to 3", &sj.Color)
		}
		if err != nil {
			return nil, fmt.Errorf("%s.%w", where, err)
		}
		seats[i] = Seat{Name: sj.Name, Level: sj.Level, Color: sj.Color}
		switch sj.Kind {
		case "human":
			seats[i].Kind = Human
		case "computer":
			seats[i].Kind = Computer
		default:
			return nil, fmt.Errorf(`%s.kind: must be "human" or "computer", not %s`, where, Excerpt(sj.Kind))
		}
	}
	seats, err := cleanSeats(seats)
	if err != nil {
		return nil, fmt.Errorf("seats: %w", err)
	}
	return seats, nil
}

// requireKey decodes obj[key] into v, saying what was wanted when it is missing or of
// the wrong type.
func requireKey(obj map[string]json.RawMessage, key, want string, v any) error {
	raw, ok := obj[key]
	if !ok {
		return fmt.Errorf("%s: missing; it should be %s", key, want)
	}
	return decode(raw, key, want, v)
}

func decode(raw json.RawMessage, key, want string, v any) error {
	if err := json.Unmarshal(raw, v); err != nil || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return fmt.Errorf("%s: must be %s", key, want)
	}
	return nil
}

// onlyKeys refuses keys other than those named, the first in alphabetical order.
func onlyKeys(obj map[string]json.RawMessage, known ...string) error {
	var unknown []string
	for k := range obj {
		if !slices.Contains(known, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	sort.Strings(unknown)
	return fmt.Errorf("%s: unknown key", KeyName(unknown[0]))
}
