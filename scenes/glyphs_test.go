package scenes

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// Every character the screens write must exist in the Go fonts: a missing glyph shows
// as an empty box (▯), which is how ◀ and ▶ once slipped in.
func TestEveryCharacterHasAGlyph(t *testing.T) {
	var fonts []*sfnt.Font
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		fonts = append(fonts, f)
	}
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
				for _, f := range fonts {
					if gi, err := f.GlyphIndex(&buf, r); err != nil || gi == 0 {
						t.Errorf("%s: %q uses %q (%U), which the Go fonts lack", fset.Position(lit.Pos()), s, r, r)
						break
					}
				}
			}
			return true
		})
	}
	if checked < 1000 {
		t.Fatalf("only %d characters checked: the scan found too little text", checked)
	}
}
