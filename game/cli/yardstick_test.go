package cli

import (
	"encoding/json"
	"testing"
)

// The match against the yardstick (the frozen hard-2026) runs at CI size: legal games
// in 2, 3 and 4 players with seats rotated, the same games from the same seed. It
// checks that the match can be played, not who wins (a handful of games proves nothing).
func TestSelfplayAgainstYardstick(t *testing.T) {
	for _, players := range []string{"hard,hard-2026", "hard,hard-2026,hard-2026", "hard,hard-2026,hard,hard-2026"} {
		args := []string{"selfplay", "--players", players, "--games", "2", "--iterations", "48", "--seed", "5", "--json"}
		status, out, errOut := run(args...)
		if status != 0 {
			t.Fatalf("%s: status %d: %s", players, status, errOut)
		}
		var rep struct {
			Games   int `json:"games"`
			Illegal int `json:"illegal"`
			Players []struct {
				Name string  `json:"name"`
				Wins float64 `json:"wins"`
			} `json:"players"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		if rep.Games != 2 || rep.Illegal != 0 || len(rep.Players) != 2 {
			t.Fatalf("%s: report %s", players, out)
		}
		if total := rep.Players[0].Wins + rep.Players[1].Wins; total < 1.99 || total > 2.01 {
			t.Fatalf("%s: wins add up to %.2f in 2 games: %s", players, total, out)
		}
		if _, again, _ := run(args...); stripTimes(again) != stripTimes(out) {
			t.Fatalf("%s: an iteration budget must replay the same games:\n%s\n%s", players, out, again)
		}
	}
	if status, _, _ := run("selfplay", "--campaign", "--players", "hard", "--iterations", "10"); status == 0 {
		t.Fatal("--iterations with --campaign must be refused")
	}
}
