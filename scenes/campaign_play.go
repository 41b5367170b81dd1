package scenes

import (
	"errors"
	"io/fs"
	"math/rand/v2"
	"time"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/campaign"
	"mercado/game/stats"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// newSeed deals new challenges; tests replace it to deal the same game every time.
var newSeed = rand.Uint64

// session is what the board needs to know beyond the table when it plays a challenge:
// for which run (or practice, or watching), and whether hints and undo may be used. It
// is the board's mode (board_mode.go).
func (*session) scenesMode() {}

type session struct {
	mode      campaign.Mode
	run       int // run ID in a run
	challenge int
	helps     bool // hints and undo are allowed
	helped    bool // they were used
	done      bool // the result has been written down
}

func (s *session) Update(*App, *Board) bool      { return false }
func (s *session) Draw(*ui.Canvas, *App, *Board) {}
func (s *session) allowsHelp(boardHelp) bool     { return s.helps }
func (s *session) usedHelp(a *App)               { s.noteHelp(a) }
func (s *session) unsaved() bool                 { return s.mode == campaign.Watch }
func (s *session) helpsOffText() string          { return lang.T(txtHelpsOff) }
func (s *session) count(a *App, st *stats.Stats, t *table.Table) bool {
	return countChallenge(a, st, t, s)
}

// standings: a challenge's result, once the sheet has taken it.
func (s *session) standings(a *App, b *Board, final *table.Table) Scene {
	return NewChallengeResult(final, s, s.finish(a, final))
}

// quitLabel and quit: the way out of a challenge is the campaign's sheet (where it is
// kept to resume), or of a game watched, the end of watching.
func (s *session) quitLabel() string {
	if s.mode == campaign.Watch {
		return lang.T("pause.stop_watching")
	}
	return lang.T("pause.save_sheet")
}

func (s *session) quit(a *App) {
	a.Reset(a.to.menu())
	a.Push(NewCampaign())
}

// concedeWords: a challenge is given up (a run's, or practice's), a game watched is not
// (its pause menu greys Give up).
func (s *session) concedeWords() (string, string, bool) {
	switch s.mode {
	case campaign.Watch:
		return lang.T("pause.give_up"), "", false
	case campaign.InRun:
		return lang.T("pause.give_up"), lang.T("pause.give_up_run"), true
	}
	return lang.T("pause.give_up"), lang.T("pause.give_up_practice"), true
}

// NewChallengeBoard puts a solo challenge on the screen for the campaign.
func NewChallengeBoard(t *table.Table, sess *session) *Board {
	b := NewBoard(t)
	b.SetMode(sess)
	b.view.challenge.sess = sess // the panel words its mode in the language in use
	return b
}

// countChallenge adds the finished challenge t of the campaign's session sess to s,
// reporting whether anything was counted.
func countChallenge(a *App, s *stats.Stats, t *table.Table, sess *session) bool {
	if sess.mode == campaign.Watch {
		return false
	}
	res := resultOf(t, sess.helped)
	added := s.AddChallenge(stats.ChallengeGame{Key: stats.GameKey(t.Record()), Challenge: res.Challenge, Score: res.Score, Fame: res.Fame, GaveUp: res.GaveUp})
	if sess.mode == campaign.InRun {
		if run := a.sheet().Run(sess.run); run != nil && run.Complete() {
			added = s.AddRun(stats.RunKey(run.ID, run.Started.UTC().Format(time.RFC3339)), run.Total()) || added
		}
	}
	return added
}

// sheet is the campaign sheet, read from the store the first time it is needed. What
// went wrong reading it, or the challenge in progress, is kept to show on the campaign
// screen and the menu at once, not only once the player tries to resume.
func (a *App) sheet() *campaign.Sheet {
	if a.campaign == nil {
		a.campaign, a.sheetProblems = campaign.Load(a.Store)
		if t, msg := a.loadChallenge(); t != nil {
			t.Close()
		} else {
			a.challengeProblem = msg
		}
	}
	return a.campaign
}

// problemText words a problem of the campaign file in the language in use.
func problemText(p campaign.Problem) string {
	switch p.Kind {
	case campaign.Unreadable:
		return lang.F("campaign.problem.unreadable", "Detail", p.Detail)
	case campaign.KeptAside:
		return lang.F("campaign.problem.kept_aside", "Detail", p.Detail, "File", p.File)
	case campaign.NotKeptAside:
		return lang.F("campaign.problem.not_kept_aside", "Detail", p.Detail)
	case campaign.BadRun:
		if p.Run > 0 {
			return lang.F("campaign.problem.bad_run", "Run", p.Run, "Detail", p.Detail)
		}
		return lang.F("campaign.problem.bad_run_unknown", "Detail", p.Detail)
	case campaign.StillKept:
		return lang.N("campaign.problem.still_kept", p.Count)
	case campaign.BadCurrent:
		if p.File != "" {
			return lang.F("campaign.problem.bad_current_kept", "Detail", p.Detail, "File", p.File)
		}
		return lang.F("campaign.problem.bad_current", "Detail", p.Detail)
	}
	return p.String()
}

// saveSheet writes the sheet, returning a sentence for the player when it failed.
func (a *App) saveSheet() string {
	if err := a.sheet().Save(a.Store); err != nil {
		return lang.F("campaign.not_saved", "Error", err.Error())
	}
	return ""
}

// playChallenge starts challenge n: the Specialist first asks for the good (watching,
// shows the computer naming it).
func playChallenge(a *App, mode campaign.Mode, run, n int) {
	seed := newSeed()
	if n == 1 {
		a.Push(NewSpecialty(mode, run, seed))
		return
	}
	startChallenge(a, mode, run, n, seed, 0)
}

func challengeConfig(n int, seed uint64) game.Config {
	return game.Config{Players: 1, Seed: seed, Challenge: n}
}

// startChallenge deals the challenge and puts it on the board. A run's or a practice
// game is saved as it goes and marked on the sheet as the one in progress; watching
// the computer is not saved.
func startChallenge(a *App, mode campaign.Mode, run, n int, seed uint64, specialty game.Good) {
	seat := table.Seat{Name: soloName, Kind: table.Human}
	if mode == campaign.Watch {
		seat = table.Seat{Name: watchName, Kind: table.Computer, Level: ai.CampaignLevel, Color: 1}
	}
	t, err := table.New(table.Config{Seats: []table.Seat{seat}, First: 0, Seed: seed, Challenge: n, Specialty: specialty, HardBudgetMS: a.Settings.HardBudgetMS})
	if err != nil {
		a.NoticeWords(func() string { return lang.F("campaign.cannot_start", "Error", err.Error()) })
		return
	}
	sess := &session{mode: mode, run: run, challenge: n}
	sess.helps = mode != campaign.InRun || a.sheet().HintsInRuns
	if mode != campaign.Watch {
		a.challengeProblem, a.challengeNote, a.challengeWords = "", "", nil // a new challenge replaces the one that could not be read
		a.sheet().Current = &campaign.Current{Mode: mode, Run: run, Challenge: n}
		if msg := a.saveSheet(); msg != "" {
			a.Notice(msg)
		}
		t.SetStoreAs(a.Store, campaign.ChallengeSave)
	}
	a.Push(NewChallengeBoard(t, sess))
}

// resumeChallenge opens the challenge in progress where it was left, or says why it
// cannot.
func resumeChallenge(a *App) string {
	t, msg := a.loadChallenge()
	if t == nil {
		return msg
	}
	cur := a.sheet().Current
	t.SetStoreAs(a.Store, campaign.ChallengeSave)
	sess := &session{mode: cur.Mode, run: cur.Run, challenge: cur.Challenge, helped: cur.Hints}
	sess.helps = cur.Mode != campaign.InRun || a.sheet().HintsInRuns
	a.Push(NewChallengeBoard(t, sess))
	return ""
}

// loadChallenge reads the game of the challenge in progress. When it cannot be read
// (a damaged file is kept aside first, table.ReadOrKeep) the sheet forgets it, so that
// a run's challenge may be played again, and the sentence says why; with no challenge
// in progress both are empty.
func (a *App) loadChallenge() (*table.Table, string) {
	cur := a.sheet().Current
	if cur == nil {
		return nil, ""
	}
	t, err := table.LoadStoreAs(a.Store, campaign.ChallengeSave)
	if err == nil && (t.State().Challenge().Number != cur.Challenge || t.Over()) {
		t.Close()
		t, err = nil, errors.New(lang.T("campaign.other_game"))
	}
	if err == nil {
		return t, ""
	}
	kept, dropErr := a.sheet().DropCurrent(a.Store) // the sheet as it was is kept first
	a.challengeWords = func() (msg, note string) { return challengeLost(err, kept, dropErr) }
	msg, note := a.challengeWords()
	a.challengeNote = note
	return nil, msg
}

// challengeLost words a challenge in progress that could not be resumed (err), for
// the sheet and, in short, for the menu: with where the sheet as it was is kept, or why
// it could not be saved without it.
func challengeLost(err error, kept string, dropErr error) (msg, note string) {
	msg = challengeProblem(err)
	note = msg
	if d := (*table.DamagedError)(nil); errors.As(err, &d) && d.Copy != "" {
		note = lang.F("menu.challenge_damaged", "File", d.Copy)
	}
	switch {
	case kept != "":
		sheet := lang.F("campaign.sheet_kept", "File", kept)
		msg, note = msg+" "+sheet, note+" "+sheet
	case dropErr != nil:
		msg += " " + lang.F("campaign.not_saved", "Error", fileDetail(dropErr))
	}
	return msg, note
}

// challengeProblem words a challenge game that could not be read, naming the copy kept.
func challengeProblem(err error) string {
	var d *table.DamagedError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return lang.T("campaign.not_resumable")
	case errors.As(err, &d) && d.Copy != "":
		return lang.F("campaign.challenge_damaged_kept", "Error", fileDetail(d.Err), "File", d.Copy)
	}
	return lang.F("campaign.cannot_resume", "Error", fileDetail(err))
}

