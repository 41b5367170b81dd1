package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// The solo planner is a selfplay level: a challenge played on a playout budget gives the
// same game from the same seed with legal moves only, and in a game with others it
// takes its seat as hard does.
func TestSelfplaySoloPlanner(t *testing.T) {
	args := []string{"selfplay", "--challenge", "6", "--players", "solo", "--games", "2", "--iterations", "40", "--seed", "4", "--json"}
	status, out, errOut := run(args...)
	if status != 0 {
		t.Fatalf("status %d: %s", status, errOut)
	}
	var rep struct {
		Games   int `json:"games"`
		Illegal int `json:"illegal"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || rep.Games != 2 || rep.Illegal != 0 {
		t.Fatalf("report %s (%v)", out, err)
	}
	if _, again, _ := run(args...); stripTimes(again) != stripTimes(out) {
		t.Fatalf("a playout budget must replay the same games:\n%s\n%s", out, again)
	}
	status, out, errOut = run("selfplay", "--players", "solo,hard-2026", "--games", "2", "--iterations", "32", "--json")
	if status != 0 || !strings.Contains(out, `"illegal":0`) {
		t.Fatalf("two players: status %d: %s %s", status, out, errOut)
	}
}

// The campaign's report tells how long a decision took.
func TestCampaignReportsThinkingTime(t *testing.T) {
	status, out, _ := run("selfplay", "--campaign", "--players", "easy", "--seed", "2")
	if status != 0 || !strings.Contains(out, "decisions:") || !strings.Contains(out, "the longest") {
		t.Fatalf("status %d: %s", status, out)
	}
	status, out, _ = run("selfplay", "--campaign", "--players", "easy", "--seed", "2", "--json")
	var rep struct {
		Decisions   int     `json:"decisions"`
		ThinkMeanMS float64 `json:"think_mean_ms"`
		ThinkMaxMS  float64 `json:"think_max_ms"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || status != 0 || rep.Decisions < 9 || rep.ThinkMaxMS < rep.ThinkMeanMS {
		t.Fatalf("status %d: %s", status, out)
	}
}
