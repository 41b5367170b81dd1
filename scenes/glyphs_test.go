package scenes

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gobold"

	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"mercado/assets"
)

// goFonts are the regular and bold Go fonts the game draws with.
func goFonts(t *testing.T) []*sfnt.Font {
	t.Helper()
	var fonts []*sfnt.Font
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		fonts = append(fonts, f)
	}
	return fonts
}

// hasGlyph: every one of the fonts draws r.
func hasGlyph(fonts []*sfnt.Font, buf *sfnt.Buffer, r rune) bool {
	for _, f := range fonts {
		if gi, err := f.GlyphIndex(buf, r); err != nil || gi == 0 {
			return false
		}
	}
	return true
}

// Every character the screens write must exist in the Go fonts: a missing glyph shows
// as an empty box (▯), which is how ◀ and ▶ once slipped in.
func TestEveryCharacterHasAGlyph(t *testing.T) {
	fonts := goFonts(t)
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	var buf sfnt.Buffer
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				return true
			}
			for _, r := range s {
				if r < ' ' {
					continue
				}
				checked++
				if !hasGlyph(fonts, &buf, r) {
					t.Errorf("%s: %q uses %q (%U), which the Go fonts lack", fset.Position(lit.Pos()), s, r, r)
				}
			}
			return true
		})
	}
	if checked < 1000 {
		t.Fatalf("only %d characters checked: the scan found too little text", checked)
	}
}

// The same for every message of every language's catalogs.
func TestEveryCatalogCharacterHasAGlyph(t *testing.T) {
	fonts := goFonts(t)
	var buf sfnt.Buffer
	missing := map[rune]string{}
	checked := 0
	err := fs.WalkDir(assets.Catalogs(), ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(assets.Catalogs(), path)
		if err != nil {
			return err
		}
		var msgs map[string]any
		if err := json.Unmarshal(data, &msgs); err != nil {
			return err
		}
		var texts []string
		for _, v := range msgs {
			switch v := v.(type) {
			case string:
				texts = append(texts, v)
			case map[string]any:
				for _, form := range v {
					if s, ok := form.(string); ok {
						texts = append(texts, s)
					}
				}
			}
		}
		for _, s := range texts {
			for _, r := range s {
				if r < ' ' {
					continue // line breaks
				}
				checked++
				if !hasGlyph(fonts, &buf, r) {
					missing[r] = path + ": " + s
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for r, where := range missing {
		t.Errorf("%q (%U) has no glyph in the Go fonts; used in %s", r, r, where)
	}
	if checked < 1000 {
		t.Fatalf("only %d characters checked", checked)
	}
}
