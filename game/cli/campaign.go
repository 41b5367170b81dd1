package cli

import (
	"fmt"
	"io"
	"strings"

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
}

// runCampaign plays the nine challenges once, in order, with one level.
func runCampaign(o selfplayOptions, asJSON bool, stdout, stderr io.Writer) int {
	var rep campaignReport
	var fame []int
	for ch := 1; ch <= 9; ch++ {
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
	}
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
	fmt.Fprint(stdout, b.String())
	return exitOK
}
