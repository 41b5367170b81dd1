package cli

import (
	"fmt"
	"math/bits"
	"sort"
	"strings"
	"time"
)

type playerReport struct {
	Name        string   `json:"name"`
	Wins        float64  `json:"wins"`
	WinRate     float64  `json:"win_rate"`
	MeanScore   float64  `json:"mean_score"`
	MeanFame    *float64 `json:"mean_fame,omitempty"`
	ThinkMSMean float64  `json:"think_ms_mean"`
	ThinkMSMax  float64  `json:"think_ms_max"`
	seats       int
	thinkTotal  time.Duration
	decisions   int
	fameTotal   int
}

type report struct {
	Games     int            `json:"games"`
	Challenge int            `json:"challenge,omitempty"`
	Illegal   int            `json:"illegal"`
	Players   []playerReport `json:"players"`
}

// summarize folds the games into one entry per distinct level. A k-way shared win
// counts 1/k; win_rate is wins per seat played, so two seats of one level share it.
func summarize(o selfplayOptions, rotations [][]string, results []gameResult) report {
	rep := report{Games: len(results), Challenge: o.challenge}
	byName := map[string]*playerReport{}
	var order []string
	for _, l := range o.levels {
		if byName[l] == nil {
			byName[l] = &playerReport{Name: l}
			order = append(order, l)
		}
	}
	for i := range results {
		r := &results[i]
		levels := rotations[r.rot]
		rep.Illegal += int(r.illegal)
		for seat, l := range levels {
			p := byName[l]
			p.seats++
			p.MeanScore += float64(r.scores[seat])
			if r.hasFame {
				p.fameTotal += int(r.fame)
			}
		}
		share := 1 / float64(bits.OnesCount8(r.winners))
		for w := r.winners; w != 0; w &= w - 1 {
			byName[levels[bits.TrailingZeros8(w)]].Wins += share
		}
		for seat, l := range levels {
			p := byName[l]
			p.thinkTotal += r.thinkTotal[seat]
			p.decisions += int(r.decisions[seat])
			p.ThinkMSMax = max(p.ThinkMSMax, ms(r.thinkMax[seat]))
		}
	}
	for _, name := range order {
		p := byName[name]
		p.WinRate = p.Wins / float64(p.seats)
		p.MeanScore /= float64(p.seats)
		if o.challenge != 0 {
			fame := float64(p.fameTotal) / float64(p.seats)
			p.MeanFame = &fame
		}
		if p.decisions > 0 {
			p.ThinkMSMean = ms(p.thinkTotal) / float64(p.decisions)
		}
		rep.Players = append(rep.Players, *p)
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
		b.WriteString("\n")
	}
	return b.String()
}
