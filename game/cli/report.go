package cli

import (
	"fmt"
	"math/bits"
	"sort"
	"strings"
	"time"

	"mercado/game"
)

type playerReport struct {
	Name      string   `json:"name"`
	Wins      float64  `json:"wins"`
	WinRate   float64  `json:"win_rate"`
	MeanScore float64  `json:"mean_score"`
	MeanFame  *float64 `json:"mean_fame,omitempty"`
	// HeadToHead is the share of its meetings with seats of other levels in which
	// this level scored more (a tie counts half): in two-player games its win rate,
	// at a larger table how often it finished ahead of each other-level rival.
	HeadToHead  *float64 `json:"head_to_head,omitempty"`
	ThinkMSMean float64  `json:"think_ms_mean"`
	ThinkMSMax  float64  `json:"think_ms_max"`
}

type report struct {
	Games     int            `json:"games"`
	Challenge int            `json:"challenge,omitempty"`
	Illegal   int            `json:"illegal"`
	Players   []playerReport `json:"players"`
}

// levelTally is one level's running totals over a match, all exact integers, so that
// the workers' tallies add up to the same figures whatever order the games finish in.
type levelTally struct {
	seats      int
	wins12     int64 // wins in twelfths: a k-way shared win (k <= 4) is 12/k
	scores     int64
	fame       int64
	meetings   int64 // pairs of seats with another level at the same table
	ahead2     int64 // meetings won, in halves: a tie is one half
	decisions  int64
	thinkTotal time.Duration
	thinkMax   time.Duration
}

// matchTally is one worker's share of a match: its games folded by level.
type matchTally struct {
	players int // seats at the table
	illegal int
	levels  []levelTally // by index in the match's distinct levels
}

// add folds one game in; seating gives each seat's level index.
func (t *matchTally) add(r *gameResult, seating *[game.MaxPlayers]uint8) {
	t.illegal += int(r.illegal)
	share := int64(12)
	if k := bits.OnesCount8(r.winners); k > 0 {
		share /= int64(k)
	}
	for seat := 0; seat < t.players; seat++ {
		l := &t.levels[seating[seat]]
		l.seats++
		l.scores += int64(r.scores[seat])
		if r.hasFame {
			l.fame += int64(r.fame)
		}
		if r.winners>>seat&1 != 0 {
			l.wins12 += share
		}
		for other := 0; other < t.players; other++ {
			if seating[other] == seating[seat] {
				continue
			}
			l.meetings++
			switch a, b := r.scores[seat], r.scores[other]; {
			case a > b:
				l.ahead2 += 2
			case a == b:
				l.ahead2++
			}
		}
		l.thinkTotal += r.thinkTotal[seat]
		l.decisions += int64(r.decisions[seat])
		l.thinkMax = max(l.thinkMax, r.thinkMax[seat])
	}
}

// summarize makes one entry per distinct level from the workers' tallies. A k-way
// shared win counts 1/k; win_rate is wins per seat played, so two seats of one level
// share it.
func summarize(o selfplayOptions, names []string, tallies []matchTally) report {
	rep := report{Games: o.games, Challenge: o.challenge}
	sum := make([]levelTally, len(names))
	for _, t := range tallies {
		rep.Illegal += t.illegal
		for i, l := range t.levels {
			s := &sum[i]
			s.seats += l.seats
			s.wins12 += l.wins12
			s.scores += l.scores
			s.fame += l.fame
			s.meetings += l.meetings
			s.ahead2 += l.ahead2
			s.decisions += l.decisions
			s.thinkTotal += l.thinkTotal
			s.thinkMax = max(s.thinkMax, l.thinkMax)
		}
	}
	for i, name := range names {
		s := &sum[i]
		p := playerReport{Name: name, Wins: float64(s.wins12) / 12, ThinkMSMax: ms(s.thinkMax)}
		p.WinRate = p.Wins / float64(s.seats)
		p.MeanScore = float64(s.scores) / float64(s.seats)
		if o.challenge != 0 {
			fame := float64(s.fame) / float64(s.seats)
			p.MeanFame = &fame
		}
		if s.meetings > 0 {
			h := float64(s.ahead2) / 2 / float64(s.meetings)
			p.HeadToHead = &h
		}
		if s.decisions > 0 {
			p.ThinkMSMean = ms(s.thinkTotal) / float64(s.decisions)
		}
		rep.Players = append(rep.Players, p)
	}
	sort.SliceStable(rep.Players, func(i, j int) bool { return rep.Players[i].WinRate > rep.Players[j].WinRate })
	return rep
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func (r report) text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d games", r.Games)
	if r.Challenge != 0 {
		fmt.Fprintf(&b, " of challenge %d", r.Challenge)
	}
	fmt.Fprintf(&b, ", illegal moves tried: %d\n", r.Illegal)
	fmt.Fprintf(&b, "%-10s %9s %8s %10s %14s %13s\n", "player", "wins", "win rate", "mean score", "think ms mean", "think ms max")
	for _, p := range r.Players {
		fmt.Fprintf(&b, "%-10s %9.1f %7.1f%% %10.2f %14.3f %13.3f", p.Name, p.Wins, 100*p.WinRate, p.MeanScore, p.ThinkMSMean, p.ThinkMSMax)
		if p.MeanFame != nil {
			fmt.Fprintf(&b, "  mean fame %.2f", *p.MeanFame)
		}
		if p.HeadToHead != nil {
			fmt.Fprintf(&b, "  head to head %.1f%%", 100**p.HeadToHead)
		}
		b.WriteString("\n")
	}
	return b.String()
}
