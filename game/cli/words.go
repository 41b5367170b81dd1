package cli

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"mercado/game"
	"mercado/game/reason"
)

// Wording words the moves and reasons of hint and review for people, as the game's log
// and hints do: "open a fish stand at C3", not the record's "stand fish C3".
type Wording struct {
	// Move names a move as the log's hints name it.
	Move func(m game.Move) string
	// Reason is the reason in sentences; names are the seats' names in engine order.
	Reason func(r reason.Reason, names []string) string
}

// Localize gives the wording of a language (en, de, fr, uk). The program sets it from
// the window's catalogs (package scenes), which this package cannot import without
// Ebitengine; left nil, as in this package's tests, only English is spoken, in
// package reason's own words.
var Localize func(code string) (Wording, error)

var english = Wording{Move: reason.MoveEnglish, Reason: func(r reason.Reason, names []string) string { return r.English(names) }}

// wording is the wording of the language asked for with --lang.
func wording(code string) (Wording, error) {
	if Localize != nil {
		return Localize(code)
	}
	if code == "en" {
		return english, nil
	}
	return Wording{}, fmt.Errorf("--lang %q: this build speaks English only here", code)
}

// sentence makes a move's words a sentence: a capital first letter and a full stop.
func sentence(words string) string {
	r, n := utf8.DecodeRuneInString(words)
	if n == 0 {
		return words
	}
	return string(unicode.ToUpper(r)) + words[n:] + "."
}
