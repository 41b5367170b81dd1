package ui

import "strings"

// Wrap breaks s into lines no wider than width at the given size. Newlines in s start
// new lines; a single word wider than width stays whole on its own line.
func Wrap(s string, size, width float64, bold bool) []string {
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
