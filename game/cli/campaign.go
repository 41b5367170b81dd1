package cli

import (
	"fmt"
	"io"
	"strings"
	"time"

	"mercado/game"
)

type challengeResult struct {
	Challenge int `json:"challenge"`
	Score     int `json:"score"`
	Fame      int `json:"fame"`
}

type campaignReport struct {
	Total      int               `json:"total"`
	Title      string            `json:"title"`
	BestMove   bool              `json:"best_move"`
	Challenges []challengeResult `json:"challenges"`
	// The time a decision took, over the whole campaign (the player's thinking only).
	Decisions   int     `json:"decisions"`
	ThinkMeanMS float64 `json:"think_mean_ms"`
	ThinkMaxMS  float64 `json:"think_max_ms"`
}

// runCampaign plays the challenges once, in order, with one level.
func runCampaign(o selfplayOptions, asJSON bool, stdout, stderr io.Writer) int {
	var rep campaignReport
	var fame []int
	var think, worst time.Duration
	for ch := 1; ch <= game.NumChallenges; ch++ {
		cfg := game.Config{Players: 1, Seed: gameSeed(o.seed, ch), Challenge: ch, MoneyHidden: true}
		res, rec, err := playGame(cfg, o.levels, o.budgetMS, o.recordDir != "")
		if err == nil && o.recordDir != "" {
			err = writeRecord(o.recordDir, ch-1, rec)
		}
		if err != nil {
			fmt.Fprintf(stderr, "mercado selfplay: %v\n", err)
			return exitMalformed
		}
		rep.Challenges = append(rep.Challenges, challengeResult{ch, int(res.scores[0]), int(res.fame)})
		rep.BestMove = rep.BestMove || res.bestMove
		fame = append(fame, int(res.fame))
		rep.Decisions += int(res.decisions[0])
		think += res.thinkTotal[0]
		worst = max(worst, res.thinkMax[0])
	}
	rep.ThinkMeanMS = float64(think.Microseconds()) / 1000 / float64(max(1, rep.Decisions))
	rep.ThinkMaxMS = float64(worst.Microseconds()) / 1000
	rep.Total = game.CampaignTotal(fame, rep.BestMove)
	rep.Title = game.FameTitle(rep.Total)
	if asJSON {
		writeJSON(stdout, rep)
		return exitOK
	}
	var b strings.Builder
	for _, c := range rep.Challenges {
		fmt.Fprintf(&b, "%d %-22s score %3d  fame %d\n", c.Challenge, game.Challenges[c.Challenge].Name, c.Score, c.Fame)
	}
	fmt.Fprintf(&b, "best move bonus: %v\ntotal fame %d: %s\n", rep.BestMove, rep.Total, rep.Title)
	fmt.Fprintf(&b, "%d decisions: %.0f ms on average, the longest %.0f ms\n", rep.Decisions, rep.ThinkMeanMS, rep.ThinkMaxMS)
	fmt.Fprint(stdout, b.String())
	return exitOK
}
