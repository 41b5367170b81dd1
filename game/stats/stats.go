// Package stats keeps a player's statistics on this device: games against the
// computers by level and by number of players, won and lost, average and best scores,
// winning streaks, and the solo campaign's challenges and runs. It knows no window;
// the statistics screen draws it, and the board records each game as it ends.
//
// Whose statistics: a game counts for them when exactly one person played it, against
// computers. A game between several people at one screen has no single owner (names
// are typed anew each game, and one person's win is another's loss), so it is only
// counted as a hot-seat game, without a winner or a score; games between computers
// only count nowhere. A solo challenge counts through the campaign (runs and
// practice), not as a game.
//
// Never twice: each game is known by its deal (Key), and a deal already counted is not
// counted again — a finished game opened again, or taken back at its end and finished
// once more, stays one game.
//
// It imports game and game/table (the Store and the seats); nothing that draws.
package stats

import (
	"fmt"
	"hash/fnv"
	"slices"
	"strings"

	"mercado/game"
)

// Levels are the computer levels the statistics keep apart, weakest first.
var Levels = []string{"easy", "medium", "hard"}

// Challenges is how many campaign challenges there are: game's table says.
const Challenges = game.NumChallenges

// maxKeys bounds how many counted games are remembered to refuse them a second time;
// the oldest are forgotten first (a game is re-opened soon after it ends, if ever).
const maxKeys = 2000

// Tally counts a group of games.
type Tally struct {
	Played, Won, Lost int
	// Scored is how many of the games have a score in Total and Best: a game given up
	// counts as played and lost, but its score, cut short, is not one.
	Scored, Total, Best int
}

// Average is the mean score of the scored games; ok is false when there is none.
func (t Tally) Average() (avg float64, ok bool) {
	if t.Scored == 0 {
		return 0, false
	}
	return float64(t.Total) / float64(t.Scored), true
}

func (t *Tally) add(g Game) {
	t.Played++
	if g.Won {
		t.Won++
	} else {
		t.Lost++
	}
	if !g.Conceded {
		t.Scored++
		t.Total += g.Score
		t.Best = max(t.Best, g.Score)
	}
}

// ChallengeStats is one campaign challenge over every run and practice game.
type ChallengeStats struct {
	Played    int
	BestFame  int // 0..3
	BestScore int
}

// Stats is everything counted.
type Stats struct {
	All       Tally
	ByLevel   map[string]Tally // by Levels; the strongest computer at the table
	ByPlayers [game.MaxPlayers + 1]Tally
	// Streak is the wins in a row up to the last game; BestStreak the longest ever.
	Streak, BestStreak int
	HotSeat            int // games between several people at one screen
	Challenges         [Challenges]ChallengeStats
	Runs               int // campaign runs with all their challenges played
	BestRun            int // the best total fame of such a run (bonus included)

	// Accuracy is the person's accuracy (0-100, game/review) in the games against the
	// computers that were reviewed, in the order the games were counted, the newest
	// AccuracyKept.
	Accuracy []GameAccuracy

	keys       []string // the games and runs counted, oldest first
	unreadable bool     // the file could not be read: Save must not overwrite it
}

// New is the statistics of someone who has not played yet.
func New() *Stats {
	s := &Stats{ByLevel: map[string]Tally{}}
	for _, l := range Levels {
		s.ByLevel[l] = Tally{}
	}
	return s
}

// Game is one finished game, as the person who played it against computers sees it.
type Game struct {
	Key      string // the deal (GameKey)
	Players  int    // 2..4
	Level    string // the strongest computer level at the table
	Score    int
	Won      bool // among the winners (a shared win is a win)
	Conceded bool // given up: lost, and its score is not counted
}

// AddGame counts a finished game. It returns false, counting nothing, when the game
// was counted before or is not one (no players, a level the statistics do not know).
func (s *Stats) AddGame(g Game) bool {
	if g.Players < 2 || g.Players > game.MaxPlayers || !slices.Contains(Levels, g.Level) || g.Score < 0 || g.Conceded && g.Won {
		return false
	}
	if !s.remember(g.Key) {
		return false
	}
	s.All.add(g)
	t := s.ByLevel[g.Level]
	t.add(g)
	s.ByLevel[g.Level] = t
	s.ByPlayers[g.Players].add(g)
	if g.Won {
		s.Streak++
		s.BestStreak = max(s.BestStreak, s.Streak)
	} else {
		s.Streak = 0
	}
	return true
}

// AddHotSeat counts a game between several people; false when it was counted before.
func (s *Stats) AddHotSeat(key string) bool {
	if !s.remember(key) {
		return false
	}
	s.HotSeat++
	return true
}

