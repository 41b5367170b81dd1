package game

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden replay results in testdata/golden")

// goldenKinds: one recorded random game per kind of game, kept as fixtures.
var goldenKinds = []gameKind{{1, 0}, {2, 0}, {3, 0}, {4, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7}, {1, 8}, {1, 9}}

// TestGoldenReplays replays each record in testdata/golden and compares the final
// position and result with the stored ones: a rule change that alters any game shows.
func TestGoldenReplays(t *testing.T) {
	if *update {
		writeGoldenRecords(t)
	}
	records, _ := filepath.Glob("testdata/golden/*.record.json")
	if len(records) != len(goldenKinds) {
		t.Fatalf("%d golden records, want %d (run go test -run Golden -update)", len(records), len(goldenKinds))
	}
	for _, path := range records {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := ParseRecord(data)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		s, err := rec.Replay()
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		got := goldenResult(s)
		resultPath := path[:len(path)-len(".record.json")] + ".result.json"
		if *update {
			os.WriteFile(resultPath, got, 0o644)
			continue
		}
		want, err := os.ReadFile(resultPath)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s replays to a different end:\n%s\nwant:\n%s", path, got, want)
		}
	}
}

// goldenResult is the final position with the scores, winners and fame.
func goldenResult(s *State) []byte {
	var scores []int
	for seat := 0; seat < s.NumPlayers(); seat++ {
		scores = append(scores, s.Score(seat))
	}
	fame, _ := s.Fame()
	out, _ := json.MarshalIndent(struct {
		Over     bool   `json:"over"`
		Scores   []int  `json:"scores"`
		Winners  []int  `json:"winners"`
		Fame     int    `json:"fame"`
		Position *State `json:"position"`
	}{s.Over(), scores, s.Winners(), fame, s}, "", " ")
	return append(out, '\n')
}

func writeGoldenRecords(t *testing.T) {
	for i, k := range goldenKinds {
		seed := uint64(1000 + i)
		rec := &Record{Players: []string{"ana", "bo", "cy", "di"}[:k.players], Seed: seed, Challenge: k.challenge, Specialty: Meat, MoneyHidden: true}
		s, err := rec.Start()
		if err != nil {
			t.Fatal(err)
		}
		r := NewRNG(seed)
		for !s.Over() {
			moves := s.LegalMoves(nil)
			m := moves[r.Intn(len(moves))]
			s.Apply(m)
			rec.Moves = append(rec.Moves, m.String())
		}
		data, _ := rec.MarshalJSON()
		name := fmt.Sprintf("testdata/golden/%dp-challenge%d.record.json", k.players, k.challenge)
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
