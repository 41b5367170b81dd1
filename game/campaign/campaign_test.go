package campaign

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/table"
)

// memStore is a Store in memory; failRead makes every read fail.
type memStore struct {
	files    map[string][]byte
	failRead error
}

func newStore() *memStore { return &memStore{files: map[string][]byte{}} }

func (m *memStore) Read(name string) ([]byte, error) {
	if m.failRead != nil {
		return nil, m.failRead
	}
	d, ok := m.files[name]
	if !ok {
		return nil, fs.ErrNotExist
	}
	return append([]byte(nil), d...), nil
}

func (m *memStore) Write(name string, data []byte) error {
	m.files[name] = append([]byte(nil), data...)
	return nil
}

func (m *memStore) Remove(name string) error { delete(m.files, name); return nil }

var t0 = time.Date(2026, 11, 1, 18, 0, 0, 0, time.UTC)

// playedRecord is a real game of challenge n, a few moves in.
func playedRecord(t *testing.T, n int) *game.Record {
	t.Helper()
	s, err := game.NewGame(game.Config{Players: 1, Seed: uint64(n), Challenge: n})
	if err != nil {
		t.Fatal(err)
	}
	rec := &game.Record{Players: []string{"You"}, Seed: uint64(n), MoneyHidden: true, Challenge: n, Specialty: s.Specialty()}
	var buf [game.MaxLegalMoves]game.Move
	for i := 0; i < 6 && !s.Over(); i++ {
		m := s.LegalMoves(buf[:0])[0]
		s.Apply(m)
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

func finish(t *testing.T, s *Sheet, run, n, score int, best bool, at time.Time) {
	t.Helper()
	res := Result{Challenge: n, Score: score, Fame: game.Challenges[n].FameOf(score), BestMove: best, Finished: at}
	if err := s.Finish(run, res); err != nil {
		t.Fatal(err)
	}
}

func TestRoundTrip(t *testing.T) {
	s := New()
	s.HintsInRuns = true
	r1 := s.StartRun(t0)
	finish(t, s, r1.ID, 3, 85, false, t0.Add(time.Hour))
	res := Result{Challenge: 8, Score: 61, Fame: 2, Hints: true, Finished: t0.Add(2 * time.Hour), Record: playedRecord(t, 8)}
	if err := s.Finish(r1.ID, res); err != nil {
		t.Fatal(err)
	}
	r2 := s.StartRun(t0.Add(48 * time.Hour))
	if err := s.Finish(r2.ID, Result{Challenge: 1, Score: 12, GaveUp: true, Finished: t0.Add(49 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	s.Current = &Current{Mode: InRun, Run: r2.ID, Challenge: 5, Hints: true}
	st := newStore()
	if err := s.Save(st); err != nil {
		t.Fatal(err)
	}
	back, problems := Load(st)
	if len(problems) > 0 {
		t.Fatalf("problems: %v", problems)
	}
	a, _ := s.Marshal()
	b, _ := back.Marshal()
	if string(a) != string(b) {
		t.Fatalf("round trip differs:\n%s\n---\n%s", a, b)
	}
	got := back.Run(1).Result(8)
	if got.Record == nil || len(got.Record.Moves) != len(res.Record.Moves) || !got.Hints || got.Fame != 2 {
		t.Fatalf("result 8 came back as %+v", got)
	}
	if _, err := got.Record.Replay(); err != nil {
		t.Fatalf("the stored record does not replay: %v", err)
	}
	if c := back.Current; c == nil || *c != (Current{Mode: InRun, Run: 2, Challenge: 5, Hints: true}) || !back.HintsInRuns {
		t.Fatalf("current %+v, hints in runs %v", c, back.HintsInRuns)
	}
	if ids := []int{back.NewestFirst()[0].ID, back.Latest().ID}; ids[0] != 2 || ids[1] != 2 {
		t.Fatalf("newest run %v", ids)
	}
}

func TestBestMoveCountsOnce(t *testing.T) {
	s := New()
	r := s.StartRun(t0)
	finish(t, s, r.ID, 9, 110, true, t0.Add(3*time.Hour)) // 3 fame
	finish(t, s, r.ID, 3, 90, true, t0.Add(time.Hour))    // 3 fame, earlier
	finish(t, s, r.ID, 5, 20, false, t0.Add(5*time.Hour)) // 0 fame
	if r.Fame() != 6 || r.Total() != 6+game.BestMoveBonus || !r.BestMove() {
		t.Fatalf("fame %d total %d", r.Fame(), r.Total())
	}
	if r.BestMoveChallenge() != 3 {
		t.Fatalf("the bonus is credited to challenge %d, want 3 (finished first)", r.BestMoveChallenge())
	}
	if r.Count() != 3 || r.Complete() {
		t.Fatalf("count %d", r.Count())
	}
}

func TestTitlesAtTheChartBoundaries(t *testing.T) {
	for _, c := range []struct {
		fame  [Challenges]int
		best  bool
		title string
	}{
		{[Challenges]int{3, 3, 3, 3, 3, 1, 1, 1, 1}, false, "Market Magnate"},                          // 19
		{[Challenges]int{3, 3, 3, 3, 3, 1, 1, 1, 1}, true, "Market Tycoon!"},                           // 21
		{[Challenges]int{3, 3, 3, 3, 3, 2, 1, 1, 1}, false, "Market Tycoon!"},                          // 20
		{[Challenges]int{3, 3, 3, 3, 3, 3, 3, 3, 2}, true, "You are (perhaps) the best in the world!"}, // 28
		{[Challenges]int{1, 1, 1, 1, 1, 0, 0, 0, 0}, false, "Are you even able to find the pub?"},      // 5
	} {
		s := New()
		r := s.StartRun(t0)
		for i, f := range c.fame {
			n := i + 1
			if err := s.Finish(r.ID, Result{Challenge: n, Score: 1, Fame: f, BestMove: c.best && n == 1, Finished: t0}); err != nil {
				t.Fatal(err)
			}
		}
		if r.Title() != c.title {
			t.Errorf("%v best %v: total %d %q, want %q", c.fame, c.best, r.Total(), r.Title(), c.title)
		}
	}
}

func TestFinishRefuses(t *testing.T) {
	s := New()
	r := s.StartRun(t0)
	finish(t, s, r.ID, 2, 60, false, t0)
	for _, c := range []struct {
		run  int
		res  Result
		want string
	}{
		{r.ID, Result{Challenge: 2, Score: 70, Fame: 3, Finished: t0}, "already played"},
		{7, Result{Challenge: 1, Finished: t0}, "no run 7"},
		{r.ID, Result{Challenge: Challenges + 1, Finished: t0}, fmt.Sprintf("not 1 to %d", Challenges)},
		{r.ID, Result{Challenge: 0, Finished: t0}, fmt.Sprintf("not 1 to %d", Challenges)},
		{r.ID, Result{Challenge: 4, Fame: 4, Finished: t0}, "fame: 4"},
		{r.ID, Result{Challenge: 4, Score: -1, Finished: t0}, "below 0"},
		{r.ID, Result{Challenge: 4}, "time is missing"},
	} {
		err := s.Finish(c.run, c.res)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Finish(%d, %+v) = %v, want %q", c.run, c.res, err, c.want)
		}
	}
	if r.Result(2).Score != 60 {
		t.Fatal("a refused result changed the sheet")
	}
}

func TestStartRunNeverReusesAnID(t *testing.T) {
	st := newStore()
	st.files[FileName] = []byte(`{"version":1,"hints_in_runs":false,"runs":[{"id":1,"started":"2026-11-01T18:00:00Z","results":[]}],"damaged_runs":[{"id":5,"started":"bad"}]}`)
	s, _ := Load(st)
	if s.Damaged() != 1 {
		t.Fatalf("%d damaged runs kept", s.Damaged())
	}
	if r := s.StartRun(t0); r.ID != 6 {
		t.Fatalf("new run %d, want 6 (5 is a kept damaged run)", r.ID)
	}
}

func TestGarbageIsKeptAside(t *testing.T) {
	for _, data := range []string{"not json at all", `{"version": 1, "runs": [`, `{"version": 2, "runs": []}`, `{"runs": []}`, `{"version":1,"runs":[],"extra":1}`} {
		st := newStore()
		st.files[FileName] = []byte(data)
		s, problems := Load(st)
		if len(s.Runs) != 0 || len(problems) != 1 {
			t.Fatalf("%q: %d runs, problems %v", data, len(s.Runs), problems)
		}
		var kept string
		for name, d := range st.files {
			if strings.HasPrefix(name, "campaign-damaged-") {
				kept = string(d)
				if !strings.Contains(problems[0].String(), name) {
					t.Errorf("%q: the problem %q does not name %s", data, problems[0], name)
				}
			}
		}
		if kept != data {
			t.Fatalf("%q: kept aside %q", data, kept)
		}
		if strings.Contains(data, `"version": 2`) && !strings.Contains(problems[0].String(), "newer version") {
			t.Errorf("version 2: %q", problems[0])
		}
		// The same file met again is not kept again; another one does not overwrite it.
		if again, err := table.KeepDamaged(st, FileName, []byte(data)); err != nil || again != "campaign-damaged-1.json" {
			t.Fatalf("the same damaged file kept again as %q (%v)", again, err)
		}
		if other, err := table.KeepDamaged(st, FileName, []byte("other")); err != nil || other == "campaign-damaged-1.json" || string(st.files["campaign-damaged-1.json"]) != data {
			t.Fatalf("another damaged file kept as %q (%v)", other, err)
		}
	}
}

func TestOneBadRunAmongGoodOnes(t *testing.T) {
	s := New()
	for i := 0; i < 3; i++ {
		r := s.StartRun(t0.Add(time.Duration(i) * time.Hour))
		finish(t, s, r.ID, 1+i, 85, false, t0) // fame 1, 3, 2
	}
	data, _ := s.Marshal()
	bad := strings.Replace(string(data), `"fame": 1`, `"fame": 5`, 1) // run 1's result
	if bad == string(data) {
		t.Fatal("the test file has no fame to spoil")
	}
	st := newStore()
	st.files[FileName] = []byte(bad)
	back, problems := Load(st)
	if len(back.Runs) != 2 || back.Run(2) == nil || back.Run(3) == nil || back.Damaged() != 1 {
		t.Fatalf("%d runs loaded, %d damaged", len(back.Runs), back.Damaged())
	}
	if len(problems) != 1 || !strings.Contains(problems[0].String(), "Run 1") || !strings.Contains(problems[0].String(), "fame: 5") {
		t.Fatalf("problems %v", problems)
	}
	back.StartRun(t0)
	if err := back.Save(st); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(st.files[FileName]), `"fame": 5`) {
		t.Fatal("the damaged run was not written back")
	}
	again, _ := Load(st)
	if len(again.Runs) != 3 || again.Damaged() != 1 || again.Latest().ID != 4 {
		t.Fatalf("after saving: %d runs, %d damaged", len(again.Runs), again.Damaged())
	}
}

func TestBadCurrentIsDropped(t *testing.T) {
	s := New()
	r := s.StartRun(t0)
	finish(t, s, r.ID, 4, 90, false, t0)
	data, _ := s.Marshal()
	for _, cur := range []string{`{"mode":"run","run":9,"challenge":2,"hints":false}`, `{"mode":"run","run":1,"challenge":4,"hints":false}`, `{"mode":"fun","challenge":2,"hints":false}`, `{"mode":"practice","challenge":12,"hints":false}`} {
		st := newStore()
		st.files[FileName] = []byte(strings.Replace(string(data), `"hints_in_runs": false,`, `"hints_in_runs": false, "current": `+cur+`,`, 1))
		back, problems := Load(st)
		if back.Current != nil || len(problems) != 1 || len(back.Runs) != 1 {
			t.Fatalf("%s: current %+v, problems %v", cur, back.Current, problems)
		}
		// The next save drops it for good: the file as it was is kept first, and named.
		kept := table.DamagedName(FileName, 1)
		if problems[0].File != kept || !strings.Contains(problems[0].String(), kept) || string(st.files[kept]) != string(st.files[FileName]) {
			t.Fatalf("%s: the problem %q, kept %q", cur, problems[0], st.files[kept])
		}
		if _, again := Load(st); again[0].File != kept || len(st.files) != 2 {
			t.Fatalf("%s: met again, kept as %q among %d files", cur, again[0].File, len(st.files))
		}
	}
}

func TestUnreadableStoreIsNotOverwritten(t *testing.T) {
	st := newStore()
	st.files[FileName] = []byte(`{"version":1,"hints_in_runs":false,"runs":[]}`)
	st.failRead = errors.New("permission denied")
	s, problems := Load(st)
	if len(problems) != 1 {
		t.Fatalf("problems %v", problems)
	}
	s.StartRun(t0)
	if err := s.Save(st); err == nil {
		t.Fatal("a sheet that could not be read was overwritten")
	}
	st.failRead = nil // readable again: the old file is kept aside, then replaced
	if err := s.Save(st); err != nil {
		t.Fatal(err)
	}
	aside := 0
	for name := range st.files {
		if strings.HasPrefix(name, "campaign-damaged-") {
			aside++
		}
	}
	if aside != 1 {
		t.Fatalf("%d copies kept aside", aside)
	}
}

func TestOversizeFile(t *testing.T) {
	st := newStore()
	st.files[FileName] = []byte(`{"version":1,"runs":[],"pad":"` + strings.Repeat("x", maxFileBytes) + `"}`)
	s, problems := Load(st)
	if len(problems) != 1 || !strings.Contains(problems[0].String(), "bytes") || len(s.Runs) != 0 {
		t.Fatalf("problems %v", problems)
	}
}

func FuzzLoad(f *testing.F) {
	s := New()
	r := s.StartRun(t0)
	if err := s.Finish(r.ID, Result{Challenge: 2, Score: 58, Fame: 0, Finished: t0}); err != nil {
		f.Fatal(err)
	}
	s.Current = &Current{Mode: Practice, Challenge: 7}
	good, _ := s.Marshal()
	f.Add(good)
	f.Add([]byte(`{"version":1,"runs":[{"id":1}],"damaged_runs":[1,2]}`))
	f.Add([]byte(`{"version":1,"runs":[null],"current":null}`))
	f.Add([]byte("[]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		st := newStore()
		st.files[FileName] = data
		s, _ := Load(st)
		if s == nil {
			t.Fatal("nil sheet")
		}
		s.StartRun(t0)
		if err := s.Save(st); err != nil {
			t.Fatal(err)
		}
		if _, problems := Load(st); len(problems) > 0 && s.Damaged() == 0 {
			t.Fatalf("a sheet this program wrote does not read back: %v", problems)
		}
	})
}

// TestDroppedChallengeKeepsTheSheet: a challenge in progress whose game is missing is
// dropped from the sheet only after the sheet as it was is kept; where no copy can be
// kept, the sheet on disk stays as it is.
func TestDroppedChallengeKeepsTheSheet(t *testing.T) {
	s := New()
	r := s.StartRun(t0)
	s.Current = &Current{Mode: InRun, Run: r.ID, Challenge: 3}
	st := newStore()
	if err := s.Save(st); err != nil {
		t.Fatal(err)
	}
	before := string(st.files[FileName])
	back, problems := Load(st)
	if back.Current == nil || len(problems) != 0 {
		t.Fatalf("current %+v, problems %v", back.Current, problems)
	}
	kept, err := back.DropCurrent(st)
	if err != nil {
		t.Fatal(err)
	}
	if kept != table.DamagedName(FileName, 1) || string(st.files[kept]) != before {
		t.Fatalf("the sheet as it was is kept as %q: %q", kept, st.files[kept])
	}
	if again, _ := Load(st); again.Current != nil || len(again.Runs) != 1 {
		t.Fatalf("the saved sheet: current %+v, %d runs", again.Current, len(again.Runs))
	}
	// A store that can keep no copy leaves the sheet alone.
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, FileName), []byte(before), 0o644); err != nil {
		t.Fatal(err)
	}
	back.Current = &Current{Mode: InRun, Run: r.ID, Challenge: 3}
	if _, err := back.DropCurrent(table.NewReadOnlyStore(dir)); !errors.Is(err, table.ErrReadOnly) {
		t.Fatalf("no copy could be kept, yet: %v", err)
	}
	if now, _ := os.ReadFile(filepath.Join(dir, FileName)); string(now) != before {
		t.Fatal("the sheet was replaced with no copy kept")
	}
}
