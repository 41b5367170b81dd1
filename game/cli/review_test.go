package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"mercado/game/review"
)

// TestReviewJSONShape: review --json has one decision per choice of the seats reviewed,
// each with index (0-based), seat, move and best in record notation, a loss that is 0
// exactly for the best, and a mark of the five; --seat keeps to one seat.
func TestReviewJSONShape(t *testing.T) {
	path := writeFile(t, strings.Replace(sample, `"coin"]`, `"coin", "stand tomato A1", "take meat"]`, 1))
	status, out, errOut := run("review", path, "--json", "--iterations", "100", "--samples", "100")
	if status != 0 {
		t.Fatalf("status %d: %s", status, errOut)
	}
	var res struct {
		OK        bool                         `json:"ok"`
		Decisions []map[string]json.RawMessage `json:"decisions"`
		Counts    map[string]int               `json:"counts"`
		Moments   []json.RawMessage            `json:"moments"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || !res.OK {
		t.Fatalf("%v: %s", err, out)
	}
	if len(res.Decisions) != 5 {
		t.Fatalf("%d decisions, want 5 (3 coins, a stand, a take): %s", len(res.Decisions), out)
	}
	total := 0
	for _, n := range res.Counts {
		total += n
	}
	if total != 5 || len(res.Counts) != 5 || res.Moments == nil {
		t.Errorf("counts %v, moments %v", res.Counts, res.Moments)
	}
	wantSeats := []int{0, 1, 0, 1, 1}
	wantMoves := []string{"coin", "coin", "coin", "stand tomato A1", "take meat"}
	for i, d := range res.Decisions {
		var index, seat int
		var move, best, mark string
		var loss float64
		for key, dst := range map[string]any{"index": &index, "seat": &seat, "move": &move, "best": &best, "loss": &loss, "mark": &mark} {
			if err := json.Unmarshal(d[key], dst); err != nil {
				t.Fatalf("decision %d: %q: %v", i, key, err)
			}
		}
		if index != i || seat != wantSeats[i] || move != wantMoves[i] {
			t.Errorf("decision %d: index %d seat %d move %q", i, index, seat, move)
		}
		if review.Mark(mark).Rank() < 0 || loss < 0 || (loss == 0) != (best == move) || review.MarkFor(loss) != review.Mark(mark) {
			t.Errorf("decision %d: best %q loss %v mark %q", i, best, loss, mark)
		}
	}
	status, out, _ = run("review", path, "--json", "--seat", "1", "--iterations", "100", "--samples", "100")
	if json.Unmarshal([]byte(out), &res); status != 0 || len(res.Decisions) != 3 {
		t.Errorf("--seat 1: status %d: %s", status, out)
	}
}

// TestReviewTableAndErrors: the words name every decision; bad files and arguments get a
// message and a status, never a panic.
func TestReviewTableAndErrors(t *testing.T) {
	path := writeFile(t, sample)
	status, out, _ := run("review", path, "--iterations", "50", "--samples", "50")
	// a heading, 3 decisions (each with its better move and why when it has them), the
	// counts, each seat's accuracy, the key moments under their heading and the legend
	moments := strings.Count(out, "\n  Move ")
	if moments > 0 {
		moments++
	}
	lines := 1 + 3 + strings.Count(out, "Better: ") + strings.Count(out, "Why: ") + 1 + 2 + moments + 1
	if status != 0 || !strings.Contains(out, "Decisions (3): ") || strings.Count(out, "\n") != lines {
		t.Errorf("status %d:\n%s", status, out)
	}
	for _, c := range []struct {
		args   []string
		status int
		says   string
	}{
		{[]string{writeFile(t, "{")}, 2, "record"},
		{[]string{writeFile(t, `{"format": "mercado/1", "players": ["Ana"], "seed": 1, "moves": ["stand fish Z9"]}`)}, 1, "move 1"},
		{[]string{writeFile(t, `{"format": "mercado/1", "players": ["Ana", "Bo"], "seed": 1, "moves": ["coin", "take meat"]}`), "--json"}, 1, "move 2"},
		{[]string{path, "--seat", "2"}, 2, "seats 0 to 1"},
		{[]string{path, "--seat", "-3"}, 2, "seats 0 to 1"},
		{[]string{path, "--iterations", "0"}, 2, "--iterations"},
		{[]string{path, "--bogus"}, 2, "bogus"},
		{[]string{}, 2, "one record FILE"},
		{[]string{"/nonexistent/record.json"}, 2, "no such file"},
	} {
		status, _, errOut := run(append([]string{"review"}, c.args...)...)
		if status != c.status || !strings.Contains(errOut, c.says) {
			t.Errorf("review %v: status %d, %q", c.args, status, errOut)
		}
	}
}

// TestReviewJSONWhyAndAccuracy: review --json gives each seat an accuracy from 0 to 100
// (100 for a seat whose every decision was best) and a why in English on exactly the
// decisions marked inaccuracy or worse.
func TestReviewJSONWhyAndAccuracy(t *testing.T) {
	path := writeFile(t, strings.Replace(sample, `"coin"]`, `"coin", "stand tomato A1", "take meat"]`, 1))
	status, out, errOut := run("review", path, "--json", "--iterations", "100", "--samples", "100")
	if status != 0 {
		t.Fatalf("status %d: %s", status, errOut)
	}
	var res review.Result
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Accuracy) != len(res.Seats) {
		t.Fatalf("accuracy %v for seats %v", res.Accuracy, res.Seats)
	}
	for i, seat := range res.Seats {
		allBest := true
		for _, d := range res.Decisions {
			allBest = allBest && (d.Seat != seat || d.Mark == review.Best)
		}
		if a := res.Accuracy[i]; a < 0 || a > 100 || allBest != (a == 100) {
			t.Errorf("seat %d: accuracy %d (every decision best: %v)", seat, a, allBest)
		}
	}
	marked := 0
	for _, d := range res.Decisions {
		bad := d.Mark.Rank() >= review.Inaccuracy.Rank()
		if bad {
			marked++
		}
		if bad != (d.Why != "") || bad && !strings.HasSuffix(d.Why, ".") {
			t.Errorf("decision %d marked %s: why %q", d.Index, d.Mark, d.Why)
		}
	}
	if marked == 0 {
		t.Fatalf("no decision marked inaccuracy or worse to check: %s", out)
	}
}
