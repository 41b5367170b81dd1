// Package campaign is the solo campaign's score sheet: runs of the solo challenges with
// their results, fame, the one Best Move bonus per run and its title, the challenge in
// progress, and the file that keeps them. It knows no window; the scenes draw it.
//
// It imports game and game/table (the Store its file is kept in); nothing that draws.
package campaign

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"mercado/game"
)

// Challenges is how many challenges a run has (numbered 1..Challenges): game's table
// says.
const Challenges = game.NumChallenges

// Result is one challenge played in a run.
type Result struct {
	Challenge int  // 1..Challenges
	Score     int  // >= 0
	Fame      int  // 0..3
	BestMove  bool // some single action of this game earned game.BestMoveIncome or more
	Hints     bool // hints or undo helped
	GaveUp    bool // given up: it counts as played, with the fame it was given (none)
	Finished  time.Time
	Record    *game.Record // the game, to watch again; may be nil
}

func (r *Result) check() error {
	switch {
	case r.Challenge < 1 || r.Challenge > Challenges:
		return fmt.Errorf("challenge: %d is not 1 to %d", r.Challenge, Challenges)
	case r.Fame < 0 || r.Fame > 3:
		return fmt.Errorf("fame: %d is not 0 to 3", r.Fame)
	case r.Score < 0:
		return fmt.Errorf("score: %d is below 0", r.Score)
	case r.Record != nil && r.Record.Challenge != r.Challenge:
		return fmt.Errorf("record: it is a game of challenge %d", r.Record.Challenge)
	}
	return nil
}

// Run is one pass through the campaign, like a column of the paper sheet.
type Run struct {
	ID      int // 1, 2, 3… in the order runs were started; never reused
	Started time.Time
	Results [Challenges]*Result // index challenge-1; nil = not played yet
}

// Result is the run's result of a challenge, nil if it was not played (or n is no
// challenge).
func (r *Run) Result(n int) *Result {
	if n < 1 || n > Challenges {
		return nil
	}
	return r.Results[n-1]
}

func (r *Run) Played(n int) bool { return r.Result(n) != nil }

// Count is how many challenges were played.
func (r *Run) Count() int {
	n := 0
	for _, res := range r.Results {
		if res != nil {
			n++
		}
	}
	return n
}

func (r *Run) Complete() bool { return r.Count() == Challenges }

// Fame adds up the challenges' fame, without the bonus.
func (r *Run) Fame() int {
	f := 0
	for _, res := range r.Results {
		if res != nil {
			f += res.Fame
		}
	}
	return f
}

// BestMove reports whether the run has earned its Best Move bonus; however many
// challenges had one, it counts once.
func (r *Run) BestMove() bool { return r.BestMoveChallenge() != 0 }

// BestMoveChallenge is the challenge whose Best Move earned the bonus: the first one
// finished (on a tie the lowest number), 0 when there is none.
func (r *Run) BestMoveChallenge() int {
	best := 0
	for i, res := range r.Results {
		if res == nil || !res.BestMove {
			continue
		}
		if best == 0 || res.Finished.Before(r.Results[best-1].Finished) {
			best = i + 1
		}
	}
	return best
}

// Total is the run's fame with the bonus, as the fame chart counts it.
func (r *Run) Total() int {
	fame := make([]int, 0, Challenges)
	for _, res := range r.Results {
		if res != nil {
			fame = append(fame, res.Fame)
		}
	}
	return game.CampaignTotal(fame, r.BestMove())
}

func (r *Run) Title() string { return game.FameTitle(r.Total()) }

// Mode is how a challenge is played.
type Mode int

const (
	InRun    Mode = iota // for a run's sheet
	Practice             // not counted
	Watch                // the computer plays it; never saved
)

// Current is the challenge in progress, whose game is saved as ChallengeSave.
type Current struct {
	Mode      Mode // InRun or Practice
	Run       int  // the run's ID when InRun
	Challenge int  // 1..9
	Hints     bool // hints or undo have helped so far
}

// Sheet is the whole campaign sheet.
type Sheet struct {
	Runs        []*Run   // in the order started, oldest first
	Current     *Current // nil when no challenge is in progress
	HintsInRuns bool     // the player allows hints and undo in run challenges

	damaged    []damagedRun // runs that could not be read, kept as they were
	unreadable bool         // the file could not be read at all: do not overwrite it
	notes      []Problem    // what Load found wrong inside the file
}

// damagedRun is a run the file holds but this program could not read: written back
// untouched, its ID (when readable) never given to a new run.
type damagedRun struct {
	raw []byte
	id  int
}

func New() *Sheet { return &Sheet{} }

// NewestFirst lists the runs, the newest first, as the sheet shows them.
func (s *Sheet) NewestFirst() []*Run {
	out := slices.Clone(s.Runs)
	slices.Reverse(out)
	return out
}

// Run is the run with this ID, nil if there is none.
func (s *Sheet) Run(id int) *Run {
	for _, r := range s.Runs {
		if r.ID == id {
			return r
		}
	}
	return nil
}

// Latest is the newest run, nil when there is none.
func (s *Sheet) Latest() *Run {
	if len(s.Runs) == 0 {
		return nil
	}
	return s.Runs[len(s.Runs)-1]
}

// Damaged is how many runs could not be read and are kept untouched.
func (s *Sheet) Damaged() int { return len(s.damaged) }

// StartRun begins a new run with the next unused ID.
func (s *Sheet) StartRun(now time.Time) *Run {
	id := 0
	for _, r := range s.Runs {
		id = max(id, r.ID)
	}
	for _, d := range s.damaged {
		id = max(id, d.id)
	}
	r := &Run{ID: id + 1, Started: now.UTC().Truncate(time.Second)}
	s.Runs = append(s.Runs, r)
	return r
}

// Finish writes a run challenge's result on the sheet. A challenge is played once per
// run; a result that is not one is refused. The challenge stops being in progress.
func (s *Sheet) Finish(runID int, res Result) error {
	run := s.Run(runID)
	if run == nil {
		return fmt.Errorf("there is no run %d", runID)
	}
	if err := res.check(); err != nil {
		return err
	}
	if run.Played(res.Challenge) {
		return fmt.Errorf("challenge %d was already played in run %d", res.Challenge, runID)
	}
	if res.Finished.IsZero() {
		return errors.New("finished: the time is missing")
	}
	res.Finished = res.Finished.UTC().Truncate(time.Second)
	run.Results[res.Challenge-1] = &res
	if c := s.Current; c != nil && c.Mode == InRun && c.Run == runID && c.Challenge == res.Challenge {
		s.Current = nil
	}
	return nil
}
