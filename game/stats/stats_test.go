package stats

import (
	"errors"
	"io/fs"
	"reflect"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/table"
)

func TestCountsByLevelAndPlayers(t *testing.T) {
	s := New()
	games := []Game{
		{Key: "a", Players: 2, Level: "easy", Score: 30, Won: true},
		{Key: "b", Players: 2, Level: "hard", Score: 20},
		{Key: "c", Players: 3, Level: "hard", Score: 41, Won: true},
		{Key: "d", Players: 4, Level: "medium", Score: 5, Conceded: true},
	}
	for _, g := range games {
		if !s.AddGame(g) {
			t.Fatalf("%+v was not counted", g)
		}
	}
	if want := (Tally{Played: 4, Won: 2, Lost: 2, Scored: 3, Total: 91, Best: 41}); s.All != want {
		t.Errorf("all %+v, want %+v", s.All, want)
	}
	if h := s.ByLevel["hard"]; h.Played != 2 || h.Won != 1 || h.Best != 41 {
		t.Errorf("hard %+v", h)
	}
	if e := s.ByLevel["easy"]; e.Played != 1 || e.Won != 1 {
		t.Errorf("easy %+v", e)
	}
	if p := s.ByPlayers[2]; p.Played != 2 || p.Total != 50 {
		t.Errorf("2 players %+v", p)
	}
	if p := s.ByPlayers[4]; p.Played != 1 || p.Lost != 1 || p.Scored != 0 {
		t.Errorf("4 players (conceded) %+v", p)
	}
	if avg, ok := s.All.Average(); !ok || avg < 30.33 || avg > 30.34 {
		t.Errorf("average %v %v", avg, ok)
	}
	if _, ok := (Tally{Played: 1, Lost: 1}).Average(); ok {
		t.Errorf("an average of no scored game")
	}
	for _, bad := range []Game{
		{Key: "x", Players: 1, Level: "easy"},
		{Key: "y", Players: 2, Level: "random"},
		{Key: "z", Players: 2, Level: "easy", Score: -1},
		{Key: "w", Players: 2, Level: "easy", Won: true, Conceded: true},
		{Players: 2, Level: "easy"},
	} {
		if s.AddGame(bad) {
			t.Errorf("%+v was counted", bad)
		}
	}
}

func TestStreaks(t *testing.T) {
	s := New()
	for i, won := range []bool{true, true, false, true, true, true, false, true} {
		s.AddGame(Game{Key: string(rune('a' + i)), Players: 2, Level: "medium", Won: won})
	}
	if s.Streak != 1 || s.BestStreak != 3 {
		t.Errorf("streak %d, best %d; want 1 and 3", s.Streak, s.BestStreak)
	}
}

func TestNeverCountedTwice(t *testing.T) {
	s := New()
	rec := &game.Record{Players: []string{"Ana", "Rui"}, Seed: 7}
	key := GameKey(rec)
	g := Game{Key: key, Players: 2, Level: "hard", Score: 12, Won: true}
	if !s.AddGame(g) || s.AddGame(g) {
		t.Fatalf("the same game counted other than once")
	}
	// The same deal finished differently (undo at the end) is the same game.
	rec.Moves = []string{"coin"}
	if GameKey(rec) != key || s.AddGame(Game{Key: GameKey(rec), Players: 2, Level: "hard"}) {
		t.Fatalf("a taken-back game counted again")
	}
	if s.All.Played != 1 || s.Streak != 1 {
		t.Fatalf("%+v", s.All)
	}
	other := &game.Record{Players: []string{"Ana", "Rui"}, Seed: 8}
	if GameKey(other) == key {
		t.Fatalf("two deals share a key")
	}
	ch := ChallengeGame{Key: "game:c", Challenge: 4, Score: 95, Fame: 2}
	if !s.AddChallenge(ch) || s.AddChallenge(ch) || s.Challenges[3].Played != 1 || s.Challenges[3].BestFame != 2 {
		t.Fatalf("challenge %+v", s.Challenges[3])
	}
	if !s.AddChallenge(ChallengeGame{Key: "game:d", Challenge: 4, Score: 120, Fame: 3, GaveUp: true}) || s.Challenges[3].BestFame != 2 {
		t.Fatalf("a challenge given up set the best fame: %+v", s.Challenges[3])
	}
	if !s.AddRun(RunKey(1, "x"), 17) || s.AddRun(RunKey(1, "x"), 17) || s.Runs != 1 || s.BestRun != 17 {
		t.Fatalf("runs %d best %d", s.Runs, s.BestRun)
	}
	if !s.AddHotSeat("game:h") || s.AddHotSeat("game:h") || s.HotSeat != 1 {
		t.Fatalf("hot seat %d", s.HotSeat)
	}
}

