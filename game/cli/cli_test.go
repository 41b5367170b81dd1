package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/table"
)

// run executes a command line and returns its exit status and outputs.
func run(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	status := Run(args, &out, &errOut)
	return status, out.String(), errOut.String()
}

func writeFile(t *testing.T, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "record.json")
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

const sample = `{"format": "mercado/1", "players": ["Ana", "Bo"], "seed": 12345, "money": "open",
	"moves": ["coin", "COIN", "coin"]}`

func TestReplayJSON(t *testing.T) {
	status, out, _ := run("replay", writeFile(t, sample), "--json")
	if status != 0 {
		t.Fatalf("status %d", status)
	}
	var res struct {
		OK       bool              `json:"ok"`
		Moves    int               `json:"moves"`
		Over     bool              `json:"over"`
		Turn     int               `json:"turn"`
		Players  []json.RawMessage `json:"players"`
		Winners  []int             `json:"winners"`
		Fame     *int              `json:"fame"`
		Position json.RawMessage   `json:"position"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if !res.OK || res.Moves != 3 || res.Over || res.Turn != 1 || len(res.Players) != 2 || res.Winners == nil || res.Fame != nil {
		t.Fatalf("result %s", out)
	}
	var p0 map[string]any
	json.Unmarshal(res.Players[0], &p0)
	if p0["money"] != 3.0 || p0["stands_in_market"] != 0.0 || p0["restaurants"] != 0.0 || p0["score"] != nil {
		t.Fatalf("player %v", p0)
	}
	if _, err := game.ParseSetup(res.Position); err != nil {
		t.Fatalf("the printed position does not read back: %v", err)
	}
	// One more coin ends the game: scores and winners appear.
	status, out, _ = run("replay", "--json", writeFile(t, strings.Replace(sample, `"coin"]`, `"coin", "coin"]`, 1)))
	if status != 0 || !strings.Contains(out, `"over":true`) || !strings.Contains(out, `"winners":[0,1]`) || !strings.Contains(out, `"score":3`) {
		t.Fatalf("status %d: %s", status, out)
	}
}

func TestReplayErrors(t *testing.T) {
	illegal := writeFile(t, strings.Replace(sample, `"coin"]`, `"take fish"]`, 1))
	status, out, errOut := run("replay", "--json", illegal)
	want := `{"ok":false,"error":{"move":3,"text":"take fish","reason":"a display tile is taken only right after opening a stand"}}`
	if status != 1 || strings.TrimSpace(out) != want || !strings.Contains(errOut, "move 3") {
		t.Fatalf("status %d\n%s\n%s", status, out, errOut)
	}
	status, _, errOut = run("replay", illegal)
	if status != 1 || !strings.Contains(errOut, `move 3 ("take fish"): a display tile is taken only right after opening a stand`) {
		t.Fatalf("status %d: %s", status, errOut)
	}
	malformed := writeFile(t, `{"format": "mercado/1", "players": ["a"], "position": {"cells": {"Z9": "fish/0"}}}`)
	status, _, errOut = run("replay", malformed)
	if status != 2 || !strings.Contains(errOut, "position.cells.Z9: not a space") {
		t.Fatalf("status %d: %s", status, errOut)
	}
	if status, _, errOut = run("replay", "/no/such/file.json"); status != 2 || !strings.Contains(errOut, "no such file") {
		t.Fatalf("status %d: %s", status, errOut)
	}
	for _, args := range [][]string{{}, {"dance"}, {"replay"}, {"replay", "a", "b"}, {"replay", "--colour", "x"}, {"selfplay"},
		{"selfplay", "--players", "wizard"}, {"selfplay", "--players", "random", "--games", "0"},
		{"selfplay", "--players", "random,random", "--challenge", "3"}, {"hint", "x", "--level", "god"}} {
		if status, _, _ := run(args...); status != 2 {
			t.Errorf("%v: status %d, want 2", args, status)
		}
	}
}

func TestMovesListsTheLegalMovesSorted(t *testing.T) {
	path := writeFile(t, sample)
	status, out, _ := run("moves", path)
	if status != 0 {
		t.Fatalf("status %d", status)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !sort.StringsAreSorted(lines) {
		t.Fatal("not sorted")
	}
	rec, _ := game.ParseRecord([]byte(sample))
	s, _ := rec.Replay()
	if len(lines) != len(s.LegalMoves(nil)) {
		t.Fatalf("%d lines, %d legal moves", len(lines), len(s.LegalMoves(nil)))
	}
	for _, l := range lines {
		m, err := game.ParseMove(l)
		if err != nil || m.String() != l || s.Check(m) != nil {
			t.Fatalf("%q is not a canonical legal move", l)
		}
	}
}

func TestSelfplayJSONAndRecords(t *testing.T) {
	dir := t.TempDir()
	status, out, errOut := run("selfplay", "--players", "random,random", "--games", "50", "--seed", "9", "--json", "--record", dir)
	if status != 0 {
		t.Fatalf("status %d: %s", status, errOut)
	}
	var rep struct {
		Games   int `json:"games"`
		Illegal int `json:"illegal"`
		Players []struct {
			Name        string   `json:"name"`
			Wins        *float64 `json:"wins"`
			WinRate     *float64 `json:"win_rate"`
			MeanScore   *float64 `json:"mean_score"`
			ThinkMSMean *float64 `json:"think_ms_mean"`
			ThinkMSMax  *float64 `json:"think_ms_max"`
		} `json:"players"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Games != 50 || rep.Illegal != 0 || len(rep.Players) != 1 || rep.Players[0].Name != "random" {
		t.Fatalf("report %s", out)
	}
	p := rep.Players[0]
	if p.Wins == nil || *p.Wins != 50 || *p.WinRate != 0.5 || p.MeanScore == nil || p.ThinkMSMean == nil || p.ThinkMSMax == nil {
		t.Fatalf("one name for both seats: every game is its win, half per seat: %s", out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 50 {
		t.Fatalf("%d records written", len(files))
	}
	status, out, _ = run("replay", "--json", files[7])
	if status != 0 || !strings.Contains(out, `"over":true`) {
		t.Fatalf("a written record does not replay to its end: %d %s", status, out)
	}
	// The same seed plays the same games.
	_, again, _ := run("selfplay", "--players", "random,random", "--games", "50", "--seed", "9", "--json")
	if stripTimes(again) != stripTimes(out2(t, "9")) {
		t.Fatal("selfplay is not deterministic")
	}
}

func out2(t *testing.T, seed string) string {
	_, out, _ := run("selfplay", "--players", "random,random", "--games", "50", "--seed", seed, "--json")
	return out
}

// stripTimes drops the think-time fields, the only ones that vary between runs.
func stripTimes(report string) string {
	var v map[string]any
	json.Unmarshal([]byte(report), &v)
	for _, p := range v["players"].([]any) {
		delete(p.(map[string]any), "think_ms_mean")
		delete(p.(map[string]any), "think_ms_max")
	}
	data, _ := json.Marshal(v)
	return string(data)
}

func TestSelfplayMixedLevelsRotateSeats(t *testing.T) {
	status, out, errOut := run("selfplay", "--players", "random,easy,random", "--games", "9", "--json")
	if status != 0 {
		t.Fatalf("status %d: %s", status, errOut)
	}
	var rep struct {
		Players []struct {
			Name string  `json:"name"`
			Wins float64 `json:"wins"`
		} `json:"players"`
	}
	json.Unmarshal([]byte(out), &rep)
	total := 0.0
	for _, p := range rep.Players {
		total += p.Wins
	}
	if len(rep.Players) != 2 || total < 8.99 || total > 9.01 {
		t.Fatalf("wins must add up to the games (shared wins split): %s", out)
	}
}

func TestSelfplayChallengeAndCampaign(t *testing.T) {
	status, out, _ := run("selfplay", "--challenge", "1", "--players", "random", "--games", "5", "--json")
	if status != 0 || !strings.Contains(out, `"challenge":1`) || !strings.Contains(out, `"mean_fame"`) {
		t.Fatalf("status %d: %s", status, out)
	}
	status, out, _ = run("selfplay", "--campaign", "--players", "random", "--seed", "3", "--json")
	var rep struct {
		Total      *int   `json:"total"`
		Title      string `json:"title"`
		BestMove   *bool  `json:"best_move"`
		Challenges []struct {
			Challenge, Score, Fame int
		} `json:"challenges"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || status != 0 {
		t.Fatalf("status %d: %s", status, out)
	}
	if rep.Total == nil || rep.BestMove == nil || len(rep.Challenges) != game.NumChallenges || rep.Title != game.FameTitle(*rep.Total) {
		t.Fatalf("campaign report %s", out)
	}
	sum := 0
	for i, c := range rep.Challenges {
		if c.Challenge != i+1 {
			t.Fatalf("challenge %d listed as %d", i+1, c.Challenge)
		}
		sum += c.Fame
	}
	if *rep.BestMove {
		sum += game.BestMoveBonus
	}
	if sum != *rep.Total {
		t.Fatalf("total %d, fame adds up to %d", *rep.Total, sum)
	}
}

func TestHint(t *testing.T) {
	path := writeFile(t, sample)
	status, out, _ := run("hint", path, "--level", "random")
	m, err := game.ParseMove(strings.TrimSpace(out))
	rec, _ := game.ParseRecord([]byte(sample))
	s, _ := rec.Replay()
	if status != 0 || err != nil || s.Check(m) != nil {
		t.Fatalf("status %d, %q is not a legal move", status, out)
	}
	status, out, _ = run("hint", path, "--level", "easy", "--json", "--top", "3")
	var res struct {
		OK    bool `json:"ok"`
		Moves []struct {
			Move  string  `json:"move"`
			Value float64 `json:"value"`
		} `json:"moves"`
	}
	if json.Unmarshal([]byte(out), &res); status != 0 || !res.OK || len(res.Moves) == 0 || len(res.Moves) > 3 {
		t.Fatalf("status %d: %s", status, out)
	}
	status, out, _ = run("hint", path, "--level", "easy", "--why")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if status != 0 || len(lines) != 2 || !strings.HasSuffix(lines[0], ".") || !strings.Contains(lines[1], "next best") {
		t.Fatalf("--why: status %d: %q", status, out)
	}
	over := writeFile(t, strings.Replace(sample, `"coin"]`, `"coin", "coin"]`, 1))
	if status, _, errOut := run("hint", over, "--level", "random"); status != 1 || !strings.Contains(errOut, "game is over") {
		t.Fatalf("status %d: %s", status, errOut)
	}
}

// TestHeadlessNeedsNoWindow: the headless commands must run with no display, so
// nothing they import may pull in Ebitengine.
func TestHeadlessNeedsNoWindow(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "mercado/game/cli").Output()
	if err != nil {
		t.Skipf("go list unavailable: %v", err)
	}
	if strings.Contains(string(out), "ebiten") {
		t.Fatal("the headless commands depend on Ebitengine")
	}
}

// replay --json breaks every seat's coins down by source, and the sources add up to the
// seat's score, in finished games of 1-4 players and in the solo challenges.
func TestReplayBreakdownAddsUpToTheScore(t *testing.T) {
	type seatCoins struct {
		Seat     int            `json:"seat"`
		Name     string         `json:"name"`
		Coins    map[string]int `json:"coins"`
		Total    int            `json:"total"`
		BestMove *struct {
			Decision int    `json:"decision"`
			Move     string `json:"move"`
			Income   int    `json:"income"`
		} `json:"best_move"`
	}
	runs := [][]string{
		{"--players", "random"}, {"--players", "random,easy"}, {"--players", "random,random,easy"},
		{"--players", "random,random,random,random"}, {"--players", "random", "--challenge", "2"},
		{"--players", "random", "--challenge", "7"}, {"--players", "easy", "--challenge", "1"},
	}
	checked := 0
	for _, flags := range runs {
		dir := t.TempDir()
		args := append([]string{"selfplay", "--games", "3", "--seed", "4", "--record", dir}, flags...)
		if status, _, errOut := run(args...); status != 0 {
			t.Fatalf("%v: status %d: %s", flags, status, errOut)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, file := range files {
			status, out, _ := run("replay", "--json", file)
			var res struct {
				Over    bool `json:"over"`
				Players []struct {
					Score *int `json:"score"`
				} `json:"players"`
				Breakdown []seatCoins `json:"breakdown"`
			}
			if err := json.Unmarshal([]byte(out), &res); status != 0 || err != nil || !res.Over {
				t.Fatalf("%s: status %d, %v: %s", file, status, err, out)
			}
			if len(res.Breakdown) != len(res.Players) {
				t.Fatalf("%s: %d seats broken down for %d players", file, len(res.Breakdown), len(res.Players))
			}
			for i, b := range res.Breakdown {
				sum := 0
				for _, n := range b.Coins {
					sum += n
				}
				if b.Seat != i || len(b.Coins) != 8 || b.Name == "" || sum != b.Total || b.Total != *res.Players[i].Score {
					t.Fatalf("%s: seat %d: %+v adds up to %d, score %d", file, i, b, sum, *res.Players[i].Score)
				}
				if b.BestMove != nil && (b.BestMove.Income <= 0 || b.BestMove.Move == "") {
					t.Fatalf("%s: seat %d: best move %+v", file, i, *b.BestMove)
				}
				checked++
			}
		}
	}
	if checked < 30 {
		t.Fatalf("only %d seats checked", checked)
	}
}

// The window's save file (game.json) replays like the record it holds; a save whose
// record has an illegal move fails at that move, and a broken save says what is wrong.
func TestReplayReadsTheSaveFile(t *testing.T) {
	tb, err := table.New(table.Config{Seats: []table.Seat{
		{Name: "Ana", Kind: table.Human, Color: 0}, {Name: "Bo", Kind: table.Human, Color: 1},
	}, First: 0, Seed: 77, MoneyHidden: true})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 12; i++ {
		moves := tb.State().LegalMoves(nil)
		if _, err := tb.Play(moves[len(moves)-1]); err != nil { // the last move is no coin
			t.Fatal(err)
		}
	}
	if tb.Over() {
		t.Fatal("the game ended; a save holds a game in progress")
	}
	save, err := tb.MarshalSave()
	if err != nil {
		t.Fatal(err)
	}
	record, _ := tb.Record().MarshalJSON()
	savePath, recordPath := writeFile(t, string(save)), writeFile(t, string(record))
	for _, cmd := range [][]string{{"replay", "--json"}, {"replay"}, {"moves"}} {
		s1, fromSave, e1 := run(append(cmd, savePath)...)
		s2, fromRecord, _ := run(append(cmd, recordPath)...)
		if s1 != 0 || s2 != 0 || fromSave != fromRecord || fromSave == "" {
			t.Fatalf("%v: the save gives %d %q (%s), the record %d %q", cmd, s1, fromSave, e1, s2, fromRecord)
		}
	}
	// An illegal move in the saved record: exit 1, the move named.
	bad := strings.Replace(string(save), `"moves": [`, `"moves": ["take fish", `, 1)
	status, out, errOut := run("replay", "--json", writeFile(t, bad))
	if status != 1 || !strings.Contains(out, `"move":1`) || !strings.Contains(errOut, `move 1 ("take fish")`) {
		t.Fatalf("status %d: %s %s", status, out, errOut)
	}
	// A save of an unknown version, or with seats that are not the record's: exit 2.
	for _, broken := range []string{
		strings.Replace(string(save), `"version": 1`, `"version": 7`, 1),
		strings.Replace(string(save), `"name":"Bo"`, `"name":"Cy"`, 1),
	} {
		if broken == string(save) {
			t.Fatal("the test's replacement did not apply")
		}
		status, _, errOut := run("replay", writeFile(t, broken))
		if status != 2 || !strings.Contains(errOut, "save file:") {
			t.Fatalf("status %d: %s", status, errOut)
		}
	}
}

// TestReplayRefusesNamesTheWindowRefuses: one rule for names everywhere.
func TestReplayRefusesNamesTheWindowRefuses(t *testing.T) {
	for _, name := range []string{"\x1b[2J", "", strings.Repeat("x", 25)} {
		quoted, _ := json.Marshal(name)
		bad := strings.Replace(sample, `"Ana"`, string(quoted), 1)
		if bad == sample {
			t.Fatal("the sample has no player Ana")
		}
		if status, _, errOut := run("replay", writeFile(t, bad)); status != 2 || !strings.Contains(errOut, "players[0]") {
			t.Errorf("name %q: status %d, %q", name, status, errOut)
		}
	}
}

// A save with a raw control character is refused for that, as the window refuses it,
// not for its first key, which a record would not have.
func TestReplayNamesTheFaultOfASaveThatIsNotJSON(t *testing.T) {
	tb, err := table.New(table.Config{Seats: []table.Seat{
		{Name: "Ana", Kind: table.Human, Color: 0}, {Name: "Bo", Kind: table.Human, Color: 1},
	}, First: 0, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	save, err := tb.MarshalSave()
	if err != nil {
		t.Fatal(err)
	}
	broken := strings.Replace(string(save), `"name":"Bo"`, "\"name\":\"B\x1bo\"", 1)
	if broken == string(save) {
		t.Fatal("the test's replacement did not apply")
	}
	_, windowErr := table.Load([]byte(broken))
	if windowErr == nil || !strings.Contains(windowErr.Error(), "invalid character") {
		t.Fatalf("the window's reader: %v", windowErr)
	}
	for _, cmd := range []string{"replay", "moves", "hint", "review"} {
		status, _, errOut := run(cmd, writeFile(t, broken))
		if status != 2 || !strings.Contains(errOut, "invalid character") || !strings.Contains(errOut, "save file: not a save") ||
			strings.Contains(errOut, "unknown key") {
			t.Errorf("%s: status %d: %s", cmd, status, errOut)
		}
	}
}

// The headless commands read a save as large as the window does, and refuse a larger
// one with the limit the README states.
func TestSaveLimitAgreesWithTheReadme(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(strings.Fields(string(readme)), " "), "at most "+table.SaveLimit()) {
		t.Errorf("the README does not state the save limit, %s", table.SaveLimit())
	}
	big := writeFile(t, `{"version": 1, "seats": [], "record": {}, "pad": "`+strings.Repeat("x", table.MaxSaveBytes)+`"}`)
	status, _, errOut := run("replay", big)
	if status != 2 || !strings.Contains(errOut, fmt.Sprintf("saves to %d (%s)", table.MaxSaveBytes, table.SaveLimit())) {
		t.Errorf("status %d: %s", status, errOut)
	}
	_, err = table.Load([]byte(`{"pad": "` + strings.Repeat("x", table.MaxSaveBytes) + `"}`))
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("saves are limited to %d bytes (%s)", table.MaxSaveBytes, table.SaveLimit())) {
		t.Errorf("the window's reader: %v", err)
	}
}
