package review

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/table"
)

// TestStoreKeepsTheReview: a saved review loads back whole; a damaged, edited, stale or
// foreign one is not trusted (nil: the caller reviews again), and never fails.
func TestStoreKeepsTheReview(t *testing.T) {
	rec := hardGame(t, 2, 8, 200)
	rec.Moves = rec.Moves[:16]
	opt := Options{Iterations: 100, Samples: 100}
	res, err := Run(context.Background(), rec, opt)
	if err != nil {
		t.Fatal(err)
	}
	st := table.NewMemStore()
	if Load(st, rec, opt) != nil {
		t.Fatal("a review loaded from an empty store")
	}
	if err := Save(st, rec, res); err != nil {
		t.Fatal(err)
	}
	got := Load(st, rec, opt)
	a, _ := json.Marshal(res)
	b, _ := json.Marshal(got)
	if got == nil || string(a) != string(b) {
		t.Fatalf("loaded %s, saved %s", b, a)
	}
	if Load(st, rec, Options{}) != nil {
		t.Error("a review of other work settings was taken for the default one")
	}
	if Load(st, rec, Options{Iterations: 100, Samples: 100, Seats: []int{0}}) != nil {
		t.Error("a review of both seats was taken for seat 0's")
	}
	name, _ := FileName(rec)
	for _, bad := range []string{
		"", "{", "null", `{"version": 1}`, string(a[:len(a)/2]),
		strings.Replace(string(a), `"mark":"best"`, `"mark":"blunder"`, 1),
		strings.Replace(string(a), `"index":0`, `"index":5`, 1),
		strings.Replace(string(a), `"seat":1`, `"seat":0`, 1),
		strings.Replace(string(a), `"loss":0`, `"loss":-1`, 1),
		strings.Replace(string(a), `"decisions":[`, `"decisions":[{"index":99,"seat":0,"move":"coin","best":"coin","mark":"best"},`, 1),
		strings.Replace(string(a), `"moments":[`, `"moments":[{"decision":999,"kind":"loss"},`, 1),
		strings.Replace(string(a), fmt.Sprintf(`"version":%d`, Version), fmt.Sprintf(`"version":%d`, Version+1), 1),
	} {
		if bad == string(a) {
			t.Fatalf("the edit did not apply to %s", a)
		}
		if err := st.Write(name, []byte(bad)); err != nil {
			t.Fatal(err)
		}
		if Load(st, rec, opt) != nil {
			t.Errorf("a damaged review was trusted: %.120s", bad)
		}
	}
	other := *rec
	other.Moves = rec.Moves[:15]
	if err := Save(st, &other, res); err == nil && Load(st, &other, opt) != nil {
		t.Error("a review of another game was trusted")
	}
	if n1, _ := FileName(&other); n1 == name {
		t.Error("two games share a review file name")
	}
}

// TestStoreKeepsOnlyTheNewest: beyond MaxKept reviews the oldest go; a damaged list of
// them starts again and never removes a file that is not a review (a save).
func TestStoreKeepsOnlyTheNewest(t *testing.T) {
	st := table.NewMemStore()
	st.Write("game.json", []byte("{}"))
	st.Write(indexName, []byte(`["game.json", "../x", 7`))
	var names []string
	for i := range MaxKept + 3 {
		rec := &game.Record{Players: []string{"Ana", "Bo"}, Seed: uint64(i)}
		name, _ := FileName(rec)
		names = append(names, name)
		if err := Save(st, rec, &Result{Version: Version}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := st.Read("game.json"); err != nil {
		t.Error("the save was removed through a damaged list")
	}
	st.Write(indexName, []byte(`["game.json"]`))
	rec := &game.Record{Players: []string{"Ana", "Bo"}, Seed: 1000}
	if err := Save(st, rec, &Result{Version: Version}); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Read("game.json"); err != nil {
		t.Error("the save was removed through the list")
	}
	for i, name := range names {
		_, err := st.Read(name)
		if gone := err != nil; gone != (i < 3) {
			t.Errorf("review %d of %d: gone %v", i, len(names), gone)
		}
	}
}
