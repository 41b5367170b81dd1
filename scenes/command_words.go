package scenes

import (
	"fmt"
	"slices"
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
// A hint speaks to the person to move. A review's reason (one weighed against the move
// played) is read by whoever asks for the record's review, not necessarily the mover:
// with several players it names the mover, as the window's review of a game several
// people shared does (reviewSpeaksTo).
func CommandReason(r reason.Reason, names []string) string {
	seats := make([]table.Seat, len(names))
	for i, n := range names {
		seats[i] = table.Seat{Name: n, Kind: table.Human, Color: i}
	}
	named := r.HasNext && r.Next.Played && reviewSpeaksTo(seats) < 0
	return strings.Join(reasonSentences(r, seats, named), " ")
}

// commandTableWords are the catalogs' words the headless review's table says (game/cli
// names them by these ids).
var commandTableWords = []string{
	"review.table.move", "review.table.player", "review.table.mark", "review.table.loss",
	"review.table.lead", "review.table.played", "review.detail.better", "review.table.why",
	"review.table.counts", "review.table.accuracy", "review.moments", "review.moment.loss",
	"review.moment.ahead", "review.moment.behind", "review.table.legend", "review.decimal_mark",
	"review.mark.best", "review.mark.good", "review.mark.inaccuracy", "review.mark.mistake", "review.mark.blunder",
}

// CommandSay is one of the review table's words in the language SetCommandLanguage
// chose, its fields filled from kv's pairs; an id that is not the table's is said as
// itself.
func CommandSay(id string, kv ...any) string {
	if !slices.Contains(commandTableWords, id) {
		return id
	}
	return lang.F(id, kv...)
}

// SetCommandLanguage sets the language of the commands' words: en, de, fr or uk.
func SetCommandLanguage(code string) error {
	if lang.Supported(code) != code {
		return fmt.Errorf("--lang wants en, de, fr or uk, not %q", code) // not translated: the commands speak English
	}
	lang.Set(code)
	return lang.Err()
}
