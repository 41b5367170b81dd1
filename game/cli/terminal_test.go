package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// What a record holds never reaches the terminal raw: names with escape sequences, keys
// with them, a key of thousands of letters.
func TestNothingFromAFileSteersTheTerminal(t *testing.T) {
	hostile := []string{
		strings.Replace(sample, `"Ana"`, `"\u001b[2J\u001b]0;owned\u0007Ana"`, 1),
		strings.Replace(sample, `"money": "open",`, `"money": "open", "\u001b[31mred\u202e": 1,`, 1),
		strings.Replace(sample, `"money": "open",`, `"money": "open", "`+strings.Repeat("k", 3000)+`": 1,`, 1),
		strings.Replace(sample, `"coin"]`, `"coin", "\u001b[5mtake fish"]`, 1),
	}
	for _, rec := range hostile {
		path := writeFile(t, rec)
		for _, args := range [][]string{{"replay", path}, {"replay", "--json", path}, {"moves", path}} {
			_, out, errOut := run(args...)
			for _, printed := range []string{out, errOut} {
				if strings.ContainsAny(printed, "\x1b\x07\u202e") {
					t.Fatalf("%v printed a control character: %q", args, printed)
				}
			}
			if args[1] == "--json" && out != "" && !json.Valid([]byte(out)) {
				t.Fatalf("%v: the JSON was spoilt: %s", args, out)
			}
		}
	}
}

func TestTerminalWriterEscapesOnlyControls(t *testing.T) {
	var b bytes.Buffer
	w := terminal{&b}
	in := "Inês\tok\n\x1b[31mred\x9b \xff end\n"
	if n, err := w.Write([]byte(in)); err != nil || n != len(in) {
		t.Fatalf("wrote %d of %d: %v", n, len(in), err)
	}
	if want := "Inês\tok\n\\x1b[31mred\\x9b \\xff end\n"; b.String() != want {
		t.Fatalf("got %q, want %q", b.String(), want)
	}
}
