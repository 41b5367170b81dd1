package table

import (
	"bytes"
	"errors"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"mercado/game"
)

func TestKeepDamagedKeepsOneCopyOfEachFile(t *testing.T) {
	st := NewMemStore()
	for range 3 { // met at every start: kept once
		name, err := KeepDamaged(st, SaveName, []byte("broken"))
		if err != nil || name != "game-damaged-1.json" {
			t.Fatalf("kept as %q (%v)", name, err)
		}
	}
	name, err := KeepDamaged(st, SaveName, []byte("broken differently"))
	if err != nil || name != "game-damaged-2.json" {
		t.Fatalf("another damaged file kept as %q (%v)", name, err)
	}
	if first, _ := st.Read("game-damaged-1.json"); string(first) != "broken" {
		t.Fatalf("the first copy was overwritten: %q", first)
	}
	// A memory store cannot move a file it could not read.
	if _, err := KeepDamaged(st, SaveName, nil); err == nil {
		t.Fatal("nothing kept, and no error")
	}
}

// flakyStore fails every write while broken, like a full disk.
type flakyStore struct {
	*MemStore
	mu     sync.Mutex
	broken bool
}

func (f *flakyStore) Write(name string, data []byte) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.broken {
		return errors.New("no space left on device")
	}
	return f.MemStore.Write(name, data)
}

func TestAutosaveFailureIsReportedAndRetried(t *testing.T) {
	st := &flakyStore{MemStore: NewMemStore()}
	tab := mustNew(t, Config{Seats: seats3(), First: 0, Seed: 3})
	defer tab.Close()
	tab.SetStore(st)
	rng := game.NewRNG(2)
	untilHuman(t, tab)
	st.broken = true
	humanTurn(t, tab, &rng)
	if tab.SaveError() == nil {
		t.Fatal("a failed autosave is not reported")
	}
	untilHuman(t, tab)
	if tab.SaveError() == nil {
		t.Fatal("the error was forgotten while the disk is still full")
	}
	st.broken = false
	humanTurn(t, tab, &rng) // the next decision saves again
	untilHuman(t, tab)
	if err := tab.SaveError(); err != nil {
		t.Fatalf("the save was not tried again: %v", err)
	}
	back, err := LoadStore(st)
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	if back.State().Hash() != tab.State().Hash() {
		t.Fatal("the save after the retry is not the latest position")
	}
}

func TestOneRuleForNames(t *testing.T) {
	for _, ok := range []string{"Ana", "Inês", "Гравець 3", "李小龙", strings.Repeat("é", MaxNameRunes), " Rui "} {
		if err := CheckName(ok); err != nil {
			t.Errorf("%q refused: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "   ", "a\x1b[2Jb", "tab\there", "rtl\u202eevil", "zero\u200bwidth", "bad\xffbyte", strings.Repeat("x", 3000)} {
		err := CheckName(bad)
		if err == nil {
			t.Errorf("%q accepted", bad)
			continue
		}
		msg := err.Error()
		if utf8.RuneCountInString(msg) > 120 || strings.IndexFunc(msg, unicode.IsControl) >= 0 || !utf8.ValidString(msg) {
			t.Errorf("the refusal is not short and printable: %q", msg)
		}
	}
	// The save loader holds names to the same rule.
	tab := mustNew(t, Config{Seats: seats3(), First: 0, Seed: 5})
	defer tab.Close()
	data, _ := tab.MarshalSave()
	name := tab.Seats()[0].Name
	for _, bad := range []string{"a\\u001b[2Jb", strings.Repeat("x", MaxNameRunes+1)} {
		spoilt := bytes.ReplaceAll(data, []byte(`"`+name+`"`), []byte(`"`+bad+`"`))
		if _, err := Load(spoilt); err == nil || !strings.Contains(err.Error(), "name") {
			t.Errorf("a save with the name %q: %v", bad, err)
		}
	}
}

func TestExcerptAndPrintable(t *testing.T) {
	long := strings.Repeat("Ж", 3000)
	if got := Excerpt(long); utf8.RuneCountInString(got) != ExcerptRunes+2 || !strings.HasSuffix(got, `…"`) {
		t.Errorf("Excerpt of a long word: %q", got)
	}
	if got := Excerpt("a\x1b[2J\"b\u202e"); got != `"a\x1b[2J\"b\u202e"` {
		t.Errorf("Excerpt shows control characters as %q", got)
	}
	msg := Printable("seats[0].name: " + Excerpt(long) + ": unknown key " + long + "\n\x1b[31m")
	if strings.IndexFunc(msg, unicode.IsControl) >= 0 || utf8.RuneCountInString(msg) > MessageRunes {
		t.Errorf("Printable left %q", msg)
	}
	if !strings.Contains(msg, `…":`) {
		t.Errorf("an excerpt was cut twice: %q", msg)
	}
	if got := Printable("plain words stay as they are"); got != "plain words stay as they are" {
		t.Errorf("Printable changed %q", got)
	}
}
