package stats

import (
	"errors"
	"fmt"
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

// Accuracy: only counted games get one, in the order the games were counted (a game
// reviewed late takes its place), a game reviewed again keeps one entry, the newest
// AccuracyKept are kept, and the trend is the last n with their mean. The file keeps
// them, reads a version 1 file (none yet) and refuses a bad entry.
func TestAccuracyTrend(t *testing.T) {
	s := New()
	if _, _, ok := s.AccuracyTrend(10); ok {
		t.Fatal("a trend with no game reviewed")
	}
	if s.AddAccuracy("game:never", 80) {
		t.Fatal("an accuracy was kept for a game never counted")
	}
	for i := range 60 {
		if !s.AddGame(Game{Key: fmt.Sprint("g", i), Players: 2, Level: "easy", Score: 30, Won: i%2 == 0}) {
			t.Fatal("a game was not counted")
		}
	}
	for _, bad := range []int{-1, 101} {
		if s.AddAccuracy("g1", bad) {
			t.Fatalf("accuracy %d was kept", bad)
		}
	}
	// g5 is reviewed after g7 and g6, and comes before them
	for _, g := range []struct {
		key string
		acc int
	}{{"g7", 70}, {"g6", 60}, {"g5", 50}} {
		if !s.AddAccuracy(g.key, g.acc) {
			t.Fatalf("%s was not kept", g.key)
		}
	}
	last, mean, ok := s.AccuracyTrend(10)
	if !ok || fmt.Sprint(last) != "[50 60 70]" || mean != 60 {
		t.Fatalf("trend %v, mean %v", last, mean)
	}
	if s.AddAccuracy("g6", 60) || !s.AddAccuracy("g6", 90) {
		t.Fatal("the same accuracy again changed something, or a new one did not")
	}
	if last, mean, _ = s.AccuracyTrend(2); fmt.Sprint(last) != "[90 70]" || mean != 80 {
		t.Fatalf("the last two: %v, mean %v", last, mean)
	}
	for i := 8; i < 60; i++ {
		s.AddAccuracy(fmt.Sprint("g", i), i)
	}
	if len(s.Accuracy) != AccuracyKept || s.Accuracy[len(s.Accuracy)-1].Key != "g59" {
		t.Fatalf("%d kept, the newest %v", len(s.Accuracy), s.Accuracy[len(s.Accuracy)-1])
	}
	if last, _, _ = s.AccuracyTrend(10); fmt.Sprint(last) != "[50 51 52 53 54 55 56 57 58 59]" {
		t.Fatalf("the last ten: %v", last)
	}
	// through the file and back
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(back.Accuracy) != fmt.Sprint(s.Accuracy) {
		t.Fatal("the file lost the accuracies")
	}
	old, err := parse([]byte(`{"version": 1, "all": {"played": 1, "won": 1, "scored": 1, "total": 30, "best": 30}, "streak": 1, "best_streak": 1, "counted": ["g0"]}`))
	if err != nil || old.All.Played != 1 || len(old.Accuracy) != 0 {
		t.Fatalf("a version 1 file: %v", err)
	}
	if !old.AddAccuracy("g0", 77) {
		t.Fatal("a game of a version 1 file could not get an accuracy")
	}
	for _, bad := range []string{
		`{"version": 2, "accuracy": [{"key": "g0", "accuracy": 101}]}`,
		`{"version": 2, "accuracy": [{"key": "", "accuracy": 50}]}`,
		`{"version": 2, "accuracy": [{"key": "g0", "accuracy": 5}, {"key": "g0", "accuracy": 6}]}`,
		`{"version": 1, "accuracy": [{"key": "g0", "accuracy": 5}]}`,
	} {
		if _, err := parse([]byte(bad)); err == nil {
			t.Errorf("%s was read", bad)
		}
	}
}
