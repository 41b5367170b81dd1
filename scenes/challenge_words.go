package scenes

import (
	"fmt"
	"strconv"

	"mercado/game"
	"mercado/ui/lang"
)

// challengeText is a challenge told in the window's own words: its name, a line for the
// campaign sheet and a paragraph for the details and the board.
type challengeText struct {
	name, summary, rules string // catalog keys
}

// txtHelpsOff answers a hint or undo asked for in a run that has them off.
const txtHelpsOff = "campaign.helps_refused"

// challengeTexts is indexed by challenge number: each challenge of game.Challenges has
// its words under its number in the catalogs ("challenge.3.name", "challenge.3.summary",
// "challenge.3.rules"); the standard game (0) has only a name. These are the only keys
// built from pieces: ui/lang's catalog test knows them from the same table.
var challengeTexts = challengeKeys()

func challengeKeys() []challengeText {
	t := make([]challengeText, len(game.Challenges))
	for _, ch := range game.Challenges {
		k := "challenge." + strconv.Itoa(ch.Number) + "."
		t[ch.Number].name = k + "name"
		if ch.Number > 0 {
			t[ch.Number].summary, t[ch.Number].rules = k+"summary", k+"rules"
		}
	}
	return t
}

// challengeName is the challenge's name in the language in use.
func challengeName(n int) string {
	if n < 0 || n >= len(challengeTexts) {
		return ""
	}
	return lang.T(challengeTexts[n].name)
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