// ChallengeGame is one campaign challenge played to its end or given up.
type ChallengeGame struct {
	Key       string // the deal (GameKey)
	Challenge int    // 1..Challenges
	Score     int
	Fame      int // 0..3
	GaveUp    bool
}

// AddChallenge counts a challenge; false when it was counted before or is not one.
func (s *Stats) AddChallenge(c ChallengeGame) bool {
	if c.Challenge < 1 || c.Challenge > Challenges || c.Fame < 0 || c.Fame > 3 || c.Score < 0 {
		return false
	}
	if !s.remember(c.Key) {
		return false
	}
	ch := &s.Challenges[c.Challenge-1]
	ch.Played++
	if !c.GaveUp {
		ch.BestFame = max(ch.BestFame, c.Fame)
		ch.BestScore = max(ch.BestScore, c.Score)
	}
	return true
}

// AddRun counts a campaign run whose challenges are all played, with its total
// fame; key names the run (RunKey). False when it was counted before.
func (s *Stats) AddRun(key string, total int) bool {
	if total < 0 || !s.remember(key) {
		return false
	}
	s.Runs++
	s.BestRun = max(s.BestRun, total)
	return true
}

// remember notes a key, reporting false when it is known already or empty.
func (s *Stats) remember(key string) bool {
	if key == "" || slices.Contains(s.keys, key) {
		return false
	}
	s.keys = append(s.keys, key)
	if len(s.keys) > maxKeys {
		s.keys = slices.Delete(s.keys, 0, len(s.keys)-maxKeys)
	}
	return true
}

// GameKey names a game by its deal: who sat at the table, the seed, the challenge and
// the start position. The moves are left out, so that a game taken back at its end and
// finished differently is still the same game.
func GameKey(rec *game.Record) string {
	if rec == nil {
		return ""
	}
	h := fnv.New64a()
	fmt.Fprintf(h, "%d|%q|%d|%d|%v|", rec.Seed, strings.Join(rec.Players, "\x00"), rec.Challenge, rec.Specialty, rec.MoneyHidden)
	h.Write(rec.Position)
	return fmt.Sprintf("game:%016x", h.Sum64())
}

// RunKey names a campaign run by its number and the time it began (a new campaign
// file numbers its runs from 1 again).
func RunKey(id int, started string) string { return fmt.Sprintf("run:%d:%s", id, started) }

// AccuracyKept is how many games' accuracies are kept, the newest.
const AccuracyKept = 50

// GameAccuracy is the person's accuracy in one counted game, from its review.
type GameAccuracy struct {
	Key      string // the game (GameKey)
	Accuracy int    // 0..100
}

// AddAccuracy notes the person's accuracy in a counted game against the computers, from
// its review. It returns false, changing nothing, when the game was not counted (or is
// forgotten), the accuracy is not 0 to 100, or the game has this accuracy already. A
// game reviewed again keeps one entry; the entries stay in the order the games were
// counted, so that a game reviewed late takes its place among the others.
func (s *Stats) AddAccuracy(key string, accuracy int) bool {
	at := slices.Index(s.keys, key)
	if key == "" || at < 0 || accuracy < 0 || accuracy > 100 {
		return false
	}
	if i := slices.IndexFunc(s.Accuracy, func(g GameAccuracy) bool { return g.Key == key }); i >= 0 {
		if s.Accuracy[i].Accuracy == accuracy {
			return false
		}
		s.Accuracy[i].Accuracy = accuracy
		return true
	}
	s.Accuracy = append(s.Accuracy, GameAccuracy{key, accuracy})
	slices.SortStableFunc(s.Accuracy, func(a, b GameAccuracy) int {
		return slices.Index(s.keys, a.Key) - slices.Index(s.keys, b.Key)
	})
	if len(s.Accuracy) > AccuracyKept {
		s.Accuracy = slices.Delete(s.Accuracy, 0, len(s.Accuracy)-AccuracyKept)
	}
	return true
}

// AccuracyTrend is the accuracies of the last n reviewed games, oldest first, and their
// mean; ok is false when no game was reviewed.
func (s *Stats) AccuracyTrend(n int) (last []int, mean float64, ok bool) {
	from := max(0, len(s.Accuracy)-max(0, n))
	for _, g := range s.Accuracy[from:] {
		last = append(last, g.Accuracy)
		mean += float64(g.Accuracy)
	}
	if len(last) == 0 {
		return nil, 0, false
	}
	return last, mean / float64(len(last)), true
}
