package table

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text from a file (a player's name, a key, a whole error message quoting them) may hold
// anything: escape sequences that would drive a terminal, a word of thousands of
// letters that no line can hold, bytes that are not text. These helpers make such text
// safe to show, in a window or on a terminal, before it reaches either.

// ExcerptRunes is how much of one word of a file a message quotes.
const ExcerptRunes = 40

// wordRunes bounds one word of a whole message: room for an Excerpt with its quotes
// and the punctuation after it, so that an excerpt is never cut twice.
const wordRunes = ExcerptRunes + 8

// MessageRunes bounds a whole message built around file content.
const MessageRunes = 400

// Excerpt is s quoted for a message: control characters and invalid bytes written as
// Go escapes, cut to ExcerptRunes letters with an ellipsis, in double quotes.
func Excerpt(s string) string { return `"` + cut(visible(s, true), ExcerptRunes) + `"` }

// KeyName is a JSON key as a message names it: as it is when it is a short plain
// word, else as an Excerpt.
func KeyName(k string) string {
	if k == "" || utf8.RuneCountInString(k) > ExcerptRunes {
		return Excerpt(k)
	}
	for _, r := range k {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' {
			return Excerpt(k)
		}
	}
	return k
}

// Printable makes a message safe to show: control characters (escape sequences, line
// breaks, bidirectional overrides) and invalid bytes are written visibly as escapes,
// every word longer than wordRunes letters is cut with an ellipsis, and the whole is
// cut to MessageRunes letters.
func Printable(s string) string {
	s = visible(s, false)
	var b strings.Builder
	start := -1 // where the current word began
	flush := func(end int) {
		if start >= 0 {
			b.WriteString(cut(s[start:end], wordRunes))
			start = -1
		}
	}
	for i, r := range s {
		if r == ' ' {
			flush(i)
			b.WriteByte(' ')
			continue
		}
		if start < 0 {
			start = i
		}
	}
	flush(len(s))
	return cut(b.String(), MessageRunes)
}

// cut shortens s to at most n letters, the last of them an ellipsis when cut.
func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	i, k := 0, 0
	for i = range s {
		if k == n-1 {
			break
		}
		k++
	}
	return s[:i] + "…"
}

// Visible writes control and format characters and bytes that are not text as Go
// escapes, leaving the rest as it is: text safe to print on a terminal.
func Visible(s string) string { return visible(s, false) }

// visible writes control and format characters and invalid bytes as Go escapes (\x1b,
// \n, \u202e). A quoted excerpt escapes its quotes and backslashes too, so that it reads
// back unambiguously.
func visible(s string, quoted bool) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case quoted && (r == '"' || r == '\\'):
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case unicode.IsControl(r) && r < 0x100:
			fmt.Fprintf(&b, `\x%02x`, r)
		case !unicode.IsPrint(r) && r != ' ':
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
		i += size
	}
	return b.String()
}
