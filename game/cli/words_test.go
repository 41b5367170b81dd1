package cli

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/reason"
)

// recordNotation matches a move written as a record writes it: "stand fish C3",
// "restaurant pizza A1", "customer 1:tomato+meat top-D", "take meat".
var recordNotation = regexp.MustCompile(`\bstand (fish|flower|tomato|meat|grape) [A-E][1-5]\b|\brestaurant (pub|sushi|tea|pizza|burger|wine) [A-E][1-5]\b|\bcustomer \d:[a-z+]+ [a-z]+-[A-E1-5]\b|\btake (fish|flower|tomato|meat|grape)\b`)

// hint --why says the move and why in the log's words: its first line is the move the
// hint ranks first as a sentence ("Open a fish stand at C3."), and neither line writes
// a move in record notation; without a window's catalogs (this package alone) another
// language is refused with a clear message.
func TestHintWhyInWords(t *testing.T) {
	sawNext := false
	for _, moves := range []string{`"coin"]`, `"coin", "stand tomato A1", "take meat"]`, `"coin", "stand tomato A1", "take meat", "coin"]`} {
		path := writeFile(t, strings.Replace(sample, `"coin"]`, moves, 1))
		status, out, errOut := run("hint", path, "--json", "--top", "3")
		var res struct {
			Moves []struct {
				Move string `json:"move"`
			} `json:"moves"`
		}
		if err := json.Unmarshal([]byte(out), &res); status != 0 || err != nil || len(res.Moves) == 0 {
			t.Fatalf("status %d: %v: %s %s", status, err, out, errOut)
		}
		best, err := game.ParseMove(res.Moves[0].Move)
		if err != nil {
			t.Fatal(err)
		}
		status, out, errOut = run("hint", path, "--why")
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if status != 0 || len(lines) != 2 {
			t.Fatalf("status %d: %q %s", status, out, errOut)
		}
		want := strings.ToUpper(reason.MoveEnglish(best)[:1]) + reason.MoveEnglish(best)[1:] + "."
		if lines[0] != want {
			t.Errorf("the first line %q, want %q", lines[0], want)
		}
		for _, line := range lines {
			if m := recordNotation.FindString(line); m != "" {
				t.Errorf("%q writes %q in record notation", line, m)
			}
		}
		sawNext = sawNext || strings.Contains(lines[1], "next best")
	}
	if !sawNext {
		t.Error("no reason named the next best move")
	}
	path := writeFile(t, sample)
	if status, _, errOut := run("hint", path, "--why", "--lang", "de"); status != 2 || !strings.Contains(errOut, "English only") {
		t.Errorf("--lang de without the catalogs: status %d: %s", status, errOut)
	}
}

// review's table names moves in the log's words too, with the better move and the
// accuracy.
func TestReviewTableInWords(t *testing.T) {
	path := writeFile(t, strings.Replace(sample, `"coin"]`, `"coin", "stand tomato A1", "take meat"]`, 1))
	status, out, errOut := run("review", path, "--iterations", "100", "--samples", "100")
	if status != 0 {
		t.Fatalf("status %d: %s", status, errOut)
	}
	if m := recordNotation.FindString(out); m != "" {
		t.Errorf("the table writes %q in record notation:\n%s", m, out)
	}
	for _, want := range []string{"open a tomato stand at A1", "take 1 coin", "Accuracy of Ana:"} {
		if !strings.Contains(out, want) {
			t.Errorf("the table does not say %q:\n%s", want, out)
		}
	}
}
