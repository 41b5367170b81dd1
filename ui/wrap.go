package ui

import "strings"

type wrapKey struct {
	s           string
	size, width float64
	bold        bool
}

// wrapped remembers each paragraph's lines: screens draw the same text every frame.
var wrapped = map[wrapKey][]string{}

// Wrap breaks s into lines no wider than width at the given size. Newlines in s start
// new lines; a single word wider than width stays whole on its own line.
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
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && TextWidth(try, size, bold) > width {
				lines = append(lines, line)
				line = word
				continue
			}
			line = try
		}
		lines = append(lines, line)
	}
	return lines
}
