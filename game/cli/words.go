package cli

import (
	"fmt"
	"strings"
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
	// Say is one of the review table's words, by its id in the window's catalogs (the
	// ids of tableEnglish), its {{.Field}}s filled from kv's pairs ("Name", "Ana").
	Say func(id string, kv ...any) string
}

// Localize gives the wording of a language (en, de, fr, uk). The program sets it from
// the window's catalogs (package scenes), which this package cannot import without
// Ebitengine; left nil, as in this package's tests, only English is spoken, in
// package reason's own words.
var Localize func(code string) (Wording, error)

var english = Wording{
	Move:   reason.MoveEnglish,
	Reason: func(r reason.Reason, names []string) string { return r.English(names) },
	Say:    sayEnglish,
}

// tableEnglish are the review table's words in English, by their ids in the window's
// catalogs, for a build without the catalogs (this package's tests); the program says
// them from the catalogs, in which English says the same (a test in package main
// compares the two tables).
var tableEnglish = map[string]string{
	"review.table.move":      "Move",
	"review.table.player":    "Player",
	"review.table.mark":      "Mark",
	"review.table.loss":      "Loss",
	"review.table.lead":      "Lead",
	"review.table.played":    "Played",
	"review.detail.better":   "Better: {{.What}}",
	"review.table.why":       "Why: {{.Why}}",
	"review.table.counts":    "Decisions ({{.Count}}): {{.Marks}}",
	"review.table.accuracy":  "Accuracy of {{.Name}}: {{.Accuracy}}",
	"review.moments":         "Key moments",
	"review.moment.loss":     "Move {{.Move}}: {{.Name}} lost {{.Loss}} coins ({{.What}})",
	"review.moment.ahead":    "Move {{.Move}}: {{.Name}} takes the lead ({{.Lead}})",
	"review.moment.behind":   "Move {{.Move}}: {{.Name}} falls behind ({{.Lead}})",
	"review.table.legend":    "Loss: coins of estimated final lead lost against the computer’s better move. Lead: the estimated final lead after the move (alone: the estimated final score).",
	"review.decimal_mark":    ".",
	"review.mark.best":       "Best",
	"review.mark.good":       "Good",
	"review.mark.inaccuracy": "Inaccuracy",
	"review.mark.mistake":    "Mistake",
	"review.mark.blunder":    "Blunder",
}

// sayEnglish is Say from tableEnglish; an unknown id is said as itself.
func sayEnglish(id string, kv ...any) string {
	text, ok := tableEnglish[id]
	if !ok {
		return id
	}
	for i := 0; i+1 < len(kv); i += 2 {
		text = strings.ReplaceAll(text, fmt.Sprintf("{{.%v}}", kv[i]), fmt.Sprint(kv[i+1]))
	}
	return text
}

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