// noteHelp marks the challenge in progress as played with hints or undo.
func (s *session) noteHelp(a *App) {
	if s == nil || s.helped || s.mode == campaign.Watch {
		return
	}
	s.helped = true
	if cur := a.sheet().Current; cur != nil {
		cur.Hints = true
		if msg := a.saveSheet(); msg != "" {
			a.Notice(msg)
		}
	}
}

// finish writes the finished challenge down: on the run's sheet in a run; in practice
// it only stops being the challenge in progress. It returns a sentence when the sheet
// could not take it.
func (s *session) finish(a *App, t *table.Table) string {
	if s.done || s.mode == campaign.Watch {
		return ""
	}
	s.done = true
	st := t.State()
	sh := a.sheet()
	if s.mode == campaign.InRun {
		res := resultOf(t, s.helped)
		if err := sh.Finish(s.run, res); err != nil {
			return lang.F("campaign.result_not_written", "Error", err.Error())
		}
	}
	if cur := sh.Current; cur != nil && cur.Challenge == st.Challenge().Number {
		sh.Current = nil
	}
	return a.saveSheet()
}

// resultOf is a finished (or given up) challenge as the sheet writes it down. Giving
// up earns no fame.
func resultOf(t *table.Table, helped bool) campaign.Result {
	st := t.State()
	res := campaign.Result{Challenge: st.Challenge().Number, Score: st.Score(0), BestMove: st.BestMove(), Hints: helped, Finished: time.Now().UTC().Truncate(time.Second), Record: t.Record()}
	if t.Conceded() >= 0 {
		res.GaveUp = true
	} else if f, ok := st.Fame(); ok {
		res.Fame = f
	}
	return res
}
