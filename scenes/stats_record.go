package scenes

import (
	"slices"

	"mercado/game/stats"
	"mercado/game/table"
	"mercado/ui/lang"
)

// noteStats counts the game that just ended on this board in the statistics (package
// stats says which games count for whom: one person against computers, several people
// as a hot-seat game, a challenge through the campaign). It runs when the board hands
// over to the result screen, after the campaign sheet took a challenge's result, so a
// run just completed is counted too. What went wrong is said on the menu.
func (b *Board) noteStats(a *App) {
	p, err := stats.Record(a.Store, func(s *stats.Stats) bool { return b.rules().count(a, s, b.Table()) })
	if p != nil {
		a.NoticeWords(func() string { return statsProblemText(*p) })
	}
	if err != nil {
		a.NoticeWords(func() string { return lang.F("stats.not_saved", "Error", fileDetail(err)) })
	}
}

// countGame adds the finished game t, played outside the campaign, to s, reporting
// whether anything was counted.
func countGame(s *stats.Stats, t *table.Table) bool {
	key := stats.GameKey(t.Record())
	st := t.State()
	if st.Challenge().Number != 0 {
		return false // a challenge opened from a record, outside the campaign
	}
	seats := t.Seats()
	person, level, people := -1, -1, 0
	for i, seat := range seats {
		if seat.Kind == table.Human {
			person, people = i, people+1
		} else {
			level = max(level, slices.Index(stats.Levels, seat.Level))
		}
	}
	switch {
	case people > 1:
		return s.AddHotSeat(key)
	case people == 0 || level < 0:
		return false
	}
	conceded := t.Conceded() >= 0
	won := !conceded && slices.Contains(st.Winners(), person)
	return s.AddGame(stats.Game{Key: key, Players: st.NumPlayers(), Level: stats.Levels[level], Score: st.Score(person), Won: won, Conceded: conceded})
}

// statsProblemText words a problem of the statistics file in the language in use.
func statsProblemText(p stats.Problem) string {
	switch p.Kind {
	case stats.KeptAside:
		return lang.F("stats.problem.kept_aside", "Detail", p.Detail, "File", p.File)
	case stats.NotKeptAside:
		return lang.F("stats.problem.not_kept_aside", "Detail", p.Detail)
	}
	return lang.F("stats.problem.unreadable", "Detail", p.Detail)
}
