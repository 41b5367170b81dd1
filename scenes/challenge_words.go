package scenes

import (
	"fmt"

	"mercado/game"
	"mercado/ui/lang"
)

// challengeText is a solo challenge told in the window's own words: a line for the
// campaign sheet and a paragraph for the details and the board.
type challengeText struct {
	summary, rules string // catalog keys
}

// challengeTexts is indexed by challenge number (0, the standard game, is unused).
var challengeTexts = [10]challengeText{
	1: {"challenge.1.summary", "challenge.1.rules"},
	2: {"challenge.2.summary", "challenge.2.rules"},
	3: {"challenge.3.summary", "challenge.3.rules"},
	4: {"challenge.4.summary", "challenge.4.rules"},
	5: {"challenge.5.summary", "challenge.5.rules"},
	6: {"challenge.6.summary", "challenge.6.rules"},
	7: {"challenge.7.summary", "challenge.7.rules"},
	8: {"challenge.8.summary", "challenge.8.rules"},
	9: {"challenge.9.summary", "challenge.9.rules"},
}

// txtHelpsOff answers a hint or undo asked for in a run that has them off.
const txtHelpsOff = "campaign.helps_refused"

// challengeNameKeys name the challenges in the catalogs (0 is the standard game).
var challengeNameKeys = [10]string{"challenge.0.name", "challenge.1.name", "challenge.2.name", "challenge.3.name",
	"challenge.4.name", "challenge.5.name", "challenge.6.name", "challenge.7.name", "challenge.8.name", "challenge.9.name"}

// challengeName is the challenge's name in the language in use.
func challengeName(n int) string {
	if n < 0 || n >= len(challengeNameKeys) {
		return ""
	}
	return lang.T(challengeNameKeys[n])
}

// thresholdsText is "70 / 80 / 90".
func thresholdsText(n int) string {
	f := game.Challenges[n].Fame
	return fmt.Sprintf("%d / %d / %d", f[0], f[1], f[2])
}

// endText says why a challenge ended.
func endText(s *game.State, gaveUp bool) string {
	if gaveUp {
		return lang.T("campaign.end.gave_up")
	}
	switch s.EndReason() {
	case game.EndLastStand:
		return lang.T("campaign.end.last_stand")
	case game.EndMarketFull:
		return lang.T("campaign.end.market_full")
	case game.EndNoMove:
		return lang.T("campaign.end.no_move")
	}
	return lang.T("campaign.end.over")
}

// fameWord is "1 fame", "2 fame".
func fameWord(n int) string { return lang.N("campaign.fame_n", n) }
