package lang

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"mercado/assets"
	"mercado/game"
)

// Every language has exactly the English catalog's keys, and every message parses and
// renders (templates included) in every language.
func TestEveryKeyInEveryLanguage(t *testing.T) {
	if err := Err(); err != nil {
		t.Fatal(err)
	}
	en, err := IDs("en")
	if err != nil || len(en) == 0 {
		t.Fatalf("English catalog: %v (%d ids)", err, len(en))
	}
	for _, l := range Languages[1:] {
		ids, err := IDs(l.Code)
		if err != nil {
			t.Fatal(err)
		}
		have := map[string]bool{}
		for _, id := range ids {
			have[id] = true
		}
		for _, id := range en {
			if !have[id] {
				t.Errorf("%s: missing %q", l.Code, id)
			}
			delete(have, id)
		}
		for id := range have {
			t.Errorf("%s: %q is not in the English catalog", l.Code, id)
		}
	}
}

// Plural messages render a form for 0, 1, 2, 5, 11 and 21 in every language, with the
// count in it; Ukrainian picks its three forms.
func TestPluralForms(t *testing.T) {
	defer Set("en")
	for _, l := range Languages {
		Set(l.Code)
		for _, n := range []int{0, 1, 2, 5, 11, 21} {
			s := N("common.coins", n)
			if s == "common.coins" || !strings.Contains(s, strconv.Itoa(n)) {
				t.Errorf("%s, %d: %q", l.Code, n, s)
			}
		}
	}
	Set("uk")
	want := map[int]string{0: "0 монет", 1: "1 монета", 2: "2 монети", 5: "5 монет", 11: "11 монет", 21: "21 монета"}
	for n, w := range want {
		if got := N("common.coins", n); got != w {
			t.Errorf("uk %d: %q, want %q", n, got, w)
		}
	}
	Set("fr")
	if got := N("common.coins", 0); got != "0 pièce" {
		t.Errorf("fr 0: %q (French counts 0 as one)", got)
	}
}

func TestSupported(t *testing.T) {
	for in, want := range map[string]string{"de_AT.UTF-8": "de", "uk-UA": "uk", "fr": "fr", "C": "en", "pt_PT": "en", "": "en", "UK_ua@euro": "uk"} {
		if got := Supported(in); got != want {
			t.Errorf("Supported(%q) = %q, want %q", in, got, want)
		}
	}
}

// keyLiteral is what a catalog key looks like: dotted lowercase words.
var keyLiteral = regexp.MustCompile(`^[a-z0-9_]+(\.[a-z0-9_]+)+$`)

// goStrings calls f with every string literal of the non-test Go files under dirs.
func goStrings(t *testing.T, dirs []string, f func(pos token.Position, s, line string)) {
	t.Helper()
	fset := token.NewFileSet()
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			file, err := parser.ParseFile(fset, path, src, 0)
			if err != nil {
				return err
			}
			lines := strings.Split(string(src), "\n")
			ast.Inspect(file, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err == nil {
					pos := fset.Position(lit.Pos())
					f(pos, s, lines[pos.Line-1])
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// Every key the code names exists, and every key of the catalogs is named by the code
// (as a whole string literal: keys are never built from pieces), but for a challenge's
// words, which scenes/challenge_words.go builds from its number (challengeWords).
func TestCatalogMatchesTheCode(t *testing.T) {
	en, err := IDs("en")
	if err != nil {
		t.Fatal(err)
	}
	inCatalog := map[string]bool{}
	for _, id := range en {
		inCatalog[id] = true
	}
	used := challengeWords()
	for id := range used {
		if !inCatalog[id] {
			t.Errorf("game.Challenges has %q, which the catalogs have no words for", id)
		}
	}
	goStrings(t, []string{"../../scenes", "../../ui"}, func(pos token.Position, s, _ string) {
		if keyLiteral.MatchString(s) && !strings.HasSuffix(s, ".json") && !strings.HasSuffix(s, ".png") {
			used[s] = true
			if !inCatalog[s] && looksLikeKey(s) {
				t.Errorf("%s: %q is not in the catalogs", pos, s)
			}
		}
	})
	for _, id := range en {
		if !used[id] {
			t.Errorf("the catalogs have %q, which the code no longer uses", id)
		}
	}
}

// challengeWords are the keys of the challenges' words: a name for each challenge of
// game's table, and for the solo challenges (1 and up) a summary and rules.
func challengeWords() map[string]bool {
	keys := map[string]bool{}
	for _, ch := range game.Challenges {
		k := "challenge." + strconv.Itoa(ch.Number) + "."
		keys[k+"name"] = true
		if ch.Number > 0 {
			keys[k+"summary"], keys[k+"rules"] = true, true
		}
	}
	return keys
}

// looksLikeKey: a dotted literal whose first part is one of the catalogs' areas.
func looksLikeKey(s string) bool {
	area, _, _ := strings.Cut(s, ".")
	ids, _ := IDs("en")
	for _, id := range ids {
		if strings.HasPrefix(id, area+".") {
			return true
		}
	}
	return false
}

// prose is a literal a player would read: letters with a space between words, or a
// capitalised word.
var prose = regexp.MustCompile(`\p{L}\p{L}+[,.:;!?…]?\s+[\p{L}\p{N}]|^\p{Lu}\p{Ll}+$`)

// templateFields are the {{.Name}} fields of the catalogs: as names passed to F and N
// they are code, not text.
func templateFields(t *testing.T) map[string]bool {
	fields := map[string]bool{"Count": true}
	field := regexp.MustCompile(`{{\s*\.(\w+)`)
	err := fs.WalkDir(assets.Catalogs(), ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(assets.Catalogs(), path)
		for _, m := range field.FindAllStringSubmatch(string(data), -1) {
			fields[m[1]] = true
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return fields
}

// No player-facing text is written directly in scenes/ or ui/: it goes through the
// catalogs. A literal that is not for players says why on its line with a comment
// "// not translated: …".
func TestNoTextOutsideTheCatalogs(t *testing.T) {
	fields := templateFields(t)
	goStrings(t, []string{"../../scenes", "../../ui"}, func(pos token.Position, s, line string) {
		if !prose.MatchString(s) || fields[s] || strings.Contains(line, "// not translated") {
			return
		}
		t.Errorf("%s: %q is player-facing text outside the catalogs", pos, s)
	})
}

// The catalogs are valid JSON objects of strings or plural forms.
func TestCatalogFiles(t *testing.T) {
	err := fs.WalkDir(assets.Catalogs(), ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(assets.Catalogs(), path)
		if err != nil {
			return err
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Errorf("%s: %v", path, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
