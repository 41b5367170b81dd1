//go:build !js

package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"mercado/game/cli"
	"mercado/ui/lang"
)

// The headless review's table speaks the window's catalogs: in English its words are
// exactly game/cli's without them, and in German, French and Ukrainian none of its
// headings, labels, marks or notes is left in English.
func TestReviewTableInEveryLanguage(t *testing.T) {
	defer lang.Set("en")
	defer func(l func(string) (cli.Wording, error)) { cli.Localize = l }(cli.Localize)
	args := []string{"review", "game/table/testdata/hintgames/selfplay-11.json", "--iterations", "150", "--samples", "150"}
	cli.Localize = nil
	var plain, errOut bytes.Buffer
	if status := cli.Run(args, &plain, &errOut); status != 0 {
		t.Fatalf("without the catalogs: status %d: %s", status, errOut.String())
	}
	tables := map[string]string{}
	for _, code := range []string{"en", "de", "fr", "uk"} {
		var out bytes.Buffer
		errOut.Reset()
		if status := command(append(args, "--lang", code), &out, &errOut); status != 0 {
			t.Fatalf("--lang %s: status %d: %s", code, status, errOut.String())
		}
		tables[code] = out.String()
	}
	for _, want := range []string{"Better: ", "Why: ", "Key moments\n", "Accuracy of hard-0: "} {
		if !strings.Contains(tables["en"], want) {
			t.Fatalf("the English table has no %q, so the other languages' are not all checked:\n%s", want, tables["en"])
		}
	}
	// the table's own words agree; its reasons ("Why: …") are worded by package reason
	// without the catalogs, by the window's sentences with them
	if en, cat := strings.Split(plain.String(), "\n"), strings.Split(tables["en"], "\n"); plain.String() != tables["en"] {
		for i := range min(len(en), len(cat)) {
			if en[i] != cat[i] && !strings.HasPrefix(strings.TrimSpace(en[i]), "Why: ") {
				t.Errorf("line %d: game/cli says %q, the catalogs %q", i+1, en[i], cat[i])
				break
			}
		}
		if len(en) != len(cat) {
			t.Errorf("game/cli's table has %d lines, the catalogs' %d", len(en), len(cat))
		}
	}
	english := regexp.MustCompile(`\b(Move|Player|Mark|Loss|Lead|Played|Better|Why|Decisions|Accuracy|Key moments|Best|Good|Inaccuracy|Mistake|Blunder|coins|lost|estimated)\b`)
	for _, code := range []string{"de", "fr", "uk"} {
		if w := english.FindString(tables[code]); w != "" {
			t.Errorf("--lang %s: the table still says %q:\n%s", code, w, tables[code])
		}
		if !strings.Contains(tables[code], ",") || strings.Count(tables[code], "\n") != strings.Count(tables["en"], "\n") {
			t.Errorf("--lang %s: not the English table's lines with a decimal comma:\n%s", code, tables[code])
		}
	}
}
