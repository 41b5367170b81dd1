package scenes

import (
	"fmt"
	"strings"

	"mercado/game"
	"mercado/game/reason"
	"mercado/game/table"
	"mercado/ui/lang"
)

// CommandMove and CommandReason are the window's words for the headless hint and
// review (package main hands them to game/cli): moves named as the log's hints name
// them and the hint's reason in sentences, in the language SetCommandLanguage chose.
func CommandMove(m game.Move) string { return moveWhat(m) }

// CommandReason is r in the hint's sentences; names are the seats' names in engine order.
func CommandReason(r reason.Reason, names []string) string {
	seats := make([]table.Seat, len(names))
	for i, n := range names {
		seats[i] = table.Seat{Name: n, Kind: table.Human, Color: i}
	}
	return strings.Join(reasonSentences(r, seats), " ")
}

// SetCommandLanguage sets the language of the commands' words: en, de, fr or uk.
func SetCommandLanguage(code string) error {
	if lang.Supported(code) != code {
		return fmt.Errorf("--lang wants en, de, fr or uk, not %q", code) // not translated: the commands speak English
	}
	lang.Set(code)
	return lang.Err()
}
