package stats

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"mercado/game"
	"mercado/game/table"
)

// FileName is the statistics file in the store, next to the saves.
const FileName = "stats.json"

// Version is the file format this program writes. It reads this one and version 1,
// which had no accuracies.
const Version = 2

// maxFileBytes bounds the file: a few counters and the remembered keys.
const maxFileBytes = 1 << 20

type tallyJSON struct {
	Played int `json:"played"`
	Won    int `json:"won"`
	Lost   int `json:"lost"`
	Scored int `json:"scored"`
	Total  int `json:"total"`
	Best   int `json:"best"`
}

type challengeJSON struct {
	Played    int `json:"played"`
	BestFame  int `json:"best_fame"`
	BestScore int `json:"best_score"`
}

type fileJSON struct {
	Version    int                  `json:"version"`
	All        tallyJSON            `json:"all"`
	ByLevel    map[string]tallyJSON `json:"by_level"`
	ByPlayers  map[string]tallyJSON `json:"by_players"`
	Streak     int                  `json:"streak"`
	BestStreak int                  `json:"best_streak"`
	HotSeat    int                  `json:"hot_seat"`
	Challenges []challengeJSON      `json:"challenges"`
	Runs       int                  `json:"runs"`
	BestRun    int                  `json:"best_run"`
	Counted    []string             `json:"counted"`
	Accuracy   []accuracyJSON       `json:"accuracy,omitempty"` // version 2
}

type accuracyJSON struct {
	Key      string `json:"key"`
	Accuracy int    `json:"accuracy"`
}

func toJSON(t Tally) tallyJSON {
	return tallyJSON{t.Played, t.Won, t.Lost, t.Scored, t.Total, t.Best}
}

func fromJSON(j tallyJSON, where string) (Tally, error) {
	t := Tally{j.Played, j.Won, j.Lost, j.Scored, j.Total, j.Best}
	switch {
	case t.Played < 0 || t.Won < 0 || t.Lost < 0 || t.Scored < 0 || t.Total < 0 || t.Best < 0:
		return t, fmt.Errorf("%s: a count is below 0", where)
	case t.Won+t.Lost != t.Played || t.Scored > t.Played:
		return t, fmt.Errorf("%s: %d won and %d lost do not make %d played (%d scored)", where, t.Won, t.Lost, t.Played, t.Scored)
	case t.Best > t.Total || t.Total > t.Scored*game.MaxMoney:
		return t, fmt.Errorf("%s: best %d and total %d do not fit %d scored games", where, t.Best, t.Total, t.Scored)
	}
	return t, nil
}

// Marshal writes the statistics file: indented JSON.
func (s *Stats) Marshal() ([]byte, error) {
	f := fileJSON{Version: Version, All: toJSON(s.All), ByLevel: map[string]tallyJSON{}, ByPlayers: map[string]tallyJSON{},
		Streak: s.Streak, BestStreak: s.BestStreak, HotSeat: s.HotSeat, Runs: s.Runs, BestRun: s.BestRun, Counted: slices.Clone(s.keys)}
	for _, l := range Levels {
		f.ByLevel[l] = toJSON(s.ByLevel[l])
	}
	for n := 2; n <= game.MaxPlayers; n++ {
		f.ByPlayers[fmt.Sprint(n)] = toJSON(s.ByPlayers[n])
	}
	for _, c := range s.Challenges {
		f.Challenges = append(f.Challenges, challengeJSON(c))
	}
	if f.Counted == nil {
		f.Counted = []string{}
	}
	for _, g := range s.Accuracy {
		f.Accuracy = append(f.Accuracy, accuracyJSON(g))
	}
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// parse reads a statistics file; why says what is wrong with one that is not. Its parts
// check in this order: the size, the version, the JSON, the tallies, the challenges and
// streaks, the accuracies.
func parse(data []byte) (*Stats, error) {
	if len(data) > maxFileBytes {
		return nil, fmt.Errorf("it is %d bytes, more than the %d statistics may have", len(data), maxFileBytes)
	}
	version, err := fileVersion(data)
	if err != nil {
		return nil, err
	}
	var f fileJSON
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&f); err != nil {
		return nil, err
	}
	if d.More() {
		return nil, errors.New("something follows the statistics")
	}
	s := New()
	if err := s.readTallies(&f); err != nil {
		return nil, err
	}
	if err := s.readChallengesAndStreaks(&f); err != nil {
		return nil, err
	}
	if err := s.readAccuracy(&f, version); err != nil {
		return nil, err
	}
	return s, nil
}

