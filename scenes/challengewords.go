package scenes

import (
	"fmt"

	"mercado/game"
	"mercado/ui/lang"
)

// challengeText is a solo challenge told in the window's own words: a line for the
// campaign sheet and a paragraph for the details and the board.
type challengeText struct {
	summary, rules string
}

// challengeTexts is indexed by challenge number (0, the standard game, is unused).
var challengeTexts = [10]challengeText{
	1: {"Only stands of your chosen good earn.",
		"Before the first turn you name one good. Only stands of that good ever collect money, from customers who arrive and from customers already waiting when the stand opens. Other stands still make lines dearer and let customers come, but earn nothing. A restaurant still pays its coin."},
	2: {"Only money from 4-customer tiles scores.",
		"You play the usual game, but your score is only the money that 4-customer tiles pay you: when such a tile arrives, and when a stand opens in a line where one waits. Everything else you earn just pays for stands."},
	3: {"1- and 2-customer tiles only; at most 2 stands in a row or column.",
		"Only the tiles with one or two customers take part. No row and no column may hold more than two stands, so stands stay cheap but lines close fast. Spaces whose row or column is full are hatched."},
	4: {"3-customer tiles only; you start with 4 coins.",
		"Only the tiles with three customers take part, and you start with 4 coins instead of 1. A tile of three needs three stands in its line before it may come, so build your lines early."},
	5: {"Seven tiles: one 1, one 2, one 3, four 4s. Bring three 4s or no fame.",
		"Only seven customer tiles take part: one with one customer, one with two, one with three and four with four. Unless you bring at least three of the 4-customer tiles into the market, the challenge gives no fame, whatever your money."},
	6: {"Four tiles, one of each size; a tile needs all its goods in its line.",
		"Only four customer tiles take part, one of each size, and you start with 2 coins. A tile may come only to a line that already holds a stand of every good it seeks."},
	7: {"All entrances start full; tiles sleep until their line has enough stands.",
		"Every entrance starts with a customer tile: ones at the top, twos on the right, threes at the bottom, fours on the left. A tile of N customers sleeps, paying nothing, until its line holds N stands; the stand that wakes it makes it pay every matching stand in the line, and later matching stands are paid as they open. The challenge ends after the turn you open your eighth stand."},
	8: {"The spare pub is yours; face-down restaurants block stands and pubs.",
		"The spare pub starts in your supply, and you can see what the face-down restaurants are. A stand or a pub may not cover a face-down restaurant unless it is a pub; other restaurants may still open there."},
	9: {"Stands only in columns A, C and E, selling what their top customer seeks.",
		"Three 1-customer tiles start at the top of columns A, C and E. Stands may open only in those columns, and only of a good the tile at the top of the column seeks. No other customer may come to the top side. Restaurants may go anywhere."},
}

// txtHelpsOff answers a hint or undo asked for in a run that has them off.
const txtHelpsOff = "Hints and undo are off in campaign runs; the campaign sheet can turn them on (the challenge is then marked)."

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

// challengeTitle is "3 · Catering to Couples".
func challengeTitle(n int) string {
	if n < 1 || n > 9 {
		return ""
	}
	return fmt.Sprintf("%d · %s", n, game.Challenges[n].Name)
}

// thresholdsText is "70 / 80 / 90".
func thresholdsText(n int) string {
	f := game.Challenges[n].Fame
	return fmt.Sprintf("%d / %d / %d", f[0], f[1], f[2])
}

// endText says why a challenge ended.
func endText(s *game.State, gaveUp bool) string {
	if gaveUp {
		return "You gave the challenge up."
	}
	switch s.EndReason() {
	case game.EndLastStand:
		return "The challenge ended when you opened your eighth stand."
	case game.EndMarketFull:
		return "The challenge ended because the market filled up: four spaces or four entrances or fewer were left."
	case game.EndNoMove:
		return "The challenge ended because no move was left to make."
	}
	return "The challenge is over."
}

// fameWord is "1 fame", "2 fame".
func fameWord(n int) string { return fmt.Sprintf("%d fame", n) }
