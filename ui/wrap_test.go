package ui

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// hostileTexts are lines a file could bring to the screen.
var hostileTexts = []string{
	strings.Repeat("x", 3000),
	"The saved game could not be read (" + strings.Repeat("Ä", 3000) + ": unknown key).",
	"escape \x1b[2J\x1b]0;title\x07 sequences",
	"bidi \u202eoverride\u202c and \u200b zero width",
	"bad bytes \xff\xfe and tabs\tand\r returns",
	strings.Repeat("word ", 2000),
	"line\nbreaks\n\n\nmany",
	"",
}

func TestWrapNeverExceedsTheWidth(t *testing.T) {
	for _, width := range []float64{40, 300, 660} {
		for _, s := range hostileTexts {
			lines := Wrap(s, 14, width, false)
			total := 0
			for _, line := range lines {
				if w := TextWidth(line, 14, false); w > width && utf8.RuneCountInString(line) > 1 {
					t.Fatalf("width %v: a line of %v px (%.40q…)", width, w, line)
				}
				if strings.ContainsAny(line, "\x1b\x07\r\u202e\xff") {
					t.Fatalf("a control character reached a line: %q", line)
				}
				total += len(strings.ReplaceAll(line, " ", ""))
			}
			// Nothing is lost by wrapping: every letter is on some line.
			if want := len(strings.Join(strings.Fields(OneLine(strings.ReplaceAll(s, "\n", " "))), "")); total != want {
				t.Fatalf("width %v: %d of %d bytes kept in the lines of %.40q", width, total, want, s)
			}
		}
	}
}

func TestCutFitsWithAnEllipsis(t *testing.T) {
	for _, s := range hostileTexts {
		for _, width := range []float64{10, 200, 1280} {
			got := Cut(OneLine(s), 16, width, true)
			if w := TextWidth(got, 16, true); w > width && utf8.RuneCountInString(got) > 2 {
				t.Fatalf("cut to %v px, %q is %v px", width, got, w)
			}
			if got != OneLine(s) && !strings.HasSuffix(got, "…") {
				t.Fatalf("a cut line without an ellipsis: %q", got)
			}
			if !utf8.ValidString(got) {
				t.Fatalf("the cut split a letter: %q", got)
			}
		}
	}
	if got := Cut("short", 16, 500, false); got != "short" {
		t.Fatalf("a line that fits was changed to %q", got)
	}
}

func TestOneLineShowsControlCharacters(t *testing.T) {
	for in, want := range map[string]string{
		"plain text, ünïcödé": "plain text, ünïcödé",
		"a\x1b[31mred":        `a\x1b[31mred`,
		"two\nlines":          `two\nlines`,
		"\u202ebackwards":     `\u202ebackwards`,
		"bad \xff byte":       `bad \xff byte`,
	} {
		if got := OneLine(in); got != want {
			t.Errorf("OneLine(%q) = %q, want %q", in, got, want)
		}
	}
}
