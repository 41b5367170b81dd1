package table

import (
	"errors"
	"slices"
	"testing"
	"time"

	"mercado/game"
)

// twoPeople plays a whole game of two people from seed into st.
func twoPeople(t *testing.T, st Store, seed uint64) *Table {
	t.Helper()
	tab := mustNew(t, Config{Seats: []Seat{{Name: "Ana", Kind: Human}, {Name: "Rui", Kind: Human, Color: 1}}, Seed: seed})
	tab.SetStore(st)
	rng := game.NewRNG(seed)
	for !tab.Over() {
		playHuman(t, tab, &rng)
	}
	return tab
}

// TestFinishedGamesStay: a game finished by the rules is kept after game.json is gone,
// listed newest first with its date, players and scores, and reads back as the same
// game; the oldest go first beyond MaxFinished; a conceded game is not kept.
func TestFinishedGamesStay(t *testing.T) {
	day := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
	finishedNow = func() time.Time { day = day.Add(time.Minute); return day }
	defer func() { finishedNow = time.Now }()
	st := NewMemStore()
	first := twoPeople(t, st, 1)
	if err := first.SaveError(); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Read(SaveName); err == nil {
		t.Fatal("game.json is still there after the end")
	}
	list, err := FinishedGames(st)
	if err != nil || len(list) != 1 {
		t.Fatalf("%d kept, %v", len(list), err)
	}
	g := list[0]
	if !slices.Equal(g.Players, []string{"Ana", "Rui"}) || g.Scores[0] != first.State().Score(0) || g.Scores[1] != first.State().Score(1) || !g.Date.Equal(day) {
		t.Errorf("listed as %+v", g)
	}
	back, err := LoadFinished(st, g)
	if err != nil {
		t.Fatal(err)
	}
	checkSameGame(t, back, first)

	conceding := mustNew(t, Config{Seats: []Seat{{Name: "Ana", Kind: Human}, {Name: "Rui", Kind: Human, Color: 1}}, Seed: 99})
	conceding.SetStore(st)
	rng := game.NewRNG(3)
	playHuman(t, conceding, &rng)
	if err := conceding.Concede(0); err != nil {
		t.Fatal(err)
	}
	for seed := uint64(2); seed <= MaxFinished+3; seed++ {
		twoPeople(t, st, seed)
	}
	list, _ = FinishedGames(st)
	if len(list) != MaxFinished {
		t.Fatalf("%d kept, want %d", len(list), MaxFinished)
	}
	for i := 1; i < len(list); i++ {
		if !list[i].Date.Before(list[i-1].Date) {
			t.Fatalf("not newest first: %v then %v", list[i-1].Date, list[i].Date)
		}
	}
	if _, err := st.Read(g.File); err == nil {
		t.Error("the oldest game's file is still kept")
	}
	if _, err := LoadFinished(st, list[len(list)-1]); err != nil {
		t.Errorf("the oldest kept: %v", err)
	}
}

// TestDamagedFinishedGame: a kept game or a list that cannot be read is set aside like
// any damaged file, and the rest goes on.
func TestDamagedFinishedGame(t *testing.T) {
	st := NewMemStore()
	twoPeople(t, st, 1)
	twoPeople(t, st, 2)
	list, _ := FinishedGames(st)
	if err := st.Write(list[0].File, []byte("{")); err != nil {
		t.Fatal(err)
	}
	_, err := LoadFinished(st, list[0])
	var de *DamagedError
	if !errors.As(err, &de) || de.Copy == "" {
		t.Fatalf("a damaged game: %v", err)
	}
	if kept, _ := st.Read(de.Copy); string(kept) != "{" {
		t.Errorf("the copy holds %q", kept)
	}
	if after, _ := FinishedGames(st); len(after) != 1 || after[0].File != list[1].File {
		t.Errorf("after the damaged game: %+v", after)
	}
	if _, err := LoadFinished(st, FinishedGame{File: "../game.json"}); err == nil {
		t.Error("a name outside the kept games was read")
	}
	if err := st.Write(finishedIndex, []byte("[{")); err != nil {
		t.Fatal(err)
	}
	if _, err := FinishedGames(st); !errors.As(err, &de) {
		t.Errorf("a damaged list: %v", err)
	}
	twoPeople(t, st, 3) // the list starts again
	if after, err := FinishedGames(st); err != nil || len(after) != 1 {
		t.Errorf("a new list: %+v, %v", after, err)
	}
}
