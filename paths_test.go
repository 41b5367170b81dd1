package main

import (
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoTwoPathsDifferOnlyByCase: a checkout on macOS or Windows, whose file systems
// fold letter case, keeps every file of the repository.
func TestNoTwoPathsDifferOnlyByCase(t *testing.T) {
	seen := map[string]string{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		folded := strings.ToLower(filepath.ToSlash(path))
		if other, ok := seen[folded]; ok {
			t.Errorf("%s and %s differ only by case", other, path)
		}
		seen[folded] = path
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