// fileVersion is the file's format, one this version reads (Version or 1).
func fileVersion(data []byte) (int, error) {
	var head struct {
		Version *int `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return 0, errors.New("it is cut short or not a statistics file")
	}
	switch {
	case head.Version == nil:
		return 0, errors.New("it has no version")
	case *head.Version > Version:
		return 0, fmt.Errorf("it was written by a newer version of Mercado (format %d)", *head.Version)
	case *head.Version != Version && *head.Version != 1:
		return 0, fmt.Errorf("format %d is not one this version reads", *head.Version)
	}
	return *head.Version, nil
}

// readTallies takes the games' tallies: all, by level and by number of players.
func (s *Stats) readTallies(f *fileJSON) error {
	var err error
	if s.All, err = fromJSON(f.All, "all"); err != nil {
		return err
	}
	for l, j := range f.ByLevel {
		if !slices.Contains(Levels, l) {
			return fmt.Errorf("by_level: %q is not a level", l)
		}
		if s.ByLevel[l], err = fromJSON(j, "by_level."+l); err != nil {
			return err
		}
	}
	for key, j := range f.ByPlayers {
		n := 0
		if _, err := fmt.Sscanf(key, "%d", &n); err != nil || fmt.Sprint(n) != key || n < 2 || n > game.MaxPlayers {
			return fmt.Errorf("by_players: %q is not 2, 3 or 4", key)
		}
		if s.ByPlayers[n], err = fromJSON(j, "by_players."+key); err != nil {
			return err
		}
	}
	return nil
}

// readChallengesAndStreaks takes the challenges' results, the streaks and counts (which
// must fit the wins read before) and the games already counted.
func (s *Stats) readChallengesAndStreaks(f *fileJSON) error {
	if len(f.Challenges) > Challenges {
		return fmt.Errorf("challenges: %d entries for %d challenges", len(f.Challenges), Challenges)
	}
	for i, c := range f.Challenges {
		if c.Played < 0 || c.BestFame < 0 || c.BestFame > 3 || c.BestScore < 0 || c.BestScore > game.MaxMoney {
			return fmt.Errorf("challenges[%d]: a count is out of range", i)
		}
		s.Challenges[i] = ChallengeStats(c)
	}
	counts := []int{f.Streak, f.BestStreak, f.HotSeat, f.Runs, f.BestRun}
	if slices.Min(counts) < 0 || f.Streak > f.BestStreak || f.BestStreak > s.All.Won {
		return fmt.Errorf("streaks %d and %d do not fit %d wins (or a count is below 0)", f.Streak, f.BestStreak, s.All.Won)
	}
	s.Streak, s.BestStreak, s.HotSeat, s.Runs, s.BestRun = f.Streak, f.BestStreak, f.HotSeat, f.Runs, f.BestRun
	if len(f.Counted) > maxKeys {
		f.Counted = f.Counted[len(f.Counted)-maxKeys:]
	}
	s.keys = f.Counted
	return nil
}

// readAccuracy takes the reviewed games' accuracies (a file of version 1 has none).
func (s *Stats) readAccuracy(f *fileJSON, version int) error {
	if version == 1 && f.Accuracy != nil {
		return errors.New("accuracy: version 1 has none")
	}
	if len(f.Accuracy) > AccuracyKept {
		return fmt.Errorf("accuracy: %d games, more than the %d kept", len(f.Accuracy), AccuracyKept)
	}
	for i, g := range f.Accuracy {
		switch {
		case g.Accuracy < 0 || g.Accuracy > 100:
			return fmt.Errorf("accuracy[%d]: %d is not 0 to 100", i, g.Accuracy)
		case g.Key == "":
			return fmt.Errorf("accuracy[%d]: the game has no key", i)
		case slices.ContainsFunc(s.Accuracy, func(o GameAccuracy) bool { return o.Key == g.Key }):
			return fmt.Errorf("accuracy[%d]: the game is there twice", i)
		}
		s.Accuracy = append(s.Accuracy, GameAccuracy(g))
	}
	return nil
}

// ProblemKind is what went wrong reading the statistics file.
type ProblemKind int

const (
	Unreadable   ProblemKind = iota // the store could not read it; it is not overwritten
	KeptAside                       // it is not a statistics file: kept as File, new statistics begin
	NotKeptAside                    // it is not one and could not be copied aside; not overwritten
)

// Problem is why the statistics file could not be read and what became of it. Detail
// is technical (English); a window words the rest in the player's language.
type Problem struct {
	Kind   ProblemKind
	File   string // KeptAside: the copy's name in the store
	Detail string
}

// String is the problem in English.
func (p Problem) String() string {
	switch p.Kind {
	case KeptAside:
		return fmt.Sprintf("The statistics could not be read (%s). They were kept as %s and new statistics begin.", p.Detail, p.File)
	case NotKeptAside:
		return fmt.Sprintf("The statistics could not be read, nor copied aside (%s). They will not be overwritten.", p.Detail)
	}
	return fmt.Sprintf("The statistics could not be read (%s). They will not be overwritten; games played now are not counted until they can be read.", p.Detail)
}

// Load reads the statistics. It never fails: a missing file is new statistics, and a
// file that cannot be read is kept aside under a new name (table.ReadOrKeep, the rule
// of every file) or, when it cannot be, left alone; the problem says which.
func Load(st table.Store) (*Stats, *Problem) {
	var s *Stats
	read := false
	err := table.ReadOrKeep(st, FileName, func(data []byte) (err error) {
		read = true
		s, err = parse(data)
		return err
	})
	var d *table.DamagedError
	switch {
	case err == nil:
		return s, nil
	case !errors.As(err, &d): // there are no statistics yet
		return New(), nil
	case d.Copy != "":
		return New(), &Problem{Kind: KeptAside, File: d.Copy, Detail: table.Printable(d.Err.Error())}
	}
	s = New()
	s.unreadable = true
	if !read {
		return s, &Problem{Kind: Unreadable, Detail: table.Printable(d.Err.Error())}
	}
	return s, &Problem{Kind: NotKeptAside, Detail: table.Printable(d.Err.Error() + "; " + d.CopyErr.Error())}
}

// Save writes the statistics through the store (atomically). Statistics loaded from a
// file that could not be read are not written over it: Save refuses until that file can
// be read (and is then kept aside first) or is gone.
func (s *Stats) Save(st table.Store) error {
	return table.SaveOver(st, FileName, "the statistics file", &s.unreadable, s.Marshal)
}

// Record loads the statistics, lets add count one thing, and saves them when it did.
// It returns the problem met reading the file (nil when none) and any error saving.
func Record(st table.Store, add func(s *Stats) bool) (*Problem, error) {
	s, p := Load(st)
	if s.unreadable || !add(s) {
		return p, nil
	}
	return p, s.Save(st)
}
