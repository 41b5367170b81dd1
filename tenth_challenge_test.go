package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// tenthChallenge is a made-up challenge added after the last of game.Challenges.
const tenthChallenge = `	{Number: 10, Name: "A Tenth", Fame: [3]int{55, 60, 70}, StartMoney: StartMoney, TilesPerSize: tilesPerSize, ScoreFromFours: true},
`

// tenthWords are its words, put in each language's campaign catalog after challenge 1's.
const tenthWords = `  "challenge.10.name": "A Tenth",
  "challenge.10.rules": "Only money from 4-customer tiles scores, once more.",
  "challenge.10.summary": "Only 4-customer tiles score.",
`

// countTests are the tests that hold each consumer of the challenges' count to the
// table: the engine, the campaign sheet, the statistics, selfplay, the catalogs and the
// campaign's layouts.
var countTests = map[string]string{
	"./game":          "TestChallengesAreNumberedByTheirPlace|TestChallengeSetups",
	"./game/campaign": "TestARunIsEveryChallengeOfTheTable|TestFinish",
	"./game/stats":    "TestEveryChallengeOfTheTableIsCounted",
	"./game/cli":      "TestSelfplayTakesEveryChallengeOfTheTable",
	"./game/table":    "TestNewValidates",
	"./ui/lang":       "TestCatalogMatchesTheCode|TestEveryKeyInEveryLanguage",
	"./scenes":        "TestCampaignLayoutInEveryForm|TestChallengeResultLayout",
}

// TestATenthChallengeIsTheTableAndItsWords adds a tenth challenge to a copy of the
// module the way the next one would be added: an entry in game.Challenges and its words
// in the four catalogs, no other file. The copy builds, and the tests of the places that
// count the challenges pass there with ten: each takes its count from game's table.
// Without its words the catalogs' test refuses it.
func TestATenthChallengeIsTheTableAndItsWords(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a copy of the module")
	}
	dir := t.TempDir()
	copyModule(t, dir)
	edit(t, filepath.Join(dir, "game/challenge.go"), "Marquis: true},\n", tenthChallenge)
	run(t, dir, "build", "./...")
	if out, err := goIn(dir, "test", "-count=1", "-run", countTests["./ui/lang"], "./ui/lang"); err == nil {
		t.Errorf("a challenge without words passes the catalogs' test:\n%s", out)
	}
	for _, lang := range []string{"en", "de", "fr", "uk"} {
		edit(t, filepath.Join(dir, "assets/i18n", lang, "campaign.json"), "\n  \"challenge.2.name\"", "\n"+strings.TrimSuffix(tenthWords, "\n"))
	}
	for pkg, tests := range countTests {
		if out := run(t, dir, "test", "-count=1", "-v", "-run", tests, pkg); !strings.Contains(out, "--- PASS") {
			t.Errorf("%s: no test of %s ran:\n%s", pkg, tests, out)
		}
	}
}

// copyModule copies the module's files (not .git) into dir.
func copyModule(t *testing.T, dir string) {
	t.Helper()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == ".git" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dir, path), 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, path), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// edit puts add after the one place file has after (before it, when after starts with
// a newline: then add is a line of its own before that line).
func edit(t *testing.T, file, after, add string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	if strings.Count(s, after) != 1 {
		t.Fatalf("%s: %q is not there once", file, after)
	}
	if strings.HasPrefix(after, "\n") {
		s = strings.Replace(s, after, add+after, 1)
	} else {
		s = strings.Replace(s, after, after+add, 1)
	}
	if err := os.WriteFile(file, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// run runs a go command in dir and fails the test when it fails.
func run(t *testing.T, dir string, args ...string) string {
	t.Helper()
	out, err := goIn(dir, args...)
	if err != nil {
		t.Errorf("go %s in the copy with a tenth challenge: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

func goIn(dir string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "MERCADO_REQUIRE_DISPLAY=", "DISPLAY=", "WAYLAND_DISPLAY=")
	out, err := cmd.CombinedOutput()
	return string(out), err
}
