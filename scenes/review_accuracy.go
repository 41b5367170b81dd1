package scenes

import (
	"mercado/game/stats"
	"mercado/game/table"
)

// noteAccuracy keeps the person's accuracy of a reviewed game in the statistics, for
// its trend: only a game the statistics count as the person's (one person against
// computers, not a challenge) and only at the review's own work (a lighter review, as
// tests and screenshots make, would not compare with the others). A game the
// statistics do not know is left out by stats.AddAccuracy. Problems reading or writing
// the statistics are said where the statistics are shown, not here.
func (r *Review) noteAccuracy(a *App) {
	if a.Store == nil || r.res == nil || r.rec.Challenge != 0 || r.opt.Iterations != reviewOptions.Iterations || r.opt.Samples != reviewOptions.Samples {
		return
	}
	person, people, computers := -1, 0, 0
	for i, s := range r.seats {
		switch s.Kind {
		case table.Human:
			person, people = i, people+1
		case table.Computer:
			computers++
		}
	}
	if people != 1 || computers == 0 {
		return
	}
	for i, seat := range r.res.Seats {
		if seat == person && i < len(r.res.Accuracy) {
			acc := r.res.Accuracy[i]
			_, _ = stats.Record(a.Store, func(s *stats.Stats) bool { return s.AddAccuracy(stats.GameKey(r.rec), acc) })
			return
		}
	}
}