func TestFileRoundTrip(t *testing.T) {
	st := table.NewMemStore()
	s, p := Load(st)
	if p != nil || s.All.Played != 0 {
		t.Fatalf("a missing file: %v %+v", p, s)
	}
	s.AddGame(Game{Key: "a", Players: 3, Level: "easy", Score: 22, Won: true})
	s.AddChallenge(ChallengeGame{Key: "b", Challenge: 9, Score: 80, Fame: 1})
	s.AddRun("r", 12)
	if err := s.Save(st); err != nil {
		t.Fatal(err)
	}
	back, p := Load(st)
	if p != nil {
		t.Fatal(p)
	}
	if !reflect.DeepEqual(back, s) {
		t.Fatalf("read back\n%+v\nwrote\n%+v", back, s)
	}
	if back.AddGame(Game{Key: "a", Players: 3, Level: "easy"}) {
		t.Fatalf("a counted game is forgotten by the file")
	}
}

// Record counts once and writes the file; a game counted before leaves it alone.
func TestRecord(t *testing.T) {
	st := table.NewMemStore()
	g := Game{Key: "k", Players: 2, Level: "hard", Score: 3}
	for range 2 {
		if p, err := Record(st, func(s *Stats) bool { return s.AddGame(g) }); p != nil || err != nil {
			t.Fatal(p, err)
		}
	}
	s, _ := Load(st)
	if s.All.Played != 1 || s.All.Lost != 1 {
		t.Fatalf("%+v", s.All)
	}
}

// A file that is not statistics is kept aside under the damaged name and new
// statistics begin; the same damaged file is kept once.
func TestDamagedFileKeptAside(t *testing.T) {
	for _, bad := range []string{
		"{\"version\": 1, \"all\": {\"played\": 2, \"won\": 5}",
		`{"version": 1, "all": {"played": 2, "won": 5, "lost": 0}}`,
		`{"version": 7}`,
		`{"version": 1, "surprise": true}`,
		`{"version": 1, "by_players": {"9": {}}}`,
		`{"version": 1, "streak": 4, "best_streak": 2}`,
		"\x00\xff not json",
		`[]`,
	} {
		st := table.NewMemStore()
		if err := st.Write(FileName, []byte(bad)); err != nil {
			t.Fatal(err)
		}
		s, p := Load(st)
		if p == nil || p.Kind != KeptAside || p.File != "stats-damaged-1.json" || s.All.Played != 0 {
			t.Fatalf("%q: problem %+v", bad, p)
		}
		if kept, err := st.Read(p.File); err != nil || string(kept) != bad {
			t.Fatalf("%q: the copy %q, %v", bad, kept, err)
		}
		if !strings.Contains(p.String(), p.File) {
			t.Errorf("%q: %q does not name the copy", bad, p.String())
		}
		s.AddGame(Game{Key: "a", Players: 2, Level: "easy", Won: true})
		if err := s.Save(st); err != nil {
			t.Fatal(err)
		}
		if back, p := Load(st); p != nil || back.All.Won != 1 {
			t.Fatalf("%q: after the new file: %+v %v", bad, back.All, p)
		}
	}
}

// unreadableStore fails every read of the statistics file (a folder that cannot be read).
type unreadableStore struct{ *table.MemStore }

func (u unreadableStore) Read(name string) ([]byte, error) {
	if name == FileName {
		return nil, errors.New("permission denied")
	}
	return u.MemStore.Read(name)
}

// A file the store cannot read is never written over, and nothing is counted into it.
func TestUnreadableFileNotOverwritten(t *testing.T) {
	mem := table.NewMemStore()
	_ = mem.Write(FileName, []byte(`{"version": 1}`))
	st := unreadableStore{mem}
	s, p := Load(st)
	if p == nil || p.Kind != Unreadable {
		t.Fatalf("problem %+v", p)
	}
	if err := s.Save(st); err == nil {
		t.Fatalf("statistics written over a file that cannot be read")
	}
	if _, err := Record(st, func(s *Stats) bool { return s.AddGame(Game{Key: "a", Players: 2, Level: "easy"}) }); err != nil {
		t.Fatal(err)
	}
	if data, _ := mem.Read(FileName); string(data) != `{"version": 1}` {
		t.Fatalf("the file changed: %q", data)
	}
	if _, err := mem.Read("stats-damaged-1.json"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a copy was made of a file that could not be read")
	}
}
