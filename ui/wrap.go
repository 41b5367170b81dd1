package ui

import (
	"fmt"
	"image/color"
	"strings"
	"unicode"
	"unicode/utf8"
)

type wrapKey struct {
	s           string
	size, width float64
	bold        bool
}

// wrapped remembers each paragraph's lines: screens draw the same text every frame.
var wrapped = map[wrapKey][]string{}

// Wrap breaks s into lines no wider than width at the given size. Newlines in s start
// new lines; a word wider than width is broken wherever it must be, so that no line is
// ever wider than width (whatever the text: one word of thousands of letters too).
// Control characters are shown as escapes (OneLine).
func Wrap(s string, size, width float64, bold bool) []string {
	k := wrapKey{s, size, width, bold}
	if lines, ok := wrapped[k]; ok {
		return lines
	}
	if len(wrapped) >= 1024 {
		clear(wrapped)
	}
	lines := wrap(s, size, width, bold)
	wrapped[k] = lines
	return lines
}

func wrap(s string, size, width float64, bold bool) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(OneLine(para)) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if TextWidth(try, size, bold) <= width {
				line = try
				continue
			}
			if line != "" {
				lines = append(lines, line)
			}
			// A word that fits no line alone is broken into pieces that do.
			for word != "" && TextWidth(word, size, bold) > width { // even when no letter fits
				n := fitRunes(word, size, width, bold, "")
				lines = append(lines, word[:n])
				word = word[n:]
			}
			line = word
		}
		lines = append(lines, line)
	}
	return lines
}

// fitRunes is the length in bytes of the longest prefix of s (whole letters, at least
// one) that fits width together with tail.
func fitRunes(s string, size, width float64, bold bool, tail string) int {
	// Binary search over letter counts: a few measurements, whatever the length.
	idx := make([]int, 0, len(s))
	for i := range s {
		idx = append(idx, i)
	}
	idx = append(idx, len(s))
	lo, hi := 1, len(idx)-1 // lo letters always (a line holds at least one)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if TextWidth(s[:idx[mid]]+tail, size, bold) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return idx[min(lo, len(idx)-1)]
}

// Cut shortens s with an ellipsis so that it fits width at the given size; text that
// fits is returned as it is.
func Cut(s string, size, width float64, bold bool) string {
	if TextWidth(s, size, bold) <= width || s == "" {
		return s
	}
	n := fitRunes(s, size, width, bold, "…")
	if n >= len(s) {
		return s
	}
	return s[:n] + "…"
}

// OneLine shows what a line of text holds without letting it steer anything: control
// and format characters (line breaks, escape sequences, bidirectional overrides) and
// bytes that are not text are written as Go escapes such as \x1b, \n or \u202e.
func OneLine(s string) string {
	clean := true
	for _, r := range s {
		if !shown(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(" ")
		case !shown(r) && r < 0x100:
			fmt.Fprintf(&b, `\x%02x`, r)
		case !shown(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
		i += size
	}
	return b.String()
}

// shown says whether a letter is drawn as itself.
func shown(r rune) bool {
	return r != utf8.RuneError && (r == ' ' || unicode.IsPrint(r) || unicode.IsSpace(r) && !unicode.IsControl(r))
}

// Centred wraps s to width w and draws its lines centred on cx from y down, at a size
// that is never shrunk (a phone keeps its least text size and wraps instead); it
// returns the height used.
func (c *Canvas) Centred(s string, cx, y, size, w float64, bold bool, col color.RGBA) float64 {
	lineH := size * 1.35
	lines := Wrap(s, size, w, bold)
	for i, line := range lines {
		c.Text(line, cx, y+lineH*(float64(i)+0.5), size, bold, col, Center)
	}
	return lineH * float64(len(lines))
}

// TextHeight is how tall s is wrapped to width w at size (as Centred and Paragraph
// draw it).
func TextHeight(s string, size, w float64, bold bool) float64 {
	if s == "" {
		return 0
	}
	return size * 1.35 * float64(len(Wrap(s, size, w, bold)))
}
